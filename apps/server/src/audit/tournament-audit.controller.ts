import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
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
import { TournamentAuditService } from './tournament-audit.service';

const notFound = { type: ErrorResponse, description: 'tournament/not-found' };
const conflict = {
  type: ErrorResponse,
  description: 'tournament/conflict: the tournament kept moving while it was read; ask again',
};

@ApiTags('audit')
@Controller('tournaments')
export class TournamentAuditController {
  constructor(
    private readonly audits: TournamentAuditService,
    private readonly gate: ExportGate,
  ) {}

  @Get(':id/export')
  @ApiProduces('application/x-ndjson')
  @ApiOperation({
    summary:
      "The tournament as NDJSON: its stream, every entrant's career and rulings, the packs' coordinators, the standings; its seed once finished",
  })
  @ApiOkResponse({
    schema: { type: 'string' },
    description: 'One JSON value a line (see libs/audit/src/format.ts)',
  })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(conflict)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  async export(@Param('id') id: string, @Res() response: Response): Promise<void> {
    await this.gate.hold(async () => sendNdjson(response, await this.audits.export(id)));
  }

  @Get(':id/audit')
  @ApiOperation({
    summary:
      'The audit of the export: chain, rolls, replay, standings recomputed; while it runs, its seed is sealed',
  })
  @ApiOkResponse({ type: AuditReportResponse })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(conflict)
  @ApiTooManyRequestsResponse(EXPORT_BUSY)
  audit(@Param('id') id: string) {
    return this.gate.hold(() => this.audits.audit(id));
  }
}
