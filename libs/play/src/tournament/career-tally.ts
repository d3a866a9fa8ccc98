import type { Ruling } from '@periscope/audit';
// E-AUDIT-ENCOUNTER: where a voided encounter ends (the module itself: the browser's leaderboard takes no hash chain)
import { CLOSES_ENCOUNTER } from '@periscope/audit/career/career-result';
import type { YearMonth } from '@periscope/rules';
import type { CareerEndReason } from '@periscope/rules/career/model/career-end';

/** An event of a career stream, as much as the tally reads. */
export interface TalliedEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
}

/**
 * Where an entrant stands, for the survival board: in port or at sea (alive), home (the career reached its end
 * alive: 5.1.1, 5.1.2), or out: sunk (the boat, the crew or its commander lost), captured, relieved.
 */
export type Fate = 'notStarted' | 'inPort' | 'atSea' | 'home' | 'sunk' | 'captured' | 'relieved';

const FATE_OF_END: Record<CareerEndReason, Fate> = {
  sunk: 'sunk',
  lostAtSea: 'sunk',
  kommandantKilled: 'sunk',
  captured: 'captured',
  relieved: 'relieved',
  warOver: 'home',
  endDate: 'home',
};

/** Q-39, T-SURVIVAL: alive at the end means home (or still sailing, or not yet sailed, when the organiser finishes). */
export const isAlive = (fate: Fate): boolean =>
  fate === 'notStarted' || fate === 'inPort' || fate === 'atSea' || fate === 'home';

interface Credit {
  /** The revision of the ShipSunk (a correctResult names it), or -1 for a tanker's theoretical tons. */
  readonly revision: number;
  /** The EncounterRolled that opened the encounter it happened in (a voidEncounter names it), or null. */
  readonly encounter: number | null;
  readonly tons: number;
}

/** A career folded event by event, small enough to store: what the standings need, rulings kept apart. */
export interface CareerTally {
  readonly revision: number;
  readonly carried: number;
  readonly credits: readonly Credit[];
  readonly encounter: number | null;
  readonly patrolsCompleted: number;
  readonly patrol: number | null;
  readonly date: YearMonth | null;
  readonly ended: CareerEndReason | null;
  readonly rulings: readonly Ruling[];
}

/** What the standings read of a career: results with the rulings honoured. */
export interface EntrantCareer {
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly patrolsCompleted: number;
  /** The patrol under way, or null in port and after the end. */
  readonly patrol: number | null;
  readonly fate: Fate;
  readonly endReason: CareerEndReason | null;
  readonly date: YearMonth | null;
}

export const newTally = (): CareerTally => ({
  revision: -1,
  carried: 0,
  credits: [],
  encounter: null,
  patrolsCompleted: 0,
  patrol: null,
  date: null,
  ended: null,
  rulings: [],
});

type StartData = {
  startDate: YearMonth;
  options?: { combinedWithTheHunters?: false | { tonnage?: unknown } };
};

/** One career event into the tally (events of one career, in revision order). */
export function foldTally(tally: CareerTally, event: TalliedEvent): CareerTally {
  const encounter = CLOSES_ENCOUNTER.has(event.type)
    ? event.type === 'EncounterRolled'
      ? event.revision
      : null
    : tally.encounter;
  const next = { ...tally, revision: event.revision, encounter };
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'CareerStarted': {
      const hunters = (data as StartData).options?.combinedWithTheHunters;
      // 15.4: a career carried over from The Hunters starts with its tonnage.
      const carried = hunters && typeof hunters.tonnage === 'number' ? hunters.tonnage : 0;
      return { ...next, carried, date: (data as StartData).startDate };
    }
    case 'PatrolAssigned':
      return { ...next, patrol: data.number as number, date: data.date as YearMonth };
    case 'ShipSunk':
      return {
        ...next,
        credits: [...tally.credits, { revision: event.revision, encounter, tons: data.tonnage as number }],
      };
    case 'TheoreticalTonnageCredited': // 5.2.1, 11.4.10.5: a tanker's theoretical tons count with the tons sunk
      return { ...next, credits: [...tally.credits, { revision: -1, encounter, tons: data.tons as number }] };
    case 'PatrolCompleted':
    case 'CrewRescued':
      return { ...next, patrol: null, patrolsCompleted: tally.patrolsCompleted + 1 };
    case 'CareerEnded':
      return {
        ...next,
        patrol: null,
        ended: data.reason as CareerEndReason,
        patrolsCompleted: data.patrolsCompleted as number,
      };
    default:
      return next;
  }
}

/** A ruling filed on the career (`rulings-<careerId>`), honoured from then on. */
export const ruledOn = (tally: CareerTally, ruling: Ruling): CareerTally => ({
  ...tally,
  rulings: [...tally.rulings, ruling],
});

/** The career's results as careerResult (libs/audit) computes them: voided encounters, corrected tonnages. */
export function entrantCareer(tally: CareerTally): EntrantCareer {
  const voided = new Set(tally.rulings.flatMap((r) => (r.kind === 'voidEncounter' ? [r.revision] : [])));
  const corrected = new Map(
    tally.rulings.flatMap((r) => (r.kind === 'correctResult' ? [[r.revision, r.to]] : [])),
  );
  let tonnage = tally.carried;
  let shipsSunk = 0;
  for (const credit of tally.credits) {
    if (credit.encounter !== null && voided.has(credit.encounter)) continue;
    tonnage += corrected.get(credit.revision) ?? credit.tons;
    if (credit.revision >= 0) shipsSunk++;
  }
  const fate: Fate =
    tally.ended !== null
      ? FATE_OF_END[tally.ended]
      : tally.revision < 0
        ? 'notStarted'
        : tally.patrol !== null
          ? 'atSea'
          : 'inPort';
  return {
    tonnage,
    shipsSunk,
    patrolsCompleted: tally.patrolsCompleted,
    patrol: tally.patrol,
    fate,
    endReason: tally.ended,
    date: tally.date,
  };
}

/** A whole career at once (the e2e's recomputation, the CLI): the same fold, event by event. */
export const tallyOf = (events: readonly TalliedEvent[], rulings: readonly Ruling[] = []): CareerTally =>
  rulings.reduce(ruledOn, events.reduce(foldTally, newTally()));
