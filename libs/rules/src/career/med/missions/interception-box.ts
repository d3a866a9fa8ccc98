import { medChart } from '../../../campaigns';
import type { MedChartPack } from '../../../campaigns/beneath-the-med/charts';
import {
  MED_INTERCEPTION,
  type InterceptedOperation,
} from '../../../campaigns/beneath-the-med/interception-rules';
import type { DiceSource } from '../../../dice';
import { identifyOn } from '../../common/ships-sighted';
import type { ShipsIdentified, TimeOfDaySet } from '../../model/events';
import type { ConvoyIntercepted, MissionEnded } from '../../model/events-mission';
import type { MedCareer, MedEncounter, MedPatrol } from '../../model/med';
import { rollOn, type RecordedRoll } from '../../model/rolls';
import type { MedState } from '../../model/state';
import { rollMedTimeOfDay } from '../attack';
import { everyRowPrintsItsPoints, identifyMedShips } from '../ships';
import { targetRules, type TargetRules } from '../../common/targets';
import { INTERCEPTION } from './interception';
import { ended } from './plugin';

/** The operation of the month (Q-BTM-INTERCEPTION): the last one runs to the campaign's end. */
const operationOf = (career: MedCareer): InterceptedOperation =>
  MED_INTERCEPTION.operations.find((o) => o.from <= career.date && career.date <= o.to) ??
  MED_INTERCEPTION.operations[MED_INTERCEPTION.operations.length - 1];

/**
 * 6.7.4: in the Mission box, 1d6: on 1 a capital ship or warship of the month's operation, otherwise a convoy, whose
 * escorts are rolled busy or focused; the ships are identified and their day or night rolled at once (7.1.10), and the
 * attack follows.
 */
export function interceptConvoy(
  state: MedState,
  boxIndex: number,
  dice: DiceSource,
  pack: MedChartPack,
): (ConvoyIntercepted | ShipsIdentified | TimeOfDaySet)[] {
  const operation = operationOf(state.career as MedCareer);
  const met = rollOn(dice, MED_INTERCEPTION.encounter, '6.7.4', {
    purpose: 'the convoy interception',
    rule: '6.7.4',
  });
  const escorts =
    met.result === 'convoy'
      ? rollOn(dice, MED_INTERCEPTION.escorts, '6.7.4 escorts', {
          purpose: 'the escorts of the convoy',
          rule: '6.7.4',
        })
      : null;
  const intercepted: ConvoyIntercepted = {
    type: 'ConvoyIntercepted',
    data: {
      operation: operation.name,
      roll: met.roll,
      result: met.result,
      escortRoll: escorts?.roll ?? null,
      escorts: escorts?.result ?? null,
    },
  };
  const list = met.result === 'convoy' ? 'convoy' : operation.ships;
  const ships =
    typeof list === 'string'
      ? identifyMedShips(metOn(boxIndex, met.roll, list), dice, pack, targetRules(state))
      : operationShip(list, dice, pack, targetRules(state));
  return [intercepted, ships, rollMedTimeOfDay(dice)];
}

/** The encounter the identification reads: a convoy, or Harpoon's warship list and Pedestal's capital ships. */
const metOn = (boxIndex: number, roll: RecordedRoll, met: 'convoy' | 'T4' | 'T5'): MedEncounter => {
  const result = met === 'T5' ? 'warship' : met === 'T4' ? 'capitalShip' : 'convoy';
  return {
    boxIndex,
    column: 'specialMission',
    roll,
    printed: result,
    result,
    rulesApplied: [],
    randomEvent: false,
  };
};

/** Substance's and Halberd's capital ships on 1d6 (004 L1365-1369), each as the bottom of [T4] prints it. */
function operationShip(
  names: readonly string[],
  dice: DiceSource,
  pack: MedChartPack,
  rules: TargetRules,
): ShipsIdentified {
  const t4 = medChart(pack, 'T4', '6.7.4');
  const rows = names.map((name, i) => {
    const row = t4.rows.find((r) => r.name === `HMS ${name}`);
    if (!row) throw new RangeError(`the bottom of [T4] has no HMS ${name}`);
    return { ...row, roll: i + 1 };
  });
  const ship = identifyOn({ ...t4, die: '1d6', rows }, 'T4', dice, everyRowPrintsItsPoints, [], {
    rules,
    historical: '11.2',
  });
  return { type: 'ShipsIdentified', data: { escorted: true, ships: [ship] } };
}

/** 6.7.4 (004 L1357-1358): a ship engaged, whatever the result, accomplishes the interception. */
export function interceptionEngaged(state: MedState): MissionEnded[] {
  const patrol = state.patrol as MedPatrol | null;
  const open = patrol?.mission === 'I' && patrol.missionAccomplished === null && patrol.interception !== null;
  return open ? [ended(INTERCEPTION, true)] : [];
}

/** 6.7.4: the escorts' state on the detection rolls of the interception's attack (0 on any other patrol). */
export const interceptionDetectionModifier = (patrol: MedPatrol): number =>
  patrol.interception?.escorts ? MED_INTERCEPTION.detectionModifier[patrol.interception.escorts] : 0;
