import type { CareerState } from '@periscope/rules';
import type { MedCareer } from '@periscope/rules/career/model/med';
import { medAntiAircraftOdds } from '@periscope/rules/career/odds/med-anti-aircraft';
import { t } from '../../i18n/i18n';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import { percent } from '../meaning/percent';

const RESULTS = ['shotDown', 'damaged', 'missed'] as const;

/**
 * 7.3.3-7.3.4: an aircraft attacks the boat: what firing the AA on [A2] may do, with its exact odds (a designed
 * chart, badged), what the attack risks whatever the AA does, and the "In bocca al lupo" tokens that may roll a
 * failed crash dive again (9.2, Q-BTM-LUPO).
 */
export function MedAntiAircraft({ state }: { readonly state: CareerState }) {
  const step = state.step;
  if (step.kind !== 'antiAircraft') return null;
  const { chances, modifier, sunkByAnAttack } = medAntiAircraftOdds(state);
  const tokens = (state.career as unknown as MedCareer).luckTokens;
  return (
    <section class="panel med-aa" aria-label={t('medAa.label')}>
      <h2>
        {t('medAa.title', { attacks: step.attacks })} <RuleRef rule={step.rule} />
      </h2>
      <p>{t('medAa.risk', { attacks: step.attacks, surprise: String(step.rule === '9.2') })}</p>
      <p>
        {t('medAa.attack', { sunk: percent(sunkByAnAttack) })} <RuleRef rule="7.3.3" />{' '}
        <Reconstructed what={t('medAa.attackChart')} />
      </p>
      <p>
        {t('medAa.odds', { modifier })} <RuleRef rule="7.3.4" /> <Reconstructed what={t('medAa.chart')} />
      </p>
      <ul aria-label={t('medAa.oddsLabel')}>
        {RESULTS.map((r) => (
          <li key={r}>
            {t(`medAa.${r}` as const)}: <strong>{percent(chances[r])}</strong>
          </li>
        ))}
      </ul>
      <p class="hint">{t('medAa.hold')}</p>
      {tokens > 0 && step.rule === '7.3.3' && (
        <p>
          {t('medAa.lupo', { n: tokens })} <RuleRef rule="9.2" />
        </p>
      )}
    </section>
  );
}
