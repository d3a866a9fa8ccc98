import { FLOTILLAS, HISTORICAL_UBOAT_IDS, WOLFPACK_NAMES } from './history';

describe('14.5 wolfpack names (000 L2023-2066)', () => {
  it('has 85 names in printed order', () => {
    expect(WOLFPACK_NAMES).toHaveLength(85);
    expect(WOLFPACK_NAMES[0]).toEqual({
      name: 'West',
      boats: 23,
      italianSpelling: 'Ovest',
      interpretation: 'C-27',
      provenance: '000 L2023',
    });
    expect(WOLFPACK_NAMES[22]).toMatchObject({ name: 'Letzte Ritter', boats: 3, provenance: '000 L2023' });
    expect(WOLFPACK_NAMES[84]).toMatchObject({ name: 'Falke', boats: 23, provenance: '000 L2065' });
    expect(WOLFPACK_NAMES.find((w) => w.name === 'Panther')?.boats).toBe(34);
    expect(WOLFPACK_NAMES.filter((w) => w.name === 'Ziethen').map((w) => w.boats)).toEqual([12, 4]);
  });
});

describe('14.4 historical U-boat IDs (000 L2001-2015)', () => {
  it('lists 14 types as printed', () => {
    expect(HISTORICAL_UBOAT_IDS).toHaveLength(14);
    expect(HISTORICAL_UBOAT_IDS[0]).toEqual({
      type: 'VIIA',
      ids: [{ from: 27, to: 36 }],
      provenance: '000 L2002',
    });
    expect(HISTORICAL_UBOAT_IDS.find((t) => t.type === 'VIIB')?.printedAs).toBe('VIIIB');
    expect(HISTORICAL_UBOAT_IDS.find((t) => t.type === 'XII')?.ids).toEqual([]);
    expect(HISTORICAL_UBOAT_IDS.find((t) => t.type === 'XXI')?.ids).toContainEqual({ from: 3001, to: 3035 });
  });
});

describe('14.14 flotillas (000 L2218-2234)', () => {
  it('lists 13 combat flotillas and the training ones', () => {
    expect(FLOTILLAS.combat).toHaveLength(13);
    expect(FLOTILLAS.combat[0]).toEqual({
      number: 1,
      bases: ['Germany (Kiel)', 'France (Brest)'],
      provenance: '000 L2220',
    });
    expect(FLOTILLAS.combat[12]).toMatchObject({ number: 29, bases: ['Mediterranean (various bases)'] });
    expect(FLOTILLAS.training.numbers).toEqual([4, 8]);
  });
});
