import type { ChartPack, RefitItem, UBoatBoard } from '../../charts';
import type { DiceSource } from '../../dice';
import { patrolShare } from '../damage/abort';
import { boatReturned, completeRefit } from './calendar';
import type { CareerEvent, PatrolCompleted } from '../model/events';
import type { RefitMonthsSet } from '../model/events-port';
import { REFIT_STAGES, type Refit, type RefitStage } from '../model/port';
import { recoverCrew } from './recovery';
import { crewProgress } from './crew-progress';
import { decorate } from './decorations';
import { promote } from './promotion';
import { reassign } from './reassignment';
import { refitBoat } from './refit-upgrades';
import { rollOn } from '../model/rolls';
import { boatOf, careerOf, type CareerState, type Patrol } from '../model/state';

// 10.11: the refit between two patrols, run as the automatic steps 3-A to 3-G of 6.1 (10.11, 10.12, 11.1-11.4).

/** PatrolCompleted, or the crew rescued after scuttling (10.10.4): the refit begins with what the patrol left. */
export function refitBegins(state: CareerState, ended: PatrolCompleted['data'] | 'crewRescued'): Refit {
  const patrol = state.patrol as Patrol;
  const rescued = ended === 'crewRescued';
  const success = rescued
    ? patrol.mission
      ? patrol.missionAccomplished
      : patrol.shipsSunk > 0
    : ended.success; // 7.5.2
  return {
    stage: 'return',
    patrol: {
      number: patrol.number,
      area: patrol.area,
      success,
      shipsSunk: patrol.shipsSunk,
      aborted: rescued || ended.aborted,
      abortedBack: patrol.abort?.direction === 'back',
      share: rescued ? patrolShare(patrol) : ended.patrolShare,
    },
    kommandantWounds: patrol.kommandantWounds,
    returned: careerOf(state).date,
    months: 0,
    kommandantRecovery: 0,
    recovering: [],
    replaced: [],
    newUBoat: rescued ? 'crewRescued' : null,
    newBoatAssigned: false,
  };
}

const STEPS: Readonly<Record<RefitStage, (s: CareerState, d: DiceSource, c: ChartPack) => CareerEvent[]>> = {
  return: boatReturned,
  length: refitMonths,
  recovery: recoverCrew,
  crew: crewProgress,
  promotion: promote,
  decorations: (s, _d, c) => decorate(s, c),
  reassignment: reassign,
  fittings: refitBoat,
  complete: (s, _d, c) => completeRefit(s, c),
};

/** Automatic: the next refit step that has something to do (6.1 3-A to 3-G). */
export function refitStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const port = state.port as Refit;
  for (const stage of REFIT_STAGES.slice(REFIT_STAGES.indexOf(port.stage))) {
    const events = STEPS[stage](state, dice, charts);
    if (events.length > 0) return events;
  }
  return [];
}

const item = (charts: ChartPack, id: RefitItem['id']): number =>
  charts.M1.items.find((i) => i.id === id)?.months ?? 0;

/** 10.11.2: boxes marked at the start of the refit (inoperative ones stay marked damaged, 10.8.5). */
const inoperativeSystems = (state: CareerState): number => boatOf(state).damagedSystems.length;

/** 10.11.3: one month per 3 hull boxes or part of 3, at the board's "+1m refit" marks. */
const hullMonths = (board: UBoatBoard, hull: number, charts: ChartPack): number =>
  board.tracks.refitMarksAtHullBoxes.value.filter((mark) => hull >= mark).length *
  item(charts, 'perThreeHullBoxes');

/**
 * 3-A, 10.11.1-10.11.5, 11.2.1, 4.7.6, Q-13, Q-58, Q-59: damage months, a new boat at 5 or more (then one month),
 * the KKpt −1 on 3-4 months, then port air raids (a boat destroyed: a month to a new boat, and roll again).
 */
export function refitMonths(state: CareerState, dice: DiceSource, charts: ChartPack): RefitMonthsSet[] {
  const career = careerOf(state);
  const port = state.port as Refit;
  const m1 = charts.M1;
  const board = charts.uboatBoards.boards[career.uboatType];
  const base = career.base === 'penang' ? m1.penangBaseRefitMonths.value : item(charts, 'baseRefit');
  const sunk = port.newUBoat === 'crewRescued'; // the boat was scuttled; a new one in a month
  const systems = sunk ? 0 : inoperativeSystems(state);
  const hullBoxes = sunk ? 0 : boatOf(state).hullDamage;
  const damageMonths =
    base +
    (systems >= 3 ? item(charts, 'threeOrMoreSystemsInoperative') : 0) +
    hullMonths(board, hullBoxes, charts);
  const newUBoat = damageMonths >= m1.newBoatAtMonths.value;
  const senior = m1.seniorRankShortening;
  const seniorRank =
    !newUBoat && senior.ranks.includes(career.rank) && senior.onlyIfOriginal.includes(damageMonths)
      ? senior.months
      : 0;
  const airRaids = sunk ? [] : portAirRaids(state, dice, charts);
  const raidMonths = airRaids.reduce((sum, r) => sum + r.months, 0);
  const months = (newUBoat ? item(charts, 'baseRefit') : damageMonths + seniorRank) + raidMonths;
  const data = {
    base,
    inoperativeSystems: systems,
    hullBoxes,
    damageMonths,
    newUBoat,
    seniorRank,
    airRaids,
    months,
  };
  return [{ type: 'RefitMonthsSet', data }];
}

const MAX_RAIDS = 50; // a 2 (boat destroyed) repeats the roll; 50 in a row has odds of 36^-50

/** 4.7.6, Q-PORT-RAID: from 1/44 in a German, Norwegian or Mediterranean port; none in France or at Penang. */
function portAirRaids(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): RefitMonthsSet['data']['airRaids'] {
  const raid = charts.portAirRaid;
  const base = careerOf(state).base;
  const port = state.port as Refit;
  if (port.returned < raid.from || !(raid.ports as readonly string[]).includes(base)) return [];
  const raids: RefitMonthsSet['data']['airRaids'][number][] = [];
  for (let i = 0; i < MAX_RAIDS; i++) {
    const { roll: r, result } = rollOn(dice, raid, 'port air raid', {
      purpose: 'port air raid',
      rule: '4.7.6',
    });
    raids.push({ roll: r, outcome: result.outcome, months: result.extraRefitMonths });
    if (result.outcome !== 'boatDestroyed') return raids;
  }
  throw new RangeError(`${MAX_RAIDS} port air raids destroyed a boat in a row`);
}
