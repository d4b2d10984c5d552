/**
 * One decoder for the text formats whose escapes start with a backslash (JavaScript strings and
 * templates, JSON and JSON5 strings, YAML double-quoted scalars): each format is a table of escape
 * readers, keyed by the character after the `\`, and a reader of unescaped characters. Every
 * reader appends what it reads to a `DecodedWriter`, so each value code unit keeps its source.
 */

import { DecodedWriter, type Decoded } from './value-map.js';

/**
 * Reads what stands at `out.at` in `raw` (an escape, or an unescaped character) into `out`;
 * false where the text is not valid content of the format there.
 */
export type Reader = (raw: string, out: DecodedWriter) => boolean;

/** A backslash-escaped text format. */
export interface EscapeSyntax {
  /** The escape readers, by the character after the backslash. */
  escapes: ReadonlyMap<string, Reader>;
  /** The reader of an escape of any other character (JavaScript's identity escapes); without it, such an escape is invalid. */
  otherEscape?: Reader;
  /** The reader of an unescaped character. */
  character: Reader;
}

/** Decodes `raw` in `syntax`; null where it is not valid content of that format. */
export function decodeEscapes(raw: string, syntax: EscapeSyntax): Decoded | null {
  const out = new DecodedWriter();
  while (out.at < raw.length) {
    const read = raw.charCodeAt(out.at) === 0x5c /* \ */ ? readEscape(raw, out, syntax) : syntax.character(raw, out);
    if (!read) return null;
  }
  return out.result();
}

function readEscape(raw: string, out: DecodedWriter, syntax: EscapeSyntax): boolean {
  const next = raw[out.at + 1];
  if (next === undefined) return false;
  const reader = syntax.escapes.get(next) ?? syntax.otherEscape;
  return reader !== undefined && reader(raw, out);
}

/** The readers of one-character escapes: `\n` → line feed… */
export function singleCharacterEscapes(table: Readonly<Record<string, string>>): Array<[string, Reader]> {
  return Object.entries(table).map(([escaped, text]) => [escaped, (_raw, out) => (out.read(text, 2), true)]);
}

/**
 * The reader of a hex escape of exactly `digits` digits after `\` and its letter (`\x41`,
 * `\u00e9`, YAML's `\U0001F600`): the code point they write, or invalid past U+10FFFF.
 */
export function hexEscape(digits: number): Reader {
  return (raw, out) => {
    const code = hexValue(raw, out.at + 2, digits);
    if (code < 0 || code > 0x10ffff) return false;
    out.read(String.fromCodePoint(code), 2 + digits);
    return true;
  };
}

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The value of the `count` hex digits at `raw[from]`, or -1 where they are not all there. */
export function hexValue(raw: string, from: number, count: number): number {
  if (from + count > raw.length) return -1;
  for (let k = from; k < from + count; k++) if (!isHexDigit(raw.charCodeAt(k))) return -1;
  return Number.parseInt(raw.slice(from, from + count), 16);
}

/** The reader of an unescaped character that is valid unless `forbidden` says otherwise. */
export function plainCharacter(forbidden: (c: number) => boolean): Reader {
  return (raw, out) => {
    if (forbidden(raw.charCodeAt(out.at))) return false;
    out.read(raw[out.at], 1);
    return true;
  };
}
