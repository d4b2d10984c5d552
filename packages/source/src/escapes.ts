/**
 * Escape-aware mapping between a literal's value (what the program sees) and its source text
 * (what the file holds), after eslint-plugin-regexp's string-literal parser (SPEC §5).
 *
 * A literal's source content is cut into segments: each segment is the source text of one or
 * more value code units (`\u00e9` → `é`, `&amp;` → `&`, `\u{1F600}` → a surrogate pair) or of
 * none (a line continuation). Value offsets that fall on segment boundaries map to source
 * offsets; an offset inside a segment (between the two halves of `\u{1F600}`) has no source
 * position, and callers then report on the whole literal without a fix.
 *
 * Pure functions over strings: no ESLint, no AST. `jsFormat` packages them as the value map's
 * `LiteralFormat` for each kind of JavaScript literal.
 */

import { decodeEscapes, hexEscape, plainCharacter, singleCharacterEscapes, type EscapeSyntax, type Reader } from './backslash-escapes.js';
import { decodeReferences } from './character-references.js';
import type { Decoded, LiteralFormat } from './value-map.js';

/** How a piece of source text is decoded into a value. */
export type LiteralKind = 'string' | 'template' | 'jsx';

/** `\` + line terminator: a line continuation, no value (`\` CR LF counts as one). */
const readLineContinuation: Reader = (raw, out) => {
  const crlf = raw.charCodeAt(out.at + 1) === 0x0d && raw.charCodeAt(out.at + 2) === 0x0a;
  out.read('', crlf ? 3 : 2);
  return true;
};

const readFourDigitUnicodeEscape = hexEscape(4);

/** `\uXXXX` or `\u{X…}` (up to U+10FFFF). */
const readUnicodeEscape: Reader = (raw, out) => {
  const i = out.at;
  if (raw.charCodeAt(i + 2) !== 0x7b /* { */) return readFourDigitUnicodeEscape(raw, out);
  const close = raw.indexOf('}', i + 3);
  if (close < 0 || close === i + 3) return false;
  const digits = raw.slice(i + 3, close);
  if (!/^[0-9a-fA-F]+$/.test(digits)) return false;
  const cp = Number.parseInt(digits, 16);
  if (cp > 0x10ffff) return false;
  out.read(String.fromCodePoint(cp), close + 1 - i);
  return true;
};

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isOctal(c: number): boolean {
  return c >= 0x30 && c <= 0x37;
}

/** `\0` (not before a digit), and in strings only (sloppy mode): `\8`, `\9` and legacy octal escapes up to `\377`. */
function digitEscape(template: boolean): Reader {
  return (raw, out) => {
    const i = out.at;
    const n = raw.charCodeAt(i + 1);
    if (n === 0x30 && !isDigit(raw.charCodeAt(i + 2))) {
      out.read('\0', 2);
      return true;
    }
    if (template) return false; // no legacy octal (or \8 \9) in templates
    if (n === 0x38 || n === 0x39) {
      out.read(String.fromCharCode(n), 2);
      return true;
    }
    let end = i + 2;
    const max = n <= 0x33 ? 3 : 2;
    while (end < raw.length && end - (i + 1) < max && isOctal(raw.charCodeAt(end))) end++;
    out.read(String.fromCharCode(Number.parseInt(raw.slice(i + 1, end), 8)), end - i);
    return true;
  };
}

/** An identity escape (`\'`, `\"`, `\\`, `\/`, `` \` ``, `\$`…), possibly of a surrogate pair. */
const readIdentityEscape: Reader = (raw, out) => {
  const i = out.at;
  const hi = raw.charCodeAt(i + 1);
  const lo = raw.charCodeAt(i + 2);
  const pair = hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff;
  out.read(raw.slice(i + 1, pair ? i + 3 : i + 2), pair ? 3 : 2);
  return true;
};

/** A string's unescaped character: anything but its quote and a line feed or carriage return. */
function stringCharacter(quote: number): Reader {
  return plainCharacter((c) => c === quote || c === 0x0a || c === 0x0d);
}

/** A template's unescaped character: not `` ` `` nor `${`; CR LF and CR read as LF (template values normalize them). */
const templateCharacter: Reader = (raw, out) => {
  const i = out.at;
  const c = raw.charCodeAt(i);
  if (c === 0x60 /* ` */ || (c === 0x24 /* $ */ && raw.charCodeAt(i + 1) === 0x7b)) return false;
  if (c === 0x0d) out.read('\n', raw.charCodeAt(i + 1) === 0x0a ? 2 : 1);
  else out.read(raw[i], 1);
  return true;
};

/** The escapes of strings or (with `template`) of templates. */
function jsEscapes(template: boolean): ReadonlyMap<string, Reader> {
  const digit = digitEscape(template);
  return new Map<string, Reader>([
    ...singleCharacterEscapes({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v' }),
    ['\r', readLineContinuation],
    ['\n', readLineContinuation],
    ['\u2028', readLineContinuation],
    ['\u2029', readLineContinuation],
    ['x', hexEscape(2)],
    ['u', readUnicodeEscape],
    ...[...'0123456789'].map((d): [string, Reader] => [d, digit]),
  ]);
}

const STRING_ESCAPES = jsEscapes(false);
const SYNTAXES = new Map<string, EscapeSyntax>([
  ["'", { escapes: STRING_ESCAPES, otherEscape: readIdentityEscape, character: stringCharacter(0x27) }],
  ['"', { escapes: STRING_ESCAPES, otherEscape: readIdentityEscape, character: stringCharacter(0x22) }],
  ['`', { escapes: jsEscapes(true), otherEscape: readIdentityEscape, character: templateCharacter }],
]);

/**
 * Decodes the content of a JavaScript string literal (between the quotes) or of a template
 * literal's static part (ECMAScript "String Literals", "Template Literal Lexical Components").
 * Returns null when the text is not valid content for that kind with that quote (an unescaped
 * quote or newline, a bad escape): callers use this to check that a re-escaped fix still
 * produces valid source.
 *
 * `quote` is `'` or `"` for strings, `` ` `` for template parts.
 */
export function decodeJs(raw: string, quote: string): Decoded | null {
  const syntax = SYNTAXES.get(quote) ?? { escapes: STRING_ESCAPES, otherEscape: readIdentityEscape, character: stringCharacter(quote.charCodeAt(0)) };
  return decodeEscapes(raw, syntax);
}

/**
 * Decodes a JSX attribute string's content: XHTML character references (`&amp;`, `&#x20;`,
 * `&#233;`) and nothing else (no backslash escapes). Returns null when the content holds the
 * quote character.
 */
export function decodeJsx(raw: string, quote: string): Decoded | null {
  return decodeReferences(raw, 'jsx', (ch) => ch === quote);
}

function hex2(c: number): string {
  return c.toString(16).toUpperCase().padStart(2, '0');
}

const ENTITY_START = /^&(?:#\d+|#x[\da-fA-F]+|[0-9a-zA-Z]+);/;

/**
 * Writes `text` as source for a literal of `kind` quoted with `quote`, so that it decodes back
 * to `text`. `before` and `after` are the raw source characters around the replaced range:
 * they matter where a character combines with its neighbour (`$` + `{` in a template, `&` +
 * `amp;` in a JSX attribute).
 */
export function escapeText(kind: LiteralKind, quote: string, text: string, before = '', after = ''): string {
  let out = '';
  if (kind === 'jsx') {
    for (let k = 0; k < text.length; k++) {
      const ch = text[k];
      if (ch === quote) out += quote === '"' ? '&quot;' : '&#39;';
      else if (ch === '&' && ENTITY_START.test(text.slice(k) + after)) out += '&amp;';
      else out += ch;
    }
    return out;
  }
  const template = kind === 'template';
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    const c = text.charCodeAt(k);
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c === 0x2028 || c === 0x2029) out += '\\u' + c.toString(16);
    else if (c < 0x20 || c === 0x7f) out += '\\x' + hex2(c);
    else if (template && ch === '$' && (k + 1 < text.length ? text[k + 1] : after[0]) === '{') out += '\\$';
    else if (template && ch === '{' && k === 0 && before.endsWith('$')) out += '\\{';
    else out += ch;
  }
  return out;
}

const FORMATS = new Map<string, LiteralFormat>();

/**
 * The format of a JavaScript literal's content: a string quoted with `quote` (`'` or `"`), a
 * template literal's static part (`` ` ``) or a JSX attribute string.
 */
export function jsFormat(kind: LiteralKind, quote: string): LiteralFormat {
  const key = kind + quote;
  let format = FORMATS.get(key);
  if (!format) {
    format = {
      decode: kind === 'jsx' ? (raw) => decodeJsx(raw, quote) : (raw) => decodeJs(raw, quote),
      escape: (text, before, after) => escapeText(kind, quote, text, before, after),
    };
    FORMATS.set(key, format);
  }
  return format;
}
