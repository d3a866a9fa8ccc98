import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { MED_CLASSES, MED_PORT, MED_START, medBoardOf, type MedClass } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { addMonths } from '../common/months';
import type { CareerCommand } from '../model/commands';
import type { MedNewBoatAssigned } from '../model/events-med-port';
import type { MedCareer } from '../model/med';
import type { MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { g7eMayBeAsked, loadTorpedoes } from './torpedo-loading';

// 7.8.9, 8.3: a "New Sub" marker for each Gold Medal; in port the Comandante may spend one for a boat of another class,
// his crew kept, and sail in it one month after he receives it (Q-BTM-AWARD-NEWSUB).

type RequestNewUBoat = Extract<CareerCommand, { type: 'RequestNewUBoat' }>;

/** 8.3: the new boat sails one month after it is received (004 L2506-2509). */
const NEW_BOAT_MONTHS = 1;

/**
 * 8.3, Q-BTM-AWARD-NEWSUB: with a marker, in port, the classes he may ask for: another class in service when the new
 * boat would sail, one that may serve at his base (at BETASOM the long-range classes 6.6 rolls for, 6.4), and a patrol
 * still to come then (5.1.2, the agreed end).
 */
export function requestableClasses(career: MedCareer): MedClass[] {
  if (!(career.service.newSubMarkers > 0)) return []; // none held
  const sails = addMonths(career.date, NEW_BOAT_MONTHS);
  if (sails > MED_PORT.lastPatrolMonth.value || (career.endDate !== null && sails > career.endDate))
    return [];
  const inService = (c: MedClass) =>
    (MED_START.availableFrom.value[c] ?? BENEATH_THE_MED.calendar.start.value) <= sails;
  const atBase = (c: MedClass) =>
    career.base === 'mediterranean' || MED_START.startingBase.rolledBy.value.includes(c);
  return MED_CLASSES.filter((c) => c !== career.uboatType && inService(c) && atBase(c));
}

/** 8.3: the marker spent, the boat of the class asked for received now, loaded by its board, sailing a month later. */
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
  const board = medBoardOf(medChart(pack, 'statusBoards'), boatClass);
  const nextPatrol = addMonths(career.date, NEW_BOAT_MONTHS);
  const data: MedNewBoatAssigned['data'] = {
    rule: '8.3',
    uboatType: boatClass,
    received: career.date,
    nextPatrol,
    markersLeft: career.service.newSubMarkers - 1,
    torpedoes: loadTorpedoes(board, 0), // 4.5
    deckGunAmmo: board.deckGunAmmo.value, // 4.6.2
    g7eOffered: g7eMayBeAsked(boatClass, nextPatrol),
  };
  return [{ type: 'MedNewBoatAssigned', data }];
}
