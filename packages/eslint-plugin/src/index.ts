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
 * The JavaScript language's files (without `files` ESLint skips `.jsx` and `.ts(x)`, and a preset
 * runs on other languages' trees). The `*-tests` presets take a file that is both one of these and
 * a test file (a nested array in `files` is "all of these"): never a JSON fixture.
 */
const JS_FILES = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];
const JS_TEST_FILES = TEST_FILE_GLOBS.map((glob) => [...JS_FILES, glob]);

const configs = {} as Record<PresetConfigName | FileTypeConfigName | TestsConfigName, UrilintConfig>;

const plugin: UrilintPlugin = { meta: { name: pkg.name, version: pkg.version, namespace: 'urilint' }, rules, configs };

function preset(name: string, level: PresetConfigName, fields: Linter.Config): UrilintConfig {
  const presetRules: Linter.RulesRecord = {};
  for (const rule of RULES) {
    const setting: RuleSetting | undefined = presetSetting(rule, level);
    if (setting !== undefined) presetRules[`urilint/${rule.id}`] = setting as Linter.RuleEntry;
  }
  return { name: `urilint/${name}`, ...fields, plugins: { urilint: plugin }, rules: presetRules };
}

// Main code, not test code (SPEC §4): `ignores` next to `files` leaves the test files out of this
// object only, so `{ ...urilint.configs.recommended, ignores: [] }` lints them too. The other file
// types' presets name the files whose language or parser the user registers (an optional peer).
// The `-tests` presets give each fix as a suggestion, so `eslint --fix` never rewrites test data.
for (const level of ['recommended', 'strict', 'all'] as const) {
  configs[level] = preset(level, level, { files: JS_FILES, ignores: [...TEST_FILE_GLOBS] });
  for (const [type, files] of Object.entries(FILE_TYPES)) {
    configs[`${level}-${type as FileType}`] = preset(`${level}-${type}`, level, { files: [...files], ignores: [...TEST_FILE_GLOBS] });
  }
  configs[`${level}-tests`] = preset(`${level}-tests`, level, { files: JS_TEST_FILES, settings: { urilint: { fix: 'suggest' } satisfies UrilintSettings } });
}

export { configs };
export default plugin;
