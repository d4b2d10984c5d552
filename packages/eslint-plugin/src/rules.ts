/**
 * The ESLint rules, one per core rule, with the core rule's metadata; `create()` joins the file's
 * run (file-run.ts). The exported types are `eslint`'s, our peer dependency's, so that the .d.ts
 * resolves in every project that has ESLint.
 */
import type { Rule } from 'eslint';
import { RULES, docsUrl, type RuleDefinition, type UrlContext } from '@urilint/core';
import { joinFileRun } from './file-run.js';
import { FIX_AS_SUGGESTION } from './report.js';

export type { UrilintSettings } from './file-run.js';

/** `recommended`, `strict`: in `configs.recommended`, `configs.strict`. */
export type UrilintRuleDocs = { description: string; recommended: boolean; strict: boolean };

export type UrilintRuleOptions = [Record<string, unknown>];

/** An ESLint rule (eslint's own `Rule.RuleModule`) whose docs say its presets and its page. */
export interface UrilintRuleModule extends Rule.RuleModule {
  meta: Rule.RuleMetaData & { docs: UrilintRuleDocs & { url: string } };
}

function createEslintRule(rule: RuleDefinition<object, string>): UrilintRuleModule {
  const defaults = rule.defaultOptions as Record<string, unknown>;
  return {
    meta: {
      type: rule.type,
      docs: { description: rule.description, recommended: rule.presets.recommended !== undefined, strict: rule.presets.strict !== undefined, url: docsUrl(rule.id) },
      // A fixable rule also suggests: under `settings.urilint.fix: 'suggest'` (the `*-tests`
      // presets) each fix is given as a suggestion, with this message.
      messages: rule.fixable ? { ...rule.messages, [FIX_AS_SUGGESTION]: `Fix this urilint/${rule.id} problem` } : rule.messages,
      schema: [rule.optionsSchema as never],
      ...(rule.fixable ? { fixable: 'code' as const } : {}),
      ...(rule.hasSuggestions || rule.fixable ? { hasSuggestions: true } : {}),
      defaultOptions: [defaults],
    },
    create: (context) => joinFileRun(context, rule.id, defaults, rule.input),
  };
}

/** `{ '<rule id>': rule }` for every core rule, without the `urilint/` prefix. */
export const rules: Record<string, UrilintRuleModule> = Object.fromEntries(RULES.map((r) => [r.id, createEslintRule(r)]));

export type { UrlContext };
