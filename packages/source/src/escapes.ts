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

import { XHTML_ENTITIES } from './entities.js';
import type { Decoded, LiteralFormat, Segment } from './value-map.js';

/** How a piece of source text is decoded into a value. */
export type LiteralKind = 'string' | 'template' | 'jsx';

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isOctal(c: number): boolean {
  return c >= 0x30 && c <= 0x37;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function readHex(raw: string, from: number, count: number): number {
  for (let k = from; k < from + count; k++) if (!isHex(raw.charCodeAt(k))) return -1;
  return Number.parseInt(raw.slice(from, from + count), 16);
}

/**
 * Decodes the content of a JavaScript string literal (between the quotes) or of a template
 * literal's static part. Returns null when the text is not valid content for that kind with
 * that quote (an unescaped quote or newline, a bad escape): callers use this to check that a
 * re-escaped fix still produces valid source.
 *
 * `quote` is `'` or `"` for strings, `` ` `` for template parts.
 */
export function decodeJs(raw: string, quote: string): Decoded | null {
  const template = quote === '`';
  const q = quote.charCodeAt(0);
  const segments: Segment[] = [];
  let value = '';
  let i = 0;
  const len = raw.length;
  const push = (text: string, sEnd: number): void => {
    segments.push({ v: value.length, vEnd: value.length + text.length, s: i, sEnd });
    value += text;
    i = sEnd;
  };
  while (i < len) {
    const c = raw.charCodeAt(i);
    if (c === 0x5c /* \ */) {
      if (i + 1 >= len) return null;
      const n = raw.charCodeAt(i + 1);
      switch (n) {
        case 0x6e: push('\n', i + 2); continue; // n
        case 0x74: push('\t', i + 2); continue; // t
        case 0x72: push('\r', i + 2); continue; // r
        case 0x62: push('\b', i + 2); continue; // b
        case 0x66: push('\f', i + 2); continue; // f
        case 0x76: push('\v', i + 2); continue; // v
        case 0x0d: {
          // line continuation: \ CR LF or \ CR
          const end = raw.charCodeAt(i + 2) === 0x0a ? i + 3 : i + 2;
          segments.push({ v: value.length, vEnd: value.length, s: i, sEnd: end });
          i = end;
          continue;
        }
        case 0x0a:
        case 0x2028:
        case 0x2029:
          segments.push({ v: value.length, vEnd: value.length, s: i, sEnd: i + 2 });
          i += 2;
          continue;
        case 0x78: { // x
          const h = readHex(raw, i + 2, 2);
          if (h < 0) return null;
          push(String.fromCharCode(h), i + 4);
          continue;
        }
        case 0x75: { // u
          if (raw.charCodeAt(i + 2) === 0x7b /* { */) {
            const close = raw.indexOf('}', i + 3);
            if (close < 0 || close === i + 3) return null;
            const digits = raw.slice(i + 3, close);
            if (!/^[0-9a-fA-F]+$/.test(digits)) return null;
            const cp = Number.parseInt(digits, 16);
            if (cp > 0x10ffff) return null;
            push(String.fromCodePoint(cp), close + 1);
            continue;
          }
          const h = readHex(raw, i + 2, 4);
          if (h < 0) return null;
          push(String.fromCharCode(h), i + 6);
          continue;
        }
        default:
          break;
      }
      if (isDigit(n)) {
        if (n === 0x30 && !isDigit(raw.charCodeAt(i + 2))) {
          push('\0', i + 2);
          continue;
        }
        if (template) return null; // no legacy octal (or \8 \9) in templates
        if (n === 0x38 || n === 0x39) {
          push(String.fromCharCode(n), i + 2);
          continue;
        }
        // Legacy octal escape (sloppy mode only): up to three digits, at most \377.
        let end = i + 2;
        const max = n <= 0x33 ? 3 : 2;
        while (end < len && end - (i + 1) < max && isOctal(raw.charCodeAt(end))) end++;
        push(String.fromCharCode(Number.parseInt(raw.slice(i + 1, end), 8)), end);
        continue;
      }
      // Identity escape (`\'`, `\"`, `\\`, `\/`, `` \` ``, `\$`…), possibly of a surrogate pair.
      if (n >= 0xd800 && n <= 0xdbff && i + 2 < len) {
        const lo = raw.charCodeAt(i + 2);
        if (lo >= 0xdc00 && lo <= 0xdfff) {
          push(raw.slice(i + 1, i + 3), i + 3);
          continue;
        }
      }
      push(raw[i + 1], i + 2);
      continue;
    }
    if (template) {
      if (c === q) return null;
      if (c === 0x24 /* $ */ && raw.charCodeAt(i + 1) === 0x7b) return null;
      if (c === 0x0d) {
        // Template values normalize CR LF and CR to LF.
        push('\n', raw.charCodeAt(i + 1) === 0x0a ? i + 2 : i + 1);
        continue;
      }
    } else if (c === q || c === 0x0a || c === 0x0d) {
      return null;
    }
    push(raw[i], i + 1);
  }
  return { value, segments };
}

const ENTITY = /&(?:#\d+|#x[\da-fA-F]+|[0-9a-zA-Z]+);/y;

/**
 * Decodes a JSX attribute string's content: XHTML character references (`&amp;`, `&#x20;`,
 * `&#233;`) and nothing else (no backslash escapes). Returns null when the content holds the
 * quote character.
 */
export function decodeJsx(raw: string, quote: string): Decoded | null {
  const segments: Segment[] = [];
  let value = '';
  let i = 0;
  while (i < raw.length) {
    const c = raw.charCodeAt(i);
    if (c === quote.charCodeAt(0)) return null;
    if (c === 0x26 /* & */) {
      ENTITY.lastIndex = i;
      const m = ENTITY.exec(raw);
      if (m) {
        const item = m[0].slice(1, -1);
        let text: string | undefined;
        if (item[0] === '#') {
          const cp = item[1] === 'x' ? Number.parseInt(item.slice(2), 16) : Number.parseInt(item.slice(1), 10);
          if (cp <= 0x10ffff) text = String.fromCodePoint(cp);
        } else if (Object.hasOwn(XHTML_ENTITIES, item)) {
          text = XHTML_ENTITIES[item];
        }
        if (text !== undefined) {
          segments.push({ v: value.length, vEnd: value.length + text.length, s: i, sEnd: i + m[0].length });
          value += text;
          i += m[0].length;
          continue;
        }
      }
    }
    segments.push({ v: value.length, vEnd: value.length + 1, s: i, sEnd: i + 1 });
    value += raw[i];
    i++;
  }
  return { value, segments };
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
