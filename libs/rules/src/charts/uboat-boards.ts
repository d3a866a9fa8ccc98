import { ChartPackInvalid } from './chart-pack-invalid';
import { Provenance } from './provenance';
import { arr, bool, Check, int, nullable, obj, oneOf, pattern, record, sourced, str } from './schema';
import { BOARD_SYSTEMS, UBOAT_BOARDS } from './uboat-boards.data';
import { RECONSTRUCTED_SOURCES } from './reconstructed-sources.data';
import { Sourced, UBOAT_TYPES, UBoatType, YEAR_MONTH_PATTERN, YearMonth } from './vocabulary';

// ---- The 14 U-boat status boards, reconstructed (the seeds print only the VIIC); every value carries its source ----

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

export const BOARDS: UBoatBoards = {
  boards: Object.fromEntries(UBOAT_BOARDS.map((b) => [b.type, b])) as Record<UBoatType, UBoatBoard>,
  systems: BOARD_SYSTEMS,
};
export { RECONSTRUCTED_SOURCES };

// ---- Validation ----

const s = (value: Check): Check => obj({ value, ...sourced });
const n = (max: number) => s(int({ min: 0, max }));
const text = s(str);
const maybeText = s(nullable(str));
const mix = obj({
  g7eFat: int({ min: 0, max: 30 }),
  g7aFat: int({ min: 0, max: 30 }),
  homing: int({ min: 0, max: 10 }),
});
const yearMonth = pattern(YEAR_MONTH_PATTERN, 'a month such as 1943-07');

const board = obj({
  type: oneOf(UBOAT_TYPES),
  identity: obj({
    p1Family: text,
    available: s(yearMonth),
    availableNote: nullable(str),
    lastSailing: maybeText,
    patrolMonths: n(4),
    limited: s(bool),
    requestRank: text,
    startingRank: text,
    crewComplement: text,
    crewBoxes: text,
  }),
  torpedoes: obj({
    bowTubes: n(8),
    sternTubes: n(4),
    load: n(30),
    cargoTorpedoes: n(10),
    inTubes: n(10),
    forwardReloads: n(30),
    aftReloads: n(30),
    lostToTubeMines: s(nullable(int({ min: 0, max: 10 }))),
    defaultMix: s(mix),
    homingType: record(HOMING_PERIODS, s(nullable(oneOf(['falke', 'zaunkoenig', 'zaunkoenigII'])))),
    forwardSection: s(nullable(mix)),
    aftSection: s(nullable(mix)),
  }),
  guns: obj({
    deckGun: s(nullable(oneOf(['8.8 cm', '10.5 cm']))),
    ammoCounters: s(arr(int({ min: 1, max: 2 }), 'counter', { min: 0 })),
    deckGunCarried: text,
    flakSystems: n(4),
    flakDescription: str,
    flakModifier: s(int({ min: -3, max: 0 })),
    flakFiresTwice: bool,
    deckGunDamageModifier: s(nullable(int({ min: -1, max: 0 }))),
  }),
  mines: obj({ tubeMines: text, ownMineStowage: maybeText, missions: text, role: text }),
  equipment: obj({
    boldDecoys: n(3),
    boldFrom: yearMonth,
    schnorchel: text,
    naxos: text,
    alberich: maybeText,
    balkonGeraet: maybeText,
    fa330: s(bool),
    other: maybeText,
  }),
  tracks: obj({
    hullBoxes: n(12),
    floodingBoxes: n(12),
    refitMarksAtHullBoxes: s(arr(int({ min: 1, max: 12 }), 'mark')),
  }),
});

/** Boards keyed by type; each board's torpedo counts must add up (tubes + reloads = load; mix = load). */
export const BOARDS_SCHEMA: Check = (v, p) => {
  obj({
    boards: record(UBOAT_TYPES, board),
    systems: arr(
      obj({ system: str, onBoards: str, repairOnOrBelow: int({ min: 1, max: 6 }), effect: str, ...sourced }),
      'system',
    ),
  })(v, p);
  for (const [key, b] of Object.entries((v as UBoatBoards).boards)) {
    if (key !== b.type) throw new ChartPackInvalid([...p, 'boards', key, 'type'], `must be ${key}`);
    const at = [...p, 'boards', key, 'torpedoes'];
    const t = b.torpedoes;
    const m = t.defaultMix.value;
    if (t.inTubes.value + t.forwardReloads.value + t.aftReloads.value !== t.load.value)
      throw new ChartPackInvalid(at, 'inTubes + forwardReloads + aftReloads must equal load');
    if (t.cargoTorpedoes.value === 0 && m.g7eFat + m.g7aFat + m.homing !== t.load.value)
      throw new ChartPackInvalid([...at, 'defaultMix'], 'must add up to the load');
  }
};

export const RECONSTRUCTED_SOURCES_SCHEMA: Check = obj({
  historical: record(null, obj({ description: str, address: str })),
  designReasons: record(null, str),
});
