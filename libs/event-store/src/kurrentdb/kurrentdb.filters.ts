import {
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type Filter,
} from '@kurrent/kurrentdb-client';
import type { RecordedEvent, SubscriptionFilter } from '../event-store.port';
import { matchesFilter } from '../event-store.port';

/**
 * A $all filter in two halves: what the server can narrow (one dimension: stream name or event type) and the exact
 * check the adapter applies to what arrives. The server half only saves traffic; `accepts` decides.
 */
export interface AllFilter {
  server: Filter;
  accepts(event: RecordedEvent): boolean;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Everything the port may show: user streams only, and only this store's namespace when it has one. */
export function readAllFilter(streamPrefix: string): Filter {
  return streamPrefix ? streamNameFilter({ prefixes: [streamPrefix] }) : excludeSystemEvents();
}

/**
 * The port's subscription filter → a server filter plus the exact check. Categories become stream-name prefixes
 * (`career` → `career-`); event types alone become an anchored regex; both at once narrow by category on the server
 * and by type here. System events are dropped before `accepts` runs (see `toRecordedEvent`).
 */
export function subscriptionFilter(filter: SubscriptionFilter | undefined, streamPrefix: string): AllFilter {
  const accepts = (event: RecordedEvent) => matchesFilter(event, filter);
  if (filter?.categories?.length) {
    return {
      server: streamNameFilter({ prefixes: filter.categories.map((c) => `${streamPrefix}${c}-`) }),
      accepts,
    };
  }
  if (filter?.eventTypes?.length && !streamPrefix) {
    const alternatives = filter.eventTypes.map(escapeRegex).join('|');
    return { server: eventTypeFilter({ regex: `^(?:${alternatives})$` }), accepts };
  }
  return { server: readAllFilter(streamPrefix), accepts };
}
