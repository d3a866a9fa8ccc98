import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { chartPackFile, readChartPackFile, type LoadedPack } from '@periscope/rules';
import { refuse } from '../usage-words';

/** Where `periscope charts import` keeps packs, one file per pack named by its hash: $PERISCOPE_CHART_PACKS or ~/.periscope/chart-packs. */
export const packStoreDir = (): string =>
  process.env.PERISCOPE_CHART_PACKS ?? join(homedir(), '.periscope', 'chart-packs');

/** A pack file read from disk and checked; a file that cannot be read or parsed is a UsageError. */
export function readPackFile(file: string): LoadedPack {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw refuse('unreadable', file, (error as Error).message);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw refuse('notJson', file, (error as Error).message);
  }
  return readChartPackFile(json);
}

/** Stores a checked pack under its hash; false when that pack was already there. */
export function storePack(loaded: LoadedPack, dir: string): { file: string; added: boolean } {
  const file = join(dir, `${loaded.hash}.json`);
  if (existsSync(file)) return { file, added: false };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(chartPackFile(loaded.campaign, loaded.pack), null, 2)}\n`);
  return { file, added: true };
}

/** A pack named by a file path, or by the hash of a pack imported into dir. */
export function findPack(ref: string, dir: string): LoadedPack {
  const stored = join(dir, `${ref}.json`);
  return readPackFile(/^[0-9a-f]{64}$/.test(ref) && existsSync(stored) ? stored : ref);
}
