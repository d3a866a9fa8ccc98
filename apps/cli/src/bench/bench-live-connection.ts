import { io } from 'socket.io-client';
import WebSocket from 'ws';

/** What the spectators' process needs of one connection to the server's /live namespace. */
export interface LiveConnection {
  join(stream: string, id: string): Promise<{ ok: boolean; position: number }>;
  leave(stream: string, id: string): void;
  close(): void;
}

/** An `updates` message (README "Live views"), as far as the bench reads it. */
export interface UpdatesMessage {
  id: string;
  updates: { position: number; recordedAt: string }[];
}

export const CLIENTS = ['lean', 'socket.io'] as const;
export type ClientKind = (typeof CLIENTS)[number];

export const openConnection = (
  kind: ClientKind,
  url: string,
  onUpdates: (message: UpdatesMessage) => void,
): Promise<LiveConnection> => (kind === 'lean' ? openLean(url, onUpdates) : openSocketIo(url, onUpdates));

/** socket.io-client, as a spectator's program uses it (examples/spectate.mjs). */
function openSocketIo(url: string, onUpdates: (message: UpdatesMessage) => void): Promise<LiveConnection> {
  const socket = io(`${url}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
  socket.on('updates', onUpdates);
  const connection: LiveConnection = {
    join: (stream, id) => new Promise((resolve) => socket.emit('join', { stream, id }, resolve)),
    leave: (stream, id) => void socket.emit('leave', { stream, id }),
    close: () => void socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(connection));
    socket.once('connect_error', reject);
  });
}

// socket.io's protocol over a websocket: engine.io v4 packets (0 open, 2 ping, 3 pong, 4 message) carrying
// socket.io v5 packets (0 connect, 2 event, 3 ack, 4 connect error) of the namespace.
const CONNECT = '40/live,';
const EVENT = '42/live,';
const ACK = '43/live,';
const CONNECT_ERROR = '44/live,';
const UPDATES = `${EVENT}["updates",`;

/** An update as the server writes it (LiveUpdate: position, revision, type, data, recordedAt, metadata). */
const POSITION = /\{"position":(\d+),"revision":\d+,"type":"/g;
const RECORDED_AT = /"recordedAt":"([^"]*)"/g;

/**
 * The id, and each update's position and recordedAt, of an `updates` frame, read without building the message:
 * JSON.parse takes 5 µs for a 1 KB message and 37 µs for a 10 KB one, and the one spectators' process would
 * spend that 2,000 times a message, where 2,000 clients each spend it once. After each update's recordedAt the
 * search goes on for the next update, so `data` is skipped; a frame that does not read so is parsed whole.
 */
export function readUpdates(frame: string): UpdatesMessage {
  const updates: UpdatesMessage['updates'] = [];
  POSITION.lastIndex = UPDATES.length;
  for (let found = POSITION.exec(frame); found; found = POSITION.exec(frame)) {
    RECORDED_AT.lastIndex = POSITION.lastIndex;
    const recordedAt = RECORDED_AT.exec(frame)?.[1];
    if (recordedAt === undefined || Number.isNaN(Date.parse(recordedAt))) return parseWhole(frame);
    updates.push({ position: Number(found[1]), recordedAt });
    POSITION.lastIndex = RECORDED_AT.lastIndex;
  }
  if (updates.length === 0) return parseWhole(frame);
  const id = frame.indexOf('"id":"') + '"id":"'.length;
  return { id: frame.slice(id, frame.indexOf('"', id)), updates };
}

const parseWhole = (frame: string): UpdatesMessage =>
  (JSON.parse(frame.slice(EVENT.length)) as [string, UpdatesMessage])[1];

/**
 * The same frames on the wire as socket.io-client's, read with `ws` alone and `updates` read by readUpdates:
 * 2,000 clients in one process queue every message 2,000 times, so what each costs there is measured too.
 */
function openLean(url: string, onUpdates: (message: UpdatesMessage) => void): Promise<LiveConnection> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  const acks = new Map<number, (answer: { ok: boolean; position: number }) => void>();
  let nextAck = 0;
  const connection: LiveConnection = {
    join: (stream, id) =>
      new Promise((resolve) => {
        const ack = nextAck++;
        acks.set(ack, resolve);
        ws.send(`${EVENT}${ack}${JSON.stringify(['join', { stream, id }])}`);
      }),
    leave: (stream, id) => ws.send(`${EVENT}${JSON.stringify(['leave', { stream, id }])}`),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith(UPDATES)) onUpdates(readUpdates(text));
      else if (text === '2') ws.send('3');
      else if (text.startsWith(ACK)) {
        const args = text.indexOf('[', ACK.length);
        const ack = Number(text.slice(ACK.length, args));
        acks.get(ack)?.((JSON.parse(text.slice(args)) as [{ ok: boolean; position: number }])[0]);
        acks.delete(ack);
      } else if (text.startsWith(CONNECT)) resolve(connection);
      else if (text.startsWith(CONNECT_ERROR)) reject(new Error(`connect: ${text}`));
      else if (text.startsWith('0')) ws.send(CONNECT);
    });
  });
}
