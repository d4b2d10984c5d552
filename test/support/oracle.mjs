/**
 * The oracle check: every fix, alone and all together, is judged against standards
 * written independently of the core (RFC 3986 Appendix A as a grammar here, Node's WHATWG `URL`).
 * Shared by test/oracle.test.ts (a sample) and scripts/oracle.mjs (the full mutation set), so
 * plain JavaScript: the script runs on the built packages without a TypeScript loader.
 *
 * The four assertions, per input:
 * - meaning: where WHATWG parses both, the fixed URL is the original's, component by component,
 *   up to what RFC 3986 §6.2.2 calls equivalent (see `comparableHref`);
 * - convergence: after every fix applied once, no fixable finding is left;
 * - no forged escape: every `%XX` of the result was a triplet before, or was written whole by one
 *   edit;
 * - validity: the result matches RFC 3986's URI-reference, or a finding is left on it.
 */
import { readFileSync } from 'node:fs';
import { analyze, applyEdits, locateUrl } from '@urilint/core';

// ---- RFC 3986 Appendix A ------------------------------------------------------------------

const HEX = '[0-9A-Fa-f]';
const PCT = `%${HEX}{2}`;
const UNRESERVED = "A-Za-z0-9\\-._~";
const SUB_DELIMS = "!$&'()*+,;=";
/** `*( <set> / pct-encoded )` as one anchored, linear regular expression. */
const run = (set) => new RegExp(`^(?:[${set}]|${PCT})*$`);
const USERINFO = run(UNRESERVED + SUB_DELIMS + ':');
const REG_NAME = run(UNRESERVED + SUB_DELIMS);
const SEGMENT = run(UNRESERVED + SUB_DELIMS + ':@');
const SEGMENT_NZ_NC = run(UNRESERVED + SUB_DELIMS + '@');
const QUERY = run(UNRESERVED + SUB_DELIMS + ':@/?');
const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
const PORT = /^[0-9]*$/;
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`);
const IPV_FUTURE = new RegExp(`^[vV]${HEX}+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`);
/** RFC 6874: ZoneID = 1*( unreserved / pct-encoded ), after "%25". */
const ZONE_ID = new RegExp(`^(?:[${UNRESERVED}]|${PCT})+$`);

/** RFC 3986 §3.2.2 IPv6address: eight 16-bit pieces (the last two may be an IPv4address), one "::" at most. */
function isIpv6(s) {
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const pieces = (part) => (part === '' ? [] : part.split(':'));
  const head = pieces(halves[0]);
  const tail = halves.length === 2 ? pieces(halves[1]) : [];
  const all = [...head, ...tail];
  let count = 0;
  for (let k = 0; k < all.length; k++) {
    const p = all[k];
    if (k === all.length - 1 && IPV4.test(p)) count += 2;
    else if (/^[0-9A-Fa-f]{1,4}$/.test(p)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

function isHost(host) {
  if (host.startsWith('[') && host.endsWith(']')) {
    const inner = host.slice(1, -1);
    if (IPV_FUTURE.test(inner)) return true;
    const zone = inner.indexOf('%25');
    if (zone !== -1) return isIpv6(inner.slice(0, zone)) && ZONE_ID.test(inner.slice(zone + 3));
    return isIpv6(inner);
  }
  return IPV4.test(host) || REG_NAME.test(host);
}

function isAuthority(authority) {
  const at = authority.lastIndexOf('@');
  if (at !== -1 && !USERINFO.test(authority.slice(0, at))) return false;
  const hostPort = authority.slice(at + 1);
  const close = hostPort.lastIndexOf(']');
  const colon = hostPort.indexOf(':', close + 1);
  if (colon === -1) return isHost(hostPort);
  return isHost(hostPort.slice(0, colon)) && PORT.test(hostPort.slice(colon + 1));
}

/** The end of `s`'s first run from `from` holding none of `stops`, i.e. the index of the first stop. */
function firstOf(s, stops, from = 0) {
  let i = from;
  while (i < s.length && !stops.includes(s[i])) i++;
  return i;
}

/**
 * Splits a URI reference as RFC 3986 Appendix B's regular expression does (written as plain
 * searches, which cannot backtrack): scheme, authority, path, query, fragment.
 */
function splitUriReference(s) {
  let rest = s;
  let scheme;
  const colon = firstOf(s, ':/?#');
  if (colon > 0 && s[colon] === ':') {
    scheme = s.slice(0, colon);
    rest = s.slice(colon + 1);
  }
  let authority;
  if (rest.startsWith('//')) {
    const end = firstOf(rest, '/?#', 2);
    authority = rest.slice(2, end);
    rest = rest.slice(end);
  }
  const hash = rest.indexOf('#');
  const fragment = hash === -1 ? undefined : rest.slice(hash + 1);
  if (hash !== -1) rest = rest.slice(0, hash);
  const question = rest.indexOf('?');
  const query = question === -1 ? undefined : rest.slice(question + 1);
  const path = question === -1 ? rest : rest.slice(0, question);
  return { scheme, authority, path, query, fragment };
}

/** True when `s` is an RFC 3986 URI-reference (§4.1): URI / relative-ref. */
export function isRfc3986UriReference(s) {
  const { scheme, authority, path, query, fragment } = splitUriReference(s);
  if (scheme !== undefined && !SCHEME.test(scheme)) return false;
  if (authority !== undefined && !isAuthority(authority)) return false;
  if (query !== undefined && !QUERY.test(query)) return false;
  if (fragment !== undefined && !QUERY.test(fragment)) return false;
  const segments = path.split('/');
  if (!segments.every((seg) => SEGMENT.test(seg))) return false;
  // path-abempty after an authority; otherwise path-absolute cannot start with "//", and a
  // relative-path reference's first segment holds no ":" (§4.2 path-noscheme).
  if (authority !== undefined) return path === '' || path.startsWith('/');
  if (path.startsWith('//')) return false;
  if (scheme === undefined && !path.startsWith('/') && path !== '') return SEGMENT_NZ_NC.test(segments[0]);
  return true;
}

// ---- WHATWG meaning, up to RFC 3986 §6.2.2 ---------------------------------------------------

const UNRESERVED_SET = /^[A-Za-z0-9\-._~]$/;
const PCHAR_RAW = new Set([...'!$&\'()*+,;=:@']);

/**
 * A component in RFC 3986 §6.2.2 normal form of its percent-encoding: triplets of unreserved
 * characters decoded, other triplets upper-cased, a `%` that starts no triplet written `%25`, and
 * every character RFC 3986 does not allow raw in that component written as its UTF-8 octets (how
 * the fixes of no-unencoded-characters and no-invalid-percent-encoding write them). Reserved
 * characters stay apart from their encodings: `/` and `%2F` differ.
 */
function percentNormal(s, extraRaw) {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      const v = parseInt(s.slice(i + 1, i + 3), 16);
      const c = String.fromCharCode(v);
      out += v < 0x80 && UNRESERVED_SET.test(c) ? c : '%' + s.slice(i + 1, i + 3).toUpperCase();
      i += 2;
    } else if (UNRESERVED_SET.test(ch) || PCHAR_RAW.has(ch) || extraRaw.includes(ch)) out += ch;
    else {
      const cp = s.codePointAt(i);
      const char = String.fromCodePoint(cp);
      for (const b of Buffer.from(char, 'utf8')) out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
      i += char.length - 1;
    }
  }
  return out;
}

/**
 * RFC 1738's default ports (test/fixtures/conformance/default-ports.derived.json): RFC 3986
 * §6.2.3 makes `gopher://h:70/` and `gopher://h/` equivalent, although WHATWG, which has no
 * default port for gopher, serializes them apart.
 */
const RFC1738_DEFAULT_PORTS = JSON.parse(readFileSync(new URL('../fixtures/conformance/default-ports.derived.json', import.meta.url), 'utf8')).rfc1738;

/**
 * What a URL means to a browser, as a string that two equivalent URLs share: scheme, whether it
 * has an authority, host and port as WHATWG serializes them (an RFC 1738 default port dropped),
 * and the other components in their §6.2.2 percent-encoding normal form. The host of a
 * non-special URL is compared as written (browsers keep it opaque), so lower-casing it is a change.
 */
export function comparableHref(url) {
  const authority = url.href.startsWith(url.protocol + '//');
  const defaultPort = RFC1738_DEFAULT_PORTS[url.protocol.slice(0, -1)];
  const host = defaultPort !== undefined && url.port === String(defaultPort) ? url.hostname : url.host;
  return [
    url.protocol,
    authority ? '//' : '',
    percentNormal(url.username, ''),
    percentNormal(url.password, ''),
    host,
    percentNormal(url.pathname, '/'),
    percentNormal(url.search, '/?'),
    percentNormal(url.hash, '/?'),
  ].join('\u0000');
}

function parseOrNull(input, base) {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

/** Bases a relative reference is resolved against: special, `file:` (drive letters) and opaque-host. */
export const BASES = ['https://base.example/dir/sub/page?q#f', 'file:///C:/dir/sub/page', 'myapp://base.example/dir/sub/page'];

/**
 * The meaning check: a string describing the first base where `before` and `after` mean
 * different things, or '' when they agree wherever `before` parses. An `after` that no longer
 * parses is a change.
 */
export function meaningChange(before, after, context) {
  const bases = context === 'reference' ? BASES : [undefined];
  for (const base of bases) {
    const a = parseOrNull(before, base);
    if (!a) continue;
    const b = parseOrNull(after, base);
    if (!b) return `no longer parses${base ? ' against ' + base : ''}`;
    if (comparableHref(a) !== comparableHref(b)) return `${a.href} became ${b.href}${base ? ' against ' + base : ''}`;
  }
  return '';
}

// ---- Forged escapes -------------------------------------------------------------------------

/**
 * The `%XX` triplets of `applyEdits(text, edits)` that were not there: each character of the
 * result comes from the original at some offset or from one edit's text; a triplet is genuine
 * when its three characters are one original triplet, or were written together by one edit.
 */
export function forgedEscapes(text, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  /** Per character of the result: [source, offset], source -1 for the original, k for edit k. */
  const origin = [];
  let out = '';
  let at = 0;
  sorted.forEach((e, k) => {
    for (let i = at; i < e.start; i++) origin.push([-1, i]);
    out += text.slice(at, e.start) + e.text;
    for (let i = 0; i < e.text.length; i++) origin.push([k, i]);
    at = e.end;
  });
  for (let i = at; i < text.length; i++) origin.push([-1, i]);
  out += text.slice(at);
  const isTriplet = (s, i) => s[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3));
  const forged = [];
  for (let i = 0; i + 2 < out.length; i++) {
    if (!isTriplet(out, i)) continue;
    const [s0, o0] = origin[i];
    const same = origin[i + 1][0] === s0 && origin[i + 2][0] === s0 && origin[i + 1][1] === o0 + 1 && origin[i + 2][1] === o0 + 2;
    if (!same || (s0 === -1 && !isTriplet(text, o0))) forged.push(out.slice(i, i + 3));
  }
  return forged;
}

// ---- The check of one input -----------------------------------------------------------------

const ALL = { preset: 'all' };

/**
 * The payload of a `data:` URL is content, not an address (docs/design.md, "Content, not
 * addresses"): no-unencoded-characters reports only invisible characters there by default. It
 * is taken out before the RFC 3986 check.
 */
function withoutDataPayload(url) {
  const data = /^data:[^,]*,/i.exec(url);
  return data ? data[0] : url;
}

/**
 * Where offset `at` of the input is once `edits` are applied (edits lie before it or after it);
 * an insertion at `at` itself counts as before it with `insertionsBefore`.
 */
function shifted(at, edits, insertionsBefore) {
  let delta = 0;
  for (const e of edits) {
    if (e.end < at || (e.end === at && (e.start < at || insertionsBefore))) delta += e.text.length - (e.end - e.start);
  }
  return at + delta;
}

/**
 * Checks one input. Returns the number of fixes applied (each alone, then all together) and the
 * violations found, each `{ kind, input, after, detail }`.
 */
export function checkInput(input, context = 'absolute') {
  const options = context === 'reference' ? { ...ALL, context } : ALL;
  const findings = analyze(input, options);
  const fixes = findings.filter((f) => f.fix);
  const violations = [];
  const violation = (kind, after, detail) => violations.push({ kind, input, context, after, detail });
  // What a fix means to change is the URL that urilint located: in a sentence that begins with
  // a URL (`'https://x.com/a retries on 503'`), the URL before the words.
  const span = locateUrl(input, context) ?? { start: 0, end: input.length };
  const urlOf = (text, edits) => text.slice(shifted(span.start, edits, false), shifted(span.end, edits, true));
  const judge = (label, edits) => {
    const after = applyEdits(input, edits);
    const change = meaningChange(input.slice(span.start, span.end), urlOf(after, edits), context);
    if (change) violation('meaning', after, `${label}: ${change}`);
    const forged = forgedEscapes(input, edits);
    if (forged.length > 0) violation('forged-escape', after, `${label} forged ${forged.join(' ')}`);
    return after;
  };
  for (const f of fixes) judge(`${f.ruleId}:${f.messageId} alone`, f.fix);
  const edits = fixes.flatMap((f) => f.fix);
  const after = fixes.length > 1 ? judge('all fixes', edits) : applyEdits(input, edits);
  const left = fixes.length > 0 ? analyze(after, options) : findings;
  const unconverged = left.filter((f) => f.fix);
  if (unconverged.length > 0) violation('convergence', after, unconverged.map((f) => `${f.ruleId}:${f.messageId}`).join(', '));
  // Placeholders (`{owner}`, `${id}`, `:id`, printf's `%s`…) are documented holes; with them
  // off (`templates: false`), an invalid reference must still get a finding.
  const located = locateUrl(after, context);
  const url = located ? after.slice(located.start, located.end) : '';
  if (located && left.length === 0 && !isRfc3986UriReference(withoutDataPayload(url)) && analyze(after, { ...options, templates: false }).length === 0) {
    violation('invalid-unreported', after, 'not an RFC 3986 URI-reference, and no finding is left');
  }
  return { fixes: fixes.length + (fixes.length > 1 ? 1 : 0), violations, findings };
}
