import { Injectable } from '@nestjs/common';
import type { AppendOptions, EventStore, NewEvent } from '@periscope/event-store';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the server counts for Prometheus (README "Operations"), on a registry of its own per application. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly requests = this.#counter(
    'periscope_http_requests_total',
    'HTTP requests answered, by method, route (its pattern, never the raw path) and status',
    ['method', 'route', 'status'],
  );

  readonly requestSeconds = new Histogram({
    name: 'periscope_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly commands = this.#counter(
    'periscope_commands_total',
    'Commands handled (HTTP POST/DELETE and socket commands), by what they act on, transport and outcome',
    ['target', 'transport', 'outcome'],
  );

  readonly appends = this.#counter(
    'periscope_appends_total',
    'Appends to the event store acknowledged, by stream category',
    ['category'],
  );

  readonly appendedEvents = this.#counter(
    'periscope_appended_events_total',
    'Events appended to the event store',
    [],
  );

  readonly liveTailEvents = this.#counter(
    'periscope_live_tail_events_total',
    "Events the live views' tail read from the store (LIVE_TAIL=watched: only the streams watched here)",
    [],
  );

  readonly liveSockets = this.#gauge('periscope_live_sockets', 'Open socket.io connections, by namespace', [
    'namespace',
  ]);

  readonly projectionLag = this.#gauge(
    'periscope_projection_lag_positions',
    "The event store's head position minus a read model's checkpoint (an upper bound: events of " +
      'categories the read model does not read count too)',
    ['projection'],
  );

  constructor() {
    // process and Node metrics, the event loop's lag among them (nodejs_eventloop_lag_seconds, its percentiles).
    collectDefaultMetrics({ register: this.registry, prefix: 'periscope_' });
  }

  #counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  #gauge<L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  /** The store itself, from now on counting its acknowledged appends (a failed append is not counted). */
  countAppends(store: EventStore): EventStore {
    const append = store.append.bind(store);
    store.append = async (stream: string, events: NewEvent[], options?: AppendOptions) => {
      const result = await append(stream, events, options);
      this.appends.inc({ category: stream.split('-')[0] });
      this.appendedEvents.inc(events.length);
      return result;
    };
    return store;
  }
}
