/**
 * Child process of `bench tournament`: the spectators. Opens `count` socket.io clients on /tournaments (websocket
 * only), joins each to the tournament and records, for every leaderboard received, receipt time − the append time
 * of the newest event it reflects (`updatedAt`). Driven over IPC.
 */
import { io, type Socket } from 'socket.io-client';

export type SpectatorCommand =
  { kind: 'open'; url: string; count: number; tournamentId: string } | { kind: 'report' } | { kind: 'close' };

export interface SpectatorReport {
  kind: 'report';
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /**
   * Updates that do not start where the socket's board stands (`from` ≠ the last position), or at or below a
   * position already received (must be 0).
   */
  disorder: number;
  /** The mean size of an update (JSON characters), on the first socket. */
  meanUpdateBytes: number;
  joinErrors: number;
  /** The shortest time between two leaderboards on one socket (the coalescing says ≥ 1,000 ms). */
  minGapMs: number;
}

const CONCURRENCY = 100;
const sockets: Socket[] = [];
const latencies: number[] = [];
let disorder = 0;
let joinErrors = 0;
let minGapMs = Infinity;
let updateBytes = 0;
let updates = 0;

const reply = (message: object): void => void process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

function open(url: string, tournamentId: string): Promise<void> {
  const socket = io(`${url}/tournaments`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  const measured = sockets.length === 1;
  let last = -1;
  let lastAt = 0;
  socket.on('leaderboard', (message: { from: number; position: number; updatedAt: string }) => {
    const at = now();
    latencies.push(at - Date.parse(message.updatedAt));
    if (message.position <= last || (last >= 0 && message.from !== last)) disorder++;
    if (measured) {
      updateBytes += JSON.stringify(message).length;
      updates++;
    }
    if (lastAt > 0) minGapMs = Math.min(minGapMs, at - lastAt);
    last = message.position;
    lastAt = at;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('join', { id: tournamentId }, (ack: { ok: boolean; position?: number }) => {
        if (!ack.ok) joinErrors++;
        else last = ack.position ?? -1;
        resolve();
      }),
    );
  });
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function handle(command: SpectatorCommand): Promise<void> {
  switch (command.kind) {
    case 'open':
      for (let i = 0; i < command.count; i += CONCURRENCY)
        await Promise.all(
          Array.from({ length: Math.min(CONCURRENCY, command.count - i) }, () =>
            open(command.url, command.tournamentId),
          ),
        );
      return reply({ kind: 'opened' });
    case 'report': {
      const sorted = Float64Array.from(latencies).sort();
      const report: SpectatorReport = {
        kind: 'report',
        samples: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.length ? sorted[sorted.length - 1] : NaN,
        disorder,
        meanUpdateBytes: updates === 0 ? NaN : updateBytes / updates,
        joinErrors,
        minGapMs,
      };
      return reply(report);
    }
    case 'close':
      for (const socket of sockets) socket.close();
      process.disconnect?.();
      return;
  }
}

process.on('message', (command: SpectatorCommand) =>
  handle(command).catch((error: unknown) => reply({ kind: 'error', message: String(error) })),
);
