import { assertCoverage, rowFor } from './dice';
import { E3, E3a, E3b, E3c, E3d, E3e } from './escort-attack';

describe('[E3] escort / aircraft attack (002 L2577-2595)', () => {
  it('has 7 rows covering any modified 2d6', () => {
    expect(E3.rows).toHaveLength(7);
    assertCoverage(E3, 'E3');
    assertCoverage(E3.specialAttackCheck, 'E3.specialAttackCheck');
  });
  it('matches the seed rows', () => {
    expect(rowFor(E3, 3).result).toEqual({ hits: 0, uboatSunk: false }); // 2-3 Inefficace
    expect(rowFor(E3, 6).result.hits).toBe(1); // 4-6
    expect(rowFor(E3, 8).result.hits).toBe(2); // 7-8
    expect(rowFor(E3, 10).result.hits).toBe(3); // 9-10
    expect(rowFor(E3, 11).result.hits).toBe(4);
    expect(rowFor(E3, 12)).toMatchObject({ result: { hits: 5 }, provenance: '002 L2585' });
    expect(rowFor(E3, 14).result.uboatSunk).toBe(true); // 13+
    expect(E3.modifiers.find((m) => m.id === 'aircraftVsSurfaced')?.value).toBe(2); // 002 L2595
    expect(E3.modifiers).toHaveLength(9);
  });
});

describe('[E3a]-[E3e] special attacks (002 L2597-2625)', () => {
  it('cover their dice', () => {
    for (const [name, t] of Object.entries({ E3a, E3b, E3c, E3d, E3e, damage: E3c.damage }))
      assertCoverage(t, name);
  });
  it('match the seed rows', () => {
    expect(rowFor(E3a, 4).result).toBe('fido'); // 1-4
    expect(rowFor(E3a, 5).result).toBe('tsetse');
    expect(rowFor(E3a, 6).result).toBe('rockets');
    expect(E3a.tsetseMaxAttacks).toBe(3);
    expect(rowFor(E3b, 5).result).toBe('hedgehog'); // 1-5 Riccio
    expect(rowFor(E3b, 7).result).toBe('squid'); // 6 +1 in 1945
    expect(rowFor(E3c, 2).result).toBe('hit');
    expect(rowFor(E3c.damage, 2).result).toEqual({ hits: 7, uboatSunk: false });
    expect(rowFor(E3c.damage, 3).result.uboatSunk).toBe(true);
    expect(rowFor(E3d, 2).result.uboatSunk).toBe(true); // Calamaro 1-2 Affondato
    expect(rowFor(E3d, 4).result.hits).toBe(7);
    expect(rowFor(E3e, 1).result.uboatSunk).toBe(true); // FIDO 1 Affondato
    expect(rowFor(E3e, 2).result.hits).toBe(7);
    expect(rowFor(E3e, 6).result).toEqual({ hits: 0, uboatSunk: false });
  });
});
