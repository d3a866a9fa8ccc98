import { MemoryEventStore } from '@periscope/event-store';
import { tournament, wolfpack } from '@periscope/play';
import {
  aggressive,
  cautious,
  commitment,
  pending,
  RuleNotImplemented,
  SeededDice,
  TOURNAMENT_BOAT,
  TOURNAMENT_START,
  type CareerCommand,
} from '@periscope/rules';
import { careers as careerAggregate } from '../../careers/career.aggregate';
import { WOLFPACK_COORDINATOR } from '../../common/career-commands';
import { handleCommand } from '../../common/command-handler';
import { tournaments } from '../tournament.aggregate';
import { MemberCareers } from './member-careers';
import { PackCoordination, type PackPorts } from './pack-coordination';

// A wolfpack tournament on a memory store, its boats played by the bots of play-tournament.ts (odd seats
// aggressive, even seats cautious) through the careers' command handler: the server's coordination without Nest.

/** One seed for everything, as playWolfpackTournament has it: the careers', the tournament's, the packs'. */
export const SERVER_SEED = 'wolfpack-coordination-seed';
export const TOURNAMENT_ID = '10000000-0000-4000-8000-000000000000';

export const careerIdOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface Fleet {
  readonly store: MemoryEventStore;
  /** Every boat in pack order, with the state its career folds to. */
  readonly boats: { careerId: string; seat: number; blocked: boolean }[];
  readonly packs: readonly wolfpack.WolfpackFormed[];
  /** A "server": its own caches, as a process that starts (again) has. */
  server(order?: PackPorts['order']): PackCoordination;
  /** Every boat not done sends one bot command; false when none could. */
  moveBoats(): Promise<boolean>;
}

const silent = { warn: () => undefined, error: () => undefined };
const context = { serverSeed: SERVER_SEED };

export async function fleetOf(entrants: number): Promise<Fleet> {
  const store = new MemoryEventStore();
  const at = '2025-01-01T00:00:00.000Z';
  let acts = 0;
  const act = (command: Omit<tournament.TournamentCommand, 'at'>) =>
    handleCommand(store, tournaments, {
      id: TOURNAMENT_ID,
      commandId: `act-${++acts}`,
      command: { ...command, at } as tournament.TournamentCommand,
      actor: command.actor,
      context: { dice: () => new SeededDice({ serverSeed: SERVER_SEED, playerSeed: 'tournament' }) },
      expected: command.type === 'CreateTournament' ? 'no_stream' : 'exists',
    });
  await act({
    type: 'CreateTournament',
    data: {
      tournamentId: TOURNAMENT_ID,
      terms: { name: 'Test pack', organiser: 'BdU', format: 'wolfpack', startDate: '1943-07' },
    },
    actor: 'organiser',
  });
  for (let n = 1; n <= entrants; n++) {
    const careerId = careerIdOf(n);
    await startCareer(store, careerId);
    await act({
      type: 'Register',
      data: { careerId, name: `Kptlt. ${n}`, uboatType: 'VIIC' },
      actor: `entrant:${careerId}`,
    });
  }
  const started = await act({ type: 'StartTournament', data: {}, actor: 'organiser' });
  const packs = (started.events as tournament.TournamentEvent[]).filter(
    (e): e is wolfpack.WolfpackFormed => e.type === 'WolfpackFormed',
  );
  const boats = packs.flatMap((p) =>
    p.data.seats.map((s) => ({ careerId: s.entrant, seat: s.seat, blocked: false })),
  );
  const send = (careerId: string, commandId: string, command: CareerCommand, actor = 'seat:player') =>
    handleCommand(store, careerAggregate, { id: careerId, commandId, command, actor, context });
  const server = (
    order: PackPorts['order'] = (id, commandId, command) =>
      send(id, commandId, command, WOLFPACK_COORDINATOR),
  ) =>
    new PackCoordination({
      store,
      careers: new MemberCareers(store),
      dice: async (_, pack, nonce) =>
        new SeededDice({ serverSeed: SERVER_SEED, playerSeed: wolfpack.packPlayerSeed(pack) }, nonce),
      order,
      log: silent,
    });
  const careers = new MemberCareers(store);
  let sent = 0;
  const moveBoats = async () => {
    let moved = false;
    for (const boat of boats) {
      const { state } = await careers.read(boat.careerId);
      if (boat.blocked || wolfpack.boatDone(state)) continue;
      const decision = pending(state);
      if (decision.commands.length === 0) continue;
      const policy = boat.seat % 2 === 1 ? aggressive : cautious;
      try {
        await send(boat.careerId, `bot-${++sent}`, policy(state, decision));
      } catch (error) {
        if (!(error instanceof RuleNotImplemented)) throw error;
        boat.blocked = true;
      }
      moved = true;
    }
    return moved;
  };
  return { store, boats, packs, server, moveBoats };
}

/** The career as playWolfpackTournament starts it: kommandant and player seed named after the entrant. */
async function startCareer(store: MemoryEventStore, careerId: string): Promise<void> {
  const command: CareerCommand = {
    type: 'StartCareer',
    data: {
      uboatType: TOURNAMENT_BOAT,
      startDate: TOURNAMENT_START,
      kommandant: careerId,
      seedCommitment: commitment(SERVER_SEED),
      playerSeed: `boat:${careerId}`,
      options: { wolfpackTournament: true },
    },
  };
  await handleCommand(store, careerAggregate, {
    id: careerId,
    commandId: 'start',
    command,
    actor: 'seat:player',
    context,
    expected: 'no_stream',
  });
}
