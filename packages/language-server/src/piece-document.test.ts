/**
 * The server's document (piece-document.ts) is vscode-languageserver-textdocument's
 * `TextDocument` with another text inside: after the same random changes (positions past a
 * line's end or the document's, reversed ranges, CR, LF and CRLF, a CRLF cut or made by an edit,
 * whole-text changes) both give the same text, lines, positions and offsets.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { PieceDocument } from './piece-document.js';

const SNIPPETS = ['a', 'url("https://x.com:443/")', '\n', '\r\n', '\r', '😀', ' ', 'x'.repeat(5000)];
const text = fc.array(fc.integer({ min: 0, max: SNIPPETS.length - 1 }), { maxLength: 30 }).map((ks) => ks.map((k) => SNIPPETS[k]).join(''));
const longText = fc.tuple(text, fc.integer({ min: 1, max: 12 })).map(([s, times]) => s.repeat(times));
const position = fc.record({ line: fc.integer({ min: -1, max: 400 }), character: fc.integer({ min: -1, max: 6000 }) });
const change: fc.Arbitrary<TextDocumentContentChangeEvent> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ range: fc.record({ start: position, end: position }), text }) },
  { weight: 1, arbitrary: fc.record({ text: longText }) },
);

/**
 * `change` with its lines in the document (a character may still be past its line's end): with a
 * line past the end, the package's line offsets go wrong (a change no client sends).
 */
function inDocument(change: TextDocumentContentChangeEvent, lineCount: number): TextDocumentContentChangeEvent {
  if (!('range' in change) || !change.range) return change;
  const line = (p: { line: number; character: number }): { line: number; character: number } => ({ line: Math.min(p.line, lineCount - 1), character: p.character });
  return { range: { start: line(change.range.start), end: line(change.range.end) }, text: change.text };
}

function expectSame(piece: PieceDocument, reference: TextDocument, probes: number[]): void {
  expect(piece.getText()).toBe(reference.getText());
  expect(piece.text.toString()).toBe(reference.getText());
  expect(piece.lineCount).toBe(reference.lineCount);
  expect(piece.version).toBe(reference.version);
  const length = reference.getText().length;
  for (const p of probes) {
    const offset = Math.floor(p * (length + 2)) - 1;
    const at = reference.positionAt(offset);
    expect(piece.positionAt(offset)).toEqual(at);
    expect(piece.isAt(offset, at.line, at.character)).toBe(true);
    expect(piece.isAt(offset, at.line + 1, at.character) || piece.isAt(offset, at.line, at.character - 1) || piece.isAt(offset, at.line - 1, at.character)).toBe(false);
    const line = Math.floor(p * (reference.lineCount + 2)) - 1;
    const pos = { line, character: Math.floor(p * 80) - 1 };
    expect(piece.offsetAt(pos)).toBe(reference.offsetAt(pos));
    expect(piece.getLineRange(line)).toEqual(reference.getLineRange(line));
    expect(piece.getEOLCharacters(line)).toBe(reference.getEOLCharacters(line));
    expect(piece.getText({ start: at, end: pos })).toBe(reference.getText({ start: at, end: pos }));
  }
}

describe('PieceDocument', () => {
  it("answers as vscode-languageserver-textdocument's TextDocument after the same changes", () => {
    fc.assert(
      fc.property(longText, fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { maxLength: 10 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }), (initial, versions, probes) => {
        const piece = PieceDocument.create('file:///a.ts', 'typescript', 1, initial);
        const reference = TextDocument.create('file:///a.ts', 'typescript', 1, initial);
        expectSame(piece, reference, probes);
        versions.forEach((sent, k) => {
          // each change's lines in the document as the changes before it in the batch left it
          const scratch = TextDocument.create('file:///scratch.ts', 'typescript', 1, reference.getText());
          const changes = sent.map((c) => {
            const change = inDocument(c, scratch.lineCount);
            TextDocument.update(scratch, [change], 2);
            return change;
          });
          expect(PieceDocument.update(piece, changes, k + 2)).toBe(piece);
          TextDocument.update(reference, changes, k + 2);
          expectSame(piece, reference, probes);
        });
      }),
      { numRuns: Number(process.env.PIECE_DOCUMENT_RUNS ?? 80) },
    );
  });

  it('gives the text of its current version as pieces that the next version shares', () => {
    const doc = PieceDocument.create('file:///a.ts', 'typescript', 1, 'const a = 1;\n'.repeat(5000));
    const before = doc.text;
    PieceDocument.update(doc, [{ range: { start: { line: 2500, character: 6 }, end: { line: 2500, character: 7 } }, text: 'b' }], 2);
    const after = doc.text;
    expect(after).not.toBe(before);
    expect(before.toString()).toBe('const a = 1;\n'.repeat(5000));
    expect(after.slice(2500 * 13, 2501 * 13)).toBe('const b = 1;\n');
  });
});
