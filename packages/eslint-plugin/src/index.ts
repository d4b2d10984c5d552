/**
 * `@urilint/eslint-plugin`: urilint's rules for ESLint 9 and 10 (flat config only).
 *
 * ```js
 * import urilint from '@urilint/eslint-plugin';
 * export default [urilint.configs.recommended];
 * ```
 */

import { createRequire } from 'node:module';
import type { TSESLint } from '@typescript-eslint/utils';
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

export interface UrilintPlugin {
  meta: { name: string; version: string };
  rules: Record<string, UrilintRuleModule>;
  configs: Record<PresetConfigName | FileTypeConfigName, TSESLint.FlatConfig.Config>;
}

function presetRules(preset: PresetConfigName): TSESLint.FlatConfig.Rules {
  const out: TSESLint.FlatConfig.Rules = {};
  for (const rule of RULES) {
    const setting: RuleSetting | undefined = presetSetting(rule, preset);
    if (setting !== undefined) out[`urilint/${rule.id}`] = setting as TSESLint.FlatConfig.RuleEntry;
  }
  return out;
}

const configs = {} as Record<PresetConfigName | FileTypeConfigName, TSESLint.FlatConfig.Config>;

const plugin: UrilintPlugin = {
  meta: { name: pkg.name, version: pkg.version },
  rules,
  configs,
};

for (const name of ['recommended', 'strict', 'all'] as const) {
  configs[name] = {
    name: `urilint/${name}`,
    plugins: { urilint: plugin as unknown as TSESLint.FlatConfig.Plugin },
    rules: presetRules(name),
  };
  // The same rules on the files of each other type, whose ESLint language or parser the user
  // registers for the same files (urilint cannot: they are optional peers).
  for (const [type, files] of Object.entries(FILE_TYPES)) {
    configs[`${name}-${type as FileType}`] = {
      name: `urilint/${name}-${type}`,
      files: [...files],
      plugins: { urilint: plugin as unknown as TSESLint.FlatConfig.Plugin },
      rules: presetRules(name),
    };
  }
}

export { configs };
export default plugin;
