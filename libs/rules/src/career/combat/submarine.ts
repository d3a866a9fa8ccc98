import type { AttackRange, ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerEvent } from '../model/events';
import { enemyTorpedoes, submarineInitiative } from '../common/enemy-submarine';
import { fromList, type IdentifiedShip } from '../common/ships-sighted';
import type { CareerState, Encounter } from '../model/state';

// Enemy submarines (9.9): identity, initiative, and the enemy's torpedoes.

/** 9.9.1-9.9.2: which submarine (the Australian list on Australian patrols), then who fires first. */
export function meetSubmarine(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const subs = charts.enemySubmarines;
  const australian = state.patrol?.area === 'australia';
  const list = australian ? subs.australian : subs.nonAustralian;
  const found = fromList(list, australian ? 'submarines (Australia)' : 'submarines', dice, charts, []);
  const ship: IdentifiedShip = { ...found, sinkPoints: charts.U4.enemySubmarinePoints.value }; // 9.9.4
  return initiative(ship, dice, charts);
}

/** 9.9.2, 9.9.5, E-SUB: an initiative roll (the first, or another after an exchange); on 1-5 the enemy fires first. */
export function initiative(ship: IdentifiedShip, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const met = submarineInitiative(ship, dice, charts.enemySubmarines, '9.9.2');
  return met.data.enemyFiresFirst ? [met, ...enemyFires(dice, charts, 'medium')] : [met];
}

/** The submarine met, for another initiative roll (no new identity roll). */
export const submarineOf = (state: CareerState): IdentifiedShip => ({
  ...(state.encounter as Encounter).ships[0],
  rolls: [],
});

/** 9.9.5: two torpedoes, each 2d6 unmodified by range; a 1 on 1d6 is a dud; any other hit sinks the U-boat. */
export const enemyFires = (dice: DiceSource, charts: ChartPack, range: AttackRange): CareerEvent[] =>
  enemyTorpedoes(dice, charts.enemySubmarines, range, '9.9.5');
