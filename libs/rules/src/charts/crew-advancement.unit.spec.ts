import { M3, M4 } from './crew-advancement';
import { assertCoverage, rowFor } from './dice';

describe('[M3] crew improvement (002 L2814-2822, 000 L1626-1631)', () => {
  it('has 5 rows covering 1d6', () => {
    expect(M3.rows).toHaveLength(5);
    assertCoverage(M3, 'M3');
    assertCoverage(M3.firstWatchOfficerLeaves, 'M3.firstWatchOfficerLeaves');
  });
  it('matches the seed rows', () => {
    expect(rowFor(M3, 1).result).toBe('engineerExperte');
    expect(rowFor(M3, 2).result).toBe('doctorExperte');
    expect(rowFor(M3, 3).result).toBe('firstWatchOfficerExperte');
    expect(rowFor(M3, 4).result).toBe('secondWatchOfficerExperte');
    expect(rowFor(M3, 6).result).toBe('crewLevelUp');
    expect(M3.successfulPatrolsPerRoll.value).toBe(3); // 000 L1618 (C-25)
    expect(M3.successfulPatrolsPerRollWithLeadership.value).toBe(2);
  });
});

describe('[M4] promotion (002 L2824-2832, 000 L1682-1693)', () => {
  it('promotes on a modified 1-4', () => {
    assertCoverage(M4, 'M4');
    expect(rowFor(M4, 4).result).toBe('promoted');
    expect(rowFor(M4, 5).result).toBe('notPromoted');
    expect(rowFor(M4, -2).result).toBe('promoted');
  });
  it('uses the Spanish modifiers (per 6 ships, C-21) and rank abilities', () => {
    expect(M4.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['decorationInPeriod', -1],
      ['perSixShipsSunk', -1],
      ['perUnsuccessfulPatrol', 1],
    ]);
    expect(M4.patrolChoiceOnOrBelow).toEqual({ OltzS: null, KptLt: 1, KKpt: 2, FKpt: 3, KptzS: 3 });
    expect(M4.startingRankKptLtFrom['1943'].value).toBe(5); // 000 L1675: 1-4 OltzS, 5-6 KptLt
    expect(M4.finalRollIn).toBe('1945-04');
  });
});
