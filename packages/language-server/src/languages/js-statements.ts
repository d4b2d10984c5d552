/**
 * A JavaScript document as its top-level statements, each with its candidates and comments, so
 * that an edit re-parses only the statements it touches (./js-incremental.ts). The candidate
 * finder reads nothing above a top-level statement (no parent links), so a statement's
 * candidates are the same whether it was parsed with the whole file or in a region of it.
 */

import { findIncompleteUrlChecks, findUrlCandidates, type EstreeNode, type SourceFinding, type UrlCandidate } from '@urilint/source';
import { documentCandidate, movedCandidate, shiftFinding } from './candidate.js';
import { isClosed } from './js-boundaries.js';
import { JS_VISITOR_KEYS as KEYS, parseJavaScript, type ParsedProgram } from './js-parser.js';
import type { DocumentCandidate, Extraction, ExtractOptions } from './types.js';

export type Comment = Extraction['comments'][number];

export interface Statement {
  /** Range where it was parsed (absolute then); where it is now: + its `moved` in the state. */
  start: number;
  end: number;
  /** Nothing after it can continue it (js-boundaries.ts). */
  closed: boolean;
  /** Candidates and comments in the coordinates they were found in; absolute where it was parsed = own offset + shift. */
  candidates: UrlCandidate[];
  comments: Comment[];
  /**
   * Findings of the rules that read code, each statement on its own (a regular expression kept
   * in a constant is followed within its statement), so that an edit re-checks only what it parses.
   */
  checks: SourceFinding[];
  shift: number;
  /**
   * Its candidates and comments placed where it was parsed, made once per statement: a statement
   * that an edit moves keeps them, with their analysis, and its `moved` says how far they now are.
   */
  placed?: { candidates: DocumentCandidate[]; comments: Comment[]; checks: SourceFinding[] };
}

export interface JsState {
  /** The document's text. */
  text: string;
  languageId: string;
  contexts: string;
  /**
   * Immutable and shared between versions: an edit makes new objects only for the statements it
   * parses again; a statement after it moves by the edit's length in `moved`.
   */
  statements: Statement[];
  /** How far each statement is now from where it was parsed (absent: none has moved). */
  moved?: Float64Array;
  /** Comments outside every top-level statement (absolute offsets). */
  freeComments: Comment[];
}

/** How far statement `i` of `state` is from where it was parsed. */
export function movedBy(state: Pick<JsState, 'moved'>, i: number): number {
  return state.moved ? state.moved[i] : 0;
}

/** The statements of `parsed`, the program of `fragment`, which starts at `shift` in the document; comments outside every statement go to `free`. */
export function statementsOf(parsed: ParsedProgram, fragment: string, shift: number, options: ExtractOptions, free: Comment[]): Statement[] {
  const candidates = findUrlCandidates(parsed.program, fragment, { urlContexts: options.urlContexts, visitorKeys: KEYS });
  const statements: Statement[] = parsed.body.map((node: EstreeNode) => ({
    start: node.range![0] + shift,
    end: node.range![1] + shift,
    closed: isClosed(node, fragment),
    candidates: [],
    comments: [],
    checks: options.codeChecks ? findIncompleteUrlChecks({ type: 'Program', sourceType: 'module', body: [node], range: node.range }, fragment, { ...options.codeChecks, visitorKeys: KEYS }) : [],
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
  bucket(parsed.comments.filter(mayBeDirective), (c) => c.range, (s, c) => s.comments.push(c), free);
  return statements;
}

/**
 * Whether a comment may be an ESLint directive (directives.ts reads only those): the others are
 * not kept, so that a statement that moves has nothing to move but its candidates.
 */
function mayBeDirective(c: Comment): boolean {
  return c.text.includes('eslint-');
}

export function shiftComment(c: Comment, by: number): Comment {
  return by === 0 ? c : { ...c, range: [c.range[0] + by, c.range[1] + by] };
}

/** The state of a whole parse of `source`; throws when it does not parse. The state keeps `source` as given, for the next version's diff. */
export function fullState(source: string, languageId: string, options: ExtractOptions, contexts: string): JsState {
  const text = source.toString();
  const freeComments: Comment[] = [];
  const statements = statementsOf(parseJavaScript(text, languageId), text, 0, options, freeComments);
  return { text: source, languageId, contexts, statements, freeComments };
}

/** The candidates and comments of `s` placed where it was parsed (made once). */
export function placedOf(s: Statement): NonNullable<Statement['placed']> {
  return (s.placed ??= {
    candidates: s.candidates.map((c) => documentCandidate(c, s.shift)),
    comments: s.comments.map((c) => shiftComment(c, s.shift)),
    checks: s.checks.map((f) => shiftFinding(f, s.shift)),
  });
}

/** The extraction of a state: candidates and comments in source order, each statement's where an edit moved it (with its analysis). */
export function toExtraction(state: JsState): Extraction {
  const { statements, freeComments } = state;
  const candidates: DocumentCandidate[] = [];
  const comments: Comment[] = [];
  const checks: SourceFinding[] = [];
  let f = 0;
  for (let i = 0; i < statements.length; i++) {
    const s = statements[i];
    const own = placedOf(s);
    const moved = movedBy(state, i);
    for (const c of own.candidates) candidates.push(movedCandidate(c, moved));
    for (const c of own.checks) checks.push(moved === 0 ? c : shiftFinding(c, moved));
    if (own.comments.length === 0) continue;
    while (f < freeComments.length && freeComments[f].range[0] < s.start + moved) comments.push(freeComments[f++]);
    for (const c of own.comments) comments.push(shiftComment(c, moved));
  }
  while (f < freeComments.length) comments.push(freeComments[f++]);
  return { candidates, comments, checks, state };
}
