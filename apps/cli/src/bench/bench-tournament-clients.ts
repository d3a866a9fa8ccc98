/**
 * Child process of `bench tournament`: the spectators. Opens `count` connections to /tournaments (socket.io over
 * a websocket: lean frames or socket.io-client, see lean-socket), joins each to the tournament and records, for
 * every leaderboard received, receipt time − the append time of the newest event it reflects (`updatedAt`).
 * Driven over IPC.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { ClientKind } from './bench-live-connection';
import { framePayload, openLeanSocket } from './lean-socket';

export type SpectatorCommand =
  | { kind: 'open'; url: string; count: number; tournamentId: string; client: ClientKind }
  | { kind: 'report' }
  | { kind: 'close' };

export interface Latency {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SpectatorReport {
  kind: 'report';
  /** Receipt − append of the newest event the leaderboard reflects. */
  total: Latency;
  /**
   * Receipt − the later of that append and the moment the once-a-second rule let the leaderboard go (the last
   * one's `sentAt` + 1,000 ms): the delay the server and the network add to what the rule holds back.
   */
  beyondHold: Latency;
  /** Per leaderboard: first receipt − append (the server's part), last − first receipt (the fan-out). */
  firstP50: number;
  firstP99: number;
  spreadP50: number;
  spreadP99: number;
  /** This process's event-loop delay (p99, max): how long a leaderboard can wait here before it is read. */
  lagP99: number;
  lagMax: number;
  /**
   * Updates that do not start where the socket's board stands (`from` ≠ the last position), or at or below a
   * position already received (must be 0).
   */
  disorder: number;
  /** The mean size of an update (JSON characters). */
  meanUpdateBytes: number;
  joinErrors: number;
  /** The shortest time between two leaderboards' sentAt (the coalescing says ≥ 1,000 ms). */
  minGapMs: number;
}

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
const totals: number[] = [];
const beyondHold: number[] = [];
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

async function openLean(url: string, onBoard: ReturnType<typeof receiver>): Promise<Connection> {
  const socket = await openLeanSocket(url, '/tournaments', {
    leaderboard: (frame) => onBoard.receive(framePayload<Leaderboard>(frame), frame.length),
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

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const sorted = (values: number[]) => Float64Array.from(values).sort();

function latency(values: number[]): Latency {
  const all = sorted(values);
  return {
    samples: all.length,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.length ? all[all.length - 1] : NaN,
  };
}

function report(): SpectatorReport {
  const boards = [...fanOut.values()];
  const firsts = sorted(boards.map((m) => m.first - m.appended));
  const spreads = sorted(boards.map((m) => m.last - m.first));
  const sent = [...released.values()].sort((a, b) => a - b);
  const gaps = sent.slice(1).map((at, i) => at - sent[i]);
  return {
    kind: 'report',
    total: latency(totals),
    beyondHold: latency(beyondHold),
    firstP50: percentile(firsts, 50),
    firstP99: percentile(firsts, 99),
    spreadP50: percentile(spreads, 50),
    spreadP99: percentile(spreads, 99),
    lagP99: lagMs(lag.percentile(99)),
    lagMax: lagMs(lag.max),
    disorder,
    meanUpdateBytes: updates === 0 ? NaN : updateBytes / updates,
    joinErrors,
    minGapMs: gaps.length ? Math.min(...gaps) : NaN,
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
    case 'report':
      lag.disable();
      return reply(report());
    case 'close':
      for (const connection of connections) connection.close();
      process.disconnect?.();
      return;
  }
}

process.on('message', (command: SpectatorCommand) =>
  handle(command).catch((error: unknown) => reply({ kind: 'error', message: String(error) })),
);
