import { UNRESERVED } from './chars.js';
import { parse, type ParsedUri } from './parse.js';
import { isPercentTriplet, tripletValue } from './percent.js';
import { DEFAULT_PORTS, EMPTY_PATH_IS_ROOT } from './schemes.js';

/**
 * Percent-encoding normalization (RFC 3986 §6.2.2.1 and §6.2.2.2): uppercase the hex digits of
 * every triplet and decode the triplets of unreserved characters. Anything else, including a `%`
 * that starts no triplet, is left as it is.
 */
export function normalizePercentEncoding(s: string): string {
  if (s.indexOf('%') === -1) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (isPercentTriplet(s, i)) {
      const v = tripletValue(s, i);
      if (v < 128 && UNRESERVED[v] === 1) out += String.fromCharCode(v);
      else out += s.slice(i, i + 3).toUpperCase();
      i += 2;
    } else out += s[i];
  }
  return out;
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
  if (a) {
    out += '//';
    if (a.userinfo) out += normalizePercentEncoding(a.userinfo.value) + '@';
    out += lowerCaseHost(normalizePercentEncoding(a.host.value));
    if (a.port && a.port.value.length > 0) {
      const digits = a.port.value;
      const defaultPort = defaultPortOf(scheme);
      if (!(/^[0-9]+$/.test(digits) && defaultPort !== undefined && Number(digits) === defaultPort)) out += ':' + digits;
    }
  }
  let path = normalizePercentEncoding(uri.path.value);
  if (uri.scheme || a || path.startsWith('/')) path = removeDotSegments(path);
  else path = removeDotSegments(path, true);
  if (a && path === '' && EMPTY_PATH_IS_ROOT.has(scheme)) path = '/';
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
