import fc from 'fast-check';
import { badId, badToken, encodePathSegment, hostileValue, mutated } from './hostile-values';

// Malformed requests for every route of the OpenAPI document (/api/docs/openapi.json).

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Route {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  body?: Record<string, unknown>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the fuzzer knows of the server: ids that exist and tokens that are valid for something. */
export interface Known {
  ids: string[];
  tokens: string[];
}

export function routesOf(doc: OpenApiDocument): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        ...(schema && { body: exampleOf(schema, doc) as Record<string, unknown> }),
      };
    }),
  );
}

/** A plausible value of a schema, from its examples and enums: the start the mutations break. */
function exampleOf(schema: Schema, doc: OpenApiDocument, depth = 0): unknown {
  if (schema.$ref) return exampleOf(doc.components.schemas[schema.$ref.split('/').pop()!], doc, depth);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (depth > 4) return undefined;
  switch (schema.type) {
    case 'string':
      return 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [exampleOf(schema.items, doc, depth + 1)] : [];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, exampleOf(s, doc, depth + 1)]),
      );
  }
}

const pathValue = (known: Known) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known.ids), weight: 2 },
    { arbitrary: badId.map(encodePathSegment), weight: 2 },
    { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', 'a%2Fb'), weight: 1 }, // malformed escapes
  );

const queryOf = (names: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...names, 'unknown', '__proto__'),
        hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`))
    .filter((q) => q.length < 12_000);

const bodyOf = (route: Route) => {
  const valid = route.body ?? {};
  const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' });
  return fc.oneof(
    { arbitrary: mutated(valid).map(json), weight: 6 },
    { arbitrary: hostileValue.map(json), weight: 2 },
    { arbitrary: fc.constant(json(valid)), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        { type: 'application/json', text: '{"a":' },
        { type: 'application/json', text: '' },
        { type: 'application/json', text: '\u0000' },
        { type: 'application/x-www-form-urlencoded', text: 'a=1&b[c]=2' },
        { type: 'text/plain', text: JSON.stringify(valid) },
        { type: 'application/json; charset=utf-16', text: JSON.stringify(valid) },
      ),
      weight: 1,
    },
  );
};

/** A malformed request for a route: bad ids, bad query, a broken body, a bad or a stranger's token. */
export function malformedRequest(route: Route, known: Known): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc
    .record({
      params: fc.tuple(...route.pathParams.map(() => pathValue(known))),
      query: route.query.length > 0 ? queryOf(route.query) : fc.constant(''),
      body: hasBody
        ? bodyOf(route).map((b) => b as { type: string; text: string } | undefined)
        : fc.constant(undefined),
      auth: fc.option(fc.oneof(badToken, fc.constantFrom(...known.tokens.map((t) => `Bearer ${t}`))), {
        nil: undefined,
      }),
    })
    .map(({ params, query, body, auth }) => {
      let path = route.path;
      route.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, params[i])));
      return {
        method: route.method,
        url: `${path}${query}`,
        headers: { ...(auth && { authorization: auth }), ...(body && { 'content-type': body.type }) },
        ...(body && { body: body.text }),
      };
    });
}

/** Values every field of every body is set to in turn by fieldSweep. */
const SWEPT: readonly unknown[] = [
  null,
  [],
  {},
  -1,
  1.5,
  true,
  '',
  'x'.repeat(40_000),
  JSON.parse('['.repeat(40) + ']'.repeat(40)),
];

/**
 * Every field of a route's body left out, then set to each value of SWEPT, the rest as the document's example:
 * systematic where malformedRequest is random. `ids` names each path parameter's real value.
 */
export function fieldSweep(route: Route, ids: (name: string) => string, token: string): FuzzRequest[] {
  if (!route.body) return [];
  let path = route.path;
  for (const name of route.pathParams) path = path.replace(`{${name}}`, ids(name));
  const bodies = Object.keys(route.body).flatMap((key) => {
    const { [key]: _left, ...without } = route.body!;
    return [without, ...SWEPT.map((value) => ({ ...route.body, [key]: value }))];
  });
  return bodies.map((body) => ({
    method: route.method,
    url: path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }));
}
