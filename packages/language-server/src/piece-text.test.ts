/**
 * A PieceText (piece-text.ts) answers as the string it holds, after random edits of texts long
 * enough to hold many pieces (line breaks of three kinds, surrogate pairs, comment ends); the
 * diff of two versions' pieces is the diff of their strings (text-diff.ts), and what reads a
 * text piece by piece (lines, the binary test) answers as it does on the string.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineIndex } from './analysis.js';
import { looksBinary } from './limits.js';
import { PieceText } from './piece-text.js';
import { changedRange, sameText } from './text-diff.js';

const SNIPPETS = ['a', 'fetch("https://x.com:443/")', ' ', '\n', '\r\n', '\r', '*/', '/*', '😀', 'é', '\uFFFD', 'x'.repeat(3000)];

const snippets = fc.array(fc.integer({ min: 0, max: SNIPPETS.length - 1 }), { maxLength: 40 }).map((ks) => ks.map((k) => SNIPPETS[k]).join(''));
/** A text of up to ~60,000 characters: a run of snippets repeated. */
const longText = fc.tuple(snippets, fc.integer({ min: 0, max: 20 })).map(([s, times]) => s.repeat(times));
const at = fc.double({ min: 0, max: 1, noNaN: true });
const edit = fc.record({ at, remove: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 40_000 })), insert: fc.oneof(snippets, longText) });

type Edit = { at: number; remove: number; insert: string };

function applied(text: string, e: Edit): [number, number, string] {
  const start = Math.floor(e.at * text.length);
  const end = Math.min(text.length, start + e.remove);
  return [start, end, text.slice(0, start) + e.insert + text.slice(end)];
}

/** Every version of `text` after `edits`, as a string and as a PieceText. */
function versions(text: string, edits: Edit[]): Array<[string, PieceText]> {
  const out: Array<[string, PieceText]> = [[text, PieceText.from(text)]];
  for (const e of edits) {
    const [s, p] = out[out.length - 1];
    const [start, end, next] = applied(s, e);
    out.push([next, p.edit(start, end, e.insert)]);
  }
  return out;
}

function expectSameAnswers(s: string, p: PieceText, probes: number[]): void {
  expect(p.length).toBe(s.length);
  for (const f of probes) {
    const i = Math.floor(f * (s.length + 4)) - 2;
    expect(p.charCodeAt(i)).toEqual(s.charCodeAt(i));
    expect(p.slice(i, i + 9000)).toBe(s.slice(i, i + 9000));
    expect(p.slice(i)).toBe(s.slice(i));
    expect(p.slice(-i, i)).toBe(s.slice(-i, i));
    expect(p.indexOf('*/', i)).toBe(s.indexOf('*/', i));
    expect(p.indexOf('\r\n', i)).toBe(s.indexOf('\r\n', i));
    expect(p.indexOf('x', i)).toBe(s.indexOf('x', i));
    expect(p.indexOf('https://', i)).toBe(s.indexOf('https://', i));
  }
  expect(p.toString()).toBe(s);
}

describe('PieceText', () => {
  it('answers charCodeAt, slice, indexOf and toString as its string after random edits', () => {
    fc.assert(
      fc.property(longText, fc.array(edit, { maxLength: 12 }), fc.array(at, { minLength: 1, maxLength: 6 }), (text, edits, probes) => {
        for (const [s, p] of versions(text, edits)) expectSameAnswers(s, p, probes);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the pieces an edit does not touch (the same strings) and cuts a long insertion', () => {
    const text = 'a'.repeat(100_000);
    const before = PieceText.from(text);
    const after = before.edit(50_000, 50_001, 'b');
    const kept = after.pieces.filter((piece) => before.pieces.includes(piece));
    expect(kept.length).toBe(before.pieces.length - 1);
    expect(Math.max(...before.pieces.map((piece) => piece.length))).toBeLessThanOrEqual(16 * 1024);
    const pasted = before.edit(10, 10, 'c'.repeat(200_000));
    expect(Math.max(...pasted.pieces.map((piece) => piece.length))).toBeLessThanOrEqual(16 * 1024);
    expect(pasted.toString()).toBe(text.slice(0, 10) + 'c'.repeat(200_000) + text.slice(10));
  });

  it('finds a match that runs over a piece shorter than it', () => {
    const text = 'x'.repeat(8192) + 'm'.repeat(8192) + 'y'.repeat(8192);
    // the middle piece cut down to `mabm`: a search for `xmabmy` runs over three pieces
    const p = PieceText.from(text).edit(8193, 8192 * 2 - 1, 'ab');
    expect(p.pieces).toContain('mabm');
    expect(p.indexOf('xmabmy')).toBe(8191);
    expect(p.indexOf('xmabmy', 8192)).toBe(-1);
  });
});

/** The common prefix, then the common suffix of what is left, one character at a time. */
function naiveChangedRange(a: string, b: string): { start: number; endA: number; endB: number } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let n = 0;
  while (n < a.length - start && n < b.length - start && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return { start, endA: a.length - n, endB: b.length - n };
}

describe('reading a text piece by piece', () => {
  it("gives two versions' pieces the changed range of their strings", () => {
    fc.assert(
      fc.property(longText, fc.array(edit, { minLength: 1, maxLength: 8 }), (text, edits) => {
        const all = versions(text, edits);
        for (let k = 1; k < all.length; k++) {
          const [a, pa] = all[k - 1];
          const [b, pb] = all[k];
          expect(changedRange(a, b)).toEqual(naiveChangedRange(a, b));
          expect(changedRange(pa, pb)).toEqual(changedRange(a, b));
          expect(changedRange(all[0][1], pb)).toEqual(changedRange(all[0][0], b));
          expect(sameText(pa, pb)).toBe(a === b);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reads past a piece that the other version only lengthened (the common part goes on into the next piece)', () => {
    const cases: Array<[string, number, number, string]> = [
      ['a'.repeat(20_000), 8192, 8192, 'a'], // appended to a piece's end: the prefix runs on
      ['c' + 'a'.repeat(30_000), 4000, 8292, 'd' + 'a'.repeat(200)], // two pieces made one: the suffix runs on
    ];
    for (const [text, start, end, insert] of cases) {
      const before = PieceText.from(text);
      const after = before.edit(start, end, insert);
      expect(changedRange(before, after)).toEqual(changedRange(text, text.slice(0, start) + insert + text.slice(end)));
    }
  });

  it('tells line starts and a binary text as the string does', () => {
    fc.assert(
      fc.property(longText, fc.array(edit, { maxLength: 6 }), fc.array(at, { minLength: 1, maxLength: 8 }), fc.boolean(), (text, edits, probes, nul) => {
        for (const [s0, p0] of versions(text, edits)) {
          const [, , s] = nul ? applied(s0, { at: probes[0], remove: 0, insert: '\u0000' }) : [0, 0, s0];
          const p = nul ? p0.edit(Math.floor(probes[0] * s0.length), Math.floor(probes[0] * s0.length), '\u0000') : p0;
          expect(looksBinary(p)).toBe(looksBinary(s));
          const [ofPieces, ofString] = [lineIndex(p), lineIndex(s)];
          for (const f of probes) expect(ofPieces(Math.floor(f * s.length))).toBe(ofString(Math.floor(f * s.length)));
        }
      }),
      { numRuns: 40 },
    );
  });
});
