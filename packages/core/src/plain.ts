/**
 * The fast path of `analyze`: most URLs in code are plain `http(s)://host/path` strings with
 * nothing for any rule to say. One table-driven pass over the string proves that, so that the
 * common case costs less than parsing it (issue 2's benchmark: `analyze` against native
 * `new URL()`). Anything unusual falls through to the full analysis; `test/plain-url.test.ts`
 * checks on real and generated URLs that the fast path never hides a finding.
 */

/** Characters that need no look in the path, query and fragment (RFC 3986 pchar, `/`, `?`, minus `%`). */
const PLAIN_TAIL = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?") PLAIN_TAIL[c.charCodeAt(0)] = 1;

/** Lower-case LDH host characters and the dot (RFC 1123 §2.1); upper case is prefer-normalized's. */
const PLAIN_HOST = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789-.') PLAIN_HOST[c.charCodeAt(0)] = 1;

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
 * label is not numeric and whose labels are 1-63 LDH characters not starting or ending with `-`
 * and not `xn--`, no userinfo or port, and a path, query and fragment of plain characters with no
 * `%`, no dot segment and no second `#`.
 */
export function isPlainHttpUrl(text: string): boolean {
  const n = text.length;
  // Scheme: exactly "http://" or "https://".
  if (n < 9 || text.charCodeAt(0) !== 0x68 || text.charCodeAt(1) !== 0x74 || text.charCodeAt(2) !== 0x74 || text.charCodeAt(3) !== 0x70) return false;
  let i = 4;
  if (text.charCodeAt(i) === 0x73) i++;
  if (text.charCodeAt(i) !== Ch.Colon || text.charCodeAt(i + 1) !== Ch.Slash || text.charCodeAt(i + 2) !== Ch.Slash) return false;
  i += 3;
  // Host: labels of LDH characters.
  const hostStart = i;
  let labelStart = i;
  let labelAllDigits = true;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.Slash || c === Ch.Question || c === Ch.Hash) break;
    if (c >= 128 || PLAIN_HOST[c] !== 1) return false;
    if (c === Ch.Dot) {
      if (!plainLabel(text, labelStart, i)) return false;
      labelStart = i + 1;
      labelAllDigits = true;
    } else if (c < 0x30 || c > 0x39) labelAllDigits = false;
  }
  // The last label: non-empty (no trailing dot), not a number (WHATWG "ends in a number": all
  // digits, or `0x` and hex digits; such a host is read as IPv4, which valid-host judges).
  if (labelAllDigits || startsWithHexPrefix(text, labelStart, i) || !plainLabel(text, labelStart, i) || i - hostStart > 253) return false;
  // Path, query, fragment.
  let hashes = 0;
  let segmentStart = i;
  let inPath = true;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.Hash) {
      if (++hashes > 1) return false;
      if (inPath && isDotSegment(text, segmentStart, i)) return false;
      inPath = false;
      continue;
    }
    if (c >= 128 || PLAIN_TAIL[c] !== 1) return false;
    if (inPath) {
      if (c === Ch.Slash) {
        if (isDotSegment(text, segmentStart, i)) return false;
        segmentStart = i + 1;
      } else if (c === Ch.Question) {
        if (isDotSegment(text, segmentStart, i)) return false;
        inPath = false;
      }
    }
  }
  return !(inPath && isDotSegment(text, segmentStart, n));
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

/** `.` or `..` as a whole segment (RFC 3986 §5.2.4), or any segment starting with a dot. */
function isDotSegment(text: string, start: number, end: number): boolean {
  return end > start && text.charCodeAt(start) === Ch.Dot;
}
