import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CAMPAIGN_IDS,
  campaignById,
  chartPackFile,
  chartPackFileSchema,
  ChartPackInvalid,
  type CampaignId,
  type LoadedPack,
} from '@periscope/rules';
import { UsageError } from '../options';
import { packStoreDir, readPackFile, storePack } from './pack-store';

export const CHARTS_VALIDATE_USAGE =
  'charts validate <pack.json>\n' +
  '  Checks a chart pack file (docs/chart-packs/README.md): every chart present, every cell of the right type and\n' +
  '  range, every roll table covering its die with no gap or overlap. Prints its campaign and hash.\n' +
  '  exit 0 valid, 1 a defect (named by chart, row and column), 2 usage or a file that is not JSON';

export const CHARTS_IMPORT_USAGE =
  'charts import <pack.json> [--into <dir>]\n' +
  '  Validates a chart pack file, then stores it under its hash (sha256 of its charts) so that\n' +
  '  `periscope audit --charts <hash>` replays careers decided with it.\n' +
  '  --into  the pack store (default $PERISCOPE_CHART_PACKS, else ~/.periscope/chart-packs)\n' +
  '  exit 0 stored (or already there), 1 a defect, 2 usage';

export const CHARTS_EXPORT_USAGE =
  `charts export [--campaign ${CAMPAIGN_IDS[0]}] [--schema] [--out <file>]\n` +
  "  Writes a campaign's built-in pack as a pack file (stdout unless --out): a template to edit, or to compare.\n" +
  '  --schema  write the JSON Schema of its pack files instead (docs/chart-packs/<campaign>.schema.json)';

const describe = ({ campaign, pack, hash }: LoadedPack): string =>
  `${campaign.name} chart pack, version ${(pack as { version: string }).version}, sha256 ${hash}`;

/** Runs a check of a pack file; a defect is printed (exit 1). */
function checked(file: string, then: (loaded: LoadedPack) => number): number {
  let loaded: LoadedPack;
  try {
    loaded = readPackFile(file);
  } catch (error) {
    if (!(error instanceof ChartPackInvalid)) throw error;
    process.stderr.write(`periscope charts: ${file}: ${error.message}\n`);
    return 1;
  }
  return then(loaded);
}

const onePositional = (positionals: string[]): string => {
  if (positionals.length !== 1) throw new UsageError(`one pack file, got ${positionals.length}`);
  return positionals[0];
};

/** `periscope charts validate`. */
export async function validateCharts(args: string[]): Promise<number> {
  const { positionals } = parseArgs({ args, options: {}, strict: true, allowPositionals: true });
  const file = onePositional(positionals);
  return checked(file, (loaded) => {
    process.stdout.write(`valid: ${describe(loaded)}\n`);
    return 0;
  });
}

/** `periscope charts import`. */
export async function importCharts(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { into: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  const file = onePositional(positionals);
  if (values.into === '') throw new UsageError('--into needs a directory');
  return checked(file, (loaded) => {
    const stored = storePack(loaded, values.into ?? packStoreDir());
    process.stdout.write(
      `${stored.added ? 'imported' : 'already imported'}: ${describe(loaded)}\n  ${stored.file}\n`,
    );
    return 0;
  });
}

/** `periscope charts export`. */
export async function exportCharts(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      campaign: { type: 'string', default: CAMPAIGN_IDS[0] },
      schema: { type: 'boolean', default: false },
      out: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!CAMPAIGN_IDS.includes(values.campaign as CampaignId))
    throw new UsageError(`--campaign takes ${CAMPAIGN_IDS.join(', ')}; got ${values.campaign}`);
  const campaign = campaignById(values.campaign as CampaignId);
  const json = values.schema
    ? chartPackFileSchema(campaign)
    : chartPackFile(campaign, campaign.charts.builtIn);
  const text = `${JSON.stringify(json, null, 2)}\n`;
  if (values.out === undefined) process.stdout.write(text);
  else writeFileSync(values.out, text);
  return 0;
}
