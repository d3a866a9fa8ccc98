import type { EventStore } from '@periscope/event-store';
import { makeEvents, sleep, withTimeout } from '../support/fixtures';
import { percentile } from '../support/stats';

export interface LagResult {
  p50: number;
  p99: number;
  /** How long append() itself took (it is part of the lag). */
  appendP50: number;
  appendP99: number;
}

/**
 * Subscription lag: a live subscribeToAll subscriber; `count` single-event appends at a steady pace of one every
 * `everyMs`; latency from just before append() to the subscriber receiving the event.
 */
export async function measureLag(store: EventStore, count = 1000, everyMs = 2): Promise<LagResult> {
  const events = makeEvents(count);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const appends: number[] = [];
  const subscription = store.subscribeToAll({ fromPosition: 'end' });
  const receiving = (async () => {
    for await (const event of subscription) {
      const sent = sentAt.get(event.id);
      if (sent === undefined) continue;
      latencies.push(performance.now() - sent);
      if (latencies.length === count) return;
    }
  })();
  try {
    await subscription.caughtUp;
    const stream = `lag-p${process.pid}t${Date.now()}`;
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const due = start + i * everyMs;
      const now = performance.now();
      if (due > now) await sleep(due - now);
      const sent = performance.now();
      sentAt.set(events[i].id, sent);
      await store.append(stream, [events[i]], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
      appends.push(performance.now() - sent);
    }
    await withTimeout(
      receiving,
      30_000,
      () => `subscription lag: ${latencies.length}/${count} events arrived in 30 s`,
    );
  } finally {
    await subscription.close();
    await receiving.catch(() => undefined);
  }
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    appendP50: percentile(appends, 50),
    appendP99: percentile(appends, 99),
  };
}
