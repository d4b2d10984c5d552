/**
 * Findings placed in the source (@urilint/source's `SourceFinding`) → ESLint reports: the
 * translation, and nothing else (the core already kept what each rule's metadata allows).
 */

import type { Rule } from 'eslint';
import type { RuleFailure } from '@urilint/core';
import type { SourceEdit, SourceFinding } from '@urilint/source';

/** The messageId of a finding that stands for a core rule that threw (reported with its own message). */
const RULE_ERROR = 'urilintRuleError';

/** The messageId of a fix given as a suggestion (`settings.urilint.fix: 'suggest'`); in every fixable rule's messages. */
export const FIX_AS_SUGGESTION = 'urilintFix';

/** `settings.urilint.fix`: 'apply' (default) reports fixes as fixes, 'suggest' as suggestions only. */
export type FixMode = 'apply' | 'suggest';

/**
 * A rule threw on one literal or check (`range`): reported as a problem there, naming the rule and
 * the value, so the rest of the run is still linted and fixed (a failure before any rule ran: by
 * `fallbackRuleId`).
 */
export function ruleErrorFinding(failure: RuleFailure, range: [number, number], fallbackRuleId: string): SourceFinding {
  const value = failure.text.length > 80 ? failure.text.slice(0, 79) + '…' : failure.text;
  const error = failure.error instanceof Error ? `${failure.error.name}: ${failure.error.message}` : String(failure.error);
  const what = failure.ruleId ? `The urilint rule "${failure.ruleId}" failed` : 'urilint failed';
  return {
    ruleId: failure.ruleId ?? fallbackRuleId,
    messageId: RULE_ERROR,
    message: `${what} on ${JSON.stringify(value)} (${error.split('\n')[0]}), so this value was not fully checked. This is a bug in urilint; please report it.`,
    severity: 'error',
    range,
  };
}

function replaceAll(edits: readonly SourceEdit[]): Rule.ReportFixer {
  return (fixer) => edits.map((e) => fixer.replaceTextRange(e.range, e.text));
}

/**
 * Reports each finding through `context`, the ESLint rule the finding belongs to; with `fixMode`
 * 'suggest', a finding's fix comes first among its suggestions and `eslint --fix` applies nothing.
 */
export function reportFindings(context: Rule.RuleContext, findings: readonly SourceFinding[], fixMode: FixMode = 'apply'): void {
  if (findings.length === 0) return;
  const sourceCode = context.sourceCode;
  for (const { range, messageId, message, data, fix, suggestions } of findings) {
    const loc = { start: sourceCode.getLocFromIndex(range[0]), end: sourceCode.getLocFromIndex(range[1]) };
    if (messageId === RULE_ERROR) {
      context.report({ loc, message });
      continue;
    }
    const suggest: Rule.SuggestionReportDescriptor[] = (suggestions ?? []).map((s) => ({ messageId: s.messageId, ...(s.data ? { data: s.data } : {}), fix: replaceAll(s.edits) }));
    const asSuggestion = fix !== undefined && fixMode === 'suggest';
    if (asSuggestion) suggest.unshift({ messageId: FIX_AS_SUGGESTION, fix: replaceAll(fix) });
    context.report({
      loc,
      messageId,
      ...(data ? { data } : {}),
      ...(fix && !asSuggestion ? { fix: replaceAll(fix) } : {}),
      ...(suggest.length > 0 ? { suggest } : {}),
    });
  }
}
