import type { CrewMember, E4Damage, WoundSeverity } from '../../charts';
import type { MedScuttleRule } from '../../campaigns/beneath-the-med/rule-numbers';
import type { RecordedRoll } from './rolls';
import type { BoatSystem, Wound } from './state';
import type { AbortDirection, AbortReason } from './vocabulary';

// The events of damage at sea (§10): crew injuries, flooding, repairs, aborting, scuttling and rescue.

/** Who commands the boat (10.6.3): the first of these who is neither SW nor KIA; the LI last. */
export type InCommand = 'kommandant' | 'firstWatchOfficer' | 'secondWatchOfficer' | 'engineer';

/** 10.6.1: one crew injury, its crewman on [E5a] (2d6 unmodified) and how badly he is hurt (10.7.2). */
export interface CrewInjured {
  readonly type: 'CrewInjured';
  readonly data: {
    /** '9.6.11' an [E4] Crew Injury result, '9.8.2' the aircraft's automatic injury. */
    readonly rule: string;
    readonly who: RecordedRoll;
    readonly member: CrewMember;
    /** The generic crew box hit (10.6.1 step 5), 0-3; null for a named crewman. */
    readonly box: number | null;
    /** 1d6 on [E5a]; null when the wound is automatic (escorts vs a submerged boat) or there is no one to hurt. */
    readonly severityRoll: RecordedRoll | null;
    /** Null: the crewman is already dead or not aboard (10.6.1 step 2). */
    readonly severity: WoundSeverity | null;
    readonly before: Wound;
    readonly after: Wound;
    /** Who commands once the wound is marked (10.6.3). */
    readonly inCommand: InCommand;
  };
}

/** 10.6.3: the Doctor is out: on entering a box, 1d6 for each SW crewman, 4-6 he dies. */
export interface SevereWoundsChecked {
  readonly type: 'SevereWoundsChecked';
  readonly data: {
    readonly rolls: readonly {
      readonly member: CrewMember;
      readonly box: number | null;
      readonly roll: RecordedRoll;
      readonly died: boolean;
    }[];
  };
}

/** 10.1.3: after a combat round with a flooding result, 1d6 on 5-6 one more flooding box. */
export interface AdditionalFloodingChecked {
  readonly type: 'AdditionalFloodingChecked';
  readonly data: {
    readonly roll: RecordedRoll;
    readonly flooded: boolean;
    /** The flooding track after the check. */
    readonly flooding: number;
    /** The track's last box: surface and scuttle (10.1.2). */
    readonly forcedToSurface: boolean;
  };
}

/** 10.8: after the encounter's combat, the flooding pumped out and one 1d6 per system damaged in it ([E5]). */
export interface RepairsAttempted {
  readonly type: 'RepairsAttempted';
  readonly data: {
    /** Flooding boxes pumped out (10.8 step 1). */
    readonly floodingPumped: number;
    readonly repairs: readonly {
      readonly system: BoatSystem;
      readonly roll: RecordedRoll;
      /** 10.8.4 repaired, or 10.8.5 inoperative for the rest of the patrol. */
      readonly repaired: boolean;
    }[];
  };
}

/** 10.9: the patrol is aborted; the boat heads for the nearest transit box, then base. */
export interface PatrolAborted {
  readonly type: 'PatrolAborted';
  readonly data: {
    readonly rule: string;
    readonly reason: AbortReason;
    readonly voluntary: boolean;
    /** 'back' to the base the boat sailed from, 'onward' to the end of its route. */
    readonly direction: AbortDirection;
  };
}

/** 10.2, 10.10.4: both diesels out within one box of base: the boat is towed in, no more rolls. */
export interface TowedHome {
  readonly type: 'TowedHome';
  readonly data: { readonly rule: '10.10.4'; readonly boxesLeft: number };
}

/** 10.10: the boat is scuttled — rolled (10.10.2: 12 captured) or automatic (10.10.4, both diesels out). */
export interface UBoatScuttled {
  readonly type: 'UBoatScuttled';
  readonly data: {
    /** What forced it: '10.1.2' flooding, '9.4.6' escorts and a holed hull, '9.4.8' exhaustion, '10.10.4' diesels. */
    readonly rule: string;
    readonly reason: string;
    /** 2d6, +1 with the Kommandant SW (10.10.3); null when automatic (10.10.4). */
    readonly roll: RecordedRoll | null;
    /** 10.10.2: a 12 — the boat falls into enemy hands (an automatic Defeat, 5.2). */
    readonly captured: boolean;
  };
}

/** 10.10.4, 10.10.5 (Beneath the Med 7.6.3): 2d6 2-10, the crew is picked up; the Kommandant needs a new boat (11.4, Q-12). */
export interface CrewRescued {
  readonly type: 'CrewRescued';
  readonly data: { readonly rule: '10.10.4' | MedScuttleRule; readonly roll: RecordedRoll };
}

/** 10.10.4 (Beneath the Med 7.6.3): 11-12 — the crew is lost at sea with the Kommandant. */
export interface CrewLostAtSea {
  readonly type: 'CrewLostAtSea';
  readonly data: { readonly rule: '10.10.4' | MedScuttleRule; readonly roll: RecordedRoll };
}

/** 10.9.4: an aborting boat starts no combat: unescorted ships are let go, escorts may still search. */
export interface ShipsAvoided {
  readonly type: 'ShipsAvoided';
  readonly data: { readonly rule: '10.9.4'; readonly escortsSearch: boolean };
}

/** 11.1, Q-21: the Doctor Experte's once-a-patrol 1d6 for one lightly wounded man: 1-3 he is fit again. */
export interface WoundTreated {
  readonly type: 'WoundTreated';
  readonly data: {
    readonly member: CrewMember;
    readonly box: number | null;
    readonly roll: RecordedRoll;
    readonly healed: boolean;
  };
}

export type DamageEvent =
  | CrewInjured
  | SevereWoundsChecked
  | WoundTreated
  | AdditionalFloodingChecked
  | RepairsAttempted
  | PatrolAborted
  | TowedHome
  | UBoatScuttled
  | CrewRescued
  | CrewLostAtSea
  | ShipsAvoided;

/** Stored event types of damage at sea (a storage contract, never renamed). */
export const DAMAGE_EVENT_TYPES: readonly DamageEvent['type'][] = [
  'CrewInjured',
  'SevereWoundsChecked',
  'AdditionalFloodingChecked',
  'RepairsAttempted',
  'PatrolAborted',
  'TowedHome',
  'UBoatScuttled',
  'CrewRescued',
  'CrewLostAtSea',
  'ShipsAvoided',
  'WoundTreated',
];

/** 9.6.11: one [E4] d66 roll for one hit, and what it did to the boat (10.1, 10.3, 10.7). */
export interface UBoatHit {
  readonly type: 'UBoatHit';
  readonly data: {
    readonly roll: RecordedRoll;
    /** The [E4] result as this type reads it (IXD-2 56 = autogiro, XIV 36/56 = oven). */
    readonly damage: E4Damage | 'autogiro' | 'oven';
    /** "x2" results count twice (9.6.11). */
    readonly times: 1 | 2;
    readonly effect: 'hull' | 'flooding' | 'crewInjury' | 'systemDamaged' | 'noEffect';
    /** Systems this hit damaged ('Flak gun(s)' damages every flak system, 10.7.4). */
    readonly systems: readonly BoatSystem[];
    /** The hull and flooding tracks after the hit. */
    readonly hull: number;
    readonly flooding: number;
    /** A 57 mm gun or rocket hull hit holes the hull (9.8.8.2, 9.8.8.3). */
    readonly hullHoled: boolean;
    readonly crewInjuries: number;
    /** The hull track's last box (10.3.2, 9.6.13). */
    readonly sunk: boolean;
    /** The flooding track's last box (10.1.2): surface and scuttle (10.10). */
    readonly forcedToSurface: boolean;
  };
}
