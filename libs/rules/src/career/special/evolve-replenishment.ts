import type { EncounterKind } from '../../charts';
import { startAirCombat } from '../common/air';
import { boatWith, stateWith, withPatrol } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { ReplenishmentEvent } from '../model/events-special';
import { escortsFind } from '../damage/scuttle';
import { newEncounter, newHunt, type BoatSystem, type CareerState, type Patrol } from '../model/state';
import type { ReplenishmentOperation, TankerPatrol } from '../model/tanker-patrol';

// 11.4.8-11.4.10: what a tanker (Type XB or XIV) remembers on its replenishment mission, and how its events fold.

/** 11.4.10.1 (E-TANKER-CONTACT): results that are not contacts; aircraft are fought as usual. */
const NOT_CONTACTS: readonly EncounterKind[] = ['none', 'aircraft', 'aircraftAndEscort'];
/** 11.4.10.1 (E-TANKER-CONTACT): single-ship targets, escorted or not. */
const SINGLE_SHIPS: readonly EncounterKind[] = ['ship', 'tanker', 'shipWithEscort', 'capitalShip'];

export const isSingleShip = (kind: EncounterKind): boolean => SINGLE_SHIPS.includes(kind);

// Copies field by field, as model/copies.ts does (a spread of a spread-made object is many times slower).
const tankerWith = (t: TankerPatrol, change: Partial<TankerPatrol>): TankerPatrol =>
  Object.assign(
    {
      fuel: t.fuel,
      spareParts: t.spareParts,
      torpedoes: t.torpedoes,
      attacksSingleShips: t.attacksSingleShips,
      bakery: t.bakery,
      boatsResupplied: t.boatsResupplied,
      contact: t.contact,
      operation: t.operation,
      bakeryBoxes: t.bakeryBoxes,
      operationBox: t.operationBox,
      attackedWhileSupplying: t.attackedWhileSupplying,
    },
    change,
  );

const operationWith = (
  o: ReplenishmentOperation,
  change: Partial<ReplenishmentOperation>,
): ReplenishmentOperation =>
  Object.assign(
    { box: o.box, boats: o.boats, supplied: o.supplied, next: o.next, damage: o.damage, short: o.short },
    change,
  );

const withTanker = (state: CareerState, change: Partial<TankerPatrol>): CareerState =>
  stateWith(state, { tanker: tankerWith(state.tanker as TankerPatrol, change) });

const withOperation = (state: CareerState, change: Partial<ReplenishmentOperation>): CareerState => {
  const tanker = state.tanker as TankerPatrol;
  return withTanker(state, { operation: operationWith(tanker.operation as ReplenishmentOperation, change) });
};

const replenishing = (state: CareerState, change: Partial<ReplenishmentOperation>): CareerState =>
  stateWith(withOperation(state, change), { step: { kind: 'replenishing' } });

/** The tanker's own events. */
export function evolveReplenishment(state: CareerState, event: ReplenishmentEvent): CareerState {
  const tanker = state.tanker as TankerPatrol;
  switch (event.type) {
    case 'ReplenishmentMissionAssigned':
      return stateWith(state, {
        tanker: {
          fuel: event.data.fuel,
          spareParts: event.data.spareParts,
          torpedoes: event.data.torpedoes,
          attacksSingleShips: event.data.attacksSingleShips,
          bakery: event.data.bakery,
          boatsResupplied: 0,
          contact: null,
          operation: null,
          bakeryBoxes: [],
          operationBox: null,
          attackedWhileSupplying: false,
        },
      });
    case 'SingleShipIgnored':
      return stateWith(withTanker(state, { contact: null }), { step: { kind: 'underway' } });
    case 'ReplenishmentOperationStarted': {
      const d = event.data;
      const operation: ReplenishmentOperation = {
        box: d.boxIndex,
        boats: d.boats,
        supplied: 0,
        next: 'damage',
        damage: null,
        short: 0,
      };
      const next = withTanker(state, { contact: null, operation, operationBox: d.boxIndex });
      // 11.4.10.2: in the last on-station box the operation comes instead of the box's [E1] rolls.
      const rolled = d.contact === null ? withPatrol(next, { rollsLeft: 0 }) : next;
      return stateWith(rolled, { step: { kind: 'replenishing' } });
    }
    case 'ResuppliedBoatDamageRolled':
      return event.data.sparePartOffered
        ? stateWith(withOperation(state, { damage: event.data.damage }), {
            step: { kind: 'replenishmentChoice', choice: 'sparePart' },
          })
        : withOperation(state, { next: 'fuel' });
    case 'SparePartUsed':
      return sparePartUsed(withTanker(state, { spareParts: tanker.spareParts - 1 }), event.data);
    case 'SparePartKept':
      return replenishing(state, { next: 'fuel', damage: null });
    case 'FuelTransferRolled': {
      const d = event.data;
      const next = withTanker(state, { fuel: tanker.fuel - d.fromCargo });
      return d.ownFuelOffered
        ? stateWith(withOperation(next, { short: d.short }), {
            step: { kind: 'replenishmentChoice', choice: 'ownFuel' },
          })
        : withOperation(next, { next: 'boatDone' });
    }
    case 'OwnFuelTransferred': {
      // Q-32, E-TANKER-FUEL: the box spent: the tanker moves one box toward home, with no [E1] there.
      const { toBoxIndex } = event.data;
      const moved = withPatrol(state, { boxIndex: toBoxIndex, rollsLeft: 0, combatRoundsInBox: 0 });
      return replenishing(withTanker(moved, { operationBox: toBoxIndex }), { next: 'boatDone', short: 0 });
    }
    case 'OwnFuelKept':
      return replenishing(state, { next: 'boatDone', short: 0 });
    case 'TheoreticalTonnageCredited':
      return credited(state, event);
    case 'ReplenishmentAttackChecked':
      return attackChecked(state, event.data);
  }
}

function sparePartUsed(state: CareerState, data: { onBoat: 'supplied' | 'own'; system: string }) {
  if (data.onBoat === 'supplied') return replenishing(state, { next: 'fuel', damage: null });
  // 11.4.10.3, Q-38: one of the tanker's own systems, damaged or inoperative, is fixed.
  const boat = state.boat as NonNullable<CareerState['boat']>;
  const system = data.system as BoatSystem;
  const without = (systems: readonly BoatSystem[]) => {
    const at = systems.indexOf(system);
    return at < 0 ? systems : [...systems.slice(0, at), ...systems.slice(at + 1)];
  };
  return stateWith(state, {
    boat: boatWith(boat, {
      damagedSystems: without(boat.damagedSystems),
      inoperativeSystems: without(boat.inoperativeSystems),
    }),
  });
}

/** 11.4.10.5, E-TANKER-TONNAGE: the tons count for victory and the Knight's Cross; 'boatResupplied' ends a boat. */
function credited(
  state: CareerState,
  event: Extract<ReplenishmentEvent, { type: 'TheoreticalTonnageCredited' }>,
): CareerState {
  const { reason, tons } = event.data;
  const tanker = state.tanker as TankerPatrol;
  const counted = stateWith(state, {
    tonnage: state.tonnage + tons,
    theoreticalTonnage: state.theoreticalTonnage + tons,
  });
  const operation = tanker.operation as ReplenishmentOperation;
  switch (reason) {
    case 'boatResupplied': {
      const supplied = operation.supplied + 1;
      const next = supplied < operation.boats ? 'damage' : 'attackCheck';
      return withOperation(withTanker(counted, { boatsResupplied: tanker.boatsResupplied + 1 }), {
        supplied,
        next,
      });
    }
    case 'torpedoes':
      return withTanker(counted, { torpedoes: 0 });
    case 'bakery':
      return withTanker(counted, { bakeryBoxes: [...tanker.bakeryBoxes, operation.box] });
    default:
      return counted;
  }
}

/** 11.4.10.7: the operation is over; the tanker is attacked by the aircraft or the escorts, or goes on. */
function attackChecked(
  state: CareerState,
  d: Extract<ReplenishmentEvent, { type: 'ReplenishmentAttackChecked' }>['data'],
): CareerState {
  const done = withTanker(state, { operation: null, attackedWhileSupplying: d.tankerAttacked && d.aircraft });
  if (!d.tankerAttacked) return stateWith(done, { step: { kind: 'underway' } });
  if (d.aircraft)
    return stateWith(done, { air: startAirCombat(d.escortArrives), step: { kind: 'aircraft' } });
  const encounter = newEncounter('escort', { escorted: true, hunt: newHunt('arrived') });
  return stateWith(done, { encounter, step: escortsFind(done, { kind: 'evading' }) });
}

/**
 * What the other rules' events mean to a tanker: a new patrol ends the mission; 11.4.10.1: a contact other than
 * aircraft (or a single ship the XB may attack) becomes a replenishment operation; the hoses' flak ends with the
 * air combat.
 */
export function tankerAfter(state: CareerState, event: CareerEvent): CareerState {
  switch (event.type) {
    case 'PatrolAssigned':
      return stateWith(state, { tanker: null });
    case 'EncounterRolled':
      return contactMet(state, event.data.result, event.data.randomEvent);
    default: {
      const tanker = state.tanker as TankerPatrol;
      return tanker.attackedWhileSupplying && state.air === null
        ? withTanker(state, { attackedWhileSupplying: false })
        : state;
    }
  }
}

function contactMet(state: CareerState, result: EncounterKind, randomEvent: boolean): CareerState {
  const tanker = state.tanker as TankerPatrol;
  const patrol = state.patrol as Patrol;
  if (randomEvent || patrol.abort !== null || NOT_CONTACTS.includes(result)) return state; // E-TANKER-ABORT
  if (isSingleShip(result) && tanker.attacksSingleShips) return state; // the XB may attack it (11.4.10.1)
  return stateWith(withTanker(state, { contact: result }), {
    encounter: null,
    air: null,
    step: { kind: 'replenishing' },
  });
}
