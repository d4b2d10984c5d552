/** Where two versions of a text differ. */

import { PieceText, type TextLike } from './piece-text.js';

/**
 * Characters compared at once: `===` on two slices is the engine's memory comparison, several
 * times faster per character than a `charCodeAt` loop (a keystroke in a 450 KB document compares
 * the whole document).
 */
const CHUNK = 1024;

/** The length of the common prefix of `a` and `b`. */
function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let start = 0;
  while (start + CHUNK <= max && a.slice(start, start + CHUNK) === b.slice(start, start + CHUNK)) start += CHUNK;
  while (start < max && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  return start;
}

/**
 * The changed middle of `b` against `a`, once their common prefix and then their common suffix
 * (not overlapping the prefix) are taken off: `[start, endA)` in `a` became `[start, endB)` in `b`.
 */
export function changedRange(a: TextLike, b: TextLike): ChangedRange {
  if (a instanceof PieceText && b instanceof PieceText) return pieceChangedRange(a, b) ?? stringChangedRange(a.toString(), b.toString());
  return stringChangedRange(a.toString(), b.toString());
}

export interface ChangedRange {
  start: number;
  endA: number;
  endB: number;
}

function stringChangedRange(a: string, b: string): ChangedRange {
  const start = commonPrefix(a, b);
  const suffix = commonSuffix(a, b, Math.min(a.length, b.length) - start);
  return { start, endA: a.length - suffix, endB: b.length - suffix };
}

/** The length of the common suffix of `a` and `b`, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let n = 0;
  const limit = Math.min(a.length, b.length, max);
  while (n + CHUNK <= limit && a.slice(a.length - n - CHUNK, a.length - n) === b.slice(b.length - n - CHUNK, b.length - n)) n += CHUNK;
  while (n < limit && a.charCodeAt(a.length - n - 1) === b.charCodeAt(b.length - n - 1)) n++;
  return n;
}

/**
 * changedRange of two versions of one document's pieces: an edit keeps the pieces it does not
 * touch (the same strings, compared by `===` at once when they are the same object), so only the
 * edited pieces are read. Undefined when the change is not inside one differing piece at each end
 * (a piece that is a prefix or suffix of the other's): the caller compares the whole texts.
 */
function pieceChangedRange(a: PieceText, b: PieceText): ChangedRange | undefined {
  const pa = a.pieces;
  const pb = b.pieces;
  let i = 0;
  let start = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) start += pa[i++].length;
  if (i === pa.length && i === pb.length) return { start, endA: start, endB: start };
  if (i === pa.length || i === pb.length) return undefined;
  const prefix = commonPrefix(pa[i], pb[i]);
  if (prefix === pa[i].length || prefix === pb[i].length) return undefined;
  start += prefix;
  let ka = pa.length - 1;
  let kb = pb.length - 1;
  let endA = a.length;
  let endB = b.length;
  while (ka > i && kb > i && pa[ka] === pb[kb]) {
    endA -= pa[ka--].length;
    endB -= pb[kb--].length;
  }
  const room = Math.min(endA - start, endB - start);
  const suffix = commonSuffix(pa[ka], pb[kb], room);
  if (suffix < room && (suffix === pa[ka].length || suffix === pb[kb].length)) return undefined;
  return { start, endA: endA - suffix, endB: endB - suffix };
}

/** Whether `a` and `b` hold the same text. */
export function sameText(a: TextLike, b: TextLike): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const { start, endA, endB } = changedRange(a, b);
  return start === endA && start === endB;
}
