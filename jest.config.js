// Three tiers (aesthetics §3.17): unit (pure, in memory), int (real stores), e2e (a running server).
const swc = ['@swc/jest', JSON.parse(require('fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'))];
const moduleNameMapper = {
  '^@periscope/(rules|event-store|play|audit)$': '<rootDir>/libs/$1/src',
  '^@periscope/(rules|event-store|play|audit)/(.*)$': '<rootDir>/libs/$1/src/$2',
};
const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  testMatch,
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  ...extra,
});

module.exports = {
  // A slow, shared 2-core machine runs an e2e game in 4-5 s: the default 5 s would fail it. Speed is measured by
  // the benchmarks (npm run bench:*), never by a test's timeout.
  testTimeout: 30_000,
  projects: [
    project('unit', ['<rootDir>/{apps,libs}/**/*.unit.spec.ts']),
    project('int', ['<rootDir>/{apps,libs}/**/*.int.spec.ts']),
    project('e2e', ['<rootDir>/test/**/*.e2e-spec.ts']),
  ],
};
