import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { endCareer, victoryLevel } from '../port/victory';
import { NO_ROLL, patrolEnded, patrolThrough, refit } from './career.fixtures';
import { decorated, earlierPatrol, sank } from './career-history.fixtures';

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
  /**
   * Given a first patrol that sank these ships, its refit (run by the rules), a second patrol and `end` in it, when
   * the career's last step runs, then its CareerEnded.
   */
  const ending = (
    sinkings: readonly CareerEvent[],
    end: CareerEvent,
    before: readonly CareerEvent[] = [],
  ) => {
    const { state } = refit(patrolEnded({ success: true, shipsSunk: 2, before, atSea: sinkings }));
    return endCareer(fold([patrolThrough(['atlantic'], '1943-09'), end], state))[0].data;
  };
  const sunk: CareerEvent = { type: 'UBoatSunk', data: { rule: '9.6.11', cause: 'attack' } };

  it('records the victory level and the career in brief (5.2.3: posthumously too)', () => {
    const data = ending([sank(31_000), sank(31_000)], sunk);
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
    const scuttled: CareerEvent = {
      type: 'UBoatScuttled',
      data: { rule: '10.1.2', reason: 'flooding', roll: NO_ROLL, captured: true },
    };
    const data = ending([sank(60_000), sank(60_000)], scuttled);
    expect(data).toMatchObject({ reason: 'captured', tonnage: 120_000, victoryLevel: 'defeat' });
  });

  it("the Knight's Cross grade is in the summary", () => {
    const oakLeaves = earlierPatrol({ refit: [decorated(['knightsCross', 'oakLeaves'], 'oakLeaves')] });
    const data = ending([], sunk, oakLeaves);
    expect(data.summary?.knightsCross).toBe('oakLeaves');
  });
});
