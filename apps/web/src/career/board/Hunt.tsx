import type { EscortHunt } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import type { HuntStep } from '@periscope/rules/career/views/hunt';
import { Section } from './Section';
import { DETECTION, ESCORT_WEAPON, SYSTEM } from '../../ui/words';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

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
          The escorts’ hunt <RuleRef rule="9.6" />
        </>
      }
    >
      {hunt && <HuntFacts hunt={hunt} />}
      {steps.length > 0 && (
        <>
          <h4>Depth-charge cycle</h4>
          <ol class="combat-mat__cycle" aria-label="Depth-charge cycle">
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
      <dt>Escorts came</dt>
      <dd>
        {hunt.origin === 'fired' && 'after the boat fired'}
        {hunt.origin === 'detected' && (
          <>
            they detected the boat before it fired <RuleRef rule="9.2.2" />
          </>
        )}
        {hunt.origin === 'arrived' && 'before a shot was fired'}
      </dd>
      <dt>
        Detection rolls <RuleRef rule="9.6.9" />
      </dt>
      <dd>{hunt.detectionRolls}</dd>
      <dt>
        Previously detected <RuleRef rule="9.6.14" />
      </dt>
      <dd>{yesNo(hunt.previouslyDetected)}</dd>
      <dt>
        BOLD used <RuleRef rule="9.6.7" />
      </dt>
      <dd>{yesNo(hunt.boldUsed)}</dd>
      <dt>
        Attack due <RuleRef rule="9.6.10" />
      </dt>
      <dd>{hunt.attackDue ? 'yes: depth charges before the next detection roll' : 'no'}</dd>
      {hunt.hitsToRoll > 0 && (
        <>
          <dt>
            Hits still to roll <RuleRef rule="9.6.11" />
          </dt>
          <dd>{hunt.hitsToRoll}</dd>
        </>
      )}
      {hunt.lastRoll12 && (
        <>
          <dt>
            Last detection 12 or more <RuleRef rule="9.6.9" />
          </dt>
          <dd>+1 on the attack</dd>
        </>
      )}
      {hunt.aircraftSpotted && (
        <>
          <dt>Spotted by aircraft</dt>
          <dd>yes</dd>
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
          Detection [E2] <RuleRef rule={step.rule} />: {step.total}, {DETECTION[step.result]}
          {step.bold ? ' (BOLD decoy used)' : ''}
        </>
      );
    case 'attack':
      return (
        <>
          Attack [E3] <RuleRef rule="9.6.10" />: {ESCORT_WEAPON[step.weapon] ?? step.weapon}, {step.hits}{' '}
          {step.hits === 1 ? 'hit' : 'hits'}
          {step.sunk ? ': the boat is sunk' : ''}
        </>
      );
    case 'hit':
      return (
        <>
          Hit [E4] <RuleRef rule="9.6.11" />: {hitName(step.damage)}
          {step.times === 2 ? ' ×2' : ''} (hull {step.hull}, flooding {step.flooding})
        </>
      );
    case 'testDepth':
      return (
        <>
          Below test depth <RuleRef rule="9.6.4" />: hull {step.hull}
          {step.imploded ? ', the hull implodes' : ''}
        </>
      );
  }
}

const HIT_NAMES: Record<string, string> = {
  hull: 'Hull',
  flooding: 'Flooding',
  crewInjury: 'Crew injury',
  flakGuns: 'Flak guns',
};

const hitName = (damage: string): string =>
  HIT_NAMES[damage] ?? (SYSTEM as Record<string, string>)[damage] ?? damage;
