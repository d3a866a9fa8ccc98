// Read models: the checkpointed projector, its storages and the projections both apps run.
export * from './categories';
export { CheckpointedProjector, type Projection } from './checkpointed-projector';
export { MemoryDocumentStorage, type DocumentStorage, type ViewName } from './document-storage';
export { documentStorage } from './document-storage.factory';
export { PATROL_VIEW_PROJECTION } from './patrol-view.projection';
export { retryDelayMs, type RetrySchedule } from './retry-schedule';
export * from './standings.projection';
export * from './shards';
