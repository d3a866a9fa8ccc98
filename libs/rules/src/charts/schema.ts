import { ChartPackInvalid, ChartPath } from './chart-pack-invalid';
import { assertCoverage, DIE_CODES, DieCode, RollSpan } from './dice';
import { reason, type PackReasonCode } from './pack-reasons';
import { INTERPRETATION_ID_PATTERN, SOURCE_REF_PATTERN } from './provenance';

/** A fragment of JSON Schema (draft 2020-12): what a Check accepts, written out for docs/chart-packs/. */
export type JsonSchema = { readonly [key: string]: unknown };

/**
 * A validator for one value at a path; throws ChartPackInvalid. Small combinators, no inference. Each carries the
 * JSON Schema of what it accepts (`json`); what JSON Schema cannot say (dice coverage, totals that must add up) is
 * in its `description`.
 */
export type Check = ((value: unknown, path: ChartPath) => void) & {
  readonly optional?: boolean;
  readonly json?: JsonSchema;
};

/** The check with the JSON Schema it enforces. */
export const described = (check: (value: unknown, path: ChartPath) => void, json: JsonSchema): Check =>
  Object.assign(check, { json });

/** The JSON Schema of a check (`{}` accepts anything: a check written without one). */
export const jsonOf = (check: Check): JsonSchema => check.json ?? {};

/** A check that runs `base` then the further `rule` that JSON Schema cannot say, described in words. */
export const refine = (
  base: Check,
  description: string,
  rule: (value: unknown, path: ChartPath) => void,
): Check =>
  described(
    (v, p) => {
      base(v, p);
      rule(v, p);
    },
    { ...jsonOf(base), description },
  );

const fail = (path: ChartPath, code: PackReasonCode, values?: Parameters<typeof reason>[1]): never => {
  throw new ChartPackInvalid(path, reason(code, values));
};
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const optional = (check: Check): Check =>
  Object.assign((v: unknown, p: ChartPath) => check(v, p), { optional: true, json: check.json });

export const str: Check = described(
  (v, p) => {
    if (typeof v !== 'string' || v.trim() === '') fail(p, 'text');
  },
  { type: 'string', minLength: 1 },
);

export const bool: Check = described(
  (v, p) => {
    if (typeof v !== 'boolean') fail(p, 'boolean');
  },
  { type: 'boolean' },
);

export const int = (bounds: { min?: number; max?: number } = {}): Check =>
  described(
    (v, p) => {
      if (typeof v !== 'number' || !Number.isInteger(v)) return fail(p, 'integer');
      if (bounds.min !== undefined && v < bounds.min) fail(p, 'atLeast', { n: bounds.min });
      if (bounds.max !== undefined && v > bounds.max) fail(p, 'atMost', { n: bounds.max });
    },
    { type: 'integer', minimum: bounds.min, maximum: bounds.max },
  );

export const oneOf = (values: readonly (string | number | boolean | null)[]): Check =>
  described(
    (v, p) => {
      if (!values.includes(v as string)) fail(p, 'oneOf', { values: values.map(String).join(', ') });
    },
    { enum: values },
  );

export const nullable = (check: Check): Check =>
  described(
    (v, p) => {
      if (v !== null) check(v, p);
    },
    { anyOf: [jsonOf(check), { type: 'null' }] },
  );

export const pattern = (re: RegExp, what: string): Check =>
  described(
    (v, p) => {
      if (typeof v !== 'string' || !re.test(v)) fail(p, 'exactly', { value: what });
    },
    { type: 'string', pattern: re.source },
  );

/** An object with exactly these keys (keys whose check is `optional` may be absent). */
export const obj = (shape: Record<string, Check>): Check =>
  described(
    (v, p) => {
      if (!isRecord(v)) return fail(p, 'object');
      for (const [key, check] of Object.entries(shape)) {
        if (v[key] === undefined) {
          if (!check.optional) fail([...p, key], 'missing');
        } else check(v[key], [...p, key]);
      }
      for (const key of Object.keys(v)) if (!(key in shape)) fail([...p, key], 'unknownField');
    },
    {
      type: 'object',
      properties: Object.fromEntries(Object.entries(shape).map(([key, check]) => [key, jsonOf(check)])),
      required: Object.keys(shape).filter((key) => !shape[key].optional),
      additionalProperties: false,
    },
  );

export const arr = (item: Check, label = 'row', size: { min?: number; length?: number } = {}): Check =>
  described(
    (v, p) => {
      if (!Array.isArray(v)) return fail(p, 'list');
      if (size.length !== undefined && v.length !== size.length)
        fail(p, 'itemCount', { n: size.length, label, found: v.length });
      if (v.length < (size.min ?? 1)) fail(p, 'minItems', { n: size.min ?? 1, label });
      v.forEach((x, i) => item(x, [...p, { label, index: i }]));
    },
    { type: 'array', items: jsonOf(item), minItems: size.length ?? size.min ?? 1, maxItems: size.length },
  );

/** A map whose keys are exactly `keys` (or any keys when null). */
export const record = (keys: readonly string[] | null, value: Check): Check =>
  described(
    (v, p) => {
      if (!isRecord(v)) return fail(p, 'object');
      if (keys) {
        for (const key of keys) if (v[key] === undefined) fail([...p, key], 'missing');
        for (const key of Object.keys(v)) if (!keys.includes(key)) fail([...p, key], 'unknownKey');
      }
      for (const [key, x] of Object.entries(v)) value(x, [...p, key]);
    },
    keys
      ? {
          type: 'object',
          properties: Object.fromEntries(keys.map((key) => [key, jsonOf(value)])),
          required: keys,
          additionalProperties: false,
        }
      : { type: 'object', additionalProperties: jsonOf(value) },
  );

/** A map whose keys are some of `keys`. */
export const partialRecord = (keys: readonly string[], value: Check): Check =>
  described(
    (v, p) => {
      if (!isRecord(v)) return fail(p, 'object');
      for (const key of Object.keys(v)) if (!keys.includes(key)) fail([...p, key], 'unknownKey');
      for (const [key, x] of Object.entries(v)) value(x, [...p, key]);
    },
    {
      type: 'object',
      properties: Object.fromEntries(keys.map((key) => [key, jsonOf(value)])),
      additionalProperties: false,
    },
  );

/**
 * A list whose `field` (a number, or a date as YYYY-MM) never goes down from one row to the next: where the rules
 * count upwards, such as larger ships needing more damage, or periods in date order.
 */
export const ascending = (list: Check, field: string, label = 'row'): Check =>
  refine(list, `${field} never goes down from one ${label} to the next`, (v, p) =>
    (v as Record<string, number | string>[]).forEach((row, i, rows) => {
      if (i > 0 && row[field] < rows[i - 1][field])
        fail([...p, { label, index: i }, field], 'atLeastAfter', { n: rows[i - 1][field], label, row: i });
    }),
  );

export const sourceRef = pattern(
  SOURCE_REF_PATTERN,
  "a source such as '000 L1158', '002 L2451', 'hist' or 'designed'",
);

/** A list checked by `list`, or a single value checked by `single`. */
export const either = (list: Check, single: Check): Check =>
  described((v, p) => (Array.isArray(v) ? list(v, p) : single(v, p)), {
    anyOf: [jsonOf(list), jsonOf(single)],
  });

export const provenance: Check = either(arr(sourceRef, 'source'), sourceRef);

export const interpretation = optional(
  pattern(INTERPRETATION_ID_PATTERN, "an interpretation id such as 'C-3'"),
);

export const die: Check = oneOf(DIE_CODES);

export const span: Check = refine(
  obj({ min: nullable(int()), max: nullable(int()) }),
  'the totals a row covers; null is an open bound, and min and max are not both null',
  (v, p) => {
    const { min, max } = v as RollSpan;
    if (min === null && max === null) fail(p, 'minOrMax');
  },
);

/** The common provenance fields of a row. */
export const sourced = { provenance, interpretation };

/** A roll table: a die, a modified flag and rows `{ roll, result, provenance }` that cover the die (assertCoverage). */
export const rollTable = (
  result: Check,
  rowExtra: Record<string, Check> = {},
  extra: Record<string, Check> = {},
): Check =>
  refine(
    obj({ die, modified: bool, rows: arr(obj({ roll: span, result, ...sourced, ...rowExtra })), ...extra }),
    'a roll table: the rows, in ascending order, cover every total of the die with no gap and no overlap',
    (v, p) => assertCoverage(v as { die: DieCode; modified: boolean; rows: { roll: RollSpan }[] }, p),
  );

/** A die-roll modifier: `{ id, value, when, rule?, optional?, provenance, interpretation? }`, ids unique. */
export const modifiers = (ids?: readonly string[], extra: Record<string, Check> = {}): Check =>
  refine(
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
    ),
    'die-roll modifiers, each id once',
    (v, p) => {
      const seen = new Set<string>();
      (v as { id: string }[]).forEach(({ id }, i) => {
        if (seen.has(id)) fail([...p, { label: 'modifier', index: i }, 'id'], 'twice', { value: id });
        seen.add(id);
      });
    },
  );
