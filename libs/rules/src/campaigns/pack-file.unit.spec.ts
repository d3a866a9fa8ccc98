import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, chartPackHash, ChartPackInvalid, defaultChartPack } from '../charts';
import { chartPackFile, chartPackFileSchema, readChartPackFile } from './pack-file';
import { THE_HUNTED } from './the-hunted';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const huntedFile = (): Json => JSON.parse(JSON.stringify(chartPackFile(THE_HUNTED, defaultChartPack)));
const refused = (file: Json): string => {
  try {
    readChartPackFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartPackInvalid);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

/** The same object with every key order reversed. */
const reversed = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(reversed);
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((key) => [key, reversed((value as Record<string, unknown>)[key])]),
  );
};

describe('a chart pack file (docs/chart-packs/README.md)', () => {
  it("reads The Hunted's built-in pack back to the same charts and the hash careers record", () => {
    const { campaign, pack, hash } = readChartPackFile(huntedFile());
    expect(campaign).toBe(THE_HUNTED);
    expect(hash).toBe(chartPackHash(defaultChartPack));
    expect(JSON.stringify(pack)).toBe(JSON.stringify(defaultChartPack));
  });

  it('takes the built-in key order whatever order the file has: events quote chart rows byte for byte', () => {
    const { pack, hash } = readChartPackFile(reversed(huntedFile()));
    expect(hash).toBe(chartPackHash(defaultChartPack));
    expect(JSON.stringify(pack)).toBe(JSON.stringify(defaultChartPack));
  });

  it('refuses a file without its envelope, or for a campaign it does not know', () => {
    const file = huntedFile();
    expect(refused({ ...file, format: 'other' })).toBe('format: must be periscope-chart-pack');
    expect(refused({ ...file, formatVersion: 2 })).toBe('formatVersion: must be 1');
    expect(refused({ ...file, campaign: 'the-hunters' })).toBe(
      'campaign: must be one of the-hunted, beneath-the-med',
    );
    expect(refused([])).toBe('pack: must be an object');
  });

  it("refuses periods of the Knight's Cross out of date order (11.3.1 lowers the tonnage as time goes on)", () => {
    const file = huntedFile();
    file.M5.knightsCrossTons.reverse();
    expect(refused(file)).toMatch(/^M5 period 2: from must be at least 1944-\d\d \(period 1\)$/);
  });

  it('is described by docs/chart-packs/the-hunted.schema.json, generated from the checks of the loader', () => {
    const file = JSON.parse(
      readFileSync(join(__dirname, '../../../../docs/chart-packs/the-hunted.schema.json'), 'utf8'),
    );
    expect(canonicalJson(file)).toBe(
      canonicalJson(JSON.parse(JSON.stringify(chartPackFileSchema(THE_HUNTED)))),
    );
  });
});
