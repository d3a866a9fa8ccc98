import type { EncounterKind, PatrolArea, RouteBox, TargetType, UBoatType, YearMonth } from '../charts';

/** Torpedo types as carried (4.5, 9.2.4, 9.2.5). */
export type TorpedoType = 'g7aFat' | 'g7eFat' | 'falke' | 'zaunkoenig' | 'zaunkoenigII';

/** Where every torpedo is (4.5): one per tube, the rest in the reload boxes of its section. */
export interface TorpedoLoadout {
  readonly bowTubes: readonly (TorpedoType | null)[];
  readonly sternTubes: readonly (TorpedoType | null)[];
  readonly forwardReloads: readonly TorpedoType[];
  readonly aftReloads: readonly TorpedoType[];
}

export type Base = 'france' | 'norway' | 'germany' | 'mediterranean' | 'penang';
export type Posture = 'surfaced' | 'schnorchel';
export type TimeOfDay = 'day' | 'night';

/** Switches for the optional rules (14.x); all off by default. */
export type CareerOptions = Readonly<Record<string, boolean>>;

export interface Career {
  readonly uboatType: UBoatType;
  readonly uboatId: string | null;
  readonly kommandant: string;
  /** The game calendar (never the wall clock): the month the next patrol starts. */
  readonly date: YearMonth;
  readonly base: Base;
  /** sha256(serverSeed): the dice are committed before the first roll. */
  readonly seedCommitment: string;
  readonly playerSeed: string;
  readonly options: CareerOptions;
  readonly chartPack: { readonly version: string; readonly hash: string };
  /** 7.3.4 / 7.3.5: once set, no more [P1] rolls. */
  readonly permanentAssignment: 'arctic' | 'mediterranean' | null;
  readonly mediterraneanPatrols: number;
}

export interface Boat {
  readonly torpedoes: TorpedoLoadout;
  readonly deckGunAmmo: number;
  readonly hullDamage: number;
  readonly flooding: number;
}

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
  readonly shipsSunk: number;
}

export interface TargetShip {
  readonly type: TargetType;
  readonly name: string;
  readonly tonnage: number;
  /** Damage points to sink (8.3.5, [U3]/[U4]). */
  readonly sinkPoints: number;
  readonly damage: number;
  readonly fast: boolean;
}

export interface Encounter {
  readonly kind: EncounterKind;
  readonly ships: readonly TargetShip[];
  readonly escorted: boolean;
  readonly timeOfDay: TimeOfDay | null;
  readonly nightSwitchTried: boolean;
}

/** What happens next: a player decision, or the end. */
export type Step =
  | { readonly kind: 'setup' }
  | { readonly kind: 'inPort' }
  | { readonly kind: 'underway' }
  /** Automatic: ships were met and are identified next (8.3); decide never stops here. */
  | { readonly kind: 'identifying' }
  | { readonly kind: 'shipsSighted' }
  | { readonly kind: 'blocked'; readonly rule: string; readonly reason: string }
  | { readonly kind: 'ended'; readonly reason: string };

export interface CareerState {
  readonly step: Step;
  readonly career: Career | null;
  readonly boat: Boat | null;
  readonly patrol: Patrol | null;
  readonly encounter: Encounter | null;
  readonly tonnage: number;
  readonly patrolsCompleted: number;
}

export const initialState = (): CareerState => ({
  step: { kind: 'setup' },
  career: null,
  boat: null,
  patrol: null,
  encounter: null,
  tonnage: 0,
  patrolsCompleted: 0,
});
