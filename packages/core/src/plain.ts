/**
 * The fast path of `analyze`: most URLs in code are plain `http(s)://host/path` strings with
 * nothing for any rule to say. One table-driven pass over the string proves that, so that the
 * common case costs less than parsing it (issue 2's benchmark: `analyze` against native
 * `new URL()`). Anything unusual falls through to the full analysis; `test/plain-url.test.ts`
 * checks on real and generated URLs that the fast path never hides a finding.
 */

/**
 * Character classes of the path, query and fragment, one table read per character: 1 needs no
 * look (RFC 3986 pchar, `/`, `?`, minus `%`); 2 is a delimiter the scan tracks (`/`, `?`, `#`,
 * `.`); 0 sends the URL to the full analysis (anything else, `%` included).
 */
const TAIL = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~!$&'()*+,;=:@") TAIL[c.charCodeAt(0)] = 1;
for (const c of '/?#.') TAIL[c.charCodeAt(0)] = 2;

/**
 * Host characters: 1 lower-case LDH (RFC 1123 §2.1; upper case is prefer-normalized's), 2 the
 * dot, 3 the underscore (not LDH, but a finding only when valid-host's `allowUnderscore` is off).
 */
const HOST = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789-') HOST[c.charCodeAt(0)] = 1;
HOST[0x2e] = 2;
HOST[0x5f] = 3;

/** What the fast path learned: not plain, plain, or plain but with `_` in the host. */
export const enum Plain {
  No = 0,
  Yes = 1,
  WithUnderscore = 2,
}

const enum Ch {
  Slash = 0x2f,
  Dot = 0x2e,
  Hyphen = 0x2d,
  Hash = 0x23,
  Question = 0x3f,
  Colon = 0x3a,
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

/** {@link isPlainHttpUrl}, telling apart a host with `_` (see HOST). */
export function plainHttpUrl(text: string): Plain {
  const n = text.length;
  // Scheme: exactly "http://" or "https://".
  if (n < 9 || text.charCodeAt(0) !== 0x68 || text.charCodeAt(1) !== 0x74 || text.charCodeAt(2) !== 0x74 || text.charCodeAt(3) !== 0x70) return Plain.No;
  let i = 4;
  if (text.charCodeAt(i) === 0x73) i++;
  if (text.charCodeAt(i) !== Ch.Colon || text.charCodeAt(i + 1) !== Ch.Slash || text.charCodeAt(i + 2) !== Ch.Slash) return Plain.No;
  i += 3;
  // Host: labels of LDH characters.
  const hostStart = i;
  let labelStart = i;
  let underscore = false;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? HOST[c] : 0;
    if (k === 1) continue;
    if (k === 2) {
      if (!plainLabel(text, labelStart, i)) return Plain.No;
      labelStart = i + 1;
      continue;
    }
    if (k === 3) {
      underscore = true;
      continue;
    }
    if (c === Ch.Slash || c === Ch.Question || c === Ch.Hash) break;
    return Plain.No;
  }
  // The last label: non-empty (no trailing dot), not a number (WHATWG "ends in a number": all
  // digits, or `0x` and hex digits; such a host is read as IPv4, which valid-host judges).
  if (!plainLabel(text, labelStart, i) || isNumberLike(text, labelStart, i) || i - hostStart > 253) return Plain.No;
  // Path, query, fragment. A segment that starts with `.` (`.`, `..`, `.well-known`) goes to the
  // full analysis, which knows which of them are dot segments (RFC 3986 §5.2.4).
  let hashSeen = false;
  let inPath = true;
  let segmentStart = true;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? TAIL[c] : 0;
    if (k === 1) {
      segmentStart = false;
      continue;
    }
    if (k === 0) return Plain.No;
    if (c === Ch.Dot) {
      if (inPath && segmentStart) return Plain.No;
      segmentStart = false;
    } else if (c === Ch.Slash) segmentStart = inPath;
    else if (c === Ch.Question) inPath = segmentStart = false;
    else {
      // `#`: a second one is no-unencoded-characters' to report.
      if (hashSeen) return Plain.No;
      hashSeen = true;
      inPath = segmentStart = false;
    }
  }
  return underscore ? Plain.WithUnderscore : Plain.Yes;
}

/** All digits: the last label of an IPv4-like host. */
function isNumberLike(text: string, start: number, end: number): boolean {
  if (startsWithHexPrefix(text, start, end)) return true;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function startsWithHexPrefix(text: string, start: number, end: number): boolean {
  return end - start >= 2 && text.charCodeAt(start) === 0x30 && (text.charCodeAt(start + 1) | 0x20) === 0x78;
}

function plainLabel(text: string, start: number, end: number): boolean {
  const len = end - start;
  if (len === 0 || len > 63) return false;
  if (text.charCodeAt(start) === Ch.Hyphen || text.charCodeAt(end - 1) === Ch.Hyphen) return false;
  // `xn--` labels carry Punycode, which valid-host decodes and checks.
  if (len >= 4 && text.charCodeAt(start + 2) === Ch.Hyphen && text.charCodeAt(start + 3) === Ch.Hyphen) return false;
  return true;
}
