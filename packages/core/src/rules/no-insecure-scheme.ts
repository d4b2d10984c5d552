import { ipv4Octets, ipv6Pieces, isLocalIpv4, isLocalIpv6 } from '../ip.js';
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

/** True for a host that is local, private or reserved for tests and documentation. */
function isLocalHost(host: string, kind: string): boolean {
  if (kind === 'ipv6' || kind === 'ipvfuture') {
    const inner = host.replace(/^\[/, '').replace(/\]$/, '');
    const pieces = ipv6Pieces(inner);
    return pieces !== undefined && isLocalIpv6(pieces);
  }
  const v4 = ipv4Octets(host);
  if (v4) return isLocalIpv4(v4);
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
    if (ctx.holes.near(hostC.start, hostC.end)) return;
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
