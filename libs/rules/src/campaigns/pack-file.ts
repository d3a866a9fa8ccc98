import { canonicalJson, ChartPackInvalid } from '../charts';
import type { JsonSchema } from '../charts/schema';
import { CAMPAIGN_IDS, type CampaignId, type CampaignRuleset } from './campaign';
import { campaignById } from './registry';
import { reason } from '../charts/pack-reasons';

/**
 * A chart pack file (docs/chart-packs/README.md): one JSON object, the envelope (`format`, `formatVersion`,
 * `campaign`, optionally `$schema`) beside the campaign's charts. The envelope says how to read the charts; the
 * pack's identity, its hash, is the charts' alone.
 */
export const PACK_FORMAT = 'periscope-chart-pack';
export const PACK_FORMAT_VERSION = 1;

const ENVELOPE = ['$schema', 'format', 'formatVersion', 'campaign'] as const;

/** A pack file read and checked: the campaign it is for, its charts (frozen) and their hash. */
export interface LoadedPack<P = unknown> {
  readonly campaign: CampaignRuleset<P>;
  readonly pack: P;
  readonly hash: string;
}

/** Reads a parsed pack file: the envelope, then every chart and cell by the campaign's loader. Throws ChartPackInvalid. */
export function readChartPackFile(raw: unknown): LoadedPack {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ChartPackInvalid([], reason('object'));
  const file = raw as Record<string, unknown>;
  if (file.format !== PACK_FORMAT)
    throw new ChartPackInvalid(['format'], reason('exactly', { value: PACK_FORMAT }));
  if (file.formatVersion !== PACK_FORMAT_VERSION)
    throw new ChartPackInvalid(['formatVersion'], reason('exactly', { value: PACK_FORMAT_VERSION }));
  if (!CAMPAIGN_IDS.includes(file.campaign as CampaignId))
    throw new ChartPackInvalid(['campaign'], reason('oneOf', { values: CAMPAIGN_IDS.join(', ') }));
  const campaign = campaignById(file.campaign as CampaignId);
  const charts = Object.fromEntries(
    Object.entries(file).filter(([key]) => !(ENVELOPE as readonly string[]).includes(key)),
  );
  const pack = campaign.charts.load(orderedLike(charts, campaign.charts.builtIn));
  return { campaign, pack, hash: campaign.charts.hash(pack) };
}

/**
 * The value with the keys of every object in the order of the same place in `reference` (then any others,
 * sorted). Events quote chart rows as they are, so two files with the same charts in another key order must give
 * the same bytes, as they give the same hash.
 */
function orderedLike(value: unknown, reference: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = Array.isArray(reference) ? reference : [];
    return value.map((item, i) => orderedLike(item, items[i] ?? items[0]));
  }
  const ref =
    typeof reference === 'object' && reference !== null ? (reference as Record<string, unknown>) : {};
  const own = value as Record<string, unknown>;
  const keys = [
    ...Object.keys(ref).filter((key) => key in own),
    ...Object.keys(own)
      .filter((key) => !(key in ref))
      .sort(),
  ];
  return Object.fromEntries(keys.map((key) => [key, orderedLike(own[key], ref[key])]));
}

/** The file of a campaign's pack, its keys in the pack's order: what `periscope charts export` writes. */
export function chartPackFile<P>(campaign: CampaignRuleset<P>, pack: P): Record<string, unknown> {
  return {
    $schema: schemaFileName(campaign.id),
    format: PACK_FORMAT,
    formatVersion: PACK_FORMAT_VERSION,
    campaign: campaign.id,
    ...(pack as unknown as Record<string, unknown>),
  };
}

export const schemaFileName = (id: CampaignId): string => `${id}.schema.json`;

/** The JSON Schema (draft 2020-12) of a campaign's pack files: docs/chart-packs/<campaign>.schema.json. */
export function chartPackFileSchema<P>(campaign: CampaignRuleset<P>): JsonSchema {
  const { properties, required } = campaign.charts.jsonSchema();
  return sharedDefs({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaFileName(campaign.id),
    title: `periscope chart pack: ${campaign.name}`,
    description:
      `Every chart of ${campaign.name} as data, each value with its source. Format ${PACK_FORMAT} ` +
      `${PACK_FORMAT_VERSION} (docs/chart-packs/README.md). The loader checks more than this schema can say ` +
      '(dice coverage, values that must add up or go upwards): the description of each part says what.',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      format: { const: PACK_FORMAT },
      formatVersion: { const: PACK_FORMAT_VERSION },
      campaign: { const: campaign.id },
      ...properties,
    },
    required: ['format', 'formatVersion', 'campaign', ...required],
    additionalProperties: false,
  });
}

const SHARED_FROM_CHARS = 120;

/**
 * The schema with each part that appears more than once (a roll table's row, a modifier, a provenance) written
 * once under `$defs` and referred to by `$ref`: the same schema, a readable size. Deterministic: parts are named
 * `part-1`, `part-2`, … in the order they are first met.
 */
function sharedDefs(schema: JsonSchema): JsonSchema {
  const counts = new Map<string, number>();
  const count = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    Object.values(node).forEach(count);
    if (Array.isArray(node)) return;
    const key = canonicalJson(node);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  count(schema);
  const defs: Record<string, unknown> = {};
  const names = new Map<string, string>();
  const rewrite = (node: unknown, top = false): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map((x) => rewrite(x));
    const key = canonicalJson(node);
    if (!top && key.length >= SHARED_FROM_CHARS && (counts.get(key) ?? 0) > 1) {
      let name = names.get(key);
      if (name === undefined) {
        name = `part-${names.size + 1}`;
        names.set(key, name);
        defs[name] = rewrite(node, true);
      }
      return { $ref: `#/$defs/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewrite(v)]));
  };
  const body = rewrite(schema, true) as JsonSchema;
  return { ...body, $defs: defs };
}
