import type { AirCombat, SubmarineDuel } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import { Section } from './Section';
import { aircraftConditionName, aircraftWeaponName } from '../../ui/words';
import { t } from '../../i18n/i18n';

/** An aircraft attacking (9.8): the round, its armament (9.8.8), its condition after the flak, its attacks. */
export function AirAttack({ air }: { readonly air: AirCombat }) {
  return (
    <Section
      class="combat-mat__section combat-mat__air"
      heading={
        <>
          {t('air.heading')} <RuleRef rule="9.8" />
        </>
      }
    >
      <dl class="combat-mat__facts">
        <dt>{t('air.round')}</dt>
        <dd>{air.round}</dd>
        <dt>
          {t('air.weapon')} <RuleRef rule="9.8.8" />
        </dt>
        <dd>{aircraftWeaponName(air.weapon)}</dd>
        <dt>
          {t('air.aircraft')} <RuleRef rule="9.8.3" />
        </dt>
        <dd>{aircraftConditionName(air.aircraft)}</dd>
        <dt>{t('air.attacks')}</dt>
        <dd>{t('air.attacksCount', { made: air.attacksMade, due: air.attacksDue, max: air.maxAttacks })}</dd>
        {air.staySurfacedRule && (
          <>
            <dt>
              {t('air.maySurface')} <RuleRef rule={air.staySurfacedRule} />
            </dt>
            <dd>{air.stayedSurfaced ? t('air.stayedSurfaced') : t('value.yes')}</dd>
          </>
        )}
        {air.escortsArrive && (
          <>
            <dt>{t('air.escorts')}</dt>
            <dd>{t('air.escortsArrive')}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}

/** An enemy submarine (9.9): who fires first, and where the duel stands. */
export function Submarine({ duel }: { readonly duel: SubmarineDuel }) {
  return (
    <Section
      class="combat-mat__section combat-mat__submarine"
      heading={
        <>
          {t('encounter.submarine')} <RuleRef rule="9.9" />
        </>
      }
    >
      <p>
        {duel.enemyFiresFirst ? t('submarine.enemyFirst') : t('submarine.initiative')}{' '}
        <RuleRef rule="9.9.2" />
      </p>
      <p>
        {duel.phase === 'attack' ? t('submarine.fire') : t('submarine.again')}{' '}
        <RuleRef rule={duel.phase === 'attack' ? '9.9.3' : '9.9.5'} />
      </p>
    </Section>
  );
}
