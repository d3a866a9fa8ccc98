import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

/** Determinism is sacred in the engine: no clock, no Math.random, no I/O (ARCHITECTURE.md "The engine"). */
const pure = (files, alsoForbidden) => ({
  files,
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Dice come from a DiceSource.' },
      { object: 'Date', property: 'now', message: 'The game calendar is game state.' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date']", message: 'No clock in the engine.' },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@nestjs/*', '@periscope/event-store*', ...alsoForbidden],
            message: 'The pure libraries import no framework, no store, and the engine nothing built on it.',
          },
          {
            group: [
              'fs',
              'node:fs',
              'fs/*',
              'node:fs/*',
              'net',
              'node:net',
              'http',
              'node:http',
              'child_process',
              'node:child_process',
            ],
            message: 'No I/O in the engine.',
          },
        ],
      },
    ],
  },
});

/**
 * Comments and test titles point inside the repository (ARCHITECTURE.md, docs/, a rule number), never to a tracker
 * that is not in it: a tracker's number and section mean nothing to the next reader.
 */
const ISSUE_POINTER = /\bissues? \d+/i;
const noIssuePointers = {
  meta: { type: 'suggestion', messages: { pointer: 'Point inside the repository, not to "{{text}}".' } },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'pointer', data: { text } });
    const check = (node, value) => {
      const found = typeof value === 'string' && value.match(ISSUE_POINTER);
      if (found) report(node, found[0]);
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = comment.value.match(ISSUE_POINTER);
          if (found) context.report({ loc: comment.loc, messageId: 'pointer', data: { text: found[0] } });
        }
      },
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    plugins: { periscope: { rules: { 'no-issue-pointers': noIssuePointers } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'periscope/no-issue-pointers': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  pure(['libs/rules/src/**/*.ts'], ['@periscope/play*', '@periscope/audit*']),
  // The two-player decider (libs/play) and the audit (libs/audit) are pure on the same terms.
  pure(['libs/play/src/**/*.ts', 'libs/audit/src/**/*.ts'], []),
  // The browser client's hooks (preact/hooks) keep React's rules: called unconditionally, dependencies complete.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
