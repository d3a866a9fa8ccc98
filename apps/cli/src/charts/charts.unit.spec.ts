import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportCareer, recordCommands, toNdjson } from '@periscope/audit';
import { chartPackHash, defaultChartPack, loadChartPack, playCareer, POLICIES } from '@periscope/rules';
import { captured } from '../captured.test-support';
import { main } from '../main';

const run = (...argv: string[]) => captured(() => main(argv));
const dir = mkdtempSync(join(tmpdir(), 'periscope-charts-'));
const path = (name: string) => join(dir, name);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let template: Json;
const packWith = (name: string, change: (pack: Json) => void): string => {
  const pack = JSON.parse(JSON.stringify(template));
  change(pack);
  writeFileSync(path(name), JSON.stringify(pack));
  return path(name);
};

beforeAll(async () => {
  expect((await run('charts', 'export', '--out', path('hunted.json'))).code).toBe(0);
  template = JSON.parse(readFileSync(path('hunted.json'), 'utf8'));
});

describe('periscope charts validate', () => {
  it("accepts The Hunted's built-in pack as exported, and names its hash: the one careers record", async () => {
    const { code, stdout } = await run('charts', 'validate', path('hunted.json'));
    expect(code).toBe(0);
    expect(stdout).toBe(
      `valid: The Hunted chart pack, version 1.0.0, sha256 ${chartPackHash(defaultChartPack)}\n`,
    );
  });

  it.each([
    ['a missing chart', (p: Json) => delete p.M3, 'M3: is missing'],
    [
      'a hole in a dice range',
      (p: Json) => p.E2.rows.splice(1, 1),
      'E2 row 2: 6 is not covered (gap after row 1)',
    ],
    [
      'a hole in a column of a chart',
      (p: Json) => p.E1.columns.atlantic.rows.splice(4, 1),
      'E1.columns.atlantic row 5: ',
    ],
    [
      'a value out of range',
      (p: Json) => (p.T1.rows[2].tonnage = 99),
      'T1 row 3: tonnage must be at least 100',
    ],
    [
      'a value of the wrong type',
      (p: Json) => (p.E2.modifiers[3].value = '1'),
      'E2 modifier 4: value must be an integer',
    ],
    [
      'a value that breaks the order the rules imply (more damage for larger ships)',
      (p: Json) => (p.U4.sinkPoints[2].points = 1),
      'U4 band 3: points must be at least 2 (band 2)',
    ],
    ['an unknown chart', (p: Json) => (p.Z9 = {}), 'Z9: is not a known chart'],
    ['a file of no known format', (p: Json) => delete p.format, 'format: must be periscope-chart-pack'],
  ])('refuses %s, naming the chart, row and column', async (_defect, change, message) => {
    const { code, stderr } = await run('charts', 'validate', packWith('broken.json', change));
    expect(code).toBe(1);
    expect(stderr).toContain(`periscope charts: ${path('broken.json')}: ${message}`);
  });

  it('says a file that is not JSON is a usage error', async () => {
    writeFileSync(path('text.json'), 'not json');
    const { code, stderr } = await run('charts', 'validate', path('text.json'));
    expect(code).toBe(2);
    expect(stderr).toContain('is not JSON');
  });
});

describe('periscope charts import', () => {
  it('stores a pack under its hash once, as a file that validates again to the same hash', async () => {
    const file = packWith('owner.json', (p) => (p.T1.rows[0].tonnage += 100));
    const first = await run('charts', 'import', file, '--into', path('store'));
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^imported: The Hunted chart pack, version 1\.0\.0, sha256 [0-9a-f]{64}\n/);
    const stored = first.stdout.split('\n')[1].trim();
    const again = await run('charts', 'import', file, '--into', path('store'));
    expect(again.stdout).toMatch(/^already imported: /);
    const revalidated = await run('charts', 'validate', stored);
    expect(revalidated.stdout).toBe(first.stdout.split('\n')[0].replace('imported', 'valid') + '\n');
    const hash = / sha256 ([0-9a-f]{64})\n/.exec(first.stdout)?.[1];
    expect(stored).toBe(join(path('store'), `${hash}.json`));
    expect(hash).not.toBe(chartPackHash(defaultChartPack)); // another tonnage, another pack
  });

  it('refuses a broken pack and stores nothing', async () => {
    const { code } = await run(
      'charts',
      'import',
      packWith('bad.json', (p) => delete p.T2),
      '--into',
      path('none'),
    );
    expect(code).toBe(1);
    expect(() => readFileSync(path('none'))).toThrow();
  });
});

describe('periscope audit --charts', () => {
  // An owner's pack that plays differently: every tonnage of T1 100 t more.
  const owner = loadChartPack(
    (() => {
      const pack = JSON.parse(JSON.stringify(defaultChartPack));
      for (const row of pack.T1.rows) row.tonnage += 100;
      return pack;
    })(),
  );
  const seeds = { serverSeed: 'owner-pack', playerSeed: 'bot' };
  const played = playCareer(POLICIES.aggressive, { ...seeds, charts: owner });
  const events = recordCommands(played.commands, seeds, owner);
  let exported: string;
  let ownerFile: string;
  beforeAll(() => {
    exported = path('owner-career.ndjson');
    writeFileSync(exported, toNdjson(exportCareer({ careerId: 'owner', events, seeds })));
    ownerFile = packWith('owner-pack.json', (p) => p.T1.rows.forEach((r: Json) => (r.tonnage += 100)));
  });

  it('fails the replay of a career decided with another pack, saying so', async () => {
    const { code, stdout } = await run('audit', exported, '--threads', '1');
    expect(code).toBe(1);
    expect(stdout).toContain('the export was decided with a chart pack this verifier does not hold');
  });

  it('replays it with that pack, given as a file or by the hash it was imported under', async () => {
    const byFile = await run('audit', exported, '--threads', '1', '--charts', ownerFile);
    expect(byFile.code).toBe(0);
    process.env.PERISCOPE_CHART_PACKS = path('audit-store');
    try {
      await run('charts', 'import', ownerFile);
      const byHash = await run('audit', exported, '--threads', '1', '--charts', chartPackHash(owner));
      expect(byHash.code).toBe(0);
    } finally {
      delete process.env.PERISCOPE_CHART_PACKS;
    }
  });
});
