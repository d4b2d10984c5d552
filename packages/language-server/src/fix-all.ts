/**
 * Fix all, as `eslint --fix` does it: up to 10 passes of the non-overlapping fixes of a fresh
 * analysis, each problem's edits merged into one replacement.
 *
 * Sent to the editor as one edit per fix: a single replacement from the first finding to the last
 * would lose the undo steps, the cursor and other extensions' markers in between. Only where later
 * passes change more (a fix that makes another possible) is the whole change sent as one
 * replacement, so that the result is always `eslint --fix`'s.
 */

import { applyEdits } from '@urilint/core';
import { bySourceRange } from '@urilint/source';
import { analyzeText, type Analysis, type AnalysisLimits } from './analysis.js';
import type { SourceEdit, SourceFinding } from './languages/types.js';
import type { EffectiveSettings } from './settings.js';
import { changedRange } from './text-diff.js';

/** ESLint's fix of one problem: its edits merged into one replacement (ESLint's `mergeFixes`). */
function mergedFix(text: string, edits: readonly SourceEdit[]): SourceEdit {
  if (edits.length === 1) return edits[0];
  const sorted = [...edits].sort(bySourceRange);
  const start = sorted[0].range[0];
  const end = Math.max(...sorted.map((e) => e.range[1]));
  let out = '';
  let pos = start;
  for (const e of sorted) {
    out += text.slice(pos, e.range[0]) + e.text;
    pos = e.range[1];
  }
  out += text.slice(pos, end);
  return { range: [start, end], text: out };
}

/** Applies the fixes ESLint would apply in one pass: sorted by range, skipping any that overlaps or touches an earlier one. */
function applyFixesOnce(text: string, findings: readonly SourceFinding[]): { text: string; applied: number } {
  const fixes = fixesOnce(text, findings);
  let out = '';
  let cursor = 0;
  for (const fix of fixes) {
    out += text.slice(cursor, fix.range[0]) + fix.text;
    cursor = fix.range[1];
  }
  out += text.slice(cursor);
  return { text: out, applied: fixes.length };
}

/** The fixes ESLint applies in one pass, one merged edit per problem, in source order (see applyFixesOnce). */
function fixesOnce(text: string, findings: readonly SourceFinding[]): SourceEdit[] {
  const fixes = findings.filter((f) => f.fix && f.fix.length > 0).map((f) => mergedFix(text, f.fix!));
  fixes.sort(bySourceRange);
  const out: SourceEdit[] = [];
  let lastPos = Number.NEGATIVE_INFINITY;
  for (const fix of fixes) {
    const [start, end] = fix.range;
    if (lastPos >= start || start > end) continue;
    out.push(fix);
    lastPos = end;
  }
  return out;
}

/** The text after fixing everything (or every problem of `ruleId`). */
export function fixAllText(text: string, languageId: string, settings: EffectiveSettings, first?: Analysis, ruleId?: string, limits?: Pick<AnalysisLimits, 'onRuleError'>): string {
  let current = text;
  let analysis = first;
  let last = first;
  for (let pass = 0; pass < 10; pass++) {
    if (!analysis) {
      try {
        analysis = analyzeText(current, languageId, settings, last?.extraction, limits);
      } catch {
        break; // a pass produced unparsable text: keep the last good one
      }
    }
    if (!analysis) break;
    last = analysis;
    const findings = ruleId === undefined ? analysis.findings : analysis.findings.filter((f) => f.ruleId === ruleId);
    const { text: next, applied } = applyFixesOnce(current, findings);
    if (applied === 0) break;
    current = next;
    analysis = undefined;
  }
  return current;
}

/** The smallest single replacement turning `a` into `b`, as offsets into `a`. */
function diffEdit(a: string, b: string): SourceEdit | undefined {
  if (a === b) return undefined;
  let { start, endA, endB } = changedRange(a, b);
  // Never split a surrogate pair.
  if (start > 0 && isHigh(a.charCodeAt(start - 1))) start--;
  if (endA < a.length && isLow(a.charCodeAt(endA))) {
    endA++;
    endB++;
  }
  return { range: [start, endA], text: b.slice(start, endB) };
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The edits turning `text` into `fixed` (the fix-all result of `findings`, or of those of `ruleId`). */
export function fixAllEdits(text: string, fixed: string, findings: readonly SourceFinding[], ruleId?: string): SourceEdit[] {
  const own = ruleId === undefined ? findings : findings.filter((f) => f.ruleId === ruleId);
  const once = fixesOnce(text, own);
  if (applyEdits(text, once.map((e) => ({ start: e.range[0], end: e.range[1], text: e.text }))) === fixed) return once;
  const whole = diffEdit(text, fixed);
  return whole ? [whole] : [];
}
