/**
 * JavaScript, TypeScript, JSX and TSX: parsed with Babel's parser into ESTree (./js-parser.ts),
 * candidates found by the source layer (`@urilint/source`), the same module the ESLint plugin
 * uses, so the editor and CI agree.
 *
 * Typing in a large file: the candidate finder reads nothing above a top-level statement (no
 * parent links), so when an edit falls strictly inside one top-level statement and the edited
 * statement still parses, on its own, as one statement of the same kind that ends the way
 * statements end (`;` or the `}` of a declaration), only that statement is parsed again; the
 * other statements keep their candidates, shifted, and their analysis (memoized per candidate).
 * Anything else (an edit between statements, a broken statement, a new comment or template
 * opening) parses the whole file.
 */

import { findUrlCandidates, type EstreeNode, type UrlCandidate } from '@urilint/source';
import { changedRange } from '../text-diff.js';
import { documentCandidate } from './candidate.js';
import { jsDirectiveComment } from './jsx-directive.js';
import { JS_VISITOR_KEYS as KEYS, parseJavaScript as parseProgram, type ParsedProgram } from './js-parser.js';
import type { DocumentCandidate, Extraction, ExtractOptions, LanguageSupport } from './types.js';

export const JS_LANGUAGES = ['javascript', 'typescript', 'javascriptreact', 'typescriptreact'] as const;

type Comment = Extraction['comments'][number];

interface Statement {
  /** Current absolute range. */
  start: number;
  end: number;
  type: string;
  /** Candidates in the coordinates they were found in; absolute offset = own offset + shift. */
  candidates: UrlCandidate[];
  comments: Comment[];
  shift: number;
}

interface JsState {
  text: string;
  languageId: string;
  contexts: string;
  statements: Statement[];
  /** Comments outside every top-level statement (absolute offsets). */
  freeComments: Comment[];
}

/** Statements after which the next one starts fresh even without `;` (their `}` ends them). */
const BLOCK_DECLARATIONS = new Set([
  'FunctionDeclaration',
  'ClassDeclaration',
  'TSInterfaceDeclaration',
  'TSEnumDeclaration',
  'TSModuleDeclaration',
  'BlockStatement',
  'IfStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'TryStatement',
  'SwitchStatement',
]);

function statementType(node: EstreeNode): string {
  if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration') && node.declaration) {
    return `${node.type}:${(node.declaration as EstreeNode).type}`;
  }
  return node.type;
}

function endsCleanly(type: string, text: string, end: number): boolean {
  const last = text[end - 1];
  if (last === ';') return true;
  if (last !== '}') return false;
  const inner = type.includes(':') ? type.slice(type.indexOf(':') + 1) : type;
  return BLOCK_DECLARATIONS.has(inner);
}

function fullState(text: string, languageId: string, options: ExtractOptions, contexts: string): JsState {
  const { body, comments, program } = parseProgram(text, languageId);
  const candidates = findUrlCandidates(program, text, { urlContexts: options.urlContexts, visitorKeys: KEYS });
  const statements: Statement[] = body.map((node) => ({
    start: node.range![0],
    end: node.range![1],
    type: statementType(node),
    candidates: [],
    comments: [],
    shift: 0,
  }));
  // Both lists are in source order: bucket by a moving index.
  const bucket = <T>(items: T[], rangeOf: (t: T) => [number, number], add: (s: Statement, t: T) => void, free?: T[]): void => {
    let k = 0;
    for (const item of items) {
      const [a, b] = rangeOf(item);
      while (k < statements.length && statements[k].end <= a) k++;
      const s = statements[k];
      if (s && s.start <= a && b <= s.end) add(s, item);
      else free?.push(item);
    }
  };
  bucket(candidates, (c) => c.range, (s, c) => s.candidates.push(c));
  const freeComments: Comment[] = [];
  bucket(comments, (c) => c.range, (s, c) => s.comments.push(c), freeComments);
  return { text, languageId, contexts, statements, freeComments };
}

/** The state after an edit inside one statement, or undefined when the whole file must be parsed. */
function incrementalState(previous: JsState, text: string, options: ExtractOptions): JsState | undefined {
  const { start, endA: oldEnd } = changedRange(previous.text, text);
  const delta = text.length - previous.text.length;
  // The statement holding the whole change, strictly inside (its first and last characters unchanged).
  const statements = previous.statements;
  let lo = 0;
  let hi = statements.length - 1;
  let index = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = statements[mid];
    if (s.end <= start) lo = mid + 1;
    else if (s.start > start) hi = mid - 1;
    else {
      index = mid;
      break;
    }
  }
  if (index < 0) return undefined;
  const target = statements[index];
  if (!(start > target.start && oldEnd < target.end)) return undefined;
  const fragmentEnd = target.end + delta;
  const fragment = text.slice(target.start, fragmentEnd);
  let parsed: ParsedProgram;
  try {
    parsed = parseProgram(fragment, previous.languageId);
  } catch {
    return undefined;
  }
  if (parsed.body.length !== 1) return undefined;
  const node = parsed.body[0];
  const type = statementType(node);
  if (node.range![0] !== 0 || node.range![1] !== fragment.length || type !== target.type || !endsCleanly(type, fragment, fragment.length)) return undefined;
  // No comment may reach outside the statement (an unterminated comment would have failed to parse).
  const candidates = findUrlCandidates(parsed.program, fragment, { urlContexts: options.urlContexts, visitorKeys: KEYS });
  const shiftComment = (c: Comment, by: number): Comment => ({ ...c, range: [c.range[0] + by, c.range[1] + by] });
  const next: Statement[] = new Array<Statement>(statements.length);
  for (let k = 0; k < statements.length; k++) {
    const s = statements[k];
    if (k < index) next[k] = s;
    else if (k === index) {
      next[k] = {
        start: target.start,
        end: fragmentEnd,
        type,
        candidates,
        comments: parsed.comments.map((c) => shiftComment(c, target.start)),
        shift: target.start,
      };
    } else {
      next[k] = { ...s, start: s.start + delta, end: s.end + delta, shift: s.shift + delta, comments: s.comments.map((c) => shiftComment(c, delta)) };
    }
  }
  const freeComments = previous.freeComments.map((c) => (c.range[0] >= target.end ? shiftComment(c, delta) : c));
  return { text, languageId: previous.languageId, contexts: previous.contexts, statements: next, freeComments };
}

function toExtraction(state: JsState): Extraction {
  const candidates: DocumentCandidate[] = [];
  const comments: Comment[] = [];
  for (const s of state.statements) {
    for (const c of s.candidates) candidates.push(documentCandidate(c, s.shift));
  }
  // comments in source order
  let f = 0;
  for (const s of state.statements) {
    while (f < state.freeComments.length && state.freeComments[f].range[0] < s.start) comments.push(state.freeComments[f++]);
    comments.push(...s.comments);
  }
  while (f < state.freeComments.length) comments.push(state.freeComments[f++]);
  return { candidates, comments, state };
}

export const javascript: LanguageSupport = {
  ids: JS_LANGUAGES,
  extract(text: string, languageId: string, options: ExtractOptions, previous?: Extraction): Extraction {
    const contexts = JSON.stringify(options.urlContexts ?? null);
    const prev = previous?.state as JsState | undefined;
    let state: JsState | undefined;
    if (prev && prev.languageId === languageId && prev.contexts === contexts) {
      state = prev.text === text ? prev : incrementalState(prev, text, options);
    }
    state ??= fullState(text, languageId, options, contexts);
    return toExtraction(state);
  },
  directiveComment: jsDirectiveComment,
};
