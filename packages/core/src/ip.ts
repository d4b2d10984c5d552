import { SUB_DELIMS, UNRESERVED, isAllDigits, isDigit, isHex } from './chars.js';
import { splitAt, type Authority, type Component } from './parse.js';
import { isPercentTriplet } from './percent.js';
import type { Span } from './types.js';

/*
 * IP addresses in hosts: RFC 3986 §3.2.2 (IP-literal, IPv6address, IPvFuture, IPv4address),
 * RFC 6874 (IPv6 zone identifiers) and the WHATWG URL Standard's "IPv6 parser", "ends in a
 * number" and "IPv4 parser" (how browsers read a host: IPv4 numbers in hex, octal or fewer parts).
 */

/* ------------------------------------------------------------------------------------------ */
/* IPv6 (RFC 3986 §3.2.2 IPv6address; WHATWG "IPv6 parser")                                    */
/* ------------------------------------------------------------------------------------------ */

export type Ipv6Problem =
  | 'empty'
  | 'invalidCompression'
  | 'multipleCompression'
  | 'trailingColon'
  | 'tooManyPieces'
  | 'tooFewPieces'
  | 'invalidPiece'
  | 'invalidIpv4';

/** RFC 3986 dec-octet: 0-255 without leading zeros. */
export function isDecOctet(s: string): boolean {
  if (s.length > 3 || !isAllDigits(s)) return false;
  if (s.length > 1 && s.charCodeAt(0) === 0x30) return false;
  return Number(s) <= 255;
}

/** RFC 3986 IPv4address: dec-octet "." dec-octet "." dec-octet "." dec-octet */
export function isDottedDecimal(s: string): boolean {
  const parts = s.split('.');
  return parts.length === 4 && parts.every(isDecOctet);
}

/**
 * Checks an IPv6 address (without brackets or zone) against RFC 3986's IPv6address grammar,
 * which WHATWG's IPv6 parser accepts too. Returns the first problem with its offsets in `s`, or
 * null when the address is valid. Linear in `s`.
 */
export function checkIpv6(s: string): { problem: Ipv6Problem; start: number; end: number } | null {
  const n = s.length;
  if (n === 0) return { problem: 'empty', start: 0, end: 0 };
  const dc = s.indexOf('::');
  if (dc !== -1) {
    const second = s.indexOf('::', dc + 1);
    if (second !== -1) return { problem: 'multipleCompression', start: second, end: second + 2 };
  }
  if (s.charCodeAt(0) === 0x3a && dc !== 0) return { problem: 'invalidCompression', start: 0, end: 1 };
  if (s.charCodeAt(n - 1) === 0x3a && dc !== n - 2) return { problem: 'trailingColon', start: n - 1, end: n };
  const pieces: Array<{ start: number; end: number }> = [];
  const split = (from: number, to: number): void => {
    if (from >= to) return;
    let st = from;
    for (let i = from; i <= to; i++) {
      if (i === to || s.charCodeAt(i) === 0x3a) {
        pieces.push({ start: st, end: i });
        st = i + 1;
      }
    }
  };
  if (dc === -1) split(0, n);
  else {
    split(0, dc);
    split(dc + 2, n);
  }
  let count = 0;
  for (let k = 0; k < pieces.length; k++) {
    const { start, end } = pieces[k];
    const piece = s.slice(start, end);
    if (piece.indexOf('.') !== -1) {
      // RFC 3986 §3.2.2: ls32, the embedded IPv4 address, stands only at the very end.
      if (end !== n || !isDottedDecimal(piece)) return { problem: 'invalidIpv4', start, end };
      count += 2;
      continue;
    }
    if (piece.length === 0 || piece.length > 4) return { problem: 'invalidPiece', start, end };
    for (let i = 0; i < piece.length; i++) if (!isHex(piece.charCodeAt(i))) return { problem: 'invalidPiece', start, end };
    count += 1;
  }
  if (dc === -1 && count < 8) return { problem: 'tooFewPieces', start: 0, end: n };
  if (count > (dc === -1 ? 8 : 7)) return { problem: 'tooManyPieces', start: 0, end: n };
  return null;
}

/** RFC 3986 §3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
export function isIpvFuture(s: string): boolean {
  if (s.length < 4 || (s.charCodeAt(0) | 0x20) !== 0x76) return false;
  let i = 1;
  while (i < s.length && isHex(s.charCodeAt(i))) i++;
  if (i === 1 || s.charCodeAt(i) !== 0x2e || i + 1 >= s.length) return false;
  for (let j = i + 1; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (!(c < 128 && (UNRESERVED[c] === 1 || SUB_DELIMS[c] === 1 || c === 0x3a))) return false;
  }
  return true;
}

/** RFC 6874: ZoneID = 1*( unreserved / pct-encoded ) after "%25". */
export function isZoneId(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      if (!isPercentTriplet(s, i)) return false;
      i += 2;
    } else if (!(c < 128 && UNRESERVED[c] === 1)) return false;
  }
  return true;
}

/**
 * An IPv6 address written without brackets (`http://2001:db8::1/`): the parser reads its first
 * group as the host and the rest as a port. Returns the span of the address, or undefined.
 */
export function unbracketedIpv6(authority: Authority): Span | undefined {
  const { host, port } = authority;
  if (!port || host.kind === 'ipv6' || host.kind === 'ipvfuture') return undefined;
  if (port.value.indexOf(':') === -1) return undefined;
  const value = host.value + ':' + port.value;
  return checkIpv6(value) === null ? { start: host.start, end: port.end } : undefined;
}

/* ------------------------------------------------------------------------------------------ */
/* IPv4 (WHATWG "ends in a number" and "IPv4 parser"; RFC 3986 IPv4address)                    */
/* ------------------------------------------------------------------------------------------ */

/** WHATWG "IPv4 number parser": value and whether it was written in hex or octal, or null. */
export function parseIpv4Number(s: string): { value: number; radix: 10 | 16 | 8 } | null {
  if (s.length === 0) return null;
  let radix: 10 | 16 | 8 = 10;
  let digits = s;
  if (s.length >= 2 && s.charCodeAt(0) === 0x30 && (s.charCodeAt(1) | 0x20) === 0x78) {
    radix = 16;
    digits = s.slice(2);
  } else if (s.length >= 2 && s.charCodeAt(0) === 0x30) {
    radix = 8;
    digits = s.slice(1);
  }
  if (digits.length === 0) return { value: 0, radix };
  for (let i = 0; i < digits.length; i++) {
    const c = digits.charCodeAt(i);
    const ok = radix === 16 ? isHex(c) : radix === 8 ? c >= 0x30 && c <= 0x37 : isDigit(c);
    if (!ok) return null;
  }
  return { value: parseInt(digits, radix), radix };
}

/** What {@link analyzeIpv4} finds in a host, with the label at fault. */
export type Ipv4Analysis =
  | { kind: 'name' }
  | { kind: 'canonical' }
  | { kind: 'tooManyParts' }
  | { kind: 'emptyPart'; part: Component }
  | { kind: 'nonNumeric'; part: Component }
  | { kind: 'outOfRange'; part: Component; max: number }
  | { kind: 'ambiguous'; address: string; nonDecimal?: Component; radix?: 16 | 8; decimal?: string };

/** The dotted-decimal form of a 32-bit IPv4 address (RFC 3986 IPv4address). */
export function dotted(n: number): string {
  return [Math.floor(n / 16777216) % 256, Math.floor(n / 65536) % 256, Math.floor(n / 256) % 256, n % 256].join('.');
}

/**
 * How a browser reads a host whose last label is a number (WHATWG URL "ends in a number" then
 * "IPv4 parser"). `labels` are the host split at dots. `browser` false: only the RFC 3986 shape
 * of four decimal numbers is looked at (non-special schemes, whose hosts browsers keep opaque;
 * C's inet_aton still reads `010` as octal).
 */
export function analyzeIpv4(labels: Component[], browser: boolean): Ipv4Analysis {
  let parts = labels;
  if (parts.length > 1 && parts[parts.length - 1].value === '') parts = parts.slice(0, -1);
  if (!browser) {
    // RFC 3986 IPv4address shape: four decimal numbers. Other digit strings are reg-names.
    if (parts.length !== 4 || !parts.every((p) => isAllDigits(p.value))) return { kind: 'name' };
    for (const p of parts) if (Number(p.value) > 255) return { kind: 'outOfRange', part: p, max: 255 };
    const zero = parts.find((p) => p.value.length > 1 && p.value.charCodeAt(0) === 0x30);
    if (!zero) return { kind: 'canonical' };
    return { kind: 'ambiguous', address: '', nonDecimal: zero, radix: 8, decimal: parts.map((p) => Number(p.value)).join('.') };
  }
  const last = parts[parts.length - 1].value;
  if (!isAllDigits(last) && parseIpv4Number(last) === null) return { kind: 'name' };
  if (parts.length > 4) return { kind: 'tooManyParts' };
  const numbers: number[] = [];
  let nonDecimal: Component | undefined;
  let radix: 16 | 8 | undefined;
  for (const p of parts) {
    if (p.value.length === 0) return { kind: 'emptyPart', part: p };
    const parsed = parseIpv4Number(p.value);
    if (parsed === null) return { kind: 'nonNumeric', part: p };
    if (parsed.radix !== 10 && !nonDecimal) {
      nonDecimal = p;
      radix = parsed.radix;
    }
    numbers.push(parsed.value);
  }
  for (let i = 0; i < numbers.length - 1; i++) if (numbers[i] > 255) return { kind: 'outOfRange', part: parts[i], max: 255 };
  const lastMax = 256 ** (5 - numbers.length) - 1;
  if (numbers[numbers.length - 1] > lastMax) return { kind: 'outOfRange', part: parts[parts.length - 1], max: lastMax };
  if (parts.length === 4 && !nonDecimal) return { kind: 'canonical' };
  let n = numbers[numbers.length - 1];
  for (let i = 0; i < numbers.length - 1; i++) n += numbers[i] * 256 ** (3 - i);
  const address = dotted(n);
  // `010.0.0.1`: someone who wrote decimal with leading zeros meant 10.0.0.1.
  let decimal: string | undefined;
  if (parts.length === 4 && radix === 8 && parts.every((p) => isAllDigits(p.value))) {
    const values = parts.map((p) => Number(p.value));
    if (values.every((v) => v <= 255)) {
      const d = values.join('.');
      if (d !== address) decimal = d;
    }
  }
  return { kind: 'ambiguous', address, nonDecimal, radix, decimal };
}

/**
 * The dotted-decimal IPv4 address that a browser reads in an ASCII host (`127.1`, `0x7f.0.0.1`
 * and `2130706433` are all 127.0.0.1), or undefined for a name or a host that browsers reject
 * (WHATWG "host parser" from "ends in a number" on).
 */
export function ipv4AddressLikeBrowser(host: string): string | undefined {
  const ip = analyzeIpv4(splitAt(host, 0, host.length, 0x2e /* . */), true);
  if (ip.kind === 'ambiguous') return ip.address;
  if (ip.kind === 'canonical') return host.endsWith('.') ? host.slice(0, -1) : host;
  return undefined;
}

/* ------------------------------------------------------------------------------------------ */
/* Address values and special-purpose ranges (RFC 6890)                                        */
/* ------------------------------------------------------------------------------------------ */

/** Four dot-separated decimal numbers of one to three digits, each at most 255, or undefined. */
function decimalOctets(s: string): number[] | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

/**
 * The four octets of an IPv4 host, or undefined for a name. Four decimal numbers are read as
 * their writer meant them (`010.0.0.1` is 10.0.0.1, as C's inet_pton would have it); any other
 * numeric host as browsers read it (`127.1`, `0x7f.0.0.1`, `2130706433`: WHATWG "IPv4 parser").
 */
export function ipv4Octets(host: string): number[] | undefined {
  const written = decimalOctets(host);
  if (written) return written;
  const address = ipv4AddressLikeBrowser(host);
  return address === undefined ? undefined : decimalOctets(address);
}

/**
 * The eight 16-bit pieces of an IPv6 address (RFC 4291 §2.2 text forms; an RFC 6874 zone after
 * `%` is ignored), or undefined when {@link checkIpv6} finds the address invalid.
 */
export function ipv6Pieces(address: string): number[] | undefined {
  const zone = address.indexOf('%');
  const s = zone === -1 ? address : address.slice(0, zone);
  if (checkIpv6(s) !== null) return undefined;
  const piecesOf = (part: string): number[] => {
    const out: number[] = [];
    if (part === '') return out;
    for (const item of part.split(':')) {
      if (item.indexOf('.') === -1) out.push(parseInt(item, 16));
      else {
        const [a, b, c, d] = item.split('.').map(Number);
        out.push(a * 256 + b, c * 256 + d);
      }
    }
    return out;
  };
  const [head, tail] = s.split('::');
  if (tail === undefined) return piecesOf(head);
  const first = piecesOf(head);
  const last = piecesOf(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * Loopback, unspecified, link-local (incl. the 169.254.169.254 cloud metadata address),
 * RFC 1918 private, shared (RFC 6598) and documentation (RFC 5737) IPv4 addresses.
 */
export function isLocalIpv4(a: number[]): boolean {
  const [x, y, z] = a;
  return (
    x === 127 ||
    x === 0 ||
    x === 10 ||
    (x === 169 && y === 254) ||
    (x === 172 && y >= 16 && y <= 31) ||
    (x === 192 && y === 168) ||
    (x === 100 && y >= 64 && y <= 127) ||
    (x === 192 && y === 0 && z === 2) ||
    (x === 198 && y === 51 && z === 100) ||
    (x === 203 && y === 0 && z === 113)
  );
}

/** `::1`, `::`, fe80::/10 link-local, fc00::/7 unique local, 2001:db8::/32 documentation, and IPv4-mapped local ones. */
export function isLocalIpv6(p: number[]): boolean {
  const zeroPrefix = p.slice(0, 5).every((v) => v === 0);
  if (zeroPrefix && p[5] === 0 && p[6] === 0 && (p[7] === 0 || p[7] === 1)) return true;
  if (zeroPrefix && p[5] === 0xffff) return isLocalIpv4([p[6] >> 8, p[6] & 255, p[7] >> 8, p[7] & 255]);
  return (p[0] & 0xffc0) === 0xfe80 || (p[0] & 0xfe00) === 0xfc00 || (p[0] === 0x2001 && p[1] === 0x0db8);
}
