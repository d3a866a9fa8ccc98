import type { PatrolEntry } from './patrol-log';
import { t } from '../../i18n/i18n';
import { abortReasonName, newBoatReasonName } from '../../ui/words';

/** How the patrol ended, in a few words (the rule beside it is shown apart). */
export function outcomeText(patrol: PatrolEntry): string {
  // 7.5 returned, 10.9 aborted, 10.10 scuttled, towed (10.10.4), captured (10.10.2); 5.1, 7.4.3 the Kommandant.
  const words = t('outcome.name', { outcome: patrol.outcome });
  const why =
    patrol.outcome === 'aborted' && patrol.abortReason ? ` (${abortReasonName(patrol.abortReason)})` : '';
  const back = patrol.outcome === 'aborted' && patrol.returned ? t('outcome.back') : '';
  const boat = patrol.newBoat
    ? t('outcome.newBoat', {
        type: patrol.newBoat.uboatType,
        reason: newBoatReasonName(patrol.newBoat.reason),
      })
    : '';
  return `${words}${why}${back}${boat}`;
}
