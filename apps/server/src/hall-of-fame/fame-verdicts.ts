import { streamName } from '@periscope/audit';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { AppError } from '../common/app-error';

/** The stream of the hall of fame's verdicts (libs/audit/src/streams.ts), public. */
const VERDICTS = streamName('hallOfFame', 'careers');
/** Its event types: a storage contract (ARCHITECTURE.md "The engine"). */
const CAREER_ADMITTED = 'CareerAdmitted';
const CAREER_REFUSED = 'CareerRefused';
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

/** What the hall of fame decided of a finished career: one verdict a career, never changed. */
export type Verdict =
  | { readonly careerId: string; readonly admitted: true; readonly entry: FameEntry }
  | {
      readonly careerId: string;
      readonly admitted: false;
      readonly findings: readonly unknown[];
      readonly refusedAt: string;
    };

const verdictOf = (event: RecordedEvent): Verdict | null => {
  if (event.type === CAREER_ADMITTED) {
    const entry = event.data as FameEntry;
    return { careerId: entry.careerId, admitted: true, entry };
  }
  if (event.type === CAREER_REFUSED)
    return { ...(event.data as Omit<Verdict & { admitted: false }, 'admitted'>), admitted: false };
  return null; // a newer server's type: skipped by name
};

/**
 * The verdicts' stream, where the hall of fame's expected revision is the fence: a verdict is appended only at the
 * revision at which no verdict of its career was read, so however many processes judge a career at once, it gets
 * one (docs/accounts.md "Hall of fame").
 */
export class FameVerdicts {
  constructor(private readonly store: EventStore) {}

  async all(): Promise<Verdict[]> {
    return (await this.read()).verdicts;
  }

  /** Every verdict, and the global position of the last: where a live page of the boards follows on. */
  async read(): Promise<{ verdicts: Verdict[]; position: number }> {
    const events = await this.store.readStream(VERDICTS);
    return { verdicts: events.flatMap((e) => verdictOf(e) ?? []), position: events.at(-1)?.position ?? 0 };
  }

  async of(careerId: string): Promise<Verdict | undefined> {
    return (await this.all()).find((v) => v.careerId === careerId);
  }

  /**
   * The latest career end a verdict judged: where a restarted watcher carries on. Every watcher judges the ends in
   * their order, so the one that judged it had judged (or found judged) every end before it.
   */
  async lastJudgedEnd(): Promise<number | undefined> {
    const ends = (await this.store.readStream(VERDICTS)).flatMap((e) => {
      const position = (e.metadata as { endPosition?: unknown }).endPosition;
      return typeof position === 'number' ? [position] : [];
    });
    return ends.length ? Math.max(...ends) : undefined;
  }

  /** Appends `verdict` unless its career has one already; answers the career's one verdict. */
  async record(verdict: Verdict, endPosition?: number): Promise<Verdict> {
    const event = verdict.admitted
      ? { type: CAREER_ADMITTED, data: verdict.entry }
      : {
          type: CAREER_REFUSED,
          data: { careerId: verdict.careerId, findings: verdict.findings, refusedAt: verdict.refusedAt },
        };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const events = await this.store.readStream(VERDICTS);
      const known = events.map(verdictOf).find((v) => v?.careerId === verdict.careerId);
      if (known) return known;
      try {
        await this.store.append(
          VERDICTS,
          [{ ...event, metadata: endPosition === undefined ? {} : { endPosition } }],
          {
            expectedRevision: events.length ? events[events.length - 1].revision : 'no_stream',
          },
        );
        return verdict;
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
