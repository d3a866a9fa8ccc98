import type { Socket } from 'socket.io';
import WebSocket from 'ws';
import { encodeJoinAnswer, withAckIds, writeAck, type AckWithId } from './join-answer';

/** ws's own frame reader, as a client uses it (exported by ws, not in its types). */
const { Receiver } = WebSocket as unknown as {
  Receiver: new (options: { isServer: boolean }) => {
    on(event: 'message', listener: (data: Buffer) => void): void;
    write(bytes: Buffer): void;
  };
};

const textsIn = (frames: Buffer[]): string[] => {
  const texts: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data) => texts.push(data.toString()));
  for (const frame of frames) receiver.write(frame);
  return texts;
};

/** A socket.io socket on a plain websocket, as far as the ack's writer sees it. */
function fakeSocket(writeBuffer: unknown[] = []) {
  const writes: (Buffer & { corked?: boolean })[] = [];
  let corked = 0;
  const tcp = {
    writable: true,
    writableLength: 0,
    cork: () => corked++,
    uncork: () => corked--,
    /** Each write, with whether it went out corked together with the others. */
    write: (frame: Buffer) => writes.push(Object.assign(frame, { corked: corked > 0 })),
  };
  const socket = {
    id: 's1',
    nsp: { name: '/live' },
    conn: {
      transport: { name: 'websocket', socket: { readyState: 1, extensions: '', _socket: tcp } },
      writeBuffer,
      readyState: 'open',
      write: () => undefined,
    },
    ack: (id: number) => () => `socket.io's ack ${id}`,
  };
  return { socket: socket as unknown as Socket, writes };
}

describe('a join answer written pre-framed', () => {
  const answer = {
    stream: 'career',
    id: 'c1',
    role: 'spectator',
    position: 9,
    snapshot: { position: 9, view: { summary: 'Kptlt. Prien, U-47', ä: [1, 2] } },
    updates: [],
    viewers: 3,
    delaySeconds: 0,
  };

  it('is the JSON of { ok: true, …answer }, around a view encoded elsewhere, or whole without a snapshot', () => {
    const view = Buffer.from(JSON.stringify(answer.snapshot.view));
    const text = (parts: readonly (string | Buffer)[]) =>
      Buffer.concat(parts.map((p) => Buffer.from(p))).toString();
    expect(JSON.parse(text(encodeJoinAnswer(answer, view)))).toEqual({ ok: true, ...answer });
    expect(JSON.parse(text(encodeJoinAnswer(answer)))).toEqual({ ok: true, ...answer });
    const { snapshot: _, ...resumed } = answer;
    expect(encodeJoinAnswer(resumed)).toEqual([JSON.stringify({ ok: true, ...resumed })]);
  });

  it("goes to the websocket as socket.io's ack packet for the request's id", () => {
    const { socket, writes } = fakeSocket();
    withAckIds(socket);
    const ack = (socket as unknown as { ack(id: number): AckWithId }).ack(12);
    expect(ack.ackId).toBe(12);
    expect(writeAck(socket, ack, encodeJoinAnswer(answer))).toBe(true);
    const [text, ...more] = textsIn(writes);
    expect(more).toEqual([]);
    expect(text.startsWith('43/live,12[')).toBe(true);
    expect(JSON.parse(text.slice('43/live,12'.length))).toEqual([{ ok: true, ...answer }]);
  });

  it('writes the snapshot bytes shared by a crowd as they are, in one writev with the parts made for the socket', () => {
    const view = Buffer.from(JSON.stringify(answer.snapshot.view));
    const answers = [3, 4].map((id) => {
      const { socket, writes } = fakeSocket();
      withAckIds(socket);
      const ack = (socket as unknown as { ack(id: number): AckWithId }).ack(id);
      expect(writeAck(socket, ack, encodeJoinAnswer(answer, view))).toBe(true);
      return writes;
    });
    for (const [n, writes] of answers.entries()) {
      expect(writes).toHaveLength(4); // the frame's header, the socket's own text, the view, the end
      expect(writes[2]).toBe(view); // the very buffer: no copy for this socket
      expect(writes.every((w) => w.corked)).toBe(true);
      const [text] = textsIn([Buffer.concat(writes)]);
      expect(JSON.parse(text.slice(`43/live,${n + 3}`.length))).toEqual([{ ok: true, ...answer }]);
    }
  });

  it('is left to socket.io without an ack id, or while engine.io still queues a packet for the socket', () => {
    const queued = fakeSocket(['3/live,4[{"ok":true}]']);
    withAckIds(queued.socket);
    const ack = (queued.socket as unknown as { ack(id: number): AckWithId }).ack(5);
    expect(writeAck(queued.socket, ack, ['{}'])).toBe(false);
    const plain = fakeSocket();
    expect(writeAck(plain.socket, () => undefined, ['{}'])).toBe(false);
    expect([queued.writes, plain.writes]).toEqual([[], []]);
  });
});
