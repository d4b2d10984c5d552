/**
 * "Fix all" as one edit per fix: a single replacement from the first finding to the last would
 * rewrite everything in between, and the editor would lose the undo steps, the cursor and other
 * extensions' markers there. The fixes ESLint applies in its first pass are sent as they are;
 * only where later passes change more (a fix that makes another possible) is the whole change
 * sent as one replacement, so that the result is always `eslint --fix`'s.
 */

import { applyEdits } from '@urilint/core';
import { diffEdit, fixesOnce } from './analysis.js';
import type { SourceEdit, SourceFinding } from './languages/types.js';

/** The edits turning `text` into `fixed` (the fix-all result of `findings`, or of those of `ruleId`). */
export function fixAllEdits(text: string, fixed: string, findings: readonly SourceFinding[], ruleId?: string): SourceEdit[] {
  const own = ruleId === undefined ? findings : findings.filter((f) => f.ruleId === ruleId);
  const once = fixesOnce(text, own);
  if (applyEdits(text, once.map((e) => ({ start: e.range[0], end: e.range[1], text: e.text }))) === fixed) return once;
  const whole = diffEdit(text, fixed);
  return whole ? [whole] : [];
}
