import { A1, A2 } from './aircraft';
import { assertCoverage, rowFor } from './dice';

const mod = (chart: typeof A1 | typeof A2, id: string) => chart.modifiers.find((m) => m.id === id)?.value;

describe('[A1] aircraft encounter (002 L2406-2423, 000 L1232-1238)', () => {
  it('has 3 rows covering any modified 2d6', () => {
    expect(A1.rows).toHaveLength(3);
    assertCoverage(A1, 'A1');
    assertCoverage(A1.specialAttackCheck, 'A1.specialAttackCheck');
  });
  it('gives two attacks on 1 or less (000 L1238, C-4), one on 2-7, none on 8+', () => {
    expect(rowFor(A1, 1).result).toBe('twoAttacks');
    expect(rowFor(A1, 2).result).toBe('oneAttack');
    expect(rowFor(A1, 7).result).toBe('oneAttack');
    expect(rowFor(A1, 8).result).toBe('crashDiveSuccessful'); // 002 L2410 "8 o più"
  });
  it('lists every modifier with the chart signs', () => {
    expect(A1.modifiers).toHaveLength(13);
    expect(mod(A1, 'naxos')).toBe(1); // 000 L854, 002 L2415
    expect(mod(A1, 'schnorchel')).toBe(2); // 000 L868, 002 L2416
    expect(mod(A1, 'eliteCrew')).toBe(1); // 002 L2414
    expect(mod(A1, 'year1944or1945')).toBe(-1); // 002 L2417
    expect(mod(A1, 'naxosWithSchnorchelTypeXXI')).toBe(3); // 000 L880, Q-XXI-NAXOS
  });
  it('rolls a special attack on 1d6 = 1 (000 L1232)', () => {
    expect(rowFor(A1.specialAttackCheck, 1).result).toBe('specialAttack');
    expect(rowFor(A1.specialAttackCheck, 2).result).toBe('normalAttack');
  });
});

describe('[A2] flak (002 L2425-2438)', () => {
  it('has 3 rows covering any modified 2d6', () => {
    expect(A2.rows).toHaveLength(3);
    assertCoverage(A2, 'A2');
  });
  it('matches the seed rows', () => {
    expect(rowFor(A2, 3).result).toBe('shotDown'); // "3 o meno"
    expect(rowFor(A2, 4).result).toBe('damaged'); // "4-5"
    expect(rowFor(A2, 6).result).toBe('missed'); // "6 o più"
  });
  it('lists the chart and rule modifiers', () => {
    expect(A2.modifiers).toHaveLength(9);
    expect(mod(A2, 'threeGunsFiring')).toBe(-2); // 002 L2432
    expect(mod(A2, 'typeVIICFlak')).toBe(-1); // 002 L2433
    expect(mod(A2, 'extraFlak')).toBe(-1); // 000 L1572
  });
});
