import type { CareerState } from '@periscope/rules';
import { medExtraRoundOdds } from '@periscope/rules/career/odds/med-extra-round';
import { t } from '../../i18n/i18n';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import { percent } from '../meaning/percent';

const RESULTS = ['none', 'escort', 'aircraft'] as const;

/**
 * 7.2.7: the round against an unescorted ship is over: what an extra round on [A3] may bring, with its exact odds (a
 * designed section, badged), and the rounds the box still allows, or the box the next one moves the boat on to; letting
 * the ship go sails on. Against escorted ships,
 * what following risks (7.4), each follow's odds in its button.
 */
export function MedRoundOver({ state }: { readonly state: CareerState }) {
  if (state.step.kind !== 'combatRoundOver') return null;
  if (state.encounter?.escorted) return <MedFollow />;
  const { chances, modifier, roundsLeft, movesOn } = medExtraRoundOdds(state);
  return (
    <section class="panel med-round" aria-label={t('medRound.label')}>
      <h2>
        {t('medRound.title')} <RuleRef rule="7.2.7" />
      </h2>
      <p>{t('medRound.risk')}</p>
      <p>
        {t('medRound.odds', { modifier })} <Reconstructed what={t('medRound.chart')} />
      </p>
      <ul aria-label={t('medRound.oddsLabel')}>
        {RESULTS.map((r) => (
          <li key={r}>
            {t(`medRound.${r}` as const)}: <strong>{percent(chances[r])}</strong>
          </li>
        ))}
      </ul>
      <p class="hint">{movesOn ? t('medRound.movesOn') : t('medRound.left', { n: roundsLeft })}</p>
    </section>
  );
}

function MedFollow() {
  return (
    <section class="panel med-round" aria-label={t('medRound.label')}>
      <h2>
        {t('medRound.followTitle')} <RuleRef rule="7.4" />
      </h2>
      <p>{t('medRound.followRisk')}</p>
    </section>
  );
}
