export * from './event-store.port';
export * from './errors';
export { createEventStore, type EventStoreConfig } from './create-event-store';
export { MemoryEventStore } from './memory/memory.event-store';
