import { Module } from '@nestjs/common';
import { CareerSecretsStore } from '../careers/career-secrets';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

/** Export and audit (issue 7). The event store comes from EventStoreModule; the seeds from their own stream. */
@Module({
  controllers: [AuditController],
  providers: [AuditService, CareerSecretsStore],
})
export class AuditModule {}
