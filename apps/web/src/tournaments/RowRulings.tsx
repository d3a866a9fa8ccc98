import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { CareerEventRow } from '@periscope/play/tournament/sinkings';
import type { RulingRow } from './api';
import { careerEvents } from './api';
import { RuledOn } from './RuledOn';
import { rulingWords } from './words';
import { t } from '../i18n/i18n';

/**
 * The rulings on one leaderboard row, each in one line naming what it rules on as the score sheet does (RuledOn):
 * the career's events are read once, and only for a row with a ruling.
 */
export function RowRulings({
  careerId,
  rulings,
}: {
  readonly careerId: string;
  readonly rulings: readonly RulingRow[];
}) {
  const events = useSignal<readonly CareerEventRow[]>([]);
  const ruled = rulings.length > 0;
  useEffect(() => {
    if (!ruled) return;
    careerEvents(careerId)
      .then((read) => (events.value = read))
      .catch(() => undefined); // the line stays without its encounter; the score sheet says what failed
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the events named by a ruling are already written
  }, [careerId, ruled]);
  return (
    <>
      {rulings.map((r) => (
        <p key={r.rulingId} class="leaderboard__ruling">
          <span class="badge">{t('tournament.board.ruling')}</span> {r.reason} ({rulingWords(r.ruling)})
          <RuledOn events={events.value} ruling={r.ruling} />
        </p>
      ))}
    </>
  );
}
