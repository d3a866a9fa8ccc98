import { BENEATH_THE_MED } from './ruleset';
import { inServiceFrom } from './start-rules';
import { MED_CLASSES } from './vocabulary';

describe('4.2.1: the month a Beneath the Med class comes into service', () => {
  it('is its own month for the Acciaio (4/42) and the Flutto (1/43)', () => {
    expect([inServiceFrom('Acciaio'), inServiceFrom('Flutto')]).toEqual(['1942-04', '1943-01']);
  });

  it('is the calendar’s first month, 6/40, for every other class', () => {
    const others = MED_CLASSES.filter((c) => c !== 'Acciaio' && c !== 'Flutto');
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(inServiceFrom(c)).toBe(BENEATH_THE_MED.calendar.start.value);
  });
});
