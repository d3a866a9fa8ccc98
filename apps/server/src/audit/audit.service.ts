import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import {
  careerExportInput,
  careerResult,
  exportLines,
  rulingsStream,
  rulingsThatStand,
  type AuditReport,
  type RulingFiled,
} from '@periscope/audit';
import { CareerSecretsStore } from '../common/career-secrets';
import { careerStream } from '../common/streams';
import { notFound } from '../common/app-error';
import { EVENT_STORE } from '../event-store/event-store.module';
import { careerExportEvents, careerSeeds } from './career-seeds';
import { endedCareerExportTag } from './export-etag';
import { joinInTurns, readInTurns } from './in-turns';
import { AuditRunner } from './audit-runner';
import { ExportCache } from './export-cache';

/** Exports and audits careers: the library does the work, this reads the store. */
@Injectable()
export class AuditService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: CareerSecretsStore,
    private readonly runner: AuditRunner,
    private readonly cache: ExportCache,
  ) {}

  /**
   * The career's export (NDJSON): its events, its rulings, the seeds once the career has ended ('sealed' before),
   * and as published result the career's result with the rulings that stand (E-AUDIT-PUBLISHED).
   */
  async export(careerId: string): Promise<Iterable<string>> {
    const head = await this.head(careerId);
    const cached = this.cache.get(careerId, head);
    if (cached) return cached;
    const { lines, ended } = await this.build(careerId);
    return ended ? this.cache.keep(careerId, head, lines) : lines;
  }

  /** Where the career and its rulings stand: an ended career's export is the same while this is. */
  private async head(careerId: string): Promise<string> {
    const last = { direction: 'backwards', maxCount: 1 } as const;
    const [event] = await this.store.readStream(careerStream(careerId), last);
    if (!event) throw notFound('career', careerId);
    const [ruling] = await this.store.readStream(rulingsStream(careerId), last);
    return `${event.position}/${ruling?.position ?? -1}`;
  }

  private async build(careerId: string): Promise<{ lines: Iterable<string>; ended: boolean }> {
    const events = await readInTurns(this.store, careerStream(careerId));
    if (events.length === 0) throw notFound('career', careerId);
    const rulings = await readInTurns(this.store, rulingsStream(careerId));
    const standing = rulingsThatStand(
      rulings.map((r) => r.data as RulingFiled['data']),
      events,
    );
    const input = careerExportInput({
      careerId,
      events: await careerExportEvents(events),
      seeds: await careerSeeds(this.secrets, careerId, events),
      rulings,
      published: {
        ...careerResult(
          events,
          standing.map((r) => r.ruling),
        ),
      },
    });
    return { lines: exportLines(input), ended: events.some((e) => e.type === 'CareerEnded') };
  }

  /** The ETag of an ended career's export; none while it runs (README "Compression and caching"). */
  exportTag(careerId: string): Promise<string | undefined> {
    return endedCareerExportTag(this.store, careerId);
  }

  /** The audit of the career's export; while it runs, the seeds are sealed and the report says so. */
  async audit(careerId: string): Promise<AuditReport> {
    return this.runner.verify(await joinInTurns(await this.export(careerId)));
  }
}
