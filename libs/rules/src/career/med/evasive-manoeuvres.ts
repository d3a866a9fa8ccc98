import {
  MED_OPTION_RULES,
  type MedEvasionDirection,
  type MedEvasionOutcome,
} from '../../campaigns/beneath-the-med/option-rules';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { MedCareer } from '../model/med';
import type { MedEvasiveManoeuvreMade } from '../model/med-options';
import { roll } from '../model/rolls';
import type { MedState, Step } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { damageOf, medDepthCharges, type MedHuntEvent } from './escorts';

// 11.3 Evasive manoeuvres (004 L2596-2644): before each [B4] roll the Comandante picks a number from 1 to 6 and the
// escort's is rolled; their directions add −1, +1 or +3 hits. Solo only: the two-player choice is not played.

type ChooseEvasiveManoeuvre = Extract<CareerCommand, { type: 'ChooseEvasiveManoeuvre' }>;

const { directions, hits, notWith } = MED_OPTION_RULES.evasion;
export const MED_EVASION_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** 11.3: switched on, and the hydrophones work (004 L2643-2644). */
const medEvasionDue = (state: MedState): boolean =>
  (state.career as MedCareer).options.evasiveManoeuvres !== false &&
  !damageOf(state).systems.includes(notWith.value);

const MANOEUVRE: Step = { kind: 'evasiveManoeuvre' };
const DEPTH_CHARGES: Step = { kind: 'depthCharges' };

/** The step before a [B4] attack: the Comandante's manoeuvre under 11.3, else the depth charges at once. */
export const medAttackStep = (state: MedState): Step => (medEvasionDue(state) ? MANOEUVRE : DEPTH_CHARGES);

const directionOf = (n: number): MedEvasionDirection => directions.value[n as 1 | 2 | 3 | 4 | 5 | 6];

/** 11.3: the Comandante's number, the escort's 1d6, then the [B4] attack with the hits they add. */
export function chooseMedEvasiveManoeuvre(
  state: MedState,
  command: ChooseEvasiveManoeuvre,
  dice: DiceSource,
  pack: MedChartPack,
): (MedHuntEvent | MedEvasiveManoeuvreMade)[] {
  requireStep(state, 'evasiveManoeuvre', '11.3', 'ChooseEvasiveManoeuvre');
  const { uboatNumber, escortNumber } = command.data;
  if (escortNumber !== undefined)
    throw violation('11.3', 'evasion/escort-number', "In a solo game the escort's number is rolled");
  const made = manoeuvre(uboatNumber, dice);
  return [made, ...medDepthCharges(state, dice, pack, { rule: '11.3', hits: made.data.hits })];
}

function manoeuvre(uboatNumber: number, dice: DiceSource): MedEvasiveManoeuvreMade {
  const escortRoll = roll(dice, '1d6', { purpose: "escort's direction", rule: '11.3' });
  const escortNumber = escortRoll.natural;
  const [uboatDirection, escortDirection] = [directionOf(uboatNumber), directionOf(escortNumber)];
  const outcome: MedEvasionOutcome =
    uboatNumber === escortNumber
      ? 'sameNumber'
      : uboatDirection === escortDirection
        ? 'sameDirection'
        : 'differentDirection';
  const data = {
    rule: '11.3' as const,
    uboatNumber,
    uboatDirection,
    escortNumber,
    escortDirection,
    escortRoll,
  };
  return { type: 'EvasiveManoeuvreMade', data: { ...data, outcome, hits: hits[outcome].value } };
}
