// The README's ESLint and oxlint snippets: present where scripts/consumer-test.mjs takes them
// from, written for the projects they claim to work in, and the oxlint rule list generated from
// the registry. (The consumer test runs them; this keeps `npm test` honest about their text.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES, presetSetting } from '@urilint/core';
import { configs } from '@urilint/eslint-plugin';
// @ts-expect-error: a plain ESM script without types
import { snippet, withOxlintSnippet } from '../scripts/readme-snippets.mjs';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const read = (name: string): string => (snippet as (readme: string, name: string) => string)(readme, name);

describe('README snippets', () => {
  it('the JavaScript one is an eslint.config.mjs that needs nothing but ESLint and the plugin', () => {
    const js = read('eslint-js');
    expect(js.split('\n')[0]).toMatch(/^\/\/ eslint\.config\.mjs\b/);
    const imports = [...js.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['@urilint/eslint-plugin']);
    expect(js).toContain('urilint.configs.recommended');
    expect(js).toContain("files: ['**/*.jsx']");
  });

  it('the TypeScript one gives TypeScript and TSX files a parser', () => {
    const ts = read('eslint-ts');
    expect(ts.split('\n')[0]).toMatch(/^\/\/ eslint\.config\.mjs\b/);
    expect(ts).toContain("import tsParser from '@typescript-eslint/parser';");
    expect(ts).toContain("{ files: ['**/*.{ts,mts,cts,tsx}'], languageOptions: { parser: tsParser } }");
  });

  it('the presets cover every file the snippets give a parser', () => {
    expect(configs.recommended.files).toEqual(['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}']);
  });

  it('the oxlint one is generated from the registry (run `npm run generate`)', () => {
    expect(readme).toBe((withOxlintSnippet as (readme: string, rules: typeof RULES) => string)(readme, RULES));
    const oxlintrc = JSON.parse(read('oxlint')) as { jsPlugins: unknown[]; rules: Record<string, unknown> };
    expect(oxlintrc.jsPlugins).toEqual([{ name: 'urilint', specifier: '@urilint/eslint-plugin' }]);
    const recommended = RULES.filter((r) => presetSetting(r, 'recommended') !== undefined);
    expect(Object.keys(oxlintrc.rules).sort()).toEqual(recommended.map((r) => `urilint/${r.id}`).sort());
    expect(oxlintrc.rules).toEqual(configs.recommended.rules);
  });
});
