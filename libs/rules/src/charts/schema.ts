import { ChartPackInvalid, ChartPath } from './chart-pack-invalid';
import { assertCoverage, DIE_CODES, DieCode, RollSpan } from './dice';
import { INTERPRETATION_ID_PATTERN, SOURCE_REF_PATTERN } from './provenance';

/** A validator for one value at a path; throws ChartPackInvalid. Small combinators, no inference. */
export type Check = ((value: unknown, path: ChartPath) => void) & { readonly optional?: boolean };

const fail = (path: ChartPath, detail: string): never => {
  throw new ChartPackInvalid(path, detail);
};
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const optional = (check: Check): Check =>
  Object.assign((v: unknown, p: ChartPath) => check(v, p), { optional: true });

export const str: Check = (v, p) => {
  if (typeof v !== 'string' || v.trim() === '') fail(p, 'must be a non-empty string');
};

export const bool: Check = (v, p) => {
  if (typeof v !== 'boolean') fail(p, 'must be true or false');
};

export const int =
  (bounds: { min?: number; max?: number } = {}): Check =>
  (v, p) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return fail(p, 'must be an integer');
    if (bounds.min !== undefined && v < bounds.min) fail(p, `must be at least ${bounds.min}`);
    if (bounds.max !== undefined && v > bounds.max) fail(p, `must be at most ${bounds.max}`);
  };

export const oneOf =
  (values: readonly (string | number | boolean | null)[]): Check =>
  (v, p) => {
    if (!values.includes(v as string)) fail(p, `must be one of ${values.map(String).join(', ')}`);
  };

export const nullable =
  (check: Check): Check =>
  (v, p) => {
    if (v !== null) check(v, p);
  };

export const pattern =
  (re: RegExp, what: string): Check =>
  (v, p) => {
    if (typeof v !== 'string' || !re.test(v)) fail(p, `must be ${what}`);
  };

/** An object with exactly these keys (keys whose check is `optional` may be absent). */
export const obj =
  (shape: Record<string, Check>): Check =>
  (v, p) => {
    if (!isRecord(v)) return fail(p, 'must be an object');
    for (const [key, check] of Object.entries(shape)) {
      if (v[key] === undefined) {
        if (!check.optional) fail([...p, key], 'is missing');
      } else check(v[key], [...p, key]);
    }
    for (const key of Object.keys(v)) if (!(key in shape)) fail([...p, key], 'is not a known field');
  };

export const arr =
  (item: Check, label = 'row', size: { min?: number; length?: number } = {}): Check =>
  (v, p) => {
    if (!Array.isArray(v)) return fail(p, 'must be a list');
    if (size.length !== undefined && v.length !== size.length)
      fail(p, `must have ${size.length} ${label}s, found ${v.length}`);
    if (v.length < (size.min ?? 1)) fail(p, `must have at least ${size.min ?? 1} ${label}(s)`);
    v.forEach((x, i) => item(x, [...p, { label, index: i }]));
  };

/** A map whose keys are exactly `keys` (or any keys when null). */
export const record =
  (keys: readonly string[] | null, value: Check): Check =>
  (v, p) => {
    if (!isRecord(v)) return fail(p, 'must be an object');
    if (keys) {
      for (const key of keys) if (v[key] === undefined) fail([...p, key], 'is missing');
      for (const key of Object.keys(v)) if (!keys.includes(key)) fail([...p, key], 'is not a known key');
    }
    for (const [key, x] of Object.entries(v)) value(x, [...p, key]);
  };

export const all =
  (...checks: Check[]): Check =>
  (v, p) =>
    checks.forEach((check) => check(v, p));

export const sourceRef = pattern(
  SOURCE_REF_PATTERN,
  "a source such as '000 L1158', '002 L2451', 'hist' or 'designed'",
);

export const provenance: Check = (v, p) =>
  Array.isArray(v) ? arr(sourceRef, 'source')(v, p) : sourceRef(v, p);

export const interpretation = optional(
  pattern(INTERPRETATION_ID_PATTERN, "an interpretation id such as 'C-3'"),
);

export const die: Check = oneOf(DIE_CODES);

export const span: Check = (v, p) => {
  obj({ min: nullable(int()), max: nullable(int()) })(v, p);
  const { min, max } = v as RollSpan;
  if (min === null && max === null) fail(p, 'must have a min or a max');
};

/** The common provenance fields of a row. */
export const sourced = { provenance, interpretation };

/** A roll table: a die, a modified flag and rows `{ roll, result, provenance }` that cover the die (assertCoverage). */
export const rollTable =
  (result: Check, rowExtra: Record<string, Check> = {}, extra: Record<string, Check> = {}): Check =>
  (v, p) => {
    obj({ die, modified: bool, rows: arr(obj({ roll: span, result, ...sourced, ...rowExtra })), ...extra })(
      v,
      p,
    );
    assertCoverage(v as { die: DieCode; modified: boolean; rows: { roll: RollSpan }[] }, p);
  };

/** A die-roll modifier: `{ id, value, when, rule?, optional?, provenance, interpretation? }`, ids unique. */
export const modifiers =
  (ids?: readonly string[], extra: Record<string, Check> = {}): Check =>
  (v, p) => {
    arr(
      obj({
        id: ids ? oneOf(ids) : str,
        value: int({ min: -10, max: 10 }),
        when: str,
        rule: optional(str),
        optionalRule: optional(str),
        ...sourced,
        ...extra,
      }),
      'modifier',
    )(v, p);
    const seen = new Set<string>();
    (v as { id: string }[]).forEach(({ id }, i) => {
      if (seen.has(id)) fail([...p, { label: 'modifier', index: i }, 'id'], `${id} appears twice`);
      seen.add(id);
    });
  };
