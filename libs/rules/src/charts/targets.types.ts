import type { InterpretationId, Provenance } from './provenance';

// The shapes of the [T1]-[T5] target lists (targets.ts), apart so that its data file and the chart do not import each other.

export const TARGET_TYPES = [
  'smallFreighter',
  'largeFreighter',
  'tanker',
  'submarine',
  'capitalShip',
] as const;

export type TargetType = (typeof TARGET_TYPES)[number];

export interface TargetRow {
  readonly roll: number;
  readonly name: string;
  readonly type: TargetType;
  readonly tonnage: number;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}
