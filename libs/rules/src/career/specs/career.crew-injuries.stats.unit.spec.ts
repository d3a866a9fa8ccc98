import { defaultChartPack as charts } from '../../charts';
import { SeededDice } from '../../dice';
import { exactOdds, outliers } from '../../testing';
import { injureCrew } from '../damage/crew-injuries';
import { newCrew } from '../model/state';

// Statistical fidelity of [E5a] (10.6.1): over N injuries to a fresh crew on the surface, who is hit and how badly
// against the exact odds of 2d6 and 1d6 (unmodified), every frequency within 4σ.
const N = 20_000;

describe(`[E5a] crew injuries over ${N.toLocaleString('en')} rolls`, () => {
  it('the crewman follows 2d6 on [E5a] (the LI on 4 and 11, C-15); the severity 1d6, rolled only for a man aboard', () => {
    const dice = new SeededDice({ serverSeed: 'e5a-statistics', playerSeed: 'crew' });
    const who = new Map<string, number>();
    const severity = new Map<string, number>();
    let rolled = 0;
    for (let i = 0; i < N; i++) {
      const { data } = injureCrew(newCrew(), { rule: '9.8.2', lightWoundOnly: false }, dice, charts);
      who.set(data.member, (who.get(data.member) ?? 0) + 1);
      if (data.severity === null) continue;
      rolled += 1;
      severity.set(data.severity, (severity.get(data.severity) ?? 0) + 1);
    }
    expect(outliers(who, exactOdds(charts.E5a.who), N)).toEqual([]);
    expect(outliers(severity, exactOdds(charts.E5a.severity), rolled)).toEqual([]);
    expect(rolled).toBe(N - (who.get('abwehrAgent') ?? 0)); // no agent aboard: no effect (10.6.1 step 2)
  });
});
