import { Clock } from '../common/clock';

/** At most one `viewers` message a second per stream. */
export const VIEWERS_INTERVAL_MS = 1000;

/**
 * How many sockets of this process follow each stream, sent to the stream's rooms when it changes: joins and
 * leaves only mark the stream, and a timer sends the count (never from a join, a leave or an update itself).
 * Changes within a second of a send wait for the second's end and go out as one; a count back to what was last
 * sent sends nothing.
 */
export class ViewerCounts {
  private readonly sent = new Map<string, { count: number; at: number }>();
  /** Per stream: what cancels the send that is due. */
  private readonly timers = new Map<string, () => void>();

  constructor(
    private readonly countOf: (stream: string) => number,
    private readonly send: (stream: string, count: number) => void,
    private readonly clock: Clock = new Clock(),
    private readonly intervalMs = VIEWERS_INTERVAL_MS,
  ) {}

  changed(stream: string): void {
    if (this.timers.has(stream)) return; // a send is due: it will carry this change
    const last = this.sent.get(stream);
    const wait = last ? Math.max(0, last.at + this.intervalMs - this.clock.now().getTime()) : 0;
    this.timers.set(
      stream,
      this.clock.after(wait, () => this.fire(stream)),
    );
  }

  close(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  private fire(stream: string): void {
    this.timers.delete(stream);
    const count = this.countOf(stream);
    if (count === 0) return void this.sent.delete(stream); // nobody left to tell
    if (this.sent.get(stream)?.count === count) return;
    this.sent.set(stream, { count, at: this.clock.now().getTime() });
    this.send(stream, count);
  }
}
