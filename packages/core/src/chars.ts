/**
 * Character classes of RFC 3986 §2 (and RFC 1738 §2.2), as 128-entry lookup tables so that
 * per-character checks cost one array read.
 */

function table(chars: string, ranges: Array<[string, string]> = []): Uint8Array {
  const t = new Uint8Array(128);
  for (const c of chars) t[c.charCodeAt(0)] = 1;
  for (const [a, b] of ranges) for (let i = a.charCodeAt(0); i <= b.charCodeAt(0); i++) t[i] = 1;
  return t;
}

const ALPHA: Array<[string, string]> = [['a', 'z'], ['A', 'Z']];
const DIGIT: Array<[string, string]> = [['0', '9']];

/** RFC 3986 §2.3: the unreserved characters that are neither ALPHA nor DIGIT. */
const UNRESERVED_MARKS = '-._~';
/** RFC 3986 §2.2 sub-delims */
const SUB_DELIM_CHARS = "!$&'()*+,;=";
/**
 * RFC 3986 §3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@", without ALPHA, DIGIT
 * and pct-encoded: the symbols a path segment holds as written (plain.ts builds its pattern of them).
 */
export const PCHAR_SYMBOLS = UNRESERVED_MARKS + SUB_DELIM_CHARS + ':@';

/** RFC 3986 §2.3: ALPHA / DIGIT / "-" / "." / "_" / "~" */
export const UNRESERVED = table(UNRESERVED_MARKS, [...ALPHA, ...DIGIT]);
/** RFC 3986 §2.2 gen-delims */
export const GEN_DELIMS = table(':/?#[]@');
/** RFC 3986 §2.2 sub-delims */
export const SUB_DELIMS = table(SUB_DELIM_CHARS);
/** RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
export const SCHEME_CHAR = table('+-.', [...ALPHA, ...DIGIT]);
export const HEX = table('', [['0', '9'], ['a', 'f'], ['A', 'F']]);

/** RFC 3986 §3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (without "%"). */
export const PCHAR = table(PCHAR_SYMBOLS, [...ALPHA, ...DIGIT]);
/** RFC 3986 §3.4/§3.5: query and fragment = *( pchar / "/" / "?" ) */
export const QUERY_CHAR = table(PCHAR_SYMBOLS + '/?', [...ALPHA, ...DIGIT]);
/** RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
export const USERINFO_CHAR = table(UNRESERVED_MARKS + SUB_DELIM_CHARS + ':', [...ALPHA, ...DIGIT]);
/** RFC 3986 §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ) */
export const REG_NAME_CHAR = table(UNRESERVED_MARKS + SUB_DELIM_CHARS, [...ALPHA, ...DIGIT]);

const FORBIDDEN_DOMAIN = table(' #%/:<>?@[\\]^|\x7f', [['\0', '\x1f']]);

/**
 * WHATWG URL §3.2 "forbidden domain code point": C0 controls, space, `#%/:<>?@[\]^|` and DEL.
 * The host parser fails on a domain that holds one (after IDNA's ToASCII).
 */
export function isForbiddenDomainCodePoint(c: number): boolean {
  return c < 128 && FORBIDDEN_DOMAIN[c] === 1;
}

export function isAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
/** True when `s` is one or more ASCII digits (a port, an IPv4 part written in decimal). */
export function isAllDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}
/** WHATWG Infra "ASCII tab or newline": browsers remove these anywhere in a URL. */
export function isTabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * The offset of the first tab, LF or CR in `text[start, end)`, or -1. A pattern (native code)
 * rather than a loop over every character: it runs on every URL past analyze's fast path.
 */
export function firstTabOrNewline(text: string, start: number, end: number): number {
  TAB_OR_NEWLINE.lastIndex = start;
  return TAB_OR_NEWLINE.test(text) && TAB_OR_NEWLINE.lastIndex <= end ? TAB_OR_NEWLINE.lastIndex - 1 : -1;
}
/** WHATWG Infra "ASCII whitespace": tab, LF, FF, CR and space. */
export function isAsciiWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
export function isHex(c: number): boolean {
  return c < 128 && HEX[c] === 1;
}
export function hexValue(c: number): number {
  if (c <= 0x39) return c - 0x30;
  return (c | 0x20) - 0x57;
}

/**
 * Invisible and bidirectional control characters (zero-width, bidi embeddings/overrides and
 * isolates): they hide what a URL really is (RFC 3987 §4.1 warns of bidi spoofing).
 */
export function isInvisibleOrBidi(c: number): boolean {
  return (
    (c >= 0x200b && c <= 0x200f) || // zero-width space/non-joiner/joiner, LRM, RLM
    (c >= 0x202a && c <= 0x202e) || // LRE, RLE, PDF, LRO, RLO
    (c >= 0x2060 && c <= 0x2064) || // word joiner, invisible operators
    (c >= 0x2066 && c <= 0x2069) || // LRI, RLI, FSI, PDI
    c === 0xfeff || // zero-width no-break space (BOM)
    c === 0x00ad || // soft hyphen
    c === 0x061c || // Arabic letter mark
    c === 0x180e // Mongolian vowel separator
  );
}

/** The name a message uses for a character: `space`, `U+0009`, or the character itself. */
export function describeChar(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  if (c === 0x20) return 'space';
  if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0x9f) || isInvisibleOrBidi(c) || (c >= 0xd800 && c <= 0xdfff)) {
    return 'U+' + c.toString(16).toUpperCase().padStart(4, '0');
  }
  return `"${ch}"`;
}

/** Char codes of the delimiters that the host scans of plain.ts and target embedding stop or split at. */
export const DOT = 0x2e;
export const HYPHEN = 0x2d;
export const SLASH = 0x2f;
export const QUESTION = 0x3f;
export const HASH = 0x23;
