export * from './event-store.port';
export * from './errors';
export { createEventStore, type EventStoreConfig } from './create-event-store';
export type { SqliteSynchronous } from './sqlite/sqlite.event-store';
export { MemoryEventStore } from './memory/memory.event-store';
export { inTransaction } from './postgres/postgres.transaction';
export { guardPool, isConnectionFailure, poolTimeouts, unavailableOr } from './postgres/postgres.unavailable';
// The KurrentDB and PostgreSQL classes load their drivers: createEventStore imports them only when chosen.
