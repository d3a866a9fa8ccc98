import type { ChartPack, E1ColumnId, EncounterKind, RouteBox } from '../../charts';
import type { DiceSource } from '../../dice';
import { encounterRolls, nextBoxIndex } from '../damage/abort';
import type { CareerCommand } from '../model/commands';
import { checkSevereWounds } from '../damage/crew-injuries';
import type {
  AdditionalRoundRolled,
  CareerEvent,
  EncounterRolled,
  HuntedEncounter,
  RuleApplied,
} from '../model/events';
import { rollOn, type AppliedModifier } from '../model/rolls';
import { quietBox } from './random-events';
import { isPatrolRandomEvent } from '../common/random-event';

const RANDOM_EVENT_ON = 12; // 12.0 (000 L1905)
import { canSchnorchel } from '../port/refit-upgrades';
import { boardOf, boatOf, boxOf, careerOf, type CareerState, type Patrol } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { kiteRerollTotals } from '../options/kommandant';

type EnterNextBox = Extract<CareerCommand, { type: 'EnterNextBox' }>;

/** 8.2.2, E-KITE: the boat carries a kite that is not lost, the box is in a kite area and the boat is not schnorchelling. */
export function canDeployKite(state: CareerState, box: RouteBox, charts: ChartPack): boolean {
  const patrol = state.patrol as Patrol;
  const board = boardOf(charts, careerOf(state).uboatType);
  const area = charts.E1.fa330.areas.some((a) => a === box.kind);
  const damaged = boatOf(state).damagedSystems.includes('autogiro'); // [E5]: no Fa-330
  return board.equipment.fa330.value && !patrol.kiteLost && !damaged && area;
}

/**
 * 8.0, 8.1: move into the next travel box (aborting: the next transit box home, 10.9.2) in the chosen posture
 * (8.2.2: with the kite up, if chosen); 10.6.3: with the Doctor out the seriously wounded may die, before [E1].
 */
export function enterNextBox(
  state: CareerState,
  command: EnterNextBox,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  requireStep(state, 'underway', '8.0', 'EnterNextBox');
  const patrol = state.patrol as Patrol;
  if (command.data.posture === 'schnorchel' && !canSchnorchelInto(state))
    throw violation(
      '8.1.3',
      'travel/no-schnorchel',
      'No working schnorchel fitted, the hull is holed (8.1.5), or the box is a special mission box (8.1.4)',
    );
  const boxIndex = nextBoxIndex(patrol) as number;
  const box = patrol.boxes[boxIndex];
  const kiteDeployed = command.data.deployKite === true;
  if (kiteDeployed && (command.data.posture === 'schnorchel' || !canDeployKite(state, box, charts)))
    throw violation(
      '8.2.2',
      'travel/no-kite',
      'No Fa-330 aboard, or not in this area (8.1.7: not schnorchelling)',
    );
  const rolls = quietBox(patrol, box) ? 0 : encounterRolls(box, boatOf(state)); // E-QUIET, 10.9.3
  const data = { boxIndex, box, posture: command.data.posture, rolls, kiteDeployed };
  const wounds = checkSevereWounds(careerOf(state).crew, dice);
  return [{ type: 'TravelBoxEntered', data }, ...(wounds ? [wounds] : [])];
}

/** 8.1.3, 8.1.5: a working schnorchel and a sound hull; 8.1.4 (000 L870): never into a special mission's box. */
export function canSchnorchelInto(state: CareerState): boolean {
  const patrol = state.patrol as Patrol;
  const index = nextBoxIndex(patrol);
  const missionBox = index !== null && patrol.boxes[index].kind === 'missionBox' && patrol.mission !== null;
  return canSchnorchel(boatOf(state)) && !missionBox;
}

/** The [E1] column a box rolls on (8.2, 4.7.1 Bay of Biscay, 7.3.3 Gibraltar, 7.4.1 mission box). */
export function columnFor(box: RouteBox, charts: ChartPack): E1ColumnId {
  switch (box.kind) {
    case 'transit':
    case 'transitPenang':
      return 'transit';
    case 'transitBayOfBiscay':
    case 'missionBox':
      return 'bayOfBiscayOrSpecialMissions';
    case 'gibraltar':
      return 'additionalRoundOrGibraltar';
    default:
      return charts.E1.areaColumns[box.kind];
  }
}

/** [E1] modifiers: the Gibraltar -3 (7.3.3), also on the additional-round table rolled there (9.8.6). */
export const e1Modifiers = (column: E1ColumnId, box: RouteBox, charts: ChartPack): AppliedModifier[] =>
  box.kind !== 'gibraltar'
    ? []
    : charts.E1.modifiers
        .filter((m) => m.column === column)
        .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '7.3.3' }));

/** The additional-round table of [E1], with the Gibraltar −3 there too (9.4.3 after a round, 9.8.3 after flak, 9.8.6). */
export function rollAdditionalRound(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
  rule: '9.4.3' | '9.8.3',
): AdditionalRoundRolled {
  const column = 'additionalRoundOrGibraltar';
  const purpose = rule === '9.4.3' ? 'additional round of combat' : 'additional round (aircraft shadowing)';
  const { roll: rolled, result } = rollOn(dice, charts.E1.columns[column], `E1 ${column}`, {
    purpose,
    rule,
    modifiers: e1Modifiers(column, boxOf(state), charts),
  });
  const { aircraft, escortArrives } = charts.E1.meanings[result];
  return { type: 'AdditionalRoundRolled', data: { rule, roll: rolled, result, aircraft, escortArrives } };
}

/** 8.2: one [E1] roll, with what 8.1.6 (schnorchel), 7.4.3 (invasion) and 12.0 (random event) make of it. */
export function rollEncounter(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): EncounterRolled<'the-hunted'> {
  const patrol = state.patrol as Patrol;
  const box = boxOf(state);
  const column = columnFor(box, charts);
  const encounterRoll = () =>
    rollOn(dice, charts.E1.columns[column], `E1 ${column}`, {
      purpose: 'encounter',
      rule: '8.2.1',
      modifiers: e1Modifiers(column, box, charts),
    });
  const first = encounterRoll();
  // 8.2.2: with the kite up a first total of 5 (no encounter) is rolled again, once.
  const again = patrol.kiteDeployed && kiteRerollTotals(state, charts).includes(first.roll.total); // 14.15 #17
  const { roll, result: printed } = again ? encounterRoll() : first;
  const rulesApplied: RuleApplied[] = [];
  const result = adjust(printed, patrol, box, charts, rulesApplied);
  return {
    type: 'EncounterRolled',
    data: {
      boxIndex: patrol.boxIndex,
      column,
      roll,
      printed,
      result,
      rulesApplied,
      randomEvent: isRandomEvent(roll.natural, patrol, box),
      kiteRerolled: again ? first.roll : null,
      kiteCutLoose:
        patrol.kiteDeployed && charts.E1.meanings[result].aircraft ? cutLoose(dice, charts) : null,
    },
  };
}

/** 8.2.2: the kite is cut loose as the boat dives; 1d6 says which officer is lost for the patrol. */
function cutLoose(dice: DiceSource, charts: ChartPack): HuntedEncounter['kiteCutLoose'] {
  const { roll, result } = rollOn(dice, charts.E1.fa330.officerLost, 'E1 Fa-330', {
    purpose: 'officer lost with the kite',
    rule: '8.2.2',
  });
  return { roll, officer: result };
}

function adjust(
  printed: EncounterKind,
  patrol: Patrol,
  box: RouteBox,
  charts: ChartPack,
  applied: RuleApplied[],
): EncounterKind {
  if (
    patrol.posture === 'schnorchel' &&
    printed !== 'none' &&
    !charts.E1.schnorchelKeeps.results.includes(printed)
  ) {
    applied.push({ rule: '8.1.6', from: printed, to: 'none' });
    return 'none';
  }
  if (patrol.area === 'invasion' && box.onStation && printed === 'none') {
    const to = charts.E1.invasionNoneBecomes.result;
    applied.push({ rule: '7.4.3', from: printed, to });
    return to;
  }
  return printed;
}

/**
 * 12.0, 12.1.1 (000 L1905, L1909): the first unmodified 12 of a patrol on the [E1] roll of any travel box, the Bay of
 * Biscay and Gibraltar included (Q-62: the ¹ missing from their printed cells is not an exclusion; 002 L2513 excludes
 * additional rounds only, which never come here); never in the mission box on a mission (7.4.6).
 */
function isRandomEvent(natural: number, patrol: Patrol, box: RouteBox): boolean {
  if (!isPatrolRandomEvent(natural, patrol.randomEventUsed, RANDOM_EVENT_ON)) return false;
  return !(box.kind === 'missionBox' && patrol.mission);
}
