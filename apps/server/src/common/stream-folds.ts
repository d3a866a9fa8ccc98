import type { EventStore, RecordedEvent } from '@periscope/event-store';

/** A stream as this process last read and folded it. */
export interface StreamFold<State> {
  readonly events: readonly RecordedEvent[];
  readonly state: State;
}

/** At most this many events kept over all streams of a store; the least recently used stream goes first. */
export const KEPT_EVENTS = 100_000;

const byStore = new WeakMap<EventStore, StreamFolds>();

/**
 * The folds one process keeps per store between commands, so that a command reads and folds only the events
 * appended since the last command it handled on that stream, by any process (ARCHITECTURE.md "Scaling out": a
 * cache, the store stays the source). Sound because a stream only grows, so a kept fold is a prefix of it, and a
 * fold never changes the state it starts from (the deciders' specifications freeze every state they fold).
 */
export class StreamFolds {
  private readonly folds = new Map<string, StreamFold<unknown>>();
  private kept = 0;

  static of(store: EventStore): StreamFolds {
    const known = byStore.get(store);
    if (known) return known;
    const folds = new StreamFolds();
    byStore.set(store, folds);
    return folds;
  }

  get<State>(stream: string): StreamFold<State> | undefined {
    return this.folds.get(stream) as StreamFold<State> | undefined;
  }

  keep<State>(stream: string, fold: StreamFold<State>): void {
    this.forget(stream);
    this.folds.set(stream, fold);
    this.kept += fold.events.length;
    for (const oldest of this.folds.keys()) {
      if (this.kept <= KEPT_EVENTS || oldest === stream) break;
      this.forget(oldest);
    }
  }

  private forget(stream: string): void {
    this.kept -= this.folds.get(stream)?.events.length ?? 0;
    this.folds.delete(stream);
  }
}
