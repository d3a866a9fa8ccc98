import { wolfpack } from '@periscope/play';
import type { RecordedEvent } from '@periscope/event-store';
import { WOLFPACK_COORDINATOR } from '../../common/career-commands';
import { packStream } from '../../common/streams';
import type { CoordinationMetadata, PackKey } from './pack-coordination';
import { careerIdOf, fleetOf, SERVER_SEED, TOURNAMENT_ID, type Fleet } from './wolfpack.fixtures';

const FIRST: PackKey = { tournamentId: TOURNAMENT_ID, index: 0 };

/** The boats play until every one of them waits on its pack (the first muster, 13.5.3). */
async function toFirstMuster(fleet: Fleet): Promise<void> {
  while (await fleet.moveBoats());
}

const packEvents = (fleet: Fleet, key = FIRST) =>
  fleet.store.readStream(packStream(key.tournamentId, key.index));
const coordinatorEvents = async (fleet: Fleet, careerId: string) =>
  (await fleet.store.readStream(`career-${careerId}`)).filter(
    (e) => e.metadata.actor === WOLFPACK_COORDINATOR,
  );
const commandsOf = (events: readonly RecordedEvent[]) => [
  ...new Set(events.map((e) => e.metadata.commandId)),
];

describe('a pack coordinator on the store (13.5.3, 13.5.4)', () => {
  it('opens the first Atlantic box’s convoy battle on its stream and orders every boat into round 1, once', async () => {
    // Given two boats waiting at their first muster
    const fleet = await fleetOf(2);
    await toFirstMuster(fleet);
    // When the coordinator passes
    expect(await fleet.server().pass(FIRST)).toBe('waiting');
    // Then its stream holds the battle and round 1 with its rolls, and the orders it gave
    const events = await packEvents(fleet);
    expect(events.map((e) => e.type)).toEqual(['ConvoyBattleOpened', 'WolfpackRoundStarted']);
    const round = events[1].data as wolfpack.WolfpackRoundStarted['data'];
    expect(round).toMatchObject({ round: 1, participants: [1, 2] });
    expect(round.rolls.map((r) => r.nonce)).toEqual(round.rolls.map((_, i) => i));
    const metadata = events[1].metadata as CoordinationMetadata;
    expect(metadata.orders.map((o) => [o.careerId, o.command.type])).toEqual([
      [careerIdOf(1), 'OpenPackRound'],
      [careerIdOf(2), 'OpenPackRound'],
    ]);
    expect(metadata.dice).toEqual({ firstNonce: 0, nextNonce: round.rolls.length });
    // and each career took its order once, as the coordinator's, under the coordination's commandId
    for (const careerId of [careerIdOf(1), careerIdOf(2)])
      expect(commandsOf(await coordinatorEvents(fleet, careerId))).toEqual([metadata.commandId]);
  });

  it('after a crash between its append and its orders, a restarted server delivers them and rolls nothing again', async () => {
    // Given a server that appended round 1 and died before its orders reached the boats
    const fleet = await fleetOf(2);
    await toFirstMuster(fleet);
    const crash = new Error('the process died');
    await expect(
      fleet
        .server(async () => {
          throw crash;
        })
        .pass(FIRST),
    ).rejects.toBe(crash);
    expect((await packEvents(fleet)).length).toBe(2);
    expect(await coordinatorEvents(fleet, careerIdOf(1))).toEqual([]);
    // When another server (fresh caches) catches up
    await fleet.server().pass(FIRST);
    // Then the stream is unchanged and every boat has its order of round 1, once
    const events = await packEvents(fleet);
    expect(events.map((e) => e.type)).toEqual(['ConvoyBattleOpened', 'WolfpackRoundStarted']);
    const { commandId } = events[1].metadata as CoordinationMetadata;
    for (const careerId of [careerIdOf(1), careerIdOf(2)])
      expect(commandsOf(await coordinatorEvents(fleet, careerId))).toEqual([commandId]);
  });

  it('passing again, or two servers passing at once, appends nothing twice and orders nothing twice', async () => {
    const fleet = await fleetOf(3);
    await toFirstMuster(fleet);
    // When two servers pass at once, then both again
    await Promise.all([fleet.server().pass(FIRST), fleet.server().pass(FIRST)]);
    const once = await fleet.store.headPosition();
    await Promise.all([fleet.server().pass(FIRST), fleet.server().pass(FIRST)]);
    // Then one battle, one round 1, one order per boat; the second passes wrote nothing
    expect(await fleet.store.headPosition()).toBe(once);
    expect((await packEvents(fleet)).map((e) => e.type)).toEqual([
      'ConvoyBattleOpened',
      'WolfpackRoundStarted',
    ]);
    for (const n of [1, 2, 3])
      expect(commandsOf(await coordinatorEvents(fleet, careerIdOf(n)))).toHaveLength(1);
  });

  it('waits while a boat has not mustered, and rolls nothing', async () => {
    const fleet = await fleetOf(2);
    expect(await fleet.server().pass(FIRST)).toBe('waiting');
    expect(await packEvents(fleet)).toEqual([]);
  });
});

describe('the server plays the pure reference tournament (playWolfpackTournament), event for event', () => {
  it('twelve boats, two packs, to the end: the same pack streams and the same careers', async () => {
    // Given the fleet the reference plays (its seeds, its bots), when the server's coordinator runs the packs
    const fleet = await fleetOf(12);
    const server = fleet.server();
    const keys = fleet.packs.map((_, index) => ({ tournamentId: TOURNAMENT_ID, index }));
    let outcomes: string[] = [];
    for (let turn = 0; turn < 5000; turn++) {
      if (await fleet.moveBoats()) continue;
      outcomes = [];
      for (const key of keys) outcomes.push(await server.pass(key));
      if (outcomes.every((o) => o === 'done')) break;
    }
    // Then every pack is done (13.5.6) and each stream is the reference's
    expect(outcomes).toEqual(['done', 'done']);
    const reference = wolfpack.playWolfpackTournament({
      serverSeed: SERVER_SEED,
      entrants: fleet.boats.map((b) => b.careerId),
    });
    expect(reference.stopped).toBe('over');
    for (const [index, formed] of fleet.packs.entries()) {
      const expected = reference.events.filter(
        (e) => 'pack' in e.data && e.data.pack === formed.data.pack && e.type !== 'WolfpackFormed',
      );
      const stored = (await packEvents(fleet, { tournamentId: TOURNAMENT_ID, index })).map(
        ({ type, data }) => ({
          type,
          data,
        }),
      );
      expect(stored).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(stored.some((e) => e.type === 'WolfpackRoundStarted')).toBe(true);
    }
    for (const { careerId } of fleet.boats) {
      const expected = reference.events.flatMap((e) =>
        e.type === 'CareerAdvanced' && e.data.entrant === careerId ? e.data.events : [],
      );
      const stored = (await fleet.store.readStream(`career-${careerId}`)).map(({ type, data }) => ({
        type,
        data,
      }));
      expect(stored).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  }, 60_000);
});
