import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EventStore } from '@periscope/event-store';
import type { Namespace, Server } from 'socket.io';
import { EVENT_STORE } from '../event-store/event-store.module';
import { Metrics } from './metrics';

/** The socket.io namespaces the gateways open (docs/asyncapi.yaml). */
const NAMESPACES = ['/live', '/tournaments'];

/** A read model's projector, as every one of the server shows itself: its checkpoint. */
interface Projector {
  readonly position: number;
}

const isProjector = (instance: object): instance is Projector =>
  /Projector$/.test(instance.constructor.name) &&
  typeof (instance as Partial<Projector>).position === 'number';

const isNamespace = (value: unknown): value is Namespace =>
  typeof value === 'object' &&
  value !== null &&
  (value as { constructor?: { name?: string } }).constructor?.name === 'Namespace' &&
  typeof (value as Partial<Namespace>).server?.of === 'function';

/**
 * The gauges read when Prometheus scrapes: open sockets per namespace and each read model's distance to the
 * store's head. Found among the application's providers once it has started, so no module has to report them.
 */
@Injectable()
export class MetricsSources implements OnApplicationBootstrap {
  private projectors: Projector[] = [];
  private io?: Server;

  constructor(
    private readonly metrics: Metrics,
    private readonly discovery: DiscoveryService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onApplicationBootstrap(): void {
    const instances = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is object => typeof instance === 'object' && instance !== null);
    this.projectors = instances.filter(isProjector);
    const namespace = instances.flatMap((instance) => Object.values(instance)).find(isNamespace);
    this.io = namespace?.server;
  }

  /** Sets the gauges to what they are now. */
  async refresh(): Promise<void> {
    for (const name of NAMESPACES)
      this.metrics.liveSockets.set({ namespace: name }, this.io?.of(name).sockets.size ?? 0);
    const head = await this.store.headPosition().catch(() => undefined);
    if (head === undefined) return;
    for (const projector of this.projectors)
      this.metrics.projectionLag.set(
        { projection: projector.constructor.name.replace(/Projector$/, '') },
        Math.max(0, head - projector.position),
      );
  }
}
