import { AppError } from '../common/app-error';
import { MemoryEventStore, type RecordedEvent } from '@periscope/event-store';
import type { Socket } from 'socket.io';
import { LiveHub, type JoinAnswer, type ViewersMessage } from './live-hub';
import type { LiveTailKind } from './live-tail';
import { LiveViews } from './live-views';
import { SPECTATOR, type LiveUpdate, type ViewPolicy, type ViewerRole } from './view-policy';

/**
 * A socket as the hub uses it, on a transport other than a plain websocket: it gets each message through its
 * engine.io connection as socket.io's packet text, and records what it receives, in order.
 */
class FakeSocket {
  connected = true;
  readonly data = {};
  readonly received: LiveUpdate[] = [];
  readonly receivedAt: number[] = [];
  readonly viewers: ViewersMessage[] = [];
  readonly viewersAt: number[] = [];
  readonly conn = {
    transport: { name: 'polling' },
    writeBuffer: [],
    readyState: 'open',
    write: (packet: string) => this.receive(packet),
  };
  answer?: JoinAnswer;
  /** The same answer as the JSON text the gateway writes straight to a websocket. */
  json?: string;
  constructor(readonly id: string) {}
  take(updates: LiveUpdate[]) {
    this.received.push(...updates);
    for (const _ of updates) this.receivedAt.push(Date.now());
  }
  private receive(packet: string) {
    expect(packet.startsWith(`2${NAMESPACE},`)).toBe(true);
    const [event, payload] = JSON.parse(packet.slice(NAMESPACE.length + 2)) as [string, unknown];
    if (event === 'updates') this.take((payload as { updates: LiveUpdate[] }).updates);
    if (event === 'viewers') {
      this.viewers.push(payload as ViewersMessage);
      this.viewersAt.push(Date.now());
    }
  }
}

const NAMESPACE = '/live';

/** A stream kind for the test: `seat` is the token of seat:a; spectators never see `secret`. */
const testPolicy = (delayMs = 0): ViewPolicy => ({
  category: 'test',
  roleOf: async (id, token) => {
    if (id === 'missing') throw new AppError('not-found', 'test/not-found', 'No such stream');
    return token === 'seat' ? 'seat:a' : SPECTATOR;
  },
  update: (event: RecordedEvent, role: ViewerRole) => {
    const { secret, ...open } = event.data as { secret?: string };
    if (event.type === 'Hidden' && role === SPECTATOR) return undefined;
    return {
      position: event.position,
      revision: event.revision,
      type: event.type,
      data: role === SPECTATOR ? open : { ...open, secret },
      recordedAt: event.recordedAt,
    };
  },
  snapshot: (_id, events) => ({ count: events.length }),
  spectatorDelayMs: () => delayMs,
});

/**
 * Reads that take a while (0-2 ms), as a real database's do: appends land while a socket joins, and while the
 * tail of watched streams reads. It counts the events that tail read.
 */
class SlowReadStore extends MemoryEventStore {
  private reads = 0;
  readonly tailed: RecordedEvent[] = [];
  private slow = () => new Promise((resolve) => setTimeout(resolve, this.reads++ % 3));
  override async readStream(...args: Parameters<MemoryEventStore['readStream']>) {
    const read = await super.readStream(...args);
    await this.slow();
    return read;
  }
  override async readStreamsAfter(...args: Parameters<MemoryEventStore['readStreamsAfter']>) {
    const read = await super.readStreamsAfter(...args);
    this.tailed.push(...read.events);
    await this.slow();
    return read;
  }
  override async revisionsAt(...args: Parameters<MemoryEventStore['revisionsAt']>) {
    const revisions = await super.revisionsAt(...args);
    await this.slow();
    return revisions;
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each<LiveTailKind>(['every', 'watched'])('LiveHub (LIVE_TAIL=%s)', (kind) => {
  let store: SlowReadStore;
  let hub: LiveHub;
  let sockets: FakeSocket[];

  async function open(policy: ViewPolicy) {
    store = new SlowReadStore();
    const views = new LiveViews();
    views.register('test', policy);
    hub = new LiveHub(store, views, { kind });
    sockets = [];
    hub.attach({ name: NAMESPACE });
    await hub.onApplicationBootstrap();
  }
  afterEach(async () => {
    await hub.onModuleDestroy();
    await store.close();
  });

  const append = (stream: string, n: number, type = 'Happened') =>
    store.append(
      stream,
      Array.from({ length: n }, (_, i) => ({ type, data: { i, secret: 'seed' } })),
    );

  async function join(id: string, token?: string, after?: number): Promise<FakeSocket> {
    const socket = new FakeSocket(`s${sockets.length}`);
    sockets.push(socket);
    await hub.join(socket as unknown as Socket, { stream: 'test', id, after }, token, (answer, json) => {
      socket.answer = answer;
      socket.json = Buffer.concat(json.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))).toString();
      socket.take(answer.updates);
    });
    return socket;
  }

  /** Waits until the hub has delivered the store's head and the channels have flushed. */
  async function settle() {
    const head = await store.headPosition();
    while (hub.position < head) await tick();
    await tick();
    await tick();
  }

  const positionsOf = async (stream: string) => (await store.readStream(stream)).map((e) => e.position);

  it('sends a joining socket a snapshot, then every later update once, in order, whenever it joins', async () => {
    await open(testPolicy());
    await append('test-1', 3);
    const joins: Promise<FakeSocket>[] = [];
    // 60 sockets join at various moments while 200 appends of 1-3 events land, other streams in between.
    for (let n = 0; n < 200; n++) {
      await append('test-1', 1 + (n % 3));
      if (n % 7 === 0) await append('test-2', 1);
      if (n % 10 < 3) joins.push(join('1'));
      await (n % 4 === 0 ? sleep(1) : tick());
    }
    const sockets = await Promise.all(joins);
    await settle();
    const all = await positionsOf('test-1');
    for (const socket of sockets) {
      const from = socket.answer?.snapshot?.position as number;
      expect(socket.answer?.snapshot?.view).toEqual({ count: all.filter((p) => p <= from).length });
      expect(socket.received.map((u) => u.position)).toEqual(all.filter((p) => p > from));
    }
    // Some joined in the middle of a burst: the race was exercised, not avoided.
    expect(new Set(sockets.map((s) => s.answer?.snapshot?.position)).size).toBeGreaterThan(10);
  });

  // LIVE_TAIL=every reads the store's whole log, not streams: this one is the watched tail's alone.
  if (kind === 'watched')
    it("reads only the watched streams' events, and none of a stream once nobody here watches it", async () => {
      await open(testPolicy());
      await append('test-1', 2);
      await settle();
      const socket = await join('1');
      await append('test-1', 3);
      await append('test-2', 4);
      await append('test-1', 1);
      await settle();
      expect(socket.received.map((u) => u.position)).toEqual([3, 4, 5, 10]);
      expect(store.tailed.map((e) => `${e.stream}@${e.position}`)).toEqual([
        'test-1@3',
        'test-1@4',
        'test-1@5',
        'test-1@10',
      ]);
      hub.disconnected(socket as unknown as Socket);
      await append('test-1', 2);
      await append('test-3', 2);
      await settle();
      expect(store.tailed).toHaveLength(4);
    });

  it('gives sockets joining streams one after another, while others are followed and appended to, every update once', async () => {
    await open(testPolicy());
    const joins: Promise<FakeSocket>[] = [];
    // Streams start being watched while the tail reads the ones already watched: 8 streams, 120 appends.
    for (let n = 0; n < 120; n++) {
      await append(`test-${n % 8}`, 1 + (n % 2));
      if (n % 5 === 0) joins.push(join(String((n / 5) % 8)));
      await (n % 3 === 0 ? sleep(1) : tick());
    }
    const sockets = await Promise.all(joins);
    await settle();
    for (const socket of sockets) {
      const all = await positionsOf(`test-${socket.answer?.id}`);
      const from = socket.answer?.snapshot?.position as number;
      expect(socket.received.map((u) => u.position)).toEqual(all.filter((p) => p > from));
    }
  });

  it('answers a crowd in chunks while updates land between them: each joiner gets every later update once, in order', async () => {
    await open(testPolicy());
    await append('test-1', 3);
    await settle();
    const crowd = Array.from({ length: 1_200 }, (_, n) => new FakeSocket(`c${n}`)); // twelve chunks of answers
    const landing: Promise<unknown>[] = [];
    let answered = 0;
    const joinOne = (socket: FakeSocket) =>
      hub.join(socket as unknown as Socket, { stream: 'test', id: '1' }, undefined, (answer) => {
        socket.answer = answer;
        socket.take(answer.updates);
        if (++answered % 100 === 0) landing.push(append('test-1', 1 + (answered % 3)));
      });
    await Promise.all(crowd.map(joinOne));
    await Promise.all(landing);
    await settle();
    const all = await positionsOf('test-1');
    expect(all).toHaveLength(3 + 24);
    // The fan-out writes 1,200 sockets in passes of a turn each: the last update's passes may still be under way.
    const reached = (s: FakeSocket) => s.received.at(-1)?.position ?? s.answer?.snapshot?.position ?? 0;
    for (let turn = 0; turn < 1_000 && crowd.some((s) => reached(s) < (all.at(-1) as number)); turn++)
      await tick();
    for (const socket of crowd) {
      const from = socket.answer?.snapshot?.position as number;
      expect(socket.answer?.snapshot?.view).toEqual({ count: all.filter((p) => p <= from).length });
      expect(socket.received.map((u) => u.position)).toEqual(all.filter((p) => p > from));
    }
    // Those answered after an update landed got the revision it made, not the first one and updates on top.
    expect(new Set(crowd.map((s) => s.answer?.snapshot?.position)).size).toBeGreaterThan(1);
    expect(crowd.every((s) => s.answer?.updates.length === 0)).toBe(true);
  });

  it('reads the stream once while its channel is open: later joiners get the newest revision from what it keeps', async () => {
    let snapshots = 0;
    await open({ ...testPolicy(), snapshot: (_id, events) => ({ count: events.length, n: ++snapshots }) });
    await append('test-1', 3);
    await settle();
    const reads = jest.spyOn(store, 'readStream');
    const crowd: FakeSocket[] = [];
    for (let n = 0; n < 20; n++) crowd.push(await join('1')); // one after another, each in its own ticks
    expect(reads).toHaveBeenCalledTimes(1);
    expect(new Set(crowd.map((s) => JSON.stringify(s.answer?.snapshot)))).toEqual(
      new Set([JSON.stringify({ position: 3, view: { count: 3, n: 1 } })]),
    );
    await append('test-1', 1);
    await settle();
    const late = await join('1');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(late.answer?.snapshot).toEqual({ position: 4, view: { count: 4, n: 2 } });
    for (const socket of crowd) expect(socket.received.map((u) => u.position)).toEqual([4]);
    for (const socket of [...crowd, late]) socket.connected = false;
    for (const socket of [...crowd, late]) hub.disconnected(socket as unknown as Socket);
    await append('test-1', 1);
    await settle();
    // Nobody watched: the channel was dropped with what it kept, and the next joiner reads the stream again.
    expect((await join('1')).answer?.snapshot).toEqual({ position: 5, view: { count: 5, n: 3 } });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("encodes a crowd's snapshot once per revision; each answer's JSON reads as its answer", async () => {
    let encoded = 0;
    const view = (count: number) => ({ count, toJSON: () => (encoded++, { count }) });
    await open({ ...testPolicy(), snapshot: (_id, events) => view(events.length) });
    await append('test-1', 3);
    await settle();
    const crowd: FakeSocket[] = [];
    for (let n = 0; n < 20; n++) crowd.push(await join('1'));
    expect(encoded).toBe(1);
    await append('test-1', 1);
    await settle();
    crowd.push(await join('1'), await join('1'));
    expect(encoded).toBe(2);
    const resumed = await join('1', undefined, 3); // no snapshot: nothing to encode
    expect(encoded).toBe(2);
    for (const socket of [...crowd, resumed])
      expect(JSON.parse(socket.json as string)).toEqual(
        JSON.parse(JSON.stringify({ ok: true, ...socket.answer })),
      );
  });

  it('resumes a socket from its last position: exactly the missed updates, once, in order', async () => {
    await open(testPolicy());
    await append('test-1', 5);
    const first = await join('1');
    await append('test-1', 4);
    await settle();
    const last = first.received.at(-1)?.position as number;
    first.connected = false;
    hub.disconnected(first as unknown as Socket);
    await append('test-1', 6);
    const resumed = join('1', undefined, last);
    await append('test-1', 2);
    const again = await resumed;
    await settle();
    expect(again.answer?.snapshot).toBeUndefined();
    const all = await positionsOf('test-1');
    expect(again.received.map((u) => u.position)).toEqual(all.filter((p) => p > last));
    const from = first.answer?.snapshot?.position as number;
    expect(first.received.map((u) => u.position)).toEqual(all.filter((p) => p > from && p <= last));
    expect(last).toBe(all[8]);
  });

  it('shows each role only what its policy lets it see', async () => {
    await open(testPolicy());
    await append('test-1', 2);
    await settle();
    const spectator = await join('1');
    const seat = await join('1', 'seat');
    expect(spectator.answer?.snapshot?.position).toBe(2);
    await append('test-1', 2);
    await append('test-1', 1, 'Hidden');
    await settle();
    expect(spectator.answer?.role).toBe(SPECTATOR);
    expect(seat.answer?.role).toBe('seat:a');
    expect(JSON.stringify(spectator.received)).not.toContain('seed');
    expect(spectator.received.map((u) => u.type)).toEqual(['Happened', 'Happened']);
    expect(seat.received.map((u) => u.type)).toEqual(['Happened', 'Happened', 'Hidden']);
    expect(seat.received.every((u) => (u.data as { secret: string }).secret === 'seed')).toBe(true);
  });

  it('delays spectators by the policy delay after the append; seats get it at once', async () => {
    await open(testPolicy(300));
    await append('test-1', 2);
    await settle();
    const spectator = await join('1');
    const seat = await join('1', 'seat');
    // Appended before it joined and not yet due: not in the spectator's snapshot.
    expect(spectator.answer?.snapshot?.position).toBe(0);
    await append('test-1', 3);
    await settle();
    expect(seat.received).toHaveLength(3);
    expect(spectator.received).toHaveLength(0);
    await sleep(450);
    expect(spectator.received.map((u) => u.position)).toEqual([1, 2, 3, 4, 5]);
    spectator.received.forEach((u, i) =>
      expect(spectator.receivedAt[i]).toBeGreaterThanOrEqual(Date.parse(u.recordedAt) + 300),
    );
    // A spectator joining now sees them all in its snapshot, and nothing twice.
    const late = await join('1');
    expect(late.answer?.snapshot?.view).toEqual({ count: 5 });
    await append('test-1', 1);
    await sleep(450);
    expect(late.received.map((u) => u.position)).toEqual([6]);
    expect(spectator.received.map((u) => u.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses an unknown stream kind, and passes on the policy refusal', async () => {
    await open(testPolicy());
    const socket = new FakeSocket('x') as unknown as Socket;
    await expect(
      hub.join(socket, { stream: 'seed', id: '1' }, undefined, () => undefined),
    ).rejects.toMatchObject({ code: 'live/unknown-stream' });
    await expect(join('missing')).rejects.toMatchObject({ code: 'test/not-found' });
  });

  it('never lets a secret category be registered', () => {
    const views = new LiveViews();
    expect(() => views.register('seed', { ...testPolicy(), category: 'seed' })).toThrow(/secret/);
  });

  it('forgets a room when its last socket leaves', async () => {
    await open(testPolicy());
    await append('test-1', 1);
    const socket = await join('1');
    hub.leave(socket as unknown as Socket, 'test-1');
    await append('test-1', 1);
    await settle();
    expect(socket.received).toHaveLength(0);
    expect((hub as unknown as { rooms: Map<string, unknown> }).rooms.size).toBe(0);
  });

  it('the join ack carries the viewers on this process and the spectators’ delay; changes reach every role, once a second at most', async () => {
    await open(testPolicy(30_000));
    await append('test-1', 2);
    const first = await join('1');
    expect(first.answer).toMatchObject({ viewers: 1, delaySeconds: 30 });
    expect(first.viewers).toEqual([]); // nothing sent from the join itself
    const seat = await join('1', 'seat');
    const third = await join('1');
    expect([seat.answer?.viewers, third.answer?.viewers]).toEqual([2, 3]);
    expect((await join('2')).answer).toMatchObject({ viewers: 1 }); // another stream counts its own
    await sleep(1100);
    const count = (socket: FakeSocket) => socket.viewers.at(-1);
    expect(count(first)).toEqual({ stream: 'test', id: '1', count: 3 });
    expect(count(seat)).toEqual({ stream: 'test', id: '1', count: 3 });
    hub.leave(third as unknown as Socket, 'test-1');
    const heardByThird = third.viewers.length;
    await sleep(1100);
    expect(count(first)).toEqual({ stream: 'test', id: '1', count: 2 });
    expect(count(seat)).toEqual({ stream: 'test', id: '1', count: 2 });
    expect(third.viewers).toHaveLength(heardByThird); // it had left
    const gaps = first.viewersAt.slice(1).map((at, i) => at - first.viewersAt[i]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(990);
  });
});
