/**
 * Opening a large JavaScript document in chunks: parsed a run of top-level statements at a time,
 * top first, so that the server can publish the diagnostics of the top of the file long before
 * the whole file is parsed, and answer other messages between chunks. The state at the end is
 * the one a parse of the whole file gives.
 *
 * A chunk is cut at the start of a line that starts like a top-level statement (a word, a
 * decorator or a comment at column 0). Its parse is trusted up to its last statement that nothing
 * after it can continue (js-boundaries.ts): a parser reads left to right, so up to there it read
 * what a parse of the whole file reads; what follows is parsed again with the next chunk. When a
 * chunk does not parse because of the cut (an error at its end, or a comment, template or string
 * left open) it grows, twice as long each time; an error earlier in the chunk is the file's own,
 * and the rest of the file is parsed as one piece, which gives the whole file's verdict.
 */

import { isClosed, startsFresh } from './js-boundaries.js';
import { hasDirective, inDocument, mayCloseLater, type SyntaxErrorAt } from './js-incremental.js';
import { parseJavaScript, type ParsedProgram } from './js-parser.js';
import { shiftComment, statementsOf, type Comment, type JsState, type Statement } from './js-statements.js';
import type { ExtractOptions } from './types.js';

/** A state of the statements parsed so far; `settled`: the offset before which it is what a whole parse gives. */
export interface PartialJsState {
  state: JsState;
  settled: number;
}

/**
 * Chunk lengths (UTF-16 code units) before the cut is moved to a line start: the first small
 * (about 100 lines, what the editor shows first), the later ones each `growth` times the last, at
 * most `max`, so that a few chunks cover a large file and none blocks the event loop for long.
 */
export interface ChunkLengths {
  first: number;
  growth: number;
  max: number;
}

export const CHUNK_LENGTHS: ChunkLengths = { first: 4_000, growth: 4, max: 64_000 };

/** Characters that start a top-level statement at column 0 in formatted code: a word, a decorator, a comment. */
function startsStatementLine(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x24 || c === 0x40 || c === 0x2f;
}

/** The first line start at or after `from` whose line starts like a statement, or -1. */
function cutAfter(text: string, from: number): number {
  for (let i = text.indexOf('\n', from - 1); i >= 0 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) {
    if (startsStatementLine(text.charCodeAt(i + 1))) return i + 1;
  }
  return -1;
}

interface ChunkParse {
  parsed: ParsedProgram;
  fragment: string;
  /** Offset of the fragment's 0 in the document. */
  shift: number;
  /** Statements of the parse that stand before the chunk's start (a filler `;`, see below). */
  skip: number;
}

/**
 * The parse of `text.slice(start, end)`. A string statement at a chunk's start would read as a
 * directive (`'use strict'`), which it is only in the file's prologue: such a chunk is parsed
 * after a `;`, and the empty statement is skipped.
 */
function parseChunk(text: string, start: number, end: number, languageId: string): ChunkParse {
  const fragment = text.slice(start, end);
  const parsed = parseJavaScript(fragment, languageId);
  if (start === 0 || !hasDirective(parsed)) return { parsed, fragment, shift: start, skip: 0 };
  const filled = ';' + fragment;
  try {
    return { parsed: parseJavaScript(filled, languageId), fragment: filled, shift: start - 1, skip: 1 };
  } catch (e) {
    const error = e as SyntaxErrorAt;
    if (typeof error.pos === 'number') error.pos -= 1; // an offset into the chunk, as without the filler
    throw e;
  }
}

/** Index of the last statement of `chunk` (after `skip`) that ends for good, or -1. */
function lastBoundary(chunk: ChunkParse, text: string): number {
  const body = chunk.parsed.body;
  for (let k = body.length - 1; k >= chunk.skip; k--) {
    if (isClosed(body[k], chunk.fragment) || startsFresh(text, body[k].range![1] + chunk.shift)) return k;
  }
  return -1;
}

/** Whether the syntax error `e` of the chunk `text.slice(start, end)` may be the cut's doing rather than the file's. */
function causedByCut(e: unknown, text: string, start: number, end: number, languageId: string): boolean {
  const error = e as SyntaxErrorAt;
  if (typeof error.pos !== 'number') return true;
  const fragment = text.slice(start, end);
  return fragment.slice(error.pos).trim() === '' || mayCloseLater(error, fragment, languageId);
}

/**
 * The state of `text` as a whole parse gives it, in chunks: yields the state of the statements
 * parsed so far after each chunk but the last, returns the whole state; throws the whole
 * parse's syntax error (with the whole file's line and column) when `text` does not parse.
 */
export function* chunkedState(
  source: string,
  languageId: string,
  options: ExtractOptions,
  contexts: string,
  lengths: ChunkLengths = CHUNK_LENGTHS,
): Generator<PartialJsState, JsState> {
  const text = source.toString();
  const statements: Statement[] = [];
  const freeComments: Comment[] = [];
  // (the state keeps `source` as given: see fullState)
  const state = (): JsState => ({ text: source, languageId, contexts, statements: statements.slice(), freeComments: freeComments.slice() });
  let start = 0;
  let length = Math.max(1, lengths.first); // (doubled when a chunk fails: never 0)
  let nextLength = length;
  for (;;) {
    const end = text.length - start > length + length / 2 ? cutAfter(text, start + length) : -1;
    if (end < 0) break;
    let chunk: ChunkParse;
    try {
      chunk = parseChunk(text, start, end, languageId);
    } catch (e) {
      if (!causedByCut(e, text, start, end, languageId)) break; // the file's own error: the rest in one parse says so
      length *= 2;
      continue;
    }
    const k = lastBoundary(chunk, text);
    if (k < 0) {
      length *= 2;
      continue;
    }
    const boundary = chunk.parsed.body[k].range![1] + chunk.shift;
    accept(chunk, boundary, options, statements, freeComments);
    start = boundary;
    nextLength = Math.min(lengths.max, nextLength * lengths.growth);
    length = nextLength;
    yield { state: state(), settled: boundary };
  }
  let rest: ChunkParse;
  try {
    rest = parseChunk(text, start, text.length, languageId);
  } catch (e) {
    throw inDocument(e, text, start);
  }
  accept(rest, text.length, options, statements, freeComments);
  return { text, languageId, contexts, statements, freeComments };
}

/** Adds the statements of `chunk` that end at or before `boundary`, and the comments outside them before it. */
function accept(chunk: ChunkParse, boundary: number, options: ExtractOptions, statements: Statement[], freeComments: Comment[]): void {
  const free: Comment[] = [];
  const found = statementsOf(chunk.parsed, chunk.fragment, chunk.shift, options, free);
  for (let k = chunk.skip; k < found.length && found[k].end <= boundary; k++) statements.push(found[k]);
  for (const c of free) if (c.range[1] + chunk.shift <= boundary) freeComments.push(shiftComment(c, chunk.shift));
}
