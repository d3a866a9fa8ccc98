import type { AttackRange, ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerEvent, EnemyTorpedoesFired, SubmarineEncountered } from '../model/events';
import { roll, rollOn } from '../model/rolls';
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
  const rolled = rollOn(dice, charts.enemySubmarines.initiative, 'submarine initiative', {
    purpose: 'initiative (1-5 the enemy fires first)',
    rule: '9.9.2',
  });
  const enemyFiresFirst = rolled.result === 'enemyFiresFirst';
  const met: SubmarineEncountered = {
    type: 'SubmarineEncountered',
    data: { ship, initiative: rolled.roll, enemyFiresFirst },
  };
  return enemyFiresFirst ? [met, ...enemyFires(dice, charts, 'medium')] : [met];
}

/** The submarine met, for another initiative roll (no new identity roll). */
export const submarineOf = (state: CareerState): IdentifiedShip => ({
  ...(state.encounter as Encounter).ships[0],
  rolls: [],
});

/** 9.9.5: two torpedoes, each 2d6 unmodified by range; a 1 on 1d6 is a dud; any other hit sinks the U-boat. */
export function enemyFires(dice: DiceSource, charts: ChartPack, range: AttackRange): CareerEvent[] {
  const subs = charts.enemySubmarines;
  const shots = Array.from({ length: subs.torpedoesFired.value }, () => {
    const aim = rollOn(dice, subs.torpedoHit[range], `submarine torpedo ${range}`, {
      purpose: 'enemy torpedo',
      rule: '9.9.5',
    });
    const hit = aim.result === 'hit';
    const dudRoll = hit ? roll(dice, '1d6', { purpose: 'enemy torpedo dud (1)', rule: '9.9.5' }) : null;
    const dud = dudRoll !== null && dudRoll.total <= subs.dudOnOrBelow.value;
    return { roll: aim.roll, hit, dudRoll, dud };
  });
  const sunk = shots.some((s) => s.hit && !s.dud);
  const fired: EnemyTorpedoesFired = { type: 'EnemyTorpedoesFired', data: { range, shots, sunk } };
  return sunk ? [fired, { type: 'UBoatSunk', data: { rule: '9.9.5', cause: 'enemyTorpedo' } }] : [fired];
}
