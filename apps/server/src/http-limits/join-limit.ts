/**
 * Joins per client IP in a fixed window: at most `limit` in `ttlMs`. In this process's memory: a
 * client spread over several server processes gets this many on each.
 */
export class JoinLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private swept = 0;

  constructor(
    readonly limit: number,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a join from `ip`: 0 when it may go, else the seconds until the window ends. */
  spend(ip: string): number {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(ip);
    if (!window || now - window.start >= this.ttlMs) {
      this.windows.set(ip, { start: now, count: 1 });
      return 0;
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.start + this.ttlMs - now) / 1000));
    window.count++;
    return 0;
  }

  /** Seconds until `ip` may go again when its window is spent, else 0 (nothing spent). */
  waitFor(ip: string): number {
    const now = this.now();
    const window = this.windows.get(ip);
    if (!window || now - window.start >= this.ttlMs || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.ttlMs - now) / 1000));
  }

  /** Forgets the windows that ended, once a window: the map holds only the IPs of the last one. */
  private sweep(now: number): void {
    if (now - this.swept < this.ttlMs) return;
    this.swept = now;
    for (const [ip, window] of this.windows) if (now - window.start >= this.ttlMs) this.windows.delete(ip);
  }
}
