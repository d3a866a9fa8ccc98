import { AppError } from '../common/app-error';
import type { Clock } from '../common/clock';

/** How long an export waits for the standings to reach the streams it read. */
export const STANDINGS_WAIT_MS = 5000;
const LOOK_MS = 50;
const RETRY_AFTER_SECONDS = 2;

/** What the wait looks at: this process's projector, and the checkpoint its writer stored (any process). */
export interface StandingsPositions {
  /** What this process's projector has applied (0 on a process without the lease: it does not write). */
  readonly local: () => number;
  /** The checkpoint stored with the standings by the process holding the lease. */
  readonly stored: () => Promise<number>;
}

export const standingsBehind = (position: number, reached: number) =>
  new AppError(
    'unavailable',
    'read-model/behind',
    `The standings have applied the events up to position ${reached}, not yet ${position}; ask again shortly`,
    { position, reached },
    RETRY_AFTER_SECONDS,
  );

/**
 * Resolves once the standings have applied every event up to `position`, whichever process writes them: a process
 * without the lease reads the stored checkpoint (before, it waited for its own projector, which never runs there,
 * and the audit never answered). After `waitMs` on the server's one clock (common/clock.ts) it refuses: 503
 * read-model/behind with Retry-After.
 */
export async function standingsReach(
  position: number,
  positions: StandingsPositions,
  clock: Clock,
  waitMs = STANDINGS_WAIT_MS,
): Promise<void> {
  const end = clock.now().getTime() + waitMs;
  for (;;) {
    if (positions.local() >= position) return;
    const stored = await positions.stored();
    if (stored >= position) return;
    if (clock.now().getTime() >= end) throw standingsBehind(position, Math.max(stored, positions.local()));
    await new Promise<void>((resolve) => clock.after(LOOK_MS, resolve));
  }
}
