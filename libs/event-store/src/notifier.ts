/**
 * Wakes waiting subscribers when new events may be readable; a timeout is the polling fallback.
 * `version` counts notifications so that a reader can wait "for anything after what I read" without losing
 * a notify that lands between its read and its wait.
 */
export class Notifier {
  private waiters = new Set<() => void>();
  private count = 0;

  get version(): number {
    return this.count;
  }

  notify(): void {
    this.count++;
    const waiting = this.waiters;
    this.waiters = new Set();
    for (const wake of waiting) wake();
  }

  /** Resolves on a notify() after `seen` (at once if one already happened), or after `ms`. */
  wait(ms: number, seen = this.count): Promise<void> {
    if (this.count !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
    });
  }
}
