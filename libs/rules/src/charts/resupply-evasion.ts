import { between, exactly, RollTable } from './dice';
import { InterpretationId, Provenance } from './provenance';
import { arr, bool, Check, int, obj, oneOf, record, rollTable, sourced, str } from './schema';
import { PATROL_AREAS, PatrolArea, UBOAT_TYPES, UBoatType } from './vocabulary';

// ---- [B10] Resupply at sea (optional 14.9) ----

export interface ResupplyChart {
  readonly optionalRule: string;
  /** 1d6 after the encounters of the last on-station box: 1 = resupply possible, then a Bay of Biscay [E1] roll. */
  readonly chance: RollTable<'resupplyPossible' | 'noResupply'>;
  /** With no encounter on that roll: 1d6 for torpedo reloads. */
  readonly reloads: RollTable<{ readonly g7aFat: number; readonly g7eFat: number }>;
  readonly notInAreas: readonly PatrolArea[];
  readonly neverForTypes: readonly UBoatType[];
  readonly extraRefitMonths: number;
  /** 11.4.10: the tankers' own replenishment missions (not printed on [B10]; kept beside it). */
  readonly missions: ReplenishmentMissionChart;
  readonly provenance: Provenance;
}

// ---- 11.4.10 Replenishment missions of the tankers (XB, XIV) ----

export const TANKER_TYPES = ['XB', 'XIV'] as const;
export type TankerType = (typeof TANKER_TYPES)[number];
export const THEORETICAL_TONNAGE_REASONS = [
  'boatResupplied',
  'fuel',
  'sparePart',
  'bakery',
  'torpedoes',
] as const;
export type TheoreticalTonnageReason = (typeof THEORETICAL_TONNAGE_REASONS)[number];

/** What a tanker sails with for other boats (its cargo torpedoes are on its board). */
export interface TankerCargo {
  readonly fuel: number;
  readonly spareParts: number;
  /** 11.4.10.1: the XB may attack a single ship; the XIV lets it pass. */
  readonly attacksSingleShips: boolean;
  /** 11.4.10.5: the bakery's 1,000 t per box with a boat resupplied (XIV only). */
  readonly bakery: boolean;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export interface ReplenishmentMissionChart {
  readonly cargo: Record<TankerType, TankerCargo>;
  /** 11.4.10.4: 1d6 per boat resupplied, the fuel points it takes. */
  readonly fuelPerBoat: RollTable<number>;
  /** 11.4.10.4: the most of its own fuel the tanker gives one boat. */
  readonly ownFuelMost: { readonly value: number; readonly provenance: Provenance };
  /** 11.4.10.5: theoretical tons, for victory (5.2.1) and the Knight's Cross. */
  readonly theoreticalTons: Record<TheoreticalTonnageReason, number>;
  readonly theoreticalTonsProvenance: Provenance;
  /** 11.4.10.7: after an aircraft or escort on the additional-round table, 1d6: who is attacked. */
  readonly attacked: RollTable<'tanker' | 'suppliedBoat'>;
}

const MISSIONS: ReplenishmentMissionChart = {
  cargo: {
    XB: {
      fuel: 8,
      spareParts: 2,
      attacksSingleShips: true,
      bakery: false,
      provenance: ['000 L1851', '000 L1869', 'designed D28'],
      interpretation: 'Q-37',
    },
    XIV: {
      fuel: 12,
      spareParts: 3,
      attacksSingleShips: false,
      bakery: true,
      provenance: ['000 L1859', '000 L1869', '000 L1883', 'designed D28'],
      interpretation: 'Q-37',
    },
  },
  fuelPerBoat: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 1, provenance: '000 L1877' },
      { roll: between(4, 6), result: 2, provenance: '000 L1877', interpretation: 'Q-31' },
    ],
  },
  ownFuelMost: { value: 2, provenance: '000 L1877' },
  theoreticalTons: { boatResupplied: 1000, fuel: 1000, sparePart: 1000, bakery: 1000, torpedoes: 1000 },
  theoreticalTonsProvenance: ['000 L1879-1885'],
  attacked: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'tanker', provenance: '000 L1889' },
      { roll: between(4, 6), result: 'suppliedBoat', provenance: '000 L1889' },
    ],
  },
};

export const B10: ResupplyChart = {
  optionalRule: '14.9',
  chance: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: exactly(1), result: 'resupplyPossible', provenance: ['000 L2164', '002 L2722'] },
      { roll: between(2, 6), result: 'noResupply', provenance: ['000 L2164', '002 L2722'] },
    ],
  },
  reloads: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: exactly(1), result: { g7aFat: 2, g7eFat: 0 }, provenance: ['000 L2168', '002 L2724'] },
      { roll: exactly(2), result: { g7aFat: 0, g7eFat: 2 }, provenance: ['000 L2168', '002 L2725'] },
      { roll: between(3, 6), result: { g7aFat: 0, g7eFat: 0 }, provenance: ['000 L2168', '002 L2726'] },
    ],
  },
  notInAreas: ['mediterranean', 'brazilianCoast', 'indianOcean', 'caribbean', 'northAmerica'],
  neverForTypes: ['IXD-2', 'XB', 'XIV'],
  extraRefitMonths: 1,
  missions: MISSIONS,
  provenance: ['000 L2158', '000 L2160', '000 L2166', '000 L2176', '000 L2178'],
};

// ---- [B12] Evasive manoeuvres (optional 14.8): a chosen number against the escort's 1d6 ----

export type EvasionDirection = 'left' | 'right' | 'straight';

export interface EvasiveManoeuvresChart {
  readonly optionalRule: string;
  /** The number the Kommandant chooses (1-6) and the direction it means. */
  readonly uboatChoice: RollTable<EvasionDirection>;
  readonly escortRoll: RollTable<EvasionDirection>;
  /** Hits added to the [E3] result. */
  readonly hits: Record<
    'differentDirection' | 'sameDirection' | 'sameNumber',
    { readonly value: number; readonly provenance: Provenance }
  >;
  readonly provenance: Provenance;
}

const directions = (chosen: boolean): RollTable<EvasionDirection> => ({
  die: '1d6',
  modified: false,
  rows: [
    {
      roll: between(1, 2),
      result: 'left',
      provenance: chosen ? ['000 L2128', '002 L2731'] : ['000 L2132', '002 L2736'],
      ...(chosen ? { interpretation: 'C-19' as const } : {}),
    },
    {
      roll: between(3, 4),
      result: 'right',
      provenance: chosen ? ['000 L2128', '002 L2732'] : ['000 L2132', '002 L2737'],
      ...(chosen ? { interpretation: 'C-19' as const } : {}),
    },
    {
      roll: between(5, 6),
      result: 'straight',
      provenance: chosen ? ['000 L2128', '002 L2733'] : ['000 L2132', '002 L2738'],
      ...(chosen ? { interpretation: 'C-19' as const } : {}),
    },
  ],
});

export const B12: EvasiveManoeuvresChart = {
  optionalRule: '14.8',
  uboatChoice: directions(true),
  escortRoll: directions(false),
  hits: {
    differentDirection: { value: -1, provenance: ['000 L2134', '002 L2739'] },
    sameDirection: { value: 1, provenance: ['000 L2134', '002 L2740'] },
    sameNumber: { value: 3, provenance: ['000 L2134', '002 L2741'] },
  },
  provenance: ['000 L2126', '000 L2136', '000 L2148'],
};

// ---- Validation ----

const direction = rollTable(oneOf(['left', 'right', 'straight']));
const value = obj({ value: int({ min: -3, max: 3 }), ...sourced });

export const B10_SCHEMA: Check = obj({
  optionalRule: str,
  chance: rollTable(oneOf(['resupplyPossible', 'noResupply'])),
  reloads: rollTable(obj({ g7aFat: int({ min: 0, max: 4 }), g7eFat: int({ min: 0, max: 4 }) })),
  notInAreas: arr(oneOf(PATROL_AREAS), 'area'),
  neverForTypes: arr(oneOf(UBOAT_TYPES), 'type'),
  extraRefitMonths: int({ min: 0, max: 2 }),
  missions: obj({
    cargo: record(
      TANKER_TYPES,
      obj({
        fuel: int({ min: 0, max: 30 }),
        spareParts: int({ min: 0, max: 10 }),
        attacksSingleShips: bool,
        bakery: bool,
        ...sourced,
      }),
    ),
    fuelPerBoat: rollTable(int({ min: 1, max: 2 })),
    ownFuelMost: obj({ value: int({ min: 1, max: 2 }), ...sourced }),
    theoreticalTons: record(THEORETICAL_TONNAGE_REASONS, int({ min: 0, max: 10_000 })),
    theoreticalTonsProvenance: sourced.provenance,
    attacked: rollTable(oneOf(['tanker', 'suppliedBoat'])),
  }),
  ...sourced,
});

export const B12_SCHEMA: Check = obj({
  optionalRule: str,
  uboatChoice: direction,
  escortRoll: direction,
  hits: record(['differentDirection', 'sameDirection', 'sameNumber'], value),
  ...sourced,
});
