import type { RecordedEvent } from '@periscope/event-store';

/**
 * Holds a stream's events back until `delayMs` after the store appended them (recordedAt), then releases them in
 * order. It stays paused until seeded with the stream's events that came before it started listening.
 */
export class DelayedRelease {
  /** The position of the last event released (0: none yet). */
  released = 0;
  private queue: RecordedEvent[] = [];
  private timer?: NodeJS.Timeout;
  private seeded = false;
  private closed = false;

  constructor(
    private readonly delayMs: number,
    private readonly onRelease: (event: RecordedEvent) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A live event (after the ones seeded). */
  push(event: RecordedEvent): void {
    const last = this.queue.at(-1)?.position ?? this.released;
    if (event.position <= last) return;
    this.queue.push(event);
    this.schedule();
  }

  /** The events that were appended before this started listening, in order; releases what is due. */
  seed(events: readonly RecordedEvent[]): void {
    const first = this.queue[0]?.position ?? Infinity;
    this.queue = [...events.filter((e) => e.position < first), ...this.queue];
    this.seeded = true;
    this.releaseDue();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private dueAt = (event: RecordedEvent) => Date.parse(event.recordedAt) + this.delayMs;

  private releaseDue(): void {
    this.timer = undefined;
    while (!this.closed && this.queue.length > 0 && this.dueAt(this.queue[0]) <= this.now()) {
      const event = this.queue.shift() as RecordedEvent;
      this.released = event.position;
      this.onRelease(event);
    }
    this.schedule();
  }

  private schedule(): void {
    if (!this.seeded || this.closed || this.timer || this.queue.length === 0) return;
    const wait = Math.max(0, this.dueAt(this.queue[0]) - this.now());
    this.timer = setTimeout(() => this.releaseDue(), wait);
  }
}
