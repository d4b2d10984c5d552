import { isHex, hexValue } from './chars.js';

const HEX_DIGITS = '0123456789ABCDEF';

/** `%XX` with uppercase hex for one octet (RFC 3986 §2.1: producers should use uppercase). */
export function percentByte(b: number): string {
  return '%' + HEX_DIGITS[b >> 4] + HEX_DIGITS[b & 15];
}

/**
 * UTF-8 percent-encodes every character of `s` (RFC 3986 §2.5: new URI schemes encode
 * characters as UTF-8 octets, then percent-encode). A lone surrogate becomes U+FFFD's octets,
 * as WHATWG's UTF-8 encoder does.
 */
export function percentEncode(s: string): string {
  // Encoded here rather than through Buffer.from: the runs are a few characters long, and a
  // Buffer per run cost more than the rest of the finding.
  let out = '';
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp < 0x80) {
      out += percentByte(cp);
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const next = s.charCodeAt(i + 1);
      if (cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else cp = 0xfffd;
    }
    if (cp < 0x800) out += percentByte(0xc0 | (cp >> 6));
    else {
      if (cp < 0x10000) out += percentByte(0xe0 | (cp >> 12));
      else out += percentByte(0xf0 | (cp >> 18)) + percentByte(0x80 | ((cp >> 12) & 0x3f));
      out += percentByte(0x80 | ((cp >> 6) & 0x3f));
    }
    out += percentByte(0x80 | (cp & 0x3f));
  }
  return out;
}

/** True when `text[i]` starts a valid `%XX` triplet. */
export function isPercentTriplet(text: string, i: number, end = text.length): boolean {
  return i + 2 < end && text.charCodeAt(i) === 0x25 && isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2));
}

/** The octet of the triplet at `text[i]` (call only where {@link isPercentTriplet} holds). */
export function tripletValue(text: string, i: number): number {
  return hexValue(text.charCodeAt(i + 1)) * 16 + hexValue(text.charCodeAt(i + 2));
}

/** How many UTF-8 continuation bytes a lead byte announces, or -1 for a byte that cannot lead. */
export function utf8SequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return -1;
}

/**
 * Decodes the percent triplets of `s` as UTF-8 (as browsers decode a host, WHATWG "host
 * parser"; RFC 3986 §3.2.2 allows percent-encoding in a reg-name for UTF-8 only), or undefined
 * when the octets are not UTF-8. Other characters stand for their own UTF-8 octets.
 */
export function percentDecodeUtf8(s: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (isPercentTriplet(s, i)) {
      bytes.push(tripletValue(s, i));
      i += 2;
    } else {
      for (const b of Buffer.from(s[i], 'utf8')) bytes.push(b);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
}

/** True when `text[i, i + 3)` is `%25` (any case). */
function isEncodedPercent(text: string, i: number): boolean {
  return i >= 0 && text.charCodeAt(i) === 0x25 && text.charCodeAt(i + 1) === 0x32 && text.charCodeAt(i + 2) === 0x35;
}

/**
 * Whether decoding the triplet at `text[i]` to `decoded` would forge an escape that was not there
 * (a fix never creates a `%XX`). A hex digit must not land right after a `%` that starts
 * no triplet (`%%41` → `%A…`) or after `%` and one hex digit (`%4%42` → `%4B`), nor after the
 * `%25` that no-invalid-percent-encoding writes for such a `%` (`%25%41`, `%254%42`): the same
 * triplet is then left encoded before and after that fix, so that one pass of fixes converges.
 */
export function decodingForgesEscape(text: string, i: number, decoded: number): boolean {
  if (!isHex(decoded)) return false;
  const before = i > 0 ? text.charCodeAt(i - 1) : -1;
  if (before === 0x25 || isEncodedPercent(text, i - 3)) return true;
  return isHex(before) && (text.charCodeAt(i - 2) === 0x25 || isEncodedPercent(text, i - 4));
}
