/**
 * The file types urilint reads besides JavaScript, each through the ESLint language or parser its
 * users already run and register (`@eslint/json`, `@eslint/markdown`, `@eslint/css`,
 * `@html-eslint/parser`, yaml-eslint-parser, vue-eslint-parser, svelte-eslint-parser), with the
 * globs of those packages' documentation.
 */
export const FILE_TYPES = {
  json: ['**/*.json', '**/*.jsonc', '**/*.json5'],
  markdown: ['**/*.md'],
  css: ['**/*.css'],
  html: ['**/*.html', '**/*.htm'],
  yaml: ['**/*.yaml', '**/*.yml'],
  vue: ['**/*.vue'],
  svelte: ['**/*.svelte'],
} as const satisfies Record<string, readonly string[]>;

export type FileType = keyof typeof FILE_TYPES;
