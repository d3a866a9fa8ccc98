import { between, type RollTable } from '../charts';
import { exactOdds, outliers, totalOdds } from './odds';

describe('exact dice odds', () => {
  it('enumerates the faces: 2d6, d66, d100', () => {
    const twoD6 = totalOdds('2d6');
    expect(twoD6.get(7)).toBeCloseTo(6 / 36);
    expect(twoD6.get(2)).toBeCloseTo(1 / 36);
    expect(totalOdds('d66').get(36)).toBeCloseTo(1 / 36);
    expect(totalOdds('d100').get(100)).toBeCloseTo(1 / 100);
    expect([...totalOdds('3d6').values()].reduce((a, b) => a + b)).toBeCloseTo(1);
  });

  it('reads a chart with a modifier', () => {
    const table: RollTable<string> = {
      die: '2d6',
      modified: true,
      rows: [
        { roll: { min: null, max: 6 }, result: 'low', provenance: 'designed D1' },
        { roll: between(7, 12), result: 'high', provenance: 'designed D1' },
      ],
    };
    expect(exactOdds(table).get('high')).toBeCloseTo(21 / 36);
    expect(exactOdds(table, -3).get('high')).toBeCloseTo(6 / 36); // 10-12
  });

  it('names the counts that stray beyond 4σ, and results that cannot happen', () => {
    const odds = new Map([
      ['a', 0.5],
      ['b', 0.5],
    ]);
    expect(
      outliers(
        new Map([
          ['a', 520],
          ['b', 480],
        ]),
        odds,
        1000,
      ),
    ).toEqual([]);
    expect(
      outliers(
        new Map([
          ['a', 600],
          ['b', 400],
        ]),
        odds,
        1000,
      ),
    ).toHaveLength(2);
    expect(
      outliers(
        new Map([
          ['a', 500],
          ['b', 499],
          ['c', 1],
        ]),
        odds,
        1000,
      ),
    ).toEqual(['c: 1 of 1000, expected 0.0 (Infinityσ)']);
  });
});
