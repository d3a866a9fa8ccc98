import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@periscope/event-store';

/** A game-like event of about 300 bytes of JSON: a torpedo shot with its dice roll and full metadata. */
export function torpedoFired(seq: number): NewEvent & { id: string } {
  const a = 1 + ((seq * 7) % 6);
  const b = 1 + ((seq * 13 + 3) % 6);
  const commandId = randomUUID();
  return {
    id: randomUUID(),
    type: 'TorpedoFired',
    data: {
      boat: 'U-123',
      tube: 1 + (seq % 4),
      target: { convoy: 'HX-229', ship: `ship-${seq % 40}`, tonnage: 4000 + ((seq * 37) % 6000) },
      roll: { dice: '2d6', values: [a, b], total: a + b, modifier: -1 },
      hit: a + b - 1 >= 7,
      turn: seq,
    },
    metadata: { correlationId: randomUUID(), causationId: commandId, commandId, actor: 'seat-1' },
  };
}

/** `count` events, prebuilt so that building them is not timed. */
export const makeEvents = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => torpedoFired(from + i));

/** Splits events into batches of `size`. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs fn and returns events per second. */
export async function rate(events: number, fn: () => Promise<void> | void): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return events / seconds;
}

export const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

export const fmtRate = (perSecond: number): string => `${Math.round(perSecond).toLocaleString('en-US')} ev/s`;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects with `message` if `promise` does not settle within `ms`; never leaves a timer behind. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(message())), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
