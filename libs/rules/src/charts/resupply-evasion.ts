import { between, exactly, RollTable } from './dice';
import { Provenance } from './provenance';
import { arr, Check, int, obj, oneOf, record, rollTable, sourced, str } from './schema';
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
  readonly provenance: Provenance;
}

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
  ...sourced,
});

export const B12_SCHEMA: Check = obj({
  optionalRule: str,
  uboatChoice: direction,
  escortRoll: direction,
  hits: record(['differentDirection', 'sameDirection', 'sameNumber'], value),
  ...sourced,
});
