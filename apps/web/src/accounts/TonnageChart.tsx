import { t } from '../i18n/i18n';
import { tons } from '../ui/words';
import type { CareerLine } from './player-api';

const BOX = { width: 320, height: 96, left: 4, bottom: 4 };

/** A career's tonnage at the end of each patrol (5.2.1), as steps; the figures are in its label for readers. */
export function TonnageChart({ points }: { readonly points: CareerLine['tonnageOverTime'] }) {
  if (points.length === 0) return <p class="hint">{t('player.noPatrol')}</p>;
  const top = Math.max(1, ...points.map((p) => p.tonnage));
  const step = (BOX.width - BOX.left) / points.length;
  const label = points
    .map((p) => t('player.tonnagePoint', { patrol: p.patrol, tonnage: tons(p.tonnage) }))
    .join(', ');
  return (
    <svg
      class="player__chart"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={t('player.tonnageChart', { points: label })}
    >
      {points.map((p, i) => {
        const height = ((BOX.height - BOX.bottom) * p.tonnage) / top;
        return (
          <rect
            key={p.patrol}
            x={BOX.left + i * step + 1}
            y={BOX.height - BOX.bottom - height}
            width={Math.max(1, step - 2)}
            height={height}
          />
        );
      })}
    </svg>
  );
}
