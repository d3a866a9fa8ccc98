import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { AuditPool, NotAnExport, parseEvents } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { ChartPackInvalid, THE_HUNTED, type ChartPack } from '@periscope/rules';
import { positiveInteger } from '../options';
import { refuse } from '../usage-words';
import { findPack, packStoreDir } from '../charts/pack-store';
import { renderHtml } from './html-report';
import { asExport } from './play-log';
import { CareerLogError } from '../play/career-log';
import { AuditProgress, NO_PROGRESS } from './progress';
import { REPORT_WORDS } from './report-words';
import { renderText } from './text-report';
import { cliLanguage, type CliLanguage } from '../language';
import { PLAY_WORDS } from '../play/play-words';
import { AUDIT_WORDS, type AuditWords } from './audit-words';

export interface AuditArgs {
  file: string;
  charts?: string;
  html?: string;
  json: boolean;
  threads: number;
  progress: boolean;
  /** The report's language: --lang, else the locale (docs/i18n.md). */
  language: CliLanguage;
}

export function parseAuditArgs(args: string[]): AuditArgs {
  const { values, positionals } = parseArgs({
    args,
    options: {
      html: { type: 'string' },
      charts: { type: 'string' },
      json: { type: 'boolean', default: false },
      threads: { type: 'string', default: String(availableParallelism()) },
      progress: { type: 'boolean', default: false },
      lang: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw refuse('oneExport', String(positionals.length));
  if (values.html === '') throw refuse('needsFile', '--html');
  const threads = positiveInteger(values.threads, '--threads');
  if (values.charts === '') throw refuse('needsPack', '--charts');
  return {
    file: positionals[0],
    charts: values.charts,
    html: values.html,
    json: values.json,
    threads,
    progress: values.progress,
    language: cliLanguage(values.lang),
  };
}

/** `periscope audit`: the report on stdout, the exit code as its usage says (usage-words.ts). */
export async function audit(args: string[]): Promise<number> {
  const options = parseAuditArgs(args);
  const { file, threads } = options;
  const words = AUDIT_WORDS[options.language];
  const charts = options.charts === undefined ? undefined : huntedPack(options.charts);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return fail(words.cannotRead(file, error as NodeJS.ErrnoException));
  }
  try {
    const read = asExport(bytes, file);
    if (read.fromPlay) process.stderr.write(`periscope audit: ${words.fromPlay(file)}\n`);
    bytes = read.bytes;
  } catch (error) {
    if (error instanceof CareerLogError) return fail(PLAY_WORDS[options.language].notALog(error));
    throw error;
  }
  const pool = new AuditPool(threads);
  const progress = progressOf(options.progress, words);
  try {
    return await auditWith(pool, bytes, { ...options, charts }, progress);
  } catch (error) {
    if (error instanceof NotAnExport) return fail(words.notAnExport(file, error.message));
    throw error;
  } finally {
    progress.done();
    await pool.close();
  }
}

/** On a terminal always; elsewhere with --progress only. */
function progressOf(asked: boolean, words: AuditWords): Pick<AuditProgress, 'step' | 'done'> {
  const tty = process.stderr.isTTY === true;
  if (!tty && !asked) return NO_PROGRESS;
  return new AuditProgress((text) => process.stderr.write(text), tty, words);
}

/** The audit of the export's bytes on the pool's threads, the report written; the exit code. */
async function auditWith(
  pool: AuditPool,
  bytes: Buffer,
  { file, html, json, threads, charts, language }: Omit<AuditArgs, 'charts'> & { charts?: ChartPack },
  progress: Pick<AuditProgress, 'step'>,
): Promise<number> {
  const words = AUDIT_WORDS[language];
  const { int } = REPORT_WORDS[language];
  progress.step(words.reading(bytes.length / 1e6));
  const lines = await pool.read(bytes);
  progress.step(words.verifying(int(lines.events.length), threads));
  const report = await pool.verifyLines(lines, { verifiers: AUDIT_VERIFIERS, charts });
  progress.step(words.writing);
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderText(report, file, language));
  if (html) {
    try {
      writeFileSync(html, renderHtml(report, parseEvents(lines.events), file, language));
    } catch (error) {
      return fail(words.cannotWrite(html, error as NodeJS.ErrnoException));
    }
    process.stderr.write(`periscope audit: ${words.written(html)}\n`);
  }
  return report.ok ? 0 : 1;
}

/** The pack --charts names, checked; the careers the audit replays are The Hunted's. */
function huntedPack(ref: string): ChartPack {
  let loaded;
  try {
    loaded = findPack(ref, packStoreDir());
  } catch (error) {
    if (error instanceof ChartPackInvalid) throw refuse('invalidPack', ref, error.message);
    throw error;
  }
  if (loaded.campaign.id !== THE_HUNTED.id)
    throw refuse('otherCampaign', loaded.campaign.name, THE_HUNTED.name);
  return loaded.pack as ChartPack;
}

function fail(message: string): number {
  process.stderr.write(`periscope audit: ${message}\n`);
  return 2;
}
