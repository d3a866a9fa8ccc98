import type { AttackResult, ChartPack, QualityChart, QualityLevel } from '../../charts';
import type { DiceSource } from '../../dice';
import { optionalWith, stateWith } from '../model/copies';
import type { RuleApplied } from '../model/events';
import type { AircraftQualityRolled, EscortQualityRolled } from '../model/events-options';
import { rollOn } from '../model/rolls';
import type { CareerState } from '../model/state';

// 14.6 variable escort quality, 14.7 variable aircraft quality, and what they (and 14.8) do to an [E3] result.

const FIVE_HITS = 5; // 14.6.3, 14.7.3: the largest [E3] hit result

/** 14.6.1, E-OPT-QUALITY: once an encounter, after the evasion is declared (9.6.7), before [E2] or the first attack. */
export const escortQualityDue = (state: CareerState): boolean =>
  state.career?.options.variableEscortQuality === true && state.optional.escortQuality === null;

export function rollEscortQuality(dice: DiceSource, charts: ChartPack): EscortQualityRolled {
  const { roll, result } = rollOn(dice, charts.escortQuality, 'escort quality', {
    purpose: 'escort quality',
    rule: '14.6.1',
  });
  return { type: 'EscortQualityRolled', data: { roll, quality: result } };
}

/** 14.7.1: the boat failed to dive in time: each attacking aircraft's quality, before its [E3] roll. */
export const aircraftQualityDue = (state: CareerState): boolean =>
  state.career?.options.variableAircraftQuality === true && state.optional.aircraftQuality === null;

export function rollAircraftQuality(dice: DiceSource, charts: ChartPack): AircraftQualityRolled {
  const { roll, result } = rollOn(dice, charts.aircraftQuality, 'aircraft quality', {
    purpose: 'aircraft quality',
    rule: '14.7.1',
  });
  return { type: 'AircraftQualityRolled', data: { roll, quality: result } };
}

/** The quality in play, with its chart. */
export interface QualityInPlay {
  readonly chart: QualityChart;
  readonly quality: QualityLevel;
}

export const escortQualityOf = (state: CareerState, charts: ChartPack): QualityInPlay | null =>
  state.optional.escortQuality
    ? { chart: charts.escortQuality, quality: state.optional.escortQuality }
    : null;

export const aircraftQualityOf = (state: CareerState, charts: ChartPack): QualityInPlay | null =>
  state.optional.aircraftQuality
    ? { chart: charts.aircraftQuality, quality: state.optional.aircraftQuality }
    : null;

/** 14.7.3: an Elite aircraft's strafing injures two crewmen instead of one (9.8.2). */
export const automaticCrewInjuries = (quality: QualityInPlay | null): number =>
  quality?.chart.effects[quality.quality].automaticCrewInjuries ?? 1;

export interface AdjustedAttack {
  readonly hits: number;
  readonly sunk: boolean;
  readonly rulesApplied: readonly RuleApplied[];
}

const show = (r: { hits: number; sunk: boolean }) => (r.sunk ? 'sunk' : `${r.hits} hits`);

/**
 * An [E3] result after 14.6/14.7 quality and 14.8 evasive manoeuvres, in that order (E-OPT-HITS, Q-48): Green
 * takes a hit off and turns "sunk" into 5 hits; Veteran and Elite add one and sink on 5 hits; the manoeuvres add
 * −1, +1 or +3. Hits never go below 0. With the manoeuvres a result above 5 hits is rolled hit by hit (14.8.2), so
 * the "5 hits sink" of 14.6 gives way; an [E3] "sunk" that quality leaves standing still sinks.
 */
export function adjustedAttack(
  printed: AttackResult,
  quality: QualityInPlay | null,
  evasion: number | null,
): AdjustedAttack {
  const rulesApplied: RuleApplied[] = [];
  let result = { hits: printed.hits, sunk: printed.uboatSunk };
  if (quality) {
    const effect = quality.chart.effects[quality.quality];
    const before = result;
    if (result.sunk && effect.sunkBecomesFiveHits) result = { hits: FIVE_HITS, sunk: false };
    else if (!result.sunk) {
      const fiveSink = effect.fiveHitsSink && result.hits >= FIVE_HITS && evasion === null;
      result = { hits: Math.max(0, result.hits + effect.hits), sunk: fiveSink };
    }
    if (show(before) !== show(result))
      rulesApplied.push({ rule: quality.chart.optionalRule, from: show(before), to: show(result) });
  }
  if (evasion !== null && !result.sunk) {
    const to = { hits: Math.max(0, result.hits + evasion), sunk: false };
    if (to.hits !== result.hits) rulesApplied.push({ rule: '14.8.1', from: show(result), to: show(to) });
    result = to;
  }
  return { ...result, rulesApplied };
}

/** The state with this encounter's escort quality known (for the [E2] roll made with it). */
export const withEscortQuality = (state: CareerState, rolled: EscortQualityRolled): CareerState =>
  stateWith(state, { optional: optionalWith(state.optional, { escortQuality: rolled.data.quality }) });
