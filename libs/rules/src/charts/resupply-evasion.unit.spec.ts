import { assertCoverage, rowFor } from './dice';
import { B10, B12 } from './resupply-evasion';

describe('[B10] resupply at sea (002 L2721-2726, 000 L2164-2178)', () => {
  it('covers 1d6 for the chance and the reloads', () => {
    assertCoverage(B10.chance, 'B10.chance');
    assertCoverage(B10.reloads, 'B10.reloads');
    expect(B10.reloads.rows).toHaveLength(3);
  });
  it('matches the seed rows', () => {
    expect(rowFor(B10.chance, 1).result).toBe('resupplyPossible');
    expect(rowFor(B10.reloads, 1).result).toEqual({ g7aFat: 2, g7eFat: 0 });
    expect(rowFor(B10.reloads, 2).result).toEqual({ g7aFat: 0, g7eFat: 2 });
    expect(rowFor(B10.reloads, 6).result).toEqual({ g7aFat: 0, g7eFat: 0 });
    expect(B10.neverForTypes).toEqual(['IXD-2', 'XB', 'XIV']);
  });
});

describe('[B12] evasive manoeuvres (002 L2728-2741, 000 L2126-2134)', () => {
  it('covers 1d6 for both sides', () => {
    assertCoverage(B12.uboatChoice, 'B12.uboatChoice');
    assertCoverage(B12.escortRoll, 'B12.escortRoll');
  });
  it('reads the chosen number as in 14.8 (C-19) and scores hits', () => {
    expect(rowFor(B12.uboatChoice, 2).result).toBe('left');
    expect(rowFor(B12.uboatChoice, 3).result).toBe('right');
    expect(rowFor(B12.escortRoll, 6).result).toBe('straight');
    expect(B12.hits.differentDirection.value).toBe(-1);
    expect(B12.hits.sameDirection.value).toBe(1);
    expect(B12.hits.sameNumber.value).toBe(3);
  });
});
