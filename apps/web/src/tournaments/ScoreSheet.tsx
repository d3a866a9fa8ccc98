import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { monthName, thousands, tons } from '../ui/words';
import type { RulingRow, StandingRow } from './api';
import { sinkings, type CareerEventRow, type Sinking } from '@periscope/play/tournament/sinkings';
import { RuledOn } from './RuledOn';
import { careerEvents } from './api';
import { rulingWords, standingWords } from './words';
import { t } from '../i18n/i18n';

/** One entrant's score sheet: patrols, ships sunk with their tonnage, status and the rulings on them (5.2). */
export function ScoreSheet({
  row,
  rulings,
}: {
  readonly row: StandingRow;
  readonly rulings: readonly RulingRow[];
}) {
  const ships = useSignal<readonly Sinking[] | null>(null);
  const events = useSignal<readonly CareerEventRow[]>([]);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    careerEvents(row.careerId)
      .then((read) => {
        events.value = read;
        ships.value = sinkings(
          read,
          rulings.map((r) => r.ruling),
        );
      })
      .catch((e) => (error.value = errorMessage(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the entrant's score moves, not at each new row
  }, [row.careerId, row.shipsSunk, row.tonnage]);
  return (
    <div class="score-sheet" aria-label={t('tournament.sheet.of', { name: row.name })} role="group">
      <dl class="score-sheet__facts">
        <dt>{t('tournament.sheet.patrols')}</dt>
        <dd>{row.patrolsCompleted}</dd>
        <dt>{t('tournament.sheet.ships')}</dt>
        <dd>{thousands(row.shipsSunk)}</dd>
        <dt>{t('tournament.column.tonnage')}</dt>
        <dd>{tons(row.tonnage)}</dd>
        <dt>{t('tournament.column.status')}</dt>
        <dd>
          {standingWords(row)}
          {row.patrol !== null && `, ${t('tournament.sheet.patrol', { n: row.patrol })}`}
          {row.date && `, ${monthName(row.date)}`}
        </dd>
      </dl>
      {rulings.length > 0 && (
        <ul class="score-sheet__rulings">
          {rulings.map((r) => (
            <li key={r.rulingId}>
              {t('tournament.sheet.ruling', { reason: r.reason, ruling: rulingWords(r.ruling) })}
              <RuledOn events={events.value} ruling={r.ruling} />
            </li>
          ))}
        </ul>
      )}
      {error.value && <p class="alert alert--error">{error.value}</p>}
      {ships.value && ships.value.length > 0 && (
        <ol class="score-sheet__ships">
          {ships.value.map((s) => (
            <li key={s.revision}>
              {s.name}, {tons(s.tonnage)}
              {s.counts !== s.tonnage && ` ${t('tournament.sheet.counts', { tons: tons(s.counts) })}`}
            </li>
          ))}
        </ol>
      )}
      {ships.value?.length === 0 && <p class="hint">{t('tournament.noShipYet')}</p>}
      <a href={`/careers/${row.careerId}`}>{t('tournament.sheet.open')}</a>
    </div>
  );
}
