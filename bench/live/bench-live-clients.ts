/**
 * Child process of `bench live`: the spectators. It opens up to `count` connections to the server's /live
 * namespace (socket.io over a websocket, one each: see bench-live-connection), joins them to the streams the
 * driver names, and records for every update received: receipt time − the moment the bot sent its command (the
 * send time its commandId carries; updates of other commands, a career's start, are not timed). Driven over IPC.
 * The re-join scenario runs two: the crowd, which re-joins, and the observers, whose updates tell how long that
 * held them (rejoin-report.ts), each reading its own sockets.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  openConnection,
  type ClientKind,
  type LiveConnection,
  type UpdatesMessage,
} from './bench-live-connection';
import { percentile, type Observed, type Window } from './rejoin-report';

export type ClientCommand =
  /** `observe`: keep every update's receipt time and latency, for the re-join report. */
  | { kind: 'open'; url: string; count: number; client: ClientKind; observe?: boolean }
  | { kind: 'watch'; stream: string; ids: string[] }
  | { kind: 'switch'; stream: string; from: string; to: string }
  | { kind: 'rejoin'; stream: string; id: string }
  | { kind: 'measure'; on: boolean }
  | { kind: 'report' }
  | { kind: 'close' };

export interface ClientReport {
  kind: 'report';
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Per message (one append), over the spectators that got it: first receipt − send, last − first receipt. */
  firstP50: number;
  spreadP50: number;
  spreadP99: number;
  /**
   * This process's event-loop delay while measuring (p99, max): how long an update can wait here before it is
   * read. Comparable to the latency p99, the spectators' process is part of what the bench measures.
   */
  lagP99: number;
  lagMax: number;
  /** Times the spectators moved to another career while measuring (a crowd of joins). */
  moves: number;
  /** Updates received out of order or twice, on any socket (must be 0). */
  disorder: number;
  joinErrors: number;
  /** The observers' process: each update while measuring, [receipt time, latency]. */
  observed: Observed[];
  /** The crowd's process: when each crowd re-join (every spectator leaves and joins again at once) began and ended. */
  rejoins: Window[];
}

interface Spectator {
  connection: LiveConnection;
  watching?: string;
  last: number;
}

/** How many sockets connect (or join) at once. */
const CONCURRENCY = 100;

const spectators: Spectator[] = [];
let measuring = false;
let latencies: number[] = [];
/** Per message, by the position of its first update: its command's send time, first and last receipt. */
let fanOut = new Map<number, { sent: number; first: number; last: number }>();
let disorder = 0;
let joinErrors = 0;
let moves = 0;
let observing = false;
let observed: Observed[] = [];
let rejoins: Window[] = [];
/** The event-loop delay monitor samples every LAG_MS: the delay is what it measures beyond that. */
const LAG_MS = 5;
const lag = monitorEventLoopDelay({ resolution: LAG_MS });
const lagMs = (ns: number) => Math.max(0, ns / 1e6 - LAG_MS);

const reply = (message: object): void => void process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

function receive(spectator: Spectator, message: UpdatesMessage) {
  const at = now();
  if (message.id !== spectator.watching) return;
  for (const update of message.updates) {
    if (update.position <= spectator.last) disorder++;
    spectator.last = update.position;
    if (!measuring || !Number.isFinite(update.sentAt)) continue;
    latencies.push(at - update.sentAt);
    if (observing) observed.push([at, at - update.sentAt]);
  }
  const first = message.updates[0];
  if (!measuring || !first || !Number.isFinite(first.sentAt)) return;
  const seen = fanOut.get(first.position);
  if (seen) seen.last = at;
  else fanOut.set(first.position, { sent: first.sentAt, first: at, last: at });
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY)
    await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
}

async function connect(client: ClientKind, url: string): Promise<Spectator> {
  const spectator = { last: 0 } as Spectator;
  spectator.connection = await openConnection(client, url, (message) => receive(spectator, message));
  return spectator;
}

async function join(spectator: Spectator, stream: string, id: string): Promise<void> {
  if (spectator.watching) spectator.connection.leave(stream, spectator.watching);
  spectator.watching = id;
  spectator.last = 0;
  const answer = await spectator.connection.join(stream, id);
  if (!answer.ok) joinErrors++;
  else spectator.last = answer.position;
}

/** Every spectator of `id` leaves and joins it again, all at once. */
async function rejoin(stream: string, id: string): Promise<void> {
  const crowd = spectators.filter((s) => s.watching === id);
  const started = now();
  await Promise.all(crowd.map((s) => join(s, stream, id)));
  if (measuring) rejoins.push([started, now()]);
}

async function handle(command: ClientCommand): Promise<void> {
  switch (command.kind) {
    case 'open': {
      observing = command.observe === true;
      const slots = Array.from({ length: command.count }, (_, i) => i);
      await inBatches(slots, async () => void spectators.push(await connect(command.client, command.url)));
      return reply({ kind: 'opened', count: spectators.length });
    }
    case 'watch':
      await inBatches(spectators, (s) =>
        join(s, command.stream, command.ids[spectators.indexOf(s) % command.ids.length]),
      );
      return reply({ kind: 'watching' });
    case 'switch':
      if (measuring) moves++;
      await inBatches(
        spectators.filter((s) => s.watching === command.from),
        (s) => join(s, command.stream, command.to),
      );
      return;
    case 'rejoin':
      await rejoin(command.stream, command.id);
      return reply({ kind: 'rejoined' });
    case 'measure':
      measuring = command.on;
      if (command.on) {
        latencies = [];
        fanOut = new Map();
        moves = 0;
        observed = [];
        rejoins = [];
        lag.reset();
        lag.enable();
      } else lag.disable();
      return;
    case 'report': {
      const sorted = Float64Array.from(latencies).sort();
      const messages = [...fanOut.values()];
      const firsts = Float64Array.from(messages.map((m) => m.first - m.sent)).sort();
      const spreads = Float64Array.from(messages.map((m) => m.last - m.first)).sort();
      const report: ClientReport = {
        kind: 'report',
        samples: sorted.length,
        p50: percentile(sorted as unknown as number[], 50),
        p99: percentile(sorted as unknown as number[], 99),
        max: sorted.length ? sorted[sorted.length - 1] : NaN,
        firstP50: percentile(firsts as unknown as number[], 50),
        spreadP50: percentile(spreads as unknown as number[], 50),
        spreadP99: percentile(spreads as unknown as number[], 99),
        lagP99: lagMs(lag.percentile(99)),
        lagMax: lagMs(lag.max),
        moves,
        disorder,
        joinErrors,
        observed,
        rejoins,
      };
      return reply(report);
    }
    case 'close':
      for (const s of spectators) s.connection.close();
      process.disconnect?.();
      return;
  }
}

process.on('message', (command: ClientCommand) =>
  handle(command).catch((error: unknown) => reply({ kind: 'error', message: String(error) })),
);
