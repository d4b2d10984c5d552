/**
 * What the editor shows while a JavaScript document does not parse: typing a statement breaks the
 * syntax at most keystrokes, and publishing nothing would make every squiggle of the file vanish
 * and come back. Instead, the candidates of the last version that parsed that the edits since did
 * not touch are kept, where they now are, with their findings.
 *
 * By literal, not by statement: an untouched literal is the same text at an offset known exactly
 * (the edits since the last parse are one changed range, text-diff.ts), so its findings and fixes
 * are right for the text as it is; and a statement being typed often holds other URLs.
 *
 * The result has no state: the next version starts from `UnparsableDocument.retained`.
 */

import { changedRange } from '../text-diff.js';
import { movedCandidate, shiftFinding } from './candidate.js';
import { movedBy, placedOf, shiftComment, type Comment, type JsState } from './js-statements.js';
import type { DocumentCandidate, Extraction, SourceFinding } from './types.js';

/** Whether [a, b) lies outside the changed range [start, end) of the old text (touching it is outside). */
function untouched(a: number, b: number, start: number, end: number): boolean {
  return b <= start || a >= end;
}

/**
 * The candidates, code-check findings and directive comments of `previous`, the last state that
 * parsed, that the change from its text to `text` did not touch, placed in `text`.
 */
export function keptExtraction(previous: JsState, text: string): Extraction {
  const { start, endA: end } = changedRange(previous.text, text);
  const delta = text.length - previous.text.length;
  const candidates: DocumentCandidate[] = [];
  const keep = (list: readonly DocumentCandidate[], by: number): void => {
    for (const c of list) candidates.push(movedCandidate(c, by));
  };
  const comments: Comment[] = [];
  const checks: SourceFinding[] = [];
  // Offsets in the old text: what ends before the change stays, what starts after it moves by `delta`.
  const movedFrom = (b: number, moved: number): number => (b <= start ? moved : moved + delta);
  const keepComment = (c: Comment, moved: number): void => {
    const [a, b] = [c.range[0] + moved, c.range[1] + moved];
    if (untouched(a, b, start, end)) comments.push(shiftComment(c, movedFrom(b, moved)));
  };
  let f = 0;
  const free = previous.freeComments;
  previous.statements.forEach((s, i) => {
    const moved = movedBy(previous, i);
    const own = placedOf(s);
    if (untouched(s.start + moved, s.end + moved, start, end)) {
      keep(own.candidates, movedFrom(s.end + moved, moved));
    } else {
      // a statement the change touched: its candidates before it, and those after it
      const before = own.candidates.filter((c) => c.range[1] + moved <= start);
      const after = own.candidates.filter((c) => c.range[0] + moved >= end);
      keep(before, moved);
      keep(after, moved + delta);
    }
    for (const c of own.checks) {
      const [a, b] = [c.range[0] + moved, c.range[1] + moved];
      if (untouched(a, b, start, end)) checks.push(shiftFinding(c, movedFrom(b, moved)));
    }
    if (own.comments.length === 0) return;
    while (f < free.length && free[f].range[0] < s.start + moved) keepComment(free[f++], 0);
    for (const c of own.comments) keepComment(c, moved);
  });
  while (f < free.length) keepComment(free[f++], 0);
  return { candidates, comments, checks };
}
