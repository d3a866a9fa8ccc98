import { randomUUID } from 'node:crypto';
import { DuplicateEventId, EventStoreClosed, InvalidArgument, WrongExpectedVersion } from '../src/errors';
import {
  ERASED,
  readsStreams,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../src/event-store.port';

export interface ContractOptions {
  /** memory, sqlite and postgres number events 1, 2, 3…; kurrentdb's positions are ordered but not gap-free. */
  gapFreePositions?: boolean;
  /** KurrentDB keeps event ids unique per stream only: an id reused in another stream is stored again there. */
  idsUniqueAcrossStreams?: boolean;
}

const stream = (category = 'career') => `${category}-${randomUUID().slice(0, 8)}`;
const event = (type = 'PatrolAssigned', data: unknown = { box: 1 }): NewEvent => ({
  id: randomUUID(),
  type,
  data,
});
const events = (n: number, type = 'TravelBoxEntered') =>
  Array.from({ length: n }, (_, i) => event(type, { box: i }));

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** Reads a subscription until `until` says stop (or fails after `ms`). */
async function take(sub: Subscription, until: (got: RecordedEvent[]) => boolean, ms = 15000) {
  const got: RecordedEvent[] = [];
  const timer = setTimeout(() => void sub.close(), ms);
  for await (const e of sub) {
    got.push(e);
    if (until(got)) break;
  }
  clearTimeout(timer);
  return got;
}

/** The one contract every adapter honours (ARCHITECTURE.md "Event store port"). `factory` returns a store; it is closed afterwards. */
export function runEventStoreContract(
  name: string,
  factory: () => Promise<EventStore>,
  options: ContractOptions = {},
) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await factory();
    });
    afterAll(async () => {
      await store?.close();
    });

    describe('append and read a stream', () => {
      it('numbers revisions from 0 and keeps type, data and every metadata field', async () => {
        const s = stream();
        const metadata = {
          correlationId: 'c-1',
          causationId: 'e-0',
          commandId: 'cmd-1',
          actor: 'seat:1',
          nonces: [3, 4],
        };
        const result = await store.append(
          s,
          [{ ...event('CareerStarted', { type: 'VIIC' }), metadata }, event()],
          {
            expectedRevision: 'no_stream',
          },
        );
        expect(result.nextExpectedRevision).toBe(1);
        const read = await store.readStream(s);
        expect(read.map((e) => [e.revision, e.type])).toEqual([
          [0, 'CareerStarted'],
          [1, 'PatrolAssigned'],
        ]);
        expect(read[0].data).toEqual({ type: 'VIIC' });
        expect(read[0].metadata).toEqual(metadata);
        expect(read[1].metadata).toEqual({});
        expect(read[1].position).toBe(result.position);
        expect(new Date(read[0].recordedAt).toString()).not.toBe('Invalid Date');
      });

      it('reads an unknown stream as empty', async () => {
        expect(await store.readStream(stream())).toEqual([]);
      });

      it('reads backwards, from a revision, and at most maxCount', async () => {
        const s = stream();
        await store.append(s, events(10), { expectedRevision: 'no_stream' });
        const rev = async (o: object) => (await store.readStream(s, o)).map((e) => e.revision);
        expect(await rev({ fromRevision: 5, maxCount: 3 })).toEqual([5, 6, 7]);
        expect(await rev({ direction: 'backwards', maxCount: 3 })).toEqual([9, 8, 7]);
        expect(await rev({ direction: 'backwards', fromRevision: 2 })).toEqual([2, 1, 0]);
        expect(await rev({ fromRevision: 10 })).toEqual([]);
      });
    });

    describe('expected revision', () => {
      it('accepts the right revision and names expected and actual on a mismatch', async () => {
        const s = stream();
        await store.append(s, events(3), { expectedRevision: 'no_stream' });
        await expect(store.append(s, events(1), { expectedRevision: 2 })).resolves.toMatchObject({
          nextExpectedRevision: 3,
        });
        const error = await store.append(s, events(1), { expectedRevision: 1 }).catch((e) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersion);
        expect(error).toMatchObject({
          stream: s,
          expected: 1,
          actual: 3,
          code: 'event-store/wrong-expected-version',
        });
        expect(await store.readStream(s)).toHaveLength(4);
      });

      it('no_stream, stream_exists and any', async () => {
        const s = stream();
        await expect(store.append(s, events(1), { expectedRevision: 'stream_exists' })).rejects.toMatchObject(
          {
            actual: 'no_stream',
          },
        );
        await store.append(s, events(1), { expectedRevision: 'no_stream' });
        await expect(store.append(s, events(1), { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
          WrongExpectedVersion,
        );
        await expect(
          store.append(s, events(1), { expectedRevision: 'stream_exists' }),
        ).resolves.toBeDefined();
        await expect(store.append(s, events(1), { expectedRevision: 'any' })).resolves.toMatchObject({
          nextExpectedRevision: 2,
        });
        await expect(store.append(s, events(1))).resolves.toMatchObject({ nextExpectedRevision: 3 });
      });

      it('20 concurrent appenders on one stream: each revision is won exactly once', async () => {
        const s = stream('game');
        const outcomes = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) =>
            store.append(s, [event('SeatTaken', { seat: i })], { expectedRevision: 'no_stream' }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(rejected).toHaveLength(19);
        for (const r of rejected) expect(r.reason).toBeInstanceOf(WrongExpectedVersion);
        expect(await store.readStream(s)).toHaveLength(1);
      });

      it('20 concurrent appenders retrying on conflict: nothing lost, nothing doubled, revisions contiguous', async () => {
        const s = stream('game');
        let conflicts = 0;
        const appender = async (writer: number) => {
          for (let n = 0; n < 5; n++) {
            for (;;) {
              const last = (await store.readStream(s, { direction: 'backwards', maxCount: 1 }))[0];
              try {
                await store.append(s, [event('RollMade', { writer, n })], {
                  expectedRevision: last ? last.revision : 'no_stream',
                });
                break;
              } catch (e) {
                if (!(e instanceof WrongExpectedVersion)) throw e;
                conflicts++;
              }
            }
          }
        };
        await Promise.all(Array.from({ length: 20 }, (_, w) => appender(w)));
        const read = await store.readStream(s);
        expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 100 }, (_, i) => i));
        const keys = read.map((e) => JSON.stringify(e.data)).sort();
        expect(new Set(keys).size).toBe(100);
        expect(conflicts).toBeGreaterThan(0);
      });
    });

    describe('erase', () => {
      it("reads nothing of a stream's events again, keeps its revision, and leaves the other streams alone", async () => {
        const s = stream('account');
        const other = stream('account');
        await store.append(s, [event('PlayerRegistered', { name: 'Erich Topp' })], {
          expectedRevision: 'no_stream',
        });
        await store.append(s, [event('SessionOpened', { sessionHash: 'session-of-Topp' })], {
          expectedRevision: 0,
        });
        await store.append(other, [event('PlayerRegistered', { name: 'Otto Kretschmer' })]);
        await store.erase(s);
        await store.erase(stream('account')); // no such stream: nothing to do
        const left = await store.readStream(s);
        expect(left.every((e) => e.type === ERASED && JSON.stringify(e.data) === '{}')).toBe(true);
        // Ids and times are random hex and digits: "Topp" is in none of them, only in the erased data.
        expect(JSON.stringify(await store.readStream(s, { direction: 'backwards' }))).not.toMatch(/Topp/);
        await expect(store.append(s, events(1), { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
          WrongExpectedVersion,
        );
        await expect(store.append(s, events(1), { expectedRevision: 1 })).resolves.toMatchObject({
          nextExpectedRevision: 2,
        });
        expect((await store.readStream(other))[0].data).toEqual({ name: 'Otto Kretschmer' });
      });
    });

    describe('idempotency', () => {
      it('re-appending the same ids returns the first result and stores nothing again', async () => {
        const s = stream();
        const batch = events(3);
        const first = await store.append(s, batch, { expectedRevision: 'no_stream' });
        const again = await store.append(s, batch, { expectedRevision: 'no_stream' });
        expect(again).toEqual(first);
        expect(await store.readStream(s)).toHaveLength(3);
      });

      it('refuses a batch that is only partly stored, or an id stored in another stream', async () => {
        const s = stream();
        const [a, b] = events(2);
        await store.append(s, [a], { expectedRevision: 'no_stream' });
        await expect(store.append(s, [a, b], { expectedRevision: 0 })).rejects.toBeInstanceOf(
          DuplicateEventId,
        );
        if (options.idsUniqueAcrossStreams !== false) {
          await expect(store.append(stream(), [a])).rejects.toBeInstanceOf(DuplicateEventId);
        }
        expect(await store.readStream(s)).toHaveLength(1);
      });
    });

    describe('global order', () => {
      it('readAll returns every event in commit order, positions increasing', async () => {
        const s1 = stream();
        const s2 = stream('game');
        const head = await store.headPosition();
        await store.append(s1, events(2));
        await store.append(s2, events(2));
        await store.append(s1, events(1));
        const read = await collect(store.readAll({ fromPosition: head + 1 }));
        expect(read.map((e) => [e.stream, e.revision])).toEqual([
          [s1, 0],
          [s1, 1],
          [s2, 0],
          [s2, 1],
          [s1, 2],
        ]);
        for (let i = 1; i < read.length; i++) expect(read[i].position).toBeGreaterThan(read[i - 1].position);
        expect(await store.headPosition()).toBe(read[read.length - 1].position);
      });

      if (options.gapFreePositions) {
        it('positions are gap-free from 1, across pages', async () => {
          await store.append(stream(), events(1200, 'ShipsIdentified'));
          const all = await collect(store.readAll());
          expect(all.map((e) => e.position)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
        });
      }

      it('readAll starts mid-store and honours maxCount', async () => {
        await store.append(stream(), events(5));
        const head = await store.headPosition();
        const all = await collect(store.readAll({ fromPosition: 1 }));
        const mid = all[all.length - 3];
        const read = await collect(store.readAll({ fromPosition: mid.position, maxCount: 2 }));
        expect(read.map((e) => e.id)).toEqual([mid.id, all[all.length - 2].id]);
        expect(all[all.length - 1].position).toBe(head);
      });
    });

    describe('reading some streams alone (the live tails routed by stream)', () => {
      it("gives each stream's revision at a position, then only those streams' events after it, in position order", async () => {
        if (!readsStreams(store)) return; // sqlite and kurrentdb: the live tail reads every event
        const [a, b, c] = [stream(), stream('game'), stream()];
        await store.append(a, events(2));
        const at = await store.headPosition();
        await store.append(b, events(2));
        await store.append(c, events(3));
        await store.append(a, events(2));
        await store.append(b, events(1));
        const upTo = await store.headPosition();
        await store.append(a, events(1));
        expect(
          await store.revisionsAt([
            { stream: a, position: at },
            { stream: b, position: at },
            { stream: c, position: upTo },
          ]),
        ).toEqual([1, -1, 2]);
        const after = new Map([
          [a, 1],
          [b, 0],
        ]);
        const read = await store.readStreamsAfter(after, at, 10);
        expect(read.events.map((e) => [e.stream, e.revision])).toEqual([
          [b, 1],
          [a, 2],
          [a, 3],
          [b, 2],
          [a, 4],
        ]);
        expect(read).toMatchObject({ reached: upTo + 1, more: false });
        const got = read.events;
        for (let i = 1; i < got.length; i++) expect(got[i].position).toBeGreaterThan(got[i - 1].position);
        // A page of `max` events of the store, whichever stream: the others' count, and the reader goes on.
        const page = await store.readStreamsAfter(after, at, 4);
        expect(page.events.map((e) => [e.stream, e.revision])).toEqual([[b, 1]]);
        expect(page).toMatchObject({ reached: at + 4, more: true });
        const rest = await store.readStreamsAfter(after, page.reached, 10);
        expect(rest.events.map((e) => e.position)).toEqual(got.slice(1).map((e) => e.position));
        expect(rest).toMatchObject({ reached: upTo + 1, more: false });
        expect(await store.readStreamsAfter(after, upTo + 1, 4)).toEqual({
          events: [],
          reached: upTo + 1,
          more: false,
        });
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, then goes live while another writer appends: no gap, no duplicate', async () => {
        const s = stream('patrol');
        const start = await store.headPosition();
        await store.append(s, events(30));
        const sub = store.subscribeToAll({ fromPosition: start, filter: { categories: ['patrol'] } });
        const writer = (async () => {
          for (let i = 0; i < 20; i++) {
            await store.append(s, events(1 + (i % 3)));
            if (i % 5 === 0) await new Promise((r) => setTimeout(r, 5));
          }
        })();
        const expected = 30 + Array.from({ length: 20 }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b);
        const got = await take(sub, (g) => g.length >= expected);
        await writer;
        await sub.close();
        const stored = await store.readStream(s);
        expect(got.map((e) => e.id)).toEqual(stored.map((e) => e.id));
      });

      it('filters by category and by event type, and starts after a given position', async () => {
        const s = stream('tournament');
        const before = await store.headPosition();
        await store.append(stream('career'), events(2));
        await store.append(s, [
          event('EntrantRegistered'),
          event('TournamentStarted'),
          event('EntrantRegistered'),
        ]);
        const byType = store.subscribeToAll({
          fromPosition: before,
          filter: { eventTypes: ['EntrantRegistered'] },
        });
        const got = await take(byType, (g) => g.length >= 2);
        await byType.close();
        expect(got.map((e) => [e.stream, e.type])).toEqual([
          [s, 'EntrantRegistered'],
          [s, 'EntrantRegistered'],
        ]);
        const after = store.subscribeToAll({
          fromPosition: got[0].position,
          filter: { categories: ['tournament'] },
        });
        const rest = await take(after, (g) => g.length >= 2);
        await after.close();
        expect(rest.map((e) => e.type)).toEqual(['TournamentStarted', 'EntrantRegistered']);
      });

      it("'end' delivers only new events and caughtUp resolves", async () => {
        await store.append(stream(), events(2));
        const sub = store.subscribeToAll({ fromPosition: 'end' });
        const iterating = take(sub, (g) => g.length >= 1);
        await sub.caughtUp;
        const s = stream();
        await store.append(s, [event('PatrolCompleted')]);
        const got = await iterating;
        expect(got.map((e) => [e.stream, e.type])).toEqual([[s, 'PatrolCompleted']]);
      });
    });

    describe('payloads', () => {
      it('stores a 1 MB event intact', async () => {
        const s = stream();
        const big = { log: 'x'.repeat(1024 * 1024), rolls: Array.from({ length: 1000 }, (_, i) => i % 6) };
        await store.append(s, [event('PatrolLogged', big)]);
        const [read] = await store.readStream(s);
        expect(read.data).toEqual(big);
      });

      it('keeps unicode exactly', async () => {
        const s = stream();
        const data = {
          kommandant: 'Kapitänleutnant Günther Prien',
          ship: 'Ōmi Maru 近江丸',
          note: '🚢💥 שלום e\u0301 \u0000 \u2028',
        };
        await store.append(s, [event('ShipSunk', data)]);
        expect((await store.readStream(s))[0].data).toEqual(data);
      });
    });

    describe('bad input: a typed error naming the field, nothing written', () => {
      const cases: [string, () => [string, NewEvent[], object?], string][] = [
        ['empty stream name', () => ['', events(1)], 'stream'],
        ['stream name without a category', () => ['career', events(1)], 'stream'],
        ['stream name with spaces', () => ['career-a b', events(1)], 'stream'],
        ['no events', () => [stream(), []], 'events'],
        ['empty event type', () => [stream(), [event('')]], 'events[0].type'],
        ['event id that is not a UUID', () => [stream(), [{ ...event(), id: 'nope' }]], 'events[0].id'],
        ['a function in the data', () => [stream(), [event('X', { fire: () => 1 })]], 'events[0].data.fire'],
        ['NaN in the data', () => [stream(), [event('X', { ships: [1, NaN] })]], 'events[0].data.ships[1]'],
        ['a Date in the data', () => [stream(), [event('X', { at: new Date(0) })]], 'events[0].data.at'],
        [
          'undefined data',
          () => [stream(), [{ id: randomUUID(), type: 'X', data: undefined }]],
          'events[0].data',
        ],
        [
          'a non-string commandId',
          () => [stream(), [{ ...event(), metadata: { commandId: 7 as never } }]],
          'events[0].metadata.commandId',
        ],
        ['a negative revision', () => [stream(), events(1), { expectedRevision: -1 }], 'expectedRevision'],
        ['a fractional revision', () => [stream(), events(1), { expectedRevision: 1.5 }], 'expectedRevision'],
        [
          'an unknown revision word',
          () => [stream(), events(1), { expectedRevision: 'latest' }],
          'expectedRevision',
        ],
      ];
      it.each(cases)('%s', async (_label, make, field) => {
        const head = await store.headPosition();
        const [s, evs, opts] = make();
        const error = await store.append(s, evs, opts).catch((e) => e);
        expect(error).toBeInstanceOf(InvalidArgument);
        expect(error.field).toBe(field);
        expect(await store.headPosition()).toBe(head);
      });

      it('a circular data object', async () => {
        const data: Record<string, unknown> = {};
        data.self = data;
        await expect(store.append(stream(), [event('X', data)])).rejects.toMatchObject({
          field: 'events[0].data.self',
        });
      });

      it('bad read arguments', async () => {
        await expect(store.readStream('')).rejects.toBeInstanceOf(InvalidArgument);
        await expect(store.readStream(stream(), { fromRevision: -1 })).rejects.toMatchObject({
          field: 'fromRevision',
        });
        await expect(store.readStream(stream(), { maxCount: 0 })).rejects.toMatchObject({
          field: 'maxCount',
        });
        await expect(store.readStream(stream(), { direction: 'sideways' as never })).rejects.toMatchObject({
          field: 'direction',
        });
        await expect(collect(store.readAll({ fromPosition: -5 }))).rejects.toMatchObject({
          field: 'fromPosition',
        });
        expect(() => store.subscribeToAll({ fromPosition: 'middle' as never })).toThrow(InvalidArgument);
      });
    });

    describe('close', () => {
      it('lets appends in flight complete (graceful shutdown)', async () => {
        const own = await factory();
        const s = stream();
        const inFlight = Array.from({ length: 20 }, () => own.append(s, events(1)));
        await own.close();
        const outcomes = await Promise.allSettled(inFlight);
        expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
        const reopened = await factory();
        if (reopened.kind !== 'memory') expect(await reopened.readStream(s)).toHaveLength(20);
        await reopened.close();
      });

      it('refuses appends once closed', async () => {
        const own = await factory();
        await own.close();
        await expect(own.append(stream(), events(1))).rejects.toBeInstanceOf(EventStoreClosed);
      });
    });
  });
}
