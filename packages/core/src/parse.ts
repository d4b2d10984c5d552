import { SCHEME_CHAR, isAlpha, isDigit } from './chars.js';
import { trimSpan } from './detect.js';
import { SPECIAL_SCHEMES } from './schemes.js';
import type { Span } from './types.js';

/** A component: its offsets in the parsed text and its raw value. */
export interface Component extends Span {
  value: string;
}

export type HostKind = 'reg-name' | 'ipv4' | 'ipv6' | 'ipvfuture' | 'empty';

export interface Host extends Component {
  kind: HostKind;
  /** For IP literals: the span inside the brackets (RFC 3986 §3.2.2 IP-literal). */
  inner?: Component;
  /** For an IP literal missing its `]`. */
  unclosed?: boolean;
}

export interface Authority extends Component {
  userinfo?: Component;
  host: Host;
  /** The digits (or whatever stands there) after the port's `:`; an empty port has start === end. */
  port?: Component;
}

export interface Path extends Component {
  /** Each segment between `/`s (RFC 3986 §3.3), including empty ones. */
  segments: Component[];
}

/** A URI reference split into components with `[start, end)` offsets (RFC 3986 §3, Appendix B). */
export interface ParsedUri extends Component {
  scheme?: Component;
  authority?: Authority;
  path: Path;
  query?: Component;
  fragment?: Component;
}

function component(text: string, start: number, end: number): Component {
  return { start, end, value: text.slice(start, end) };
}

/**
 * The end of a scheme at `start` (the offset of its `:`), or -1 (RFC 3986 §3.1). A scheme ends
 * before any `/`, `?` or `#`, so `./a:b` is not a scheme.
 */
export function schemeEnd(text: string, start = 0, end = text.length): number {
  if (start >= end || !isAlpha(text.charCodeAt(start))) return -1;
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a) return i;
    if (c >= 128 || SCHEME_CHAR[c] !== 1) return -1;
  }
  return -1;
}

/** True for `d+.d+.d+.d+` (the shape of RFC 3986 IPv4address, without the range check). */
function isDottedQuadShape(text: string, start: number, end: number): boolean {
  let dots = 0;
  let digits = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2e) {
      if (digits === 0) return false;
      dots++;
      digits = 0;
    } else if (isDigit(c)) digits++;
    else return false;
  }
  return dots === 3 && digits > 0;
}

function classifyHost(text: string, start: number, end: number): Host {
  const value = text.slice(start, end);
  if (start === end) return { start, end, value, kind: 'empty' };
  if (text.charCodeAt(start) === 0x5b /* [ */) {
    const closed = text.charCodeAt(end - 1) === 0x5d;
    const inner = component(text, start + 1, closed ? end - 1 : end);
    const c = text.charCodeAt(start + 1);
    const kind: HostKind = c === 0x76 || c === 0x56 /* v */ ? 'ipvfuture' : 'ipv6';
    return { start, end, value, kind, inner, unclosed: !closed };
  }
  // RFC 3986 §3.2.2: a host that matches IPv4address is one; a digit-and-dot string of another
  // shape is a reg-name by the RFC, but WHATWG reads it as an IPv4 address, so valid-host looks
  // at numeric-looking names too.
  return { start, end, value, kind: isDottedQuadShape(text, start, end) ? 'ipv4' : 'reg-name' };
}

/**
 * Splits an authority (RFC 3986 §3.2) into userinfo, host and port. Userinfo ends at the last
 * `@` (as browsers read it, so that `user:p@ss@host` still finds the host); the port starts at
 * the first `:` after an IP literal's `]`, or after the host's first `:`.
 */
export function parseAuthority(text: string, start: number, end: number): Authority {
  let hostStart = start;
  let userinfo: Component | undefined;
  const at = text.lastIndexOf('@', end - 1);
  if (at >= start) {
    userinfo = component(text, start, at);
    hostStart = at + 1;
  }
  let hostEnd = end;
  let port: Component | undefined;
  if (text.charCodeAt(hostStart) === 0x5b && hostStart < end) {
    const close = text.indexOf(']', hostStart);
    if (close !== -1 && close < end) {
      hostEnd = close + 1;
      if (hostEnd < end && text.charCodeAt(hostEnd) === 0x3a) port = component(text, hostEnd + 1, end);
      else if (hostEnd < end) hostEnd = end; // garbage after `]` stays in the host for valid-host to report
    }
  } else {
    const colon = text.indexOf(':', hostStart);
    if (colon !== -1 && colon < end) {
      hostEnd = colon;
      port = component(text, colon + 1, end);
    }
  }
  // Object literals, not spreads: built on every URL parsed, and a spread was ten times slower here.
  return { start, end, value: text.slice(start, end), userinfo, host: classifyHost(text, hostStart, hostEnd), port };
}

/**
 * Splits `text[start, end)` at each `separator` (a UTF-16 code unit): the parts with their
 * offsets, empty ones included (`a..b` has three labels, `/a//b` four segments).
 */
export function splitAt(text: string, start: number, end: number, separator: number): Component[] {
  const parts: Component[] = [];
  // indexOf, native code, jumps from separator to separator (a loop over every
  // character cost as much as the table scan of the whole URL).
  const sep = String.fromCharCode(separator);
  let partStart = start;
  for (;;) {
    const found = text.indexOf(sep, partStart);
    const i = found === -1 || found > end ? end : found;
    parts.push(component(text, partStart, i));
    if (i === end) return parts;
    partStart = i + 1;
  }
}

/**
 * Where the password of a userinfo starts: after its first `:` (RFC 3986 §3.2.1,
 * "user:password"), or -1 when it has none. Messages never name what follows.
 */
export function passwordStart(userinfo: Component | undefined): number {
  if (!userinfo) return -1;
  const colon = userinfo.value.indexOf(':');
  return colon === -1 ? -1 : userinfo.start + colon + 1;
}

/** The offset of the first `c` in `text[from, end)`, or -1. */
function firstIndexOf(text: string, c: string, from: number, end: number): number {
  const i = text.indexOf(c, from);
  return i !== -1 && i < end ? i : -1;
}

function isDelimiter(c: number, backslash: boolean): boolean {
  return c === 0x2f || c === 0x3f || c === 0x23 || (backslash && c === 0x5c);
}

/**
 * Parses a URI reference in `text[start, end)` (RFC 3986 §4.1, Appendix B). It never fails: in
 * broken input such as `http://exa mple.com:8o/a b?c d#e#f` it still finds each component, so that
 * every rule can point at its own problem. For special schemes a `\` ends the authority, as
 * browsers read it.
 */
export function parseUriReference(text: string, start = 0, end = text.length): ParsedUri {
  let i = start;
  let scheme: Component | undefined;
  const colon = schemeEnd(text, start, end);
  if (colon !== -1) {
    scheme = component(text, start, colon);
    i = colon + 1;
  }
  const special = scheme !== undefined && SPECIAL_SCHEMES.has(scheme.value.toLowerCase());
  let authority: Authority | undefined;
  if (i + 1 < end && text.charCodeAt(i) === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
    const aStart = i + 2;
    let aEnd = aStart;
    while (aEnd < end && !isDelimiter(text.charCodeAt(aEnd), special)) aEnd++;
    authority = parseAuthority(text, aStart, aEnd);
    i = aEnd;
  }
  // Path: up to the first `?` or `#` (searched by indexOf: native code).
  const pathStart = i;
  let q = firstIndexOf(text, '?', i, end);
  let h = firstIndexOf(text, '#', i, q === -1 ? end : q);
  if (h !== -1) q = -1;
  const pathEnd = h !== -1 ? h : q !== -1 ? q : end;
  let query: Component | undefined;
  let fragment: Component | undefined;
  if (q !== -1) {
    h = firstIndexOf(text, '#', q + 1, end);
    query = component(text, q + 1, h !== -1 ? h : end);
  }
  if (h !== -1) fragment = component(text, h + 1, end);
  // Segments: after an absolute path's leading `/`, the parts between `/`s.
  const segStart = text.charCodeAt(pathStart) === 0x2f ? pathStart + 1 : pathStart;
  const segments = pathStart < pathEnd ? splitAt(text, segStart, pathEnd, 0x2f) : [];
  return {
    start,
    end,
    value: text.slice(start, end),
    scheme,
    authority,
    path: { start: pathStart, end: pathEnd, value: text.slice(pathStart, pathEnd), segments },
    query,
    fragment,
  };
}

/** `parse()` of the core API: the components of a URI reference, or null for text that has none. */
export function parse(text: string): ParsedUri | null {
  if (typeof text !== 'string') return null;
  const { start, end } = trimSpan(text);
  if (start === end) return null;
  return parseUriReference(text, start, end);
}

function isSlash(c: number): boolean {
  return c === 0x2f || c === 0x5c;
}

/**
 * The part that a browser reads as the host of a special URL although RFC 3986 sees no
 * authority (`http:example.com/a`, `http:/example.com`, `http:///example.com`): WHATWG's
 * "special authority ignore slashes" state. valid-scheme reports the mangled form; the rules
 * that look at every character leave that host alone as they do any host. A reference is read
 * so against a special base when it starts with two slashes of which RFC 3986 sees none as an
 * authority (`///cdn.example/x`, `/\host/x`, `\\host\x`).
 */
export function browserHostSpan(ctx: { text: string; scheme: string; uri: ParsedUri }): Span | null {
  const { text, uri, scheme } = ctx;
  if (scheme === 'file') return fileHostSpan(text, uri);
  if (scheme === '') {
    if (!(uri.authority ? uri.authority.value === '' : isSlash(text.charCodeAt(uri.path.start)) && isSlash(text.charCodeAt(uri.path.start + 1)))) return null;
  } else if (!SPECIAL_SCHEMES.has(scheme)) return null;
  if (uri.authority && uri.authority.value !== '') return null;
  let i = uri.path.start;
  const end = uri.path.end;
  while (i < end && (text.charCodeAt(i) === 0x2f || text.charCodeAt(i) === 0x5c)) i++;
  const start = i;
  while (i < end && text.charCodeAt(i) !== 0x2f && text.charCodeAt(i) !== 0x5c) i++;
  return start < i ? { start, end: i } : null;
}

/**
 * `file:\\\\host\\x`, `file:/\\host/x`: two slashes of which RFC 3986 sees no authority, then a
 * host for browsers (WHATWG "file slash" and "file host" states), unless it is a drive letter
 * (`file:\\\\c|` is `file:///c:`).
 */
function fileHostSpan(text: string, uri: ParsedUri): Span | null {
  const path = uri.path;
  if (uri.authority || !isSlash(text.charCodeAt(path.start)) || !isSlash(text.charCodeAt(path.start + 1))) return null;
  const start = path.start + 2;
  let i = start;
  while (i < path.end && !isSlash(text.charCodeAt(i))) i++;
  if (i === start || (i - start === 2 && isAlpha(text.charCodeAt(start)) && (text[start + 1] === ':' || text[start + 1] === '|'))) return null;
  return { start, end: i };
}

/**
 * Where browsers look for a Windows drive letter in a `file:` URL, or in a reference that may
 * resolve against a `file:` base: the first segment of the path as they split it (after the
 * host they read, and after the up to two slashes of WHATWG's "file slash" and "file host"
 * states when there is none: `file:\\\\c|` is `file:///c:`). Returns the offset, or -1.
 */
export function driveLetterStart(ctx: { text: string; scheme: string; uri: ParsedUri }): number {
  const { text, uri, scheme } = ctx;
  if (scheme !== 'file' && scheme !== '') return -1;
  const host = uri.authority ? null : browserHostSpan(ctx);
  let p = host ? host.end : uri.path.start;
  if (uri.authority || host) {
    if (isSlash(text.charCodeAt(p))) p++;
  } else {
    for (let k = 0; k < 2 && isSlash(text.charCodeAt(p)); k++) p++;
  }
  return p <= uri.path.end ? p : -1;
}

export type ComponentName = 'userinfo' | 'host' | 'path' | 'query' | 'fragment';

/**
 * The components of `uri` in order (userinfo, host, path, query, fragment), as a browser reads
 * them: in a mangled special URL the host that {@link browserHostSpan} finds is cut out of the
 * path and named a host. For the rules that look at every character of a URL.
 */
export function componentSpans(ctx: { text: string; scheme: string; uri: ParsedUri }): Array<Span & { name: ComponentName }> {
  const { uri } = ctx;
  const spans: Array<Span & { name: ComponentName }> = [];
  const a = uri.authority;
  if (a?.userinfo) spans.push({ name: 'userinfo', start: a.userinfo.start, end: a.userinfo.end });
  if (a) spans.push({ name: 'host', start: a.host.start, end: a.host.end });
  const browserHost = browserHostSpan(ctx);
  if (browserHost) {
    spans.push(
      { name: 'path', start: uri.path.start, end: browserHost.start },
      { name: 'host', start: browserHost.start, end: browserHost.end },
      { name: 'path', start: browserHost.end, end: uri.path.end },
    );
  } else spans.push({ name: 'path', start: uri.path.start, end: uri.path.end });
  if (uri.query) spans.push({ name: 'query', start: uri.query.start, end: uri.query.end });
  if (uri.fragment) spans.push({ name: 'fragment', start: uri.fragment.start, end: uri.fragment.end });
  return spans;
}
