import { streamName } from '@periscope/audit';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { AppError } from '../common/app-error';

/** Appends racing for the end of the stream: each retry reads it again. */
const ATTEMPTS = 4;

/** A kind of subject the hall of fame judges: its verdicts' stream and their two event types (a storage contract). */
export interface FameKind<E> {
  /** `halloffame-<board>`: `careers`, `games`. */
  readonly board: string;
  readonly admitted: string;
  readonly refused: string;
  /** The subject an admitted entry is of. */
  readonly idOf: (entry: E) => string;
}

/** The careers' verdicts: `halloffame-careers`. */
export const CAREERS: FameKind<FameEntry> = {
  board: 'careers',
  admitted: 'CareerAdmitted',
  refused: 'CareerRefused',
  idOf: (entry) => entry.careerId,
};

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

/** What the hall of fame decided of a finished career or game: one verdict a subject, never changed. */
export type Verdict<E = FameEntry> =
  | { readonly id: string; readonly admitted: true; readonly entry: E }
  | {
      readonly id: string;
      readonly admitted: false;
      readonly findings: readonly unknown[];
      readonly refusedAt: string;
    };

type Refusal = Omit<Extract<Verdict, { admitted: false }>, 'admitted'>;

/**
 * A kind's verdicts' stream, where its expected revision is the fence: a verdict is appended only at the revision at
 * which no verdict of its subject was read, so however many processes judge a subject at once, it gets one
 * (docs/accounts.md "Hall of fame").
 */
export class FameVerdicts<E = FameEntry> {
  private readonly stream: string;

  constructor(
    private readonly store: EventStore,
    private readonly kind: FameKind<E>,
  ) {
    this.stream = streamName('hallOfFame', kind.board);
  }

  private verdictOf(event: RecordedEvent): Verdict<E> | null {
    if (event.type === this.kind.admitted) {
      const entry = event.data as E;
      return { id: this.kind.idOf(entry), admitted: true, entry };
    }
    if (event.type === this.kind.refused) return { ...(event.data as Refusal), admitted: false };
    return null; // a newer server's type: skipped by name
  }

  async all(): Promise<Verdict<E>[]> {
    return (await this.read()).verdicts;
  }

  /** Every verdict, and the global position of the last: where a live page of the boards follows on. */
  async read(): Promise<{ verdicts: Verdict<E>[]; position: number }> {
    const events = await this.store.readStream(this.stream);
    return {
      verdicts: events.flatMap((e) => this.verdictOf(e) ?? []),
      position: events.at(-1)?.position ?? 0,
    };
  }

  async of(id: string): Promise<Verdict<E> | undefined> {
    return (await this.all()).find((v) => v.id === id);
  }

  /**
   * The latest career end a verdict judged: where a restarted watcher carries on. Every watcher judges the ends in
   * their order, so the one that judged it had judged (or found judged) every end before it.
   */
  async lastJudgedEnd(): Promise<number | undefined> {
    const ends = (await this.store.readStream(this.stream)).flatMap((e) => {
      const position = (e.metadata as { endPosition?: unknown }).endPosition;
      return typeof position === 'number' ? [position] : [];
    });
    return ends.length ? Math.max(...ends) : undefined;
  }

  /** Appends `verdict` unless its subject has one already; answers the subject's one verdict. */
  async record(verdict: Verdict<E>, endPosition?: number): Promise<Verdict<E>> {
    const event = verdict.admitted
      ? { type: this.kind.admitted, data: verdict.entry }
      : {
          type: this.kind.refused,
          data: { id: verdict.id, findings: verdict.findings, refusedAt: verdict.refusedAt },
        };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const events = await this.store.readStream(this.stream);
      const known = events.map((e) => this.verdictOf(e)).find((v) => v?.id === verdict.id);
      if (known) return known;
      try {
        await this.store.append(
          this.stream,
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
    throw new AppError('conflict', 'hall-of-fame/conflict', 'Others kept being admitted at once: ask again');
  }
}
