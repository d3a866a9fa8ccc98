import { BENEATH_THE_MED, medChart } from '../../campaigns';
import {
  inServiceFrom,
  MED_CLASSES,
  MED_PORT,
  medBoardOf,
  type MedClass,
} from '../../campaigns/beneath-the-med';
import type { YearMonth } from '../../charts';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { addMonths } from '../common/months';
import type { CareerCommand } from '../model/commands';
import type { MedNewBoatAssigned } from '../model/events-med-port';
import type { MedCareer } from '../model/med';
import type { MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { g7eMayBeAsked, loadTorpedoes } from './torpedo-loading';
import { latestClasses, servesAt } from './reassignment';

// 7.8.9, 8.3: a "New Sub" marker for each Gold Medal; in port the Comandante may spend one for a boat of another class,
// his crew kept, and sail in it one month after he receives it (Q-BTM-AWARD-NEWSUB). 8.1, 8.2: in port after a refit
// that gave him a new boat of his class, he may take the latest class instead (8.1), or spend a marker (8.2), and it
// sails in that boat's month.

type RequestNewUBoat = Extract<CareerCommand, { type: 'RequestNewUBoat' }>;

/** 8.3: the new boat sails one month after it is received (004 L2506-2509). */
const NEW_BOAT_MONTHS = 1;

/** The month the boat asked for would sail: the refit's new boat's month (8.1, 8.2), else a month after (8.3). */
const sailsIn = (career: MedCareer): YearMonth =>
  career.newBoat ? career.date : addMonths(career.date, NEW_BOAT_MONTHS);

/** 8.1, Q-BTM-FATE-LATEST: after his hospital, the latest class instead of his own, no marker spent. */
const latestOffered = (career: MedCareer): MedClass[] =>
  career.newBoat === '8.1' ? latestClasses(career, sailsIn(career)) : [];

/**
 * 8.3, Q-BTM-AWARD-NEWSUB: with a marker, in port, the classes he may ask for: another class in service when the new
 * boat would sail, one that may serve at his base (at BETASOM the long-range classes 6.6 rolls for, 6.4), and a patrol
 * still to come then (5.1.2, the agreed end); 8.1: the latest class after his hospital.
 */
export function requestableClasses(career: MedCareer): MedClass[] {
  const sails = sailsIn(career);
  if (sails > MED_PORT.lastPatrolMonth.value || (career.endDate !== null && sails > career.endDate))
    return [];
  const marker =
    career.service.newSubMarkers > 0
      ? MED_CLASSES.filter((c) => c !== career.uboatType && inServiceFrom(c) <= sails && servesAt(career, c))
      : [];
  const latest = latestOffered(career);
  return MED_CLASSES.filter((c) => latest.includes(c) || marker.includes(c));
}

/**
 * 8.3: the marker spent, the boat of the class asked for received now, loaded by its board, sailing a month later;
 * 8.1: the latest class, no marker spent. After a refit's new boat (8.1, 8.2) it sails in that boat's month.
 */
export function requestMedNewBoat(
  state: MedState,
  command: RequestNewUBoat,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedNewBoatAssigned[] {
  requireStep(state, 'inPort', '8.3', 'RequestNewUBoat');
  const career = state.career as MedCareer;
  const boatClass = command.data.uboatType as MedClass;
  if (!requestableClasses(career).includes(boatClass))
    throw violation('8.3', 'command/option-not-offered', `The ${boatClass} class cannot be asked for now`);
  const latest = latestOffered(career).includes(boatClass);
  const board = medBoardOf(medChart(pack, 'statusBoards'), boatClass);
  const nextPatrol = sailsIn(career);
  const data: MedNewBoatAssigned['data'] = {
    rule: latest ? '8.1' : '8.3',
    uboatType: boatClass,
    received: career.date,
    nextPatrol,
    markersLeft: career.service.newSubMarkers - (latest ? 0 : 1),
    torpedoes: loadTorpedoes(board, 0), // 4.5
    deckGunAmmo: board.deckGunAmmo.value, // 4.6.2
    g7eOffered: g7eMayBeAsked(boatClass, nextPatrol),
  };
  return [{ type: 'MedNewBoatAssigned', data }];
}
