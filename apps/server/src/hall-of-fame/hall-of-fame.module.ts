import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { HallOfFameController } from './hall-of-fame.controller';
import { HallOfFameService } from './hall-of-fame.service';

/** The hall of fame: finished careers admitted after the server's audit of their exports (docs/accounts.md). */
@Module({
  imports: [AuditModule],
  controllers: [HallOfFameController],
  providers: [HallOfFameService],
})
export class HallOfFameModule {}
