import type { Wound } from '../model/state';

// The wounds both games mark the same way (The Hunted 10.6.1, 10.7.2; Beneath the Med 7.5.6).

type Severity = Exclude<Wound, 'none'>;
const WORSE: readonly Wound[] = ['none', 'lightlyWounded', 'severelyWounded', 'killed'];

/** A second wound on a wounded man, by the chart's rows; otherwise the worse of the two. */
export function accumulated(
  before: Wound,
  gets: Severity,
  rows: readonly { readonly has: Severity; readonly gets: Severity; readonly becomes: Severity }[],
): Wound {
  if (before === 'none') return gets;
  const row = rows.find((a) => a.has === before && a.gets === gets);
  return row?.becomes ?? WORSE[Math.max(WORSE.indexOf(before), WORSE.indexOf(gets))];
}

/** The generic box a wound falls on: an unhurt man first, then LW before SW; null when all are dead. */
export function genericBoxHit(generic: readonly Wound[]): number | null {
  for (const wound of ['none', 'lightlyWounded', 'severelyWounded'] as const) {
    const box = generic.indexOf(wound);
    if (box >= 0) return box;
  }
  return null;
}
