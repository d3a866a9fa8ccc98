import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import {
  benchCommandId,
  CLIENTS,
  openConnection,
  readJoinAnswer,
  readUpdates,
  type UpdatesMessage,
} from './bench-live-connection';

describe.each(CLIENTS)('a bench spectator connection (%s)', (client) => {
  let http: HttpServer;
  let io: Server;
  let url: string;
  const left: unknown[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { pingInterval: 100, pingTimeout: 100 });
    io.of('/live').on('connection', (socket) => {
      socket.on('join', (message: { id: string }, ack: (answer: object) => void) => {
        void socket.join(message.id);
        ack({ ok: true, position: 7 });
      });
      socket.on('leave', (message: unknown) => left.push(message));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await io.close();
  });

  it('joins with an ack, receives the room’s updates, leaves, and stays connected past pings', async () => {
    const received: UpdatesMessage[] = [];
    const connection = await openConnection(client, url, (message) => received.push(message));
    expect(await connection.join('career', 'a')).toEqual({ ok: true, position: 7 });
    const message = { id: 'a', updates: [{ position: 8, recordedAt: '2026-11-23T00:00:00.000Z' }] };
    await new Promise((resolve) => setTimeout(resolve, 350)); // a few pings of 100 ms
    io.of('/live').to('a').emit('updates', message);
    connection.leave('career', 'a');
    const deadline = Date.now() + 2000;
    while ((received.length === 0 || left.length === 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    // No bench commandId in its metadata: no send time.
    expect(received).toEqual([{ ...message, updates: [{ ...message.updates[0], sentAt: NaN }] }]);
    expect(left.pop()).toEqual({ stream: 'career', id: 'a' });
    connection.close();
  });
});

describe('readUpdates', () => {
  const SENT = 1_700_000_000_000.25;
  const update = (position: number, data: unknown) => ({
    position,
    revision: position - 1,
    type: 'ShipsIdentified',
    data,
    recordedAt: new Date(1_700_000_000_000 + position).toISOString(),
    metadata: { commandId: position % 2 ? 'c' : benchCommandId(position, SENT), actor: 'seat:player' },
  });
  const frame = (updates: unknown[]) =>
    `42/live,${JSON.stringify(['updates', { stream: 'career', id: 'the-id', updates }])}`;
  /** Even positions carry a bench commandId sent at SENT; odd ones another commandId (no send time). */
  const asParsed = (text: string): UpdatesMessage => {
    const [, message] = JSON.parse(text.slice('42/live,'.length)) as [string, UpdatesMessage];
    return {
      id: message.id,
      updates: message.updates.map(({ position, recordedAt }) => ({
        position,
        recordedAt,
        sentAt: position % 2 ? NaN : SENT,
      })),
    };
  };

  const read = (text: string): UpdatesMessage => {
    const { id, updates } = readUpdates(text);
    return {
      id,
      updates: updates.map(({ position, recordedAt, sentAt }) => ({ position, recordedAt, sentAt })),
    };
  };

  it('reads what JSON.parse reads, skipping the data whatever it holds', () => {
    const tricky = {
      text: '"recordedAt":"not a key" and {"position":1,"revision":0,"type":"x"}',
      nested: [{ position: 99, revision: 98, type: 'Fake' }],
    };
    for (const updates of [
      [update(7, {})],
      [update(8, { ships: [1, 2] }), update(9, tricky), update(10, null)],
      [update(11, tricky)],
    ]) {
      const text = frame(updates);
      expect(readUpdates(text)).toEqual(asParsed(text)); // read without parsing: nothing else in it
    }
  });

  it('reads a frame whose data holds what looks like a recordedAt', () => {
    const text = frame([update(12, { nested: { recordedAt: 'never' } }), update(13, {})]);
    expect(read(text)).toEqual(asParsed(text));
  });
});

describe('readJoinAnswer', () => {
  const snapshot = { position: 40, view: { log: [{ position: 3, ok: false }], summary: { position: 39 } } };
  const updates = [{ position: 41, revision: 40, type: 'PatrolStarted', data: { position: 1 } }];
  /** The ack's arguments as the server writes them: its keys before the snapshot, pre-framed or via socket.io. */
  const asSent = (answer: object) => JSON.stringify([answer]);

  it('reads the ack’s own ok and position, not those inside its snapshot or updates', () => {
    const head = { ok: true, stream: 'career', id: 'c-1', role: 'spectator', position: 41 };
    for (const answer of [
      { ...head, snapshot, updates, viewers: 3, delaySeconds: 0 }, // through socket.io
      { ...head, updates, viewers: 3, delaySeconds: 0, snapshot }, // pre-framed: the snapshot last
      { ...head, updates: [], viewers: 1, delaySeconds: 0 }, // with `after`: no snapshot
    ])
      expect(readJoinAnswer(asSent(answer))).toEqual({ ok: true, position: 41 });
  });

  it('parses whole what does not read so: a refusal, a position after a nested object', () => {
    const refusal = { ok: false, error: { statusCode: 404, code: 'career/not-found', position: 2 } };
    expect(readJoinAnswer(asSent(refusal))).toEqual(refusal);
    const late = { ok: true, snapshot, position: 41 };
    expect(readJoinAnswer(asSent(late))).toEqual(late);
  });
});
