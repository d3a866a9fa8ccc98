// Why a chart pack is refused, by code with its values (docs/chart-packs/README.md): the validator throws a code, the
// English sentence is written here once, and each client words the same code in its language (the CLI's
// charts-words.ts). Codes are a contract between the library and its clients: add, never rename.

type Values = Readonly<Record<string, string | number>>;

/** Each reason's English sentence from its values. */
export const PACK_REASONS = {
  missing: () => 'is missing',
  unknownChart: () => 'is not a known chart',
  unknownField: () => 'is not a known field',
  unknownKey: () => 'is not a known key',
  atLeast: (v: Values) => `must be at least ${v.n}`,
  atLeastAfter: (v: Values) => `must be at least ${v.n} (${v.label} ${v.row})`,
  atMost: (v: Values) => `must be at most ${v.n}`,
  integer: () => 'must be an integer',
  object: () => 'must be an object',
  list: () => 'must be a list',
  boolean: () => 'must be true or false',
  text: () => 'must be a non-empty string',
  oneOf: (v: Values) => `must be one of ${v.values}`,
  exactly: (v: Values) => `must be ${v.value}`,
  itemCount: (v: Values) => `must have ${v.n} ${v.label}s, found ${v.found}`,
  minItems: (v: Values) => `must have at least ${v.n} ${v.label}(s)`,
  empty: () => 'must not be empty',
  minOrMax: () => 'must have a min or a max',
  routeTotals: (v: Values) => `must be ${v.boxes} boxes, ${v.rolls} rolls, ${v.onStation} on station`,
  boardPerClass: () => 'must have one board for each class',
  mixAddsUp: () => 'must add up to the load',
  tubesMakeLoad: () => 'inTubes + forwardReloads + aftReloads must equal load',
  tubesAndReloads: (v: Values) => `tubes and reloads make ${v.sum}, not the torpedo load ${v.load}`,
  tonsStart: (v: Values) => `tons must start at ${v.n}`,
  tonsStartOpen: () => 'tons must start at any tonnage (open)',
  lastBandOpen: () => 'only the last band is open above',
  twice: (v: Values) => `${v.value} appears twice`,
  unknownRoute: (v: Values) => `names unknown route ${v.route}`,
  rollReversed: (v: Values) => `roll ${v.span} is reversed`,
  idsReversed: (v: Values) => `U-${v.from} to U-${v.to} is reversed`,
  openBelow: () => 'roll may be open below only on the first row of a modified roll',
  openAbove: () => 'roll may be open above only on the last row of a modified roll',
  outsideDie: (v: Values) => `roll ${v.span} is outside the ${v.die} range ${v.range}`,
  noTotal: (v: Values) => `roll ${v.span} matches no ${v.die} total`,
  overlaps: (v: Values) => `roll ${v.span} overlaps row ${v.row} (${v.other})`,
  gap: (v: Values) => `${v.n} is not covered (gap after row ${v.row})`,
  notCovered: (v: Values) => `${v.n} is not covered`,
  modifiersReach: (v: Values) =>
    `modifiers can bring the total ${v.direction} to ${v.total}, which no row covers`,
} satisfies Record<string, (values: Values) => string>;

export type PackReasonCode = keyof typeof PACK_REASONS;

/** Why a value is refused: its code and the values its sentence names. */
export interface PackReason {
  readonly code: PackReasonCode;
  readonly values?: Values;
}

/** A reason by its code and values. */
export const reason = (code: PackReasonCode, values?: Values): PackReason =>
  values ? { code, values } : { code };

/** A reason in English. */
export const englishReason = ({ code, values = {} }: PackReason): string => PACK_REASONS[code](values);
