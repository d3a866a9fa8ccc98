/** How a supervised read model waits between attempts (issue 20 §2): doubling from `firstMs`, capped at `maxMs`. */
export interface RetrySchedule {
  readonly firstMs?: number;
  readonly maxMs?: number;
}

const FIRST_MS = 250;
const MAX_MS = 2000;

/** The wait before retry `attempt` (0-based): 250, 500, 1000, 2000, 2000 … ms; no jitter, so tests see it. */
export function retryDelayMs(
  attempt: number,
  { firstMs = FIRST_MS, maxMs = MAX_MS }: RetrySchedule = {},
): number {
  return Math.min(firstMs * 2 ** Math.min(attempt, 30), maxMs);
}
