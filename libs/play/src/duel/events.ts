import type {
  CampaignRef,
  CareerCommand,
  CareerEvent,
  DiceRoll,
  UBoatType,
  YearMonth,
} from '@periscope/rules';
import type { MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import type { Roller, Seat } from './seats';

/** A player as the game records him (13.1.1). */
export interface PlayerRecord {
  readonly kommandant: string;
  readonly uboatId: string | null;
  readonly torpedoSwaps: number;
  readonly seedCommitment: string;
}

/** The optional rules as StartCareer takes them (14.x). */
export type GameOptions = NonNullable<Extract<CareerCommand, { type: 'StartCareer' }>['data']['options']>;

export interface GameSettings {
  /** The campaign, when the creator named one; settings without it (every older game) are The Hunted's. */
  readonly campaign?: CampaignRef;
  readonly uboatType: UBoatType | MedClass;
  readonly startDate: YearMonth;
  readonly endDate: YearMonth | null;
  readonly options: GameOptions;
  readonly opponentTimeoutSeconds: number | null;
  readonly serverCommitment: string;
}

export interface GameCreated {
  readonly type: 'GameCreated';
  readonly data: { readonly settings: GameSettings; readonly seat: 'a'; readonly player: PlayerRecord };
}

export interface GameJoined {
  readonly type: 'GameJoined';
  readonly data: { readonly seat: 'b'; readonly player: PlayerRecord };
}

/** A player's seed, checked against his commitment. Public: without the server seed it predicts nothing. */
export interface SeedRevealed {
  readonly type: 'SeedRevealed';
  readonly data: { readonly seat: Seat; readonly seed: string };
}

/**
 * Both seeds are in: the dice's player seed is combinePlayerSeeds(a, b) and the careers start (13.1.1; Beneath the
 * Med's games cite its 10.1, as OpponentRollAwaited, TurnPassed and GameEnded do: twoPlayerRule).
 */
export interface GameStarted {
  readonly type: 'GameStarted';
  readonly data: {
    readonly playerSeed: string;
    readonly firstPatrol: Seat;
    readonly rule: '13.1.1' | '10.1';
  };
}

/** The dice nonces a decision used: [firstNonce, nextNonce) of the game's one dice stream. */
export interface NonceRange {
  readonly firstNonce: number;
  readonly nextNonce: number;
}

/** One career command decided for a seat, with every career event it caused. */
export interface CareerAdvanced {
  readonly type: 'CareerAdvanced';
  readonly data: {
    readonly seat: Seat;
    readonly command: CareerCommand;
    readonly events: readonly CareerEvent[];
    readonly dice: NonceRange;
    /** Who made the opponent's rolls in it (13.1.2): the opponent, the server for an absent one, or none made. */
    readonly rolledBy: Roller | null;
  };
}

/** What the opponent is asked to roll for: the first of his rolls the held command needs (TP-HOLD). */
export interface AwaitedRoll {
  readonly chart: string | null;
  readonly purpose: string;
  readonly rule: string;
}

/** 13.1.2, TP-HOLD: the active player's command waits for the opponent's roll. */
export interface OpponentRollAwaited {
  readonly type: 'OpponentRollAwaited';
  readonly data: {
    readonly seat: Seat;
    readonly for: Seat;
    readonly command: CareerCommand;
    readonly roll: AwaitedRoll;
    readonly rule: '13.1.2' | '10.1';
  };
}

/** 13.1.2: the other player's patrol. */
export interface TurnPassed {
  readonly type: 'TurnPassed';
  readonly data: { readonly to: Seat; readonly rule: '13.1.2' | '10.1' };
}

/** 13.1.3: the most tonnage sunk wins; TP-TIE: equal tonnage is a draw (winner null). */
export interface GameEnded {
  readonly type: 'GameEnded';
  readonly data: {
    readonly tonnage: Readonly<Record<Seat, number>>;
    readonly winner: Seat | null;
    readonly rule: '13.1.3' | '10.1';
  };
}

/** 14.8.3 (Beneath the Med 11.3): a seat's die set face hidden, as sha256(`${number}:${salt}`). */
export interface ManoeuvreCommitted {
  readonly type: 'ManoeuvreCommitted';
  readonly data: { readonly seat: Seat; readonly hash: string; readonly rule: '14.8.3' | '11.3' };
}

/** 14.8.3: a seat's die uncovered. Sealed (views hide number and salt) until both are revealed. */
export interface ManoeuvreRevealed {
  readonly type: 'ManoeuvreRevealed';
  readonly data: {
    readonly seat: Seat;
    readonly number: number;
    readonly salt: string;
    readonly rule: '14.8.3' | '11.3';
  };
}

/** TP-TIMEOUT, 14.8 step 2: the number of an opponent who let the timeout pass, rolled as in solo play. */
export interface ManoeuvreRolled {
  readonly type: 'ManoeuvreRolled';
  readonly data: {
    readonly seat: Seat;
    readonly roll: DiceRoll;
    readonly dice: NonceRange;
    readonly rule: '14.8' | '11.3';
  };
}

/**
 * TP-FORFEIT: an opponent who committed his number and let the timeout pass after the U-boat's reveal loses the
 * manoeuvre: no die is rolled for him, his escort takes the lowest number not in the U-boat's direction (B12).
 */
export interface ManoeuvreForfeited {
  readonly type: 'ManoeuvreForfeited';
  readonly data: { readonly seat: Seat; readonly number: number; readonly rule: 'TP-FORFEIT' };
}

/** Where in the game a seat lost it by forfeit (TP-FORFEIT). */
export type ForfeitStage = 'seed' | 'patrol' | 'manoeuvre';

/**
 * TP-FORFEIT: a seat let its deadline pass (TP-TIMEOUT) owing a choice no roll can make for it: its seed, its
 * patrol's command, or its U-boat's committed number. GameEnded follows: the other seat wins.
 */
export interface SeatForfeited {
  readonly type: 'SeatForfeited';
  readonly data: { readonly seat: Seat; readonly stage: ForfeitStage; readonly rule: 'TP-FORFEIT' };
}

export type GameEvent =
  | GameCreated
  | GameJoined
  | SeedRevealed
  | GameStarted
  | CareerAdvanced
  | OpponentRollAwaited
  | TurnPassed
  | GameEnded
  | ManoeuvreCommitted
  | ManoeuvreRevealed
  | ManoeuvreRolled
  | ManoeuvreForfeited
  | SeatForfeited;

export type GameEventType = GameEvent['type'];

export const GAME_EVENT_TYPES: readonly GameEventType[] = [
  'GameCreated',
  'GameJoined',
  'SeedRevealed',
  'GameStarted',
  'CareerAdvanced',
  'OpponentRollAwaited',
  'TurnPassed',
  'GameEnded',
  'ManoeuvreCommitted',
  'ManoeuvreRevealed',
  'ManoeuvreRolled',
  'ManoeuvreForfeited',
  'SeatForfeited',
];
