import type { Socket } from 'socket.io';
import WebSocket from 'ws';
import { eventPacket, LiveFanout, textFrame, type FanoutLimits } from './live-fanout';
import { textFrameParts } from './live-wire';

/** ws's own frame reader, as a client uses it (exported by ws, not in its types). */
const { Receiver } = WebSocket as unknown as {
  Receiver: new (options: { isServer: boolean }) => {
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
    write(bytes: Buffer): void;
  };
};

/** A socket.io socket as the fan-out sees it: its engine.io connection, its websocket and the TCP socket under it. */
class FakeMember {
  readonly tcpWrites: Buffer[] = [];
  readonly queued: string[] = [];
  readonly writeBuffer: string[] = [];
  disconnected = false;
  readonly tcp = {
    writable: true,
    destroyed: false,
    /** Bytes the kernel has not taken yet (a spectator that does not read). */
    writableLength: 0,
    write: (frame: Buffer) => this.tcpWrites.push(frame),
    destroy: () => void (this.tcp.destroyed = true),
  };
  readonly ws = { readyState: 1, extensions: '', _socket: this.tcp };
  readonly conn;

  constructor(
    readonly id: string,
    transport: 'websocket' | 'polling' = 'websocket',
  ) {
    this.conn = {
      transport: { name: transport, socket: transport === 'websocket' ? this.ws : undefined },
      writeBuffer: this.writeBuffer,
      readyState: 'open',
      write: (packet: string) => this.queued.push(packet),
    };
  }

  disconnect(): void {
    this.disconnected = true;
  }

  get socket(): Socket {
    return this as unknown as Socket;
  }

  /** The texts it received, straight or through engine.io, in order. */
  get texts(): string[] {
    return [...this.tcpWrites.flatMap((f) => framesIn(f).map((t) => t.slice(1))), ...this.queued];
  }
}

/** The text of each websocket frame in `bytes`, as a client's ws reads them. */
function framesIn(bytes: Buffer): string[] {
  const texts: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer, isBinary: boolean) => {
    expect(isBinary).toBe(false);
    texts.push(data.toString());
  });
  receiver.write(bytes);
  return texts;
}

const crowd = (n: number) => Array.from({ length: n }, (_, i) => new FakeMember(`s${i}`));

/** One turn of the event loop: what the fan-out left for setImmediate, and whatever else waits there. */
const turn = () => new Promise((resolve) => setImmediate(resolve));
const SMALL: FanoutLimits = { chunk: 2, answers: 2, maxQueuedBytes: 1000 };

describe('LiveFanout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('encodes and frames a message once, whatever the room holds, and writes that one buffer to every websocket', async () => {
    for (const size of [1, 1000]) {
      const fanout = new LiveFanout('/live');
      const members = crowd(size);
      for (const m of members) fanout.join('career-1|spectator', m.socket);
      const stringify = jest.spyOn(JSON, 'stringify');
      fanout.send(['career-1|spectator'], 'updates', {
        stream: 'career',
        id: '1',
        updates: [{ position: 7 }],
      });
      expect(stringify).toHaveBeenCalledTimes(1);
      stringify.mockRestore();
      await turn(); // 500 sockets at a time
      const frame = members[0].tcpWrites[0];
      for (const m of members) expect(m.tcpWrites).toEqual([frame]);
      expect(members.every((m) => m.tcpWrites[0] === frame)).toBe(true); // the same buffer, not copies
      expect(members.every((m) => m.queued.length === 0)).toBe(true);
    }
  });

  it('frames what socket.io-client reads: a text frame holding 4 + the socket.io event packet, at every length', () => {
    for (const length of [10, 125, 126, 5_000, 65_535, 70_000]) {
      const payload = { text: 'ä'.repeat(length) };
      const packet = eventPacket('/live', 'updates', payload);
      expect(packet).toBe(`2/live,${JSON.stringify(['updates', payload])}`);
      expect(framesIn(textFrame(packet))).toEqual([`4${packet}`]);
      const shared = Buffer.from(JSON.stringify(payload));
      const parts = textFrameParts('2/live,["updates",', shared, ']');
      expect(parts[2]).toBe(shared); // a buffer given is a part as it is
      expect(framesIn(Buffer.concat(parts))).toEqual([`42/live,["updates",${JSON.stringify(payload)}]`]);
    }
    expect(eventPacket('/', 'viewers', 1)).toBe('2["viewers",1]');
  });

  it('sends through engine.io, after what it queued, to a socket with packets waiting or not on a websocket', () => {
    const fanout = new LiveFanout('/live');
    const [direct, waiting, polling] = [
      new FakeMember('a'),
      new FakeMember('b'),
      new FakeMember('c', 'polling'),
    ];
    waiting.writeBuffer.push('3/live,0[{"ok":true}]'); // the join ack, its last write not yet done
    for (const m of [direct, waiting, polling]) fanout.join('r', m.socket);
    fanout.send(['r'], 'updates', { n: 1 });
    const packet = eventPacket('/live', 'updates', { n: 1 });
    expect(direct.tcpWrites.map((f) => framesIn(f))).toEqual([[`4${packet}`]]);
    expect(waiting.tcpWrites).toEqual([]);
    expect(waiting.queued).toEqual([packet]);
    expect(polling.queued).toEqual([packet]);
  });

  it('writes nothing to a websocket that is closing, nor to a socket that left; forgets an empty room', () => {
    const fanout = new LiveFanout('/live');
    const [closing, gone, stays] = crowd(3);
    for (const m of [closing, gone, stays]) fanout.join('r', m.socket);
    closing.ws.readyState = 2;
    closing.conn.readyState = 'closing';
    fanout.leave('r', gone);
    fanout.send(['r'], 'viewers', { count: 2 });
    expect([closing, gone, stays].map((m) => m.tcpWrites.length + m.queued.length)).toEqual([0, 0, 1]);
    fanout.leave('r', closing);
    fanout.leave('r', stays);
    expect(fanout.size('r')).toBe(0);
    expect((fanout as unknown as { rooms: Map<string, unknown> }).rooms.size).toBe(0);
  });

  it('writes a large room a chunk at a time: what waits for the event loop runs between two chunks', async () => {
    const fanout = new LiveFanout('/live', SMALL);
    const members = crowd(5);
    for (const m of members) fanout.join('r', m.socket);
    const log: string[] = [];
    fanout.send(['r'], 'updates', { n: 1 });
    setImmediate(() => log.push(`a command answered after ${written()} sockets`));
    const written = () => members.filter((m) => m.tcpWrites.length > 0).length;
    expect(written()).toBe(2);
    await turn();
    expect(written()).toBe(4);
    await turn();
    expect(written()).toBe(5);
    expect(log).toEqual(['a command answered after 4 sockets']);
  });

  it("lets another room's message out while a big room is under way, each room's in order, none to a socket that left", async () => {
    const fanout = new LiveFanout('/live', { ...SMALL, chunk: 4 });
    const big = crowd(8);
    const small = crowd(2).map((m, i) => new FakeMember(`other-${i}`));
    for (const m of big) fanout.join('big', m.socket);
    for (const m of small) fanout.join('small', m.socket);
    fanout.send(['big'], 'updates', { n: 1 });
    fanout.send(['big'], 'updates', { n: 2 });
    fanout.leave('big', big[7]);
    fanout.send(['small'], 'updates', { n: 3 }); // a free room goes out at once
    expect(small.map((m) => m.texts.length)).toEqual([1, 1]);
    for (let i = 0; i < 6; i++) await turn();
    const packet = (n: number) => eventPacket('/live', 'updates', { n });
    for (const m of big.slice(0, 7)) expect(m.texts).toEqual([packet(1), packet(2)]);
    expect(big[7].texts).toEqual([]);
  });

  describe('given a pass over a room under way', () => {
    const packet = (n: number) => eventPacket('/live', 'updates', { n });

    it('gives a message sent meanwhile to the sockets not reached in the same write as the one before, to the others in the next pass', async () => {
      const fanout = new LiveFanout('/live', SMALL);
      const members = crowd(5);
      for (const m of members) fanout.join('r', m.socket);
      fanout.send(['r'], 'updates', { n: 1 }); // s0, s1 at once
      fanout.send(['r'], 'updates', { n: 2 });
      for (let i = 0; i < 3; i++) await turn();
      for (const m of members) expect(m.texts).toEqual([packet(1), packet(2)]);
      const writes = members.map((m) => m.tcpWrites.map((f) => framesIn(f).length));
      expect(writes).toEqual([[1, 1], [1, 1], [2], [2], [2]]);
    });

    it('writes each socket once a pass however many messages wait: a backlog of ten costs two writes a socket', async () => {
      const fanout = new LiveFanout('/live', SMALL);
      const members = crowd(6);
      for (const m of members) fanout.join('r', m.socket);
      for (let n = 1; n <= 10; n++) fanout.send(['r'], 'updates', { n });
      for (let i = 0; i < 4; i++) await turn();
      const all = Array.from({ length: 10 }, (_, i) => packet(i + 1));
      for (const m of members) expect(m.texts).toEqual(all);
      expect(members.map((m) => m.tcpWrites.length)).toEqual([2, 2, 1, 1, 1, 1]);
    });

    it('gives a socket that enters meanwhile each message sent after it entered, once and in order, and none sent before', async () => {
      const fanout = new LiveFanout('/live', SMALL);
      const members = crowd(5);
      const [joiner] = crowd(1).map(() => new FakeMember('joiner'));
      for (const m of members) fanout.join('r', m.socket);
      fanout.send(['r'], 'updates', { n: 1 });
      fanout.answerInTurn(() => fanout.join('r', joiner.socket)); // the join's answer carries 1 and 2
      fanout.send(['r'], 'updates', { n: 2 });
      await turn();
      fanout.send(['r'], 'updates', { n: 3 });
      for (let i = 0; i < 4; i++) await turn();
      fanout.send(['r'], 'updates', { n: 4 });
      for (let i = 0; i < 3; i++) await turn();
      expect(joiner.texts).toEqual([packet(3), packet(4)]);
      for (const m of members) expect(m.texts).toEqual([1, 2, 3, 4].map(packet));
    });

    it("writes the room's chunk before the turn's join answers, and at most one chunk of answers a turn", async () => {
      const fanout = new LiveFanout('/live', SMALL);
      const members = crowd(5);
      const log: string[] = [];
      for (const m of members) {
        fanout.join('r', m.socket);
        m.tcp.write = (frame: Buffer) => log.push(`${m.id} ${framesIn(frame).length}`);
      }
      for (let i = 0; i < 6; i++) fanout.answerInTurn(() => log.push(`answer ${i}`));
      fanout.send(['r'], 'updates', { n: 1 });
      expect(log).toEqual(['s0 1', 's1 1']);
      await turn();
      expect(log.splice(0)).toEqual(['s0 1', 's1 1', 's2 1', 's3 1', 'answer 0', 'answer 1']);
      fanout.send(['r'], 'updates', { n: 2 }); // an update landing while answers wait
      await turn();
      expect(log.splice(0)).toEqual(['s4 2', 's0 1', 'answer 2', 'answer 3']);
      await turn();
      expect(log.splice(0)).toEqual(['s1 1', 's2 1', 'answer 4', 'answer 5']); // s2, s3 had 1 before 2 came
      await turn();
      expect(log.splice(0)).toEqual(['s3 1']);
      await turn();
      expect(log).toEqual([]);
    });
  });

  it('disconnects a socket whose unread bytes would pass the cap, instead of queueing more for it', async () => {
    const fanout = new LiveFanout('/live', { chunk: 10, answers: 10, maxQueuedBytes: 1000 });
    const [slow, reader] = crowd(2);
    for (const m of [slow, reader]) fanout.join('r', m.socket);
    slow.tcp.writableLength = 990;
    fanout.send(['r'], 'updates', { n: 1 });
    fanout.send(['r'], 'updates', { n: 2 });
    await turn();
    expect(slow.tcpWrites).toEqual([]);
    expect([slow.disconnected, slow.tcp.destroyed]).toEqual([true, true]);
    expect(reader.texts).toHaveLength(2);
    expect(reader.disconnected).toBe(false);
  });
});
