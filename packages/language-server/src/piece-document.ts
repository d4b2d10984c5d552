/**
 * The server's text document: vscode-languageserver-textdocument's `TextDocument` with its text
 * held as a PieceText (./piece-text.ts), so that a keystroke in a large document makes no string
 * the size of the document (issue 15). Positions, offsets, line offsets and the handling of
 * changes are that package's (MIT, Microsoft; version 1.0.16), read off the pieces; a property
 * test holds the two equal over random edits (piece-document.test.ts).
 *
 * Like that package's documents, one object per open document, updated in place: `text` is the
 * current version's PieceText, and a PieceText never changes.
 */

import type { Position, Range, TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { lineStarts, PieceText } from './piece-text.js';

const CR = 13;
const LF = 10;

function isEol(c: number): boolean {
  return c === CR || c === LF;
}

function wellFormed(range: Range): Range {
  const { start, end } = range;
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? { start: end, end: start } : range;
}

export class PieceDocument implements TextDocument {
  private lineOffsets: number[] | undefined;

  private constructor(
    readonly uri: string,
    readonly languageId: string,
    private currentVersion: number,
    private current: PieceText,
  ) {}

  get version(): number {
    return this.currentVersion;
  }

  /** The text of the current version. */
  get text(): PieceText {
    return this.current;
  }

  getText(range?: Range): string {
    if (!range) return this.current.toString();
    // substring's answer, as the package gives it: each end clamped (NaN read as 0), a reversed range read forwards
    const clamp = (i: number): number => Math.min(Math.max(i || 0, 0), this.current.length);
    const [a, b] = [clamp(this.offsetAt(range.start)), clamp(this.offsetAt(range.end))];
    return this.current.slice(Math.min(a, b), Math.max(a, b));
  }

  get lineCount(): number {
    return this.getLineOffsets().length;
  }

  private getLineOffsets(): number[] {
    this.lineOffsets ??= lineStarts(this.current);
    return this.lineOffsets;
  }

  /**
   * `offset` moved back over the line break it may be in or after, not before `lineOffset`. A
   * line's break is its last one or two characters, before `nextLineOffset`: an offset before
   * them reads no character.
   */
  private beforeEol(offset: number, lineOffset: number, nextLineOffset: number): number {
    if (offset < nextLineOffset - 1) return offset;
    while (offset > lineOffset && isEol(this.current.charCodeAt(offset - 1))) offset--;
    return offset;
  }

  positionAt(offset: number): Position {
    offset = Math.max(Math.min(offset, this.current.length), 0);
    const lineOffsets = this.getLineOffsets();
    let low = 0;
    let high = lineOffsets.length;
    if (high === 0) return { line: 0, character: offset };
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (lineOffsets[mid] > offset) high = mid;
      else low = mid + 1;
    }
    const line = low - 1;
    offset = this.beforeEol(offset, lineOffsets[line], this.nextLineOffset(line));
    return { line, character: offset - lineOffsets[line] };
  }

  /**
   * Whether `positionAt(offset)` is `line` and `character`, read in constant time: a diagnostic
   * given again checks that its finding still stands where it did (server/diagnostic-reuse.ts),
   * which it mostly does, and positionAt's search of the lines costs more than the check.
   */
  isAt(offset: number, line: number, character: number): boolean {
    const o = Math.max(Math.min(offset, this.current.length), 0);
    const lineOffsets = this.getLineOffsets();
    if (lineOffsets.length === 0) return line === 0 && character === o;
    if (line < 0 || line >= lineOffsets.length || o < lineOffsets[line]) return false;
    const next = this.nextLineOffset(line);
    if (o >= next && line + 1 < lineOffsets.length) return false;
    return this.beforeEol(o, lineOffsets[line], next) - lineOffsets[line] === character;
  }

  offsetAt(position: Position): number {
    const lineOffsets = this.getLineOffsets();
    if (position.line >= lineOffsets.length) return this.current.length;
    if (position.line < 0) return 0;
    const lineOffset = lineOffsets[position.line];
    if (position.character <= 0) return lineOffset;
    const next = this.nextLineOffset(position.line);
    return this.beforeEol(Math.min(lineOffset + position.character, next), lineOffset, next);
  }

  getLineRange(line: number): Range {
    const lineOffsets = this.getLineOffsets();
    if (line >= lineOffsets.length) {
      const lastLine = lineOffsets.length - 1;
      return { start: { line: lastLine, character: 0 }, end: { line: lastLine, character: this.current.length - lineOffsets[lastLine] } };
    }
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const startOffset = lineOffsets[line];
    const next = this.nextLineOffset(line);
    const endOffset = this.beforeEol(next, startOffset, next);
    return { start: { line, character: 0 }, end: { line, character: endOffset - startOffset } };
  }

  getEOLCharacters(line: number): string {
    const lineOffsets = this.getLineOffsets();
    if (line >= lineOffsets.length || line < 0) return '';
    const next = this.nextLineOffset(line);
    return this.current.slice(this.beforeEol(next, lineOffsets[line], next), next);
  }

  private nextLineOffset(line: number): number {
    const lineOffsets = this.getLineOffsets();
    return line + 1 < lineOffsets.length ? lineOffsets[line + 1] : this.current.length;
  }

  private update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      if ('range' in change && change.range !== undefined) this.applyIncremental(change.range, change.text);
      else if (typeof change.text === 'string') {
        this.current = PieceText.from(change.text);
        this.lineOffsets = undefined;
      } else throw new Error('Unknown change event received');
    }
    this.currentVersion = version;
  }

  private applyIncremental(changeRange: Range, inserted: string): void {
    const range = wellFormed(changeRange);
    const startOffset = this.offsetAt(range.start);
    const endOffset = this.offsetAt(range.end);
    this.current = this.current.edit(startOffset, endOffset, inserted);
    const insertedEnd = startOffset + inserted.length;
    const text = this.current;
    const crlfAtStart = text.charCodeAt(startOffset - 1) === CR && text.charCodeAt(startOffset) === LF;
    const crlfAtEnd = text.charCodeAt(insertedEnd - 1) === CR && text.charCodeAt(insertedEnd) === LF;
    if (crlfAtStart || crlfAtEnd) {
      // A CRLF pair across an edit's boundary is not in the inserted text's line offsets.
      this.lineOffsets = undefined;
      return;
    }
    const startLine = Math.max(range.start.line, 0);
    const endLine = Math.max(range.end.line, 0);
    let lineOffsets = this.getLineOffsets();
    // the starts of the lines the inserted text begins, in the document
    const added = lineStarts(inserted).slice(1);
    for (let i = 0; i < added.length; i++) added[i] += startOffset;
    if (endLine - startLine === added.length) {
      for (let i = 0; i < added.length; i++) lineOffsets[i + startLine + 1] = added[i];
    } else if (added.length < 10000) {
      lineOffsets.splice(startLine + 1, endLine - startLine, ...added);
    } else {
      this.lineOffsets = lineOffsets = lineOffsets.slice(0, startLine + 1).concat(added, lineOffsets.slice(endLine + 1));
    }
    const diff = inserted.length - (endOffset - startOffset);
    if (diff !== 0) for (let i = startLine + 1 + added.length; i < lineOffsets.length; i++) lineOffsets[i] += diff;
  }

  /** `TextDocuments`' configuration: `new TextDocuments(PieceDocument)`. */
  static create(uri: string, languageId: string, version: number, content: string): PieceDocument {
    return new PieceDocument(uri, languageId, version, PieceText.from(content));
  }

  static update(document: PieceDocument, changes: TextDocumentContentChangeEvent[], version: number): PieceDocument {
    document.update(changes, version);
    return document;
  }
}
