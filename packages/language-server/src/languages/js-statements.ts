/**
 * A JavaScript document as its top-level statements, each with its candidates and comments, so
 * that an edit re-parses only the statements it touches (./js-incremental.ts). The candidate
 * finder reads nothing above a top-level statement (no parent links), so a statement's
 * candidates are the same whether it was parsed with the whole file or in a region of it.
 */

import { findUrlCandidates, type EstreeNode, type UrlCandidate } from '@urilint/source';
import { documentCandidate } from './candidate.js';
import { isClosed } from './js-boundaries.js';
import { JS_VISITOR_KEYS as KEYS, parseJavaScript, type ParsedProgram } from './js-parser.js';
import type { DocumentCandidate, Extraction, ExtractOptions } from './types.js';

export type Comment = Extraction['comments'][number];

export interface Statement {
  /** Current absolute range. */
  start: number;
  end: number;
  /** Nothing after it can continue it (js-boundaries.ts). */
  closed: boolean;
  /** Candidates and comments in the coordinates they were found in; absolute offset = own offset + shift. */
  candidates: UrlCandidate[];
  comments: Comment[];
  shift: number;
  /** Its candidates and comments in the document, made once per statement (a shifted statement is a new one). */
  placed?: { candidates: DocumentCandidate[]; comments: Comment[] };
}

export interface JsState {
  text: string;
  languageId: string;
  contexts: string;
  statements: Statement[];
  /** Comments outside every top-level statement (absolute offsets). */
  freeComments: Comment[];
}

/**
 * The statements of `parsed`, the program of `fragment`, which starts at `shift` in the
 * document; comments outside every statement go to `free` (in fragment coordinates).
 */
export function statementsOf(parsed: ParsedProgram, fragment: string, shift: number, options: ExtractOptions, free: Comment[]): Statement[] {
  const candidates = findUrlCandidates(parsed.program, fragment, { urlContexts: options.urlContexts, visitorKeys: KEYS });
  const statements: Statement[] = parsed.body.map((node: EstreeNode) => ({
    start: node.range![0] + shift,
    end: node.range![1] + shift,
    closed: isClosed(node, fragment),
    candidates: [],
    comments: [],
    shift,
  }));
  // Both lists are in source order: bucket by a moving index.
  const bucket = <T>(items: T[], rangeOf: (t: T) => [number, number], add: (s: Statement, t: T) => void, rest?: T[]): void => {
    let k = 0;
    for (const item of items) {
      const [a, b] = rangeOf(item);
      while (k < statements.length && statements[k].end - shift <= a) k++;
      const s = statements[k];
      if (s && s.start - shift <= a && b <= s.end - shift) add(s, item);
      else rest?.push(item);
    }
  };
  bucket(candidates, (c) => c.range, (s, c) => s.candidates.push(c));
  bucket(parsed.comments, (c) => c.range, (s, c) => s.comments.push(c), free);
  return statements;
}

export function shiftComment(c: Comment, by: number): Comment {
  return by === 0 ? c : { ...c, range: [c.range[0] + by, c.range[1] + by] };
}

/** The state of a whole parse of `text`; throws when it does not parse. */
export function fullState(text: string, languageId: string, options: ExtractOptions, contexts: string): JsState {
  const freeComments: Comment[] = [];
  const statements = statementsOf(parseJavaScript(text, languageId), text, 0, options, freeComments);
  return { text, languageId, contexts, statements, freeComments };
}

/** The extraction of a state: candidates and comments in source order. */
export function toExtraction(state: JsState): Extraction {
  const candidates: DocumentCandidate[] = [];
  const comments: Comment[] = [];
  let f = 0;
  for (const s of state.statements) {
    s.placed ??= { candidates: s.candidates.map((c) => documentCandidate(c, s.shift)), comments: s.comments.map((c) => shiftComment(c, s.shift)) };
    for (const c of s.placed.candidates) candidates.push(c);
    while (f < state.freeComments.length && state.freeComments[f].range[0] < s.start) comments.push(state.freeComments[f++]);
    for (const c of s.placed.comments) comments.push(c);
  }
  while (f < state.freeComments.length) comments.push(state.freeComments[f++]);
  return { candidates, comments, state };
}
