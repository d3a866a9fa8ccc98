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
  projects: [
    project('unit', ['<rootDir>/{apps,libs}/**/*.unit.spec.ts']),
    project('int', ['<rootDir>/{apps,libs}/**/*.int.spec.ts']),
    project('e2e', ['<rootDir>/test/**/*.e2e-spec.ts']),
  ],
};
