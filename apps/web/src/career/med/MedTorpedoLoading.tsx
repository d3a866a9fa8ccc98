import type { Decision } from '@periscope/rules';
import { t } from '../../i18n/i18n';
import { RuleRef } from '../../ui/RuleRef';
import type { SentCommand } from '../decisions/command';

/**
 * 4.5 step 3 at a refit from 1942: sail with the steam torpedoes, or try for up to four G7e on 1d6 = 1; what a G7e
 * does in combat is said (no wake by day, +1 to hit at long and extreme range), and that a failed roll costs nothing.
 */
export function MedTorpedoLoading(props: {
  pending: Decision;
  busy: boolean;
  onCommand: (command: SentCommand) => void;
}) {
  const offered = (props.pending.commands[0]?.parameters.g7e ?? []) as readonly number[];
  const load = (g7e: number) => props.onCommand({ type: 'LoadTorpedoes', data: { g7e } } as SentCommand);
  return (
    <section class="panel decisions-panel" aria-label={t('career.decision')}>
      <h2>
        {t('medLoading.title')} <RuleRef rule="4.5" />
      </h2>
      <p>{t('medLoading.what')}</p>
      <p class="hint">{t('medLoading.risk')}</p>
      <ul class="med-advances">
        {offered.map((g7e) => (
          <li key={g7e}>
            <button type="button" class="button" disabled={props.busy} onClick={() => load(g7e)}>
              {g7e === 0 ? t('medLoading.none') : t('medLoading.try', { n: g7e })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
