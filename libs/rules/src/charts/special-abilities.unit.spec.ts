import { assertCoverage, rowFor } from './dice';
import { SPECIAL_ABILITY_CHART as C } from './special-abilities';

describe('14.15 special abilities, 1d20 (000 L2236-2262)', () => {
  it('has 20 rows covering 1d20', () => {
    expect(C.rows).toHaveLength(20);
    assertCoverage(C, 'specialAbilities');
  });
  it('matches the seed rows', () => {
    expect(rowFor(C, 1)).toMatchObject({ result: { ability: 'lucky' }, provenance: '000 L2242' });
    expect(rowFor(C, 6).result.ability).toBe('aggressive');
    expect(rowFor(C, 7)).toMatchObject({ result: { ability: 'bold' }, provenance: '000 L2249' });
    expect(rowFor(C, 13).result.ability).toBe('convoyKiller');
    expect(rowFor(C, 20)).toMatchObject({ result: { ability: 'charismatic' }, provenance: '000 L2262' });
    expect(C.cardOnly.map((a) => a.ability)).toEqual(['expertShot', 'trainer', 'resupplier']);
  });
});
