#!/usr/bin/env node
// `npm start`'s prestart: builds only what is missing or older than its sources, so a start after a build starts
// at once (a full `npm run build` takes minutes). A fresh clone has no dist: everything is built, as before.
// `node bin/build-if-stale.js --check` lists what is stale and builds nothing.
const { readdirSync, statSync } = require('node:fs');
const { delimiter, join } = require('node:path');
const { spawnSync } = require('node:child_process');

/** What depends on everything: the compiler's settings and the installed packages. */
const SHARED = ['libs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The three builds of `npm run build`: each is stale when its output is missing or older than a source. */
const TARGETS = [
  {
    name: 'server',
    output: 'dist/apps/server/apps/server/src/main.js',
    sources: ['apps/server', 'nest-cli.json', ...SHARED],
    command: 'nest build server',
  },
  {
    name: 'cli',
    output: 'dist/apps/cli/apps/cli/src/main.js',
    sources: ['apps/cli', 'nest-cli.json', ...SHARED],
    command: 'nest build cli',
  },
  {
    name: 'web',
    output: 'dist/web/index.html',
    sources: ['apps/web', ...SHARED],
    command: 'npm run build:web',
  },
];

/** Tests do not go into a build: changing one rebuilds nothing. */
const isTest = (name) => /\.(spec|e2e-spec)\.tsx?$/.test(name);

/** The newest modification time (ms) of a file, or of the files under a folder; 0 when there is none. */
function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || (entry.isFile() && isTest(entry.name))) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The targets (of `targets`, TARGETS by default) whose output under root is missing or older than a source. */
function staleTargets(root, targets = TARGETS) {
  return targets.filter((target) => {
    const built = newestMtime(join(root, target.output));
    return built === 0 || target.sources.some((source) => newestMtime(join(root, source)) > built);
  });
}

function main(argv) {
  const root = join(__dirname, '..');
  const stale = staleTargets(root);
  if (argv.includes('--check')) {
    process.stdout.write(stale.length ? `stale: ${stale.map((t) => t.name).join(' ')}\n` : 'up to date\n');
    return 0;
  }
  if (stale.length === 0) {
    process.stderr.write('build: up to date (dist is newer than every source)\n');
    return 0;
  }
  for (const target of stale) {
    process.stderr.write(`build: ${target.name} (${target.command})\n`);
    // The project's own tools (nest, vite) also when this runs outside npm.
    const PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
    const env = { ...process.env, PATH };
    const { status } = spawnSync(target.command, { cwd: root, env, stdio: 'inherit', shell: true });
    if (status !== 0) return status ?? 1;
  }
  return 0;
}

module.exports = { staleTargets, TARGETS };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
