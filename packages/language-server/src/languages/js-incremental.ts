/**
 * Incremental parsing of a JavaScript document: after any edit, only a region of top-level
 * statements around it is parsed again, and the result is the one a parse of the whole file gives.
 *
 * The region starts after a statement before the edit that nothing can continue
 * (js-boundaries.ts) and ends with a statement that the next one cannot continue; when the
 * region's own parse shows that its end was not one (its last statement is not closed, or an
 * unclosed bracket, comment or template runs to its end), it grows by 1, 2, 4… statements.
 *
 * Half-typed code. A region that does not parse makes the whole file unparsable when the syntax
 * error lies before the first statement the edit left untouched, is not an unterminated comment,
 * template or string that could close further down, and stays the same when the region grows
 * (its end did not cause it). The error is then thrown and the caller keeps the last state that
 * parsed (`UnparsableDocument`), so that the next keystroke is again a region against that state.
 * (Babel's `errorRecovery` on the broken region is no alternative: most syntax errors still throw,
 * and a recovered tree is not what a full parse gives.)
 */

import type { EstreeNode } from '@urilint/source';
import { changedRange } from '../text-diff.js';
import { isClosed, startsFresh } from './js-boundaries.js';
import { parseJavaScript, type ParsedProgram } from './js-parser.js';
import { movedBy, shiftComment, statementsOf, type Comment, type JsState } from './js-statements.js';
import type { ExtractOptions } from './types.js';
import { forEachLineStart } from '../lines.js';

/** Babel's syntax error: its reason and offset. */
export interface SyntaxErrorAt {
  reasonCode?: string;
  pos?: number;
}

/** Errors of constructs that may close further down, past any line (a string stops at a line end). */
const OPEN_ENDED = new Set(['UnterminatedComment', 'UnterminatedTemplate', 'UnterminatedJsxContent']);
const LINE_ENDED = new Set(['UnterminatedString', 'UnterminatedRegExp']);

/** The first statement of `state` ending at or after `offset` (`statements.length` when none). */
function firstEndingFrom(state: JsState, offset: number): number {
  let lo = 0;
  let hi = state.statements.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (state.statements[mid].end + movedBy(state, mid) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether the syntax error `e` of `fragment` could depend on what follows the fragment: a comment
 * or template left open, a string or regular expression with no line end after it in the
 * fragment (or one after a `\`), a JSX attribute string (it may span lines).
 */
export function mayCloseLater(e: SyntaxErrorAt, fragment: string, languageId: string): boolean {
  const reason = e.reasonCode ?? '';
  if (OPEN_ENDED.has(reason)) return true;
  if (!LINE_ENDED.has(reason)) return false;
  if (languageId !== 'typescript' && reason === 'UnterminatedString') return true;
  const lineEnd = fragment.slice(e.pos ?? 0).search(/[\n\r]/);
  return lineEnd <= 0 || fragment[(e.pos ?? 0) + lineEnd - 1] === '\\';
}

function sameError(a: SyntaxErrorAt, b: SyntaxErrorAt): boolean {
  return a.reasonCode === b.reasonCode && a.pos === b.pos;
}

export function hasDirective(parsed: ParsedProgram): boolean {
  return parsed.body.some((node: EstreeNode) => typeof node.directive === 'string');
}

/**
 * The state of `text`, an edit of `previous.text`; throws the syntax error when `text` does not
 * parse (as a parse of the whole file would).
 */
export function incrementalState(previous: JsState, text: string, options: ExtractOptions): JsState {
  const { start, endA: oldEnd } = changedRange(previous.text, text);
  const delta = text.length - previous.text.length;
  const statements = previous.statements;
  const n = statements.length;
  // Where statement k is in the previous text.
  const startOf = (k: number): number => statements[k].start + movedBy(previous, k);
  const endOf = (k: number): number => statements[k].end + movedBy(previous, k);
  // From the first statement the edit touches, back while the one before might continue into it.
  let first = firstEndingFrom(previous, start);
  while (first > 0 && !statements[first - 1].closed && !startsFresh(text, endOf(first - 1))) first--;
  // The last statement the edit touches (the statement after it when it ends between two).
  const last = firstEndingFrom(previous, oldEnd);
  let right = last;
  let step = 1;
  let unconfirmed: SyntaxErrorAt | undefined;
  for (;;) {
    const regionStart = first > 0 ? endOf(first - 1) : 0;
    const regionEnd = right < n ? endOf(right) + delta : text.length;
    const fragment = ownCopy(text.slice(regionStart, regionEnd));
    let parsed: ParsedProgram | undefined;
    try {
      parsed = parseJavaScript(fragment, previous.languageId);
    } catch (e) {
      const error = e as SyntaxErrorAt;
      if (right >= n) throw inDocument(e, text, regionStart); // the region runs to the end: the file does not parse
      const untouched = last + 1 <= right ? startOf(last + 1) + delta - regionStart : Number.POSITIVE_INFINITY;
      const early = (error.pos ?? fragment.length) < untouched && !mayCloseLater(error, fragment, previous.languageId);
      if (early && unconfirmed && sameError(unconfirmed, error)) throw inDocument(e, text, regionStart);
      unconfirmed = early ? error : undefined;
    }
    if (parsed && regionStart > 0 && hasDirective(parsed)) {
      // A string statement at the region's start reads as a directive (`'use strict'`), which it
      // is only in the file's prologue: parse from the start of the file.
      first = 0;
      continue;
    }
    if (parsed && (right >= n || endsRegion(parsed, fragment, text, regionEnd))) {
      return splice(previous, text, { first, right, regionStart, regionEnd, delta }, parsed, fragment, options);
    }
    right = Math.min(n, right + step);
    step *= 2;
  }
}

/**
 * A region's syntax error as the whole file's parse reports it: Babel's message ends with the
 * line and column of the error, which are the region's (lines as ECMA-262 §12.3 counts them).
 */
export function inDocument(e: unknown, document: string, regionStart: number): unknown {
  const error = e as SyntaxErrorAt & { message?: string };
  if (regionStart === 0 || typeof error.pos !== 'number' || typeof error.message !== 'string') return e;
  const at = regionStart + error.pos;
  const { line, column } = lineAndColumn(document, at);
  const message = error.message.replace(/\(\d+:\d+\)$/, `(${line}:${column})`);
  return Object.assign(new SyntaxError(message), { reasonCode: error.reasonCode, pos: at });
}

/** The line (from 1) and column of offset `at` as ECMA-262 §12.3 counts lines. */
function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  forEachLineStart(text, at, true, (start) => {
    line++;
    lineStart = start;
  });
  return { line, column: at - lineStart };
}

/** Whether the region's parse ends with a statement that ends at the region's end for good. */
function endsRegion(parsed: ParsedProgram, fragment: string, text: string, regionEnd: number): boolean {
  const lastNode = parsed.body[parsed.body.length - 1];
  // A region that ends in a comment or white space may end inside what the full text continues.
  if (!lastNode || lastNode.range![1] !== fragment.length) return false;
  return isClosed(lastNode, fragment) || startsFresh(text, regionEnd);
}

interface Region {
  /** Old statements first…right (right = statements.length: to the end) were parsed again. */
  first: number;
  right: number;
  regionStart: number;
  /** In the new text. */
  regionEnd: number;
  delta: number;
}

/**
 * The new state: the statements before the region as they were, the region's, and those after
 * it, the same objects, moved by the edit's length (nothing of theirs is copied).
 */
function splice(previous: JsState, text: string, region: Region, parsed: ParsedProgram, fragment: string, options: ExtractOptions): JsState {
  const { first, right, regionStart, regionEnd, delta } = region;
  const freeInRegion: Comment[] = [];
  const reparsed = statementsOf(parsed, fragment, regionStart, options, freeInRegion);
  const old = previous.statements;
  const statements = old.slice(0, first);
  for (const s of reparsed) statements.push(s);
  for (let k = right + 1; k < old.length; k++) statements.push(old[k]);
  const moved = new Float64Array(statements.length);
  if (previous.moved) moved.set(previous.moved.subarray(0, first));
  const after = first + reparsed.length;
  for (let k = right + 1; k < old.length; k++) moved[after + k - right - 1] = movedBy(previous, k) + delta;
  const oldRegionEnd = regionEnd - delta;
  const freeComments: Comment[] = [];
  for (const c of previous.freeComments) if (c.range[1] <= regionStart) freeComments.push(c);
  for (const c of freeInRegion) freeComments.push(shiftComment(c, regionStart));
  for (const c of previous.freeComments) if (c.range[0] >= oldRegionEnd) freeComments.push(shiftComment(c, delta));
  return { text, languageId: previous.languageId, contexts: previous.contexts, statements, moved, freeComments };
}

/**
 * `s`, a slice of the document's text, as a string of its own: a JavaScript engine may keep a
 * slice of a long string as a view of the whole, and the candidates of a statement last for as
 * long as it does, so they should not keep the text of their version alive.
 */
function ownCopy(s: string): string {
  return (' ' + s).slice(1);
}
