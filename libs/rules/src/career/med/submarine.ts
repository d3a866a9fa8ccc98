import { medChart } from '../../campaigns';
import { MED_ENEMY_SUBMARINE, SUBMARINE_RANGES } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { enemyTorpedoes, submarineInitiative, type SubmarineRange } from '../common/enemy-submarine';
import type { IdentifiedShip } from '../common/ships-sighted';
import type {
  CareerEvent,
  EncounterEnded,
  EnemyTorpedoesFired,
  SubmarineEncountered,
  UBoatSunk,
} from '../model/events';
import type { MedCareer } from '../model/med';
import type { Encounter, MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { medTubesReloaded } from './escorts';
import { roundEndRepairs } from './repairs';

/*
 * The enemy submarine (7.2.10, 004 L1798-1846), met on [T5] or as the [B10] event: The Hunted's procedure (9.9, one
 * procedure in career/common/enemy-submarine.ts) with Beneath the Med's values (MED_ENEMY_SUBMARINE) and ranges.
 */

type SubmarineEvent = SubmarineEncountered | EnemyTorpedoesFired | UBoatSunk;

/** 7.2.10.1-7.2.10.2: who fires first; on 1-5 the enemy's two torpedoes come at once, at medium range (7.2.10.4). */
export function medSubmarineMet(ship: IdentifiedShip, dice: DiceSource): SubmarineEvent[] {
  const met = submarineInitiative(ship, dice, MED_ENEMY_SUBMARINE, '7.2.10.1');
  return met.data.enemyFiresFirst ? [met, ...medEnemyFires(dice, 'medium')] : [met];
}

/** 7.2.10.4: the enemy's two torpedoes at `range`; any good hit sinks the boat. */
export const medEnemyFires = (dice: DiceSource, range: SubmarineRange): SubmarineEvent[] =>
  enemyTorpedoes(dice, MED_ENEMY_SUBMARINE, range, '7.2.10.4');

/** 9.2, D19 (Q-BTM-SUB-2): the [B10] enemy submarine is [T5]'s submarine, met as if rolled there. */
export function b10Submarine(pack: MedChartPack): IdentifiedShip {
  const row = medChart(pack, 'T5').rows.find((r) => r.warshipClass === 'submarine');
  if (!row) throw new RangeError('[T5] lists no submarine');
  const { type, name, tonnage, sinkPoints, fast } = row;
  return { type, name, tonnage, sinkPoints, damage: 0, fast, rolls: [] };
}

const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
export const withSubmarine = (state: MedState): boolean => encounterOf(state)?.submarine != null;

/**
 * 7.2.10.1-7.2.10.2 (Q-BTM-SUB-1): the ranges the Comandante may attack from: medium after the enemy's surprise attack,
 * else close (with a detection roll first), medium or long.
 */
export const submarineRanges = (state: MedState): readonly SubmarineRange[] =>
  encounterOf(state).submarine?.enemyFiresFirst ? ['medium'] : SUBMARINE_RANGES;

/** 7.2.10.2: detected while closing, the enemy fires first at close range; else the salvo follows. */
export function enemyFiresAtClose(detected: boolean, dice: DiceSource): SubmarineEvent[] {
  return detected ? medEnemyFires(dice, 'close') : [];
}

/** 7.2.10.3-7.2.10.4: after the boat's salvo the submarine is sunk and the encounter over, or it fires back. */
export function submarineReplies(state: MedState, dice: DiceSource, pack: MedChartPack): CareerEvent[] {
  const encounter = encounterOf(state);
  if (encounter.firedThisRound.length === 0) return [];
  const sub = encounter.ships[0];
  if (sub.damage >= sub.sinkPoints) return encounterOver(state, '7.2.10.3', 'targetsGone', dice, pack);
  return medEnemyFires(dice, (encounter.approach?.range ?? 'medium') as SubmarineRange);
}

/** 7.2.10.1-7.2.10.4: the Comandante withdraws, and the encounter ends. */
export function withdrawFromSubmarine(state: MedState, dice: DiceSource, pack: MedChartPack): CareerEvent[] {
  if (!withSubmarine(state) || (state.step.kind !== 'submarine' && state.step.kind !== 'firing'))
    throw violation('7.2.10', 'command/not-pending', 'Withdraw from an enemy submarine');
  return encounterOver(state, '7.2.10', 'brokeOff', dice, pack);
}

/** 7.2.10.4: after an exchange, the whole procedure again: another initiative roll. */
export function rollInitiativeAgain(state: MedState, dice: DiceSource): CareerEvent[] {
  requireStep(state, 'submarine', '7.2.10.4', 'AdditionalRound');
  if (encounterOf(state).submarine?.phase !== 'exchanged')
    throw violation('7.2.10.4', 'command/not-pending', 'Attack or withdraw first');
  return medSubmarineMet({ ...encounterOf(state).ships[0], rolls: [] }, dice);
}

/**
 * The encounter ends; 7.5.1 (Q-BTM-COMBAT-REPAIRS): a system marked DMG is rolled for, as at any combat's end; the
 * empty tubes are loaded from the reloads (4.5) and the boat sails on.
 */
function encounterOver(
  state: MedState,
  rule: string,
  reason: EncounterEnded['data']['reason'],
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  const ended: EncounterEnded = { type: 'EncounterEnded', data: { rule, reason } };
  return [
    ended,
    ...(roundEndRepairs(state, '7.2.10', dice, pack) as unknown as CareerEvent[]),
    ...(medTubesReloaded(state.career as MedCareer, pack) as unknown as CareerEvent[]),
  ];
}
