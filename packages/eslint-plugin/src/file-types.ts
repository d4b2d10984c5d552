/**
 * The file types urilint reads besides JavaScript, each through the ESLint language or parser
 * that its users already run (the user registers it; urilint's presets say which files its
 * rules apply to, with the same globs as those packages' documentation):
 *
 * | preset suffix | language or parser                                   | files                         |
 * | ------------- | ---------------------------------------------------- | ----------------------------- |
 * | `json`        | `@eslint/json` (`json/json`, `json/jsonc`, `json/json5`) | `**\/*.json`, `.jsonc`, `.json5` |
 * | `markdown`    | `@eslint/markdown` (`markdown/commonmark`, `markdown/gfm`) | `**\/*.md`                 |
 * | `css`         | `@eslint/css` (`css/css`)                             | `**\/*.css`                   |
 * | `html`        | `@html-eslint/parser`                                 | `**\/*.html`, `.htm`          |
 * | `yaml`        | `yaml-eslint-parser` (eslint-plugin-yml's parser)     | `**\/*.yaml`, `.yml`          |
 * | `vue`         | `vue-eslint-parser` (eslint-plugin-vue's parser)      | `**\/*.vue`                   |
 * | `svelte`      | `svelte-eslint-parser` (eslint-plugin-svelte's parser) | `**\/*.svelte`               |
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
