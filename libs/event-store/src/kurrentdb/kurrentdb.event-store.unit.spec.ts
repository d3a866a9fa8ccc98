import { randomUUID } from 'node:crypto';
import { DuplicateEventId, EventStoreClosed, InvalidArgument, WrongExpectedVersion } from '../errors';
import type { NewEvent, RecordedEvent } from '../event-store.port';
import { KurrentDbEventStore } from './kurrentdb.event-store';
import { FakeKurrentClient } from './kurrentdb.test-support';

// The adapter's own logic over a stand-in client; the server's behaviour is the int spec's job.

const events = (n: number, type = 'RollMade'): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ id: randomUUID(), type, data: { i } }));

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('KurrentDbEventStore (over a fake client)', () => {
  let client: FakeKurrentClient;
  let store: KurrentDbEventStore;
  beforeEach(() => {
    client = new FakeKurrentClient();
    store = new KurrentDbEventStore(client, { namespace: 'ns1', pageSize: 4 });
  });

  describe('append', () => {
    it('always passes an explicit stream state, in the namespace', async () => {
      await store.append('game-1', events(1), { expectedRevision: 'no_stream' });
      await store.append('game-1', events(1), { expectedRevision: 0 });
      await store.append('game-1', events(1), { expectedRevision: 'stream_exists' });
      await store.append('game-1', events(1));
      expect(client.appends).toEqual([
        { stream: 'ns1.game-1', streamState: 'no_stream' },
        { stream: 'ns1.game-1', streamState: 0n },
        { stream: 'ns1.game-1', streamState: 'stream_exists' },
        { stream: 'ns1.game-1', streamState: 'any' },
      ]);
    });

    it('returns the revision and commit position of the last event', async () => {
      const result = await store.append('game-1', events(3), { expectedRevision: 'no_stream' });
      const last = client.log[client.log.length - 1];
      expect(result).toEqual({ nextExpectedRevision: 2, position: Number(last.position!.commit) });
    });

    it('maps a conflict to WrongExpectedVersion with the caller’s expectation and the actual revision', async () => {
      await store.append('game-1', events(2));
      const error = await store.append('game-1', events(1), { expectedRevision: 0 }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersion);
      expect(error).toMatchObject({ stream: 'game-1', expected: 0, actual: 1 });
    });

    it('a re-appended batch returns the original result and writes nothing, whatever the expectation', async () => {
      const batch = events(3);
      const first = await store.append('game-1', batch, { expectedRevision: 'no_stream' });
      await store.append('game-1', events(2));
      const size = client.log.length;
      expect(await store.append('game-1', batch, { expectedRevision: 'no_stream' })).toEqual(first);
      expect(await store.append('game-1', batch, { expectedRevision: 4 })).toEqual(first);
      expect(await store.append('game-1', batch)).toEqual(first);
      expect(client.log.length).toBe(size);
    });

    it('a partly stored batch is a DuplicateEventId and writes nothing', async () => {
      const [a, b] = events(2);
      await store.append('game-1', [a], { expectedRevision: 'no_stream' });
      await expect(store.append('game-1', [a, b], { expectedRevision: 0 })).rejects.toBeInstanceOf(
        DuplicateEventId,
      );
      expect(await store.readStream('game-1')).toHaveLength(1);
    });

    it('validates like every adapter before touching the server', async () => {
      await expect(store.append('no category', events(1))).rejects.toMatchObject({ field: 'stream' });
      await expect(store.append('game-1', events(1), { expectedRevision: -1 })).rejects.toBeInstanceOf(
        InvalidArgument,
      );
      expect(client.appends).toEqual([]);
    });
  });

  describe('reads', () => {
    it('an unknown stream reads as empty', async () => {
      expect(await store.readStream('game-404')).toEqual([]);
    });

    it('readStream strips the namespace and keeps data and metadata', async () => {
      await store.append('game-1', [
        { id: randomUUID(), type: 'Hit', data: 'ü', metadata: { actor: 'seat:1' } },
      ]);
      const [event] = await store.readStream('game-1');
      expect(event).toMatchObject({
        stream: 'game-1',
        revision: 0,
        type: 'Hit',
        data: 'ü',
        metadata: { actor: 'seat:1' },
      });
    });

    it('readAll pages through its namespace only, without system events, duplicates or gaps', async () => {
      client.write('ns2.game-1', 'Other', {});
      await store.append('game-1', events(5));
      client.write('$ce-game', '$>', '0@ns1.game-1');
      client.write('ns1.game-1', '$streamDeleted', {});
      await store.append('career-1', events(6));
      const all = await collect(store.readAll());
      expect(all.map((e) => `${e.stream}@${e.revision}`)).toEqual([
        ...[0, 1, 2, 3, 4].map((r) => `game-1@${r}`),
        ...[0, 1, 2, 3, 4, 5].map((r) => `career-1@${r}`),
      ]);
      expect(await collect(store.readAll({ fromPosition: all[3].position, maxCount: 3 }))).toEqual(
        all.slice(3, 6),
      );
    });

    it('readAll from a number between events starts at the next event', async () => {
      await store.append('game-1', events(6));
      const all = await collect(store.readAll());
      expect(await collect(store.readAll({ fromPosition: all[2].position + 1 }))).toEqual(all.slice(3));
      expect(await collect(store.readAll({ fromPosition: all[5].position + 1 }))).toEqual([]);
    });

    it('without a namespace, readAll shows every user stream and hides system events', async () => {
      const plain = new KurrentDbEventStore(client);
      client.write('ns2.game-1', 'Other', {});
      client.write('$ce-game', '$>', '0@ns2.game-1');
      await plain.append('game-1', events(1, 'Hit'));
      expect((await collect(plain.readAll())).map((e) => e.stream)).toEqual(['ns2.game-1', 'game-1']);
    });

    it('headPosition is the last event of the namespace, 0 when it has none', async () => {
      expect(await store.headPosition()).toBe(0);
      const { position } = await store.append('game-1', events(2));
      client.write('ns2.game-1', 'Other', {});
      client.write('$stats-x', '$statistics', {});
      expect(await store.headPosition()).toBe(position);
    });
  });

  describe('erase', () => {
    it('truncates the stream before its next revision: nothing is read, appends still expect its revision', async () => {
      await store.append('account-1', events(2), { expectedRevision: 'no_stream' });
      await store.erase('account-1');
      expect(await store.readStream('account-1')).toEqual([]);
      await expect(store.append('account-1', events(1), { expectedRevision: 1 })).resolves.toMatchObject({
        nextExpectedRevision: 2,
      });
      expect(await store.readStream('account-1')).toHaveLength(1);
    });
  });

  describe('subscribeToAll', () => {
    async function take(n: number, options: Parameters<KurrentDbEventStore['subscribeToAll']>[0]) {
      const sub = store.subscribeToAll(options);
      const got: RecordedEvent[] = [];
      for await (const e of sub) if (got.push(e) === n) break;
      return got;
    }

    it('catches up after the given position, then goes live, filtered', async () => {
      const { position } = await store.append('game-1', events(2, 'Miss'));
      await store.append('game-1', events(1, 'Hit'));
      const taking = take(2, { fromPosition: position, filter: { eventTypes: ['Hit'] } });
      await new Promise((r) => setImmediate(r));
      client.write('ns2.game-1', 'Hit', {});
      await store.append('career-1', events(1, 'Hit'));
      const got = await taking;
      expect(got.map((e) => `${e.stream}:${e.type}`)).toEqual(['game-1:Hit', 'career-1:Hit']);
    });
  });

  describe('close', () => {
    it('waits for appends in flight, closes subscriptions, disposes the client, refuses appends', async () => {
      const inFlight = Array.from({ length: 5 }, () => store.append('game-1', events(1)));
      const sub = store.subscribeToAll();
      await store.close();
      await expect(Promise.all(inFlight)).resolves.toHaveLength(5);
      expect(await collect(sub)).toEqual([]);
      expect(client.disposed).toBe(true);
      await expect(store.append('game-1', events(1))).rejects.toBeInstanceOf(EventStoreClosed);
      await expect(store.ping()).rejects.toBeInstanceOf(EventStoreClosed);
    });

    it('refuses a malformed namespace', () => {
      expect(() => new KurrentDbEventStore(client, { namespace: 'a.b' })).toThrow(InvalidArgument);
    });
  });
});
