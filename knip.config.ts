// Dead exports and unused files (issue 18 §3), run by `npm run lint`. Entry points are what starts a program or a
// test: each finds the files it reaches; an export nothing reaches is dead and goes, or stops being exported.
const config = {
  entry: [
    // A library's index is its public API (libs/audit is also read by the browser's audit and by `periscope audit`).
    'libs/*/src/index.ts',
    'apps/server/src/main.ts',
    'apps/cli/src/main.ts',
    // Started by file name, not imported: worker threads and the benches' child processes.
    'apps/server/src/audit/audit-runner.worker.ts',
    'libs/audit/src/parallel/audit-worker.ts',
    'apps/cli/src/bench/memory-child.ts',
    'apps/cli/src/bench/bench-*-clients.ts',
    'apps/cli/src/bench/peers/*.ts',
    'libs/event-store/test/*.ts',
    // The browser's stand-ins for node modules, put in place by Vite's aliases (apps/web/vite.config.mts).
    'apps/web/src/audit/node/*.ts',
    'bench/**/*.ts',
    'test/**/*.ts',
    '{apps,libs}/**/*.spec.{ts,tsx}',
  ],
  project: ['{apps,libs,test,bench}/**/*.{ts,tsx,mts}'],
  // An export its own file uses is not dead code.
  ignoreExportsUsedInFile: true,
  // The cluster tests start the machine's redis-server when it is there (test/support/cluster-redis.ts).
  ignoreBinaries: ['redis-server'],
  // Named by nest-cli.json for `nest generate`, which the build never runs.
  ignoreDependencies: ['@nestjs/schematics'],
};

export default config;
