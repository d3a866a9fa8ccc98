import type { Approach, CareerState, Encounter } from '@periscope/rules';
import { useMemo } from 'preact/hooks';
import { RuleRef } from '../../ui/RuleRef';
import type { ClientEvent } from '../events';
import { AirAttack, Submarine } from './AirAttack';
import './board.css';
import { depthChargeCycle } from '@periscope/rules/career/views/hunt';
import { Hunt } from './Hunt';
import { Targets } from './Targets';
import { ATTACK_RULE, attackName, encounterName, rangeName } from '../../ui/words';
import { t } from '../../i18n/i18n';

interface Props {
  readonly state: CareerState;
  readonly events: readonly ClientEvent[];
}

/** The U-boat combat mat (3.2), only while an encounter or an air attack is being fought. */
export function CombatMat({ state, events }: Props) {
  const { encounter, air } = state;
  const steps = useMemo(() => (encounter ? depthChargeCycle(events) : []), [encounter, events]);
  if (!encounter && !air) return null;
  return (
    <article class="panel combat-mat" aria-label={t('mat.label')}>
      <header class="combat-mat__header">
        <h2>{encounter ? encounterName(encounter.kind) : t('encounter.aircraft')}</h2>
        {encounter && <EncounterFacts encounter={encounter} />}
      </header>
      <div class="combat-mat__grid">
        {encounter && <Targets ships={encounter.ships} />}
        {air && <AirAttack air={air} />}
        {encounter?.submarine && <Submarine duel={encounter.submarine} />}
        {encounter && <Hunt hunt={encounter.hunt} steps={steps} />}
      </div>
    </article>
  );
}

function EncounterFacts({ encounter }: { readonly encounter: Encounter }) {
  return (
    <ul class="combat-mat__facts-row" aria-label={t('mat.encounter')}>
      {encounter.timeOfDay && (
        <li>
          {t('mat.timeOfDay', { time: encounter.timeOfDay })} <RuleRef rule="8.4" />
        </li>
      )}
      <li>{encounter.escorted ? t('mat.escorted') : t('mat.unescorted')}</li>
      {encounter.approach && <ApproachFact approach={encounter.approach} />}
      {encounter.approach?.wolfpack && (
        <li>
          {encounter.approach.wolfpack === 'busy' ? t('mat.wolfpackBusy') : t('mat.wolfpackFocused')}{' '}
          <RuleRef rule="7.2.2" />
        </li>
      )}
      {encounter.escortTarget !== 'none' && (
        <li>
          {encounter.escortTarget === 'hit' ? t('mat.escortHit') : t('mat.escortUnharmed')}{' '}
          <RuleRef rule="9.10" />
        </li>
      )}
    </ul>
  );
}

function ApproachFact({ approach }: { readonly approach: Approach }) {
  return (
    <li>
      {attackName(approach.attack)} <RuleRef rule={ATTACK_RULE[approach.attack]} />,{' '}
      {rangeName(approach.range)} <RuleRef rule="9.1.4" />
    </li>
  );
}
