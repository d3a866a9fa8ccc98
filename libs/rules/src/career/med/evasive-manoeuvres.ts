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
import { roll, type RecordedRoll } from '../model/rolls';
import type { MedState, Step } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { damageOf, medDepthCharges, type MedHuntEvent } from './escorts';

// 11.3 Evasive manoeuvres (004 L2596-2644): before each [B4] roll the Comandante picks a number from 1 to 6 and the
// escort's is rolled, or in a two-player game chosen by the opponent, both shown together (004 L2640-2642: the
// duel's face-hidden numbers, libs/play/src/duel/manoeuvres.ts); their directions add −1, +1 or +3 hits.

type ChooseEvasiveManoeuvre = Extract<CareerCommand, { type: 'ChooseEvasiveManoeuvre' }>;

const { directions, hits, notWith } = MED_OPTION_RULES.evasion;
const MED_EVASION_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** 11.3: switched on, and the hydrophones work (004 L2643-2644). */
const medEvasionDue = (state: MedState): boolean =>
  (state.career as MedCareer).options.evasiveManoeuvres !== false &&
  !damageOf(state).systems.includes(notWith.value);

const MANOEUVRE: Step = { kind: 'evasiveManoeuvre' };
const DEPTH_CHARGES: Step = { kind: 'depthCharges' };

/** The step before a [B4] attack: the Comandante's manoeuvre under 11.3, else the depth charges at once. */
export const medAttackStep = (state: MedState): Step => (medEvasionDue(state) ? MANOEUVRE : DEPTH_CHARGES);

const directionOf = (n: number): MedEvasionDirection => directions.value[n as 1 | 2 | 3 | 4 | 5 | 6];

/** 11.3, two players (004 L2640-2642): the opponent chooses the escort's number. */
const escortChosen = (state: MedState): boolean =>
  (state.career as MedCareer).options.evasiveManoeuvres === 'escortChosen';

/** What pending() offers: the Comandante's number, and the escort's where the opponent chooses it. */
export const medEvasionParameters = (state: MedState): Record<string, readonly number[]> =>
  escortChosen(state)
    ? { uboatNumber: MED_EVASION_NUMBERS, escortNumber: MED_EVASION_NUMBERS }
    : { uboatNumber: MED_EVASION_NUMBERS };

/** 11.3: the Comandante's number, the escort's (1d6, or the opponent's), then the [B4] attack with the hits they add. */
export function chooseMedEvasiveManoeuvre(
  state: MedState,
  command: ChooseEvasiveManoeuvre,
  dice: DiceSource,
  pack: MedChartPack,
): (MedHuntEvent | MedEvasiveManoeuvreMade)[] {
  requireStep(state, 'evasiveManoeuvre', '11.3', 'ChooseEvasiveManoeuvre');
  const { uboatNumber, escortNumber } = command.data;
  const chosen = escortChosen(state);
  if (chosen !== (escortNumber !== undefined))
    throw violation(
      '11.3',
      'evasion/escort-number',
      chosen
        ? "In a two-player game the opponent's number comes with the Comandante's"
        : "In a solo game the escort's number is rolled",
    );
  const made = manoeuvre(uboatNumber, escortNumber, dice);
  return [made, ...medDepthCharges(state, dice, pack, { rule: '11.3', hits: made.data.hits })];
}

function manoeuvre(
  uboatNumber: number,
  chosen: number | undefined,
  dice: DiceSource,
): MedEvasiveManoeuvreMade {
  const escortRoll =
    chosen === undefined ? roll(dice, '1d6', { purpose: "escort's direction", rule: '11.3' }) : null;
  const escortNumber = chosen ?? (escortRoll as RecordedRoll).natural;
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
