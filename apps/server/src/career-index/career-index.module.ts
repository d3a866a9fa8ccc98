import { Module } from '@nestjs/common';
import { shardedStorageProvider } from '../read-model/read-model.providers';
import { CareerIndexController } from './career-index.controller';
import { CAREER_INDEX_STORAGE, CareerIndexProjector } from './career-index.projector';
import { CAREER_INDEX_PROJECTION } from './career-index.read-model';

/** Discovery: GET /api/careers, the careers' index read model. */
@Module({
  controllers: [CareerIndexController],
  providers: [shardedStorageProvider(CAREER_INDEX_STORAGE, CAREER_INDEX_PROJECTION), CareerIndexProjector],
  exports: [CareerIndexProjector],
})
export class CareerIndexModule {}
