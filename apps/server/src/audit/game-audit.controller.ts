import { Controller, Get, Param, Res } from '@nestjs/common';
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
import { AuditReportResponse } from './dto/audit-report.response';
import { EXPORT_BUSY, ExportGate } from './export-gate';
import { sendNdjson } from './ndjson';
import { GameAuditService } from './game-audit.service';

const notFound = { type: ErrorResponse, description: 'game/not-found' };

@ApiTags('audit')
@Controller('games')
export class GameAuditController {
  constructor(
    private readonly audits: GameAuditService,
    private readonly gate: ExportGate,
  ) {}

  @Get(':id/export')
  @ApiProduces('application/x-ndjson')
  @ApiOperation({
    summary:
      'The two-player game as NDJSON: its stream (both careers) in a hash chain; the seeds only once it is over',
  })
  @ApiOkResponse({
    schema: { type: 'string' },
    description: 'One JSON value a line (see libs/audit/src/format.ts)',
  })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  async export(@Param('id') id: string, @Res() response: Response): Promise<void> {
    await this.gate.hold(async () => sendNdjson(response, await this.audits.export(id)));
  }

  @Get(':id/audit')
  @ApiOperation({
    summary:
      'The audit of the export: chain, rolls, replay, result (13.1.3); while the game runs, chain and replay only',
  })
  @ApiOkResponse({ type: AuditReportResponse })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  audit(@Param('id') id: string) {
    return this.gate.hold(() => this.audits.audit(id));
  }
}
