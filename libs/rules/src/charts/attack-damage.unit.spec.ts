import { sinkPointsFor, U2, U3, U4 } from './attack-damage';
import { assertCoverage, rowFor } from './dice';

describe('[U2] torpedo dud (002 L2533)', () => {
  it('duds on a 1 on 1d6, +1 with superior torpedoes', () => {
    assertCoverage(U2, 'U2');
    expect(rowFor(U2, 1).result).toBe('dud');
    expect(rowFor(U2, 2).result).toBe('runsTrue');
    expect(rowFor(U2, 1 + U2.modifiers[0].value).result).toBe('runsTrue');
    expect(U2.shellsNeverDud.value).toBe(true);
  });
});

describe('[U3] attack damage (002 L2535-2549)', () => {
  it('has 5 rows covering 1d6 and the 105 mm -1', () => {
    expect(U3.rows).toHaveLength(5);
    assertCoverage(U3, 'U3');
  });
  it('matches the seed rows', () => {
    expect(rowFor(U3, 0).result).toEqual({ torpedo: null, deckGun: 2 });
    expect(rowFor(U3, 1).result).toEqual({ torpedo: 4, deckGun: 2 });
    expect(rowFor(U3, 2).result).toEqual({ torpedo: 3, deckGun: 1 });
    expect(rowFor(U3, 3).result).toEqual({ torpedo: 2, deckGun: 1 });
    expect(rowFor(U3, 6)).toMatchObject({ result: { torpedo: 1, deckGun: 1 }, provenance: '002 L2541' });
  });
});

describe('[U4] sink points (000 L1034-1039)', () => {
  it('has 4 tonnage bands from 0 t upwards', () => {
    expect(U4.sinkPoints.map((b) => b.points)).toEqual([1, 2, 3, 4]);
  });
  it('gives the points of the combat mat', () => {
    expect(sinkPointsFor(U4, 200)).toBe(1); // Noreen Mary
    expect(sinkPointsFor(U4, 1000)).toBe(1);
    expect(sinkPointsFor(U4, 1001)).toBe(2);
    expect(sinkPointsFor(U4, 5000)).toBe(2);
    expect(sinkPointsFor(U4, 7600)).toBe(3);
    expect(sinkPointsFor(U4, 13000)).toBe(4); // the 9.3 tanker example
    expect(sinkPointsFor(U4, U4.genericEscortTons.value)).toBe(2);
    expect(U4.enemySubmarinePoints.value).toBe(1);
  });
});
