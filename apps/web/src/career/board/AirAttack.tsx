import type { AirCombat, SubmarineDuel } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import { Section } from './Section';
import { AIRCRAFT_CONDITION, AIRCRAFT_WEAPON } from '../../ui/words';

/** An aircraft attacking (9.8): the round, its armament (9.8.8), its condition after the flak, its attacks. */
export function AirAttack({ air }: { readonly air: AirCombat }) {
  return (
    <Section
      class="combat-mat__section combat-mat__air"
      heading={
        <>
          Aircraft attack <RuleRef rule="9.8" />
        </>
      }
    >
      <dl class="combat-mat__facts">
        <dt>Round</dt>
        <dd>{air.round}</dd>
        <dt>
          Weapon <RuleRef rule="9.8.8" />
        </dt>
        <dd>{AIRCRAFT_WEAPON[air.weapon]}</dd>
        <dt>
          Aircraft <RuleRef rule="9.8.3" />
        </dt>
        <dd>{AIRCRAFT_CONDITION[air.aircraft]}</dd>
        <dt>Attacks</dt>
        <dd>
          {air.attacksMade} made of {air.attacksDue} due (at most {air.maxAttacks})
        </dd>
        {air.staySurfacedRule && (
          <>
            <dt>
              May stay surfaced <RuleRef rule={air.staySurfacedRule} />
            </dt>
            <dd>{air.stayedSurfaced ? 'stayed surfaced' : 'yes'}</dd>
          </>
        )}
        {air.escortsArrive && (
          <>
            <dt>Escorts</dt>
            <dd>arrive after the aircraft</dd>
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
          Enemy submarine <RuleRef rule="9.9" />
        </>
      }
    >
      <p>
        {duel.enemyFiresFirst
          ? 'The enemy fired first: the boat was detected'
          : 'The boat has the initiative'}{' '}
        <RuleRef rule="9.9.2" />
      </p>
      <p>
        {duel.phase === 'attack' ? 'Fire or withdraw' : 'Both have fired: roll initiative again or withdraw'}{' '}
        <RuleRef rule={duel.phase === 'attack' ? '9.9.3' : '9.9.5'} />
      </p>
    </Section>
  );
}
