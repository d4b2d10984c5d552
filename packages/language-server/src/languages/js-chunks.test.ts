/**
 * The chunked open (js-chunks.ts) gives what a parse of the whole file gives: the same
 * statements, candidates and comments at the end, the same syntax error for a file that does not
 * parse, and, after each chunk, the whole parse's candidates and comments up to the chunk's
 * settled offset. Checked on real files (this project's TypeScript, the examples' TSX and JSX,
 * ESLint's sources) with chunk lengths small enough to cut almost anywhere, and on generated files
 * made of statements that do not split cleanly (no semicolons, lines that continue the statement
 * before, templates and comments whose lines start at column 0, `else` on the next line, a string
 * statement at a chunk's start, JSX over several lines) and of syntax errors.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REAL_JS_FILES, readRealFile } from '../../tests/support/real-files.js';
import { chunkedState, type ChunkLengths, type PartialJsState } from './js-chunks.js';
import { fullState, toExtraction, type JsState } from './js-statements.js';


/** Chunk lengths from a line or two to the defaults' first chunk. */
const LENGTHS: ChunkLengths[] = [
  { first: 1, growth: 1, max: 1 },
  { first: 40, growth: 2, max: 400 },
  { first: 300, growth: 3, max: 3000 },
  { first: 4000, growth: 4, max: 64_000 },
];

/** A state as a user sees it: statements, candidates (place, value, context, map) and comments. */
function rows(state: JsState, before = Number.POSITIVE_INFINITY): unknown {
  const x = toExtraction(state);
  return {
    statements: state.statements.filter((s) => s.end <= before).map((s) => [s.start, s.end, s.closed]),
    candidates: x.candidates.filter((c) => c.range[1] <= before).map((c) => [c.range, c.value, c.context, c.identifier, c.holes, c.toSource(0, c.value.length)]),
    comments: x.comments.filter((c) => c.range[1] <= before),
  };
}

type Outcome = { state: JsState; parts: PartialJsState[] } | { error: string };

function chunked(text: string, languageId: string, lengths: ChunkLengths): Outcome {
  const parts: PartialJsState[] = [];
  const steps = chunkedState(text, languageId, {}, 'null', lengths);
  try {
    for (;;) {
      const r = steps.next();
      if (r.done) return { state: r.value, parts };
      parts.push(r.value);
    }
  } catch (e) {
    return { error: String(e) };
  }
}

function whole(text: string, languageId: string): { state: JsState } | { error: string } {
  try {
    return { state: fullState(text, languageId, {}, 'null') };
  } catch (e) {
    return { error: String(e) };
  }
}

/** Asserts that the chunked open of `text` agrees with its whole parse; returns the number of chunks. */
function expectSameAsWhole(text: string, languageId: string, lengths: ChunkLengths): number {
  const expected = whole(text, languageId);
  const got = chunked(text, languageId, lengths);
  if ('error' in expected) {
    expect('error' in got ? got.error : 'parsed', 'the whole parse fails').toBe(expected.error);
    return 0;
  }
  if ('error' in got) throw new Error(`the chunked open failed where the whole parse did not: ${got.error}`);
  expect(rows(got.state)).toEqual(rows(expected.state));
  let settled = 0;
  for (const part of got.parts) {
    expect(part.settled, 'parts settle further each time').toBeGreaterThan(settled);
    settled = part.settled;
    expect(rows(part.state, part.settled), `the part settled at ${part.settled}`).toEqual(rows(expected.state, part.settled));
  }
  return got.parts.length + 1;
}

describe('the chunked open of real files', () => {
  for (const [file, languageId] of REAL_JS_FILES) {
    it(`${file}: the statements, candidates and comments of a whole parse, after every chunk`, () => {
      const text = readRealFile(file);
      const chunks = LENGTHS.map((lengths) => expectSameAsWhole(text, languageId, lengths));
      // the smallest lengths cut the file at most statements
      expect(chunks[0]).toBeGreaterThan(fullState(text, languageId, {}, 'null').statements.length / 2);
    });
  }
});

/** Statements that split cleanly and that do not, each ending with a line end. */
const STATEMENTS = [
  'const u = fetch("http://a.com:80/ x");\n',
  "let v = 'HTTP://Example.com/%7e'\n",
  'a = b\n',
  '(c || d).e()\n',
  '[1, 2].forEach((n) => fetch(`/n/${n} `))\n',
  '`https://x.com/ a`\n',
  'const t = `first line\nhttps://example.com:443/\nexport const notCode = 1\n`;\n',
  '/*\nexport function inComment() {}\n*/\n',
  'if (a) fetch("https://x.com:443/")\n',
  'else location.href = "http://x.com:80"\n',
  '"use strict";\n',
  "'https://example.com/a b'\n",
  "'https://example.com/\\u00e9 \\x41'\n",
  'x\n',
  'instanceof Y\n',
  'export { a }\n',
  'from "./a"\n',
  'a\n',
  'as const\n',
  'function g() {\nreturn `https://user:pw@x.com/${v}`;\n}\n',
  'export default { home: "https://example.com:443" };\n',
  'let el = <a\nhref="https://x.com/a b">\nlink\n</a>;\n',
  'x\n++y\n',
  'try { f() } catch {}\n',
  'finally { g() }\n',
  'import { a } from "./a"\n',
  '// eslint-disable-next-line urilint/no-default-port\n',
  'label: for (;;) break label\n',
  'export interface I { url: "http://x.com:80/" }\n',
  'const half = fetch("http://x\n',
  'function broken( {\n',
  'const o = {\n',
  '`unterminated ${\n',
  '/* unterminated\n',
  '}\n',
];

describe('the chunked open of generated files', () => {
  for (const languageId of ['typescript', 'javascriptreact']) {
    it(`${languageId}: statements that do not split cleanly and syntax errors give what a whole parse gives`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(STATEMENTS.length - 1), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 200 }), fc.boolean(), (picks, first, grow) => {
          const text = picks.map((k) => STATEMENTS[k]).join('');
          // without growth, a cut at almost every line that starts with a word
          expectSameAsWhole(text, languageId, grow ? { first, growth: 2, max: 4 * first } : { first: 1 + (first % 20), growth: 1, max: 1 + (first % 20) });
        }),
        { numRuns: 500 },
      );
    });
  }
});
