import { nearHole } from '../holes.js';
import { ipv4AddressLikeBrowser } from '../ip.js';
import { defineRule } from '../rule.js';
import { DEFAULT_PORTS, inCaseOf } from '../schemes.js';
import type { Edit } from '../types.js';

export interface NoInsecureSchemeOptions {
  allowHosts: string[];
  allowPatterns: string[];
}

type MessageId = 'insecure' | 'insecureNoCounterpart' | 'useSecure';

/**
 * Clear-text schemes (RFC 3986 §7.2, §7.6: nothing protects what they carry) and their
 * TLS counterpart where one is a URL scheme of its own. Only IANA-registered counterparts are
 * suggested, so that the suggestion never trips valid-scheme's strict mode; `ftps`, `imaps`,
 * `pop3s`, `smtps` and `nntps` are widely used but unregistered, and `telnet` or `gopher` have
 * no TLS form at all (ssh is another protocol, not a rewrite of the URL).
 */
const INSECURE: ReadonlyMap<string, string | undefined> = new Map<string, string | undefined>([
  ['http', 'https'],
  ['ws', 'wss'],
  ['ftp', undefined],
  ['telnet', undefined],
  ['gopher', undefined],
  ['ldap', 'ldaps'],
  ['imap', undefined],
  ['pop', undefined],
  ['smtp', undefined],
  ['nntp', undefined],
  ['irc', 'ircs'],
]);

/** Names reserved for documentation and tests (RFC 2606, RFC 6761) and local use. */
const RESERVED_NAMES = new Set(['localhost', 'example.com', 'example.net', 'example.org', 'host.docker.internal', 'metadata.google.internal', 'metadata']);
/**
 * Suffixes whose hosts are local, reserved or private: RFC 6761 (`.localhost`, `.test`,
 * `.example`, `.invalid`), RFC 6762 (`.local`, and Appendix G's private-use `.intranet`,
 * `.internal`, `.private`, `.corp`, `.home`, `.lan`), RFC 8375 (`.home.arpa`), and the
 * `.localdomain` of many /etc/hosts files. TLS is often impossible for them (no public CA
 * issues certificates for them).
 */
const RESERVED_SUFFIXES = [
  '.localhost', '.test', '.example', '.invalid', '.local', '.internal', '.intranet', '.private', '.corp',
  '.home', '.lan', '.home.arpa', '.localdomain', '.example.com', '.example.net', '.example.org',
];

/**
 * Identifier URIs: namespace names, schema ids and vocabularies, compared as strings and never
 * fetched (Namespaces in XML 1.0 §2.2, JSON Schema `$schema`, JSON-LD `@context`…). Host, and
 * an optional path prefix.
 */
const IDENTIFIER_HOSTS: ReadonlyArray<readonly [string, string]> = [
  ['www.w3.org', ''], ['w3.org', ''], ['purl.org', ''], ['purl.oclc.org', ''], ['xmlns.com', ''],
  ['schemas.xmlsoap.org', ''], ['ns.adobe.com', ''], ['json-schema.org', ''], ['schema.org', ''],
  ['schemas.microsoft.com', ''], ['schemas.openxmlformats.org', ''], ['schemas.android.com', ''],
  ['xmlns.jcp.org', ''], ['xmlns.oracle.com', ''], ['ogp.me', '/ns'], ['www.opengis.net', ''],
  ['java.sun.com', '/xml/ns'], ['www.springframework.org', '/schema'], ['maven.apache.org', '/POM'],
  ['maven.apache.org', '/xsd'], ['docbook.org', '/ns'], ['relaxng.org', '/ns'], ['www.tei-c.org', '/ns'],
  ['rdfs.org', ''], ['www.openarchives.org', ''], ['ns.google.com', ''], ['www.idpf.org', ''],
  ['schemas.google.com', ''], ['www.sitemaps.org', '/schemas'], ['www.google.com', '/schemas'],
];

function parseIPv4(s: string): number[] | undefined {
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

/** The eight 16-bit pieces of an IPv6 address (RFC 4291 §2.2 text forms), or undefined. */
function parseIPv6(s: string): number[] | undefined {
  const zone = s.indexOf('%');
  if (zone !== -1) s = s.slice(0, zone);
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const piecesOf = (part: string): number[] | undefined => {
    if (part === '') return [];
    const out: number[] = [];
    const items = part.split(':');
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (i === items.length - 1 && item.includes('.')) {
        const v4 = parseIPv4(item);
        if (!v4) return undefined;
        out.push(v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(item)) {
        out.push(parseInt(item, 16));
      } else {
        return undefined;
      }
    }
    return out;
  };
  const head = piecesOf(halves[0]);
  const tail = halves.length === 2 ? piecesOf(halves[1]) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const fill = 8 - head.length - tail.length;
  if (fill < 1) return undefined;
  return [...head, ...new Array<number>(fill).fill(0), ...tail];
}

/**
 * Loopback, unspecified, link-local (incl. the 169.254.169.254 cloud metadata address),
 * RFC 1918 private, shared (RFC 6598) and documentation (RFC 5737) IPv4 addresses.
 */
function isLocalIPv4(a: number[]): boolean {
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
function isLocalIPv6(p: number[]): boolean {
  const zeroPrefix = p.slice(0, 5).every((v) => v === 0);
  if (zeroPrefix && p[5] === 0 && p[6] === 0 && (p[7] === 0 || p[7] === 1)) return true;
  if (zeroPrefix && p[5] === 0xffff) return isLocalIPv4([p[6] >> 8, p[6] & 255, p[7] >> 8, p[7] & 255]);
  return (p[0] & 0xffc0) === 0xfe80 || (p[0] & 0xfe00) === 0xfc00 || (p[0] === 0x2001 && p[1] === 0x0db8);
}

/** The WHATWG reading of a numeric-looking host (`127.1`, `0x7f.0.0.1`, `2130706433`), or undefined. */
function whatwgIPv4(host: string): number[] | undefined {
  const address = ipv4AddressLikeBrowser(host);
  return address === undefined ? undefined : parseIPv4(address);
}

/** True for a host that is local, private or reserved for tests and documentation. */
function isLocalHost(host: string, kind: string): boolean {
  if (kind === 'ipv6' || kind === 'ipvfuture') {
    const inner = host.replace(/^\[/, '').replace(/\]$/, '');
    const pieces = parseIPv6(inner);
    return pieces !== undefined && isLocalIPv6(pieces);
  }
  const v4 = parseIPv4(host) ?? whatwgIPv4(host);
  if (v4) return isLocalIPv4(v4);
  if (RESERVED_NAMES.has(host)) return true;
  // A single-label name (`http://db:5432`, `http://intranet/`) is resolved on a local network:
  // Docker Compose service names, Kubernetes services, intranet hosts.
  if (!host.includes('.')) return true;
  for (const suffix of RESERVED_SUFFIXES) if (host.endsWith(suffix)) return true;
  return false;
}

function isIdentifierUri(host: string, path: string): boolean {
  for (const [h, prefix] of IDENTIFIER_HOSTS) {
    if (host === h && (prefix === '' || path === prefix || path.startsWith(prefix + '/') || path.startsWith(prefix + '.'))) return true;
  }
  return false;
}

function hostAllowed(host: string, allowHosts: readonly unknown[]): boolean {
  const bare = host.replace(/^\[/, '').replace(/\]$/, '');
  for (const entry of allowHosts) {
    if (typeof entry !== 'string' || entry === '') continue;
    const a = entry.toLowerCase().replace(/\.$/, '');
    if (a.startsWith('*.')) {
      if (host.endsWith(a.slice(1)) && host.length > a.length - 1) return true;
    } else if (a === host || a === bare || a.replace(/^\[/, '').replace(/\]$/, '') === bare) {
      return true;
    }
  }
  return false;
}

const compiled = new WeakMap<readonly unknown[], RegExp[]>();

function patternsOf(patterns: readonly unknown[]): RegExp[] {
  let list = compiled.get(patterns);
  if (!list) {
    list = [];
    for (const p of patterns) {
      if (typeof p !== 'string') continue;
      try {
        list.push(new RegExp(p));
      } catch {
        // An invalid pattern matches nothing (the options schema cannot check regex syntax).
      }
    }
    compiled.set(patterns, list);
  }
  return list;
}

export const noInsecureScheme = defineRule<NoInsecureSchemeOptions, MessageId>({
  id: 'no-insecure-scheme',
  description: 'Disallow clear-text schemes (`http`, `ws`, `ftp`, `telnet`…) to hosts that are not local or reserved for tests.',
  source: 'RFC 3986 §7',
  whatwgErrors: [],
  defaultSeverity: 'warn',
  presets: { strict: true },
  fixable: false,
  hasSuggestions: true,
  // Every plain http: URL is clear text.
  reportsPlainUrls: () => true,
  messages: {
    insecure: 'The scheme "{{scheme}}" sends data to "{{host}}" in clear text; use "{{secure}}".',
    insecureNoCounterpart: 'The scheme "{{scheme}}" sends data to "{{host}}" in clear text.',
    useSecure: 'Use "{{secure}}".',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      allowHosts: {
        type: 'array',
        items: { type: 'string' },
        uniqueItems: true,
        description: 'Hosts never reported: exact names or IP addresses (case-insensitive), or `*.suffix` for every subdomain of suffix.',
        default: [],
      },
      allowPatterns: {
        type: 'array',
        items: { type: 'string' },
        uniqueItems: true,
        description: 'Regular expressions (JavaScript source, no flags) searched in the whole URL; a URL any of them matches is not reported.',
        default: [],
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const { text, uri, scheme } = ctx;
    if (!INSECURE.has(scheme) || ctx.identifier || !uri.scheme) return;
    const authority = uri.authority;
    if (!authority) return; // `http:/x` and the like: valid-scheme's finding
    const hostC = authority.host;
    if (hostC.kind === 'empty') return;
    // A host that is (partly) a placeholder is unknown: `http://${host}/`, `http://api.{domain}`.
    if (nearHole(ctx.holes, hostC.start, hostC.end)) return;
    const host = hostC.value.toLowerCase().replace(/\.$/, '');
    if (host === '' || isLocalHost(host, hostC.kind)) return;
    if (isIdentifierUri(host, uri.path.value)) return;
    const options = ctx.options;
    if (Array.isArray(options.allowHosts) && hostAllowed(host, options.allowHosts)) return;
    if (Array.isArray(options.allowPatterns) && options.allowPatterns.length > 0) {
      const url = text.slice(uri.start, uri.end);
      if (patternsOf(options.allowPatterns).some((re) => re.test(url))) return;
    }
    const secure = INSECURE.get(scheme);
    const schemeC = uri.scheme;
    if (secure === undefined) {
      ctx.report({ messageId: 'insecureNoCounterpart', data: { scheme: schemeC.value, host }, start: schemeC.start, end: schemeC.end });
      return;
    }
    const written = inCaseOf(schemeC.value, secure);
    const edits: Edit[] = [{ start: schemeC.start, end: schemeC.end, text: written }];
    // `http://h:80/` must not become `https://h:80/` (TLS to the clear-text port): drop the
    // old default port with the scheme.
    const port = authority.port;
    if (port && port.value !== '' && /^\d+$/.test(port.value) && Number(port.value) === DEFAULT_PORTS.get(scheme)?.port) {
      edits.push({ start: port.start - 1, end: port.end, text: '' });
    }
    ctx.report({
      messageId: 'insecure',
      data: { scheme: schemeC.value, host, secure },
      start: schemeC.start,
      end: schemeC.end,
      suggestions: [{ messageId: 'useSecure', data: { secure: written }, edits }],
    });
  },
});
