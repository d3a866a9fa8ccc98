import { assertCoverage, rowFor } from './dice';
import { AIRCRAFT_QUALITY, ESCORT_QUALITY } from './quality';

describe('escort and aircraft quality, 1d6 (000 L2074-2118, 002 L2710-2719)', () => {
  it('has 4 rows covering 1d6', () => {
    for (const chart of [ESCORT_QUALITY, AIRCRAFT_QUALITY]) {
      expect(chart.rows).toHaveLength(4);
      assertCoverage(chart, chart.optionalRule);
      expect(rowFor(chart, 1).result).toBe('green');
      expect(rowFor(chart, 4).result).toBe('trained');
      expect(rowFor(chart, 5).result).toBe('veteran');
      expect(rowFor(chart, 6).result).toBe('elite');
    }
  });
  it('gives the effects of 14.6.3 and 14.7.3', () => {
    expect(ESCORT_QUALITY.effects.green).toMatchObject({ hits: -1, sunkBecomesFiveHits: true });
    expect(ESCORT_QUALITY.effects.elite).toMatchObject({ hits: 1, fiveHitsSink: true, detection: 1 });
    expect(AIRCRAFT_QUALITY.effects.elite).toMatchObject({ hits: 1, detection: 0, automaticCrewInjuries: 2 });
  });
});
