import type { CareerState } from '@periscope/rules';
import type { MedPatrol } from '@periscope/rules/career/model/med';
import { t } from '../../i18n/i18n';
import { RuleRef } from '../../ui/RuleRef';

/**
 * 11.3: depth charges are coming and the Comandante picks a number from 1 to 6: the directions it stands for, what
 * the escort's 1d6 against it adds to the [B4] roll, and the escorts' quality when 11.4 has rolled it.
 */
export function MedEvasiveManoeuvre({ state }: { readonly state: CareerState }) {
  if (state.step.kind !== 'evasiveManoeuvre') return null;
  const quality = (state.patrol as unknown as MedPatrol | null)?.escortQuality ?? null;
  return (
    <section class="panel med-evasion" aria-label={t('medEvasion.label')}>
      <h2>
        {t('medEvasion.title')} <RuleRef rule="11.3" />
      </h2>
      <p>{t('medEvasion.directions')}</p>
      <ul aria-label={t('medEvasion.outcomes')}>
        <li>{t('medEvasion.different')}</li>
        <li>{t('medEvasion.sameDirection')}</li>
        <li>{t('medEvasion.sameNumber')}</li>
      </ul>
      {quality && (
        <p>
          {t('medEvasion.quality', { quality })} <RuleRef rule="11.4" />
        </p>
      )}
    </section>
  );
}
