import type { ChartPack, UBoatBoard } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerEvent, EncounterRolled } from '../model/events';
import type { ReplenishmentChanceRolled, ReplenishmentDeclined, Replenished } from '../model/events-options';
import { rollOn } from '../model/rolls';
import {
  boardOf,
  boatOf,
  boxOf,
  careerOf,
  patrolOf,
  type CareerState,
  type Patrol,
  type TorpedoLoadout,
} from '../model/state';
import { requireStep } from '../model/violations';
import { hasAbility } from './kommandant';

// 14.9 Replenishment at sea from a milk cow: after the last on-station box, once per patrol.

const EXPOSURE_COLUMN = 'bayOfBiscayOrSpecialMissions';
const MAX_SWAPS = 4; // 4.5: the mix allows four torpedoes re-typed

const firstOnStation = (patrol: Patrol) => patrol.boxes.findIndex((b) => b.onStation);
const lastOnStation = (patrol: Patrol) => patrol.boxes.map((b) => b.onStation).lastIndexOf(true);

/** The option, or a card Kommandant who "may always resupply at sea" (002 L3518, E-OPT-RESUPPLIER). */
const mayReplenish = (state: CareerState) =>
  careerOf(state).options.replenishmentAtSea || hasAbility(state, 'resupplier');

/** 14.9.1, 14.9.2, 14.9.7: where, when and for whom replenishment can happen now. */
function replenishmentPossibleHere(state: CareerState, charts: ChartPack): boolean {
  const patrol = patrolOf(state);
  return (
    mayReplenish(state) &&
    state.optional.replenishment === 'notYet' &&
    patrol.rollsLeft <= 0 &&
    patrol.abort === null &&
    patrol.boxIndex === lastOnStation(patrol) &&
    boxOf(state).kind !== 'missionBox' &&
    !charts.B10.notInAreas.includes(patrol.area) &&
    !charts.B10.neverForTypes.includes(careerOf(state).uboatType)
  );
}

/** Automatic, after the encounters of the last on-station box: 1d6, on 1 a milk cow can be met. */
export function replenishmentChance(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): ReplenishmentChanceRolled[] {
  if (!replenishmentPossibleHere(state, charts)) return [];
  if (hasAbility(state, 'resupplier'))
    return [{ type: 'ReplenishmentChanceRolled', data: { roll: null, possible: true } }];
  const { roll, result } = rollOn(dice, charts.B10.chance, 'B10', {
    purpose: 'replenishment (1)',
    rule: '14.9',
  });
  return [{ type: 'ReplenishmentChanceRolled', data: { roll, possible: result === 'resupplyPossible' } }];
}

/** 14.9.5 */
export function declineReplenishment(state: CareerState): ReplenishmentDeclined[] {
  requireStep(state, 'replenishment', '14.9.5', 'DeclineReplenishment');
  return [{ type: 'ReplenishmentDeclined', data: {} }];
}

/**
 * 14.9: the boat surfaces to meet the milk cow and rolls [E1] as in the Bay of Biscay; 14.9.3: any encounter, and
 * there is no replenishment (the encounter is fought as usual). Otherwise fuel, ammunition and perhaps torpedoes.
 */
export function acceptReplenishment(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  requireStep(state, 'replenishment', '14.9', 'AcceptReplenishment');
  const exposure = exposureRoll(state, dice, charts);
  return exposure.data.result === 'none' ? [exposure, replenish(state, dice, charts)] : [exposure];
}

/** this [E1] roll never starts a random event; it is not one of the box's own rolls (8.2.1). */
function exposureRoll(state: CareerState, dice: DiceSource, charts: ChartPack): EncounterRolled {
  const { roll, result } = rollOn(dice, charts.E1.columns[EXPOSURE_COLUMN], `E1 ${EXPOSURE_COLUMN}`, {
    purpose: 'replenishment: exposed on the surface',
    rule: '14.9',
  });
  return {
    type: 'EncounterRolled',
    data: {
      boxIndex: patrolOf(state).boxIndex,
      column: EXPOSURE_COLUMN,
      roll,
      printed: result,
      result,
      rulesApplied: [],
      randomEvent: false,
      kiteRerolled: null,
      kiteCutLoose: null,
    },
  };
}

function replenish(state: CareerState, dice: DiceSource, charts: ChartPack): Replenished {
  const board = boardOf(charts, careerOf(state).uboatType);
  const { roll, result } = rollOn(dice, charts.B10.reloads, 'B10 torpedoes', {
    purpose: 'torpedoes from the milk cow',
    rule: '14.9',
  });
  const { torpedoes, taken } = takeTorpedoes(boatOf(state).torpedoes, board, result);
  // 4.6; 10.11.8 (000 L1564-1572): a gun taken off at the refit is not aboard, and no milk cow brings it back.
  const startingAmmo = boatOf(state).fittings.deckGunRemoved
    ? 0
    : board.guns.ammoCounters.value.reduce((a, b) => a + b, 0);
  return {
    type: 'Replenished',
    data: {
      // A boat not yet past the first on-station box (a milk cow met by [R2] 15) stays where it is.
      toBoxIndex: Math.min(firstOnStation(patrolOf(state)), patrolOf(state).boxIndex + 1),
      deckGunAmmo: Math.max(boatOf(state).deckGunAmmo, startingAmmo),
      torpedoRoll: roll,
      torpedoesTaken: taken,
      torpedoes,
      refitMonths: resupplyMonths(charts),
    },
  };
}

type Offered = { readonly g7aFat: number; readonly g7eFat: number };

/**
 * 14.9.4, E-OPT-REPLENISH: each torpedo goes to a reload box with room (forward first); a type is taken only while
 * the boat holds no more of it than its default mix plus the four re-typed at loading (4.5).
 */
export function takeTorpedoes(
  loadout: TorpedoLoadout,
  board: UBoatBoard,
  offered: Offered,
): { torpedoes: TorpedoLoadout; taken: Offered } {
  const t = board.torpedoes;
  const mix = t.defaultMix.value;
  const most = { g7aFat: mix.g7aFat + MAX_SWAPS, g7eFat: mix.g7eFat + mix.homing + MAX_SWAPS };
  const forward = [...loadout.forwardReloads];
  const aft = [...loadout.aftReloads];
  const room = () => ({
    forward:
      t.bowTubes.value + t.forwardReloads.value - forward.length - loadout.bowTubes.filter(Boolean).length,
    aft: t.sternTubes.value + t.aftReloads.value - aft.length - loadout.sternTubes.filter(Boolean).length,
  });
  const aboard = (type: keyof Offered) =>
    [...loadout.bowTubes, ...loadout.sternTubes, ...forward, ...aft].filter((x) => x === type).length;
  const taken = { g7aFat: 0, g7eFat: 0 };
  for (const type of ['g7aFat', 'g7eFat'] as const)
    for (let i = 0; i < offered[type] && aboard(type) < most[type]; i++) {
      const free = room();
      if (free.forward > 0) forward.push(type);
      else if (free.aft > 0) aft.push(type);
      else break;
      taken[type] += 1;
    }
  return { torpedoes: { ...loadout, forwardReloads: forward, aftReloads: aft }, taken };
}

/** 14.9.6: the month a replenishment adds to the refit after the patrol (for the refit of 10.11). */
export const replenishmentRefitMonths = (state: CareerState, charts: ChartPack): number =>
  state.optional.replenished ? resupplyMonths(charts) : 0;

/** [M1] "resupplied at sea" (000 L2176): the refit chart's P month (the same month B10 prints with 14.9.6). */
const resupplyMonths = (charts: ChartPack): number =>
  charts.M1.items.find((i) => i.id === 'resuppliedAtSea')?.months ?? charts.B10.extraRefitMonths;
