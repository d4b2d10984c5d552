/**
 * `@urilint/eslint-plugin`: urilint's rules for ESLint 9 and 10 (flat config only).
 *
 * ```js
 * // eslint.config.mjs
 * import urilint from '@urilint/eslint-plugin';
 * export default [urilint.configs.recommended];
 * ```
 */

import { createRequire } from 'node:module';
import type { ESLint, Linter } from 'eslint';
import { RULES, TEST_FILE_GLOBS, presetSetting, type RuleSetting } from '@urilint/core';
import { FILE_TYPES, type FileType } from './file-types.js';
import { rules, type UrilintRuleModule, type UrilintSettings } from './rules.js';

export { rules } from './rules.js';
export type { UrilintSettings, UrilintRuleDocs, UrilintRuleModule, UrilintRuleOptions } from './rules.js';

const pkg = createRequire(import.meta.url)('../package.json') as { name: string; version: string };

export type PresetConfigName = 'recommended' | 'strict' | 'all';

/** A preset for the files of one other type (`recommended-json`, `strict-markdown`…): see file-types.ts. */
export type FileTypeConfigName = `${PresetConfigName}-${FileType}`;

/** A preset for the JavaScript test files that the others leave alone: it reports, and gives each fix as a suggestion. */
export type TestsConfigName = `${PresetConfigName}-tests`;
export type { FileType } from './file-types.js';

/** A preset: an ESLint flat config object (eslint's own `Linter.Config`). */
export type UrilintConfig = Linter.Config;

/** The plugin, an `ESLint.Plugin`: the exported types are eslint's own (see rules.ts). */
export interface UrilintPlugin extends ESLint.Plugin {
  /** `namespace`: the prefix the presets register the rules under (`urilint/<rule>`). */
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, UrilintRuleModule>;
  configs: Record<PresetConfigName | FileTypeConfigName | TestsConfigName, UrilintConfig>;
}

/**
 * The files the presets apply to: the JavaScript language's files (ESLint's defaults plus JSX and
 * TypeScript). Without `files` a preset would also run the rules on files of other languages
 * (`@eslint/json`, `@eslint/markdown`, `@eslint/css`), whose trees have no string literals to
 * check; naming them also makes ESLint lint `.jsx` and `.ts(x)` files, which it otherwise skips
 * without a word (they need a parser that reads them: see the README).
 */
const JS_FILES = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];

/**
 * The `*-tests` presets' files: a JavaScript file (JS_FILES) that is also a test file (a nested
 * array in `files` matches a file that matches all of its patterns), so that they never lint a
 * JSON fixture or other file that no language is configured for.
 */
const JS_TEST_FILES = TEST_FILE_GLOBS.map((glob) => [...JS_FILES, glob]);

function presetRules(preset: PresetConfigName): Linter.RulesRecord {
  const out: Linter.RulesRecord = {};
  for (const rule of RULES) {
    const setting: RuleSetting | undefined = presetSetting(rule, preset);
    if (setting !== undefined) out[`urilint/${rule.id}`] = setting as Linter.RuleEntry;
  }
  return out;
}

const configs = {} as Record<PresetConfigName | FileTypeConfigName | TestsConfigName, UrilintConfig>;

const plugin: UrilintPlugin = {
  meta: { name: pkg.name, version: pkg.version, namespace: 'urilint' },
  rules,
  configs,
};

// Every preset applies to main code, not to test code (SPEC §4): `ignores` next to `files`
// excludes the test files from that config object only (not a global ignore), so the project's
// other configs still lint them. `{ ...urilint.configs.recommended, ignores: [] }` lints them too.
for (const name of ['recommended', 'strict', 'all'] as const) {
  configs[name] = {
    name: `urilint/${name}`,
    files: JS_FILES,
    ignores: [...TEST_FILE_GLOBS],
    plugins: { urilint: plugin },
    rules: presetRules(name),
  };
  // The same rules on the files of each other type, whose ESLint language or parser the user
  // registers for the same files (urilint cannot: they are optional peers).
  for (const [type, files] of Object.entries(FILE_TYPES)) {
    configs[`${name}-${type as FileType}`] = {
      name: `urilint/${name}-${type}`,
      files: [...files],
      ignores: [...TEST_FILE_GLOBS],
      plugins: { urilint: plugin },
      rules: presetRules(name),
    };
  }
  // Test files: the same rules, each fix given as a suggestion (`settings.urilint.fix`), so that
  // `eslint --fix` never rewrites a deliberate test input.
  configs[`${name}-tests`] = {
    name: `urilint/${name}-tests`,
    files: JS_TEST_FILES,
    plugins: { urilint: plugin },
    rules: presetRules(name),
    settings: { urilint: { fix: 'suggest' } satisfies UrilintSettings },
  };
}

export { configs };
export default plugin;
