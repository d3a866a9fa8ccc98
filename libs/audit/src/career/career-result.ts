import type { VictoryLevel } from '@periscope/rules';
import { victoryLevel } from '@periscope/rules/career/port/victory';
import type { Ruling, SubjectEvent } from '../rulings';

/** What a career achieved, as the audit recomputes it and a projection publishes it. */
export interface CareerResult {
  /**
   * 5.2.1: the tonnage of the ships sunk and a tanker's theoretical tons (without voided encounters, with corrected
   * results), plus any carried over from The Hunters.
   */
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly ended: boolean;
  /** 5.2.2, once the career has ended (5.2.3: posthumously too); null while it runs. */
  readonly victoryLevel: VictoryLevel | null;
  /** The revisions of the EncounterRolled events whose encounters a ruling voided. */
  readonly voidedEncounters: readonly number[];
}

// E-AUDIT-ENCOUNTER: an encounter runs from its EncounterRolled to the next event of one of these types.
export const CLOSES_ENCOUNTER: ReadonlySet<string> = new Set([
  'EncounterRolled',
  'TravelBoxEntered',
  'PatrolAssigned',
  'PatrolCompleted',
  'CareerEnded',
]);

type EndData = { readonly victoryLevel?: unknown; readonly tonnage?: unknown };
type StartData = { options?: { combinedWithTheHunters?: false | { tonnage?: unknown } } };

/**
 * The career's result from its events, honouring the rulings (the pure projection helper): a voided
 * encounter's tonnage adds nothing, a corrected ShipSunk counts its corrected tonnage, and the victory level
 * follows the tonnage (a U-boat captured stays a Defeat: CareerEnded said so where its tonnage gave more). Rulings
 * are assumed valid (see rulingProblem).
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
  let ended = null as EndData | null;
  let encounter: number | null = null;
  for (const event of events) {
    if (CLOSES_ENCOUNTER.has(event.type))
      encounter = event.type === 'EncounterRolled' ? event.revision : null;
    const counts = encounter === null || !voided.has(encounter);
    if (event.type === 'ShipSunk' && counts) {
      tonnage += corrected.get(event.revision) ?? (event.data as { tonnage: number }).tonnage;
      shipsSunk++;
    }
    // 5.2.1, 11.4.10.5: a tanker's theoretical tons count with the tons sunk.
    if (event.type === 'TheoreticalTonnageCredited' && counts)
      tonnage += (event.data as { tons: number }).tons;
    if (event.type === 'CareerEnded') ended = event.data as EndData;
  }
  const combined = Boolean(hunters);
  // 10.10.2, E-AUDIT-CAPTURED: the engine's own level was Defeat where its tonnage gave more: the U-boat was captured.
  const captured =
    ended?.victoryLevel === 'defeat' &&
    typeof ended.tonnage === 'number' &&
    victoryLevel(ended.tonnage, false, combined) !== 'defeat';
  return {
    tonnage,
    shipsSunk,
    ended: ended !== null,
    victoryLevel: ended ? victoryLevel(tonnage, captured, combined) : null,
    voidedEncounters: [...voided].sort((a, b) => a - b),
  };
}
