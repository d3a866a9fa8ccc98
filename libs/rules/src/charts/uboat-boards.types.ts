import type { Provenance } from './provenance';
import type { Sourced, UBoatType, YearMonth } from './vocabulary';

// The shapes of the U-boat boards (uboat-boards.ts), apart so that its data file and the chart do not import each other.

export interface TorpedoMix {
  readonly g7eFat: number;
  readonly g7aFat: number;
  readonly homing: number;
}

export type HomingType = 'falke' | 'zaunkoenig' | 'zaunkoenigII';

export const HOMING_PERIODS = ['1943-07', '1943-08..1944-12', '1945-01..1945-05'] as const;

export type HomingPeriod = (typeof HOMING_PERIODS)[number];

export interface UBoatBoard {
  readonly type: UBoatType;
  readonly identity: {
    /** Which [P1] restrictions the type follows (7.3). */
    readonly p1Family: Sourced<string>;
    readonly available: Sourced<YearMonth>;
    readonly availableNote: string | null;
    readonly lastSailing: Sourced<string | null>;
    /** Months at sea per patrol, the P months included (10.11.6). */
    readonly patrolMonths: Sourced<number>;
    /** Limited availability: granted on 1d6 1-2 (11.4.5). */
    readonly limited: Sourced<boolean>;
    readonly requestRank: Sourced<string>;
    readonly startingRank: Sourced<string>;
    readonly crewComplement: Sourced<string>;
    readonly crewBoxes: Sourced<string>;
  };
  readonly torpedoes: {
    readonly bowTubes: Sourced<number>;
    readonly sternTubes: Sourced<number>;
    /** Torpedoes the boat can fire (tubes + reloads). */
    readonly load: Sourced<number>;
    /** Torpedoes carried for other boats (Type XIV). */
    readonly cargoTorpedoes: Sourced<number>;
    readonly inTubes: Sourced<number>;
    readonly forwardReloads: Sourced<number>;
    readonly aftReloads: Sourced<number>;
    /** Torpedoes given up when mines fill the tubes on an (M) mission (7.4.2); null: no tubes. */
    readonly lostToTubeMines: Sourced<number | null>;
    readonly defaultMix: Sourced<TorpedoMix>;
    readonly homingType: Record<HomingPeriod, Sourced<HomingType | null>>;
    readonly forwardSection: Sourced<TorpedoMix | null>;
    readonly aftSection: Sourced<TorpedoMix | null>;
  };
  readonly guns: {
    readonly deckGun: Sourced<'8.8 cm' | '10.5 cm' | null>;
    /** Ammunition counters and their points (9.3.2: at most 2 points per round). */
    readonly ammoCounters: Sourced<readonly number[]>;
    readonly deckGunCarried: Sourced<string>;
    readonly flakSystems: Sourced<number>;
    readonly flakDescription: string;
    /** [A2] modifier with every flak system working. */
    readonly flakModifier: Sourced<number>;
    /** VIIC Flak rolls [A2] twice (11.4.7). */
    readonly flakFiresTwice: boolean;
    /** [U3] modifier for the deck gun (105 mm: -1); null: no gun. */
    readonly deckGunDamageModifier: Sourced<number | null>;
  };
  readonly mines: {
    readonly tubeMines: Sourced<string>;
    readonly ownMineStowage: Sourced<string | null>;
    readonly missions: Sourced<string>;
    readonly role: Sourced<string>;
  };
  readonly equipment: {
    readonly boldDecoys: Sourced<number>;
    readonly boldFrom: YearMonth;
    readonly schnorchel: Sourced<string>;
    readonly naxos: Sourced<string>;
    readonly alberich: Sourced<string | null>;
    readonly balkonGeraet: Sourced<string | null>;
    readonly fa330: Sourced<boolean>;
    readonly other: Sourced<string | null>;
  };
  readonly tracks: {
    /**
     * Q-HULLBOXES: the spaces of the hull track, [SUNK] the last (9.6.13, 10.3.2): the boxes a boat survives (the
     * reconstruction's count, designed D7, D9) and the [SUNK] space after them.
     */
    readonly hullBoxes: Sourced<number>;
    readonly floodingBoxes: Sourced<number>;
    /** Hull boxes where the +1/+2/+3 refit-month marks are printed. */
    readonly refitMarksAtHullBoxes: Sourced<readonly number[]>;
  };
}

/** A system box of the boards with its repair number (1d6 ≤ n; LI Experte -1). */
export interface BoardSystem {
  readonly system: string;
  readonly onBoards: string;
  readonly repairOnOrBelow: number;
  readonly effect: string;
  readonly provenance: Provenance;
}

export interface UBoatBoards {
  readonly boards: Record<UBoatType, UBoatBoard>;
  readonly systems: readonly BoardSystem[];
}

/** What the `hist Hn` and `designed Dn` tags of the reconstructed data refer to. */
export interface ReconstructedSources {
  readonly historical: Record<string, { readonly description: string; readonly address: string }>;
  readonly designReasons: Record<string, string>;
}
