import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { e2Modifiers } from './combat-modifiers';
import type { CareerCommand } from '../model/commands';
import { stateWith, withEncounter } from '../model/copies';
import type { CareerEvent, EscortDetectionRolled } from '../model/events';
import { escortQualityDue, rollEscortQuality, withEscortQuality } from '../options/quality';
import { rollOn } from '../model/rolls';
import { scuttling } from '../damage/scuttle';
import { boatOf, encounterOf, newHunt, type Approach, type CareerState } from '../model/state';
import { ruleProblem, type RuleProblem } from '../model/violations';

// [R2] 4 (002 L2694), E-PERISCOPE: the periscope failed and was not repaired. For the rest of the patrol no
// submerged attack; by day the ships are met at long range and escorts check [E2] at once.

type ApproachData = Extract<CareerCommand, { type: 'ChooseApproach' }>['data'];

const periscopeFailed = (state: CareerState): boolean => state.patrol?.randomEvents.periscopeFailed === true;

const byDay = (state: CareerState): boolean => encounterOf(state).timeOfDay === 'day';

/**
 * [R2] 4: no submerged attack for the rest of the patrol; [E5] (10.0): nor with the periscope damaged or
 * inoperative; 14.12: the Nibelung attacks submerged even so.
 */
export const noSubmergedAttack = (state: CareerState): boolean =>
  (periscopeFailed(state) || (state.boat?.damagedSystems.includes('periscope') ?? false)) &&
  !state.optional.nibelung;

/** [R2] 4: no submerged attack; by day, long range only. */
export function periscopeFailureProblem(state: CareerState, data: ApproachData): RuleProblem | null {
  if (!periscopeFailed(state)) return null;
  if (data.attack === 'submerged' && noSubmergedAttack(state))
    return ruleProblem('12.1', 'approach/no-periscope', 'The periscope failed: no submerged attack ([R2] 4)');
  if (byDay(state) && data.range !== 'long')
    return ruleProblem('12.1', 'approach/range-not-allowed', 'The periscope failed: by day, long range only');
  return null;
}

/** E-PERISCOPE: the range the day check is rolled at (the attack kind does not count on [E2] by day). */
const LONG_RANGE: Approach = { attack: 'surfaced', range: 'long', wolfpack: null };

/** [R2] 4: escorts met by day check [E2] at once, once per encounter, before any approach. */
const checkDue = (state: CareerState): boolean =>
  periscopeFailed(state) &&
  byDay(state) &&
  encounterOf(state).escorted &&
  !encounterOf(state).periscopeChecked;

/** [R2] 4, E-PERISCOPE: the normal [E2] (9.6.9: an unmodified 2 is never detected) with the long-range modifier. */
export function periscopeCheck(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  if (!checkDue(state)) return [];
  const quality = escortQualityDue(state) ? [rollEscortQuality(dice, charts)] : []; // 14.6.1
  const rated = quality.length > 0 ? withEscortQuality(state, quality[0]) : state;
  const atLongRange = stateWith(rated, { encounter: { ...encounterOf(rated), approach: LONG_RANGE } });
  const rolled = rollOn(dice, charts.E2, 'E2', {
    purpose: 'escort detection at once, the periscope out',
    rule: '12.1',
    modifiers: e2Modifiers(atLongRange, charts, { exceededTestDepth: false, bold: false }),
  });
  const unmodified = charts.E2.unmodified.find((u) => u.roll === rolled.roll.natural);
  const check: EscortDetectionRolled = {
    type: 'EscortDetectionRolled',
    data: { rule: '12.1', roll: rolled.roll, result: unmodified?.result ?? rolled.result, bold: false },
  };
  return [...quality, check];
}

/** [R2] 4: detected, the escorts attack first (as 9.2.2; a holed boat cannot dive, 9.4.6); not, the boat decides. */
export function periscopeChecked(state: CareerState, detected: boolean): CareerState {
  const checked = withEncounter(state, { periscopeChecked: true });
  if (!detected) return checked;
  if (boatOf(state).hullHoled)
    return stateWith(checked, {
      step: scuttling('9.4.6', 'escorts detect the holed boat and it cannot dive'),
    });
  const hunt = newHunt('detected', { attackDue: true, previouslyDetected: true, detectionRolls: 1 }); // as 9.2.2
  return withEncounter(checked, { hunt }, { kind: 'depthCharges' });
}
