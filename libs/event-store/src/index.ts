export * from './event-store.port';
export * from './errors';
export { createEventStore, type EventStoreConfig } from './create-event-store';
export { MemoryEventStore } from './memory/memory.event-store';
export { inTransaction } from './postgres/postgres.transaction';
export {
  CONNECT_TIMEOUT_MS,
  guardPool,
  isConnectionFailure,
  poolTimeouts,
  QUERY_TIMEOUT_MS,
  unavailableOr,
} from './postgres/postgres.unavailable';
// The KurrentDB and PostgreSQL classes load their drivers: createEventStore imports them only when chosen.
