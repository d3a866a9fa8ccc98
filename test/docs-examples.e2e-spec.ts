import './support/memory-store.env';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { commitment } from '@periscope/rules';
import request from 'supertest';
import { e2eApp } from './support/e2e-app';

// Every shell example of README.md and docs/*.md runs here, line by line, in bash with the real curl, against a
// server on a free port, so that a stale example fails CI. A line is run as written, but for
// `localhost:3000` (the test's server), `<id>` after careers/, games/ or tournaments/ (one made for the test)
// and the variables the docs say to keep from an answer (careerId → ID, seatToken → TOKEN, tournamentId → T,
// organiserToken → ORGANISER). A curl line must answer 2xx. A line that needs what CI cannot give is listed below
// with its reason; any other line that is not curl, a variable or a comment fails the test: run it or list it.

const ROOT = join(__dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { withFileTypes: true })
    .filter((entry) => entry.isFile()) // docs/chart-packs/ and docs/screenshots/ are folders
    .map((entry) => `docs/${entry.name}`),
];

/** Lines not run here, and why. */
const NOT_RUN: readonly (readonly [RegExp, string])[] = [
  [/\[--/, 'a synopsis: what is between [ ] is optional (the same command is run without them)'],
  [/^npm (ci|start|test)\b/, 'installs, builds or tests the whole project: CI does that itself'],
  [/^npm run bench:/, 'a benchmark: minutes of a 2-core machine, never in CI (README "Benchmarks")'],
  [/^(npx )?periscope (play|simulate)\b/, 'plays careers in the terminal: apps/cli play and simulate tests'],
  [/^(npx )?periscope --(help|version)\b/, "the CLI's help and version: apps/cli/src/main.unit.spec.ts"],
  [
    /^EVENT_STORE=\w+ .*npm start$/,
    'a server on another store: test/server-process.e2e-spec.ts starts real ones',
  ],
  [/^docker compose\b/, 'Docker cannot run on CI: apps/server/src/config/docker-compose.unit.spec.ts'],
  [
    /^cp \.env\.example \.env\b/,
    "the deployment's env file, for docker compose: the same spec reads .env.example",
  ],
  [/^node examples\/spectate\.mjs\b/, 'a spectator that runs until Ctrl-C: test/live.e2e-spec.ts'],
];

/** What an answer's fields are kept as (the docs' own names). */
const KEPT: Readonly<Record<string, string>> = {
  careerId: 'ID',
  seatToken: 'TOKEN',
  tournamentId: 'T',
  organiserToken: 'ORGANISER',
};

interface Example {
  readonly file: string;
  readonly line: number;
  readonly command: string;
}

/** The commands of a file's shell blocks: continuations joined, comments and blank lines dropped. */
function examplesOf(file: string, text: string): Example[] {
  const examples: Example[] = [];
  let shell = false;
  let fenced = false;
  let pending: { line: number; command: string } | undefined;
  text.split('\n').forEach((raw, index) => {
    const fence = /^```(\w*)/.exec(raw);
    if (fence) {
      shell = !fenced && ['bash', 'sh', 'shell'].includes(fence[1]);
      fenced = !fenced;
      return;
    }
    if (!shell) return;
    const text = pending ? `${pending.command}\n${raw}` : raw.trim();
    const line = pending?.line ?? index + 1;
    // A line ending in \ goes on; so does a quoted argument over several lines (an odd number of ').
    const quotes = (text.match(/'/g) ?? []).length;
    if (text.endsWith('\\') || quotes % 2 === 1) return void (pending = { line, command: text });
    pending = undefined;
    const command = text.trim();
    if (command && !command.startsWith('#')) examples.push({ file, line, command });
  });
  return examples;
}

interface Shell {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const bash = (script: string, cwd: string, env: Record<string, string>) =>
  new Promise<Shell>((resolve) =>
    execFile('bash', ['-c', script], { cwd, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );

const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S.*)$/;

describe('the examples of README.md and docs/*.md run', () => {
  let app: INestApplication;
  let cwd: string;
  const vars: Record<string, string> = {};

  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.listen(0, '127.0.0.1');
    cwd = mkdtempSync(join(tmpdir(), 'periscope-docs-'));
    const http = app.getHttpServer();
    const start = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Docs' };
    vars.CAREER = (await request(http).post('/api/careers').send(start).expect(201)).body.careerId;
    const seed = randomBytes(32).toString('hex');
    const game = { ...start, seedCommitment: commitment(seed) };
    vars.GAME = (await request(http).post('/api/games').send(game).expect(201)).body.gameId;
    const cup = {
      name: 'Docs Cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    };
    vars.TOURNAMENT = (await request(http).post('/api/tournaments').send(cup).expect(201)).body.tournamentId;
  });
  afterAll(async () => {
    await app.close();
    rmSync(cwd, { recursive: true, force: true });
  });

  const examples = DOCS.flatMap((file) => examplesOf(file, readFileSync(join(ROOT, file), 'utf8')));

  it('finds the examples (the extraction itself works)', () => {
    expect(examples.filter((e) => e.command.startsWith('curl')).length).toBeGreaterThanOrEqual(9);
    expect(examples.map((e) => e.file)).toEqual(expect.arrayContaining(['README.md', 'docs/tournaments.md']));
  });

  it.each(examples.map((e) => [`${e.file}:${e.line}`, e] as const))('%s', async (_where, example) => {
    const { command } = example;
    const excused = NOT_RUN.find(([pattern]) => pattern.test(command));
    if (excused)
      return void console.log(`not run: ${example.file}:${example.line} ${command}: ${excused[1]}`);
    const assignment = ASSIGNMENT.exec(command);
    if (assignment && !/\s(curl|npm|node)\s/.test(command)) {
      const set = await bash(`${command}\nprintf %s "$${assignment[1]}"`, cwd, vars);
      expect(set).toMatchObject({ code: 0, stderr: '' });
      vars[assignment[1]] = set.stdout;
      return;
    }
    expect(command).toMatch(/^(curl|(npx )?periscope audit) /); // run it here, or list it in NOT_RUN with a reason
    if (!command.startsWith('curl')) return runAudit(command);
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1').replace(/^http:\/\//, '');
    const script = command
      .replace(/^curl /, `curl -w '%{stderr}%{http_code}' `)
      .replaceAll('localhost:3000', url)
      .replace(
        /\/(careers|games|tournaments)\/<id>/g,
        (_m, kind: string) => `/${kind}/$${placeholder(kind)}`,
      );
    const answer = await bash(script, cwd, vars);
    expect({ command, code: answer.code, status: answer.stderr }).toEqual({
      command,
      code: 0,
      status: expect.stringMatching(/^2\d\d$/),
    });
    keep(answer.stdout);
  });

  /** `periscope audit <file>` on the export an earlier example saved: the CLI from its sources, exit 0. */
  async function runAudit(command: string) {
    const cli = `node ${JSON.stringify(join(ROOT, 'bin/periscope.js'))}`;
    const answer = await bash(command.replace(/^(npx )?periscope/, cli), cwd, vars);
    expect({ command, code: answer.code, stderr: answer.stderr }).toEqual({
      command,
      code: 0,
      stderr: expect.any(String),
    });
  }

  function keep(stdout: string) {
    let body: unknown;
    try {
      body = JSON.parse(stdout);
    } catch {
      return; // NDJSON, CSV…
    }
    if (typeof body !== 'object' || body === null) return;
    for (const [field, name] of Object.entries(KEPT)) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string') vars[name] = value;
    }
  }
});

describe('what the README says of the project', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('offers it under the licence of its LICENSE file, as package.json says (SPDX id)', () => {
    const license = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    const spdx = /^MIT License\n/.test(license) ? 'MIT' : 'unknown';
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { license?: string };
    expect(pkg.license).toBe(spdx);
    expect(readme).toContain(`"license": "${spdx}"`);
  });

  it('points at files that exist for the reconstructed game data', () => {
    const section = readme.slice(readme.indexOf('## Where the game data comes from'));
    const paths = [...section.slice(0, section.indexOf('\n## ', 5)).matchAll(/`(libs\/[^`]+\.ts)`/g)];
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const [, path] of paths)
      expect(readdirSync(join(ROOT, path, '..'))).toContain(path.split('/').at(-1));
  });
});

const placeholder = (kind: string) => ({ careers: 'CAREER', games: 'GAME' })[kind] ?? 'TOURNAMENT';
