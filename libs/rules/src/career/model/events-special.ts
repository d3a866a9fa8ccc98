import type { E4Damage, EncounterKind, TheoreticalTonnageReason } from '../../charts';
import type { RecordedRoll } from './rolls';
import type { BoatSystem } from './state';

// The events of the tankers' replenishment missions (11.4.8-11.4.10); folded by special/evolve-replenishment.ts.

/** 11.4.8-11.4.10: a Type XB or XIV sails: every patrol is a replenishment mission, with this cargo. */
export interface ReplenishmentMissionAssigned {
  readonly type: 'ReplenishmentMissionAssigned';
  readonly data: {
    readonly fuel: number;
    readonly spareParts: number;
    /** Torpedoes carried for other boats (the XIV's four; 11.4.9). */
    readonly torpedoes: number;
    /** 11.4.10.1: the XB may attack a single ship; the XIV lets it pass. */
    readonly attacksSingleShips: boolean;
    /** 11.4.10.5: the XIV's bakery. */
    readonly bakery: boolean;
  };
}

/** 11.4.10.1: the Type XIV lets a single ship pass and goes on. */
export interface SingleShipIgnored {
  readonly type: 'SingleShipIgnored';
  readonly data: { readonly contact: EncounterKind };
}

/**
 * 11.4.10.2: a contact (anything but aircraft or a single ship) is a replenishment operation, 1d6 boats; in the last
 * on-station box with no boat resupplied yet, one comes without a roll of [E1] (contact null).
 */
export interface ReplenishmentOperationStarted {
  readonly type: 'ReplenishmentOperationStarted';
  readonly data: {
    readonly boxIndex: number;
    readonly contact: EncounterKind | null;
    readonly roll: RecordedRoll;
    readonly boats: number;
  };
}

/** 11.4.10.3: [E4] once for the boat being resupplied (1-based); a spare part may fix a system it names. */
export interface ResuppliedBoatDamageRolled {
  readonly type: 'ResuppliedBoatDamageRolled';
  readonly data: {
    readonly boat: number;
    readonly roll: RecordedRoll;
    readonly damage: E4Damage;
    /** A spare part fixes it (not flooding, hull or a crew injury) and the tanker has one left. */
    readonly sparePartOffered: boolean;
  };
}

/** 11.4.10.3: a spare part fixes the resupplied boat's system, or one of the tanker's own. */
export interface SparePartUsed {
  readonly type: 'SparePartUsed';
  readonly data: { readonly onBoat: 'supplied' | 'own'; readonly system: E4Damage | BoatSystem };
}

export interface SparePartKept {
  readonly type: 'SparePartKept';
  readonly data: Record<string, never>;
}

/** 11.4.10.4: 1d6 for the boat's fuel, 1-3 one point, 4-6 two; the cargo gives what it has left. */
export interface FuelTransferRolled {
  readonly type: 'FuelTransferRolled';
  readonly data: {
    readonly boat: number;
    readonly roll: RecordedRoll;
    readonly points: number;
    readonly fromCargo: number;
    /** Points the cargo could not give. */
    readonly short: number;
    /** The tanker may give its own fuel for them: not in the last box before the homeward transit. */
    readonly ownFuelOffered: boolean;
  };
}

/** 11.4.10.4, Q-32: the tanker's own fuel; it spends a travel box, moving one box toward home with no [E1] there. */
export interface OwnFuelTransferred {
  readonly type: 'OwnFuelTransferred';
  readonly data: { readonly points: number; readonly toBoxIndex: number };
}

export interface OwnFuelKept {
  readonly type: 'OwnFuelKept';
  readonly data: Record<string, never>;
}

/**
 * 11.4.10.5: theoretical tons, counted with the tonnage sunk for victory (5.2.1) and the Knight's Cross (11.3), and
 * kept apart as `theoreticalTonnage`. 'boatResupplied' closes that boat's resupply.
 */
export interface TheoreticalTonnageCredited {
  readonly type: 'TheoreticalTonnageCredited';
  readonly data: { readonly reason: TheoreticalTonnageReason; readonly tons: number };
}

/**
 * 11.4.10.7: after the operation, the additional-round table of [E1]; on an aircraft or escort, 1d6: 1-3 the
 * tanker is attacked, 4-6 the boat it supplied (the tanker dives and gets away).
 */
export interface ReplenishmentAttackChecked {
  readonly type: 'ReplenishmentAttackChecked';
  readonly data: {
    readonly roll: RecordedRoll;
    readonly result: EncounterKind;
    readonly aircraft: boolean;
    readonly escortArrives: boolean;
    readonly targetRoll: RecordedRoll | null;
    readonly tankerAttacked: boolean;
  };
}

export type ReplenishmentEvent =
  | ReplenishmentMissionAssigned
  | SingleShipIgnored
  | ReplenishmentOperationStarted
  | ResuppliedBoatDamageRolled
  | SparePartUsed
  | SparePartKept
  | FuelTransferRolled
  | OwnFuelTransferred
  | OwnFuelKept
  | TheoreticalTonnageCredited
  | ReplenishmentAttackChecked;

export const REPLENISHMENT_EVENT_TYPES: readonly ReplenishmentEvent['type'][] = [
  'ReplenishmentMissionAssigned',
  'SingleShipIgnored',
  'ReplenishmentOperationStarted',
  'ResuppliedBoatDamageRolled',
  'SparePartUsed',
  'SparePartKept',
  'FuelTransferRolled',
  'OwnFuelTransferred',
  'OwnFuelKept',
  'TheoreticalTonnageCredited',
  'ReplenishmentAttackChecked',
];
