import { Module } from '@nestjs/common';
import { shardedStorageProvider } from '../read-model/read-model.providers';
import { PatrolViewController } from './patrol-view.controller';
import { PATROL_VIEW_STORAGE, PatrolViewProjector } from './patrol-view.projector';
import { PATROL_VIEW_PROJECTION } from '@periscope/projections';

/** The patrol view read model: GET /careers/:id/patrol-view. */
@Module({
  controllers: [PatrolViewController],
  providers: [shardedStorageProvider(PATROL_VIEW_STORAGE, PATROL_VIEW_PROJECTION), PatrolViewProjector],
  exports: [PatrolViewProjector],
})
export class PatrolViewModule {}
