import type { EscortHunt } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import type { HuntStep } from '@periscope/rules/career/views/hunt';
import { Section } from './Section';
import { detectionName, escortWeaponName, named } from '../../ui/words';
import { t, word } from '../../i18n/i18n';

const yesNo = (value: boolean) => (value ? t('value.yes') : t('value.no')).toLowerCase();

/** The escorts' hunt (9.6): what they know, and the depth-charge cycle so far in this encounter. */
export function Hunt({
  hunt,
  steps,
}: {
  readonly hunt: EscortHunt | null;
  readonly steps: readonly HuntStep[];
}) {
  if (!hunt && steps.length === 0) return null;
  return (
    <Section
      class="combat-mat__section combat-mat__hunt"
      heading={
        <>
          {t('hunt.heading')} <RuleRef rule="9.6" />
        </>
      }
    >
      {hunt && <HuntFacts hunt={hunt} />}
      {steps.length > 0 && (
        <>
          <h4>{t('hunt.cycle')}</h4>
          <ol class="combat-mat__cycle" aria-label={t('hunt.cycle')}>
            {steps.map((step) => (
              <li
                key={`${step.kind}-${step.revision}`}
                class={`combat-mat__step combat-mat__step--${step.kind}`}
              >
                <StepText step={step} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}

function HuntFacts({ hunt }: { readonly hunt: EscortHunt }) {
  return (
    <dl class="combat-mat__facts">
      <dt>{t('hunt.came')}</dt>
      <dd>
        {hunt.origin === 'fired' && t('hunt.afterFire')}
        {hunt.origin === 'detected' && (
          <>
            {t('hunt.detectedFirst')} <RuleRef rule="9.2.2" />
          </>
        )}
        {hunt.origin === 'arrived' && t('hunt.beforeFire')}
      </dd>
      <dt>
        {t('hunt.detectionRolls')} <RuleRef rule="9.6.9" />
      </dt>
      <dd>{hunt.detectionRolls}</dd>
      <dt>
        {t('hunt.previously')} <RuleRef rule="9.6.14" />
      </dt>
      <dd>{yesNo(hunt.previouslyDetected)}</dd>
      <dt>
        {t('hunt.boldUsed')} <RuleRef rule="9.6.7" />
      </dt>
      <dd>{yesNo(hunt.boldUsed)}</dd>
      <dt>
        {t('hunt.attackDue')} <RuleRef rule="9.6.10" />
      </dt>
      <dd>{hunt.attackDue ? t('hunt.attackDueYes') : t('value.no')}</dd>
      {hunt.hitsToRoll > 0 && (
        <>
          <dt>
            {t('hunt.hitsToRoll')} <RuleRef rule="9.6.11" />
          </dt>
          <dd>{hunt.hitsToRoll}</dd>
        </>
      )}
      {hunt.lastRoll12 && (
        <>
          <dt>
            {t('hunt.last12')} <RuleRef rule="9.6.9" />
          </dt>
          <dd>{t('hunt.plusOne')}</dd>
        </>
      )}
      {hunt.aircraftSpotted && (
        <>
          <dt>{t('hunt.spotted')}</dt>
          <dd>{t('value.yes')}</dd>
        </>
      )}
    </dl>
  );
}

function StepText({ step }: { readonly step: HuntStep }) {
  switch (step.kind) {
    case 'detection':
      return (
        <>
          {t('hunt.detection')} <RuleRef rule={step.rule} />: {step.total}, {detectionName(step.result)}
          {step.bold ? t('hunt.boldDecoy') : ''}
        </>
      );
    case 'attack':
      return (
        <>
          {t('hunt.attack')} <RuleRef rule="9.6.10" />: {escortWeaponName(step.weapon)},{' '}
          {t('hunt.hits', { n: step.hits })}
          {step.sunk ? t('hunt.sunk') : ''}
        </>
      );
    case 'hit':
      return (
        <>
          {t('hunt.hit')} <RuleRef rule="9.6.11" />: {hitName(step.damage)}
          {step.times === 2 ? ' ×2' : ''}{' '}
          {t('hunt.hullFlooding', { hull: step.hull, flooding: step.flooding })}
        </>
      );
    case 'testDepth':
      return (
        <>
          {t('hunt.testDepth')} <RuleRef rule="9.6.4" />: {t('hunt.hull', { hull: step.hull })}
          {step.imploded ? t('hunt.implodes') : ''}
        </>
      );
  }
}

/** An [E4] hit: the hull, flooding, a crew injury, or a system (9.6.11). */
const hitName = (damage: string): string => word('hit', damage) ?? named('system')(damage);
