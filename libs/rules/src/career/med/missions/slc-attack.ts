import { medChart } from '../../../campaigns';
import type { MedChartPack } from '../../../campaigns/beneath-the-med/charts';
import type { SlcTargetShip } from '../../../campaigns/beneath-the-med/slc';
import type { DiceSource } from '../../../dice';
import type { CareerCommand } from '../../model/commands';
import type {
  FrogmenFateRolled,
  MissionEvent,
  SlcDetonated,
  SlcLaunched,
  SlcPenetrationRolled,
  SlcTargetsRolled,
} from '../../model/events-mission';
import type { MedPatrol, SlcAttack } from '../../model/med';
import { roll, rollOn, type RecordedRoll } from '../../model/rolls';
import type { MedState } from '../../model/state';
import { violation } from '../../model/violations';
import { ended } from './plugin';
import { SLC } from './slc';

type Command<T extends CareerCommand['type']> = Extract<CareerCommand, { type: T }>;
type Stage = 'launch' | 'penetration' | 'targets' | 'detonation' | 'fate';

function slcAt(state: MedState, stage: Stage, type: string): SlcAttack {
  if (state.step.kind !== 'slcAttack' || state.step.stage !== stage)
    throw violation('6.7.5', 'command/not-pending', `${type} is not the S.L.C. attack's step now`);
  return (state.patrol as MedPatrol).slc as SlcAttack;
}

/**
 * 6.7.5.1 [D1]: the range the S.L.C.s are launched at, and its penetration modifier; at short and medium range the
 * defenders roll 2d6 for the boat, and a detected boat suffers an escort attack at once (the S.L.C.s then at −2).
 */
export function launchSlcs(
  state: MedState,
  command: Command<'LaunchSlcs'>,
  dice: DiceSource,
  pack: MedChartPack,
): SlcLaunched[] {
  const slc = slcAt(state, 'launch', command.type);
  const range = medChart(pack, 'D1').ranges.find((r) => r.range === command.data.range);
  if (!range)
    throw violation('6.7.5.1', 'command/option-not-offered', `${command.data.range} is not a range of [D1]`);
  const detection =
    range.detectedOn === null
      ? null
      : roll(dice, '2d6', {
          purpose: 'the defenders look for the boat',
          rule: '6.7.5.1',
        });
  const detected = detection !== null && detection.total >= (range.detectedOn as number);
  const penetration = detected ? (range.penetrationIfDetected ?? range.penetration) : range.penetration;
  const data = { range: range.range, harbour: slc.harbour, slcs: slc.slcs, detection, detected, penetration };
  return [{ type: 'SlcLaunched', data }];
}

/**
 * 6.7.5.2 [D2]: each S.L.C. penetrates the harbour on 1d6 4 or more with the range's modifier; 6.7.5.3 [D3]: the
 * harbour's ships are found, one 1d6 for each S.L.C. through and one more (MED_SOURCES D41). None through, the mission
 * has failed.
 */
export function penetrateHarbour(state: MedState, dice: DiceSource, pack: MedChartPack): MissionEvent[] {
  const slc = slcAt(state, 'penetration', 'PenetrateHarbour');
  const modifiers = slc.penetrationModifier
    ? [{ id: `range ${slc.range}`, value: slc.penetrationModifier, rule: '6.7.5.1' }]
    : [];
  const rolls = Array.from({ length: slc.slcs }, () => {
    const r = rollOn(dice, medChart(pack, 'D2'), 'D2', {
      purpose: 'an S.L.C. penetrates the harbour',
      rule: '6.7.5.2',
      modifiers,
    });
    return { roll: r.roll, penetrates: r.result === 'penetrates' };
  });
  const rolled: SlcPenetrationRolled = { type: 'SlcPenetrationRolled', data: { rolls } };
  const through = rolls.filter((r) => r.penetrates).length;
  if (through === 0) return [rolled, ended(SLC, false)];
  return [rolled, harbourTargets(slc, through, dice, pack)];
}

function harbourTargets(
  slc: SlcAttack,
  through: number,
  dice: DiceSource,
  pack: MedChartPack,
): SlcTargetsRolled {
  const d3 = medChart(pack, 'D3');
  const rolls: RecordedRoll[] = [];
  const targets: SlcTargetShip[] = [];
  for (let i = 0; i < through + d3.moreTargets.value; i++) {
    const r = rollOn(dice, d3.harbours[slc.harbour], `D3 ${slc.harbour}`, {
      purpose: 'a ship in the harbour',
      rule: '6.7.5.3',
    });
    rolls.push(r.roll);
    if (!targets.includes(r.result)) targets.push(r.result); // a ship found twice is one ship
  }
  return { type: 'SlcTargetsRolled', data: { rolls, targets } };
}

/** 6.7.5.3: each S.L.C. through fixes its charge to a ship found, one S.L.C. per ship. */
export function attachSlcs(state: MedState, command: Command<'AttachSlcs'>): MissionEvent[] {
  const slc = slcAt(state, 'targets', command.type);
  const targets = command.data.targets;
  if (targets.length > slc.penetrated)
    throw violation(
      '6.7.5.3',
      'command/option-not-offered',
      `Only ${slc.penetrated} S.L.C.s are in the harbour`,
    );
  if (new Set(targets).size !== targets.length || targets.some((t) => t < 0 || t >= slc.targets.length))
    throw violation('6.7.5.3', 'command/option-not-offered', 'One S.L.C. per ship found');
  return [{ type: 'SlcsAttached', data: { targets } }];
}

/** 6.7.5.4 [D4]: each charge's 1d6; one that goes off (the ship sunk or damaged) accomplishes the mission. */
export function detonateSlcs(state: MedState, dice: DiceSource, pack: MedChartPack): MissionEvent[] {
  const slc = slcAt(state, 'detonation', 'DetonateSlcs');
  const charges = slc.attached.map((target) => {
    const r = rollOn(dice, medChart(pack, 'D4'), 'D4', {
      purpose: 'the S.L.C. charge',
      rule: '6.7.5.4',
    });
    return { target, roll: r.roll, result: r.result };
  });
  const detonated: SlcDetonated = { type: 'SlcDetonated', data: { charges } };
  return [
    detonated,
    ended(
      SLC,
      charges.some((c) => c.result !== 'fails'),
    ),
  ];
}

/** 6.7.5.5 [D5]: each S.L.C. crew's fate by its harbour, or the step skipped (it has no effect on the game). */
export function rollFrogmenFate(
  state: MedState,
  skip: boolean,
  dice: DiceSource,
  pack: MedChartPack,
): FrogmenFateRolled[] {
  const { harbour, slcs } = slcAt(state, 'fate', 'RollFrogmenFate');
  if (skip) return [{ type: 'FrogmenFateRolled', data: { skipped: true, fates: [] } }];
  const table = medChart(pack, 'D5').harbours[harbour];
  const fates = Array.from({ length: slcs }, () => {
    const r = rollOn(dice, table, `D5 ${harbour}`, {
      purpose: 'the fate of the frogmen',
      rule: '6.7.5.5',
    });
    return { roll: r.roll, fate: r.result };
  });
  return [{ type: 'FrogmenFateRolled', data: { skipped: false, fates } }];
}
