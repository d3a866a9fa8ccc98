import { stateWith } from '../model/copies';
import type { AnyCareerEvent, EscortDetectionRolled, UBoatSunk } from '../model/events';
import type { AdditionalFloodingChecked } from '../model/events-damage';
import type { MedBoatDamage, MedCareer, MedHit, MedPatrol, MedTorpedoLoad } from '../model/med';
import {
  careerOver,
  newHunt,
  type Encounter,
  type EscortHunt,
  type MedState,
  type Step,
} from '../model/state';
import { damageOf } from './escorts';
import { sailOn } from './travel';
import { SURFACED } from './scuttle';
import { medAttackStep } from './evasive-manoeuvres';
import { medFollowChoices } from './follow';

const huntOf = (state: MedState): EscortHunt => (state.encounter as Encounter).hunt as EscortHunt;
const withHunt = (state: MedState, change: Partial<EscortHunt>, step: Step): MedState =>
  stateWith(state, {
    encounter: { ...(state.encounter as Encounter), hunt: { ...huntOf(state), ...change } },
    step,
  });
export const withDamage = (state: MedState, change: Partial<MedBoatDamage>): MedState =>
  stateWith(state, { patrol: { ...(state.patrol as MedPatrol), damage: { ...damageOf(state), ...change } } });

const DEPTH_CHARGES: Step = { kind: 'depthCharges' };
const EVADING: Step = { kind: 'evading' };

/** 7.2.1, 7.2.5-7.2.6, 7.5: the escorts' hunt folded into the encounter, its damage into the patrol. */
export function evolveMedHunt(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'EscortDetectionRolled':
      return detectionRolled(state, event.data);
    case 'TestDepthExceeded':
      return withDamage(state, { hull: event.data.hull });
    case 'DepthCharged':
      return withHunt(state, { hitsToRoll: event.data.hits }, event.data.hits > 0 ? DEPTH_CHARGES : EVADING);
    case 'UBoatHit':
      return hit(state, (event as unknown as MedHit).data);
    case 'AdditionalFloodingChecked':
      return flooded(state, event.data);
    case 'UBoatSunk': // 7.5.4: sunk with all hands; the career is over (5.1)
      return stateWith(state, {
        encounter: null,
        air: null,
        step: careerOver('sunk', (event as UBoatSunk).data.rule, 'U-boat sunk'),
      });
    case 'TubesReloaded': // 4.5: the tubes loaded after the combat
      return stateWith(state, {
        career: {
          ...(state.career as MedCareer),
          torpedoes: event.data.torpedoes as unknown as MedTorpedoLoad,
        },
      });
    default:
      return state;
  }
}

/**
 * 7.2.1: detected before firing, the boat may not fire and is attacked; 7.2.5: after the salvo, detected it is attacked
 * again, not detected the combat ends. Under 11.3 the Comandante picks his evasive manoeuvre before each attack.
 */
function detectionRolled(state: MedState, d: EscortDetectionRolled['data']): MedState {
  const detected = d.result !== 'notDetected';
  if (d.rule === '7.2.1') {
    if (!detected || (state.encounter as Encounter).submarine) return state; // the salvo, or the submarine, follows
    const hunt = newHunt('detected', { previouslyDetected: true, lastRoll12: false });
    return stateWith(state, {
      encounter: { ...(state.encounter as Encounter), hunt },
      step: medAttackStep(state),
    });
  }
  const rolls = huntOf(state).detectionRolls + 1;
  if (!detected) return roundOver(withHunt(state, { detectionRolls: rolls }, EVADING));
  const lastRoll12 = d.result === 'detectedAttackPlusOne';
  return withHunt(
    state,
    { detectionRolls: rolls, previouslyDetected: true, lastRoll12 },
    medAttackStep(state),
  );
}

/** 7.2.5, 7.4: the boat slipped away; the Comandante may follow the ships, or the combat ends. */
const roundOver = (state: MedState): MedState =>
  medFollowChoices(state).length > 0
    ? stateWith(state, { step: { kind: 'combatRoundOver' } }) // its repairs rolled with the escape (med/escorts.ts)
    : combatOver(state);

/**
 * 7.2.5: the boat slipped away and the combat ends. 7.5.2: the partial flooding is pumped out. 7.5.1: the damaged
 * systems are rolled for on [B8] in the same command (`medRepairs`, folded by evolve-wounds.ts); the boat sails on
 * (6.1 step 2), or its S.L.C.s launched before the defenders found it try the harbour (6.7.5.1-6.7.5.2).
 */
export function combatOver(state: MedState): MedState {
  const next = stateWith(withDamage(state, { flooding: 0 }), { encounter: null });
  const patrol = next.patrol as MedPatrol;
  const slcsWaiting = patrol.slc?.range != null && patrol.missionAccomplished === null;
  const onward: Step = slcsWaiting ? { kind: 'slcAttack', stage: 'penetration' } : sailOn(patrol);
  return stateWith(next, { step: onward });
}

/** 7.2.5, 7.5: one hit on [B5]; its crew injuries follow it on [B8] (7.5.6, med/crew-injuries.ts). */
function hit(state: MedState, d: MedHit['data']): MedState {
  const hunt = huntOf(state);
  const damaged = withDamage(state, {
    hull: d.hull,
    flooding: d.flooding,
    systems: [...damageOf(state).systems, ...d.systems],
  });
  const floodingThisRound = hunt.floodingThisRound || d.effect === 'flooding';
  const hitsToRoll = hunt.hitsToRoll - 1;
  const next = withHunt(damaged, { hitsToRoll, floodingThisRound }, DEPTH_CHARGES);
  if (d.forcedToSurface) return stateWith(next, { step: SURFACED });
  if (d.sunk || hitsToRoll > 0 || floodingThisRound) return next; // UBoatSunk, the next hit, the flooding check
  return afterHits(next);
}

/** D65: a minefield is an encounter with no ships; its hits rolled, the boat goes on as after a combat. */
const afterHits = (state: MedState): MedState =>
  (state.encounter as Encounter).kind === 'none' ? combatOver(state) : stateWith(state, { step: EVADING });

/** 7.5.2: the turn's flooding check; then the escorts roll again (7.2.5). */
function flooded(state: MedState, d: AdditionalFloodingChecked['data']): MedState {
  const next = withHunt(withDamage(state, { flooding: d.flooding }), { floodingThisRound: false }, EVADING);
  return d.forcedToSurface ? stateWith(next, { step: SURFACED }) : afterHits(next);
}
