import { SCHEME_CHAR, isAlpha, isTabOrNewline } from './chars.js';
import { COMMON_SCHEMES, SCHEMES_RECOGNIZED_WITHOUT_SLASHES, SCRIPT_SCHEMES, nearMissScheme } from './schemes.js';
import { hasUrlShape } from './shapes.js';
import type { Span, UrlContext } from './types.js';

/** The longest scheme name looked at; the longest IANA scheme is 30 characters. */
const MAX_SCHEME_LENGTH = 40;

/**
 * Reads the scheme at `start` as a browser does (WHATWG URL "basic URL parser": leading C0
 * controls and spaces were stripped by the caller, tab and newline are removed anywhere, ASCII
 * case-insensitive). Returns the lower-cased scheme and the offset of its `:` (or of the first
 * character after the name when no `:` follows), or undefined.
 */
export function readSchemeLikeBrowser(text: string, start: number, end: number): { scheme: string; next: number } | undefined {
  if (start >= end || !isAlpha(text.charCodeAt(start))) return undefined;
  let i = start;
  let sawTabOrNewline = false;
  const limit = Math.min(end, start + MAX_SCHEME_LENGTH);
  for (; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && SCHEME_CHAR[c] === 1) continue;
    if (isTabOrNewline(c)) {
      sawTabOrNewline = true;
      continue;
    }
    break;
  }
  let scheme = text.slice(start, i);
  if (sawTabOrNewline) scheme = scheme.replace(/[\t\n\r]/g, '');
  return { scheme: scheme.toLowerCase(), next: i };
}

/** The span of a value without leading and trailing C0 controls and spaces (WHATWG URL parser). */
export function trimSpan(text: string): Span {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return { start, end };
}

/** Scheme characters plus tab and newline (which browsers remove inside a scheme), as a table. */
const SCHEME_RUN = new Uint8Array(128);
for (let c = 0; c < 128; c++) SCHEME_RUN[c] = SCHEME_CHAR[c] === 1 || isTabOrNewline(c) ? 1 : 0;

/**
 * Called as `charCodeAtOf.call(text, i)` in the hot loop: the strings of a code base reach it
 * from many sources (parsers, slices, concatenations), and a method looked up once, not on each
 * string, kept this loop several times faster in `npm run bench` (core).
 */
const charCodeAtOf = String.prototype.charCodeAt;

/**
 * The hot path of the pre-check, run on every string literal of a code base. After leading C0
 * controls and spaces, a URL starts with a letter and a run of scheme characters (RFC 3986 §3.1,
 * with tab and newline, which browsers remove) that ends in `:` or `/`: returns the offset of
 * that `:` or `/`, or -1. Most literals ("use strict", "error", "./x") fail on the first
 * character or at the end of a short word. One loop, no allocation, and no read out of range.
 */
function schemeRunEnd(value: string): number {
  // `'' + value` is `value` itself, known to be a string where it is read (as charCodeAtOf).
  const text = '' + value;
  const n = text.length;
  if (n === 0) return -1;
  let i = 0;
  let c = charCodeAtOf.call(text, 0);
  while (c <= 0x20) {
    if (++i >= n) return -1;
    c = charCodeAtOf.call(text, i);
  }
  // ASCII letter: (c | 0x20) folds upper case onto lower case.
  if (((c | 0x20) - 0x61) >>> 0 >= 26) return -1;
  // The character after a scheme of MAX_SCHEME_LENGTH is still looked at (as readSchemeLikeBrowser does).
  const limit = i + MAX_SCHEME_LENGTH + 1 < n ? i + MAX_SCHEME_LENGTH + 1 : n;
  for (i++; i < limit; i++) {
    c = charCodeAtOf.call(text, i);
    // One in-bounds table read per character: `c` is below the table's length.
    if (c >= 128 || SCHEME_RUN[c] === 0) return c === 0x3a || c === 0x2f ? i : -1;
  }
  return -1;
}

/**
 * Whether `value` may hold an absolute URL: false means `locateUrl(value)` (absolute context) is
 * null. The first test of locateUrl, on its own, for a caller that can rule most values out with
 * it before it looks at anything else (the ESLint plugin, on every string literal).
 */
export function mayHoldAbsoluteUrl(value: string): boolean {
  const end = schemeRunEnd(value);
  // A run that ends in `/` is a URL only as `scheme//` (a lost `:`, see locateUrl): `lib/rules`,
  // `src/index.js` and the other paths of a program are ruled out here.
  if (end < 0) return false;
  return charCodeAtOf.call(value, end) === 0x3a || (end + 1 < value.length && charCodeAtOf.call(value, end + 1) === 0x2f);
}

/**
 * The scheme in `[start, end)`, read as a browser reads it. (A plain function, not a closure in
 * locateUrl: a closure there would make every call allocate its context, hot path included.)
 */
function schemeOf(text: string, start: number, end: number): string {
  return readSchemeLikeBrowser(text, start, end)?.scheme ?? '';
}

/**
 * A scheme alone (`http:`, `data://`, `https:///`): a prefix or dummy base (`new URL(path,
 * 'data://')`), not a URL with something to check, in any context.
 */
function isBarePrefix(text: string, span: Span): boolean {
  const read = readSchemeLikeBrowser(text, span.start, span.end);
  if (!read || read.scheme.length === 0 || text.charCodeAt(read.next) !== 0x3a) return false;
  let k = read.next + 1;
  while (k < span.end && text.charCodeAt(k) === 0x2f) k++;
  return k >= span.end && k - read.next - 1 !== 1;
}

/** Any ASCII white space (WHATWG Infra), as a pattern to search with. */
const ASCII_WHITESPACE = /[\t\n\f\r ]/;

/**
 * Whether a plain literal (outside every URL context) is certainly one URL, as a whole (SPEC §4,
 * "Certainty"): nothing around it (no indentation, no line break at its end) and no white space
 * inside it (no second word, no second line; a data: URL's payload aside). A string that merely starts like a URL is text: a
 * log line, a test title, a stack trace, Server-Sent Events. Script schemes are exempt: a browser
 * strips what surrounds them and runs what follows (no-dangerous-scheme reads them as it does).
 */
function wholeLiteralIsOneUrl(text: string, span: Span, name: string): boolean {
  if (SCRIPT_SCHEMES.has(name)) return true;
  if (span.start !== 0 || span.end !== text.length) return false;
  // A data: URL's payload is content, spaces included (RFC 2397 §3: `data:,A brief note`),
  // unless it is base64, whose alphabet has none: white space there is text after the URL (a
  // `srcset` list's `400w, data:…`).
  const comma = name === 'data' ? text.indexOf(',') : -1;
  if (comma === -1) return !ASCII_WHITESPACE.test(text);
  const header = text.slice(0, comma);
  return !ASCII_WHITESPACE.test(/;base64$/i.test(header) ? text : header);
}

/**
 * "Is this a URL?" (SPEC §4): the cheap pre-check that runs on every string literal before any
 * parsing. Returns the span of the URL in `text`, or null.
 *
 * - `absolute` (a plain literal, in no URL context): the value is reported on only when it is
 *   certainly one URL (wholeLiteralIsOneUrl) of the shape of its scheme: `scheme://` and an
 *   authority (any well-formed scheme, so that strict mode can report unregistered ones),
 *   `scheme:` for a scheme written without `//` (`mailto:`, `data:`, `javascript:`…, see
 *   SCHEMES_RECOGNIZED_WITHOUT_SLASHES, plus `extraSchemes`) followed by that scheme's shape
 *   (hasUrlShape), or a near miss of a common scheme followed by `//` (`https//`, `htp://`).
 * - `reference` (a URL context: the value is a URL for sure): any non-empty value (relative
 *   references are URLs there); white space in it is part of the URL, and a defect.
 *
 * Never a URL: `key:value`, `12:30`, `localhost:3000`, `C:\x`, a label such as `"Note: …"`, a
 * bare prefix constant such as `"http://"`, and, outside URL contexts, a word with a colon that
 * lacks the shape of its scheme's URLs (`'Data:Ready'`, `'file:changed'`, `'data:{"a":1}'`).
 */
export function locateUrl(text: string, context: UrlContext = 'absolute', extraSchemes?: ReadonlySet<string>): Span | null {
  if (context === 'reference') {
    const span = trimSpan(text);
    return span.start === span.end || isBarePrefix(text, span) ? null : span;
  }
  const next = schemeRunEnd(text);
  if (next < 0) return null;
  // Past the hot path (about 2 % of literals): the trimmed span, and the scheme when it matters.
  const span = trimSpan(text);
  const name = schemeOf(text, span.start, next);
  if (!wholeLiteralIsOneUrl(text, span, name)) return null;
  const after = next + 1;
  const a = text.charCodeAt(after);
  if (text.charCodeAt(next) === 0x3a /* : */) {
    if (a === 0x2f && text.charCodeAt(after + 1) === 0x2f) {
      // `scheme://` alone (or `scheme:///`) is a prefix constant, not a URL.
      let k = after + 2;
      while (k < span.end && text.charCodeAt(k) === 0x2f) k++;
      return k >= span.end ? null : span;
    }
    const script = SCRIPT_SCHEMES.has(name);
    const extra = extraSchemes?.has(name) === true;
    if (!script && !SCHEMES_RECOGNIZED_WITHOUT_SLASHES.has(name) && !extra) return null;
    if (after >= span.end) return null; // a bare `mailto:` or `javascript:` prefix constant
    // `'Data:Ready'`, `'file:changed'`, `'http:request'`, `'http:/'`: words with a colon and
    // prefixes, not URLs.
    return extra || hasUrlShape(name, text, after, span.end) ? span : null;
  }
  // `https//host`, `htp//host`: a scheme whose `:` was lost.
  if (a !== 0x2f || after + 1 >= span.end) return null;
  return COMMON_SCHEMES.includes(name) || nearMissScheme(name) !== undefined ? span : null;
}
