import { notPlayedStep } from './not-played';
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
import { afterSalvoStep } from './travel';
import { repairsFirst } from './evolve-hunt';

const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
const withEncounter = (state: MedState, change: Partial<Encounter>): MedState =>
  stateWith(state, { encounter: { ...encounterOf(state), ...change } });

/** 7.7.1, 7.8: what the patrol counts for at its return. */
const withTally = (state: MedState, change: (tally: MedPatrolTally) => MedPatrolTally): MedState => {
  const patrol = state.patrol as MedPatrol;
  return stateWith(state, { patrol: { ...patrol, tally: change(patrol.tally) } });
};

/** 7.1.10-7.2.3: the day or night, the approach and the salvo, folded into the encounter the ships made. */
export function evolveMedAttack(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'TimeOfDaySet':
      return stateWith(withEncounter(state, { timeOfDay: (event as TimeOfDaySet).data.timeOfDay }), {
        step: loaded(state) ? { kind: 'shipsSighted' } : NOTHING_LOADED,
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
      const next = withTally(state, (t) => ({ ...t, sunk: [...t.sunk, { shipType, name, tonnage }] }));
      return stateWith(withEncounter(next, escortHit(next, target)), { tonnage: state.tonnage + tonnage });
    }
    default: // TorpedoDudRolled: the roll is the record
      return state;
  }
}

/** 7.2.3: a boat with no torpedo in a tube; the deck gun (7.2.3.2) and letting the ships go are not played yet. */
const NOTHING_LOADED: Step = notPlayedStep('7.2.3', { procedure: 'nothingLoaded' });
const loaded = (state: MedState): boolean => {
  const { bowTubes, sternTubes } = (state.career as MedCareer).torpedoes;
  return bowTubes.length + sternTubes.length > 0;
};

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
    step: encounter.escorted ? afterSalvoStep(true) : repairsFirst(state, afterSalvoStep(false)),
  });
}
