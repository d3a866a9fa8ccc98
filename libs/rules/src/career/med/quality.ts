import { MED_OPTION_RULES, type MedForceQuality } from '../../campaigns/beneath-the-med/option-rules';
import type { YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import type { MedCareer, MedPatrol } from '../model/med';
import type { MedQualityRolled } from '../model/med-options';
import type { RuleApplied } from '../model/records';
import { rollOn } from '../model/rolls';
import type { MedState } from '../model/state';

// 11.4 the escorts' and 11.5 the aircraft's variable quality: one 1d6 by year, and its hits on [B4].

const KIND = {
  escort: { type: 'EscortQualityRolled', rule: '11.4', purpose: 'escort quality' },
  aircraft: { type: 'AircraftQualityRolled', rule: '11.5', purpose: 'aircraft quality' },
} as const;

/** 11.4, 11.5 (004 L2658-2659, L2679-2680): 1d6 on the year's row, 1940-1941 or 1942-1943. */
export function rollMedQuality(dice: DiceSource, date: YearMonth, of: keyof typeof KIND): MedQualityRolled {
  const rows = MED_OPTION_RULES.qualityByYear;
  const year = [...rows].reverse().find((r) => r.from <= date) ?? rows[0];
  const { type, rule, purpose } = KIND[of];
  const { roll, result } = rollOn(dice, year.table, `${rule} ${year.from.slice(0, 4)}`, { purpose, rule });
  return { type, data: { rule, roll, quality: result } };
}

/** 11.4: switched on, the escorts' quality once a combat, before their first roll after the attack. */
const escortQualityDue = (state: MedState): boolean =>
  (state.career as MedCareer).options.variableEscortQuality && escortQualityOf(state) === null;

const escortQualityOf = (state: MedState): MedForceQuality | null =>
  (state.patrol as MedPatrol | null)?.escortQuality ?? null;

/** 11.4: the escorts' quality known, or rolled now when due (its event first), or null with the option off. */
export function escortQualityFor(
  state: MedState,
  dice: DiceSource,
): { readonly rolled: MedQualityRolled[]; readonly quality: MedForceQuality | null } {
  if (!escortQualityDue(state)) return { rolled: [], quality: escortQualityOf(state) };
  const rolled = rollMedQuality(dice, (state.career as MedCareer).date, 'escort');
  return { rolled: [rolled], quality: rolled.data.quality };
}

/** 11.4: the elite escorts' +1 on [B3] (004 L2664-2666). */
export const eliteEscortDetection = (quality: MedForceQuality | null) =>
  quality ? MED_OPTION_RULES.escortQuality[quality].detection : null;

interface MedAttackResult {
  readonly hits: number;
  readonly sunk: boolean;
  readonly rulesApplied: readonly RuleApplied[];
}

const shown = (r: { hits: number; sunk: boolean }) => (r.sunk ? 'sunk' : `${r.hits} hits`);

/**
 * A [B4] result after the quality of 11.4/11.5 and the evasive manoeuvre of 11.3, each added to its hits in that
 * order, never below none (Q-BTM-OPT-HITS): a "sunk" result is no number of hits and stands.
 */
export function medAdjustedAttack(
  printed: { readonly hits: number; readonly sunk: boolean },
  adjustments: readonly { readonly rule: string; readonly hits: number }[],
): MedAttackResult {
  const rulesApplied: RuleApplied[] = [];
  let hits = printed.hits;
  for (const { rule, hits: more } of adjustments) {
    if (printed.sunk || more === 0) continue;
    const to = Math.max(0, hits + more);
    if (to !== hits)
      rulesApplied.push({ rule, from: shown({ hits, sunk: false }), to: shown({ hits: to, sunk: false }) });
    hits = to;
  }
  return { hits, sunk: printed.sunk, rulesApplied };
}

/** 11.4: the escorts' hits on [B4] by their quality. */
export const escortQualityHits = (quality: MedForceQuality | null) =>
  quality ? [{ rule: '11.4', hits: MED_OPTION_RULES.escortQuality[quality].hits.value }] : [];
