import { Global, Module } from '@nestjs/common';
import { CareerCommands } from '../common/career-commands';
import { LiveModule } from '../live/live.module';
import { CareerViewPolicy } from './career.view-policy';
import { CareerSeats } from './career-seats';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { SeatGuard } from './seat.guard';

/**
 * Solo careers over HTTP ("Play online", first capability) and live (their view policy, registered with LiveViews).
 * The event store comes from EventStoreModule, the kernel from CommonModule. Other capabilities reach careers through
 * common/'s CareerCommands, which this provides.
 */
@Global()
@Module({
  imports: [LiveModule],
  controllers: [CareersController],
  providers: [
    CareersService,
    CareerSeats,
    SeatGuard,
    CareerViewPolicy,
    { provide: CareerCommands, useExisting: CareersService },
  ],
  exports: [CareersService, CareerSeats, CareerCommands],
})
export class CareersModule {}
