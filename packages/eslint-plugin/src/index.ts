/**
 * `@urlint/eslint-plugin`: urlint's rules for ESLint 9 and 10 (flat config only).
 *
 * ```js
 * import urlint from '@urlint/eslint-plugin';
 * export default [urlint.configs.recommended];
 * ```
 */

import { createRequire } from 'node:module';
import type { TSESLint } from '@typescript-eslint/utils';
import { RULES, presetSetting, type RuleSetting } from '@urlint/core';
import { rules, type UrlintRuleModule } from './rules.js';

export { rules } from './rules.js';
export type { UrlintSettings, UrlintRuleDocs, UrlintRuleModule, UrlintRuleOptions } from './rules.js';
export {
  findUrlCandidates,
  analyzeCandidate,
  toSourceFinding,
  srcsetUrls,
  DEFAULT_URL_CONTEXTS,
  type UrlCandidate,
  type MappedCandidate,
  type UrlContextSettings,
  type CandidateOptions,
  type SourceFinding,
  type SourceEdit,
  type EstreeNode,
} from './candidates.js';

const pkg = createRequire(import.meta.url)('../package.json') as { name: string; version: string };

export type PresetConfigName = 'recommended' | 'strict' | 'all';

export interface UrlintPlugin {
  meta: { name: string; version: string };
  rules: Record<string, UrlintRuleModule>;
  configs: Record<PresetConfigName, TSESLint.FlatConfig.Config>;
}

function presetRules(preset: PresetConfigName): TSESLint.FlatConfig.Rules {
  const out: TSESLint.FlatConfig.Rules = {};
  for (const rule of RULES) {
    const setting: RuleSetting | undefined = presetSetting(rule, preset);
    if (setting !== undefined) out[`urlint/${rule.id}`] = setting as TSESLint.FlatConfig.RuleEntry;
  }
  return out;
}

const configs = {} as Record<PresetConfigName, TSESLint.FlatConfig.Config>;

const plugin: UrlintPlugin = {
  meta: { name: pkg.name, version: pkg.version },
  rules,
  configs,
};

for (const name of ['recommended', 'strict', 'all'] as const) {
  configs[name] = {
    name: `urlint/${name}`,
    plugins: { urlint: plugin as unknown as TSESLint.FlatConfig.Plugin },
    rules: presetRules(name),
  };
}

export { configs };
export default plugin;
