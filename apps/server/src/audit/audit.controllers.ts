import { applyDecorators, Controller, Get, Headers, Inject, Ip, Param, Res, type Type } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { AuditReport } from '@periscope/audit';
import type { Response } from 'express';
import { ErrorResponse } from '../common/dto/responses';
import { AuditService } from './audit.service';
import { AuditReportResponse } from './dto/audit-report.response';
import { matchesIfNoneMatch } from './export-etag';
import { EXPORT_BUSY, ExportGate } from './export-gate';
import { GameAuditService } from './game-audit.service';
import { sendNdjson } from './ndjson';
import { TournamentAuditService } from './tournament-audit.service';

/** What exports and audits one kind of subject (a career, a game, a tournament). */
interface AuditSource {
  export(id: string): Promise<Iterable<string>>;
  audit(id: string): Promise<AuditReport>;
  /** The export's ETag once it can no longer change (an ended career, a finished game), else undefined. */
  exportTag?(id: string): Promise<string | undefined>;
}

/** One kind of subject's `GET /<path>/:id/export` and `/audit`, as OpenAPI describes them. */
interface AuditRoutes {
  /** The controller's name (and so its OpenAPI operation ids). */
  readonly name: string;
  readonly path: string;
  readonly source: Type<AuditSource>;
  readonly notFound: string;
  /** The 409 the subject may answer while it is read. */
  readonly conflict?: string;
  readonly exportSummary: string;
  readonly auditSummary: string;
}

/** The export and the audit of one kind of subject: the same two routes, behind the one export gate (429). */
function auditController(routes: AuditRoutes): Type<unknown> {
  const refusals = applyDecorators(
    ApiNotFoundResponse({ type: ErrorResponse, description: routes.notFound }),
    ...(routes.conflict ? [ApiConflictResponse({ type: ErrorResponse, description: routes.conflict })] : []),
    ApiTooManyRequestsResponse(EXPORT_BUSY),
  );

  @ApiTags('audit')
  @Controller(routes.path)
  class AuditRoutesController {
    constructor(
      @Inject(routes.source) private readonly audits: AuditSource,
      private readonly gate: ExportGate,
    ) {}

    @Get(':id/export')
    @ApiProduces('application/x-ndjson')
    @ApiOperation({ summary: routes.exportSummary })
    @ApiOkResponse({
      schema: { type: 'string' },
      description:
        "One JSON value a line (see libs/audit/src/format.ts); an ended career's and a finished game's carry an ETag",
    })
    @ApiNotModifiedResponse({
      description: 'If-None-Match names the current ETag of an export that no longer changes',
    })
    @refusals
    async export(
      @Param('id') id: string,
      @Ip() ip: string,
      @Headers('if-none-match') ifNoneMatch: string | undefined,
      @Res() response: Response,
    ): Promise<void> {
      const tag = await this.audits.exportTag?.(id);
      if (tag) {
        response.setHeader('ETag', tag).setHeader('Cache-Control', 'no-cache');
        if (matchesIfNoneMatch(ifNoneMatch, tag)) return void response.status(304).end();
      }
      await this.gate.hold(async () => sendNdjson(response, await this.audits.export(id)), ip);
    }

    @Get(':id/audit')
    @ApiOperation({ summary: routes.auditSummary })
    @ApiOkResponse({ type: AuditReportResponse })
    @refusals
    audit(@Param('id') id: string, @Ip() ip: string) {
      return this.gate.hold(() => this.audits.audit(id), ip);
    }
  }
  Object.defineProperty(AuditRoutesController, 'name', { value: routes.name });
  return AuditRoutesController;
}

export const AUDIT_CONTROLLERS = [
  auditController({
    name: 'AuditController',
    path: 'careers',
    source: AuditService,
    notFound: 'career/not-found',
    exportSummary:
      'The career as NDJSON: header, every event in a hash chain, trailer; seeds only once it has ended',
    auditSummary:
      'The audit of the export: chain, rolls, replay, results; while the career runs, chain and replay only',
  }),
  auditController({
    name: 'GameAuditController',
    path: 'games',
    source: GameAuditService,
    notFound: 'game/not-found',
    exportSummary:
      'The two-player game as NDJSON: its stream (both careers) in a hash chain; the seeds only once it is over',
    auditSummary:
      'The audit of the export: chain, rolls, replay, result (13.1.3); while the game runs, chain and replay only',
  }),
  auditController({
    name: 'TournamentAuditController',
    path: 'tournaments',
    source: TournamentAuditService,
    notFound: 'tournament/not-found',
    conflict: 'tournament/conflict: the tournament kept moving while it was read; ask again',
    exportSummary:
      "The tournament as NDJSON: its stream, every entrant's career and rulings, the packs' coordinators, the standings; its seed once finished",
    auditSummary:
      'The audit of the export: chain, rolls, replay, standings recomputed; while it runs, its seed is sealed',
  }),
];
