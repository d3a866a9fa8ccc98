import { assertCoverage, exactly, rowFor } from './dice';
import { ENEMY_SUBMARINES as S } from './enemy-submarines';

describe('9.9.1 enemy submarine lists (000 L1302-1330)', () => {
  it('has 10 non-Australian (1d10) and 6 Australian (1d6) boats', () => {
    for (const list of [S.nonAustralian, S.australian])
      assertCoverage(
        { die: list.die, modified: false, rows: list.rows.map((r) => ({ roll: exactly(r.roll) })) },
        'list',
      );
    expect(S.nonAustralian.rows).toHaveLength(10);
    expect(S.australian.rows).toHaveLength(6);
  });
  it('matches the seed rows', () => {
    expect(S.nonAustralian.rows[0]).toMatchObject({
      name: 'HMS Salmon',
      tonnage: 600,
      provenance: '000 L1305',
    });
    expect(S.nonAustralian.rows[1]).toMatchObject({ name: 'HMS Cachalot', tonnage: 1800 });
    expect(S.nonAustralian.rows[8]).toMatchObject({ name: 'HMS Venturer', tonnage: 500 });
    expect(S.australian.rows[2]).toMatchObject({
      name: 'HNMS Zwaardvisch',
      tonnage: 1100,
      provenance: '000 L1319',
    });
  });
  it('gives the initiative and the enemy torpedoes (9.9.2, 9.9.5)', () => {
    assertCoverage(S.initiative, 'initiative');
    expect(rowFor(S.initiative, 5).result).toBe('enemyFiresFirst');
    expect(rowFor(S.initiative, 6).result).toBe('playerChooses');
    expect(rowFor(S.torpedoHit.close, 5).result).toBe('hit');
    expect(rowFor(S.torpedoHit.medium, 5).result).toBe('miss');
    expect(rowFor(S.torpedoHit.long, 3).result).toBe('hit');
    expect(S.torpedoesFired.value).toBe(2);
    expect(S.deckGunAllowed.value).toBe(false);
  });
});
