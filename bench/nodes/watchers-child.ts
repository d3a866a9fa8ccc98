/**
 * Child process of `bench nodes`: the spectators of the bot games, each on /live of a server other than its
 * game's when there are several (so an append reaches them through the database's NOTIFY), recording receipt −
 * the event's recordedAt (the store's append time) in a histogram. Driven over IPC.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { record, type Histogram } from '../peers/histogram';
import type { Spectator } from '../peers/peer';
import { periscope } from '../peers/periscope';

export interface Watch {
  slot: number;
  url: string;
  careerId: string;
}

export type WatchersCommand =
  | { kind: 'open'; watches: Watch[] }
  | { kind: 'follow'; slot: number; careerId: string }
  | { kind: 'measure'; on: boolean }
  | { kind: 'report' }
  | { kind: 'close' };

export interface WatchersReport {
  kind: 'report';
  latencies: Histogram;
  lagP99: number;
}

const LAG_MS = 5;
const lag = monitorEventLoopDelay({ resolution: LAG_MS });
const bySlot = new Map<number, Spectator[]>();
let measuring = false;
let latencies: Histogram = {};

const reply = (message: object): void => void process.send?.(message);

function onMessage(sentAt: number): void {
  if (measuring) record(latencies, performance.timeOrigin + performance.now() - sentAt);
}

async function handle(command: WatchersCommand): Promise<void> {
  switch (command.kind) {
    case 'open':
      for (const w of command.watches) {
        const spectator = await periscope.spectate(w.url, w.careerId, onMessage);
        bySlot.set(w.slot, [...(bySlot.get(w.slot) ?? []), spectator]);
      }
      return reply({ kind: 'opened' });
    case 'follow':
      await Promise.all((bySlot.get(command.slot) ?? []).map((s) => s.follow(command.careerId)));
      return;
    case 'measure':
      measuring = command.on;
      if (command.on) {
        latencies = {};
        lag.reset();
        lag.enable();
      } else lag.disable();
      return;
    case 'report':
      return reply({ kind: 'report', latencies, lagP99: Math.max(0, lag.percentile(99) / 1e6 - LAG_MS) });
    case 'close':
      for (const spectators of bySlot.values()) for (const s of spectators) s.close();
      process.disconnect?.();
      setTimeout(() => process.exit(0), 500).unref();
      return;
  }
}

process.on('message', (command: WatchersCommand) =>
  handle(command).catch((error: unknown) => reply({ kind: 'error', message: String(error) })),
);
