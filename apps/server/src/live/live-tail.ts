import type { Logger } from '@nestjs/common';
import {
  readsStreams,
  type EventStore,
  type RecordedEvent,
  type StreamsReader,
  type Subscription,
} from '@periscope/event-store';

/** Which events a process's live tail reads (LIVE_TAIL; docs/scaling.md, "Live tails routed by stream"). */
export type LiveTailKind = 'every' | 'watched';

/** What the tail hands the hub: an event of a followed stream, each once, each stream's in order. */
export interface TailTarget {
  deliver(event: RecordedEvent): void;
  /** The streams with a room on this process now. */
  watched(): ReadonlySet<string> | ReadonlyMap<string, unknown>;
  /** Counts the events the tail read from the store. */
  read(count: number): void;
}

/**
 * Reads the events the live rooms need from the store. `released(stream)` is where a new channel of the stream
 * starts: every event of the stream at or before it was delivered, or came before the stream was followed (a join
 * reads those from the stream itself); every event after it will be delivered.
 */
export interface LiveTail {
  released(stream: string): number;
  /** How far the tail has read. */
  readonly position: number;
  /** Runs until closed; a failure is logged and the tail goes on where it stood. */
  run(): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = 1000;
const PAGE = 500;
/** The polling fallback when no NOTIFY comes (as the store's subscriptions). */
const POLL_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every event of the live categories, read by every process (the design before routing). */
class EveryStreamTail implements LiveTail {
  private cursor = 0;
  private subscription?: Subscription;
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly categories: string[],
    private readonly target: TailTarget,
    private readonly log: Logger,
  ) {}

  get position(): number {
    return this.cursor;
  }

  released(): number {
    return this.cursor;
  }

  async run(): Promise<void> {
    this.cursor = await this.store.headPosition();
    while (!this.stopped) {
      const filter = { categories: this.categories };
      const subscription = this.store.subscribeToAll({ fromPosition: this.cursor, filter });
      this.subscription = subscription;
      try {
        for await (const event of subscription) {
          this.cursor = event.position;
          this.target.read(1);
          this.target.deliver(event);
        }
      } catch (error) {
        if (this.stopped) return;
        this.log.warn(`live subscription failed, resuming after ${this.cursor}: ${String(error)}`);
        await pause(RETRY_MS);
      }
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
  }
}

/** A stream this process follows: its last revision delivered (undefined until looked up) and position. */
interface Followed {
  revision?: number;
  delivered: number;
}

/**
 * Only the streams with a room on this process: each wake (an append's NOTIFY, or the poll) reads the positions
 * after those already read, and only the followed streams' events among them come back; a process whose
 * spectators watch nothing reads the head alone. A stream starts being followed at the head last read up to
 * (its revision there looked up once); one that a read in flight did not include stays where it was until the next.
 */
class WatchedStreamsTail implements LiveTail {
  private readonly followed = new Map<string, Followed>();
  /** The head the last full read reached: a stream followed from now starts here. */
  private reached = 0;
  private stopped = false;
  private wake?: () => void;
  private readonly stopping = new Promise<void>((resolve) => (this.wake = resolve));

  constructor(
    private readonly store: EventStore & StreamsReader,
    private readonly target: TailTarget,
    private readonly log: Logger,
  ) {}

  /** Where every followed stream stands: a stream followed during a read holds it back until the next. */
  get position(): number {
    return Math.min(this.reached, ...[...this.followed.values()].map((f) => f.delivered));
  }

  released(stream: string): number {
    let followed = this.followed.get(stream);
    if (!followed) this.followed.set(stream, (followed = { delivered: this.reached }));
    return followed.delivered;
  }

  async run(): Promise<void> {
    this.reached = await this.store.headPosition();
    while (!this.stopped) {
      const seen = this.store.notifier.version;
      try {
        await this.readOnce();
      } catch (error) {
        if (this.stopped) return;
        this.log.warn(`live tail failed, resuming where each stream stood: ${String(error)}`);
        await pause(RETRY_MS);
      }
      // A stream followed during the read is read at once, not at the next append.
      if (this.stopped || this.position < this.reached) continue;
      await Promise.race([this.store.notifier.wait(POLL_MS, seen), this.stopping]);
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.wake?.();
  }

  /**
   * One wake: new streams' revisions, then every followed stream's events up to the head, read on from the earliest
   * position a followed stream stands at until the store has no more (a process that follows none reads the head).
   */
  private async readOnce(): Promise<void> {
    const watched = this.target.watched();
    for (const stream of this.followed.keys()) if (!watched.has(stream)) this.followed.delete(stream);
    await this.lookUpNew();
    const included = new Map([...this.followed].filter(([, f]) => f.revision !== undefined));
    if (included.size === 0) {
      this.reached = await this.store.headPosition();
      return;
    }
    const after = new Map([...included].map(([stream, f]) => [stream, f.revision as number]));
    // Every event wanted comes after the position its stream was delivered to: only the later ones are read.
    let from = Math.min(...[...included.values()].map((f) => f.delivered));
    for (let more = true; more && !this.stopped;) {
      const page = await this.store.readStreamsAfter(after, from, PAGE);
      this.target.read(page.events.length);
      for (const event of page.events) {
        after.set(event.stream, event.revision);
        const followed = this.followed.get(event.stream);
        if (followed !== included.get(event.stream)) continue; // dropped meanwhile
        if (followed) Object.assign(followed, { revision: event.revision, delivered: event.position });
        this.target.deliver(event);
      }
      ({ reached: from, more } = page);
    }
    for (const [stream, followed] of included)
      if (this.followed.get(stream) === followed) followed.delivered = Math.max(followed.delivered, from);
    this.reached = Math.max(this.reached, from);
  }

  /** The revision each newly followed stream had at the position it was followed from. */
  private async lookUpNew(): Promise<void> {
    const fresh = [...this.followed].filter(([, f]) => f.revision === undefined);
    if (fresh.length === 0) return;
    const revisions = await this.store.revisionsAt(
      fresh.map(([stream, f]) => ({ stream, position: f.delivered })),
    );
    fresh.forEach(([stream, followed], i) => {
      if (this.followed.get(stream) === followed) followed.revision = revisions[i];
    });
  }
}

/** LIVE_TAIL=watched on a store that can read some streams alone; otherwise every stream's events. */
export function liveTail(
  kind: LiveTailKind,
  store: EventStore,
  categories: string[],
  target: TailTarget,
  log: Logger,
): LiveTail {
  if (kind === 'watched' && readsStreams(store)) return new WatchedStreamsTail(store, target, log);
  return new EveryStreamTail(store, categories, target, log);
}
