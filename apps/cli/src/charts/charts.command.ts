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
import { COMMAND_USAGES } from '../command-usages';
import { cliLanguage, type CliLanguage } from '../language';
import { refuse } from '../usage-words';
import { CHARTS_WORDS, refusal } from './charts-words';
import { packStoreDir, readPackFile, storePack } from './pack-store';

/** The options of `charts validate`, `import` and `export` in the reader's language (command-usages.ts). */
export function chartsUsage(command: 'validate' | 'import' | 'export', language: CliLanguage): string {
  const usages = COMMAND_USAGES[language];
  if (command === 'validate') return usages.chartsValidate;
  return command === 'import' ? usages.chartsImport : usages.chartsExport(CAMPAIGN_IDS[0]);
}

/** `--lang`: the help and the usage errors follow it (main.ts); an unknown one is refused. */
const lang = { type: 'string' } as const;

const describe = ({ campaign, pack, hash }: LoadedPack, language: CliLanguage): string =>
  CHARTS_WORDS[language].pack(campaign.name, (pack as { version: string }).version, hash);

/** Runs a check of a pack file; a defect is printed in the reader's language (exit 1). */
function checked(file: string, language: CliLanguage, then: (loaded: LoadedPack) => number): number {
  let loaded: LoadedPack;
  try {
    loaded = readPackFile(file);
  } catch (error) {
    if (!(error instanceof ChartPackInvalid)) throw error;
    process.stderr.write(`periscope charts: ${file}: ${refusal(error, language)}\n`);
    return 1;
  }
  return then(loaded);
}

const onePositional = (positionals: string[]): string => {
  if (positionals.length !== 1) throw refuse('onePack', String(positionals.length));
  return positionals[0];
};

/** `periscope charts validate`. */
export async function validateCharts(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { lang },
    strict: true,
    allowPositionals: true,
  });
  const language = cliLanguage(values.lang);
  const file = onePositional(positionals);
  return checked(file, language, (loaded) => {
    process.stdout.write(`${CHARTS_WORDS[language].valid}: ${describe(loaded, language)}\n`);
    return 0;
  });
}

/** `periscope charts import`. */
export async function importCharts(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { into: { type: 'string' }, lang },
    strict: true,
    allowPositionals: true,
  });
  const language = cliLanguage(values.lang);
  const file = onePositional(positionals);
  if (values.into === '') throw refuse('needsDirectory', '--into');
  return checked(file, language, (loaded) => {
    const stored = storePack(loaded, values.into ?? packStoreDir());
    const w = CHARTS_WORDS[language];
    process.stdout.write(
      `${stored.added ? w.imported : w.already}: ${describe(loaded, language)}\n  ${stored.file}\n`,
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
      lang,
    },
    strict: true,
    allowPositionals: false,
  });
  cliLanguage(values.lang);
  if (!CAMPAIGN_IDS.includes(values.campaign as CampaignId))
    throw refuse('takes', '--campaign', CAMPAIGN_IDS.join(', '), values.campaign);
  const campaign = campaignById(values.campaign as CampaignId);
  const json = values.schema
    ? chartPackFileSchema(campaign)
    : chartPackFile(campaign, campaign.charts.builtIn);
  const text = `${JSON.stringify(json, null, 2)}\n`;
  if (values.out === undefined) process.stdout.write(text);
  else writeFileSync(values.out, text);
  return 0;
}
