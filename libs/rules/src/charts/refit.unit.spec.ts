import { M1, M2 } from './refit';

describe('[M1] refit (002 L2790-2800, 000 L1528-1548)', () => {
  it('lists the P and R months', () => {
    expect(M1.items).toHaveLength(6);
    const item = (id: string) => M1.items.find((i) => i.id === id);
    expect(item('extendedPatrol')).toMatchObject({ months: 1, code: 'P' });
    expect(item('extendedPatrol')?.types).toEqual(
      expect.arrayContaining(['XII', 'XXI', 'VIID', 'XB', 'XIV']),
    ); // C-20
    expect(item('typeIXD2Patrol')).toMatchObject({ months: 3, code: 'P', types: ['IXD-2'] });
    expect(item('baseRefit')).toMatchObject({ months: 1, code: 'R' });
    expect(M1.newBoatAtMonths.value).toBe(5);
    expect(M1.penangBaseRefitMonths.value).toBe(2);
    expect(M1.seniorRankShortening).toMatchObject({ months: -1, onlyIfOriginal: [3, 4] });
  });
});

describe('[M2] crew recovery (002 L2802-2812, 000 L1590-1608)', () => {
  it('gives 1d6 months, -1 with a Doctor Experte', () => {
    expect(M2.recoveryMonths.die).toBe('1d6');
    expect(M2.recoveryMonths.modifiers[0]).toMatchObject({ id: 'doctorExperte', value: -1 });
    expect(M2.rules).toHaveLength(5);
    expect(M2.kommandantNewBoatAtMonths).toMatchObject({ value: 5, interpretation: 'C-26' });
  });
});
