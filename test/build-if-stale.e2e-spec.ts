import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// `npm start` builds only what is missing or older than its sources (bin/build-if-stale.js, the prestart).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { staleTargets } = require('../bin/build-if-stale.js') as {
  staleTargets: (root: string) => { name: string }[];
};

describe('npm start builds only what is stale', () => {
  let root: string;
  /** Writes a file with a modification time of `at` seconds since the epoch (fixed: no clock involved). */
  const file = (path: string, at: number) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, at, at);
  };
  const stale = () => staleTargets(root).map((target) => target.name);
  const SOURCES = [
    'apps/server/src/main.ts',
    'apps/cli/src/main.ts',
    'apps/web/src/main.tsx',
    'libs/rules/src/index.ts',
    'tsconfig.json',
    'nest-cli.json',
    'package.json',
    'package-lock.json',
  ];
  const OUTPUTS = [
    'dist/apps/server/apps/server/src/main.js',
    'dist/apps/cli/apps/cli/src/main.js',
    'dist/web/index.html',
  ];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'periscope-build-'));
    for (const source of SOURCES) file(source, 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds everything on a fresh clone (no dist)', () => {
    expect(stale()).toEqual(['server', 'cli', 'web']);
  });

  it('builds nothing when every output is newer than its sources', () => {
    for (const output of OUTPUTS) file(output, 2_000);
    expect(stale()).toEqual([]);
  });

  it('rebuilds only what a changed source goes into', () => {
    for (const output of OUTPUTS) file(output, 2_000);
    file('apps/web/src/lobby/lobby.tsx', 3_000);
    expect(stale()).toEqual(['web']);
    file('apps/server/src/health/health.controller.ts', 3_000);
    expect(stale()).toEqual(['server', 'web']);
    file('libs/rules/src/career/decide.ts', 3_000);
    expect(stale()).toEqual(['server', 'cli', 'web']);
  });

  it('rebuilds after an install (package-lock.json) and a missing output', () => {
    for (const output of OUTPUTS) file(output, 2_000);
    rmSync(join(root, 'dist/web'), { recursive: true });
    expect(stale()).toEqual(['web']);
    file('package-lock.json', 3_000);
    expect(stale()).toEqual(['server', 'cli', 'web']);
  });

  it('ignores tests: a changed spec rebuilds nothing', () => {
    for (const output of OUTPUTS) file(output, 2_000);
    file('libs/rules/src/career/decide.unit.spec.ts', 3_000);
    file('apps/server/src/x.e2e-spec.ts', 3_000);
    expect(stale()).toEqual([]);
  });
});
