import { PENANG, PORT_AIR_RAID } from './bases';
import { assertCoverage, rowFor } from './dice';

describe('Penang next patrol (000 L598-602, 002 L2400-2404)', () => {
  it('has 4 rows covering 1d6', () => {
    expect(PENANG.rows).toHaveLength(4);
    assertCoverage(PENANG, 'penang');
  });
  it('matches the seed rows', () => {
    expect(rowFor(PENANG, 2).result).toBe('returnToFrance'); // 1-2
    expect(rowFor(PENANG, 3).result).toBe('returnToNorway'); // 3
    expect(rowFor(PENANG, 5).result).toBe('indianOcean'); // 4-5
    expect(rowFor(PENANG, 6)).toMatchObject({ result: 'australia', provenance: ['000 L602', '002 L2404'] });
    expect(PENANG.franceClosedFrom).toBe('1944-09'); // 000 L599
  });
});

describe('port air raids 4.7.6 (000 L612-616)', () => {
  it('has 4 rows covering 2d6', () => {
    expect(PORT_AIR_RAID.rows).toHaveLength(4);
    assertCoverage(PORT_AIR_RAID, 'portAirRaid');
  });
  it('matches the seed rows', () => {
    expect(rowFor(PORT_AIR_RAID, 2).result.outcome).toBe('boatDestroyed');
    expect(rowFor(PORT_AIR_RAID, 3).result).toEqual({ outcome: 'heavilyDamaged', extraRefitMonths: 2 });
    expect(rowFor(PORT_AIR_RAID, 4).result).toEqual({ outcome: 'damaged', extraRefitMonths: 1 });
    expect(rowFor(PORT_AIR_RAID, 5).result.outcome).toBe('noEffect');
    expect(PORT_AIR_RAID).toMatchObject({ from: '1944-01', ports: ['germany', 'norway', 'mediterranean'] });
  });
});
