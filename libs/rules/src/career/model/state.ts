import type { MedCareer, MedPatrol } from './med';
import type { CareerRecord } from './records';
import type { CampaignId } from '../../campaigns';
import type { NotPlayed } from '../../errors';
import type {
  AircraftSpecialAttack,
  ChartPack,
  UBoatBoard,
  E4Damage,
  EncounterKind,
  PatrolArea,
  RouteBox,
  TargetType,
  UBoatType,
  QualityLevel,
  Rank,
} from '../../charts';

/** Torpedo types as carried (4.5, 9.2.4, 9.2.5). */
export type TorpedoType = 'g7aFat' | 'g7eFat' | 'falke' | 'zaunkoenig' | 'zaunkoenigII';

/** Where every torpedo is (4.5): one per tube, the rest in the reload boxes of its section. */
export interface TorpedoLoadout {
  readonly bowTubes: readonly (TorpedoType | null)[];
  readonly sternTubes: readonly (TorpedoType | null)[];
  readonly forwardReloads: readonly TorpedoType[];
  readonly aftReloads: readonly TorpedoType[];
}

import type { CareerEndReason } from './career-end';
import type { CareerOptions } from './career-options';
import type { ApproachRange, AbortDirection, AbortReason } from './vocabulary';
import { NO_OPTIONAL_RULES_STATE, type OptionalRulesState } from './optional-state';
import type { ServiceRecord, Decorations } from './service';
import type { Fittings, Refit } from './port';
import type { TankerPatrol } from './tanker-patrol';
import type { PackMuster } from './pack';
import type { Wound } from './wound';

export type Base = 'france' | 'norway' | 'germany' | 'mediterranean' | 'penang';
export type Posture = 'surfaced' | 'schnorchel';
export type TimeOfDay = 'day' | 'night';

/** How the boat attacks (9.0): submerged, surfaced (unescorted targets only, 9.4.2), or a night surface attack (9.5). */
export type AttackKind = 'submerged' | 'surfaced' | 'nightSurface';

/** The optional rules (§14, §15) chosen at the start; all off by default. */
export type { CareerOptions };

/** A crewman's wound (10.6, 10.7.2): LW + LW = SW, SW + SW = KIA. */
export type { Wound } from './wound';

/** A named crewman of the board (10.6): his wound and whether he is an Experte (11.1). */
export interface Crewman {
  readonly wound: Wound;
  readonly expert: boolean;
}

/**
 * The crew (10.6, 11.1): five named men, the Abwehr agent while one is aboard (7.4.1, until landed), and four generic
 * boxes for the rest. The crew stays with the Kommandant when he changes boats (11.4.2) unless it is replaced (10.12.4).
 */
export interface Crew {
  readonly quality: QualityLevel;
  readonly kommandant: Crewman;
  readonly firstWatchOfficer: Crewman;
  readonly secondWatchOfficer: Crewman;
  readonly engineer: Crewman;
  readonly doctor: Crewman;
  readonly abwehrAgent: Crewman | null;
  readonly generic: readonly Wound[];
}

const fit: Crewman = { wound: 'none', expert: false };

/** 4.4.2: a new crew is Trained, with no Experte and no wounds. */
export const newCrew = (quality: QualityLevel = 'trained'): Crew => ({
  quality,
  kommandant: fit,
  firstWatchOfficer: fit,
  secondWatchOfficer: fit,
  engineer: fit,
  doctor: fit,
  abwehrAgent: null,
  generic: ['none', 'none', 'none', 'none'],
});

/** The board's random-event slots (12.1.3) and what random events leave for later patrols (14.11, [R2] 5). */
export interface CareerRandomEvents {
  /** "Superior Torpedoes" (12.1.3): +1 on [U2] during the patrol of this number only. */
  readonly superiorTorpedoesPatrol: number | null;
  /** "Hals und Beinbruch" tokens kept for this or a later patrol; they accumulate (12.1.3). */
  readonly halsUndBeinbruch: number;
  /** E-HALS: a token was used; the next roll that harms the boat or its crew is rolled again. */
  readonly rerollReady: boolean;
  /** Optional 14.11: months the Type XXI comes into service before its board's date. */
  readonly type21MonthsEarlier: number;
  /** [R2] 5: the Luftwaffe ace is searched for once per game. */
  readonly aceSearched: boolean;
  /** [R2] 5: the ace was recovered: the Kommandant is promoted at the next refit. */
  readonly promotionAtNextRefit: boolean;
}

export const noRandomEvents: CareerRandomEvents = {
  superiorTorpedoesPatrol: null,
  halsUndBeinbruch: 0,
  rerollReady: false,
  type21MonthsEarlier: 0,
  aceSearched: false,
  promotionAtNextRefit: false,
};

/** What a patrol's random event leaves behind (12.0-12.1). */
export interface PatrolRandomEvents {
  /** An [R1] (or [R2]) roll was made on this patrol: optional 14.11 advances the Type XXI once per patrol. */
  readonly rolled: boolean;
  /** Weather-reporting mission, heavy storm: the rest of this box (index) and the next box entered roll no [E1]. */
  readonly quietAfter: number | null;
  /** [R2] 4: the periscope failed and was not repaired: no submerged attack for the rest of the patrol. */
  readonly periscopeFailed: boolean;
}

export const noPatrolRandomEvents: PatrolRandomEvents = {
  rolled: false,
  quietAfter: null,
  periscopeFailed: false,
};

/** The Hunted's career record: what every campaign keeps (records.ts), and the U-boat arm's own. */
export interface Career extends CareerRecord<UBoatType, Base, Rank> {
  readonly options: CareerOptions;
  /** 7.3.4 / 7.3.5: once set, no more [P1] rolls. */
  readonly permanentAssignment: 'arctic' | 'mediterranean' | null;
  readonly mediterraneanPatrols: number;
  /** 11.3: the Knight's Cross grade and the other awards (−1 on [U1] and more, 11.3.6). */
  readonly decorations: Decorations;
  /** What the career has done, counted for crew progress, promotion and decorations (7.5.2, 11.1-11.4). */
  readonly service: ServiceRecord;
  readonly crew: Crew;
  /** 10.10.2: the boat was captured when it was scuttled (an automatic Defeat, 5.2). */
  readonly boatCaptured: boolean;
  readonly randomEvents: CareerRandomEvents;
}

/** A system box of the board that a hit can damage (10.7, [E5]); 'Flak gun(s)' damages every flak system (10.7.4). */
export type BoatSystem =
  Exclude<E4Damage, 'hull' | 'flooding' | 'crewInjury' | 'flakGuns'> | 'autogiro' | 'oven' | 'extraFlak';

export interface Boat {
  readonly torpedoes: TorpedoLoadout;
  readonly deckGunAmmo: number;
  /** Boxes of the hull track marked (10.3); the track's last box = sunk (9.6.13). */
  readonly hullDamage: number;
  /** Boxes of the flooding track marked (10.1); the last box = forced to surface (10.1.2). */
  readonly flooding: number;
  /** 9.8.8.2, 9.8.8.3: a 57 mm gun or rocket hull hit: the boat cannot dive for the rest of the patrol. */
  readonly hullHoled: boolean;
  /**
   * Systems with a damage marker, damaged or inoperative: their [E5] effects apply either way (10.0 step 5); one the
   * boat carries twice (2 × 2 cm flak) may appear twice.
   */
  readonly damagedSystems: readonly BoatSystem[];
  /** 10.8.5: the markers flipped by a failed repair — out for the rest of the patrol, restored at refit (10.8.7). */
  readonly inoperativeSystems: readonly BoatSystem[];
  /** BOLD decoys aboard (9.6.7, Q-BOLD: three per patrol). */
  readonly boldDecoys: number;
  /** Refit fittings: deck gun removed (Extra Flak), schnorchel, NAXOS, Balkon-Gerät, Alberich (10.11.8-10.11.10). */
  readonly fittings: Fittings;
}

/** A boat out of the yard (the first patrol, a refit: 10.11): no damage, with what it loads and is fitted with. */
export const yardBoat = (
  load: Pick<Boat, 'torpedoes' | 'deckGunAmmo' | 'boldDecoys' | 'fittings'>,
): Boat => ({
  torpedoes: load.torpedoes,
  deckGunAmmo: load.deckGunAmmo,
  hullDamage: 0,
  flooding: 0,
  hullHoled: false,
  damagedSystems: [],
  inoperativeSystems: [],
  boldDecoys: load.boldDecoys,
  fittings: load.fittings,
});

export interface Patrol {
  readonly number: number;
  readonly area: PatrolArea;
  readonly routeId: string;
  readonly boxes: readonly RouteBox[];
  /** The box the boat is in; -1 before the first. */
  readonly boxIndex: number;
  /** [E1] rolls still to make in this box (x2 / x3 boxes, 8.2.1). */
  readonly rollsLeft: number;
  readonly wolfpack: boolean;
  readonly mission: 'abwehr' | 'mines' | null;
  readonly posture: Posture;
  /** 12.1.2: only the first unmodified 12 of a patrol is a random event. */
  readonly randomEventUsed: boolean;
  /** 11.1, Q-21: the Doctor Experte has made this patrol's roll. */
  readonly doctorTreated: boolean;
  /** 11.3.14, Q-29: wound results the Kommandant has taken on this patrol. */
  readonly kommandantWounds: number;
  readonly randomEvents: PatrolRandomEvents;
  readonly shipsSunk: number;
  /** 8.2.2: the Fa-330 kite is up in this box; once cut loose (an aircraft came) it is gone for the patrol. */
  readonly kiteDeployed: boolean;
  readonly kiteLost: boolean;
  /** 7.4.1, 7.4.2: the agent landed or the mines laid (a mission box roll with no encounter). */
  readonly missionAccomplished: boolean;
  /** 7.3.7: the base the patrol ends at when it is not the one it left. */
  readonly rebaseTo: Base | null;
  /** Additional rounds and follows made in this box: with the first round, 3 rounds a box (9.4.7, 9.7.11). */
  readonly combatRoundsInBox: number;
  /** 10.9: the patrol is being aborted; null while it goes on. */
  readonly abort: PatrolAbort | null;
}

/** 10.9.2: why the patrol was aborted, which way home, from which box (10.9.6); towed in (10.10.4). */
export interface PatrolAbort {
  readonly reason: AbortReason;
  readonly direction: AbortDirection;
  readonly fromBox: number;
  readonly towed: boolean;
}

export interface TargetShip {
  /** 'escort': the generic 2,000 t escort a boat may attack (9.10). */
  readonly type: TargetType | 'escort';
  readonly name: string;
  readonly tonnage: number;
  /** Damage points to sink (8.3.5, [U3]/[U4]). */
  readonly sinkPoints: number;
  readonly damage: number;
  readonly fast: boolean;
}

/** How the boat attacks (9.0); the approach holds for the engagement (Q-CLOSE-PERSIST). */
export interface Approach {
  readonly attack: AttackKind;
  /** 9.1.4; Extreme with 14.16. */
  readonly range: ApproachRange;
  /** 7.2.2: a wolfpack boat vs a convoy, 1d6 once per engagement: 1-5 escorts busy (−1), 6 focused (+1). */
  readonly wolfpack: 'busy' | 'focused' | null;
}

export type WeaponClass = 'bow' | 'stern' | 'deckGun';

/** The escorts' hunt (9.6): how many [E2] rolls, and what they know. */
export interface EscortHunt {
  /**
   * 'fired': after the boat fired; 'detected': the boat detected as it closed in, before it fired (9.2.2);
   * 'arrived': escorts came without a shot fired (9.4.3, 9.8.3, [E1] Escort).
   */
  readonly origin: 'fired' | 'detected' | 'arrived';
  readonly detectionRolls: number;
  /** 9.6.14: detected before in this engagement (or arrived after a flak miss, 9.8.3): +1, once. */
  readonly previouslyDetected: boolean;
  /** [E2] of the aircraft that spotted the boat (Aircraft + Escort). */
  readonly aircraftSpotted: boolean;
  /** 9.6.9: the last [E2] was a modified 12 or more: +1 on [E3]. */
  readonly lastRoll12: boolean;
  /** A depth-charge attack is due before the next [E2] (detected before firing, 9.2.2). */
  readonly attackDue: boolean;
  /** Hits of the attack in progress still to roll on [E4]. */
  readonly hitsToRoll: number;
  readonly floodingThisRound: boolean;
  readonly boldUsed: boolean;
}

/** An enemy submarine encounter (9.9). */
export interface SubmarineDuel {
  /** 9.9.2: 1-5 the enemy fired first (the boat was detected). */
  readonly enemyFiresFirst: boolean;
  /** 'attack': fire or withdraw (9.9.3); 'exchanged': both fired — another initiative roll or withdraw (9.9.5). */
  readonly phase: 'attack' | 'exchanged';
}

export interface Encounter {
  readonly kind: EncounterKind;
  /** The target columns of the combat mat (9.1.2). */
  readonly ships: readonly TargetShip[];
  readonly escorted: boolean;
  readonly timeOfDay: TimeOfDay | null;
  readonly nightSwitchTried: boolean;
  readonly approach: Approach | null;
  /** Weapon classes fired this round (9.4.2: vs unescorted ships one class at a time, each once). */
  readonly firedThisRound: readonly WeaponClass[];
  /** G7a fired by day in this engagement: +1 on every [E2] (9.6.14 example). */
  readonly g7aByDay: boolean;
  /** Bow and stern fired in this round: +1 on the first [E2] (9.2.1). */
  readonly bothEnds: boolean;
  /** 9.10: the escort was fired at and is unharmed (+1 on [E2]) or was hit (−1), for the rest of the combat. */
  readonly escortTarget: 'none' | 'unharmed' | 'hit';
  readonly hunt: EscortHunt | null;
  /** 9.4.8: consecutive escort/aircraft results of additional-round rolls. */
  readonly additionalRoundChain: number;
  readonly submarine: SubmarineDuel | null;
  /** [R2] 4 (E-PERISCOPE): the escorts' immediate [E2] check of a day encounter with the periscope out was made. */
  readonly periscopeChecked: boolean;
}

export const newHunt = (origin: EscortHunt['origin'], change: Partial<EscortHunt> = {}): EscortHunt => ({
  origin,
  detectionRolls: 0,
  previouslyDetected: false,
  aircraftSpotted: false,
  lastRoll12: false,
  attackDue: false,
  hitsToRoll: 0,
  floodingThisRound: false,
  boldUsed: false,
  ...change,
});

export const newEncounter = (kind: EncounterKind, change: Partial<Encounter> = {}): Encounter => ({
  kind,
  ships: [],
  escorted: false,
  timeOfDay: null,
  nightSwitchTried: false,
  approach: null,
  firedThisRound: [],
  g7aByDay: false,
  bothEnds: false,
  escortTarget: 'none',
  hunt: null,
  additionalRoundChain: 0,
  submarine: null,
  periscopeChecked: false,
  ...change,
});

/** How an aircraft attacks (9.8.2 normal strafing and bombs, or a special weapon of [E3a], 9.8.8). */
export type AircraftWeapon = 'normal' | AircraftSpecialAttack;
export type AircraftCondition = 'undamaged' | 'damaged' | 'shotDown';

/** An aircraft encounter in progress (9.8); the procedure is in combat/air/aircraft.ts, its bookkeeping in evolve-air-combat.ts. */
export interface AirCombat {
  /** What the automatic procedure does next. */
  /** 'crewInjury': Beneath the Med's first aircraft's injury on [B8] (7.3.3); 'repairs': its repairs at the end (7.5.1). */
  readonly next:
    | 'crashDiveRoll'
    | 'newAircraft'
    | 'attack'
    | 'floodingCheck'
    | 'crewInjury'
    | 'additionalRound'
    | 'repairs';
  /** 1 for the aircraft met on [E1]; each stay-surfaced round and each new aircraft is one more (9.8.3, 9.8.7). */
  readonly round: number;
  /** The aircraft's armament (9.8.1: the special-weapon check is made once per aircraft). */
  readonly weapon: AircraftWeapon;
  /** Attacks the [A1] result (or the stay-surfaced round) calls for. */
  readonly attacksDue: number;
  /** Most attacks this aircraft can make (a Tsetse aircraft reloads up to 3 times in all, 9.8.8.2). */
  readonly maxAttacks: number;
  readonly attacksMade: number;
  readonly aircraft: AircraftCondition;
  /** [E4] rolls still to make for the attack just resolved. */
  readonly hitsToRoll: number;
  /** The rule that lets this boat stay surfaced for a second round: VIIC Flak (9.8.7) or Biscay 5-7/43 (9.8.9). */
  readonly staySurfacedRule: '9.8.7' | '9.8.9' | null;
  readonly stayedSurfaced: boolean;
  /** A flooding result this round: the additional flooding check follows the round (10.1.3). */
  readonly floodingThisRound: boolean;
  /** Escorts come after the aircraft ("Aircraft + Escort", [E1], or on the additional-round roll). */
  readonly escortsArrive: boolean;
  /** They came on the additional-round roll after a flak miss: +1 previous detection on [E2] (9.8.3, C-6). */
  readonly escortsAfterFlakMiss: boolean;
  /** Consecutive aircraft/escort results of additional-round rolls (9.4.8: four = hunted to exhaustion). */
  readonly additionalRoundChain: number;
}

/** What happens next: a player decision, or the end. */
export type Step =
  | { readonly kind: 'setup' }
  | { readonly kind: 'inPort' }
  /** Beneath the Med 4.5 step 3: the boat loaded at the refit, the player may ask for G7e before the patrol. */
  | { readonly kind: 'torpedoLoading' }
  | { readonly kind: 'underway' }
  /** Automatic: ships were met and are identified next (8.3); decide never stops here. */
  | { readonly kind: 'identifying' }
  | { readonly kind: 'shipsSighted' }
  /** Automatic: an aircraft encounter is being fought (9.8); decide never stops here. */
  | { readonly kind: 'aircraft' }
  /** After the first air combat round: stay surfaced and fire flak again, or dive (9.8.7, 9.8.9). */
  | { readonly kind: 'staySurfacedOrDive'; readonly rule: '9.8.7' | '9.8.9' }
  /** Ship combat (9.2-9.4): the approach is chosen, the boat fires. */
  | { readonly kind: 'firing' }
  /** Automatic: a depth-charge attack on [E3] and its [E4] hits (9.6.10-9.6.11); decide never stops here. */
  | { readonly kind: 'depthCharges' }
  /** Before each [E2] roll: exceed test depth, BOLD (9.6.4, 9.6.7). */
  | { readonly kind: 'evading' }
  /** The combat round is over: an additional round (9.4.3), a follow (9.7) or break off. */
  | { readonly kind: 'combatRoundOver' }
  /** An enemy submarine: attack it or withdraw (9.9.3, 9.9.5). */
  | { readonly kind: 'submarine' }
  /** Automatic: the first unmodified 12 of the patrol on [E1]: the [R1] roll and its effect (12.0-12.1). */
  | { readonly kind: 'randomEvent' }
  /** Automatic: between patrols, the refit steps 3-A to 3-G of 6.1 (10.11-11.4); decide never stops here. */
  | { readonly kind: 'refit' }
  /** Beneath the Med 7.7.1: in port after a third successful patrol, the player chooses the crew's advance. */
  | { readonly kind: 'crewAdvance' }
  /** 11.4.3: a newer U-boat may be requested now, or the request kept for a later refit. */
  | { readonly kind: 'newUBoatRequest' }
  /** Automatic: the encounter's combat is over: pump out, repair, forced aborts (10.8, 10.9); decide never stops here. */
  | { readonly kind: 'repairing' }
  /** Automatic: the boat must be scuttled (10.10); decide never stops here. */
  | { readonly kind: 'scuttling'; readonly rule: string; readonly reason: string }
  /** 14.8: the Kommandant's evasive manoeuvre (and the opponent's, 14.8.3) before the [E3] roll. */
  | { readonly kind: 'evasiveManoeuvre' }
  /** 14.9: a milk cow can be met: replenish or not (14.9.5). */
  | { readonly kind: 'replenishment' }
  /** Automatic: a tanker's contact or replenishment operation (11.4.10); decide never stops here. */
  | { readonly kind: 'replenishing' }
  /** 11.4.10.3, 11.4.10.4: a spare part for the boat resupplied, or the tanker's own fuel. */
  | { readonly kind: 'replenishmentChoice'; readonly choice: 'sparePart' | 'ownFuel' }
  /** 13.5.3, 13.5.5: a wolfpack tournament boat waits for its pack (or chooses between it and its own contact). */
  | { readonly kind: 'wolfpack'; readonly muster: PackMuster }
  /**
   * Beneath the Med (7.3.3-7.3.4): an aircraft attacks (a failed crash dive, or [B10]'s aircraft out of the sun): fire
   * the AA or hold fire; the failed crash dive's roll may be rolled again with an "In bocca al lupo" token (9.2).
   */
  | { readonly kind: 'antiAircraft'; readonly rule: '7.3.3' | '9.2'; readonly attacks: number }
  /** Beneath the Med 6.7.5.1-6.7.5.5: the S.L.C. attack's steps, [D1] to [D5]. */
  | {
      readonly kind: 'slcAttack';
      readonly stage: 'launch' | 'penetration' | 'targets' | 'detonation' | 'fate';
    }
  /** A rule not played yet: its reason in English, and what is missing by code (`missing`, for the clients' words). */
  | { readonly kind: 'blocked'; readonly rule: string; readonly reason: string; readonly missing?: NotPlayed }
  /** Automatic: the career is over (5.1); CareerEnded records why and what it achieved. */
  | {
      readonly kind: 'ending';
      readonly reason: CareerEndReason;
      readonly rule: string;
      readonly detail: string;
    }
  | { readonly kind: 'ended'; readonly reason: string };

/** Each campaign's career and patrol records (ARCHITECTURE.md "Campaigns"). */
interface CampaignRecords {
  readonly 'the-hunted': { readonly career: Career; readonly patrol: Patrol };
  readonly 'beneath-the-med': { readonly career: MedCareer; readonly patrol: MedPatrol };
}

/**
 * One state for every campaign: the career and patrol records are typed by the campaign's words. The default is
 * The Hunted's, which every part of the rulebook outside career/med plays; `playedCampaign` (common/campaign.ts)
 * says which campaign a career records.
 */
export interface CareerState<C extends CampaignId = 'the-hunted'> {
  readonly step: Step;
  readonly career: CampaignRecords[C]['career'] | null;
  readonly boat: Boat | null;
  readonly patrol: CampaignRecords[C]['patrol'] | null;
  readonly encounter: Encounter | null;
  readonly air: AirCombat | null;
  /** 5.2.1: the tonnage sunk, and the theoretical tonnage of replenishment missions (11.4.10.5). */
  readonly tonnage: number;
  /** 11.4.10.5: the part of `tonnage` that is theoretical (tanker replenishments), not ships sunk. */
  readonly theoreticalTonnage: number;
  readonly patrolsCompleted: number;
  /** The refit in progress between two patrols (10.11-11.4); null at sea and in port before a patrol. */
  readonly port: Refit | null;
  /** What the optional rules (§14) remember. */
  readonly optional: OptionalRulesState;
  /** 11.4.10: a tanker's replenishment mission on the patrol (XB, XIV); null for other boats. */
  readonly tanker: TankerPatrol | null;
  /** T-PAUSE: while the career's tournament is paused, its tournament and the pause's reason; absent otherwise. */
  readonly held?: PlayHold;
}

/** Why a tournament entrant's seat plays nothing now (T-PAUSE). */
export interface PlayHold {
  readonly tournamentId: string;
  readonly reason: string;
}

/** The state of a Beneath the Med career: its records are MedCareer and MedPatrol. */
export type MedState = CareerState<'beneath-the-med'>;

/** A career's state as career/med reads it, once the campaign it records (or its StartCareer) is Beneath the Med. */
export const asMedState = (state: CareerState): MedState => state as unknown as MedState;

/** A Beneath the Med career's state as the decider returns it (CareerState: one type for every career). */
export const asCareerState = (state: MedState): CareerState => state as unknown as CareerState;

export const initialState = (): CareerState => ({
  step: { kind: 'setup' },
  career: null,
  boat: null,
  patrol: null,
  encounter: null,
  air: null,
  tonnage: 0,
  theoreticalTonnage: 0,
  patrolsCompleted: 0,
  port: null,
  optional: NO_OPTIONAL_RULES_STATE,
  tanker: null,
});

/** The career, boat and current travel box of a career that has them (the step says so before these are called). */
export const careerOf = (state: CareerState): Career => state.career as Career;
export const boatOf = (state: CareerState): Boat => state.boat as Boat;
export const patrolOf = (state: CareerState): Patrol => state.patrol as Patrol;
export const encounterOf = (state: CareerState): Encounter => state.encounter as Encounter;
export const huntOf = (state: CareerState): EscortHunt => encounterOf(state).hunt as EscortHunt;
export const boxOf = (state: CareerState): RouteBox => {
  const patrol = state.patrol as Patrol;
  return patrol.boxes[patrol.boxIndex];
};

/** The career is over: the automatic step that follows records it (CareerEnded) and nothing more is decided. */
export const careerOver = (reason: CareerEndReason, rule: string, detail: string): Step => ({
  kind: 'ending',
  reason,
  rule,
  detail,
});

/** The printed board of a U-boat type (4.1). */
export const boardOf = (charts: ChartPack, type: UBoatType): UBoatBoard => charts.uboatBoards.boards[type];

/** One torpedo or ammunition point fired at one target (9.2.3, 9.4.2), as the modifiers read it. */
export interface ShotContext {
  readonly weapon: TorpedoType | 'deckGun';
  readonly target: TargetShip;
  readonly salvo: 1 | 2;
}
