import type { Sinking } from '@periscope/play/tournament/sinkings';

export interface Series {
  readonly name: string;
  /** Cumulative tonnage after each sinking, by the time it was recorded (ms). */
  readonly points: readonly { readonly t: number; readonly tonnage: number }[];
}

/** A leader's tonnage over the tournament's time: a step up at each sinking as it counts (5.2), from 0. */
export function seriesOf(name: string, ships: readonly Sinking[], start: number): Series {
  let total = 0;
  const points = [{ t: start, tonnage: 0 }];
  for (const s of ships) {
    if (s.recordedAt === null) continue;
    total += s.counts;
    points.push({ t: Date.parse(s.recordedAt), tonnage: total });
  }
  return { name, points };
}

/** 0-12,345 → a round top for the axis (1, 2 or 5 × 10ⁿ). */
export function niceTop(max: number): number {
  if (max <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max) as number;
}

export interface Box {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

/** An SVG path of steps for one series, between the times `from` and `to`. */
export function stepPath(series: Series, from: number, to: number, yTop: number, box: Box): string {
  const x = (t: number) =>
    box.left + ((t - from) / Math.max(1, to - from)) * (box.width - box.left - box.right);
  const y = (v: number) => box.height - box.bottom - (v / yTop) * (box.height - box.top - box.bottom);
  const parts: string[] = [];
  series.points.forEach((p, i) => {
    if (i === 0) parts.push(`M${x(p.t).toFixed(1)},${y(p.tonnage).toFixed(1)}`);
    else parts.push(`H${x(p.t).toFixed(1)}`, `V${y(p.tonnage).toFixed(1)}`);
  });
  parts.push(`H${x(to).toFixed(1)}`);
  return parts.join(' ');
}
