import { BENEATH_THE_MED, medChart } from '../../campaigns';
import {
  MED_START,
  medBoardOf,
  type MedBoard,
  type MedClass,
  type MedTorpedo,
} from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { MedTorpedoesLoaded } from '../model/events-med-port';
import type { MedCareer, MedTorpedoLoad } from '../model/med';
import { onChart, roll, type RecordedRoll } from '../model/rolls';
import type { MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';

// 4.5: the torpedoes loaded at the start and at every refit; from 1942 up to four G7e on 1d6 = 1 (Q-BTM-G7E).

type LoadTorpedoes = Extract<CareerCommand, { type: 'LoadTorpedoes' }>;

/** 4.5 step 3: G7e may be asked for from 1942, never on a Cagni (45 cm tubes). */
export const g7eMayBeAsked = (boatClass: MedClass, month: YearMonth): boolean =>
  month >= MED_START.g7e.from.value && !MED_START.g7e.never.value.includes(boatClass);

/** 4.5 step 3: how many G7e the player asks for; none before 1942, never on a Cagni, at most four. */
export function g7eAsked(boatClass: MedClass, month: YearMonth, asked: number): number {
  const { atMost } = MED_START.g7e;
  if (asked === 0) return 0;
  if (!Number.isInteger(asked) || asked < 0 || asked > atMost.value)
    throw violation('4.5', 'setup/too-many-torpedo-swaps', `From 0 to ${atMost.value} G7e may be asked for`);
  if (!g7eMayBeAsked(boatClass, month))
    throw violation('4.5', 'setup/too-many-torpedo-swaps', `No G7e for a ${boatClass} in ${month}`);
  return asked;
}

/** 4.5 step 3: the 1d6 of limited availability, G7e on a 1. */
export const g7eAvailable = (dice: DiceSource): RecordedRoll => {
  const r = roll(dice, '1d6', { purpose: 'G7e torpedoes available', rule: '4.5' });
  return onChart(r, '4.5 G7e', r.total <= MED_START.g7e.on.value ? 'G7e (1)' : 'none (2-6)');
};

/** 4.5 step 3: the number asked for on a 1, none otherwise (or when no roll was asked for). */
export const g7eLoaded = (asked: number, r: RecordedRoll | null): number =>
  r !== null && r.total <= MED_START.g7e.on.value ? asked : 0;

/** 4.5 steps 1-5: a torpedo in every tube box, the rest in each end's reload box; the G7e in the bow reloads first. */
export function loadTorpedoes(board: MedBoard, g7e: number): MedTorpedoLoad {
  const steam = board.torpedo.value;
  const boxes = [
    ['bowReloads', board.bowReloads.value],
    ['sternReloads', board.sternReloads.value],
    ['bowTubes', board.bowTubes.value],
    ['sternTubes', board.sternTubes.value],
  ] as const;
  let left = g7e;
  const load = Object.fromEntries(
    boxes.map(([box, n]) => {
      const electric = Math.min(left, n);
      left -= electric;
      const torpedoes: MedTorpedo[] = [...Array(electric).fill('G7e'), ...Array(n - electric).fill(steam)];
      return [box, torpedoes];
    }),
  );
  return load as unknown as MedTorpedoLoad;
}

/**
 * 4.5 step 3 at a refit (Q-BTM-PORT-G7E): the boat loaded for its next patrol, the player asks for up to four G7e
 * (none: no roll) and rolls 1d6; on a 1 the load is made again with them.
 */
export function loadMedTorpedoes(
  state: MedState,
  command: LoadTorpedoes,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedTorpedoesLoaded[] {
  requireStep(state, 'torpedoLoading', '4.5', 'LoadTorpedoes');
  const career = state.career as MedCareer;
  const asked = g7eAsked(career.uboatType, career.date, command.data.g7e);
  const r = asked > 0 ? g7eAvailable(dice) : null;
  const g7e = g7eLoaded(asked, r);
  const board = medBoardOf(medChart(pack, 'statusBoards'), career.uboatType);
  const torpedoes = g7e > 0 ? loadTorpedoes(board, g7e) : career.torpedoes;
  return [{ type: 'MedTorpedoesLoaded', data: { rule: '4.5', asked, roll: r, g7e, torpedoes } }];
}
