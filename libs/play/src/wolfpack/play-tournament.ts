import {
  aggressive,
  cautious,
  commitment,
  decide,
  defaultChartPack,
  evolve,
  initialState,
  moderate,
  pending,
  RuleNotImplemented,
  SeededDice,
  TOURNAMENT_BOAT,
  TOURNAMENT_START,
  type CareerCommand,
  type CareerState,
  type ChartPack,
  type DiceSource,
  type Policy,
} from '@periscope/rules';
import { coordinate, evolvePack, packOf, packPlayerSeed, type PackState } from './coordinator';
import type { CareerAdvanced, PackSeat, WolfpackTournamentEvent } from './events';
import { formPacks, type Formation } from './packs';
import { standingsOf } from './standings';

// A whole wolfpack tournament played by bots on seeded dice, as a server would run it: every boat's career on its
// own stream, every pack's coordinator on its own, the tournament's names on a third.

export interface PlayedTournament {
  readonly events: readonly WolfpackTournamentEvent[];
  /** 'over': every boat sunk, aborted and home, or home (13.5.6); 'blocked': a boat waits on a rule not played. */
  readonly stopped: 'over' | 'blocked' | 'maxCommands';
  readonly blocked: readonly string[];
}

interface Boat {
  readonly seat: PackSeat;
  readonly pack: number;
  readonly policy: Policy;
  readonly dice: DiceSource;
  state: CareerState;
  blocked: boolean;
}

/** 13.5.6, Q-46: the tournament is one patrol: a boat is done once sunk (its career over) or back home. */
export const boatDone = (state: CareerState): boolean =>
  state.step.kind === 'ended' || state.step.kind === 'blocked' || state.patrolsCompleted >= 1;

const startCommand = (entrant: string, serverSeed: string): CareerCommand => ({
  type: 'StartCareer',
  data: {
    uboatType: TOURNAMENT_BOAT,
    startDate: TOURNAMENT_START,
    kommandant: entrant,
    seedCommitment: commitment(serverSeed),
    playerSeed: `boat:${entrant}`,
    options: { wolfpackTournament: true },
  },
});

export function playWolfpackTournament(options: {
  readonly serverSeed: string;
  readonly entrants: readonly string[];
  readonly formation?: Formation;
  readonly maxCommands?: number;
  readonly charts?: ChartPack;
}): PlayedTournament {
  const { serverSeed, entrants, maxCommands = 20_000, charts = defaultChartPack } = options;
  const stream = (playerSeed: string, nonce = 0) => new SeededDice({ serverSeed, playerSeed }, nonce);
  const formed = formPacks(
    entrants,
    options.formation ?? { fillWithBots: false },
    stream('tournament'),
    charts,
  );
  const events: WolfpackTournamentEvent[] = [...formed];
  let packs: PackState[] = formed.map(packOf);
  const boats: Boat[] = formed.flatMap((f, pack) =>
    f.data.seats.map((seat) => ({
      seat,
      pack,
      // Fill-in bots play the moderate policy; the entrants' seats, aggressive and cautious in turn.
      policy: seat.bot ? moderate : seat.seat % 2 === 1 ? aggressive : cautious,
      dice: stream(`boat:${seat.entrant}`),
      state: initialState(),
      blocked: false,
    })),
  );
  let commands = 0;
  const send = (boat: Boat, command: CareerCommand, by: CareerAdvanced['data']['by']) => {
    commands += 1;
    try {
      const decided = decide(boat.state, command, boat.dice, charts);
      boat.state = decided.reduce(evolve, boat.state);
      events.push({
        type: 'CareerAdvanced',
        data: { entrant: boat.seat.entrant, by, command, events: decided },
      });
    } catch (error) {
      if (!(error instanceof RuleNotImplemented)) throw error;
      boat.blocked = true;
    }
  };
  for (const boat of boats) send(boat, startCommand(boat.seat.entrant, serverSeed), 'kommandant');
  const live = (boat: Boat) => !boat.blocked && !boatDone(boat.state);
  while (commands < maxCommands) {
    const moved = boats.filter(live).filter((boat) => {
      const decision = pending(boat.state, charts);
      if (decision.commands.length === 0) return false;
      send(boat, boat.policy(boat.state, decision), 'kommandant');
      return true;
    });
    if (moved.length > 0) continue;
    const ordered = packs.map((pack, p) => {
      const crew = boats.filter((b) => b.pack === p && live(b));
      const states = new Map(crew.map((b) => [b.seat.seat, b.state]));
      const done = coordinate(pack, states, stream(packPlayerSeed(pack.pack), pack.nextNonce));
      events.push(...done.events);
      packs[p] = done.events.reduce(evolvePack, pack);
      for (const order of done.orders)
        send(crew.find((b) => b.seat.seat === order.seat) as Boat, order.command, 'coordinator');
      return done.events.length + done.orders.length;
    });
    packs = [...packs];
    if (ordered.some((n) => n > 0)) continue;
    const blocked = boats
      .filter((b) => b.blocked || b.state.step.kind === 'blocked')
      .map((b) => b.seat.entrant);
    if (boats.some(live) && blocked.length === 0)
      throw new Error('the tournament waits on nothing: a coordinator bug');
    events.push({ type: 'WolfpackTournamentEnded', data: { standings: standingsOf(events) } });
    return { events, stopped: blocked.length > 0 ? 'blocked' : 'over', blocked };
  }
  return { events, stopped: 'maxCommands', blocked: [] };
}
