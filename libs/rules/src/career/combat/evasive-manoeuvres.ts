import { rowFor, type ChartPack, type EvasionDirection } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import { depthChargesOnE3 } from './depth-charges';
import type { CareerEvent } from '../model/events';
import type { EvasiveManoeuvreDue, EvasiveManoeuvreMade } from '../model/events-options';
import { rollOn, type RecordedRoll } from '../model/rolls';
import { boatOf, type CareerState } from '../model/state';
import { requireStep, violation } from '../model/violations';

// 14.8 Evasive manoeuvres: before the [E3] roll of escort depth charges (Q-47: not Hedgehog, Squid or aircraft),
// the Kommandant picks 1-6 and the escort's number is rolled (solo) or chosen secretly by the opponent (14.8.3).

type ChooseEvasiveManoeuvre = Extract<CareerCommand, { type: 'ChooseEvasiveManoeuvre' }>;

export const NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** 14.8, 14.8.4: switched on, and the hydrophones (or the Nibelung that replaces them, 14.12) work. */
export const evasiveManoeuvresDue = (state: CareerState): boolean =>
  state.career?.options.evasiveManoeuvres !== false &&
  state.career?.options.evasiveManoeuvres !== undefined &&
  !boatOf(state).damagedSystems.includes('hydrophones');

export const evasiveManoeuvreDue = (specialCheck: RecordedRoll): EvasiveManoeuvreDue => ({
  type: 'EvasiveManoeuvreDue',
  data: { specialCheck },
});

/** What pending() offers: the Kommandant's number, and the escort's when the opponent chooses it (14.8.3, E-OPT-SEALED). */
export function evasiveManoeuvreParameters(state: CareerState): Record<string, readonly number[]> {
  const chosen = state.career?.options.evasiveManoeuvres === 'escortChosen';
  return chosen ? { uboatNumber: NUMBERS, escortNumber: NUMBERS } : { uboatNumber: NUMBERS };
}

/** 14.8.1: the escort's direction against the boat's: −1, +1 or +3 hits on the [E3] roll that follows. */
export function chooseEvasiveManoeuvre(
  state: CareerState,
  command: ChooseEvasiveManoeuvre,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  requireStep(state, 'evasiveManoeuvre', '14.8', 'ChooseEvasiveManoeuvre');
  const chosenByOpponent = state.career?.options.evasiveManoeuvres === 'escortChosen';
  const { uboatNumber, escortNumber } = command.data;
  if (chosenByOpponent !== (escortNumber !== undefined))
    throw violation(
      '14.8.3',
      'evasion/escort-number',
      chosenByOpponent
        ? "In a two-player game the opponent's number comes with the Kommandant's"
        : "In a solo game the escort's number is rolled",
    );
  const escort = escortSide(escortNumber, dice, charts);
  const made = manoeuvre(uboatNumber, escort, charts);
  const check = state.optional.depthChargeCheck as RecordedRoll;
  const attack = depthChargesOnE3(state, dice, charts, check, made.data.hits);
  return attack.data.sunk
    ? [made, attack, { type: 'UBoatSunk', data: { rule: '9.6.10', cause: 'attack' } }]
    : [made, attack];
}

interface EscortSide {
  readonly number: number;
  readonly roll: RecordedRoll | null;
}

function escortSide(chosen: number | undefined, dice: DiceSource, charts: ChartPack): EscortSide {
  if (chosen !== undefined) return { number: chosen, roll: null };
  const { roll } = rollOn(dice, charts.B12.escortRoll, 'B12 escort', {
    purpose: "escort's direction",
    rule: '14.8',
  });
  return { number: roll.natural, roll };
}

const direction = (charts: ChartPack, n: number, side: 'uboatChoice' | 'escortRoll'): EvasionDirection =>
  rowFor(charts.B12[side], n).result;

function manoeuvre(uboatNumber: number, escort: EscortSide, charts: ChartPack): EvasiveManoeuvreMade {
  const uboatDirection = direction(charts, uboatNumber, 'uboatChoice');
  const escortDirection = direction(charts, escort.number, 'escortRoll');
  const outcome =
    uboatNumber === escort.number
      ? 'sameNumber'
      : uboatDirection === escortDirection
        ? 'sameDirection'
        : 'differentDirection';
  return {
    type: 'EvasiveManoeuvreMade',
    data: {
      uboatNumber,
      uboatDirection,
      escortNumber: escort.number,
      escortDirection,
      escortRoll: escort.roll,
      outcome,
      hits: charts.B12.hits[outcome].value,
    },
  };
}
