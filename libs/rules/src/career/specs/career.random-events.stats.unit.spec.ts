import { defaultChartPack as charts, type RandomEventChart, type RandomEventId } from '../../charts';
import { SeededDice, type DiceSource } from '../../dice';
import { exactOdds, outliers } from '../../testing';
import { enterNextBox, outOfPort } from './career.fixtures';
import type { CareerStarted } from '../model/events';
import { decide } from '../decide';
import { fold } from '../evolve';
import { initialState } from '../model/state';

// Statistical fidelity of [R1] (12.0) and [R2]: the events of N random events rolled through decide(EnterNextBox)
// against the exact odds of the chart's dice, every frequency within 4σ. The [E1] roll is fixed at 6-6 (12.1.1).
const N = 20_000;

/** Seeded dice, except the [E1] roll: always the unmodified 12 that starts a random event. */
const alwaysTwelve = (seeded: DiceSource): DiceSource => ({
  roll: (kind, purpose) =>
    purpose === 'encounter'
      ? { kind, purpose, nonce: 0, faces: [6, 6], value: 12 }
      : seeded.roll(kind, purpose),
});

/** The exact odds of each event (summed, should one event sit on two rows). */
function eventOdds(chart: RandomEventChart): Map<RandomEventId, number> {
  const odds = new Map<RandomEventId, number>();
  for (const [row, p] of exactOdds(chart)) odds.set(row.event, (odds.get(row.event) ?? 0) + p);
  return odds;
}

describe.each([
  ['R1', false],
  ['R2', true],
] as const)(`[%s] random events over ${N.toLocaleString('en-US')} events`, (chart, alternative) => {
  it('every event within 4σ of its exact odds', () => {
    const [start, patrol] = outOfPort('transit');
    const started = start as CareerStarted;
    const options = { ...started.data.options, alternativeRandomEvents: alternative };
    const state = fold([{ ...started, data: { ...started.data, options } }, patrol], initialState());
    const dice = alwaysTwelve(new SeededDice({ serverSeed: 'random-event-statistics', playerSeed: chart }));
    const counts = new Map<RandomEventId, number>();
    for (let i = 0; i < N; i++) {
      const rolled = decide(state, enterNextBox, dice, charts).find((e) => e.type === 'RandomEventRolled');
      if (rolled?.type !== 'RandomEventRolled' || rolled.data.chart !== chart)
        throw new Error(`no [${chart}] roll on an unmodified 12`);
      counts.set(rolled.data.event, (counts.get(rolled.data.event) ?? 0) + 1);
    }
    expect(outliers(counts, eventOdds(charts[chart]), N)).toEqual([]);
  });
});
