import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { monthName, thousands, tons } from '../ui/words';
import type { RulingRow, StandingRow } from './api';
import { sinkings, type CareerEventRow, type Sinking } from '@periscope/play/tournament/sinkings';
import { RuledOn } from './RuledOn';
import { careerEvents } from './api';
import { rulingWords, standingWords } from './words';

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
    <div class="score-sheet" aria-label={`Score sheet of ${row.name}`} role="group">
      <dl class="score-sheet__facts">
        <dt>Patrols completed</dt>
        <dd>{row.patrolsCompleted}</dd>
        <dt>Ships sunk</dt>
        <dd>{thousands(row.shipsSunk)}</dd>
        <dt>Tonnage</dt>
        <dd>{tons(row.tonnage)}</dd>
        <dt>Status</dt>
        <dd>
          {standingWords(row)}
          {row.patrol !== null && `, patrol ${row.patrol}`}
          {row.date && `, ${monthName(row.date)}`}
        </dd>
      </dl>
      {rulings.length > 0 && (
        <ul class="score-sheet__rulings">
          {rulings.map((r) => (
            <li key={r.rulingId}>
              Ruling: {r.reason} — {rulingWords(r.ruling)}
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
              {s.counts !== s.tonnage && ` (counts ${tons(s.counts)} by ruling)`}
            </li>
          ))}
        </ol>
      )}
      {ships.value?.length === 0 && <p class="hint">No ship sunk yet.</p>}
      <a href={`/careers/${row.careerId}`}>Open the career</a>
    </div>
  );
}
