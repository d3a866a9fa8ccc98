import { BENEATH_THE_MED, medChart } from '../../../campaigns';
import type { MedChartPack } from '../../../campaigns/beneath-the-med/charts';
import { rowFor } from '../../../charts';

/** What a launch range of [D1] risks (6.7.5.1-6.7.5.2): the boat's detection, and each S.L.C.'s way in on [D2]. */
export interface SlcRangeOdds {
  readonly range: 'short' | 'medium' | 'long';
  /** The chance the defenders detect the boat (an escort attack at once); 0 at long range. */
  readonly detected: number;
  /** Each S.L.C.'s chance through the harbour, the boat undetected. */
  readonly penetrates: number;
  /** The same once the boat is detected (null: it cannot be). */
  readonly penetratesIfDetected: number | null;
}

const D6 = [1, 2, 3, 4, 5, 6];

/** Exact odds of each range, from the pack's [D1] and [D2] as they stand. */
export function slcRangeOdds(pack: MedChartPack = BENEATH_THE_MED.charts.builtIn): SlcRangeOdds[] {
  const d2 = medChart(pack, 'D2');
  const through = (modifier: number) =>
    D6.filter((face) => rowFor(d2, face + modifier).result === 'penetrates').length / 6;
  const atLeast = (n: number) => D6.flatMap((a) => D6.map((b) => a + b)).filter((t) => t >= n).length / 36;
  return medChart(pack, 'D1').ranges.map((r) => ({
    range: r.range,
    detected: r.detectedOn === null ? 0 : atLeast(r.detectedOn),
    penetrates: through(r.penetration),
    penetratesIfDetected: r.detectedOn === null ? null : through(r.penetrationIfDetected ?? r.penetration),
  }));
}
