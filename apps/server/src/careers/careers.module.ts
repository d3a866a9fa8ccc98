import { Module } from '@nestjs/common';
import { CareerSecretsStore, ServerSeeds } from './career-secrets';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { SeatGuard } from './seat.guard';

/** Solo careers over HTTP ("Play online", first capability). The event store comes from EventStoreModule. */
@Module({
  controllers: [CareersController],
  providers: [CareersService, CareerSecretsStore, ServerSeeds, SeatGuard],
  exports: [CareersService, CareerSecretsStore],
})
export class CareersModule {}
