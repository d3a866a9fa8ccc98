import type { RecordedEvent, SubscribeToAllOptions, Subscription } from './event-store.port';
import { matchesFilter } from './event-store.port';
import type { Notifier } from './notifier';

/** What a position-ordered store offers a subscription. */
export interface PositionedSource {
  /** Events with position ≥ from, in position order, at most `max`. */
  readPage(from: number, max: number): Promise<RecordedEvent[]>;
  headPosition(): Promise<number>;
  readonly notifier: Notifier;
}

export interface CatchUpOptions {
  pageSize?: number;
  /** Polling fallback when no notification comes (a missed NOTIFY, another process's sqlite append). */
  pollMs?: number;
}

/**
 * Catch-up then live, by position alone: the subscriber reads pages after its cursor and, when a page comes back
 * short, waits for a notification or the poll interval. There is no mode switch, so there is nothing to lose or
 * repeat at the switch; the store guarantees that positions become readable in order.
 */
export class CatchUpSubscription implements Subscription {
  private closed = false;
  private readonly signalCaughtUp: () => void;
  readonly caughtUp: Promise<void>;

  constructor(
    private readonly source: PositionedSource,
    private readonly options: SubscribeToAllOptions,
    private readonly tuning: CatchUpOptions = {},
  ) {
    let resolve!: () => void;
    this.caughtUp = new Promise<void>((r) => (resolve = r));
    this.signalCaughtUp = resolve;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.source.notifier.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    const pageSize = this.tuning.pageSize ?? 500;
    const pollMs = this.tuning.pollMs ?? 1000;
    const head = await this.source.headPosition();
    const from = this.options.fromPosition ?? 'start';
    let cursor = from === 'start' ? 0 : from === 'end' ? head : from;
    if (cursor >= head) this.signalCaughtUp();
    try {
      while (!this.closed) {
        const seen = this.source.notifier.version;
        const page = await this.source.readPage(cursor + 1, pageSize);
        for (const event of page) {
          if (this.closed) return;
          cursor = event.position;
          if (matchesFilter(event, this.options.filter)) yield event;
        }
        if (cursor >= head) this.signalCaughtUp();
        if (page.length < pageSize && !this.closed) await this.source.notifier.wait(pollMs, seen);
      }
    } finally {
      this.closed = true;
      this.signalCaughtUp();
    }
  }
}
