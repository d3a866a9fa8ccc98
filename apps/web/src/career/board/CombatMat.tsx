import type { Approach, CareerState, Encounter } from '@periscope/rules';
import { useMemo } from 'preact/hooks';
import { RuleRef } from '../../ui/RuleRef';
import type { ClientEvent } from '../events';
import { AirAttack, Submarine } from './AirAttack';
import './board.css';
import { depthChargeCycle } from '@periscope/rules/career/views/hunt';
import { Hunt } from './Hunt';
import { Targets } from './Targets';
import { ATTACK, cap, ENCOUNTER, rangeName } from '../../ui/words';

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
    <article class="panel combat-mat" aria-label="Combat mat">
      <header class="combat-mat__header">
        <h2>{encounter ? ENCOUNTER[encounter.kind] : 'Aircraft'}</h2>
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
    <ul class="combat-mat__facts-row" aria-label="Encounter">
      {encounter.timeOfDay && (
        <li>
          {cap(encounter.timeOfDay)} <RuleRef rule="8.4" />
        </li>
      )}
      <li>{encounter.escorted ? 'Escorted' : 'Unescorted'}</li>
      {encounter.approach && <ApproachFact approach={encounter.approach} />}
      {encounter.approach?.wolfpack && (
        <li>
          Wolfpack: escorts {encounter.approach.wolfpack === 'busy' ? 'busy (−1)' : 'focused (+1)'}{' '}
          <RuleRef rule="7.2.2" />
        </li>
      )}
      {encounter.escortTarget !== 'none' && (
        <li>
          Escort fired at: {encounter.escortTarget === 'hit' ? 'hit (−1)' : 'unharmed (+1)'}{' '}
          <RuleRef rule="9.10" />
        </li>
      )}
    </ul>
  );
}

function ApproachFact({ approach }: { readonly approach: Approach }) {
  const attack = ATTACK[approach.attack];
  return (
    <li>
      {attack.name} <RuleRef rule={attack.rule} />, {rangeName(approach.range)} <RuleRef rule="9.1.4" />
    </li>
  );
}
