/**
 * Child process of `bench live --vs`: `count` spectators of one system, each on its own connection, recording
 * for every broadcast received its receipt time − its send time in a histogram. Driven over IPC; the bench runs
 * several of these so that no one process holds more spectators than it can read in time.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { record, type Histogram } from './histogram';
import type { Spectator, SystemName } from './peer';
import { peerOf } from './systems';

export type SpectatorsCommand =
  | { kind: 'open'; system: SystemName; url: string; target: string; count: number }
  | { kind: 'follow'; target: string }
  | { kind: 'measure'; on: boolean }
  | { kind: 'report' }
  | { kind: 'close' };

export interface SpectatorsReport {
  kind: 'report';
  latencies: Histogram;
  /** Receipts without a send time (periscope: a career's start, not a bot command): counted, not timed. */
  untimed: number;
  bytes: number;
  /** This process's event-loop delay while measuring (ms): how long a receipt may wait here. */
  lagP99: number;
  lagMax: number;
}

/** How many spectators connect at once. */
const CONCURRENCY = 50;
const LAG_MS = 5;

const spectators: Spectator[] = [];
const lag = monitorEventLoopDelay({ resolution: LAG_MS });
let measuring = false;
let latencies: Histogram = {};
let bytes = 0;
let untimed = 0;

/** To the bench, unless it has closed this process's channel meanwhile (its run over). */
const reply = (message: object): void => {
  if (process.connected) process.send?.(message, () => undefined);
};
const lagMs = (ns: number) => Math.max(0, ns / 1e6 - LAG_MS);

function onMessage(sentAt: number, size: number): void {
  if (!measuring) return;
  bytes += size;
  if (Number.isFinite(sentAt)) record(latencies, performance.timeOrigin + performance.now() - sentAt);
  else untimed++;
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY)
    await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
}

async function handle(command: SpectatorsCommand): Promise<void> {
  switch (command.kind) {
    case 'open': {
      const peer = peerOf(command.system);
      const slots = Array.from({ length: command.count }, (_, i) => i);
      await inBatches(
        slots,
        async () => void spectators.push(await peer.spectate(command.url, command.target, onMessage)),
      );
      return reply({ kind: 'opened' });
    }
    case 'follow':
      await inBatches(spectators, (s) => s.follow(command.target));
      return reply({ kind: 'followed' });
    case 'measure':
      measuring = command.on;
      if (command.on) {
        latencies = {};
        bytes = 0;
        untimed = 0;
        lag.reset();
        lag.enable();
      } else lag.disable();
      return;
    case 'report': {
      const report: SpectatorsReport = {
        kind: 'report',
        latencies,
        untimed,
        bytes,
        lagP99: lagMs(lag.percentile(99)),
        lagMax: lagMs(lag.max),
      };
      return reply(report);
    }
    case 'close':
      for (const s of spectators) s.close();
      process.disconnect?.();
      setTimeout(() => process.exit(0), 500).unref();
      return;
  }
}

process.on('message', (command: SpectatorsCommand) =>
  handle(command).catch((error: unknown) => reply({ kind: 'error', message: String(error) })),
);
reply({ kind: 'ready' }); // loaded: the bench may start its measure, then open the spectators
