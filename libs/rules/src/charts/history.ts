import { ChartPackInvalid } from './chart-pack-invalid';
import { HISTORICAL_UBOAT_IDS, WOLFPACK_NAMES } from './history.data';
import { Provenance } from './provenance';
import { arr, Check, int, obj, optional, refine, sourced, str } from './schema';
import type { HistoricalUBoatIds } from './history.types';
import { reason } from './pack-reasons';

// ---- 14.4 historical U-boat IDs, 14.5 wolfpack names, 14.14 flotillas: flavour, no game effect ----

export interface Flotilla {
  readonly number: number;
  /** Bases in order ("then"). */
  readonly bases: readonly string[];
  readonly provenance: Provenance;
}

export interface FlotillaList {
  readonly combat: readonly Flotilla[];
  readonly training: { readonly numbers: readonly number[]; readonly provenance: Provenance };
}

export { HISTORICAL_UBOAT_IDS, WOLFPACK_NAMES };

const flotilla = (number: number, line: number, ...bases: string[]): Flotilla => ({
  number,
  bases,
  provenance: `000 L${line}`,
});

export const FLOTILLAS: FlotillaList = {
  combat: [
    flotilla(1, 2220, 'Germany (Kiel)', 'France (Brest)'),
    flotilla(2, 2221, 'Germany (Kiel, Wilhelmshaven)', 'France (Lorient)'),
    flotilla(3, 2222, 'Germany (Kiel)', 'France (La Pallice, La Rochelle)'),
    flotilla(5, 2223, 'Germany (Kiel)'),
    flotilla(6, 2224, 'Germany (Kiel, Danzig)', 'France (St. Nazaire)'),
    flotilla(7, 2225, 'Germany (Kiel)', 'France (St. Nazaire)'),
    flotilla(9, 2226, 'France (Brest)'),
    flotilla(10, 2227, 'France (Lorient)'),
    flotilla(11, 2228, 'Norway (Bergen)'),
    flotilla(12, 2229, 'France (Bordeaux)'),
    flotilla(13, 2230, 'Norway (Trondheim)'),
    flotilla(14, 2231, 'Norway (Narvik)'),
    flotilla(29, 2232, 'Mediterranean (various bases)'),
  ],
  training: { numbers: [4, 8], provenance: '000 L2234' },
};

// ---- Validation ----

export const HISTORICAL_IDS_SCHEMA: Check = refine(
  arr(
    obj({
      type: str,
      printedAs: optional(str),
      ids: arr(obj({ from: int({ min: 1, max: 4000 }), to: int({ min: 1, max: 4000 }) }), 'range', {
        min: 0,
      }),
      note: optional(str),
      ...sourced,
    }),
    'type',
  ),
  'each range of ids runs upwards',
  (v, p) =>
    (v as HistoricalUBoatIds[]).forEach((entry, i) =>
      entry.ids.forEach(({ from, to }, j) => {
        if (from > to)
          throw new ChartPackInvalid(
            [...p, { label: 'type', index: i }, 'ids', { label: 'range', index: j }],
            reason('idsReversed', { from, to }),
          );
      }),
    ),
);

export const WOLFPACK_NAMES_SCHEMA: Check = arr(
  obj({ name: str, boats: int({ min: 1, max: 60 }), italianSpelling: optional(str), ...sourced }),
  'name',
);

export const FLOTILLAS_SCHEMA: Check = obj({
  combat: arr(obj({ number: int({ min: 1, max: 40 }), bases: arr(str, 'base'), ...sourced }), 'flotilla'),
  training: obj({ numbers: arr(int({ min: 1, max: 40 }), 'number'), ...sourced }),
});
