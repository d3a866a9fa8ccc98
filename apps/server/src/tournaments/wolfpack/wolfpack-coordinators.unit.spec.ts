import { ConsoleLogger, Logger } from '@nestjs/common';
import { EventStoreUnavailable, type EventStore } from '@periscope/event-store';
import { wolfpack } from '@periscope/play';
import { SeededDice, type CareerCommand } from '@periscope/rules';
import { careers as careerAggregate } from '../../careers/career.aggregate';
import { WOLFPACK_COORDINATOR, type CareerCommands } from '../../common/career-commands';
import { Clock } from '../../common/clock';
import { handleCommand } from '../../common/command-handler';
import { packStream, tournamentStream } from '../../common/streams';
import type { TournamentSecrets } from '../tournament-secrets';
import { WOLFPACK_FINISH_COMMAND_ID, WolfpackCoordinators } from './wolfpack-coordinators.service';
import { fleetOf, SERVER_SEED, TOURNAMENT_ID, type Fleet } from './wolfpack.fixtures';

/** The service as the server builds it, over the fleet's store; `start` subscribes as on a server's start. */
function coordinatorsOf(fleet: Fleet, store: EventStore = fleet.store): WolfpackCoordinators {
  const careers = {
    coordinatorCommand: (careerId: string, commandId: string, command: CareerCommand) =>
      handleCommand(fleet.store, careerAggregate, {
        id: careerId,
        commandId,
        command,
        actor: WOLFPACK_COORDINATOR,
        context: { serverSeed: SERVER_SEED },
      }),
  } as unknown as CareerCommands;
  const secrets = {
    packDice: async (_: string, pack: string, nonce: number) =>
      new SeededDice({ serverSeed: SERVER_SEED, playerSeed: wolfpack.packPlayerSeed(pack) }, nonce),
  } as unknown as TournamentSecrets;
  return new WolfpackCoordinators(store, careers, secrets, new Clock(), () => 0);
}

/** Until the store stops growing and no pass runs: the service has reacted to everything. */
async function quiet(fleet: Fleet, coordinators: WolfpackCoordinators): Promise<void> {
  for (let head = -1; head !== (await fleet.store.headPosition());) {
    head = await fleet.store.headPosition();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await coordinators.settled();
  }
}

const packTypes = async (fleet: Fleet, n = 0) =>
  (await fleet.store.readStream(packStream(TOURNAMENT_ID, n))).map((e) => e.type);

describe('the wolfpack coordinators of a server', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));
  let running: WolfpackCoordinators[] = [];
  const start = (fleet: Fleet) => {
    const coordinators = coordinatorsOf(fleet);
    coordinators.onApplicationBootstrap();
    running.push(coordinators);
    return coordinators;
  };
  afterEach(async () => {
    await Promise.all(running.map((c) => c.onModuleDestroy()));
    running = [];
  });

  it('on start, catch up: a coordination a crash left undelivered reaches its boats, with nothing rolled again', async () => {
    // Given a pack at its first muster whose coordinator appended round 1 and died before giving its orders
    const fleet = await fleetOf(6);
    while (await fleet.moveBoats());
    const crash = fleet.server(async () => {
      throw new Error('the process died');
    });
    await expect(crash.pass({ tournamentId: TOURNAMENT_ID, index: 0 })).rejects.toThrow('died');
    const stored = await fleet.store.readStream(packStream(TOURNAMENT_ID, 0));
    // When a server starts
    const coordinators = start(fleet);
    await quiet(fleet, coordinators);
    // Then the pack stream is as it was, and every boat fights round 1 on the order appended
    expect(await fleet.store.readStream(packStream(TOURNAMENT_ID, 0))).toEqual(stored);
    for (const { careerId } of fleet.boats) {
      const career = await fleet.store.readStream(`career-${careerId}`);
      const orders = career.filter((e) => e.metadata.actor === WOLFPACK_COORDINATOR);
      expect([...new Set(orders.map((e) => e.metadata.commandId))]).toEqual([stored[1].metadata.commandId]);
      expect(orders[0].type).toBe('PackRoundOpened');
    }
  });

  it('follows the boats to the end and finishes the tournament once every boat is done (13.5.6); a restart does nothing', async () => {
    // Given a running server
    const fleet = await fleetOf(8); // a pack of six and a pack of two
    const coordinators = start(fleet);
    // When the boats play, the server reacting to their careers
    for (let turn = 0; turn < 3000; turn++) {
      if (await fleet.moveBoats()) continue;
      await quiet(fleet, coordinators);
      if (!(await fleet.moveBoats())) break;
    }
    await quiet(fleet, coordinators);
    // Then every boat is done and the tournament was finished, once, by the coordinators' fixed command
    const tournamentEvents = await fleet.store.readStream(tournamentStream(TOURNAMENT_ID));
    const finished = tournamentEvents.filter((e) => e.type === 'TournamentFinished');
    expect(finished.map((e) => e.metadata.commandId)).toEqual([WOLFPACK_FINISH_COMMAND_ID]);
    for (const n of [0, 1]) expect(await packTypes(fleet, n)).toContain('WolfpackRoundStarted');
    // and a server that starts again writes nothing
    const head = await fleet.store.headPosition();
    await quiet(fleet, start(fleet));
    expect(await fleet.store.headPosition()).toBe(head);
  }, 60_000);

  it('holds while the tournament is paused (T-PAUSE), and opens the battle on resume', async () => {
    const fleet = await fleetOf(2);
    await fleet.store.append(
      tournamentStream(TOURNAMENT_ID),
      [{ type: 'TournamentPaused', data: { reason: 'a storm', at: '2025-01-01T00:00:00Z' } }],
      { expectedRevision: 'any' },
    );
    const coordinators = start(fleet);
    while (await fleet.moveBoats());
    await quiet(fleet, coordinators);
    expect(await packTypes(fleet)).toEqual([]);
    await fleet.store.append(
      tournamentStream(TOURNAMENT_ID),
      [{ type: 'TournamentResumed', data: { at: '2025-01-01T01:00:00Z' } }],
      { expectedRevision: 'any' },
    );
    await quiet(fleet, coordinators);
    expect(await packTypes(fleet)).toEqual(['ConvoyBattleOpened', 'WolfpackRoundStarted']);
  });

  it('while the store is down, retries each pack on its own doubling schedule, not on every failure', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const fleet = await fleetOf(8); // two packs
      while (await fleet.moveBoats());
      const passes = new Map<string, number>();
      const packs = [0, 1].map((n) => packStream(TOURNAMENT_ID, n));
      const down = { now: true };
      const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      const store = new Proxy(fleet.store, {
        get(target, key, receiver) {
          if (key !== 'readStream') return Reflect.get(target, key, receiver);
          return async (stream: string) => {
            if (packs.includes(stream)) passes.set(stream, (passes.get(stream) ?? 0) + 1);
            if (down.now && packs.includes(stream)) throw new EventStoreUnavailable(refused);
            return target.readStream(stream);
          };
        },
      });
      const coordinators = coordinatorsOf(fleet, store);
      coordinators.onApplicationBootstrap();
      running.push(coordinators);
      await jest.advanceTimersByTimeAsync(30_000);
      // No jitter drawn: passes at 0, 1, 3, 7, 15 and 30 s, each pack on its own; before, one a second or more.
      expect([...passes.values()]).toEqual([6, 6]);
      down.now = false;
      await jest.advanceTimersByTimeAsync(15_000);
      jest.useRealTimers();
      await quiet(fleet, coordinators);
      expect(await packTypes(fleet)).toContain('WolfpackRoundStarted');
    } finally {
      jest.useRealTimers();
    }
  });
});
