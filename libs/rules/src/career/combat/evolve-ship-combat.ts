import { aborting } from '../damage/abort';
import {
  careerOver,
  newEncounter,
  newHunt,
  type Boat,
  type Career,
  type CareerState,
  type Encounter,
  type EscortHunt,
  type Step,
  type TorpedoLoadout,
  encounterOf,
  huntOf,
  boatOf,
  patrolOf,
} from '../model/state';
import { endEncounter } from '../damage/encounter-end';
import type { CareerEvent } from '../model/events';
import { applyHit, startAirCombat } from '../common/air';
import {
  boatWith,
  huntWith,
  patrolWith,
  stateWith,
  targetShip,
  withEncounter,
  withPatrol,
} from '../model/copies';
import { careerAfterSinking } from '../port/decorations';
import { noSubmergedAttack, periscopeChecked } from './periscope-failure';
import { afloat } from './salvo';
import { scuttling } from '../damage/scuttle';

/**
 * The bookkeeping of ship combat (9.0-9.7, 9.9): how each event changes the boat, the targets and the escorts'
 * hunt, and which step follows. Pure and total, like evolve; the rolls are made in approach.ts, salvo.ts,
 * escorts.ts, pursuit.ts and submarine.ts.
 */

export type ShipCombatEvent = Extract<
  CareerEvent,
  {
    type:
      | 'AttackApproachChosen'
      | 'TorpedoFired'
      | 'TorpedoDudRolled'
      | 'DeckGunFired'
      | 'ShipDamaged'
      | 'ShipSunk'
      | 'CombatRoundEnded'
      | 'EscortDetectionRolled'
      | 'TestDepthExceeded'
      | 'DepthCharged'
      | 'TubesReloaded'
      | 'FollowAttempted'
      | 'EncounterEnded'
      | 'SubmarineEncountered'
      | 'EnemyTorpedoesFired'
      | 'AdditionalRoundRolled'
      | 'UBoatHit'
      | 'UBoatSunk';
  }
>;

const HUNTED_TO_EXHAUSTION = 4; // 9.4.8
const step = (kind: Step['kind']) => ({ kind }) as Step;

const withHunt = (state: CareerState, change: Partial<EscortHunt>, next?: Step): CareerState =>
  withEncounter(state, { hunt: huntWith(huntOf(state), change) }, next);
const withRounds = (state: CareerState, add: number): CareerState =>
  withPatrol(state, { combatRoundsInBox: patrolOf(state).combatRoundsInBox + add });
const withBoat = (state: CareerState, change: Partial<Boat>): CareerState =>
  stateWith(state, { boat: boatWith(boatOf(state), change) });

function emptyTube(t: TorpedoLoadout, end: 'bow' | 'stern', tube: number): TorpedoLoadout {
  const fired = (tubes: TorpedoLoadout['bowTubes']) =>
    tubes.map((torpedo, i) => (i === tube ? null : torpedo));
  return {
    bowTubes: end === 'bow' ? fired(t.bowTubes) : t.bowTubes,
    sternTubes: end === 'stern' ? fired(t.sternTubes) : t.sternTubes,
    forwardReloads: t.forwardReloads,
    aftReloads: t.aftReloads,
  };
}

export function evolveShipCombat(state: CareerState, event: ShipCombatEvent): CareerState {
  switch (event.type) {
    case 'AttackApproachChosen': {
      const { attack, range, wolfpack, escortTarget } = event.data;
      const ships = [...encounterOf(state).ships, ...(escortTarget ? [escortTarget] : [])];
      return withEncounter(state, { approach: { attack, range, wolfpack }, ships }, step('firing'));
    }
    case 'TorpedoFired':
      return torpedoFired(state, event.data);
    case 'TorpedoDudRolled':
      return state;
    case 'DeckGunFired': {
      const next = withBoat(state, { deckGunAmmo: boatOf(state).deckGunAmmo - 1 });
      return withEncounter(next, { firedThisRound: fired(state, 'deckGun') });
    }
    case 'ShipDamaged': {
      const { target, damage } = event.data;
      const ships = encounterOf(state).ships.map((s, i) => (i === target ? { ...s, damage } : s));
      const hitEscort = encounterOf(state).ships[target].type === 'escort';
      return withEncounter(state, { ships, ...(hitEscort ? { escortTarget: 'hit' as const } : {}) });
    }
    case 'ShipSunk': {
      const career = state.career as Career;
      const patrol = patrolWith(patrolOf(state), { shipsSunk: patrolOf(state).shipsSunk + 1 });
      return stateWith(state, {
        patrol,
        tonnage: state.tonnage + event.data.tonnage,
        career: careerAfterSinking(career, event.data, state.tonnage + event.data.tonnage), // 11.3
      });
    }
    case 'CombatRoundEnded':
      return stateWith(state, { step: step('combatRoundOver') });
    case 'EscortDetectionRolled':
      return detectionRolled(state, event.data);
    case 'TestDepthExceeded':
      return withBoat(state, { hullDamage: event.data.hull });
    case 'DepthCharged': {
      const hits = event.data.sunk ? 0 : event.data.hits;
      const next = withHunt(state, { attackDue: false, hitsToRoll: hits });
      return hits === 0 && !event.data.sunk ? endOfHuntRound(next) : next;
    }
    case 'UBoatHit': {
      const d = event.data;
      const hunt = huntOf(state);
      const next = withHunt(stateWith(state, { boat: applyHit(boatOf(state), d) }), {
        hitsToRoll: hunt.hitsToRoll - 1,
        floodingThisRound: hunt.floodingThisRound || d.effect === 'flooding',
      });
      if (d.forcedToSurface)
        // 10.1.2: surface and scuttle; the remaining hits are ignored
        return stateWith(next, {
          step: scuttling('10.1.2', 'forced to surface: the flooding track is full'),
        });
      return d.sunk || hunt.hitsToRoll > 1 ? next : endOfHuntRound(next);
    }
    case 'UBoatSunk':
      return stateWith(state, {
        encounter: null,
        step: careerOver('sunk', event.data.rule, 'U-boat sunk'),
      });
    case 'TubesReloaded':
      return withBoat(state, { torpedoes: event.data.torpedoes });
    case 'AdditionalRoundRolled':
      return additionalRoundRolled(withRounds(state, 1), event.data);
    case 'FollowAttempted':
      return followed(state, event.data);
    case 'EncounterEnded':
      return endEncounter(state);
    case 'SubmarineEncountered': {
      const submarine = { enemyFiresFirst: event.data.enemyFiresFirst, phase: 'attack' as const };
      return stateWith(state, {
        encounter: newEncounter('submarine', { ships: [targetShip(event.data.ship)], submarine }),
        step: step('submarine'),
      });
    }
    case 'EnemyTorpedoesFired': {
      const encounter = encounterOf(state);
      if (event.data.sunk || encounter.firedThisRound.length === 0) return state; // it fired first
      const submarine = { enemyFiresFirst: false, phase: 'exchanged' as const };
      return withEncounter(state, { submarine, firedThisRound: [], approach: null }, step('submarine'));
    }
  }
}

const fired = (state: CareerState, weapon: Encounter['firedThisRound'][number]) => [
  ...encounterOf(state).firedThisRound.filter((w) => w !== weapon),
  weapon,
];

/** A torpedo leaves its tube; escorts then hunt the boat (9.2.9), a submarine fires back (9.9.5). */
function torpedoFired(
  state: CareerState,
  d: Extract<ShipCombatEvent, { type: 'TorpedoFired' }>['data'],
): CareerState {
  const encounter = encounterOf(state);
  const next = withBoat(state, { torpedoes: emptyTube(boatOf(state).torpedoes, d.end, d.tube) });
  const firedThisRound = fired(state, d.end);
  const target = encounter.ships[d.target];
  const change: Partial<Encounter> = {
    firedThisRound,
    bothEnds: firedThisRound.includes('bow') && firedThisRound.includes('stern'),
    g7aByDay: encounter.g7aByDay || (d.torpedo === 'g7aFat' && encounter.timeOfDay === 'day'),
    ships: d.newTarget ? [...encounter.ships, targetShip(d.newTarget)] : encounter.ships,
    escortTarget:
      target.type === 'escort' && encounter.escortTarget === 'none' ? 'unharmed' : encounter.escortTarget,
  };
  if (!encounter.escorted || encounter.submarine) return withEncounter(next, change, step('firing'));
  const hunt = encounter.hunt ? huntWith(encounter.hunt, { origin: 'fired' }) : newHunt('fired');
  return withEncounter(next, { ...change, hunt }, step('evading'));
}

/** 9.2.2 before firing, or 9.6.9: detected → the attack; not detected → the boat slips away. */
function detectionRolled(
  state: CareerState,
  d: Extract<ShipCombatEvent, { type: 'EscortDetectionRolled' }>['data'],
): CareerState {
  const detected = d.result !== 'notDetected';
  const encounter = encounterOf(state);
  if (d.rule === '12.1') return periscopeChecked(state, detected); // [R2] 4
  if (d.rule === '9.2.2') {
    if (!detected || encounter.submarine) return state; // fire now (or the submarine fires first)
    // 000 L1004, L1116: this detection is the first loop; the next [E2] is the second round (9.5.1, 9.6.6).
    const hunt = newHunt('detected', { attackDue: true, previouslyDetected: true, detectionRolls: 1 });
    return withEncounter(state, { hunt }, step('depthCharges'));
  }
  const hunt = huntOf(state);
  const next = withHunt(withBoat(state, { boldDecoys: boatOf(state).boldDecoys - (d.bold ? 1 : 0) }), {
    detectionRolls: hunt.detectionRolls + 1,
    lastRoll12: d.result === 'detectedAttackPlusOne',
    boldUsed: hunt.boldUsed || d.bold,
    previouslyDetected: hunt.previouslyDetected || detected, // 9.6.14: +1 once, from the next loop on
    attackDue: detected,
  });
  if (detected) return stateWith(next, { step: step('depthCharges') });
  // 9.4.3, E-ARRIVED: escorts that arrived before the boat fired this round: it fires now, then they roll again;
  // 10.9.4: not while aborting; [R2] 4, [E5]: not with the periscope failed or out.
  const firesNow =
    hunt.origin === 'arrived' &&
    afloat(encounter).length > 0 &&
    !aborting(state) &&
    !noSubmergedAttack(state);
  return firesNow
    ? withEncounter(next, { firedThisRound: [], bothEnds: false }, step('firing'))
    : withEncounter(next, { hunt: null }, step('combatRoundOver'));
}

/** The end of a depth-charge round: the flooding check comes next (10.1.3, Q-02, rolled in escorts.ts), or [E2]. */
function endOfHuntRound(state: CareerState): CareerState {
  if (huntOf(state).floodingThisRound) return state;
  return withHunt(state, { floodingThisRound: false }, step('evading'));
}

/** 9.4.3-9.4.8: another round, escorts (the boat submerges), or an aircraft (the target escapes). */
function additionalRoundRolled(
  state: CareerState,
  d: Extract<ShipCombatEvent, { type: 'AdditionalRoundRolled' }>['data'],
): CareerState {
  const encounter = encounterOf(state);
  const chain = d.aircraft || d.escortArrives ? encounter.additionalRoundChain + 1 : 0;
  if (chain >= HUNTED_TO_EXHAUSTION && encounter.approach?.attack === 'submerged')
    return stateWith(state, { step: scuttling('9.4.8', 'hunted to exhaustion') });
  if (d.aircraft)
    return stateWith(state, {
      encounter: null,
      air: startAirCombat(d.escortArrives, chain),
      step: step('aircraft'),
    });
  const round = { additionalRoundChain: chain, firedThisRound: [], bothEnds: false };
  if (!d.escortArrives) return withEncounter(state, round, step('firing'));
  if (boatOf(state).hullHoled)
    // 9.4.6, Q-SCUTTLE
    return stateWith(state, { step: scuttling('9.4.6', 'escorts arrive and the holed boat cannot dive') });
  // 9.4.6: escorts — the boat is submerged at once; they roll [E2] regardless of range.
  const approach = {
    ...(encounter.approach ?? { range: 'medium' as const, wolfpack: null }),
    attack: 'submerged' as const,
  };
  return withEncounter(
    state,
    { ...round, escorted: true, approach, hunt: newHunt('arrived') },
    step('evading'),
  );
}

/** 9.7.9: a successful follow is a new encounter with the ships followed; 9.7.5 time of day. */
function followed(
  state: CareerState,
  d: Extract<ShipCombatEvent, { type: 'FollowAttempted' }>['data'],
): CareerState {
  if (!d.contact) return state; // EncounterEnded follows
  const encounter = encounterOf(state);
  const ships =
    d.ship !== null
      ? [encounter.ships[d.ship]]
      : encounter.ships.filter((s) => s.damage === 0 && s.type !== 'escort' && s.type !== 'capitalShip');
  const next = newEncounter(encounter.kind, { ships, escorted: d.escorted, timeOfDay: d.timeOfDay });
  return stateWith(withRounds(state, 1), { encounter: next, step: step('shipsSighted') });
}
