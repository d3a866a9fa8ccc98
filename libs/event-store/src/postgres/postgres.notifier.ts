/** Sends one NOTIFY carrying the newest committed position; its failure is the caller's to swallow or log. */
export type SendNotify = (position: number) => Promise<unknown>;

/** The store's gap: none, the NOTIFY in flight is the clock (a gap of 5 ms cost 35-85 ms of wake p99, docs/scaling.md). */
export const NOTIFY_GAP_MS = 0;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tells the other processes that appends committed, after the commit and coalesced: at most one NOTIFY in flight
 * per process; appends that commit meanwhile (and during a short gap after it) are announced by one more NOTIFY,
 * carrying the highest position. PostgreSQL serialises notifying commits on one global lock, so a NOTIFY inside every append made
 * that lock the store's ceiling (docs/scaling.md); listeners only use a notification to read after their cursor,
 * so one per burst wakes them as well as one per append, and every event still reaches each of them once.
 * A NOTIFY that fails (database gone) is dropped: the subscribers' polling fallback reads what it announced.
 */
export class CommitNotifier {
  private newest = 0;
  private announced = 0;
  private flight?: Promise<void>;

  /** `gapMs`: the pause after a NOTIFY before the next, so that a burst is one NOTIFY per gap per process. */
  constructor(
    private readonly send: SendNotify,
    private readonly gapMs = 0,
  ) {}

  /** An append committed at `position`: it will be announced, now or after the NOTIFY in flight. */
  announce(position: number): void {
    this.newest = Math.max(this.newest, position);
    if (!this.flight && this.announced < this.newest) this.flight = this.drain();
  }

  /** Resolves once every position announced so far has been sent (or failed). */
  async flush(): Promise<void> {
    while (this.flight) await this.flight;
  }

  /** Always awaits a send before it ends (announce starts it only with something to send). */
  private async drain(): Promise<void> {
    while (this.announced < this.newest) {
      const position = this.newest;
      this.announced = position;
      await this.send(position).catch(() => undefined);
      if (this.gapMs > 0) await pause(this.gapMs); // commits in the gap wait for the next NOTIFY
    }
    this.flight = undefined;
  }
}
