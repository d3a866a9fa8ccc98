import { careerOver, careerOf, type CareerState } from '../model/state';
import { endCareer, victoryLevel } from '../port/victory';
import { patrolEnded, refit, withCareer } from './career.fixtures';

describe('victory levels (5.2.2)', () => {
  it('by the tonnage sunk over the career: Defeat, Draw, Marginal, Substantial, Decisive', () => {
    const levels = [0, 9_999, 10_000, 19_999, 20_000, 49_999, 50_000, 99_999, 100_000, 250_000].map((t) =>
      victoryLevel(t, false),
    );
    expect(levels).toEqual([
      'defeat',
      'defeat',
      'draw',
      'draw',
      'marginalVictory',
      'marginalVictory',
      'substantialVictory',
      'substantialVictory',
      'decisiveVictory',
      'decisiveVictory',
    ]);
  });

  it('5.2.2, Q-52: a career carried over from The Hunters uses the bracketed bands', () => {
    expect([49_999, 50_000, 149_999, 200_000].map((t) => victoryLevel(t, false, true))).toEqual([
      'defeat',
      'draw',
      'marginalVictory',
      'decisiveVictory',
    ]);
  });

  it('5.2.2: the U-boat captured after a failed scuttle is a Defeat whatever the tonnage', () => {
    expect(victoryLevel(150_000, true)).toBe('defeat');
  });
});

describe('CareerEnded (5.1, 5.2)', () => {
  const ending = (change: (s: CareerState) => CareerState, reason: 'warOver' | 'captured' | 'sunk') =>
    endCareer({
      ...change(refit(patrolEnded({ success: true, shipsSunk: 2 })).state),
      step: careerOver(reason, '5.1', 'test'),
    })[0].data;

  it('records the victory level and the career in brief (5.2.3: posthumously too)', () => {
    const data = ending((s) => ({ ...s, tonnage: 62_000 }), 'sunk');
    expect(data).toMatchObject({
      reason: 'sunk',
      tonnage: 62_000,
      patrolsCompleted: 1,
      victoryLevel: 'substantialVictory',
      summary: {
        uboatType: 'VIIC',
        rank: 'KptLt',
        month: '1943-09',
        knightsCross: null,
        successfulPatrols: 1,
        decorations: { ironCross: 'firstClass' },
      },
    });
  });

  it('a boat captured (10.10.2) ends in Defeat', () => {
    const data = ending((s) => withCareer({ ...s, tonnage: 120_000 }, { boatCaptured: true }), 'captured');
    expect(data.victoryLevel).toBe('defeat');
  });

  it("the Knight's Cross grade is in the summary", () => {
    const data = ending(
      (s) => withCareer(s, { decorations: { ...careerOf(s).decorations, knightsCross: 'oakLeaves' } }),
      'warOver',
    );
    expect(data.summary?.knightsCross).toBe('oakLeaves');
  });
});
