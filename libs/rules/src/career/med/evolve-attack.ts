import type {
  AnyCareerEvent,
  AttackApproachChosen,
  ShipDamaged,
  ShipSunk,
  TimeOfDaySet,
  TorpedoFired,
} from '../model/events';
import { stateWith } from '../model/copies';
import type { MedCareer, MedPatrol, MedTorpedoLoad } from '../model/med';
import type { MedPatrolTally } from '../model/med-port';
import { newHunt, type Encounter, type MedState, type Step } from '../model/state';
import { afterSalvoStep, sailOn } from './travel';
import { shipSunkRemembered } from '../common/targets';

const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
const withEncounter = (state: MedState, change: Partial<Encounter>): MedState =>
  stateWith(state, { encounter: { ...encounterOf(state), ...change } });

/** 7.7.1, 7.8: what the patrol counts for at its return. */
const withTally = (state: MedState, change: (tally: MedPatrolTally) => MedPatrolTally): MedState => {
  const patrol = state.patrol as MedPatrol;
  return stateWith(state, { patrol: { ...patrol, tally: change(patrol.tally) } });
};

/**
 * 7.1.10-7.2.3: the day or night, the approach, the salvo and the deck gun, folded into the encounter the ships made;
 * the ships let pass.
 */
export function evolveMedAttack(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'TimeOfDaySet':
      return stateWith(withEncounter(state, { timeOfDay: (event as TimeOfDaySet).data.timeOfDay }), {
        step: { kind: 'shipsSighted' },
      });
    case 'AttackApproachChosen': {
      const { attack, range, escortTarget } = (event as AttackApproachChosen).data;
      const ships = [...encounterOf(state).ships, ...(escortTarget ? [escortTarget] : [])]; // 7.2.4
      return stateWith(withEncounter(state, { approach: { attack, range, wolfpack: null }, ships }), {
        step: { kind: 'firing' },
      });
    }
    case 'TorpedoFired': {
      const d = (event as TorpedoFired).data;
      const fired = torpedoFired(state, d);
      return d.hit ? withTally(fired, (t) => ({ ...t, torpedoHits: t.torpedoHits + 1 })) : fired; // 7.7.1
    }
    case 'ShipDamaged': {
      const { target, damage } = (event as ShipDamaged).data;
      const ships = encounterOf(state).ships.map((s, i) => (i === target ? { ...s, damage } : s));
      return withEncounter(state, { ships, ...escortHit(state, target) });
    }
    case 'ShipSunk': {
      // 7.2.3: its tonnage is credited to the Comandante; 7.8: the patrol's sinkings earn its awards
      const { tonnage, shipType, name, target } = (event as ShipSunk).data;
      const tallied = withTally(state, (t) => ({ ...t, sunk: [...t.sunk, { shipType, name, tonnage }] }));
      const next = shipSunkRemembered(tallied, name); // 11.2
      return stateWith(withEncounter(next, escortHit(next, target)), { tonnage: state.tonnage + tonnage });
    }
    case 'DeckGunFired': // 4.6.3-4.6.4: one ammunition point a shot
      return gunFired(state);
    case 'CombatRoundEnded': // 7.2.3: the round against unescorted ships is over, its repairs follow (7.5.1), 7.2.7
      return stateWith(state, { step: afterSalvoStep(false) });
    case 'AttackDeclined': // 7.2.3, Q-BTM-GUN-1: the ships pass, the boat sails on
      return stateWith(state, { encounter: null, step: sailOn(state.patrol as MedPatrol) });
    default: // TorpedoDudRolled: the roll is the record
      return state;
  }
}

/** 7.2.3.2: a shell leaves the gun's ammunition box (4.6.3); the gun has fired this round. */
function gunFired(state: MedState): MedState {
  const career = state.career as MedCareer;
  const { firedThisRound } = encounterOf(state);
  const fired = firedThisRound.includes('deckGun') ? firedThisRound : [...firedThisRound, 'deckGun' as const];
  return stateWith(withEncounter(state, { firedThisRound: fired }), {
    career: { ...career, deckGunAmmo: career.deckGunAmmo - 1 },
  });
}

/** After the salvo: escorts hunt the boat (7.2.5); against unescorted ships the gun may still fire (7.2.3.2). */
const afterTorpedoes = (escorted: boolean): Step => (escorted ? afterSalvoStep(true) : { kind: 'firing' });

/** 7.2.4: the escort damaged or sunk: −1 on every [B3] for the rest of the combat. */
const escortHit = (state: MedState, target: number): Partial<Encounter> =>
  encounterOf(state).ships[target]?.type === 'escort' ? { escortTarget: 'hit' } : {};

/** The torpedo leaves its tube (4.5: reloaded after the combat, not played yet); the step after the salvo. */
function torpedoFired(state: MedState, d: TorpedoFired['data']): MedState {
  const career = state.career as MedCareer;
  const key: keyof MedTorpedoLoad = d.end === 'bow' ? 'bowTubes' : 'sternTubes';
  const tubes = [...career.torpedoes[key]];
  tubes.splice(tubes.indexOf(d.torpedo as unknown as (typeof tubes)[number]), 1);
  const torpedoes = { ...career.torpedoes, [key]: tubes };
  const encounter = encounterOf(state);
  const firedThisRound = encounter.firedThisRound.includes(d.end)
    ? encounter.firedThisRound
    : [...encounter.firedThisRound, d.end];
  // 7.1.10: the wakes of steam torpedoes by day (+1 on every [B3] of the combat); 7.2.5: the escorts hunt next
  // 7.2.4: an escort fired at is unharmed until a torpedo damages or sinks it
  const target = encounter.ships[d.target];
  const escortTarget =
    target?.type === 'escort' && encounter.escortTarget === 'none' ? 'unharmed' : encounter.escortTarget;
  const g7aByDay = encounter.g7aByDay || (encounter.timeOfDay === 'day' && String(d.torpedo) !== 'G7e');
  const hunt = encounter.escorted ? (encounter.hunt ?? newHunt('fired')) : null;
  return stateWith(withEncounter(state, { firedThisRound, g7aByDay, hunt, escortTarget }), {
    career: { ...career, torpedoes },
    step: afterTorpedoes(encounter.escorted),
  });
}
