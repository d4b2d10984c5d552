import { SCHEME_CHAR, isAlpha, isTabOrNewline } from './chars.js';
import { COMMON_SCHEMES, OPAQUE_URL_SCHEMES, SCRIPT_SCHEMES, nearMissScheme } from './schemes.js';
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

/**
 * True when the run of scheme characters at `start` (RFC 3986 §3.1, with tab and newline, which
 * browsers remove) ends in `:` or `/`: the cheap first sign of a URL.
 */
function schemeRunEndsInColonOrSlash(text: string, start: number, end: number): boolean {
  const limit = end < start + MAX_SCHEME_LENGTH ? end : start + MAX_SCHEME_LENGTH;
  let k = start;
  while (k < limit) {
    const ch = text.charCodeAt(k);
    // One table read per character (in bounds: an out-of-bounds typed-array read is slow in V8).
    if (ch < 128 && SCHEME_RUN[ch] === 1) k++;
    else break;
  }
  const stop = text.charCodeAt(k);
  return stop === 0x3a || stop === 0x2f;
}

/** Scheme characters plus tab and newline (which browsers remove inside a scheme), as a table. */
const SCHEME_RUN = new Uint8Array(128);
for (let c = 0; c < 128; c++) SCHEME_RUN[c] = SCHEME_CHAR[c] === 1 || isTabOrNewline(c) ? 1 : 0;

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

/**
 * "Is this a URL?" (SPEC §4): the cheap pre-check that runs on every string literal before any
 * parsing. Returns the span of the URL in `text`, or null.
 *
 * - `absolute`: the trimmed value starts with `scheme://` (any well-formed scheme, so that strict
 *   mode can report unregistered ones), with `scheme:` for a scheme written without `//`
 *   (`mailto:`, `data:`, `javascript:`…, see OPAQUE_URL_SCHEMES, plus `extraSchemes`), or with a
 *   near miss of a common scheme followed by `//` (`https//`, `htp://`).
 * - `reference`: any non-empty value (relative references are URLs in a URL context).
 *
 * Never a URL: `key:value`, `12:30`, `localhost:3000`, `C:\x`, a label such as `"Note: …"`, and
 * a bare prefix constant such as `"http://"`.
 */
export function locateUrl(text: string, context: UrlContext = 'absolute', extraSchemes?: ReadonlySet<string>): Span | null {
  const n = text.length;
  let start = 0;
  while (start < n && text.charCodeAt(start) <= 0x20) start++;
  if (start === n) return null;
  // The hot path, run on every string literal of a code base: in an absolute context a value
  // starts with a letter and a run of scheme characters that ends in `:` or `/`. Most literals
  // ("use strict", "error", "./x") fail on the first or second character, before anything is
  // allocated.
  if (context === 'absolute' && (!isAlpha(text.charCodeAt(start)) || !schemeRunEndsInColonOrSlash(text, start, n))) return null;
  let end = n;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  const span: Span = { start, end };
  if (context === 'reference') return isBarePrefix(text, span) ? null : span;
  const read = readSchemeLikeBrowser(text, span.start, span.end);
  if (!read || read.scheme.length === 0) return null;
  const { scheme, next } = read;
  const c = text.charCodeAt(next);
  if (c === 0x3a /* : */) {
    const after = next + 1;
    if (after >= span.end) return null; // a bare `mailto:` or `http:` prefix constant
    const a = text.charCodeAt(after);
    if (a === 0x2f && text.charCodeAt(after + 1) === 0x2f) {
      // `scheme://` alone (or `scheme:///`) is a prefix constant, not a URL.
      let k = after + 2;
      while (k < span.end && text.charCodeAt(k) === 0x2f) k++;
      return k >= span.end ? null : span;
    }
    if (SCRIPT_SCHEMES.has(scheme)) return span;
    if (!OPAQUE_URL_SCHEMES.has(scheme) && !extraSchemes?.has(scheme)) return null;
    // `Data: …`, `About: …`: a label followed by prose.
    if (a === 0x20) return null;
    return span;
  }
  if (c === 0x2f && text.charCodeAt(next + 1) === 0x2f && (COMMON_SCHEMES.includes(scheme) || nearMissScheme(scheme) !== undefined)) {
    // `https//host`, `htp//host`: a scheme whose `:` was lost.
    return next + 2 < span.end ? span : null;
  }
  return null;
}
