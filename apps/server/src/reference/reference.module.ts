import { Module } from '@nestjs/common';
import { ReferenceController } from './reference.controller';

/** GET /api/reference: what a client needs of the rules without bundling the engine. */
@Module({ controllers: [ReferenceController] })
export class ReferenceModule {}
