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
import { RULES, presetSetting, type RuleSetting } from '@urilint/core';
import { FILE_TYPES, type FileType } from './file-types.js';
import { rules, type UrilintRuleModule } from './rules.js';

export { rules } from './rules.js';
export type { UrilintSettings, UrilintRuleDocs, UrilintRuleModule, UrilintRuleOptions } from './rules.js';

const pkg = createRequire(import.meta.url)('../package.json') as { name: string; version: string };

export type PresetConfigName = 'recommended' | 'strict' | 'all';

/** A preset for the files of one other type (`recommended-json`, `strict-markdown`…): see file-types.ts. */
export type FileTypeConfigName = `${PresetConfigName}-${FileType}`;
export type { FileType } from './file-types.js';

/** A preset: an ESLint flat config object (eslint's own `Linter.Config`). */
export type UrilintConfig = Linter.Config;

/** The plugin, an `ESLint.Plugin`: the exported types are eslint's own (see rules.ts). */
export interface UrilintPlugin extends ESLint.Plugin {
  /** `namespace`: the prefix the presets register the rules under (`urilint/<rule>`). */
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, UrilintRuleModule>;
  configs: Record<PresetConfigName | FileTypeConfigName, UrilintConfig>;
}

/**
 * The files the presets apply to: the JavaScript language's files (ESLint's defaults plus JSX and
 * TypeScript). Without `files` a preset would also run the rules on files of other languages
 * (`@eslint/json`, `@eslint/markdown`, `@eslint/css`), whose trees have no string literals to
 * check; naming them also makes ESLint lint `.jsx` and `.ts(x)` files, which it otherwise skips
 * without a word (they need a parser that reads them: see the README).
 */
const JS_FILES = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];

function presetRules(preset: PresetConfigName): Linter.RulesRecord {
  const out: Linter.RulesRecord = {};
  for (const rule of RULES) {
    const setting: RuleSetting | undefined = presetSetting(rule, preset);
    if (setting !== undefined) out[`urilint/${rule.id}`] = setting as Linter.RuleEntry;
  }
  return out;
}

const configs = {} as Record<PresetConfigName | FileTypeConfigName, UrilintConfig>;

const plugin: UrilintPlugin = {
  meta: { name: pkg.name, version: pkg.version, namespace: 'urilint' },
  rules,
  configs,
};

for (const name of ['recommended', 'strict', 'all'] as const) {
  configs[name] = {
    name: `urilint/${name}`,
    files: JS_FILES,
    plugins: { urilint: plugin },
    rules: presetRules(name),
  };
  // The same rules on the files of each other type, whose ESLint language or parser the user
  // registers for the same files (urilint cannot: they are optional peers).
  for (const [type, files] of Object.entries(FILE_TYPES)) {
    configs[`${name}-${type as FileType}`] = { name: `urilint/${name}-${type}`, files: [...files], plugins: { urilint: plugin }, rules: presetRules(name) };
  }
}

export { configs };
export default plugin;
