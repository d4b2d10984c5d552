/**
 * The fast path of `analyze`: most URLs in code are plain `http(s)://host/path` strings with
 * nothing for any rule to say. Proving that costs one pass over the characters with a class
 * table, as a regular expression (native code, whatever the string's representation), and a
 * check of the host's lengths in long URLs; anything unusual falls through to the full analysis
 * (`analyze` against a per-character table scan). `test/plain-url.test.ts` checks on real,
 * conformance and generated URLs, under every preset, that the fast path never hides a finding.
 *
 * Plain, as a whole string:
 * - the scheme, exactly `http://` or `https://` (upper case is prefer-normalized's);
 * - a host of 1-253 characters: lower-case LDH labels (RFC 1123 §2.1) and `_`, 1-63 characters
 *   each, not starting or ending with `-`, with no `--` (so no `xn--…` or other `??--` label,
 *   RFC 5891 §4.2.3.1: Punycode, which valid-host decodes and checks), no empty label (so no
 *   trailing dot), and a last label that is not a number (WHATWG URL "ends in a number": all digits or
 *   `0x`…; such a host is read as IPv4, which valid-host judges);
 * - no userinfo or port (`@` and `:` are not host characters here);
 * - path segments of RFC 3986 pchar without `%` (so without pct-encoded, §3.3) that do not start
 *   with `.` (`.`, `..` and `.well-known` go to the full analysis, which knows which of them are
 *   dot segments, §5.2.4);
 * - an optional query and fragment of the same characters and `.`, `/`, `?` (§3.4, §3.5), and
 *   no second `#` (no-unencoded-characters').
 */

import { DOT, HASH, PCHAR_SYMBOLS, QUESTION, SLASH } from './chars.js';

/**
 * RFC 3986 pchar without `%` (and so without pct-encoded) and without `.` (which the pattern
 * allows only after a segment's first character), as a regular-expression class body.
 */
const PCHAR = 'A-Za-z0-9' + PCHAR_SYMBOLS.replace('.', '').replace('-', '\\-');

/**
 * A host: runs of `a-z`, `0-9` (and, in the second pattern, `_`) each followed by a single `.` or
 * `-` and another run, so labels joined by `.` that hold single `-`s (RFC 1123 §2.1: no `-` at
 * either end of a label, no empty label). No `--` at all, so no `??--` label (RFC 5891
 * §4.2.3.1): a host with `--` anywhere goes to the full analysis, which tells them apart. The
 * look-behind at its end refuses a last label that is a number (WHATWG "ends in a number": all
 * digits, or `0x`…). The look-ahead before it keeps the time linear: where a host cannot end (a
 * host character follows), the look-behind, which reads the last label backwards, is not tried
 * (test/linear-time). One run and one look-behind, not a loop over labels that reads the last one
 * twice: 4-8 % less for the whole pattern.
 */
function hostPattern(run: string, more = '*'): string {
  return `${run}(?:[.-]${run})${more}(?=[/?#]|$)(?<![/.](?:0x[a-z0-9_-]*|[0-9]+))`;
}
const LDH_HOST = hostPattern('[a-z0-9]+');
const HOST_WITH_UNDERSCORE = hostPattern('[a-z0-9_]+');
/** An LDH host of at most three tokens (runs between `.` and `-`) after `www.`, if any: see {@link LONG_HOST}. */
const SHORT_LDH_HOST = `(?:www\\.)?${hostPattern('[a-z0-9]+', '{0,2}')}`;

/**
 * A plain URL but for the limits on lengths (checked apart, where they can apply): scheme, host,
 * path segments that do not start with `.`, query, fragment. One pass of native code: the host's
 * characters are checked here, not by extra scans after it (a search for `--` and one
 * for `_` each cost about a third of the pattern).
 */
function plainUrlPattern(host: string): RegExp {
  return new RegExp(`^https?://${host}(?:/(?:[${PCHAR}][${PCHAR}.]*)?)*(?:\\?[${PCHAR}./?]*)?(?:#[${PCHAR}./?]*)?$`);
}

/** Host labels of LDH characters, at most three tokens: the most common case, tried first. */
const PLAIN_URL_SHORT_HOST = plainUrlPattern(SHORT_LDH_HOST);
/** Host labels of LDH characters, tried second. */
const PLAIN_URL = plainUrlPattern(LDH_HOST);
/** Host labels that may hold `_` (not LDH: valid-host's `allowUnderscore`), tried second. */
const PLAIN_URL_WITH_UNDERSCORE = plainUrlPattern(HOST_WITH_UNDERSCORE);

/** The longest label (RFC 1035 §2.3.4). */
const MAX_LABEL = 63;
/** The longest host (RFC 1035 §2.3.4: 255 octets on the wire, 253 characters written). */
const MAX_HOST = 253;

/** What the fast path learned: not plain, plain, or plain but with `_` in the host. */
export const enum Plain {
  No = 0,
  Yes = 1,
  WithUnderscore = 2,
}

/**
 * A flag on {@link plainHttpUrlShape}'s answer: the host may have four tokens or more (its labels
 * split at `.` and `-`), not counting a first `www.`, so it may embed another domain
 * (`paypal.com.evil.io`, no-confusable-host: a domain of two tokens or more and two more tokens; a
 * domain's first token, its name, has four characters or more, so it is never `www`). Found by the
 * pattern tried first, which takes only shorter hosts, so that most URLs pay no scan of the host.
 */
export const LONG_HOST = 4;
/** The {@link Plain} part of {@link plainHttpUrlShape}'s answer. */
export const PLAIN_MASK = 3;

/** True when `text` is, as a whole, a plain http(s) URL (see above), `_` allowed in host labels. */
export function isPlainHttpUrl(text: string): boolean {
  return plainHttpUrl(text) !== Plain.No;
}

/**
 * {@link isPlainHttpUrl}, telling apart a host with `_` (not LDH: valid-host's `allowUnderscore`).
 * `underscore` false: the caller has no use for Plain.WithUnderscore (such a host then answers
 * Plain.No), and the second pattern is not tried.
 */
export function plainHttpUrl(text: string, underscore = true): Plain {
  return (plainHttpUrlShape(text, underscore) & PLAIN_MASK) as Plain;
}

/** {@link plainHttpUrl} with the {@link LONG_HOST} flag (a host with `_` always has it). */
export function plainHttpUrlShape(text: string, underscore = true): number {
  if (text.length < 9) return Plain.No;
  let plain: number;
  if (PLAIN_URL_SHORT_HOST.test(text)) plain = Plain.Yes;
  else if (PLAIN_URL.test(text)) plain = Plain.Yes | LONG_HOST;
  // (Without a `_` anywhere, the third pattern refuses what the second did: indexOf, native
  // code, is cheaper than the pattern.)
  else if (underscore && text.indexOf('_') !== -1 && PLAIN_URL_WITH_UNDERSCORE.test(text)) plain = Plain.WithUnderscore | LONG_HOST;
  else return Plain.No;
  // What the patterns leave: a label or host too long, looked at only when the text is longer
  // than the longest label.
  const hostStart = plainHostStart(text);
  return text.length - hostStart > MAX_LABEL && !hostWithinLimits(text, hostStart) ? Plain.No : plain;
}

/** Where the host of a plain URL starts: after `http://` or `https://`. */
export function plainHostStart(text: string): number {
  return text.charCodeAt(4) === 0x73 ? 8 : 7;
}

/** Whether the host from `start` (to the first `/`, `?`, `#`) and its labels are within their lengths. */
function hostWithinLimits(text: string, start: number): boolean {
  // The host ends at or before the first `/`: when that is near, the host is short (indexOf,
  // native code, instead of the loop below over the host).
  const slash = text.indexOf('/', start);
  if (slash !== -1 && slash - start <= MAX_LABEL) return true;
  let label = start;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === SLASH || c === QUESTION || c === HASH) return i - label <= MAX_LABEL && i - start <= MAX_HOST;
    if (c !== DOT) continue;
    if (i - label > MAX_LABEL) return false;
    label = i + 1;
  }
  return text.length - label <= MAX_LABEL && text.length - start <= MAX_HOST;
}
