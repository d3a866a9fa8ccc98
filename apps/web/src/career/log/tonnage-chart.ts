import type { PatrolLogData } from './patrol-log';
import { t } from '../../i18n/i18n';

// The tonnage chart's data and scales: cumulative tonnage (5.2.1) over the months of the war from 7/43 (4.2.1).

/** 5.1.2: the last month of the war. */
export const LAST_WAR_MONTH = '1945-05';

/** Months since July 1943: '1943-07' → 0, '1945-05' → 22. */
export function monthIndex(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return (year - 1943) * 12 + (m - 7);
}

/** Month index → 'YYYY-MM'. */
export function monthAt(index: number): string {
  const total = 1943 * 12 + 6 + index;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** A sinking (or a tanker's theoretical tonnage, 11.4.10.5) and the career's tonnage after it. */
export interface TonnagePoint {
  readonly month: string;
  readonly x: number;
  readonly name: string;
  readonly type: string | null;
  readonly tonnage: number;
  readonly cumulative: number;
  readonly theoretical: boolean;
}

/** Every sinking in order, at its patrol's month, with the running total. */
export function tonnagePoints(log: PatrolLogData): TonnagePoint[] {
  let cumulative = 0;
  const point = (month: string, name: string, type: string | null, tonnage: number, theoretical: boolean) => {
    cumulative += tonnage;
    return { month, x: monthIndex(month), name, type, tonnage, cumulative, theoretical };
  };
  return log.patrols.flatMap((patrol) => [
    ...patrol.ships.map((s) => point(s.month, s.name, s.type, s.tonnage, false)),
    ...(patrol.theoreticalTonnage > 0
      ? [point(patrol.sailed, t('log.patrol.theoretical'), null, patrol.theoreticalTonnage, true)]
      : []),
  ]);
}

/** A round top for the y axis: 1, 2, 2.5 or 5 × 10ⁿ, at least 10,000 t. */
export function niceMax(value: number): number {
  const top = Math.max(value, 10_000);
  const power = 10 ** Math.floor(Math.log10(top));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= top) ?? 10;
  return step * power;
}

/** 5.2.2: where each victory level begins (The Hunted's bands). */
export const VICTORY_BANDS: readonly { readonly level: VictoryBand; readonly from: number }[] = [
  { level: 'draw', from: 10_000 },
  { level: 'marginal', from: 20_000 },
  { level: 'substantial', from: 50_000 },
  { level: 'decisive', from: 100_000 },
];

type VictoryBand = 'draw' | 'marginal' | 'substantial' | 'decisive';
