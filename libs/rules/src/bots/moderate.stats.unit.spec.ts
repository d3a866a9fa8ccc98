import type { UBoatType } from '../charts';
import { moderate } from './moderate';
import { playCareer } from './play-career';

// Designer's notes (000 L2296): a Type VII survives less often than a Type IXC, and a IXC less often than a IXD-2.
// Fixed seeds, so the figures are the same on every run; the gaps are asserted to exceed twice their binomial
// standard error, so the ordering is not the luck of these seeds.

const CAREERS = 1_000;
const TYPES: readonly UBoatType[] = ['VIIC', 'IXC', 'IXD-2'];

function survival(uboatType: UBoatType): number {
  let survived = 0;
  for (let i = 0; i < CAREERS; i++) {
    const { events } = playCareer(moderate, {
      serverSeed: `survival-order:${i}`,
      uboatType,
      maxCommands: 5_000,
    });
    const ended = events.find((e) => e.type === 'CareerEnded');
    if (ended?.type === 'CareerEnded' && ended.data.reason === 'warOver') survived += 1;
  }
  return survived / CAREERS;
}

/** Standard errors between a and b: (b − a) / sqrt(a(1−a)/n + b(1−b)/n). */
const sigmas = (a: number, b: number) => (b - a) / Math.sqrt((a * (1 - a) + b * (1 - b)) / CAREERS);

describe('the moderate bot (designer’s notes, 000 L2296)', () => {
  it('000 L2296: survival VIIC < IXC < IXD-2 over 1,000 seeded careers a type, each gap over 2 standard errors', () => {
    const [viic, ixc, ixd2] = TYPES.map(survival);
    expect(viic).toBeLessThan(ixc);
    expect(ixc).toBeLessThan(ixd2);
    expect(sigmas(viic, ixc)).toBeGreaterThan(2);
    expect(sigmas(ixc, ixd2)).toBeGreaterThan(2);
  });
});
