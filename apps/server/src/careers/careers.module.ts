import { Module } from '@nestjs/common';
import { CareerGates } from './career-gates';
import { CareerSeats } from './career-seats';
import { CareerSecretsStore, ServerSeeds } from './career-secrets';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { SeatGuard } from './seat.guard';

/** Solo careers over HTTP ("Play online", first capability). The event store comes from EventStoreModule. */
@Module({
  controllers: [CareersController],
  providers: [CareersService, CareerSecretsStore, CareerSeats, ServerSeeds, SeatGuard, CareerGates],
  exports: [CareersService, CareerSecretsStore, CareerSeats, CareerGates],
})
export class CareersModule {}
