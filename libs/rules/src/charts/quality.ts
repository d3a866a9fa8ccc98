import { between, exactly, RollTable } from './dice';
import { Provenance, SourceRef } from './provenance';
import { bool, Check, int, nullable, obj, oneOf, record, rollTable, sourced, str } from './schema';
import { QUALITY_LEVELS, QualityLevel } from './vocabulary';

// ---- Variable escort quality (optional 14.6) and aircraft quality (optional 14.7): 1d6 ----

export interface QualityEffect {
  /** Added to the number of hits of an [E3] result. */
  readonly hits: number;
  /** A "U-boat sunk" [E3] result becomes 5 hits (green). */
  readonly sunkBecomesFiveHits: boolean;
  /** A printed 5-hit [E3] result sinks the U-boat (veteran, elite; 000 L2087: "si se anotó 5 impactos"). */
  readonly fiveHitsSink: boolean;
  /** Added to [E2] detection rolls (elite escorts). */
  readonly detection: number;
  /** Automatic crew injuries of an air attack (elite aircraft: 2 instead of 1). */
  readonly automaticCrewInjuries: number | null;
  readonly provenance: Provenance;
}

export interface QualityChart extends RollTable<QualityLevel> {
  readonly optionalRule: string;
  /** When the roll is made. */
  readonly rolled: string;
  readonly effects: Record<QualityLevel, QualityEffect>;
}

const effect = (e: Partial<QualityEffect> & { provenance: Provenance }): QualityEffect => ({
  hits: 0,
  sunkBecomesFiveHits: false,
  fiveHitsSink: false,
  detection: 0,
  automaticCrewInjuries: null,
  ...e,
});

const rows = (es: SourceRef): RollTable<QualityLevel>['rows'] => [
  { roll: exactly(1), result: 'green', provenance: [es, '002 L2712'] },
  { roll: between(2, 4), result: 'trained', provenance: [es, '002 L2713'] },
  { roll: exactly(5), result: 'veteran', provenance: [es, '002 L2714'] },
  { roll: exactly(6), result: 'elite', provenance: [es, '002 L2715'] },
];

export const ESCORT_QUALITY: QualityChart = {
  die: '1d6',
  modified: false,
  optionalRule: '14.6',
  rolled: 'before the first [E2] roll of an encounter; not again after attacking the escort (9.10)',
  rows: rows('000 L2075'),
  effects: {
    green: effect({ hits: -1, sunkBecomesFiveHits: true, provenance: ['000 L2083', '002 L2716'] }),
    trained: effect({ provenance: ['000 L2085', '002 L2717'] }),
    veteran: effect({ hits: 1, fiveHitsSink: true, provenance: ['000 L2087', '002 L2718'] }),
    elite: effect({ hits: 1, fiveHitsSink: true, detection: 1, provenance: ['000 L2089', '002 L2719'] }),
  },
};

export const AIRCRAFT_QUALITY: QualityChart = {
  die: '1d6',
  modified: false,
  optionalRule: '14.7',
  rolled: 'when the crash dive fails, before rolling on [E3]',
  rows: rows('000 L2098'),
  effects: {
    green: effect({
      hits: -1,
      sunkBecomesFiveHits: true,
      automaticCrewInjuries: 1,
      provenance: ['000 L2106', '002 L2716'],
    }),
    trained: effect({ automaticCrewInjuries: 1, provenance: ['000 L2110', '002 L2717'] }),
    veteran: effect({
      hits: 1,
      fiveHitsSink: true,
      automaticCrewInjuries: 1,
      provenance: ['000 L2114', '002 L2718'],
    }),
    elite: effect({
      hits: 1,
      fiveHitsSink: true,
      automaticCrewInjuries: 2,
      provenance: ['000 L2118', '002 L2719'],
    }),
  },
};

export const QUALITY_SCHEMA: Check = rollTable(
  oneOf(QUALITY_LEVELS),
  {},
  {
    optionalRule: str,
    rolled: str,
    effects: record(
      QUALITY_LEVELS,
      obj({
        hits: int({ min: -1, max: 1 }),
        sunkBecomesFiveHits: bool,
        fiveHitsSink: bool,
        detection: int({ min: 0, max: 1 }),
        automaticCrewInjuries: nullable(int({ min: 1, max: 2 })),
        ...sourced,
      }),
    ),
  },
);
