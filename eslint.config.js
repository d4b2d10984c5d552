// The repository lints itself: typescript-eslint's recommended rules on every package, and urilint's
// own rules (the workspace's @urilint/eslint-plugin, built by `tsc -b`) on the non-test sources.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';
import urilint from '@urilint/eslint-plugin';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', 'examples/**', 'extension/out/**', 'test/fixtures/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A super-linear regular expression hangs ESLint and the editor on one literal.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // urilint on urilint, every rule (the `all` preset). Tests, the fuzzer, the adversarial
    // benchmark and the consumer fixtures hold broken URLs on purpose.
    ...urilint.configs.all,
    files: ['packages/*/src/**/*.ts', 'extension/src/**/*.ts', 'scripts/**/*.mjs', '*.{js,ts}'],
    ignores: ['**/*.test.ts', 'scripts/fuzz.mjs', 'scripts/bench/adversarial.mjs', 'scripts/consumer/fixtures.mjs'],
  },
  {
    // Small modules and functions, tests included (a describe callback is a function a reader
    // scrolls through too); generated data tables are exempt.
    ignores: ['**/generated/**', '**/*.generated.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', performance: 'readonly', fetch: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
