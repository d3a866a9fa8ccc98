import { Controller, Get, Ip, Param, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponse } from '../common/dto/responses';
import { AuditService } from './audit.service';
import { AuditReportResponse } from './dto/audit-report.response';
import { EXPORT_BUSY, ExportGate } from './export-gate';
import { sendNdjson } from './ndjson';

const notFound = { type: ErrorResponse, description: 'career/not-found' };

@ApiTags('audit')
@Controller('careers')
export class AuditController {
  constructor(
    private readonly audits: AuditService,
    private readonly gate: ExportGate,
  ) {}

  @Get(':id/export')
  @ApiProduces('application/x-ndjson')
  @ApiOperation({
    summary:
      'The career as NDJSON: header, every event in a hash chain, trailer; seeds only once it has ended',
  })
  @ApiOkResponse({ description: 'One JSON value a line (see libs/audit/src/format.ts)' })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  async export(@Param('id') id: string, @Ip() ip: string, @Res() response: Response): Promise<void> {
    await this.gate.hold(async () => sendNdjson(response, await this.audits.export(id)), ip);
  }

  @Get(':id/audit')
  @ApiOperation({
    summary:
      'The audit of the export: chain, rolls, replay, results; while the career runs, chain and replay only',
  })
  @ApiOkResponse({ type: AuditReportResponse })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  audit(@Param('id') id: string, @Ip() ip: string) {
    return this.gate.hold(() => this.audits.audit(id), ip);
  }
}
