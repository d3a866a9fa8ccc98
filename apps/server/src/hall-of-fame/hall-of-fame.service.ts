import { Inject, Injectable } from '@nestjs/common';
import { careerResult, streamName } from '@periscope/audit';
import { WrongExpectedVersion, type EventStore } from '@periscope/event-store';
import { accounts } from '@periscope/play';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { careerStream } from '../common/streams';
import { AuditService } from '../audit/audit.service';
import { EVENT_STORE } from '../event-store/event-store.module';

/** The stream of admitted careers (libs/audit/src/streams.ts), public. */
const ADMITTED = streamName('hallOfFame', 'careers');
/** Its one event type: a storage contract (ARCHITECTURE.md "The engine"). */
const CAREER_ADMITTED = 'CareerAdmitted';
/** Appends racing for the end of the stream: each retry reads it again. */
const ATTEMPTS = 4;

/** A hall of fame row: the career's figures as its audited export publishes them. */
export interface FameEntry {
  readonly careerId: string;
  readonly kommandant: string;
  readonly uboatType: string;
  readonly startDate: string;
  readonly patrols: number;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly victoryLevel: string | null;
  readonly admittedAt: string;
}

const careerRunning = (careerId: string) =>
  new AppError(
    'conflict',
    'hall-of-fame/career-running',
    `Career ${careerId} is still at war: only a finished one is admitted`,
  );

const auditFailed = (careerId: string, findings: readonly unknown[]) =>
  new AppError(
    'unprocessable',
    'hall-of-fame/audit-failed',
    `The audit of career ${careerId}'s export does not pass`,
    {
      findings,
    },
  );

/**
 * The hall of fame (docs/accounts.md "Hall of fame"): a finished career is admitted only once the server ran the
 * full audit of its export (libs/audit, the same the browser runs); a career whose stored events do not replay is
 * refused with the audit's findings.
 */
@Injectable()
export class HallOfFameService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async admit(careerId: string): Promise<FameEntry> {
    const known = (await this.entries()).find((e) => e.careerId === careerId);
    if (known) return known;
    const events = await this.store.readStream(careerStream(careerId));
    const profile = accounts.careerProfile(events);
    if (!profile) throw careerRunning(careerId);
    const report = await this.audit.audit(careerId);
    if (!report.ok) throw auditFailed(careerId, report.findings);
    if (!profile.ended) throw careerRunning(careerId);
    const result = careerResult(events);
    const entry: FameEntry = {
      careerId,
      kommandant: profile.kommandant,
      uboatType: profile.uboatType,
      startDate: profile.startDate,
      patrols: profile.patrols,
      tonnage: result.tonnage,
      shipsSunk: result.shipsSunk,
      victoryLevel: result.victoryLevel,
      admittedAt: this.clock.now().toISOString(),
    };
    await this.append(entry);
    return entry;
  }

  /** Every admitted career, the most tonnage first; one board per boat type and start month. */
  async boards() {
    const sorted = [...(await this.entries())].sort((a, b) => b.tonnage - a.tonnage);
    const boards = new Map<string, FameEntry[]>();
    for (const entry of sorted) {
      const key = `${entry.uboatType} ${entry.startDate}`;
      boards.set(key, [...(boards.get(key) ?? []), entry]);
    }
    return {
      boards: [...boards.values()].map((entries) => ({
        uboatType: entries[0].uboatType,
        startDate: entries[0].startDate,
        entries: entries.map((entry, i) => ({ rank: i + 1, ...entry })),
      })),
    };
  }

  private async entries(): Promise<FameEntry[]> {
    return (await this.store.readStream(ADMITTED)).map((e) => e.data as FameEntry);
  }

  private async append(entry: FameEntry): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const last = (await this.store.readStream(ADMITTED, { direction: 'backwards', maxCount: 1 }))[0];
      try {
        await this.store.append(ADMITTED, [{ type: CAREER_ADMITTED, data: entry }], {
          expectedRevision: last ? last.revision : 'no_stream',
        });
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
      }
    }
    throw new AppError(
      'conflict',
      'hall-of-fame/conflict',
      'Other careers kept being admitted at once: ask again',
    );
  }
}
