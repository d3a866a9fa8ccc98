import { Module } from '@nestjs/common';
import { CareerSeats } from './career-seats';
import { CareerSecretsStore, ServerSeeds } from './career-secrets';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { SeatGuard } from './seat.guard';

/** Solo careers over HTTP ("Play online", first capability). The event store comes from EventStoreModule. */
@Module({
  controllers: [CareersController],
  providers: [CareersService, CareerSecretsStore, CareerSeats, ServerSeeds, SeatGuard],
  exports: [CareersService, CareerSecretsStore, CareerSeats],
})
export class CareersModule {}
