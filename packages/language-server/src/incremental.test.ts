/**
 * Re-parsing only the edited top-level statement gives exactly what a full parse gives: random
 * edits (typing, deleting, pasting code, breaking and mending syntax) on a real-looking file,
 * each analyzed incrementally from the previous version and from scratch.
 */

import { describe, expect, it } from 'vitest';
import { analyzeSteps, analyzeText, type Analysis } from './analysis.js';
import type { Extraction } from './languages/types.js';
import { editorSettings } from './settings.js';

const settings = editorSettings({});

const FILE = `// eslint-disable-next-line urilint/no-default-port
const base = "http://api.example.com:80/";
/* eslint-disable urilint/prefer-normalized */
export function load(id: number) {
  const label = 'item-' + id;
  return fetch(\`https://API.example.com:443/items/\${id}?q=a b\`);
}
/* eslint-enable urilint/prefer-normalized */
export interface Item { url: string; }
class Client {
  get(path: string) { return request("/v1/" + path + " x"); }
}
if (base) { location.href = 'HTTP://x.com/%7e'; }
let u = 'https://user:pw@example.com/' // no semicolon
;[1, 2].forEach((n) => fetch(\`/n/\${n} \`));
export default { home: "https://example.com:443" };
`;

const SNIPPETS = [' ', 'x', ';', '}', '{', '`', '"', "'", '/*', '*/', '//', '\n', ':80', ' b', 'é', '(', ')', 'fetch("http://a.com:80/ ")', '${', 'export ', '<a href="x y">'];

function rows(a: Analysis | undefined): unknown {
  return a?.findings.map((f) => [f.ruleId, f.range, f.fix, f.suggestions?.map((s) => s.edits)]);
}

/** What diagnostics show: rule, range and message. */
function shown(a: Analysis | undefined): unknown {
  return a?.findings.map((f) => [f.ruleId, f.range, f.message]);
}

/** FILE's statements 12 times over: most edits move many statements. */
const LONG_FILE = Array.from({ length: 12 }, (_, i) => FILE.replaceAll('example.com', `example${i}.com`)).join('');

function full(text: string, languageId: string): { rows: unknown; shown: unknown } | 'parse error' {
  try {
    const analysis = analyzeText(text, languageId, settings);
    return { rows: rows(analysis), shown: shown(analysis) };
  } catch {
    return 'parse error';
  }
}

/** analyzeText as the server runs it (`analyzeSteps`, run to the end). */
function analyzeTextLike(text: string, languageId: string, previous?: Extraction): Analysis | undefined {
  const steps = analyzeSteps(text, languageId, settings, previous);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** FILE's statements 40 times over, ~29,000 characters. */
const LONGER_FILE = Array.from({ length: 40 }, (_, i) => FILE.replaceAll('example.com', `example${i}.com`)).join('');

describe('incremental JavaScript analysis', () => {
  for (const [name, original, languageId] of [
    ['typescript', FILE, 'typescript'],
    ['typescriptreact', FILE, 'typescriptreact'],
    ['a long typescript file', LONG_FILE, 'typescript'],
    ['a longer typescript file', LONGER_FILE, 'typescript'],
  ] as const) {
    it(`${name}: 600 random edits agree with a full parse`, () => {
      let seed = 42;
      const random = (n: number): number => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed % n;
      };
      let text = original;
      let previous = analyzeTextLike(text, languageId);
      let incremental = 0;
      for (let step = 0; step < 600; step++) {
        const at = random(text.length + 1);
        const [end, insert] = random(3) === 0 ? [Math.min(text.length, at + 1 + random(4)), ''] : [at, SNIPPETS[random(SNIPPETS.length)]];
        // keep the file near its original: every 25 steps start again from it
        const restart = step % 25 === 24;
        const target = restart ? original : text.slice(0, at) + insert + text.slice(end);
        let got: unknown;
        let analysis: Analysis | undefined;
        try {
          analysis = analyzeTextLike(target, languageId, previous?.extraction);
          got = { rows: rows(analysis), shown: shown(analysis) };
        } catch {
          got = 'parse error';
        }
        expect(got, `step ${step}`).toEqual(full(target, languageId));
        if (analysis && previous && analysis.extraction.state !== previous.extraction.state) incremental++;
        text = target;
        if (analysis) previous = analysis;
      }
      expect(incremental).toBeGreaterThan(25); // most random edits break the syntax: full parses
    });
  }
});

describe('incremental JavaScript analysis in a long session', () => {
  it('keeps no text of an earlier version alive: a statement parsed again holds its own text only', () => {
    // 300 KB of functions with a URL each; an edit in each of 80 of them, far apart. A statement
    // parsed again used to keep the whole text of its version alive (its candidates are slices
    // of the region's text, a slice of the document's): 80 versions of 300 KB.
    const blocks = Array.from({ length: 4000 }, (_, i) => `export function f${i}(id: number) {\n  return fetch("https://api.example.com:443/items/" + id + "/${i}");\n}\n`);
    let text = blocks.join('');
    let analysis = analyzeText(text, 'typescript', settings)!;
    const edit = (k: number): void => {
      const at = text.indexOf(`f${k}(`) + 1;
      text = text.slice(0, at) + 'x' + text.slice(at);
      analysis = analyzeText(text, 'typescript', settings, analysis.extraction)!;
    };
    edit(0);
    global.gc!();
    const before = process.memoryUsage().heapUsed;
    for (let k = 1; k <= 80; k++) edit(k * 49);
    global.gc!();
    const grown = process.memoryUsage().heapUsed - before;
    expect(analysis.findings).toHaveLength(4000);
    expect(grown).toBeLessThan(6 * 1024 * 1024); // 80 texts of 300 KB: 24 MB
  });
});
