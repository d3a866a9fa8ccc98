import { io } from 'socket.io-client';
import { framePayload, openLeanSocket } from '../support/lean-socket';

/** What a bench spectator reads of a join's ack. */
export interface JoinAnswer {
  ok: boolean;
  position: number;
}

/** What the spectators' process needs of one connection to the server's /live namespace. */
export interface LiveConnection {
  join(stream: string, id: string): Promise<JoinAnswer>;
  leave(stream: string, id: string): void;
  close(): void;
}

/** An `updates` message (README "Live views"), as far as the bench reads it. */
export interface UpdatesMessage {
  id: string;
  /** sentAt: when the bench's player sent the command (ms since the epoch, from its commandId); NaN otherwise. */
  updates: { position: number; recordedAt: string; sentAt: number }[];
}

/** The commandId the bench's bot sends: its count and its send time, so that spectators time from the send. */
export const benchCommandId = (count: number, sentAt: number) => `bench-${count}-${sentAt.toFixed(3)}`;
const SENT_AT = /^bench-\d+-(\d+\.\d+)$/;
export const sentAtOfCommand = (commandId: unknown): number =>
  Number(SENT_AT.exec(typeof commandId === 'string' ? commandId : '')?.[1] ?? NaN);

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
  socket.on('updates', (message: RawUpdates) => onUpdates(sentAtsOf(message)));
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

const UPDATES = `42/live,["updates",`;

/** An update as the server writes it (LiveUpdate: position, revision, type, data, recordedAt, metadata). */
const POSITION = /\{"position":(\d+),"revision":\d+,"type":"/g;
const RECORDED_AT = /"recordedAt":"([^"]*)","metadata":\{"commandId":"([^"]*)"/g;

/**
 * The id, and each update's position, recordedAt and send time (its commandId), of an `updates` frame, read without building the message:
 * JSON.parse takes 5 µs for a 1 KB message and 37 µs for a 10 KB one, and the one spectators' process would
 * spend that 2,000 times a message, where 2,000 clients each spend it once. After each update's recordedAt the
 * search goes on for the next update, so `data` is skipped; a frame that does not read so is parsed whole.
 */
export function readUpdates(frame: string): UpdatesMessage {
  const updates: UpdatesMessage['updates'] = [];
  POSITION.lastIndex = UPDATES.length;
  for (let found = POSITION.exec(frame); found; found = POSITION.exec(frame)) {
    RECORDED_AT.lastIndex = POSITION.lastIndex;
    const [, recordedAt, commandId] = RECORDED_AT.exec(frame) ?? [];
    if (recordedAt === undefined || Number.isNaN(Date.parse(recordedAt))) return parseWhole(frame);
    updates.push({ position: Number(found[1]), recordedAt, sentAt: sentAtOfCommand(commandId) });
    POSITION.lastIndex = RECORDED_AT.lastIndex;
  }
  if (updates.length === 0) return parseWhole(frame);
  const id = frame.indexOf('"id":"') + '"id":"'.length;
  return { id: frame.slice(id, frame.indexOf('"', id)), updates };
}

interface RawUpdates {
  id: string;
  updates: { position: number; recordedAt: string; metadata?: { commandId?: unknown } }[];
}

const parseWhole = (frame: string): UpdatesMessage => sentAtsOf(framePayload<RawUpdates>(frame));

function sentAtsOf({ id, updates }: RawUpdates): UpdatesMessage {
  return {
    id,
    updates: updates.map(({ position, recordedAt, metadata }) => ({
      position,
      recordedAt,
      sentAt: sentAtOfCommand(metadata?.commandId),
    })),
  };
}

/** `[{"ok":true,` then the answer's own keys up to its position: no object or array opened before it. */
const JOINED = /^\[\{"ok":true,[^{[]*?"position":(\d+)[,}]/;

/**
 * A join's ack, `[{ok, …, position, snapshot, updates, …}]`, read for its `ok` and `position` without parsing the
 * snapshot, for the reason readUpdates gives: the one spectators' process would parse a crowd's snapshots (5 to
 * 15 KB each) thousands of times at once, where each real spectator parses his own on his own machine. An ack that
 * does not read so (a refusal) is parsed whole.
 */
export function readJoinAnswer(args: string): JoinAnswer {
  const joined = JOINED.exec(args);
  return joined ? { ok: true, position: Number(joined[1]) } : (JSON.parse(args) as [JoinAnswer])[0];
}

/** The same frames as socket.io-client's, read by lean-socket; `updates` read by readUpdates, acks by readJoinAnswer. */
async function openLean(url: string, onUpdates: (message: UpdatesMessage) => void): Promise<LiveConnection> {
  const socket = await openLeanSocket(url, '/live', { updates: (frame) => onUpdates(readUpdates(frame)) });
  return {
    join: (stream, id) => socket.request('join', { stream, id }, readJoinAnswer),
    leave: (stream, id) => socket.emit('leave', { stream, id }),
    close: () => socket.close(),
  };
}
