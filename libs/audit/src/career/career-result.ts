import type { VictoryLevel } from '@periscope/rules';
import { victoryLevel } from '@periscope/rules/career/victory';
import type { Ruling, SubjectEvent } from '../rulings';

/** What a career achieved, as the audit recomputes it and a projection publishes it. */
export interface CareerResult {
  /** 5.2.1: the tonnage of the ships sunk (without voided encounters, with corrected results), plus any carried over. */
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly patrolsCompleted: number;
  readonly ended: boolean;
  /** 5.2.2, once the career has ended (5.2.3: posthumously too); null while it runs. */
  readonly victoryLevel: VictoryLevel | null;
  /** The revisions of the EncounterRolled events whose encounters a ruling voided. */
  readonly voidedEncounters: readonly number[];
}

// An encounter runs from its EncounterRolled to the next event of one of these types (or the next encounter).
const CLOSES_ENCOUNTER = new Set([
  'EncounterRolled',
  'TravelBoxEntered',
  'PatrolAssigned',
  'PatrolCompleted',
  'CareerEnded',
]);

type StartData = { options?: { combinedWithTheHunters?: false | { tonnage?: unknown } } };

/**
 * The career's result from its events, honouring the rulings (the pure projection helper): a voided
 * encounter's sinkings add nothing, a corrected ShipSunk counts its corrected tonnage. Rulings are assumed
 * valid (see rulingProblem).
 */
export function careerResult(events: readonly SubjectEvent[], rulings: readonly Ruling[] = []): CareerResult {
  const voided = new Set(rulings.filter((r) => r.kind === 'voidEncounter').map((r) => r.revision));
  const corrected = new Map(
    rulings.flatMap((r) => (r.kind === 'correctResult' ? [[r.revision, r.to] as const] : [])),
  );
  const hunters = (events[0]?.data as StartData | undefined)?.options?.combinedWithTheHunters;
  // 15.4: a career carried over from The Hunters starts with its tonnage.
  let tonnage = hunters && typeof hunters.tonnage === 'number' ? hunters.tonnage : 0;
  let shipsSunk = 0;
  let patrolsCompleted = 0;
  let ended = false;
  let captured = false;
  let encounter: number | null = null;
  for (const event of events) {
    if (CLOSES_ENCOUNTER.has(event.type))
      encounter = event.type === 'EncounterRolled' ? event.revision : null;
    if (event.type === 'ShipSunk' && (encounter === null || !voided.has(encounter))) {
      tonnage += corrected.get(event.revision) ?? (event.data as { tonnage: number }).tonnage;
      shipsSunk++;
    }
    if (event.type === 'PatrolCompleted') patrolsCompleted++;
    if (event.type === 'CareerEnded') ended = true;
    // 10.10.2: a U-boat captured after a failed scuttle is a Defeat whatever it sank.
    if (event.type === 'UBoatScuttled') captured ||= scuttledAndCaptured(event.data);
  }
  return {
    tonnage,
    shipsSunk,
    patrolsCompleted,
    ended,
    victoryLevel: ended ? victoryLevel(tonnage, captured, Boolean(hunters)) : null,
    voidedEncounters: [...voided].sort((a, b) => a - b),
  };
}

const scuttledAndCaptured = (data: unknown): boolean => {
  const d = data as { roll?: unknown; captured?: unknown };
  return d.roll != null && d.captured === true;
};
