/**
 * Where a value comes from. `000 L1158` is line 1158 of the Spanish rules seed (2020 errata), `002 L2451` a line
 * of the Italian seed ("Le Prede", charts from L2375), `004 L1930` a line of the Beneath the Med rules (Spanish). `hist H2` is a historical fact and `designed D7` a design
 * proposal, both from the reconstructed data set (codes H/D are explained there). A range is `002 L2375-2396`.
 * `derived` is computed from other values; `n/a` marks a cell that states that an item does not apply.
 */
export type SourceRef =
  | `000 L${number}`
  | `000 L${number}-${number}`
  | `002 L${number}`
  | `002 L${number}-${number}`
  | `004 L${number}`
  | `004 L${number}-${number}`
  | 'hist'
  | `hist H${number}`
  | 'designed'
  | `designed D${number}`
  | 'derived'
  | 'n/a';

/** One source, or several when a value is stated (or confirmed) in more than one place; the first one wins. */
export type Provenance = SourceRef | readonly SourceRef[];

/** Id of a row of docs/interpretations.md: `C-3` for a resolved conflict, `Q-…` for an open question's default. */
export type InterpretationId = `C-${number}` | `Q-${string}`;

export const SOURCE_REF_PATTERN =
  /^(?:(?:000|002|004) L\d+(?:-\d+)?|hist(?: H\d+)?|designed(?: D\d+)?|derived|n\/a)$/;
export const INTERPRETATION_ID_PATTERN = /^(?:C-\d+|Q-[A-Za-z0-9.-]+)$/;

export function sourceRefs(provenance: Provenance): readonly SourceRef[] {
  return typeof provenance === 'string' ? [provenance] : provenance;
}
