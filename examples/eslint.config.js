// The sample project's ESLint config: urlint's recommended preset on JS, JSX, TS and TSX.
import tsParser from '@typescript-eslint/parser';
import urlint from '@urlint/eslint-plugin';

export default [
  {
    files: ['**/*.{js,jsx}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser },
  },
  urlint.configs.recommended,
  {
    // Our own HTTP wrapper takes a URL first, like fetch.
    settings: { urlint: { urlContexts: { functions: ['request'] } } },
  },
];
