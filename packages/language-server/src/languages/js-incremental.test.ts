/**
 * Incremental extraction (js-incremental.ts) gives what a parse of the whole file gives, after
 * every edit of random sequences of every kind a person makes (typing inside a statement or at
 * the start of a line, a new statement between two, a deletion across statements, a paste,
 * half-typed code and its repair), on real files: this project's TypeScript, the examples' TSX
 * and JSX, and ESLint's own sources. As the server does, a version that does not parse leaves the
 * next version to start from the last one that did (`UnparsableDocument.retained`). A version
 * that does not parse keeps the candidates of the last one that
 * did that the edits since did not reach, where they now are (`UnparsableDocument.kept`).
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REAL_JS_FILES, readRealFile } from '../../tests/support/real-files.js';
import { javascript } from './javascript.js';
import { inDocument } from './js-incremental.js';
import { parseJavaScript } from './js-parser.js';
import type { JsState } from './js-statements.js';
import { UnparsableDocument, type Extraction } from './types.js';


/** Snippets typed inside statements or at line starts: tokens, brackets, quotes, comment and template openers, URLs. */
const TYPED = [' ', 'x', ';', '}', '{', '(', ')', '[', '`', '"', "'", '/*', '*/', '//', '\n', ':80', ' b', 'é', '${', 'else ', 'in ', '.', '+', '<', 'as ', '#!', '"use strict";'];
/** Whole statements added between two. */
const STATEMENTS = [
  'const u = fetch("http://a.com:80/ x");\n',
  "let v = 'HTTP://Example.com/%7e'\n",
  'function g() { return `https://user:pw@x.com/${v}`; }\n',
  '// eslint-disable-next-line urilint/no-default-port\n',
  'if (a) { location.href = "http://x.com:80"; }\n',
  '/* a\n comment */\n',
  'export default { home: "https://example.com:443" };\n',
];
/** Half-typed statements: what there is before a person finishes typing. */
const HALF_TYPED = ['fetch("http://x', 'if (a) {', 'const x = (', 'function f(', '`https://', 'import { a } from', 'x = {', 'let y = <div', 'class A extends'];

type Edit =
  | { kind: 'inside' | 'lineStart' | 'halfTyped'; at: number; snippet: number }
  | { kind: 'newStatement'; at: number; snippet: number }
  | { kind: 'deleteAcross'; at: number; length: number }
  | { kind: 'paste'; at: number; from: number; length: number }
  | { kind: 'undo' };

const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constantFrom('inside' as const, 'lineStart' as const, 'halfTyped' as const), at: fraction, snippet: fc.nat() }),
  fc.record({ kind: fc.constant('newStatement' as const), at: fraction, snippet: fc.nat() }),
  fc.record({ kind: fc.constant('deleteAcross' as const), at: fraction, length: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('paste' as const), at: fraction, from: fraction, length: fc.integer({ min: 1, max: 400 }) }),
  fc.constant({ kind: 'undo' as const }),
);

/** Offsets of line starts, those without indentation when `topLevel`. */
function lineStarts(text: string, topLevel: boolean): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (!topLevel || /[^\s]/.test(text[i + 1] ?? '')) out.push(i + 1);
  }
  return out;
}

function apply(text: string, e: Exclude<Edit, { kind: 'undo' }>): string {
  const insert = (at: number, s: string): string => text.slice(0, at) + s + text.slice(at);
  const pick = <T>(list: readonly T[], k: number): T => list[k % list.length];
  const offset = Math.floor(e.at * (text.length + 1));
  switch (e.kind) {
    case 'inside':
      return insert(offset, pick(TYPED, e.snippet));
    case 'halfTyped':
      return insert(offset, pick(HALF_TYPED, e.snippet));
    case 'lineStart': {
      const starts = lineStarts(text, false);
      return insert(starts[Math.floor(e.at * starts.length)], pick(TYPED, e.snippet));
    }
    case 'newStatement': {
      const starts = lineStarts(text, true);
      return insert(starts[Math.floor(e.at * starts.length)], pick(STATEMENTS, e.snippet));
    }
    case 'deleteAcross': {
      // from inside one line to inside another
      const from = Math.min(offset, Math.max(0, text.length - 1));
      const lineEnd = text.indexOf('\n', from);
      const to = lineEnd < 0 ? text.length : Math.min(text.length, Math.max(lineEnd + 1, from + e.length));
      return text.slice(0, from) + text.slice(to);
    }
    case 'paste': {
      const from = Math.floor(e.from * text.length);
      return insert(offset, text.slice(from, from + e.length));
    }
  }
}

/** What a user gets from an extraction: the candidates (place, value, context, map) and the comments. */
function rows(x: Extraction): unknown {
  return {
    candidates: x.candidates.map((c) => [c.range, c.value, c.context, c.identifier, c.holes, c.toSource(0, c.value.length)]),
    comments: x.comments,
  };
}

type Outcome = { extraction: Extraction } | { unparsable: UnparsableDocument };

function extract(text: string, languageId: string, previous?: Extraction): Outcome {
  try {
    return { extraction: javascript.extract(text, languageId, {}, previous) };
  } catch (e) {
    if (!(e instanceof UnparsableDocument)) throw e;
    return { unparsable: e };
  }
}

describe('incremental JavaScript extraction', () => {
  for (const [file, languageId] of REAL_JS_FILES) {
    it(`${file}: after every edit of random sequences, the candidates and comments of a full parse`, () => {
      const original = readRealFile(file);
      const initial = javascript.extract(original, languageId, {});
      let partial = 0;
      let parsed = 0;
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
          let text = original;
          let previous: Extraction | undefined = initial;
          const history: string[] = [];
          for (const [step, e] of edits.entries()) {
            const next = e.kind === 'undo' ? (history.pop() ?? original) : apply(text, e);
            if (e.kind !== 'undo') history.push(text);
            const got = extract(next, languageId, previous);
            const full = extract(next, languageId);
            const label = `step ${step} (${e.kind})`;
            if ('unparsable' in full) {
              expect('unparsable' in got, label).toBe(true);
              if ('unparsable' in got) expect(got.unparsable.message, label).toBe(full.unparsable.message);
              if ('unparsable' in got && previous) {
                expect(got.unparsable.kept, label).toBeDefined();
                expect(keptRows(got.unparsable.kept!, next), label).toEqual(untouchedRows(previous, next));
              }
            } else {
              expect('extraction' in got ? rows(got.extraction) : got.unparsable.message, label).toEqual(rows(full.extraction));
            }
            if ('extraction' in got && previous) {
              parsed++;
              if (sharesStatements(got.extraction, previous)) partial++;
            }
            previous = 'extraction' in got ? got.extraction : got.unparsable.retained;
            text = next;
          }
        }),
        { numRuns: 12 },
      );
      // In a file of many statements, most versions that parse were parsed in part: some
      // statements kept their candidates.
      if ((initial.state as JsState).statements.length >= 10) expect(partial).toBeGreaterThan(parsed / 2);
    });
  }
});

/**
 * The candidates of `previous` (the last version that parsed) that the change to `next` did not
 * reach (outside the middle left once the common prefix and suffix are taken off), where they
 * are in `next`, with their source text.
 */
function untouchedRows(previous: Extraction, next: string): unknown {
  const before = (previous.state as JsState).text;
  let prefix = 0;
  while (prefix < before.length && prefix < next.length && before[prefix] === next[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < next.length - prefix && before[before.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix++;
  const end = before.length - suffix;
  const delta = next.length - before.length;
  return previous.candidates
    .filter((c) => c.range[1] <= prefix || c.range[0] >= end)
    .map((c) => {
      const by = c.range[1] <= prefix ? 0 : delta;
      return [[c.range[0] + by, c.range[1] + by], c.value, before.slice(c.range[0], c.range[1])];
    });
}

/** The candidates kept while `text` does not parse (`UnparsableDocument.kept`), with their source text. */
function keptRows(kept: Extraction, text: string): unknown {
  return kept.candidates.map((c) => [c.range, c.value, text.slice(c.range[0], c.range[1])]);
}

/** Whether `next` kept the candidates of some statement of `previous` (a partial re-parse). */
function sharesStatements(next: Extraction, previous: Extraction): boolean {
  const before = new Set((previous.state as JsState).statements.map((s) => s.candidates));
  return (next.state as JsState).statements.some((s) => before.has(s.candidates));
}

describe('inDocument: a region\'s syntax error placed in the whole document', () => {
  /** Lines of `term`, then a CRLF, then a broken statement. */
  function document(term: string): { text: string; regionStart: number } {
    let text = '';
    for (let i = 0; text.length < 8_000; i++) text += `const a${i} = ${i};${term}`;
    text = text.padEnd(8_191, ' ') + '\r\n';
    const regionStart = text.length;
    return { text: `${text}let b = 1;${term}const c = (;${term}`, regionStart };
  }

  for (const [name, term] of [['LF', '\n'], ['CRLF', '\r\n'], ['CR', '\r'], ['U+2028', '\u2028'], ['U+2029', '\u2029']]) {
    it(`gives the line and column of the whole file's parse, lines ending in ${name}`, () => {
      const { text, regionStart } = document(term);
      expect(text.slice(8_191, 8_193)).toBe('\r\n');
      const whole = thrown(() => parseJavaScript(text, 'typescript'));
      const region = thrown(() => parseJavaScript(text.slice(regionStart), 'typescript'));
      expect(whole.message).toMatch(/\(\d+:\d+\)$/);
      expect(region.message).not.toBe(whole.message);
      expect((inDocument(region, text, regionStart) as Error).message).toBe(whole.message);
    });
  }
});

function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('did not throw');
}
