import type { E4Damage, EncounterKind } from '../../charts';

// 11.4.8-11.4.10: what a tanker (Type XB or XIV) remembers on its replenishment mission.

/** A replenishment operation in progress (11.4.10.2-11.4.10.7): boat by boat, then the attack check. */
export interface ReplenishmentOperation {
  /** The box it began in (the bakery's bonus, 11.4.10.5). */
  readonly box: number;
  readonly boats: number;
  /** Boats resupplied so far. */
  readonly supplied: number;
  /** What the automatic step does next for the boat being resupplied, or the 11.4.10.7 check after the last. */
  readonly next: 'damage' | 'fuel' | 'boatDone' | 'attackCheck';
  /** The [E4] result a spare part may fix (decided by the player). */
  readonly damage: E4Damage | null;
  /** Fuel points the cargo could not give this boat (the tanker's own may, 11.4.10.4). */
  readonly short: number;
}

/** The patrol's replenishment mission (11.4.10): the cargo left, the boats resupplied, the operation under way. */
export interface TankerPatrol {
  readonly fuel: number;
  readonly spareParts: number;
  readonly torpedoes: number;
  readonly attacksSingleShips: boolean;
  readonly bakery: boolean;
  readonly boatsResupplied: number;
  /** A contact just met: the next automatic step makes it an operation, or lets the single ship pass (11.4.10.1). */
  readonly contact: EncounterKind | null;
  readonly operation: ReplenishmentOperation | null;
  /** Boxes the bakery's 1,000 t was credited for (11.4.10.5, once per box). */
  readonly bakeryBoxes: readonly number[];
  /** 7.4.4 (Q-REFUEL-MISSION): the box of the last operation: −1 on [A1] there, the boats joined by hoses. */
  readonly operationBox: number | null;
  /** 11.4.10.7: the aircraft now attacking came on the check after an operation: −1 on [A2] (the other boat's flak). */
  readonly attackedWhileSupplying: boolean;
}
