/**
 * Import rules for every package (ARCHITECTURE.md "Dependency direction"). `npm run lint` runs
 * `depcruise apps libs test bench`. Type-only imports count: a cycle held together by `import type` still ties
 * the files together.
 */
const LIB = '^libs/';
const CAREER = '^libs/rules/src/career/';
/**
 * The career's rulebook parts, lowest first (ARCHITECTURE.md "The career's rulebook parts"): each may import the
 * parts before it and the model, never one after it. common/ is the floor every part shares. A spec may set up
 * its state with any part.
 */
const RULEBOOK_PARTS = ['common', 'damage', 'options', 'port', 'patrol', 'special', 'combat'];
const rulebookOrder = RULEBOOK_PARTS.slice(0, -1).map((part, i) => ({
  name: `rulebook-${part}-below-${RULEBOOK_PARTS.slice(i + 1).join('-')}`,
  severity: 'error',
  comment: `The career part ${part}/ sits below ${RULEBOOK_PARTS.slice(i + 1).join(', ')}: it never imports them.`,
  from: { path: `${CAREER}${part}/`, pathNot: '\\.spec\\.ts$' },
  to: { path: `${CAREER}(${RULEBOOK_PARTS.slice(i + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file must not depend, even through types, on something that depends back on it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'career-model-below-rules',
      severity: 'error',
      comment: 'The career model (state, events, commands) reads nothing from the rules that use it.',
      from: { path: '^libs/rules/src/career/model/' },
      to: { path: '^libs/rules/src/career/', pathNot: '^libs/rules/src/career/model/' },
    },
    {
      name: 'rulebook-parts-below-decider',
      severity: 'error',
      comment:
        'No part of the rulebook depends on the whole: decide, evolve, pending and the re-roll sit on top.',
      from: { path: '^libs/rules/src/career/(model|common|patrol|combat|damage|port|special|options)/' },
      to: { path: '^libs/rules/src/career/(decide|evolve|pending|reroll|command-shape|index)\\.ts$' },
    },
    ...rulebookOrder,
    {
      name: 'libs-never-import-apps',
      severity: 'error',
      comment:
        'The libraries are below the apps: a server, the CLI or the web client may import them, never back.',
      from: { path: LIB },
      to: { path: '^apps/' },
    },
    {
      name: 'libs-never-import-tests',
      severity: 'error',
      comment:
        'The end-to-end tests and the benches use the libraries, not the other way round (a spec may share a helper).',
      from: { path: LIB, pathNot: '\\.spec\\.ts$' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'rules-import-no-other-lib',
      severity: 'error',
      comment: 'libs/rules is the game itself: pure, at the bottom, it imports no other @periscope library.',
      from: { path: '^libs/rules/' },
      to: { path: LIB, pathNot: '^libs/rules/' },
    },
    {
      name: 'audit-imports-only-rules',
      severity: 'error',
      comment: 'libs/audit checks exports with the rules alone (the deciders above plug in their verifiers).',
      from: { path: '^libs/audit/' },
      to: { path: LIB, pathNot: '^libs/(audit|rules)/' },
    },
    {
      name: 'play-imports-only-rules-and-audit',
      severity: 'error',
      comment: 'libs/play (two-player game, tournament, wolfpack) sits on the career decider and the audit.',
      from: { path: '^libs/play/' },
      to: { path: LIB, pathNot: '^libs/(play|rules|audit)/' },
    },
    {
      name: 'event-store-imports-no-game',
      severity: 'error',
      comment: 'The store keeps events of any kind: it knows nothing of the game.',
      from: { path: '^libs/event-store/' },
      to: { path: LIB, pathNot: '^libs/event-store/' },
    },
    {
      name: 'web-imports-only-pure-libs',
      severity: 'error',
      comment:
        'The browser folds the events it receives with the pure libraries (rules, play, audit): it never imports ' +
        'a store, the projections or anything of the server (ARCHITECTURE.md "Dependency direction").',
      from: { path: '^apps/web/' },
      to: { path: LIB, pathNot: '^libs/(rules|play|audit)/' },
    },
    {
      name: 'no-nest-in-libs',
      severity: 'error',
      comment: 'The libraries are plain TypeScript: Nest stays in the apps (ARCHITECTURE.md "Layout").',
      from: { path: LIB },
      to: { path: '^node_modules/@nestjs/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
