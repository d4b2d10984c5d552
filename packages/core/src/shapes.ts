import { isAlpha, isDigit } from './chars.js';

/*
 * Outside a URL context, the pre-check (detect.ts) sees a string literal that starts like a URL
 * and must decide whether it is one. Words with a colon (`'Data:Ready'`, `'file:changed'`,
 * `'http:request'`, Server-Sent Events' `'data:{"a":1}'`) start like a URL and are not: a
 * scheme-like prefix counts only when the text after it has the shape of that scheme's URLs.
 */

/**
 * RFC 2397 §3: `data:[<mediatype>][;base64],<data>`, where a media type is `type/subtype` of
 * RFC 6838 §4.2 restricted names, then `;attribute=value` parameters (and bare ones such as
 * `;utf8`, which browsers accept), then the comma. Without its comma a value is not a data: URL
 * (`'data:text/html'` is a media type named in text, `'data:image/png;base64'` a prefix).
 */
const DATA_HEADER = /(?:[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*)?(?:;[A-Za-z0-9!#$&^_.+-]+(?:=(?:[A-Za-z0-9!#$&^_.+%-]*|"[^"]*"))?)*,/iy;
/** A host with at least one dot (`example.com`, `bücher.de`, `127.0.0.1`), as `sip:example.com` writes it. */
const DOTTED_HOST = /^[^\s/\\?#.:@]+(?:\.[^\s/\\?#.:@]+)+(?:[:/\\?#]|$)/;
/** A URL scheme and its `:` (or `%3A`), as `blob:` wraps another URL (`blob:https://…`). */
const INNER_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*(?::|%3a)/i;

function has(text: string, needle: string, from: number, end: number): boolean {
  const k = text.indexOf(needle, from);
  return k !== -1 && k < end;
}

/**
 * Whether `text[after, end)`, the text after `scheme:` (no `//`), has the shape of a URL of
 * `scheme` (lower case, one of SCHEMES_RECOGNIZED_WITHOUT_SLASHES or a caller's extra scheme). Outside URL
 * contexts this is what tells a URL from a word with a colon: `'data:,x'` and
 * `'file:/etc/hosts'` are URLs, `'Data:Ready'` and `'file:changed'` are not.
 */
export function hasUrlShape(scheme: string, text: string, after: number, end: number): boolean {
  const c = text.charCodeAt(after);
  const rest = (): string => text.slice(after, Math.min(end, after + 80));
  switch (scheme) {
    case 'http':
    case 'https':
    case 'ws':
    case 'wss':
    case 'ftp':
      // WHATWG URL: these schemes need an authority. `'http:/'`, `'http:request'` and
      // `'http:example.com'` are prefixes, event names or words, not URLs, unless a URL context
      // says so; `'https:://host'` is a URL whose scheme was typed twice over (valid-scheme).
      return text.startsWith('://', after);
    case 'file':
      // RFC 8089 §2: `file:` then `//` auth-path or a local path that starts with `/`; Appendix
      // E.2: a DOS drive letter (`file:c:/x`, `file:C|/x`).
      return c === 0x2f || c === 0x5c || (isAlpha(c) && (text.charCodeAt(after + 1) === 0x3a || text.charCodeAt(after + 1) === 0x7c));
    case 'data':
      // A media type or nothing, then the comma; `'data:{"a":1,"b":2}'` (Server-Sent Events) and
      // `'Data:Ready'` are not.
      // (Read in place: a data: URL may be megabytes long. `$` is the end of the value, which a
      // plain literal's URL spans whole.)
      DATA_HEADER.lastIndex = after;
      return DATA_HEADER.test(text);
    case 'tel':
    case 'sms':
      // RFC 3966 §3, RFC 5724 §2: a number (`+1-201-555-0123`, `911`, `*67`, `#31#`).
      return isDigit(c) || c === 0x2b || c === 0x2a || c === 0x23;
    case 'geo':
      // RFC 5870 §3.3: coordinates.
      return isDigit(c) || c === 0x2d;
    case 'sip':
    case 'sips':
    case 'cid':
    case 'mid':
      // RFC 3261 §19.1, RFC 2392 §2: an address with `@` (sip also a bare host).
      return has(text, '@', after, end) || /%40/i.test(text.slice(after, end)) || ((scheme === 'sip' || scheme === 'sips') && DOTTED_HOST.test(rest()));
    case 'news':
      // RFC 5538 §2.2: a newsgroup (`comp.lang.js`), `*`, or an article id with `@`.
      return c === 0x2a || has(text, '.', after, end) || has(text, '@', after, end);
    case 'doi':
      // DOI Handbook §2.2: every DOI prefix starts with "10.".
      return text.startsWith('10.', after);
    case 'blob':
      return INNER_SCHEME.test(rest());
    default:
      // Names that are no English word or common namespace (`mailto`, `urn`, `magnet`, `xmpp`,
      // `nntp`, `view-source`, `about`), so the name is evidence enough and a defect after it is
      // reported (`'mailto:support'` has no address); script schemes, which run whatever follows;
      // and schemes a caller adds.
      return true;
  }
}
