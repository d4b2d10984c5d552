/**
 * A document's text as a list of pieces, none longer than MAX_PIECE characters (issue 15).
 *
 * Why: V8 puts a string of more than about 128 KB in a space of its own, with pages fresh from the
 * system, and gives them back when the string dies. A large document held as one string is a new
 * such string after every keystroke (vscode-languageserver-textdocument concatenates the old
 * text's two slices and the change, and its next read flattens the result): 446 KB for the
 * benchmark's 15,000-line file, a page fault per 4 KB (111 an edit, ~12 µs each on this virtual
 * machine), and promoted garbage for the next scavenge. Here an edit makes new strings only for
 * the pieces it touches; the others are the previous version's own, shared.
 *
 * Immutable: an edit gives a new PieceText. What reads the text character by character (the
 * incremental parse's boundaries, its diff) reads pieces; `toString()` joins them once per
 * version for what needs the whole (a full parse, hover, fixes).
 */

/** Longest piece made by an edit; a longer insertion is cut into pieces of PIECE characters. */
const MAX_PIECE = 16 * 1024;
const PIECE = 8 * 1024;

/** What the incremental parse reads of a text: a string, or a PieceText. */
export interface TextLike {
  readonly length: number;
  charCodeAt(index: number): number;
  slice(start?: number, end?: number): string;
  indexOf(search: string, from?: number): number;
  toString(): string;
}

export class PieceText implements TextLike {
  readonly length: number;
  /** Where each piece starts. */
  private readonly starts: number[];
  private joined: string | undefined;
  /** The piece charCodeAt read last: reads come in runs. */
  private lastPiece = 0;

  private constructor(readonly pieces: readonly string[]) {
    this.starts = new Array<number>(pieces.length);
    let at = 0;
    for (let i = 0; i < pieces.length; i++) {
      this.starts[i] = at;
      at += pieces[i].length;
    }
    this.length = at;
  }

  static from(text: string): PieceText {
    const t = new PieceText(cut(text));
    t.joined = text;
    return t;
  }

  /** The piece holding offset `i` (0 ≤ i < length). */
  private pieceAt(i: number): number {
    const p = this.lastPiece;
    if (i >= this.starts[p] && i - this.starts[p] < this.pieces[p].length) return p;
    let lo = 0;
    let hi = this.pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    this.lastPiece = lo;
    return lo;
  }

  charCodeAt(i: number): number {
    if (!(i >= 0 && i < this.length)) return Number.NaN;
    const p = this.pieceAt(i);
    return this.pieces[p].charCodeAt(i - this.starts[p]);
  }

  /** String.prototype.slice's answer for the same arguments. */
  slice(start = 0, end = this.length): string {
    const a = clampIndex(start, this.length);
    const b = clampIndex(end, this.length);
    if (a >= b) return '';
    if (this.joined !== undefined) return this.joined.slice(a, b);
    const first = this.pieceAt(a);
    const local = a - this.starts[first];
    if (b - this.starts[first] <= this.pieces[first].length) return this.pieces[first].slice(local, b - this.starts[first]);
    let out = this.pieces[first].slice(local);
    let p = first + 1;
    for (; this.starts[p] + this.pieces[p].length < b; p++) out += this.pieces[p];
    return out + this.pieces[p].slice(0, b - this.starts[p]);
  }

  /** String.prototype.indexOf's answer for a non-empty `search`. */
  indexOf(search: string, from = 0): number {
    if (this.joined !== undefined) return this.joined.indexOf(search, from);
    const start = Math.max(0, Math.trunc(from) || 0);
    if (start >= this.length) return -1;
    for (let p = this.pieceAt(start); p < this.pieces.length; p++) {
      const piece = this.pieces[p];
      const local = Math.max(0, start - this.starts[p]);
      const found = piece.indexOf(search, local);
      if (found >= 0) return this.starts[p] + found;
      // a match that runs over into the next pieces
      if (p + 1 < this.pieces.length && search.length > 1) {
        const tailFrom = Math.max(local, piece.length - search.length + 1);
        let across = piece.slice(tailFrom);
        for (let q = p + 1; q < this.pieces.length && across.length < piece.length - tailFrom + search.length - 1; q++) across += this.pieces[q];
        const k = across.slice(0, piece.length - tailFrom + search.length - 1).indexOf(search);
        if (k >= 0) return this.starts[p] + tailFrom + k;
      }
    }
    return -1;
  }

  toString(): string {
    this.joined ??= this.pieces.join('');
    return this.joined;
  }

  /** The text with [start, end) replaced by `insert` (0 ≤ start ≤ end ≤ length). */
  edit(start: number, end: number, insert: string): PieceText {
    const n = this.pieces.length;
    if (n === 0) return PieceText.from(insert);
    // The pieces that hold start and end (an offset at a piece's end belongs to that piece).
    const first = start === 0 ? 0 : this.pieceAt(start - 1);
    const last = end === 0 ? 0 : this.pieceAt(end - 1);
    const head = this.pieces[first].slice(0, start - this.starts[first]);
    const tail = this.pieces[last].slice(end - this.starts[last]);
    const middle = head + insert + tail;
    const pieces = this.pieces.slice(0, first);
    if (middle.length > MAX_PIECE) for (const piece of cut(middle)) pieces.push(piece);
    else if (middle.length > 0) pieces.push(middle);
    for (let p = last + 1; p < n; p++) pieces.push(this.pieces[p]);
    return new PieceText(pieces);
  }
}

function clampIndex(i: number, length: number): number {
  const n = Math.trunc(i) || 0;
  return n < 0 ? Math.max(0, length + n) : Math.min(n, length);
}

/** `text` in pieces of PIECE characters (a piece never ends between the two halves of a surrogate pair). */
function cut(text: string): string[] {
  const pieces: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + PIECE);
    const c = text.charCodeAt(end - 1);
    if (end < text.length && c >= 0xd800 && c <= 0xdbff) end++;
    // A copy of its own: a slice would keep the whole text alive.
    pieces.push((' ' + text.slice(at, end)).slice(1));
    at = end;
  }
  return pieces;
}

/** The strings `text` is made of, in order. */
export function piecesOf(text: TextLike): readonly string[] {
  return text instanceof PieceText ? text.pieces : [text.toString()];
}

/** The offset of each line's start (0 first), by LF, CRLF and CR as LSP counts them, read piece by piece. */
export function lineStarts(text: TextLike): number[] {
  const starts = [0];
  forEachLineStart(text, text.length, false, (start) => starts.push(start));
  return starts;
}

/**
 * Calls `visit` with the start of each line but the first, up to `end` (a start at `end` counts),
 * reading `text` piece by piece: lines end at LF, CR and CRLF, as LSP counts them, and with `ecma`
 * also at U+2028 and U+2029, as ECMA-262 §12.3 does. A CRLF ends its line after the LF, which may
 * lie in the next piece, or at `end`.
 */
export function forEachLineStart(text: TextLike, end: number, ecma: boolean, visit: (start: number) => void): void {
  let offset = 0;
  // A CR's line break waits for the next character: with an LF after it, the LF's is the one.
  let crAt = -1;
  for (const piece of piecesOf(text)) {
    const n = Math.min(piece.length, end - offset);
    for (let i = 0; i < n; i++) {
      const c = piece.charCodeAt(i);
      if (crAt !== -1 && c !== 0x0a) visit(crAt + 1);
      crAt = c === 0x0d ? offset + i : -1;
      if (c === 0x0a || (ecma && (c === 0x2028 || c === 0x2029))) visit(offset + i + 1);
    }
    offset += piece.length;
    if (offset >= end) break;
  }
  if (crAt !== -1 && text.charCodeAt(end) !== 0x0a) visit(crAt + 1);
}
