import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { tons } from '../ui/words';
import type { RulingRow, StandingRow } from './api';
import { sinkings } from '@periscope/play/tournament/sinkings';
import { careerEvents } from './api';
import { niceTop, seriesOf, stepPath, type Box, type Series } from './leaders-chart';
import { intl, t } from '../i18n/i18n';

const LEADERS = 5;
const BOX: Box = { width: 640, height: 240, left: 70, right: 16, top: 12, bottom: 30 };
const DASHES = ['', '8 4', '3 3', '12 4 3 4', '2 6'];

/** The leaders' tonnage over the tournament's time, one step line each, told apart by colour and dash. */
export function LeadersChart(props: {
  readonly rows: readonly StandingRow[];
  readonly rulings: readonly RulingRow[];
}) {
  const { rows, rulings } = props;
  // In the standings' order: the ranked first, then those out of the ranking (13.3) who sank something.
  const counted = (r: StandingRow) => r.standing === 'ranked' || r.standing === 'eliminated';
  const leaders = rows.filter((r) => counted(r) && r.tonnage > 0).slice(0, LEADERS);
  const series = useSignal<readonly Series[]>([]);
  const key = leaders.map((r) => `${r.careerId}:${r.shipsSunk}:${r.tonnage}`).join(',');
  useEffect(() => {
    let live = true;
    const read = async (r: StandingRow) => {
      const events = await careerEvents(r.careerId);
      const ruled = rulings.filter((x) => x.careerId === r.careerId).map((x) => x.ruling);
      return seriesOf(r.name, sinkings(events, ruled), Date.parse(events[0]?.recordedAt ?? '') || 0);
    };
    Promise.all(leaders.map(read))
      .then((all) => live && (series.value = all))
      .catch(() => undefined);
    return () => (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` sums up the leaders: read again when one of them moves, not at each new array
  }, [key]);
  return (
    <section class="panel leaders-chart" aria-labelledby="leaders-chart-title">
      <h2 id="leaders-chart-title">{t('tournament.chart.title')}</h2>
      {leaders.length === 0 ? (
        <p class="hint">{t('tournament.noShipYet')}</p>
      ) : (
        <Chart series={series.value} />
      )}
    </section>
  );
}

function Chart({ series }: { series: readonly Series[] }) {
  const times = series.flatMap((s) => s.points.map((p) => p.t)).filter((t) => t > 0);
  if (times.length === 0) return <p class="loading">{t('tournament.chart.loading')}</p>;
  const since = Math.min(...times);
  const to = Math.max(since + 60_000, ...times);
  const top = niceTop(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.tonnage))));
  const summary = series.map((s) => `${s.name} ${tons(s.points.at(-1)?.tonnage ?? 0)}`).join(', ');
  return (
    <figure class="leaders-chart__figure">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={t('tournament.chart.label', { summary })}
      >
        <line
          class="leaders-chart__axis"
          x1={BOX.left}
          x2={BOX.left}
          y1={BOX.top}
          y2={BOX.height - BOX.bottom}
        />
        <line
          class="leaders-chart__axis"
          x1={BOX.left}
          x2={BOX.width - BOX.right}
          y1={BOX.height - BOX.bottom}
          y2={BOX.height - BOX.bottom}
        />
        <text x={BOX.left - 6} y={BOX.top + 10} text-anchor="end">
          {tons(top)}
        </text>
        <text x={BOX.left - 6} y={BOX.height - BOX.bottom} text-anchor="end">
          0 t
        </text>
        <text x={BOX.left} y={BOX.height - 8}>
          {clock(since)}
        </text>
        <text x={BOX.width - BOX.right} y={BOX.height - 8} text-anchor="end">
          {clock(to)}
        </text>
        {series.map((s, i) => (
          <path
            key={s.name}
            class={`leaders-chart__line leaders-chart__line--${i}`}
            d={stepPath(s, since, to, top, BOX)}
            stroke-dasharray={DASHES[i]}
          />
        ))}
      </svg>
      <figcaption>
        <ol class="leaders-chart__legend">
          {series.map((s, i) => (
            <li key={s.name}>
              <svg width="32" height="10" aria-hidden="true">
                <line
                  class={`leaders-chart__line leaders-chart__line--${i}`}
                  x1="0"
                  x2="32"
                  y1="5"
                  y2="5"
                  stroke-dasharray={DASHES[i]}
                />
              </svg>
              {s.name}: {tons(s.points.at(-1)?.tonnage ?? 0)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

const clock = (at: number) => intl.value.formatTime(at, { hour: '2-digit', minute: '2-digit' });
