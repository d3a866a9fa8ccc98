import { isConnectionFailure } from '@periscope/event-store';
import { retryDelayMs, type RetrySchedule } from '@periscope/projections';

/** How the coordinators wait after a failed pass or subscription: 1 s doubling to 15 s, each less a random part. */
export const COORDINATOR_RETRY: RetrySchedule = { firstMs: 1000, maxMs: 15_000 };

export interface BackoffLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Failures counted per task (a pack, a subscription), each task waiting on its own capped exponential schedule with
 * jitter, so that after an outage the packs do not all try again in the same instant. The log stays short: an
 * outage of the store (EventStoreUnavailable) is logged once when the first task meets it and once when a task
 * succeeds again, whatever the number of tasks; any other failure once per task, at the first of its run.
 */
export class Backoff {
  private readonly failures = new Map<string, number>();
  private outage?: { since: number; failures: number };

  constructor(
    private readonly logger: BackoffLog,
    private readonly schedule: RetrySchedule,
    private readonly now: () => number,
  ) {}

  /** Whether `task` waits for its retry (it failed last time). */
  waiting(task: string): boolean {
    return this.failures.has(task);
  }

  /** `task` failed: the wait before its next attempt. */
  failed(task: string, what: string, error: unknown): number {
    const attempt = this.failures.get(task) ?? 0;
    this.failures.set(task, attempt + 1);
    const ms = retryDelayMs(attempt, this.schedule);
    if (isConnectionFailure(error)) {
      if (this.outage) this.outage.failures++;
      else {
        this.outage = { since: this.now(), failures: 1 };
        this.logger.warn(
          `the event store cannot be reached (${what}): the coordinators try again with backoff, ` +
            'and say nothing more until it answers',
        );
      }
    } else if (attempt === 0) this.logger.error(`${what}: ${String(error)}; trying again in ${ms} ms`);
    return ms;
  }

  /** `task` succeeded: its schedule starts over; the end of an outage is logged. */
  succeeded(task: string): void {
    this.failures.delete(task);
    if (!this.outage) return;
    const seconds = ((this.now() - this.outage.since) / 1000).toFixed(1);
    this.logger.log(
      `the event store answers again after ${seconds} s (${this.outage.failures} failed attempts)`,
    );
    this.outage = undefined;
  }
}
