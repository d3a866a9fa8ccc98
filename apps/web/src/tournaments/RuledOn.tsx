import type { Ruling } from '@periscope/audit';
import { ruledEncounter, type CareerEventRow } from '@periscope/play/tournament/sinkings';
import { t } from '../i18n/i18n';

/** Which encounter or sinking a ruling names: the boat, its patrol and the ships, where the career's events tell. */
export function RuledOn({
  events,
  ruling,
}: {
  readonly events: readonly CareerEventRow[];
  readonly ruling: Ruling;
}) {
  const on = ruledEncounter(events, ruling);
  if (!on || on.patrol === null) return null;
  const where = { boat: on.boat ?? '—', patrol: on.patrol };
  return (
    <span class="score-sheet__ruled-on">
      {' '}
      (
      {on.ships.length > 0
        ? t('ruling.on', { ...where, ships: on.ships.join(', ') })
        : t('ruling.onPatrol', where)}
      )
    </span>
  );
}
