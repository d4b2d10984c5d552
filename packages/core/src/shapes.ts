import { isAlpha, isAsciiWhitespace, isDigit } from './chars.js';
import type { Span } from './types.js';

/*
 * Outside a URL context, the pre-check (detect.ts) sees a string literal that starts like a URL
 * and must decide whether it is one. Two kinds of text start like a URL and are not:
 *
 * - words with a colon (`'Data:Ready'`, `'file:changed'`, `'http:request'`): a scheme-like
 *   prefix counts only when the text after it has the shape of that scheme's URLs;
 * - prose that begins with a URL (a test title, a log line): the URL ends at the first white
 *   space (RFC 3986 Appendix C).
 */

/** RFC 6838 §4.2 restricted-name characters, as a media type `type/subtype` is written. */
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9!#$&^_.+-]/;
/** A host with at least one dot (`example.com`, `bücher.de`, `127.0.0.1`), as `http:example.com` writes it. */
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
      // `http:/x`, `http:\\x`, `http:example.com`, `http:@/x`: mangled URLs (valid-scheme
      // reports them); `'http:request'` is an event name.
      return c === 0x2f || c === 0x5c || DOTTED_HOST.test(rest()) || has(text, '@', after, end);
    case 'file':
      // RFC 8089 §2: `file:` then `//` auth-path or a local path that starts with `/`; Appendix
      // E.2: a DOS drive letter (`file:c:/x`, `file:C|/x`).
      return c === 0x2f || c === 0x5c || (isAlpha(c) && (text.charCodeAt(after + 1) === 0x3a || text.charCodeAt(after + 1) === 0x7c));
    case 'data':
      // RFC 2397 §3: `data:[<mediatype>][;base64],<data>`. A media type without its comma is
      // still a (broken) data: URL; `'data: {"a":1}'` (Server-Sent Events) and `'Data:Ready'` are not.
      return has(text, ',', after, end) || MEDIA_TYPE.test(rest());
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

/**
 * A plain word of running text: letters (any script) with inner apostrophes or hyphens, and the
 * quotes, brackets and punctuation that stand around words in a sentence. At least two letters,
 * so that `'https://x.com/a b c'` is not a sentence.
 */
const WORD = /^[("'“‘«[]*\p{L}[\p{L}\p{M}'’-]*\p{L}[)"'”’»\].,;:!?…]*$/u;

/** A `srcset` descriptor (HTML "parse a srcset attribute": `1x`, `1.5x`, `640w`), maybe ending the entry. */
const SRCSET_DESCRIPTOR = /^\d+(?:\.\d+)?[wxh],?$/;

/** Characters of URL structure: a token holding one is a path or a query, not a word. */
const URL_STRUCTURE = /[/?#=&%]/;

/** What the text after a URL's first white space is: running text, a list, or part of the URL. */
function tailIsProse(text: string, from: number, end: number): boolean {
  let words = 0;
  let tokens = 0;
  let firstIsWord = false;
  let structured = false;
  for (let i = from; i < end; ) {
    while (i < end && isAsciiWhitespace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < end && !isAsciiWhitespace(text.charCodeAt(i))) i++;
    if (i === start) break;
    const token = text.slice(start, Math.min(i, start + 41));
    const word = i - start <= 40 && WORD.test(token);
    if (tokens === 0 && SRCSET_DESCRIPTOR.test(token)) return true; // `url 1x, url 2x`
    if (tokens === 0) firstIsWord = word;
    tokens++;
    if (word && ++words >= 2) return true;
    if (URL_STRUCTURE.test(token)) structured = true;
  }
  return firstIsWord && tokens >= 2 && !structured;
}

/** WHATWG Infra "ASCII whitespace" (isAsciiWhitespace), as a pattern to search with. */
const ASCII_WHITESPACE = /[\t\n\f\r ]/g;

/**
 * The span of the URL at the start of `span` when what follows its first white space (at or
 * after `from`, the end of its scheme) is not part of it (RFC 3986 Appendix C: in running text, white space delimits a URI), or `span`
 * itself. The tail is not the URL's when it holds two plain words (see WORD), whatever else it
 * holds (`'https://x.com/a retries on 503'`, `'https://a.example or https://b.example is
 * required'`); when it starts with a word and holds no URL structure (`'…/issues/810 pipelining
 * 2'`); when it is the rest of a list (`srcset`'s `'/a.png 1x, /b.png 2x'`, a header's
 * `'https://a.example; rel="preconnect"'`, where the URL ends before the separator). A space
 * with less after it is the URL's own (`'https://x.com/a b'`, `'https://x.com/my
 * files/report.pdf'`, `'…/search?q=hello world'`): a whole URL with a space, reported.
 */
export function proseCut(text: string, span: Span, from = span.start): Span {
  // From the scheme's end on: browsers remove a tab or newline inside a scheme (`java\nscript:`).
  // Found by a pattern (native code), not a loop: this runs on every URL past the fast path.
  ASCII_WHITESPACE.lastIndex = from;
  if (!ASCII_WHITESPACE.test(text)) return span;
  const w = ASCII_WHITESPACE.lastIndex - 1;
  if (w >= span.end) return span;
  if (!endsListItem(text, span, w) && tailIsProse(text, w, span.end)) return { start: span.start, end: w };
  // A list ends the URL at its separator (`,` `;`), also after a space that is the URL's own
  // (`'https://x.com/my files/a.pdf, b.pdf'`): so that what a fix of that space (`%20`) leaves is
  // cut where it was cut before, and fixes converge.
  return listCut(text, span, w);
}

/** Whether the white space at `w` follows a list separator (`,` `;`) inside the URL's span. */
function endsListItem(text: string, span: Span, w: number): boolean {
  const before = text.charCodeAt(w - 1);
  return (before === 0x2c || before === 0x3b) && w - 1 > span.start;
}

/** `span` up to the first list separator followed by white space, from the white space at `w` on, or `span` itself. */
function listCut(text: string, span: Span, w: number): Span {
  for (;;) {
    if (endsListItem(text, span, w)) return { start: span.start, end: w - 1 };
    ASCII_WHITESPACE.lastIndex = w + 1;
    if (!ASCII_WHITESPACE.test(text)) return span;
    w = ASCII_WHITESPACE.lastIndex - 1;
    if (w >= span.end) return span;
  }
}
