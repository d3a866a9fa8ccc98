import type { ChartPack, E4Damage, EncounterKind, TheoreticalTonnageReason } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand, LegalCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type {
  FuelTransferRolled,
  ReplenishmentAttackChecked,
  ReplenishmentMissionAssigned,
  ReplenishmentOperationStarted,
  ResuppliedBoatDamageRolled,
  TheoreticalTonnageCredited,
} from '../model/events-special';
import { roll, rollOn, type AppliedModifier } from '../model/rolls';
import { tankerCargo } from '../common/special-types';
import {
  boardOf,
  boatOf,
  boxOf,
  careerOf,
  patrolOf,
  type BoatSystem,
  type CareerState,
  type Patrol,
} from '../model/state';
import { isSingleShip } from './evolve-replenishment';
import { type ReplenishmentOperation, type TankerPatrol } from '../model/tanker-patrol';
import { e1Modifiers } from '../patrol/travel';
import { requireStep, violation } from '../model/violations';

// 11.4.10: the replenishment missions of the Type XB and XIV — operations of 1d6 boats, each with a random damage
// roll that a spare part may mend and 1d6 for its fuel, theoretical tonnage, and the attack check after each one.

type ReplenishmentCommand = Extract<
  CareerCommand,
  { type: 'UseSparePart' | 'KeepSparePart' | 'TransferOwnFuel' | 'KeepOwnFuel' }
>;

/** 11.4.10.3: what a spare part cannot mend. */
const NOT_MENDED: readonly E4Damage[] = ['hull', 'flooding', 'crewInjury'];
const ADDITIONAL_ROUND = 'additionalRoundOrGibraltar';

const lastOnStation = (patrol: Patrol) => patrol.boxes.map((b) => b.onStation).lastIndexOf(true);

/** Q-32, E-TANKER-FUEL: no own-fuel transfer from the last box before the first transit box home, nor later. */
function ownFuelAllowed(patrol: Patrol): boolean {
  const homeward = patrol.boxes.findIndex((b, i) => i > lastOnStation(patrol) && !b.onStation);
  return patrol.boxIndex + 1 < (homeward < 0 ? patrol.boxes.length : homeward);
}

const credit = (reason: TheoreticalTonnageReason, tons: number): TheoreticalTonnageCredited => ({
  type: 'TheoreticalTonnageCredited',
  data: { reason, tons },
});

const tankerOf = (state: CareerState) => state.tanker as TankerPatrol;
const operationOf = (state: CareerState) => tankerOf(state).operation as ReplenishmentOperation;

/** 11.4.8-11.4.10: with the patrol of an XB or XIV comes its replenishment mission and cargo (E-TANKER-CARGO). */
export function replenishmentMission(
  state: CareerState,
  assigned: readonly CareerEvent[],
  charts: ChartPack,
): ReplenishmentMissionAssigned[] {
  const type = careerOf(state).uboatType;
  const cargo = tankerCargo(charts, type);
  if (!cargo || !assigned.some((e) => e.type === 'PatrolAssigned')) return [];
  const data = {
    fuel: cargo.fuel,
    spareParts: cargo.spareParts,
    torpedoes: boardOf(charts, type).torpedoes.cargoTorpedoes.value, // 11.4.9
    attacksSingleShips: cargo.attacksSingleShips,
    bakery: cargo.bakery,
  };
  return [{ type: 'ReplenishmentMissionAssigned', data }];
}

/**
 * 11.4.10.2, E-TANKER-FINAL: in the last on-station box, with no boat resupplied yet, the box is not rolled: it is a
 * replenishment operation (none while aborting, E-TANKER-ABORT).
 */
export function finalBoxOperation(state: CareerState, dice: DiceSource): ReplenishmentOperationStarted[] {
  const tanker = state.tanker;
  const patrol = state.patrol as Patrol;
  if (!tanker || tanker.boatsResupplied > 0 || tanker.operation || patrol.abort !== null) return [];
  return patrol.boxIndex === lastOnStation(patrol) ? [operationStarted(state, null, dice)] : [];
}

function operationStarted(
  state: CareerState,
  contact: EncounterKind | null,
  dice: DiceSource,
): ReplenishmentOperationStarted {
  const boats = roll(dice, '1d6', { purpose: 'U-boats resupplied', rule: '11.4.10.2' });
  const boxIndex = patrolOf(state).boxIndex;
  return {
    type: 'ReplenishmentOperationStarted',
    data: { boxIndex, contact, roll: boats, boats: boats.total },
  };
}

/** Automatic: the contact met (11.4.10.1), then each boat of the operation, then the attack check (11.4.10.7). */
export function replenishmentStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const tanker = tankerOf(state);
  const operation = tanker.operation;
  if (operation === null) {
    const contact = tanker.contact as EncounterKind;
    return isSingleShip(contact)
      ? [{ type: 'SingleShipIgnored', data: { contact } }] // the XIV (11.4.10.1, E-TANKER-IGNORE)
      : [operationStarted(state, contact, dice)];
  }
  switch (operation.next) {
    case 'damage':
      return [damageRolled(state, operation, dice, charts)];
    case 'fuel':
      return fuelRolled(state, operation, dice, charts);
    case 'boatDone':
      return boatDone(state, operation, charts);
    case 'attackCheck':
      return [attackCheck(state, dice, charts)];
  }
}

/** 11.4.10.3, E-TANKER-SPARE: [E4] once on the boat being resupplied; a spare part may mend a system it names. */
function damageRolled(
  state: CareerState,
  operation: ReplenishmentOperation,
  dice: DiceSource,
  charts: ChartPack,
): ResuppliedBoatDamageRolled {
  const { roll: rolled, result } = rollOn(dice, charts.E4, 'E4', {
    purpose: 'random damage on the boat resupplied',
    rule: '11.4.10.3',
  });
  const damage = result.damage;
  const sparePartOffered = !NOT_MENDED.includes(damage) && tankerOf(state).spareParts > 0;
  return {
    type: 'ResuppliedBoatDamageRolled',
    data: { boat: operation.supplied + 1, roll: rolled, damage, sparePartOffered },
  };
}

/** 11.4.10.4: 1d6 for the boat's fuel, from the cargo while it lasts. */
function fuelRolled(
  state: CareerState,
  operation: ReplenishmentOperation,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const missions = charts.B10.missions;
  const { roll: rolled, result: points } = rollOn(dice, missions.fuelPerBoat, 'B10 fuel', {
    purpose: 'fuel points for the boat resupplied',
    rule: '11.4.10.4',
  });
  const fromCargo = Math.min(points, tankerOf(state).fuel);
  const short = points - fromCargo;
  const data = {
    boat: operation.supplied + 1,
    roll: rolled,
    points,
    fromCargo,
    short,
    ownFuelOffered: short > 0 && ownFuelAllowed(patrolOf(state)),
  };
  const rolledEvent: FuelTransferRolled = { type: 'FuelTransferRolled', data };
  return fromCargo > 0
    ? [rolledEvent, credit('fuel', fromCargo * missions.theoreticalTons.fuel)]
    : [rolledEvent];
}

/** 11.4.10.5: the boat resupplied; the first takes every cargo torpedo; after the last, the XIV's bakery. */
function boatDone(state: CareerState, operation: ReplenishmentOperation, charts: ChartPack): CareerEvent[] {
  const tanker = tankerOf(state);
  const tons = charts.B10.missions.theoreticalTons;
  const last = operation.supplied + 1 === operation.boats;
  const bakery =
    last &&
    tanker.bakery &&
    !boatOf(state).damagedSystems.includes('oven') &&
    !tanker.bakeryBoxes.includes(operation.box);
  return [
    credit('boatResupplied', tons.boatResupplied),
    ...(tanker.torpedoes > 0 ? [credit('torpedoes', tons.torpedoes)] : []),
    ...(bakery ? [credit('bakery', tons.bakery)] : []),
  ];
}

/** 11.4.10.7, E-TANKER-ATTACK: the additional-round table; on aircraft or escorts, 1d6: 1-3 the tanker is attacked. */
function attackCheck(state: CareerState, dice: DiceSource, charts: ChartPack): ReplenishmentAttackChecked {
  const { roll: rolled, result } = rollOn(
    dice,
    charts.E1.columns[ADDITIONAL_ROUND],
    `E1 ${ADDITIONAL_ROUND}`,
    {
      purpose: 'attack after replenishing',
      rule: '11.4.10.7',
      modifiers: e1Modifiers(ADDITIONAL_ROUND, boxOf(state), charts),
    },
  );
  const { aircraft, escortArrives } = charts.E1.meanings[result];
  const target =
    aircraft || escortArrives
      ? rollOn(dice, charts.B10.missions.attacked, 'B10 attacked', {
          purpose: 'who is attacked (1-3 the tanker)',
          rule: '11.4.10.7',
        })
      : null;
  return {
    type: 'ReplenishmentAttackChecked',
    data: {
      roll: rolled,
      result,
      aircraft,
      escortArrives,
      targetRoll: target?.roll ?? null,
      tankerAttacked: target?.result === 'tanker',
    },
  };
}

function requireChoice(state: CareerState, choice: 'sparePart' | 'ownFuel', command: string, rule: string) {
  requireStep(state, 'replenishmentChoice', rule, command);
  if (state.step.kind === 'replenishmentChoice' && state.step.choice !== choice)
    throw violation(rule, 'command/not-pending', `${command} is not possible now`);
}

/** The player's decisions in an operation (11.4.10.3, 11.4.10.4) and the spare part for the tanker's own system. */
export function replenishmentCommand(
  state: CareerState,
  command: ReplenishmentCommand,
  charts: ChartPack,
): CareerEvent[] {
  switch (command.type) {
    case 'UseSparePart':
      return command.data.onBoat === 'own'
        ? ownSparePart(state, command.data.system)
        : suppliedSparePart(state, command.data.system, charts);
    case 'KeepSparePart':
      requireChoice(state, 'sparePart', 'KeepSparePart', '11.4.10.3');
      return [{ type: 'SparePartKept', data: {} }];
    case 'TransferOwnFuel':
      return transferOwnFuel(state, command.data.points, charts);
    case 'KeepOwnFuel':
      requireChoice(state, 'ownFuel', 'KeepOwnFuel', '11.4.10.4');
      return [{ type: 'OwnFuelKept', data: {} }];
  }
}

function suppliedSparePart(state: CareerState, system: string, charts: ChartPack): CareerEvent[] {
  requireChoice(state, 'sparePart', 'UseSparePart', '11.4.10.3');
  const damage = operationOf(state).damage as E4Damage;
  if (system !== damage)
    throw violation(
      '11.4.10.3',
      'command/option-not-offered',
      `The boat resupplied needs a part for ${damage}`,
    );
  return [
    { type: 'SparePartUsed', data: { onBoat: 'supplied', system: damage } },
    credit('sparePart', charts.B10.missions.theoreticalTons.sparePart),
  ];
}

/** 11.4.10.3, Q-38: a spare part mends one of the tanker's own systems, damaged or inoperative, with no roll. */
function ownSparePart(state: CareerState, system: string): CareerEvent[] {
  requireStep(state, 'underway', '11.4.10.3', 'UseSparePart');
  if (!ownSystemsToMend(state).includes(system as BoatSystem))
    throw violation('11.4.10.3', 'command/option-not-offered', `No spare part for ${system} now`);
  return [{ type: 'SparePartUsed', data: { onBoat: 'own', system: system as BoatSystem } }];
}

const ownSystemsToMend = (state: CareerState): readonly BoatSystem[] =>
  state.tanker && state.tanker.spareParts > 0 && state.patrol
    ? [...new Set(boatOf(state).damagedSystems)]
    : [];

/** 11.4.10.4, Q-32: up to the points the cargo lacked (at most 2); the tanker moves one box toward home. */
function transferOwnFuel(state: CareerState, points: number, charts: ChartPack): CareerEvent[] {
  requireChoice(state, 'ownFuel', 'TransferOwnFuel', '11.4.10.4');
  if (!ownFuelPoints(state, charts).includes(points))
    throw violation('11.4.10.4', 'command/option-not-offered', `${points} fuel points cannot be given now`);
  const toBoxIndex = patrolOf(state).boxIndex + 1;
  return [
    { type: 'OwnFuelTransferred', data: { points, toBoxIndex } },
    credit('fuel', points * charts.B10.missions.theoreticalTons.fuel),
  ];
}

function ownFuelPoints(state: CareerState, charts: ChartPack): number[] {
  const most = Math.min(operationOf(state).short, charts.B10.missions.ownFuelMost.value);
  return Array.from({ length: most }, (_, i) => i + 1);
}

/** pending(): the operation's decision now (11.4.10.3 a spare part, 11.4.10.4 own fuel). */
export function replenishmentChoices(state: CareerState, charts: ChartPack): LegalCommand[] {
  if (state.step.kind !== 'replenishmentChoice') return [];
  if (state.step.choice === 'sparePart') {
    const system = operationOf(state).damage as E4Damage;
    const use: CareerCommand = { type: 'UseSparePart', data: { onBoat: 'supplied', system } };
    return [
      { type: 'UseSparePart', parameters: {}, choices: [use] },
      { type: 'KeepSparePart', parameters: {} },
    ];
  }
  const transfers = ownFuelPoints(state, charts).map((points): CareerCommand => ({
    type: 'TransferOwnFuel',
    data: { points },
  }));
  return [
    { type: 'TransferOwnFuel', parameters: {}, choices: transfers },
    { type: 'KeepOwnFuel', parameters: {} },
  ];
}

/** pending() at sea: a spare part for one of the tanker's own damaged systems (11.4.10.3, Q-38). */
export function ownSparePartOffer(state: CareerState): LegalCommand | false {
  const systems = ownSystemsToMend(state);
  if (systems.length === 0) return false;
  const choices = systems.map((system): CareerCommand => ({
    type: 'UseSparePart',
    data: { onBoat: 'own', system },
  }));
  return { type: 'UseSparePart', parameters: {}, choices };
}

/** 11.4.10.6, E-TANKER-SUCCESS: a tanker's patrol succeeds only with a boat resupplied and its (M)/(A) mission done. */
export function tankerPatrolSuccess(state: CareerState): boolean | null {
  const tanker = state.tanker;
  if (!tanker) return null;
  const patrol = patrolOf(state);
  return tanker.boatsResupplied > 0 && (patrol.mission === null || patrol.missionAccomplished);
}

/** 7.4.4 (Q-REFUEL-MISSION, E-TANKER-HOSES): the boats are joined by hoses in the box of the operation: −1 on [A1]. */
export const hosesJoined = (state: CareerState): boolean =>
  state.tanker !== null && state.tanker.operationBox === state.patrol?.boxIndex;

/** 11.4.10.7: attacked after replenishing and failing to dive, the other boat's flak adds −1 on [A2]. */
export const otherBoatsFlak = (state: CareerState, charts: ChartPack): AppliedModifier[] =>
  state.tanker?.attackedWhileSupplying
    ? charts.A2.modifiers
        .filter((m) => m.id === 'resupplyOtherBoatsFlak')
        .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '11.4.10.7' }))
    : [];
