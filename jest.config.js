// Four tiers: unit (pure, in memory), web (the browser client's components in jsdom), int (real
// stores), e2e (a running server; the browser tests drive it with Debian's chromium).
const fs = require('fs');
const swcrc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const swc = ['@swc/jest', swcrc];
const swcWeb = [
  '@swc/jest',
  {
    ...swcrc,
    jsc: {
      ...swcrc.jsc,
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: 'preact' } },
    },
  },
];
const moduleNameMapper = {
  '^@periscope/(rules|event-store|play|audit|projections|client)$': '<rootDir>/libs/$1/src',
  '^@periscope/(rules|event-store|play|audit|projections)/(.*)$': '<rootDir>/libs/$1/src/$2',
};
const ESM_ONLY = '(@noble/hashes|@formatjs/[^/]+|intl-messageformat)';

// The CLI words the rules' phrases with the web client's catalogues and @formatjs/intl, which ships ES modules only
// (apps/cli/src/catalogue.ts): every tier that runs the CLI compiles it like ours.
const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  testMatch,
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc, [`/node_modules/${ESM_ONLY}/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)`],
  moduleNameMapper,
  testEnvironment: 'node',
  ...extra,
});

module.exports = {
  // A slow, shared 2-core machine runs an e2e game in 4-5 s: the default 5 s would fail it. Speed is measured by
  // the benchmarks (npm run bench:*), never by a test's timeout.
  testTimeout: 30_000,
  projects: [
    project('unit', ['<rootDir>/{apps,libs,bench}/**/*.unit.spec.ts'], {
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/apps/web/',
        '<rootDir>/bench/peers/node_modules/',
      ],
    }),
    project('web', ['<rootDir>/apps/web/**/*.spec.{ts,tsx}'], {
      // @noble/hashes (the audit's crypto shim, apps/web/src/audit) and @formatjs/intl with its ICU formatter (the
      // catalogues, apps/web/src/i18n) ship ES modules only: they are compiled like ours.
      transform: { '^.+\\.tsx?$': swcWeb, [`/node_modules/${ESM_ONLY}/.+\\.js$`]: swc },
      transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)`],
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
      moduleNameMapper: { ...moduleNameMapper, '\\.css$': '<rootDir>/apps/web/test-support/style-stub.js' },
    }),
    project('int', ['<rootDir>/{apps,libs}/**/*.int.spec.ts']),
    project('e2e', ['<rootDir>/test/**/*.e2e-spec.ts'], {
      setupFiles: ['<rootDir>/test/support/e2e-environment.ts'], // REDIS_URL only for the suites on Redis
    }),
  ],
};
