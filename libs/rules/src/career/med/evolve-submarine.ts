import { stateWith } from '../model/copies';
import type { AnyCareerEvent, EnemyTorpedoesFired, SubmarineEncountered } from '../model/events';
import { newEncounter, type Encounter, type MedState } from '../model/state';

/** 7.2.10: the enemy submarine's encounter folded: who fires first, its torpedoes (its end: med/evolve-rounds.ts). */
export function evolveMedSubmarine(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'SubmarineEncountered': {
      // 7.2.10.1-7.2.10.2: the Comandante attacks or withdraws (at medium range after a surprise attack)
      const { ship, enemyFiresFirst } = (event as SubmarineEncountered).data;
      const { rolls: _rolls, ...target } = ship;
      const submarine = { enemyFiresFirst, phase: 'attack' as const };
      const encounter = newEncounter('submarine', { ships: [target], submarine });
      return stateWith(state, { encounter, step: { kind: 'submarine' } });
    }
    case 'EnemyTorpedoesFired':
      return enemyFired(state, (event as EnemyTorpedoesFired).data);
    default:
      return state;
  }
}

/**
 * 7.2.10.4: the boat survived the enemy's torpedoes. After its own salvo: another initiative roll or withdraw; after
 * the surprise attack (7.2.10.1): fire back at medium range or withdraw; detected while closing (7.2.10.2): fire back
 * at close range or withdraw.
 */
function enemyFired(state: MedState, d: EnemyTorpedoesFired['data']): MedState {
  const encounter = state.encounter as Encounter;
  if (d.sunk) return state; // UBoatSunk follows
  if (encounter.firedThisRound.length > 0) {
    const submarine = { enemyFiresFirst: false, phase: 'exchanged' as const };
    const next = { ...encounter, submarine, firedThisRound: [], approach: null };
    return stateWith(state, { encounter: next, step: { kind: 'submarine' } });
  }
  return encounter.approach ? stateWith(state, { step: { kind: 'firing' } }) : state;
}
