// Dead exports and unused files, run by `npm run lint`. Entry points are what starts a program or a test: each
// finds the files it reaches; an export nothing reaches is dead and goes, or stops being exported (entry files
// included: an entry's export that nothing imports is dead too).
const project = {
  entry: [
    // A library's index is its public API (libs/audit is also read by the browser's audit and by `periscope audit`).
    'libs/*/src/index.ts',
    'apps/server/src/main.ts',
    'apps/cli/src/main.ts',
    // Started by file name, not imported: worker threads and the benches' child processes.
    'apps/server/src/audit/audit-runner.worker.ts',
    'libs/audit/src/parallel/audit-worker.ts',
    'libs/event-store/test/*.ts',
    // The browser's stand-ins for node modules, put in place by Vite's aliases (apps/web/vite.config.mts).
    'apps/web/src/audit/node/*.ts',
    // The benchmarks (bench/README.md): their programs and the child processes they start by file name.
    'bench/main.ts',
    'bench/live/command-cost.ts',
    'bench/live/join-cost.ts',
    'bench/web/bench-*.ts',
    'bench/failover/bench-failover.ts',
    'bench/store/memory-child.ts',
    'bench/*/bench-*-clients.ts',
    'bench/nodes/watchers-child.ts',
    // Loaded into a browser test's server process by node's -r (test/support/browser.ts FIXED_SERVER_SEED).
    'test/support/fixed-server-seed.ts',
    'test/**/*.e2e-spec.ts',
    '{apps,libs,bench}/**/*.spec.{ts,tsx}',
  ],
  project: ['{apps,libs,test,bench}/**/*.{ts,tsx,mts}', '!bench/peers/{boardgame-io,colyseus,emmett}.ts'],
  // The cluster tests start the machine's redis-server when it is there (test/support/cluster-redis.ts).
  ignoreBinaries: ['redis-server'],
  // Named by nest-cli.json for `nest generate`, which the build never runs.
  ignoreDependencies: ['@nestjs/schematics'],
};

const config = {
  workspaces: {
    '.': project,
    // The peers the benchmarks compare with: their own package.json, installed by `npm run bench:peers:install`;
    // their adapters are loaded by file name (bench/peers/peer-module.ts).
    'bench/peers': {
      entry: ['{boardgame-io,colyseus,emmett}.ts', '*-child.ts', '*.spec.ts'],
      project: ['**/*.ts'],
      includeEntryExports: false,
    },
  },
  // An export its own file uses is not dead code.
  ignoreExportsUsedInFile: true,
  includeEntryExports: true,
  // The stand-ins mirror the node modules they replace (Vite's aliases): their exports are the modules' shape.
  // libs/client/src/openapi.ts is generated whole by openapi-typescript (`npm run client:generate`).
  ignoreIssues: { 'apps/web/src/audit/node/*.ts': ['exports'], 'libs/client/src/openapi.ts': ['types'] },
};

export default config;
