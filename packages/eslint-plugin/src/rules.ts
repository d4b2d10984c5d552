/**
 * The ESLint rules, one per core rule, with the core rule's metadata; `create()` joins the file's
 * run (file-run.ts). The exported types are `eslint`'s, our peer dependency's, so that the .d.ts
 * resolves in every project that has ESLint.
 */
import type { Rule } from 'eslint';
import { RULES, docsUrl, type RuleDefinition, type UrlContext } from '@urilint/core';
import { UrlCheckCollector, type EstreeNode } from '@urilint/source';
import { joinFileRun } from './file-run.js';
import { FIX_AS_SUGGESTION, reportFindings, ruleErrorFinding } from './report.js';

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
    create: (context) => (rule.input === 'code' ? codeRuleListeners(context, rule.id) : joinFileRun(context, rule.id, defaults)),
  };
}

/**
 * A rule that reads code (`input: 'code'`): the source layer's checks, told the nodes they need
 * by ESLint's own traversal (no second walk of the tree; a tree without code has none of them),
 * judged at the program's end. It reads no string value, so it does not join the file's run.
 */
function codeRuleListeners(context: Rule.RuleContext, ruleId: string): Rule.RuleListener {
  const collector = new UrlCheckCollector();
  const visit = (node: Rule.Node): void => collector.visit(node as unknown as EstreeNode);
  const { text } = context.sourceCode;
  // A check that throws is reported where it happened, and the lint goes on.
  const onError = (error: unknown, range: [number, number]): void => reportFindings(context, [ruleErrorFinding({ ruleId, text: text.slice(...range), error }, range, ruleId)]);
  const parentOf = (node: EstreeNode): EstreeNode | undefined => (node as { parent?: EstreeNode }).parent ?? undefined;
  return { CallExpression: visit, AssignmentExpression: visit, VariableDeclarator: visit, 'Program:exit': () => reportFindings(context, collector.findings(text, parentOf, { onError })) };
}

/** `{ '<rule id>': rule }` for every core rule, without the `urilint/` prefix. */
export const rules: Record<string, UrilintRuleModule> = Object.fromEntries(RULES.map((r) => [r.id, createEslintRule(r)]));

export type { UrlContext };
