/**
 * How a supervised task waits between attempts: doubling from `firstMs`, capped at `maxMs`, less a
 * random part of up to half the wait when `jitter` is given (a number in [0, 1) each call: the caller's randomness,
 * so that libraries stay deterministic and tests choose it).
 */
export interface RetrySchedule {
  readonly firstMs?: number;
  readonly maxMs?: number;
  readonly jitter?: () => number;
}

const FIRST_MS = 250;
const MAX_MS = 2000;

/** The wait before retry `attempt` (0-based): 250, 500, 1000, 2000, 2000 … ms, each less `jitter()` × half. */
export function retryDelayMs(
  attempt: number,
  { firstMs = FIRST_MS, maxMs = MAX_MS, jitter }: RetrySchedule = {},
): number {
  const ms = Math.min(firstMs * 2 ** Math.min(attempt, 30), maxMs);
  return jitter ? Math.round(ms * (1 - jitter() / 2)) : ms;
}
