// The sample project's ESLint config: urilint's recommended preset on JS, JSX, TS and TSX.
import tsParser from '@typescript-eslint/parser';
import urilint from '@urilint/eslint-plugin';

export default [
  {
    files: ['**/*.{js,jsx}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser },
  },
  urilint.configs.recommended,
  {
    // Our own HTTP wrapper takes a URL first, like fetch.
    settings: { urilint: { urlContexts: { functions: ['request'] } } },
  },
];
