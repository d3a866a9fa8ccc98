import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
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
import { matchesIfNoneMatch } from './export-etag';
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
  @ApiOkResponse({
    schema: { type: 'string' },
    description: "One JSON value a line (see libs/audit/src/format.ts); an ended career's carries an ETag",
  })
  @ApiNotModifiedResponse({ description: "If-None-Match names the ended career's current ETag" })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  async export(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const tag = await this.audits.exportTag(id);
    if (tag) {
      response.setHeader('ETag', tag).setHeader('Cache-Control', 'no-cache');
      if (matchesIfNoneMatch(ifNoneMatch, tag)) return void response.status(304).end();
    }
    await this.gate.hold(async () => sendNdjson(response, await this.audits.export(id)));
  }

  @Get(':id/audit')
  @ApiOperation({
    summary:
      'The audit of the export: chain, rolls, replay, results; while the career runs, chain and replay only',
  })
  @ApiOkResponse({ type: AuditReportResponse })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  audit(@Param('id') id: string) {
    return this.gate.hold(() => this.audits.audit(id));
  }
}
