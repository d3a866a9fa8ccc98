import type { AllStreamResolvedEvent, AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { RecordedEvent, Subscription } from '../event-store.port';

/** What the adapter uses of the client's catch-up subscription (a Node readable in object mode). */
export type SubscriptionSource = Pick<AllStreamSubscription, 'on' | 'pause' | 'resume' | 'unsubscribe'>;

/** Turns a resolved event into what the subscriber sees, or undefined to drop it (system events, filter). */
export type Decode = (resolved: AllStreamResolvedEvent) => RecordedEvent | undefined;

const HIGH_WATER = 1000;
const LOW_WATER = 100;

/**
 * The port's subscription over KurrentDB's native catch-up subscription: the server does catch-up → live without
 * a gap or a duplicate. This class only buffers (pausing the source when the consumer is slow) and turns the
 * server's caught-up notification into `caughtUp`, resolved once the events before it have been delivered.
 */
export class KurrentDbSubscription implements Subscription {
  readonly caughtUp: Promise<void>;
  private resolveCaughtUp!: () => void;
  private readonly queue: RecordedEvent[] = [];
  private received = 0;
  private delivered = 0;
  /** How many events had arrived when the server said "caught up"; undefined until then. */
  private caughtUpAt?: number;
  private failure?: { error: unknown };
  private ended = false;
  private paused = false;
  private closed = false;
  private closing?: Promise<void>;
  private wake: () => void = () => undefined;

  constructor(
    private readonly source: SubscriptionSource,
    private readonly decode: Decode,
    private readonly onClose: () => void = () => undefined,
  ) {
    this.caughtUp = new Promise<void>((resolve) => (this.resolveCaughtUp = resolve));
    source.on('data', (resolved: AllStreamResolvedEvent) => this.receive(resolved));
    source.on('caughtUp', () => {
      this.caughtUpAt ??= this.received;
      this.checkCaughtUp();
    });
    source.on('error', (error: unknown) => this.fail(error));
    source.on('end', () => this.end());
    source.on('close', () => this.end());
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    try {
      while (!this.closed) {
        const event = this.queue.shift();
        if (event) {
          if (this.paused && this.queue.length <= LOW_WATER) {
            this.paused = false;
            this.source.resume();
          }
          yield event;
          this.delivered++;
          this.checkCaughtUp();
        } else if (this.failure) {
          throw this.failure.error;
        } else if (this.ended) {
          return;
        } else {
          await new Promise<void>((resolve) => (this.wake = resolve));
        }
      }
    } finally {
      await this.close();
    }
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    this.closed = true;
    this.resolveCaughtUp();
    this.wake();
    this.onClose();
    // The stream may never have opened (e.g. the server was unreachable); there is nothing to cancel then.
    await this.source.unsubscribe().catch(() => undefined);
  }

  private receive(resolved: AllStreamResolvedEvent): void {
    try {
      const event = this.decode(resolved);
      if (!event) return;
      this.queue.push(event);
      this.received++;
      if (!this.paused && this.queue.length >= HIGH_WATER) {
        this.paused = true;
        this.source.pause();
      }
      this.wake();
    } catch (error) {
      this.fail(error);
    }
  }

  private checkCaughtUp(): void {
    if (this.caughtUpAt !== undefined && this.delivered >= this.caughtUpAt) this.resolveCaughtUp();
  }

  private fail(error: unknown): void {
    this.failure ??= { error };
    this.wake();
  }

  private end(): void {
    this.ended = true;
    this.wake();
  }
}
