import { assertCoverage, rowFor } from './dice';
import { E5, E5a } from './repair-and-crew';

describe('[E5] damage effects and repair (002 L2643-2661)', () => {
  it('lists 17 systems with their repair numbers', () => {
    expect(E5.systems).toHaveLength(17);
    const repair = (system: string) => E5.systems.find((s) => s.system === system)?.repairOnOrBelow;
    expect(repair('batteries')).toBe(4); // L2645 "1-4"
    expect(repair('fuelTanks')).toBe(3); // L2653 "1-3"
    expect(repair('autogiro')).toBe(1); // L2656 "1"
    expect(repair('hull')).toBeNull(); // L2654 "-"
    expect(E5.repairModifiers.map((m) => m.value)).toEqual([-1, 1]);
  });
});

describe('[E5a] crew injury (002 L2663-2674)', () => {
  it('covers 2d6 (who) and 1d6 (how badly)', () => {
    expect(E5a.who.rows).toHaveLength(8);
    expect(E5a.severity.rows).toHaveLength(3);
    assertCoverage(E5a.who, 'E5a.who');
    assertCoverage(E5a.severity, 'E5a.severity');
  });
  it('matches the seed rows', () => {
    expect(rowFor(E5a.who, 2).result).toBe('kommandant');
    expect(rowFor(E5a.who, 4).result).toBe('engineer');
    expect(rowFor(E5a.who, 7).result).toBe('crew'); // 6-9
    expect(rowFor(E5a.who, 11)).toMatchObject({ result: 'engineer', interpretation: 'C-15' });
    expect(rowFor(E5a.who, 12).result).toBe('abwehrAgent');
    expect(rowFor(E5a.severity, 3).result).toBe('lightlyWounded');
    expect(rowFor(E5a.severity, 5).result).toBe('severelyWounded');
    expect(rowFor(E5a.severity, 6).result).toBe('killed');
    expect(E5a.submergedEscortAttack.value).toBe('lightlyWounded'); // 000 L1416
  });
});
