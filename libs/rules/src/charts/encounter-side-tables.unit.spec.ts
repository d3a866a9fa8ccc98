import { assertCoverage, rowFor } from './dice';
import { E1_SIDE_TABLES as T } from './encounter-side-tables';

describe('[E1] side tables (002 L2440-2449, 000 L946, L956-958)', () => {
  it('cover 1d6 each', () => {
    for (const [name, table] of Object.entries({ ...T, ...T.arcticDayOrNight }))
      if ('rows' in table) assertCoverage(table, name);
    expect(T.dayOrNight.rows).toHaveLength(2);
    expect(T.shipSize.rows).toHaveLength(3);
  });
  it('match the seed rows', () => {
    expect(rowFor(T.dayOrNight, 3).result).toBe('day'); // 1-3 = Giorno
    expect(rowFor(T.dayOrNight, 4).result).toBe('night'); // 4-6 = Notte
    expect(rowFor(T.switchToNight, 4).result).toBe('night'); // 1-4 = Notte
    expect(rowFor(T.switchToNight, 5).result).toBe('targetLost'); // 5-6 = Bersaglio perso
    expect(rowFor(T.switchToNightBalkonGeraet, 5).result).toBe('night'); // 000 L946: 1-5
    expect(rowFor(T.shipSize, 3).result).toBe('smallFreighter');
    expect(rowFor(T.shipSize, 5).result).toBe('largeFreighter');
    expect(rowFor(T.shipSize, 6)).toMatchObject({ result: 'tanker', provenance: '002 L2449' });
  });
  it('give the Arctic day or night by month (000 L957-958)', () => {
    const A = T.arcticDayOrNight;
    expect(rowFor(A.janToMar, 2).result).toBe('day');
    expect(rowFor(A.janToMar, 3).result).toBe('night');
    expect(A.jun.rows).toEqual([{ roll: { min: 1, max: 6 }, result: 'day', provenance: '000 L957' }]);
    expect(A.dec.rows).toEqual([{ roll: { min: 1, max: 6 }, result: 'night', provenance: '000 L958' }]);
    expect(rowFor(A.julToSep, 5).result).toBe('night');
    expect(
      Object.values(A)
        .flatMap((t) => t.months)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
