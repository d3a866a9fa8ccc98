import { ChartPackInvalid } from './chart-pack-invalid';
import { assertCoverage, DieCode, exactly } from './dice';
import { InterpretationId, SourceRef } from './provenance';
import { arr, bool, Check, die, int, obj, oneOf, refine, sourced, str } from './schema';
import { T1_ROWS } from './targets-t1.data';
import { T2_ROWS } from './targets-t2.data';
import { T3_ROWS } from './targets-t3.data';
import { Sourced } from './vocabulary';
import { TARGET_TYPES, type TargetRow } from './targets.types';
import { reason } from './pack-reasons';

// ---- [T1]-[T5] target lists (8.3.2) ----

export const CAPITAL_SHIP_CLASSES = ['BB', 'CV', 'CVE', 'CA'] as const;
export type CapitalShipClass = (typeof CAPITAL_SHIP_CLASSES)[number];

export interface CapitalShipRow extends TargetRow {
  readonly shipClass: CapitalShipClass;
  /** Damage points to sink ("Colpi"). */
  readonly sinkPoints: number;
  /** Marked * on the list: +1 to hit with torpedoes. */
  readonly fast: boolean;
}

export interface TargetList<Row extends TargetRow = TargetRow> {
  readonly die: DieCode;
  readonly rows: readonly Row[];
  /** Rolling a ship already sunk: re-roll (optional), or no encounter for capital ships. */
  readonly alreadySunk: Sourced<'rerollOptional' | 'noEncounter' | 'keep'>;
}

const optionalReroll = (line: number): TargetList['alreadySunk'] => ({
  value: 'rerollOptional',
  provenance: [`002 L${line}` as SourceRef, '000 L1993'],
});

export const T1: TargetList = { die: 'd100', rows: T1_ROWS, alreadySunk: optionalReroll(2965) };
export const T2: TargetList = { die: 'd100', rows: T2_ROWS, alreadySunk: optionalReroll(3021) };
export const T3: TargetList = { die: 'd100', rows: T3_ROWS, alreadySunk: optionalReroll(3077) };

const sub = (
  roll: number,
  name: string,
  tonnage: number,
  line: number,
  interpretation?: InterpretationId,
): TargetRow => ({
  roll,
  name,
  type: 'submarine',
  tonnage,
  provenance: `002 L${line}` as SourceRef,
  ...(interpretation ? { interpretation } : {}),
});

/** As printed on the chart; the engine identifies enemy submarines on the 9.9.1 lists (ENEMY_SUBMARINES). */
export const T4: TargetList = {
  die: '1d10',
  alreadySunk: { value: 'keep', provenance: '002 L3093' },
  rows: [
    sub(1, 'HMS Trenchant', 1600, 3082, 'C-16'),
    sub(2, 'HMS Satyr', 1000, 3083, 'C-16'),
    sub(3, 'HMS Truculent', 1100, 3084),
    sub(4, 'HMS Sickle', 600, 3085),
    sub(5, 'HMS Sahib', 600, 3086),
    sub(6, 'HMS Unbeaten', 500, 3087),
    sub(7, 'HMS Tapir', 1100, 3088),
    sub(8, 'HMS Saracen', 600, 3089),
    sub(9, 'HMS Venturer', 400, 3090, 'C-16'),
    sub(10, 'HMS Tuna', 1100, 3091),
  ],
};

const cap = (
  roll: number,
  shipClass: CapitalShipClass,
  name: string,
  tonnage: number,
  sinkPoints: number,
  fast = false,
): CapitalShipRow => ({
  roll,
  name,
  type: 'capitalShip',
  tonnage,
  shipClass,
  sinkPoints,
  fast,
  provenance: `002 L${3097 + roll}` as SourceRef,
});

export const T5: TargetList<CapitalShipRow> = {
  die: '1d20',
  alreadySunk: { value: 'noEncounter', provenance: '002 L3119' },
  rows: [
    cap(1, 'BB', 'USS Texas', 27000, 5),
    cap(2, 'BB', 'HMS Duke of York', 35000, 6, true),
    cap(3, 'CV', 'HMS Formidable', 23000, 5, true),
    cap(4, 'BB', 'HMS Nelson', 34000, 6),
    cap(5, 'BB', 'HMS Rodney', 34000, 6),
    cap(6, 'BB', 'HMS Warspite', 31500, 6),
    cap(7, 'CV', 'HMS Furious', 19100, 5, true),
    cap(8, 'CV', 'HMS Indefatigable', 23000, 5, true),
    cap(9, 'CVE', 'HMS Trouncer', 9800, 4),
    cap(10, 'CVE', 'HMS Nabob', 9000, 4),
    cap(11, 'BB', 'USS Nevada', 29000, 5),
    cap(12, 'CA', 'HMS Newfoundland', 8800, 5, true),
    cap(13, 'CVE', 'USS Block Island', 12000, 4),
    cap(14, 'CVE', 'USS Card', 7800, 4),
    cap(15, 'CVE', 'USS Bogue', 7800, 4),
    cap(16, 'CVE', 'USS Core', 7800, 4),
    cap(17, 'CVE', 'USS Santee', 12000, 4),
    cap(18, 'CA', 'USS Augusta', 9100, 4, true),
    cap(19, 'CA', 'USS Quincy', 13600, 5, true),
    cap(20, 'BB', 'USS New York', 27000, 5),
  ],
};

// ---- Validation ----

export const rowShape = {
  roll: int({ min: 1, max: 100 }),
  name: str,
  type: oneOf(TARGET_TYPES),
  tonnage: int({ min: 100, max: 60000 }),
  ...sourced,
};

/** Rolls 1..N with no gap or overlap for the list's die; names unique within the list (`extra`: a pack's own fields). */
export const listShape = (row: Check, extra: Record<string, Check> = {}): Check =>
  refine(
    obj({
      ...extra,
      die,
      rows: arr(row),
      alreadySunk: obj({ value: oneOf(['rerollOptional', 'noEncounter', 'keep']), ...sourced }),
    }),
    "the rows' rolls cover the list's die with no gap and no overlap; each name appears once",
    (v, p) => {
      const list = v as TargetList;
      assertCoverage(
        { die: list.die, modified: false, rows: list.rows.map((r) => ({ roll: exactly(r.roll) })) },
        p,
      );
      const names = new Set<string>();
      list.rows.forEach((r, i) => {
        if (names.has(r.name))
          throw new ChartPackInvalid(
            [...p, 'rows', { label: 'row', index: i }, 'name'],
            reason('twice', { value: r.name }),
          );
        names.add(r.name);
      });
    },
  );

export const TARGET_LIST_SCHEMA: Check = listShape(obj(rowShape));
export const T5_SCHEMA: Check = listShape(
  obj({
    ...rowShape,
    shipClass: oneOf(CAPITAL_SHIP_CLASSES),
    sinkPoints: int({ min: 4, max: 6 }),
    fast: bool,
  }),
);
