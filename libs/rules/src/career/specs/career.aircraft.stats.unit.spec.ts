import {
  defaultChartPack as charts,
  rowFor,
  type RollTable,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import { SeededDice } from '../../dice';
import { startAirCombat } from '../common/air';
import { airCombatStep } from '../combat/air/aircraft';
import { outOfPort } from './career.fixtures';
import type { AircraftEncountered, FlakFired } from '../model/events';
import { fold } from '../evolve';
import { initialState, type AirCombat, type CareerState } from '../model/state';

// Statistical fidelity of [A1] and [A2]: the engine's outcomes over N encounters against the exact odds of
// 2d6 + the modifiers that apply, every frequency within 4σ.
const N = 20_000;

/** Exact odds of each result of a 2d6 chart rolled `times` times with a net modifier (the best result kept). */
function exactOdds<R>(table: RollTable<R>, modifier: number, order: readonly R[], times = 1): Map<R, number> {
  const single = new Map<R, number>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const r = rowFor(table, a + b + modifier).result;
      single.set(r, (single.get(r) ?? 0) + 1 / 36);
    }
  // P(best is r) = P(every roll at r or worse)^times - P(every roll worse than r)^times.
  const atOrWorse = (i: number) => order.slice(i).reduce((p, r) => p + (single.get(r) ?? 0), 0);
  return new Map(order.map((r, i) => [r, atOrWorse(i) ** times - atOrWorse(i + 1) ** times]));
}

function expectWithin4Sigma<R>(counts: Map<R, number>, odds: Map<R, number>) {
  for (const [result, p] of odds) {
    const count = counts.get(result) ?? 0;
    if (p === 0) expect(count).toBe(0);
    else expect(Math.abs(count - N * p) / Math.sqrt(N * p * (1 - p))).toBeLessThan(4);
  }
}

function inAircraftEncounter(type: UBoatType, date: YearMonth, air: Partial<AirCombat> = {}): CareerState {
  const state = fold(outOfPort('transit', type, date), initialState());
  const patrol = { ...state.patrol!, boxIndex: 0, rollsLeft: 0 };
  return { ...state, patrol, step: { kind: 'aircraft' }, air: { ...startAirCombat(false), ...air } };
}

describe('[A1] crash dive over 20,000 aircraft encounters', () => {
  it.each([
    ['VIIC', '1943-08', 0],
    ['IXC', '1944-06', -1], // not a Type VII, 1944-45, NAXOS surfaced (8.1.2, Q-EQUIP)
  ] as const)('%s in %s (modifier %i)', (type, date, modifier) => {
    const state = inAircraftEncounter(type, date);
    const dice = new SeededDice({ serverSeed: 'a1-statistics', playerSeed: type });
    const counts = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const [event] = airCombatStep(state, dice, charts) as [AircraftEncountered];
      const roll = event.data.crashDive!;
      if (roll.total !== roll.natural + modifier) throw new Error(`modifier ${roll.total - roll.natural}`);
      const result = event.data.result as string;
      counts.set(result, (counts.get(result) ?? 0) + 1);
    }
    expectWithin4Sigma(
      counts,
      exactOdds<string>(charts.A1, modifier, ['twoAttacks', 'oneAttack', 'crashDiveSuccessful']),
    );
  });
});

describe('[A2] flak over 20,000 first attacks', () => {
  it.each([
    ['VIIC', 0, 1],
    ['IXC', -1, 1], // 9.8.5 both guns
    ['VIIC Flak', -3, 2], // 11.4.7 twice at -3, the better result
  ] as const)('%s (modifier %i, %i roll(s))', (type, modifier, times) => {
    const state = inAircraftEncounter(type, '1943-08', { next: 'attack', attacksDue: 1, maxAttacks: 1 });
    const dice = new SeededDice({ serverSeed: 'a2-statistics', playerSeed: type });
    const counts = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const flak = airCombatStep(state, dice, charts)[0] as FlakFired;
      if (flak.data.rolls.length !== times) throw new Error(`${flak.data.rolls.length} flak rolls`);
      counts.set(flak.data.result, (counts.get(flak.data.result) ?? 0) + 1);
    }
    expectWithin4Sigma(
      counts,
      exactOdds<string>(charts.A2, modifier, ['shotDown', 'damaged', 'missed'], times),
    );
  });
});
