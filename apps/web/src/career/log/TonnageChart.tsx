import { useMemo } from 'preact/hooks';
import type { CareerState } from '@periscope/rules';
import type { ClientEvent } from '../events';
import { patrolLog } from './patrol-log';
import {
  LAST_WAR_MONTH,
  monthAt,
  monthIndex,
  niceMax,
  tonnagePoints,
  VICTORY_BANDS,
  type TonnagePoint,
} from './tonnage-chart';
import './log.css';
import { monthName, shipTypeName, thousands, tons } from '../../ui/words';
import { t } from '../../i18n/i18n';

const W = 360;
const H = 220;
const M = { left: 64, right: 22, top: 12, bottom: 38 };

interface Scales {
  readonly x: (month: number) => number;
  readonly y: (tonnage: number) => number;
  readonly xMax: number;
  readonly yMax: number;
}

function scales(points: readonly TonnagePoint[], endX: number): Scales {
  const xMax = Math.max(monthIndex(LAST_WAR_MONTH), endX, ...points.map((p) => p.x));
  const yMax = niceMax(points.at(-1)?.cumulative ?? 0);
  return {
    x: (month) => M.left + (month / xMax) * (W - M.left - M.right),
    y: (tonnage) => H - M.bottom - (tonnage / yMax) * (H - M.top - M.bottom),
    xMax,
    yMax,
  };
}

/** The career's tonnage over the months of the war (5.2.1): a step line, one point per sinking. */
export function TonnageChart({
  events,
  state,
}: {
  readonly events: readonly ClientEvent[];
  readonly state: CareerState;
}) {
  const points = useMemo(() => tonnagePoints(patrolLog(events)), [events]);
  const endX = state.career ? monthIndex(state.career.date) : (points.at(-1)?.x ?? 0);
  const s = scales(points, endX);
  const bands = state.career?.options.combinedWithTheHunters ? [] : VICTORY_BANDS; // 15: other bands
  const total = points.at(-1)?.cumulative ?? 0;
  return (
    <figure class="tonnage-chart">
      <svg
        class="tonnage-chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary(points, total)}
      >
        <title>{t('log.chart.title')}</title>
        <desc>{summary(points, total)}</desc>
        <YAxis s={s} />
        <XAxis s={s} />
        {bands
          .filter((b) => b.from <= s.yMax)
          .map((b) => (
            <Band key={b.level} s={s} {...b} />
          ))}
        <path class="tonnage-chart__line" d={stepPath(points, s, Math.min(endX, s.xMax))} />
        {points.map((p, i) => (
          <Point key={i} p={p} s={s} />
        ))}
      </svg>
      <figcaption class="hint">
        {t('log.chart.caption', { theoretical: points.some((p) => p.theoretical) })}
      </figcaption>
      <DataTable points={points} />
    </figure>
  );
}

function summary(points: readonly TonnagePoint[], total: number): string {
  if (points.length === 0) return t('log.chart.nothing');
  const ships = points.filter((p) => !p.theoretical).length;
  const theoretical = points.filter((p) => p.theoretical).reduce((n, p) => n + p.tonnage, 0);
  return t('log.chart.summary', {
    total: tons(total),
    theoretical: theoretical > 0 ? tons(theoretical) : 'none',
    ships,
    from: monthName(points[0].month, 'short'),
    to: monthName(points.at(-1)?.month ?? points[0].month, 'short'),
  });
}

function stepPath(points: readonly TonnagePoint[], s: Scales, endX: number): string {
  const steps = points.map((p) => `H${s.x(p.x).toFixed(1)}V${s.y(p.cumulative).toFixed(1)}`);
  const last = Math.max(endX, points.at(-1)?.x ?? 0);
  return `M${s.x(0)},${s.y(0)}${steps.join('')}H${s.x(last).toFixed(1)}`;
}

function Point({ p, s }: { readonly p: TonnagePoint; readonly s: Scales }) {
  const label = `${p.name}${p.type ? ` (${shipTypeName(p.type)})` : ''}, ${tons(p.tonnage)}, ${monthName(p.month, 'short')}`;
  const [cx, cy] = [s.x(p.x), s.y(p.cumulative)];
  return p.theoretical ? (
    <rect
      class="tonnage-chart__point tonnage-chart__point--theoretical"
      x={cx - 4}
      y={cy - 4}
      width={8}
      height={8}
    >
      <title>{label}</title>
    </rect>
  ) : (
    <circle class="tonnage-chart__point" data-testid="tonnage-point" cx={cx} cy={cy} r={4}>
      <title>{label}</title>
    </circle>
  );
}

function YAxis({ s }: { readonly s: Scales }) {
  const ticks = [0, 1, 2, 3, 4].map((i) => (s.yMax * i) / 4);
  return (
    <g class="tonnage-chart__axis">
      {ticks.map((t) => (
        <g key={t}>
          <line class="tonnage-chart__grid" x1={M.left} x2={W - M.right} y1={s.y(t)} y2={s.y(t)} />
          <text x={M.left - 4} y={s.y(t) + 3} text-anchor="end">
            {thousands(t)}
          </text>
        </g>
      ))}
      <text
        class="tonnage-chart__label"
        transform={`translate(12 ${(H - M.bottom + M.top) / 2}) rotate(-90)`}
      >
        {t('log.chart.tonnage')}
      </text>
    </g>
  );
}

function XAxis({ s }: { readonly s: Scales }) {
  const ticks = Array.from({ length: Math.floor(s.xMax / 6) + 1 }, (_, i) => i * 6);
  return (
    <g class="tonnage-chart__axis">
      <line x1={M.left} x2={W - M.right} y1={s.y(0)} y2={s.y(0)} />
      {ticks.map((t) => (
        <text key={t} x={s.x(t)} y={H - M.bottom + 14} text-anchor="middle">
          {monthName(monthAt(t), 'short')}
        </text>
      ))}
      <text class="tonnage-chart__label" x={(M.left + W - M.right) / 2} y={H - 4} text-anchor="middle">
        {t('log.chart.month')}
      </text>
    </g>
  );
}

function Band({ s, level, from }: { readonly s: Scales } & (typeof VICTORY_BANDS)[number]) {
  return (
    <g class="tonnage-chart__band">
      <line x1={M.left} x2={W - M.right} y1={s.y(from)} y2={s.y(from)} />
      <text x={M.left + 3} y={s.y(from) - 3}>
        {t(`log.band.${level}`)}
      </text>
    </g>
  );
}

function DataTable({ points }: { readonly points: readonly TonnagePoint[] }) {
  return (
    <table class="visually-hidden">
      <caption>{t('log.chart.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('log.chart.monthColumn')}</th>
          <th scope="col">{t('audit.ships.ship')}</th>
          <th scope="col">{t('tournament.column.tonnage')}</th>
          <th scope="col">{t('log.chart.careerTonnage')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={i}>
            <td>{monthName(p.month, 'short')}</td>
            <th scope="row">{p.name}</th>
            <td>{tons(p.tonnage)}</td>
            <td>{tons(p.cumulative)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
