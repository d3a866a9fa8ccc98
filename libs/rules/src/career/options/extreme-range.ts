import type { AttackRange, ChartPack, E2Result, RollTable } from '../../charts';
import type { CareerCommand, Shot } from '../model/commands';
import { readyTubes } from '../common/tubes';
import { boatOf, encounterOf, type CareerState, type TorpedoType } from '../model/state';
import { ruleProblem, type RuleProblem } from '../model/violations';
import { EXTREME, type ApproachRange } from '../model/vocabulary';

// 14.16 Extreme range: FaT G7a/G7e torpedoes at a convoy only; to hit on an unmodified 2-3; the escorts detect the
// boat only on an unmodified 11-12 (10-12 with a second salvo).

type ApproachData = Extract<CareerCommand, { type: 'ChooseApproach' }>['data'];

const FAT: readonly TorpedoType[] = ['g7aFat', 'g7eFat'];

const fatReady = (state: CareerState) =>
  (['bow', 'stern'] as const).some((end) =>
    readyTubes(state, end).some((i) => {
      const t = boatOf(state).torpedoes;
      return FAT.includes((end === 'bow' ? t.bowTubes : t.sternTubes)[i] as TorpedoType);
    }),
  );

/** Why this approach cannot be made at Extreme range, or null (also null for the other ranges). */
export function extremeRangeProblem(state: CareerState, data: ApproachData): RuleProblem | null {
  if (data.range !== EXTREME) return null;
  if (!state.career?.options.extremeRange)
    return ruleProblem('14.16', 'options/not-in-play', 'Extreme range is an optional rule (14.16)');
  if (encounterOf(state).kind !== 'convoy' || data.attackEscort || encounterOf(state).submarine)
    return ruleProblem('14.16', 'approach/range-not-allowed', 'Extreme range only against a convoy');
  if (!fatReady(state))
    return ruleProblem(
      '14.16',
      'approach/range-not-allowed',
      'Extreme range only with a FaT G7a or G7e loaded',
    );
  return null;
}

/** 14.16: only FaT G7a and G7e at Extreme range. */
export function extremeSalvoProblem(state: CareerState, shots: readonly Shot[]): RuleProblem | null {
  if (encounterOf(state).approach?.range !== EXTREME) return null;
  const t = boatOf(state).torpedoes;
  const homing = shots.some(
    (s) => !FAT.includes((s.end === 'bow' ? t.bowTubes : t.sternTubes)[s.tube] as TorpedoType),
  );
  return homing
    ? ruleProblem(
        '14.16',
        'combat/torpedo-type-not-aboard',
        'Only FaT G7a and G7e torpedoes at Extreme range',
      )
    : null;
}

/** [U1] for a range: Extreme is its own unmodified table (14.16). */
export const toHitTable = (charts: ChartPack, range: ApproachRange): RollTable<'hit' | 'miss'> =>
  range === EXTREME ? charts.U1.extremeRange : charts.U1.ranges[range];

/** 14.16: the unmodified [E2] at Extreme range after firing (E-OPT-EXTREME: a second salvo = both ends fired). */
export function extremeDetectionTable(state: CareerState, charts: ChartPack): RollTable<E2Result> | null {
  const encounter = encounterOf(state);
  if (encounter.approach?.range !== EXTREME || encounter.hunt?.origin === 'arrived') return null;
  return encounter.bothEnds ? charts.E2.extremeRangeSecondSalvo : charts.E2.extremeRange;
}

/** A standard range where the rules need one (a submarine is never attacked at Extreme range). */
export const standardRange = (range: ApproachRange): AttackRange => (range === EXTREME ? 'long' : range);
