/**
 * Child process of `bench tournament`: spectators. Opens `count` connections to /tournaments (socket.io over a
 * websocket: lean frames or socket.io-client, see lean-socket), joins each to the tournament and records, for
 * every leaderboard received, receipt time − the append time of the newest event it reflects (`updatedAt`).
 * Driven over IPC; the bench runs several and merges their samples (bench-tournament-samples).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { ClientKind } from '../live/bench-live-connection';
import type { SpectatorSamples } from './bench-tournament-samples';
import { framePayload, openLeanSocket } from '../support/lean-socket';

export type SpectatorCommand =
  | { kind: 'open'; url: string; count: number; tournamentId: string; client: ClientKind }
  | { kind: 'measure' }
  | { kind: 'report' }
  | { kind: 'close' };

interface Leaderboard {
  from: number;
  position: number;
  updatedAt: string;
  sentAt: string;
}

interface Connection {
  join(id: string): Promise<{ ok: boolean; position?: number }>;
  close(): void;
}

const CONCURRENCY = 100;
const LAG_MS = 5;
const lag = monitorEventLoopDelay({ resolution: LAG_MS });
const lagMs = (ns: number) => Math.max(0, ns / 1e6 - LAG_MS);
const connections: Connection[] = [];
let totals: number[] = [];
let beyondHold: number[] = [];
/** sentAt of every leaderboard by its position: when the rule let the next one go. */
const released = new Map<number, number>();
/** Per leaderboard, by its position: its append time, first and last receipt. */
const fanOut = new Map<number, { appended: number; first: number; last: number }>();
let disorder = 0;
let joinErrors = 0;
let updateBytes = 0;
let updates = 0;

const reply = (message: object): void => void process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

const HOLD_MS = 1000;

function receiver(): { last: number; receive(message: Leaderboard, bytes: number): void } {
  return {
    last: -1,
    receive(message, bytes) {
      const at = now();
      const appended = Date.parse(message.updatedAt);
      released.set(message.position, Date.parse(message.sentAt));
      const allowed = (released.get(message.from) ?? -Infinity) + HOLD_MS;
      totals.push(at - appended);
      beyondHold.push(at - Math.max(appended, allowed));
      if (message.position <= this.last || (this.last >= 0 && message.from !== this.last)) disorder++;
      this.last = message.position;
      updateBytes += bytes;
      updates++;
      const seen = fanOut.get(message.position);
      if (seen) seen.last = at;
      else fanOut.set(message.position, { appended, first: at, last: at });
    },
  };
}

/**
 * The frame a leaderboard came in and what it says: every spectator of the room gets the same frame one after
 * another, and the same text says the same, so this process parses it once (a real spectator parses it once on
 * his own machine; the floor's spectators read a regular expression).
 */
let lastFrame = '';
let lastBoard: Leaderboard | undefined;

function parsed(frame: string): Leaderboard {
  if (frame !== lastFrame || !lastBoard) {
    lastBoard = framePayload<Leaderboard>(frame);
    lastFrame = frame;
  }
  return lastBoard;
}

async function openLean(url: string, onBoard: ReturnType<typeof receiver>): Promise<Connection> {
  const socket = await openLeanSocket(url, '/tournaments', {
    leaderboard: (frame) => onBoard.receive(parsed(frame), frame.length),
  });
  return { join: (id) => socket.request('join', { id }), close: () => socket.close() };
}

function openSocketIo(url: string, onBoard: ReturnType<typeof receiver>): Promise<Connection> {
  const socket = io(`${url}/tournaments`, { transports: ['websocket'], forceNew: true, reconnection: false });
  socket.on('leaderboard', (message: Leaderboard) =>
    onBoard.receive(message, JSON.stringify(message).length),
  );
  const connection: Connection = {
    join: (id) => new Promise((resolve) => socket.emit('join', { id }, resolve)),
    close: () => void socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => resolve(connection));
  });
}

async function open(command: Extract<SpectatorCommand, { kind: 'open' }>): Promise<void> {
  const board = receiver();
  const connection = await (command.client === 'lean' ? openLean : openSocketIo)(command.url, board);
  connections.push(connection);
  const ack = await connection.join(command.tournamentId);
  if (!ack.ok) joinErrors++;
  else board.last = ack.position ?? -1;
}

function samples(): SpectatorSamples {
  return {
    kind: 'samples',
    totals,
    beyondHold,
    boards: [...fanOut].map(([position, b]) => [position, b.appended, b.first, b.last]),
    sent: [...released.values()],
    lagP99: lagMs(lag.percentile(99)),
    lagMax: lagMs(lag.max),
    disorder,
    updateBytes,
    updates,
    joinErrors,
  };
}

async function handle(command: SpectatorCommand): Promise<void> {
  switch (command.kind) {
    case 'open':
      for (let i = 0; i < command.count; i += CONCURRENCY)
        await Promise.all(
          Array.from({ length: Math.min(CONCURRENCY, command.count - i) }, () => open(command)),
        );
      lag.enable();
      return reply({ kind: 'opened' });
    case 'measure': // the warm-up is over: what was received so far does not count (released sends do)
      totals = [];
      beyondHold = [];
      fanOut.clear();
      disorder = updateBytes = updates = 0;
      lag.reset();
      return;
    case 'report':
      lag.disable();
      return reply(samples());
    case 'close':
      for (const connection of connections) connection.close();
      process.disconnect?.();
      return;
  }
}

process.on('message', (command: SpectatorCommand) =>
  handle(command).catch((error: unknown) => reply({ kind: 'error', message: String(error) })),
);
