import { Inject, Injectable } from '@nestjs/common';
import { careerResult } from '@periscope/audit';
import type { EventStore } from '@periscope/event-store';
import { accounts } from '@periscope/play';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { careerStream } from '../common/streams';
import { AuditService } from '../audit/audit.service';
import { noVerdict } from './hall-of-fame.errors';
import { EVENT_STORE } from '../event-store/event-store.module';
import { fameBoards, type BoardPage } from './fame-boards';
import { CAREERS, FameVerdicts, type FameEntry, type Verdict } from './fame-verdicts';

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
    { findings },
  );

/**
 * The hall of fame (docs/accounts.md "Hall of fame"): a finished career is admitted only once the server ran the
 * full audit of its export (libs/audit, the same the browser runs); a career whose stored events do not replay is
 * refused with the audit's findings. Each career gets one verdict (FameVerdicts is the fence).
 */
@Injectable()
export class HallOfFameService {
  readonly verdicts: FameVerdicts;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {
    this.verdicts = new FameVerdicts(store, CAREERS);
  }

  /** Asked for: the career's verdict, judged now if it has none; a refusal is the audit's 422. */
  async admit(careerId: string): Promise<FameEntry> {
    const verdict = await this.judge(careerId);
    if (!verdict.admitted) throw auditFailed(careerId, verdict.findings);
    return verdict.entry;
  }

  /** The verdict of a career, if it has one. */
  async verdict(careerId: string): Promise<Verdict> {
    careerStream(careerId); // a malformed id names no career: 404
    const verdict = await this.verdicts.of(careerId);
    if (!verdict) throw noVerdict(careerId);
    return verdict;
  }

  /** Judges a finished career once: the full audit of its export, then its one verdict (at `endPosition`'s end). */
  async judge(careerId: string, endPosition?: number): Promise<Verdict> {
    const known = await this.verdicts.of(careerId);
    if (known) return known;
    const events = await this.store.readStream(careerStream(careerId));
    const profile = accounts.careerProfile(events);
    if (!profile?.ended) throw careerRunning(careerId);
    const report = await this.audit.audit(careerId);
    const at = this.clock.now().toISOString();
    if (!report.ok)
      return this.verdicts.record(
        // The worker's findings come from another realm: stored as the plain JSON they are.
        {
          id: careerId,
          admitted: false,
          findings: JSON.parse(JSON.stringify(report.findings)),
          refusedAt: at,
        },
        endPosition,
      );
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
      admittedAt: at,
    };
    return this.verdicts.record({ id: careerId, admitted: true, entry }, endPosition);
  }

  /**
   * The boards of a period, one page of each, and the position of the last verdict (a page follows the stream
   * `halloffame-careers` live from there).
   */
  async boards(query: BoardPage) {
    const { verdicts, position } = await this.verdicts.read();
    const admitted = verdicts.flatMap((v) => (v.admitted ? [v.entry] : []));
    return { ...query, position, boards: fameBoards(admitted, query) };
  }
}
