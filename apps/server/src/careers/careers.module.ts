import { Global, Module } from '@nestjs/common';
import { CareerCommands } from '../common/career-commands';
import { CareerSeats } from './career-seats';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { SeatGuard } from './seat.guard';

/**
 * Solo careers over HTTP ("Play online", first capability). The event store comes from EventStoreModule, the
 * kernel from CommonModule. Other capabilities reach careers through common/'s CareerCommands, which this provides.
 */
@Global()
@Module({
  controllers: [CareersController],
  providers: [
    CareersService,
    CareerSeats,
    SeatGuard,
    { provide: CareerCommands, useExisting: CareersService },
  ],
  exports: [CareersService, CareerSeats, CareerCommands],
})
export class CareersModule {}
