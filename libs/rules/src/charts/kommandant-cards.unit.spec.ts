import { KOMMANDANT_CARDS } from './kommandant-cards';

const card = (name: string) => KOMMANDANT_CARDS.find((c) => c.name === name);

describe('14.13 Kommandant cards (002 L3181-3576)', () => {
  it('has 8 cards', () => {
    expect(KOMMANDANT_CARDS).toHaveLength(8);
  });
  it('matches the seed cards', () => {
    // 002 L3193-3202, L3214-3222
    expect(card('Alfred Eick')).toMatchObject({
      rank: 'KptLt',
      career: { ships: 10, tons: 67191 },
      abilities: ['expertShot', 'vigilant'],
      boats: [{ id: 'U-510', type: 'IXC', from: '1943-06', base: 'france' }],
    });
    expect(card('Alfred Eick')?.boats[0].patrols[1]).toEqual({ area: 'indianOcean', endsAt: 'penang' });
    // 002 L3299-3304
    expect(card('Heinrich Timm')?.boats[1].patrols).toEqual([
      { area: 'indianOcean', endsAt: 'penang' },
      { area: 'australia' },
    ]);
    expect(card('Heinrich Timm')?.inThisGame).toEqual({ ships: 7, tons: 42374 });
    // 002 L3446, L3466: U-19 on the front is U-198 (C-29)
    expect(card('Werner Hartmann')?.boats[1].id).toBe('U-198');
    expect(card('Werner Hartmann')?.rank).toBe('KptzS');
    expect(card('Albert Lauzemis')?.boats[0].patrols[1]).toEqual({ area: null, note: 'wounded' });
    expect(card('Robert Gysae')?.career).toEqual({ ships: 25, tons: 146815 });
  });
});
