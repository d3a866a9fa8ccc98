import { Clock } from './clock';

/** The server's clock, moved by a test: timers fire when it passes them. */
export class ManualClock extends Clock {
  time = 0;
  private timers: { at: number; fn: () => void }[] = [];
  override now = () => new Date(this.time);
  override after = (ms: number, fn: () => void) => {
    const timer = { at: this.time + ms, fn };
    this.timers.push(timer);
    return () => void (this.timers = this.timers.filter((t) => t !== timer));
  };

  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.fn();
    }
    this.time = until;
  }
}
