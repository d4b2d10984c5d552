import { UNRESERVED } from './chars.js';
import { dotSegmentRemoval, removeRelativeDotSegments } from './dot-segments.js';
import { driveLetterStart, parse, type Authority, type ParsedUri } from './parse.js';
import { decodingForgesEscape, isPercentTriplet, tripletValue } from './percent.js';
import { DEFAULT_PORTS, SPECIAL_NETWORK_SCHEMES } from './schemes.js';

/**
 * Percent-encoding normalization (RFC 3986 §6.2.2.1 and §6.2.2.2): uppercase the hex digits of
 * every triplet and decode the triplets of unreserved characters, except where the decoded
 * character would forge a new escape with a stray `%` before it (`%4%42` stays, see
 * {@link decodingForgesEscape}) and, in a path (`path`), in a segment that starts with a dot
 * (see {@link startsWithDot}). Anything else, including a `%` that starts no
 * triplet, is left as it is. With `decode` false, only the hex digits are upper-cased.
 */
export function normalizePercentEncoding(s: string, decode = true, path = false): string {
  if (s.indexOf('%') === -1) return s;
  let out = '';
  let segmentStart = 0;
  for (let i = 0; i < s.length; i++) {
    if (isPercentTriplet(s, i)) {
      const v = tripletValue(s, i);
      const decodable = decode && v < 128 && UNRESERVED[v] === 1 && !decodingForgesEscape(s, i, v) && !(path && startsWithDot(s, segmentStart));
      out += decodable ? String.fromCharCode(v) : s.slice(i, i + 3).toUpperCase();
      i += 2;
    } else {
      if (s.charCodeAt(i) === 0x2f) segmentStart = i + 1;
      out += s[i];
    }
  }
  return out;
}

/**
 * True when the path segment that starts at `segmentStart` starts with a dot, raw or encoded
 * (`.well-known`, `.%41`, `%2Ewell-known`): its triplets stay encoded. Node 20's URL parser
 * (ada 2) leaves some paths with such a segment unnormalized, and which ones depends on the text
 * of that segment (`/[/.%41a/..` is `/[/`, `/[/.Aa/..` stays), so a decoded triplet there could
 * change what Node 20 reads of the rest of the path. A whole encoded dot segment is removed as a
 * dot segment instead.
 */
export function startsWithDot(text: string, segmentStart: number): boolean {
  const c = text.charCodeAt(segmentStart);
  return c === 0x2e || (c === 0x25 && text.charCodeAt(segmentStart + 1) === 0x32 && (text.charCodeAt(segmentStart + 2) | 0x20) === 0x65);
}

/** A segment that WHATWG reads as a Windows drive letter once decoded (`%43:` → `C:`). */
const DRIVE_LETTER = /^[A-Za-z][:|]$/;

/**
 * How many characters at the start of a path keep their triplets encoded, because decoding them
 * would change the URL's structure: the first segment of a relative-path reference up
 * to its ":" (`h%41ttps:` would turn into a scheme, RFC 3986 §4.2), and the segment where
 * browsers look for a drive letter (`driveStart`, an offset into `path`, or -1) when it would
 * read as one once decoded (`/%43:/..` keeps its `..` from cancelling `C:` in browsers). Used by
 * normalize() and prefer-normalized alike.
 */
export function undecodedPathPrefix(path: string, relativePath: boolean, driveStart: number): number {
  if (path.indexOf('%') === -1) return 0;
  if (relativePath) {
    const colon = path.indexOf(':');
    const slash = path.indexOf('/');
    if (colon !== -1 && (slash === -1 || colon < slash)) return colon;
  }
  if (driveStart < 0) return 0;
  let end = driveStart;
  while (end < path.length && path[end] !== '/' && path[end] !== '\\') end++;
  const segment = path.slice(driveStart, end);
  // Every triplet decoded: `%41%7C` too would read as `A|` once no-unencoded-characters and
  // this decoding have both been applied.
  const decoded = segment.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return !DRIVE_LETTER.test(segment) && DRIVE_LETTER.test(decoded) ? end : 0;
}

/**
 * remove_dot_segments of RFC 3986 §5.2.4. With `keepLeading` (a relative-path reference that is
 * not resolved yet) the leading `.`/`..` segments are kept: they still mean something until the
 * reference is resolved against a base (RFC 3986 §4.2).
 */
export function removeDotSegments(path: string, keepLeading = false): string {
  if (path.indexOf('.') === -1) return path;
  let prefix = '';
  let input = path;
  if (keepLeading) {
    const m = /^(?:\.\.?\/)*/.exec(input);
    if (m && m[0].length > 0) {
      prefix = m[0];
      input = input.slice(m[0].length);
    }
  }
  const output: string[] = [];
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) {
      input = input.slice(3);
      output.pop();
    } else if (input === '/..') {
      input = '/';
      output.pop();
    } else if (input === '.' || input === '..') input = '';
    else {
      const next = input.indexOf('/', input.charCodeAt(0) === 0x2f ? 1 : 0);
      const seg = next === -1 ? input : input.slice(0, next);
      output.push(seg);
      input = next === -1 ? '' : input.slice(next);
    }
  }
  let result = output.join('');
  // A relative result must not start with a segment containing ":" (RFC 3986 §4.2).
  if (prefix === '' && keepLeading && result.startsWith('/') && !path.startsWith('/')) result = result.slice(1);
  return prefix + result;
}

/** Lower-cases ASCII letters outside percent triplets, whose hex is upper-cased. */
function lowerCaseHost(host: string): string {
  let out = '';
  for (let i = 0; i < host.length; i++) {
    if (isPercentTriplet(host, i)) {
      out += host.slice(i, i + 3).toUpperCase();
      i += 2;
    } else out += host[i].toLowerCase();
  }
  return out;
}

/**
 * The normal form of a host (§6.2.2.1: case-insensitive, so lower case). In an IPv6 literal the
 * RFC 6874 zone identifier keeps its case (it names an interface of the local system); an
 * IPvFuture literal is lower-cased like any host (prefer-normalized does the same).
 */
function normalizeHost(authority: Authority): string {
  const host = authority.host;
  if (host.kind === 'ipv6' && host.inner) {
    const zone = host.value.indexOf('%');
    if (zone !== -1) return lowerCaseHost(host.value.slice(0, zone)) + normalizePercentEncoding(host.value.slice(zone), false);
  }
  return lowerCaseHost(normalizePercentEncoding(host.value));
}

/**
 * `file://C:/x` (and `//C:/x` against a `file:` base): browsers read the "host" as a drive letter
 * and move it into the path, so its case and its `:` are kept as written.
 */
export function isDriveLetterAuthority(authority: Authority | undefined, scheme: string): boolean {
  return authority !== undefined && (scheme === 'file' || scheme === '') && DRIVE_LETTER.test(authority.value);
}

/** The path of `uri` in normal form (dot segments, then percent-encoding; see dot-segments.ts). */
function normalizePath(text: string, uri: ParsedUri, scheme: string): string {
  let path = uri.path.value;
  const relativePath = !uri.scheme && !uri.authority && path !== '' && !path.startsWith('/');
  if (relativePath) path = removeRelativeDotSegments(path);
  else {
    const runs = dotSegmentRemoval(text, uri, scheme).runs;
    for (let k = runs.length - 1; k >= 0; k--) {
      const e = runs[k].edit;
      path = path.slice(0, e.start - uri.path.start) + path.slice(e.end - uri.path.start);
    }
  }
  const drive = driveLetterStart({ text, scheme, uri });
  const keep = undecodedPathPrefix(path, relativePath, drive === -1 ? -1 : drive - uri.path.start);
  return normalizePercentEncoding(path.slice(0, keep), false) + normalizePercentEncoding(path.slice(keep), true, true);
}

/** The default port of a scheme when removing it keeps the meaning (RFC 3986 §6.2.3). */
export function defaultPortOf(scheme: string): number | undefined {
  const entry = DEFAULT_PORTS.get(scheme);
  if (!entry || entry.caution || entry.port === null) return undefined;
  return entry.port;
}

function normalizeParsed(text: string, uri: ParsedUri): string {
  let out = '';
  const scheme = uri.scheme ? uri.scheme.value.toLowerCase() : '';
  if (uri.scheme) out += scheme + ':';
  const a = uri.authority;
  if (a && isDriveLetterAuthority(a, scheme)) out += '//' + a.value;
  else if (a) {
    out += '//';
    if (a.userinfo) out += normalizePercentEncoding(a.userinfo.value) + '@';
    out += normalizeHost(a);
    if (a.port && a.port.value.length > 0) {
      const digits = a.port.value;
      const defaultPort = defaultPortOf(scheme);
      if (!(/^[0-9]+$/.test(digits) && defaultPort !== undefined && Number(digits) === defaultPort)) out += ':' + digits;
    }
  }
  let path = normalizePath(text, uri, scheme);
  if (a && path === '' && SPECIAL_NETWORK_SCHEMES.has(scheme)) path = '/';
  if (scheme === 'mailto') {
    // RFC 3986 §6.2.3 example: the domain of a mailto address is case-insensitive.
    path = path.replace(/@([^?@]*)$/, (_m, domain: string) => '@' + domain.toLowerCase());
  }
  out += path;
  if (uri.query) out += '?' + normalizePercentEncoding(uri.query.value);
  if (uri.fragment) out += '#' + normalizePercentEncoding(uri.fragment.value);
  return out;
}

/**
 * The RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based) normal form of a URI reference:
 * lower-case scheme and host, upper-case percent hex, unreserved characters decoded, dot
 * segments removed, the default port and an empty port dropped, an empty http(s) path made `/`.
 * A string with no URI reference in it is returned as it is (after trimming).
 */
export function normalize(text: string): string {
  if (typeof text !== 'string') return '';
  const uri = parse(text);
  if (!uri) return text.trim();
  return normalizeParsed(text, uri);
}
