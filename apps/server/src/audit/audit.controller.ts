import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponse } from '../careers/dto/career.responses';
import { AuditService } from './audit.service';
import { AuditReportResponse } from './dto/audit-report.response';
import { asNdjson } from './ndjson';

const notFound = { type: ErrorResponse, description: 'career/not-found' };

@ApiTags('audit')
@Controller('careers')
export class AuditController {
  constructor(private readonly audits: AuditService) {}

  @Get(':id/export')
  @ApiProduces('application/x-ndjson')
  @ApiOperation({
    summary:
      'The career as NDJSON: header, every event in a hash chain, trailer; seeds only once it has ended',
  })
  @ApiOkResponse({ description: 'One JSON value a line (see libs/audit/src/format.ts)' })
  @ApiNotFoundResponse(notFound)
  export(@Param('id') id: string, @Res({ passthrough: true }) response: Response) {
    return asNdjson(response, this.audits.export(id));
  }

  @Get(':id/audit')
  @ApiOperation({
    summary:
      'The audit of the export: chain, rolls, replay, results; while the career runs, chain and replay only',
  })
  @ApiOkResponse({ type: AuditReportResponse })
  @ApiNotFoundResponse(notFound)
  audit(@Param('id') id: string) {
    return this.audits.audit(id);
  }
}
