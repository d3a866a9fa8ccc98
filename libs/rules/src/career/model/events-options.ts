import type { EvasionDirection, KommandantAbilityId, QualityLevel, SpecialAbilityId } from '../../charts';
import type { RecordedRoll } from './rolls';
import type { TargetShip, TorpedoLoadout } from './state';

// The events of the optional rules (§14, §15); folded by options/evolve-options.ts.

type IdentifiedShip = TargetShip & { readonly rolls: readonly RecordedRoll[] };

/** 14.13, 14.15: the card's abilities and the special ability, chosen or rolled on 1d20 at the start. */
export interface KommandantAbilitiesSet {
  readonly type: 'KommandantAbilitiesSet';
  readonly data: {
    readonly card: string | null;
    readonly specialAbility: SpecialAbilityId | null;
    /** The 1d20 when the special ability is rolled, null when chosen. */
    readonly roll: RecordedRoll | null;
    readonly abilities: readonly KommandantAbilityId[];
  };
}

/** 14.4: a historical number of the boat's type, drawn with the dice (one chosen is checked at StartCareer). */
export interface HistoricalUBoatIdDrawn {
  readonly type: 'HistoricalUBoatIdDrawn';
  readonly data: { readonly uboatId: string; readonly rolls: readonly RecordedRoll[] };
}

/** 14.14: a flotilla of the base's country (flavour). */
export interface FlotillaAssigned {
  readonly type: 'FlotillaAssigned';
  readonly data: { readonly flotilla: number; readonly rolls: readonly RecordedRoll[] };
}

/** 14.15 #18 Scrounger: twice the homing torpedoes, in place of FaT torpedoes. */
export interface HomingTorpedoesScrounged {
  readonly type: 'HomingTorpedoesScrounged';
  readonly data: { readonly torpedoes: TorpedoLoadout };
}

/** 14.5: the pack's historical name (and how many boats it had then). */
export interface WolfpackNamed {
  readonly type: 'WolfpackNamed';
  readonly data: { readonly name: string; readonly boats: number; readonly rolls: readonly RecordedRoll[] };
}

/** 14.6.1, 14.7.1: 1d6 for the quality of this encounter's escorts or of this aircraft. */
export interface EscortQualityRolled {
  readonly type: 'EscortQualityRolled';
  readonly data: { readonly roll: RecordedRoll; readonly quality: QualityLevel };
}

export interface AircraftQualityRolled {
  readonly type: 'AircraftQualityRolled';
  readonly data: { readonly roll: RecordedRoll; readonly quality: QualityLevel };
}

/** 14.8: depth charges are coming (the 9.6.10 check gave no special weapon); each side picks a direction. */
export interface EvasiveManoeuvreDue {
  readonly type: 'EvasiveManoeuvreDue';
  readonly data: { readonly specialCheck: RecordedRoll };
}

/** 14.8.1: the Kommandant's number against the escort's (rolled, or chosen by the opponent, 14.8.3). */
export interface EvasiveManoeuvreMade {
  readonly type: 'EvasiveManoeuvreMade';
  readonly data: {
    readonly uboatNumber: number;
    readonly uboatDirection: EvasionDirection;
    readonly escortNumber: number;
    readonly escortDirection: EvasionDirection;
    /** [B12] when the escort's number is rolled; null when the opponent chose it. */
    readonly escortRoll: RecordedRoll | null;
    readonly outcome: 'differentDirection' | 'sameDirection' | 'sameNumber';
    /** Hits added to the [E3] result. */
    readonly hits: number;
  };
}

/** 14.9: 1d6 after the last on-station box (1: possible); none for a Kommandant who always may (card). */
export interface ReplenishmentChanceRolled {
  readonly type: 'ReplenishmentChanceRolled';
  readonly data: { readonly roll: RecordedRoll | null; readonly possible: boolean };
}

/** 14.9.5: never compulsory. */
export interface ReplenishmentDeclined {
  readonly type: 'ReplenishmentDeclined';
  readonly data: Record<string, never>;
}

/** 14.9: no encounter on the Bay of Biscay roll: fuel (back to the first on-station box), ammunition, torpedoes. */
export interface Replenished {
  readonly type: 'Replenished';
  readonly data: {
    /** The first on-station box: the boat enters it next. */
    readonly toBoxIndex: number;
    readonly deckGunAmmo: number;
    readonly torpedoRoll: RecordedRoll;
    /** 14.9.4: taken only with room and within the mix of 4.5. */
    readonly torpedoesTaken: { readonly g7aFat: number; readonly g7eFat: number };
    readonly torpedoes: TorpedoLoadout;
    /** 14.9.6: months added to the refit after the patrol. */
    readonly refitMonths: number;
  };
}

/** 14.12: a Type XXI attacks with its active sonar for this combat. */
export interface NibelungUsed {
  readonly type: 'NibelungUsed';
  readonly data: Record<string, never>;
}

/** 14.15 #15 Straggler killer: instead of the convoy, a single unescorted ship (once per patrol). */
export interface StragglerSingledOut {
  readonly type: 'StragglerSingledOut';
  readonly data: { readonly ship: IdentifiedShip };
}

export type OptionalRuleEvent =
  | KommandantAbilitiesSet
  | HistoricalUBoatIdDrawn
  | FlotillaAssigned
  | HomingTorpedoesScrounged
  | WolfpackNamed
  | EscortQualityRolled
  | AircraftQualityRolled
  | EvasiveManoeuvreDue
  | EvasiveManoeuvreMade
  | ReplenishmentChanceRolled
  | ReplenishmentDeclined
  | Replenished
  | NibelungUsed
  | StragglerSingledOut;

/** Stored event types of the optional rules: a storage contract, never renamed. */
export const OPTIONAL_RULE_EVENT_TYPES: readonly OptionalRuleEvent['type'][] = [
  'KommandantAbilitiesSet',
  'HistoricalUBoatIdDrawn',
  'FlotillaAssigned',
  'HomingTorpedoesScrounged',
  'WolfpackNamed',
  'EscortQualityRolled',
  'AircraftQualityRolled',
  'EvasiveManoeuvreDue',
  'EvasiveManoeuvreMade',
  'ReplenishmentChanceRolled',
  'ReplenishmentDeclined',
  'Replenished',
  'NibelungUsed',
  'StragglerSingledOut',
];
