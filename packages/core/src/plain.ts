/**
 * The fast path of `analyze`: most URLs in code are plain `http(s)://host/path` strings with
 * nothing for any rule to say. One regular-expression match over the string proves that, so that the
 * common case costs less than parsing it (issue 2's benchmark: `analyze` against native
 * `new URL()`). Anything unusual falls through to the full analysis; `test/plain-url.test.ts`
 * checks on real and generated URLs that the fast path never hides a finding.
 */

import { PCHAR_SYMBOLS } from './chars.js';

/**
 * RFC 3986 pchar without `%` (and so without pct-encoded) and without `.` (which the pattern
 * allows only after a segment's first character), as a regular-expression class body.
 */
const PCHAR = 'A-Za-z0-9' + PCHAR_SYMBOLS.replace('.', '').replace('-', '\\-');

/**
 * A host label of characters `c` (a class body): 1-63 characters, not starting or ending with
 * `-` (RFC 1123 §2.1), and not `xn--…` or any other `??--` label (Punycode, which valid-host
 * decodes and checks).
 */
function label(c: string): string {
  return `(?![${c}]{2}--)[${c}](?:[${c}-]{0,61}[${c}])?`;
}

/**
 * A plain http(s) URL as one regular expression, run as native code whatever the string's
 * representation (see plainHttpUrl):
 * - the scheme, exactly `http://` or `https://`;
 * - a host of at most 253 characters, lower-case LDH labels (RFC 1123 §2.1; upper case is
 *   prefer-normalized's) whose last one is not a number (WHATWG "ends in a number": all digits,
 *   or `0x`…; such a host is read as IPv4, which valid-host judges) and no trailing dot;
 * - path segments that do not start with `.` (`.`, `..` and `.well-known` go to the full
 *   analysis, which knows which of them are dot segments, RFC 3986 §5.2.4);
 * - an optional query and fragment of plain characters (a second `#` is no-unencoded-characters').
 */
function plainUrlPattern(hostChars: string): RegExp {
  const host = `(?=[^/?#]{1,253}(?:[/?#]|$))(?:${label(hostChars)}\\.)*(?!0x)(?![0-9]+(?:[/?#]|$))${label(hostChars)}`;
  const tail = `(?:/(?:[${PCHAR}][${PCHAR}.]*)?)*(?:\\?[${PCHAR}./?]*)?(?:#[${PCHAR}./?]*)?$`;
  return new RegExp(`^https?://${host}${tail}`);
}

/**
 * Hosts of lower-case LDH labels and `_` (not LDH: a finding only when valid-host's
 * `allowUnderscore` is off, so plainHttpUrl tells such hosts apart).
 */
const PLAIN_URL_WITH_UNDERSCORE = plainUrlPattern('a-z0-9_');

/** What the fast path learned: not plain, plain, or plain but with `_` in the host. */
export const enum Plain {
  No = 0,
  Yes = 1,
  WithUnderscore = 2,
}

/**
 * True when `text` is, as a whole, `http://` or `https://`, a lower-case DNS name whose last
 * label is not a number and whose labels are 1-63 LDH characters not starting or ending with `-`
 * and not `xn--`, no userinfo or port, and a path, query and fragment of plain characters with no
 * `%`, no dot segment and no second `#`.
 */
export function isPlainHttpUrl(text: string): boolean {
  return plainHttpUrl(text) !== Plain.No;
}

/** {@link isPlainHttpUrl}, telling apart a host with `_`. */
export function plainHttpUrl(text: string): Plain {
  if (text.length < 9 || !PLAIN_URL_WITH_UNDERSCORE.test(text)) return Plain.No;
  // One match for both: is there a `_` before the end of the host (the first `/`, `?` or `#`
  // after `//`: the host starts at offset 7 or 8 and holds at least one character).
  const underscore = text.indexOf('_', 7);
  if (underscore === -1) return Plain.Yes;
  for (let i = 8; i < underscore; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) return Plain.Yes;
  }
  return Plain.WithUnderscore;
}
