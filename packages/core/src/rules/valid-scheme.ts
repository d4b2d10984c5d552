import { SCHEME_CHAR, isAlpha } from '../chars.js';
import { defineRule, type RuleContext } from '../rule.js';
import { COMMON_SCHEMES, REGISTERED_SCHEMES, SCRIPT_SCHEMES, SPECIAL_NETWORK_SCHEMES, editDistance, inCaseOf, nearMissScheme } from '../schemes.js';

export interface ValidSchemeOptions {
  strict: boolean;
  allow: string[];
}

type MessageId =
  | 'nearMiss'
  | 'missingColon'
  | 'missingSlashes'
  | 'noSlashes'
  | 'extraSlashes'
  | 'backslashes'
  | 'unregistered'
  | 'invalidScheme'
  | 'emptyScheme'
  | 'useScheme'
  | 'useSlashes';

/**
 * Schemes in wide use that IANA does not register, and that are not typos even where they are
 * one or two edits from a common scheme (`smtps` is not a misspelled `https`, `scp` is not a
 * misspelled `sftp`, `hxxp` is a deliberately defanged `http`). They are never reported as near
 * misses; `strict` reports them as unregistered like any other unregistered scheme, unless a
 * well-known project documents them (DOCUMENTED_SCHEMES; the docs show the `allow` list for the rest).
 */
const NOT_TYPOS: ReadonlySet<string> = new Set([
  'postgres', 'postgresql', 'mysql', 'mariadb', 'mssql', 'sqlserver', 'sqlite', 'oracle', 'jdbc',
  'amqp', 'amqps', 'mongodb+srv', 'rediss', 'socks', 'socks4', 'socks4a', 'socks5', 'socks5h',
  'smtps', 'imaps', 'pops', 'pop3', 'pop3s', 'nntps', 'ftps', 'ftpes', 'tftp', 'scp', 'srt', 'tcp', 'udp',
  'tls', 'ssl', 'ntp', 'rtmp', 'rtmps', 'http2', 'http3', 'hxxp', 'hxxps', 'fxp', 'git+ssh', 'git+https',
  'git+http', 'git+file', 'svn+ssh', 'grpc', 'grpcs', 'unix', 'http+unix', 'https+unix', 's3', 'gs',
  'hdfs', 'kafka', 'nats', 'moz-extension', 'rdp',
]);

/**
 * Unregistered schemes that a well-known project defines and documents, each with where: known
 * schemes, so that even `strict` does not call them unregistered (a connection string, a package
 * manager's dependency URL, a cloud storage path is written so on purpose).
 */
export const DOCUMENTED_SCHEMES: ReadonlyMap<string, string> = new Map([
  ['postgres', 'PostgreSQL documentation, libpq "Connection URIs"'],
  ['postgresql', 'PostgreSQL documentation, libpq "Connection URIs"'],
  ['mysql', 'MySQL Shell documentation, "Connecting Using URI-Like Strings"'],
  ['mariadb', 'MariaDB Connector/Node.js documentation, "Connection Options"'],
  ['mongodb+srv', 'MongoDB manual, "Connection Strings: SRV Connection Format"'],
  ['redis', 'IANA provisional registration; redis-cli documentation, "-u <uri>"'],
  ['rediss', 'IANA provisional registration; redis-cli documentation (TLS)'],
  ['amqp', 'RabbitMQ documentation, "URI Specification"'],
  ['amqps', 'RabbitMQ documentation, "URI Specification"'],
  ['git+https', 'npm documentation, package.json "Git URLs as Dependencies"'],
  ['git+http', 'npm documentation, package.json "Git URLs as Dependencies"'],
  ['git+ssh', 'npm documentation, package.json "Git URLs as Dependencies"'],
  ['git+file', 'npm documentation, package.json "Git URLs as Dependencies"'],
  ['svn+ssh', 'Version Control with Subversion, "svnserve over SSH"'],
  ['s3', 'AWS CLI documentation, "Path argument type" (s3:// URIs)'],
  ['gs', 'Google Cloud Storage documentation, gsutil/gcloud storage URIs'],
  ['socks5', 'curl documentation, --proxy (socks5://)'],
  ['socks5h', 'curl documentation, --proxy (socks5h://)'],
  ['socks4', 'curl documentation, --proxy (socks4://)'],
  ['socks4a', 'curl documentation, --proxy (socks4a://)'],
  ['hdfs', 'Apache Hadoop documentation, "FileSystem Shell" URIs'],
]);

/**
 * Module specifier schemes of JavaScript runtimes (`import('node:fs')`, `npm:`, `jsr:`, `bun:`):
 * not network URLs and never registered, but standard in their runtime, so even `strict` leaves
 * them alone (the real-world run found `import("node:http")` in Vite and Vitest).
 */
const RUNTIME_SCHEMES: ReadonlySet<string> = new Set(['node', 'npm', 'jsr', 'bun']);

/**
 * HTTP and WebSocket over a Unix socket, as clients write it (requests-unixsocket, `ws`, Docker
 * SDKs: `http+unix://%2Fvar%2Frun%2Fdocker.sock/info`): a convention a project cannot register
 * or rename, so even `strict` leaves it alone.
 */
const SOCKET_SCHEMES: ReadonlySet<string> = new Set(['http+unix', 'https+unix', 'ws+unix', 'wss+unix']);

function isSchemeChar(c: number): boolean {
  return c < 128 && SCHEME_CHAR[c] === 1;
}

/**
 * `http://host…`: a special network scheme followed by exactly two slashes, the common URL, which
 * has nothing for this rule (checkSlashes would find `//`), decided before the scheme is copied.
 */
function writtenWithTwoSlashes(ctx: Context): boolean {
  const { text, uri } = ctx;
  if (uri.scheme === undefined || !SPECIAL_NETWORK_SCHEMES.has(ctx.scheme)) return false;
  const slashes = uri.scheme.end + 1;
  if (text.charCodeAt(slashes) !== 0x2f || text.charCodeAt(slashes + 1) !== 0x2f || slashes + 2 > uri.end) return false;
  const after = slashes + 2 < uri.end ? text.charCodeAt(slashes + 2) : -1;
  return after !== 0x2f && after !== 0x5c;
}

/** A `host:port` value such as `localhost:3000` or `db:5432/x` (SPEC §4: never a URL). */
function looksLikeHostPort(text: string, colon: number, end: number): boolean {
  let i = colon + 1;
  const digitsStart = i;
  while (i < end && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  if (i === digitsStart) return false;
  if (i === end) return true;
  const c = text.charCodeAt(i);
  return c === 0x2f || c === 0x3f || c === 0x23;
}

/**
 * The registered common schemes that an unregistered `scheme` is a near miss of, all those at
 * the smallest distance (`fttp` is one edit from both `ftp` and `http`). Gated by
 * nearMissScheme, so that detection and this rule agree on what a near miss is.
 */
function nearMisses(scheme: string): string[] {
  const first = nearMissScheme(scheme);
  if (first === undefined || first === scheme) return [];
  const best = editDistance(scheme, first, 2);
  return COMMON_SCHEMES.filter((c) => c !== scheme && REGISTERED_SCHEMES.has(c) && editDistance(scheme, c, c.length <= 3 ? 1 : 2) === best);
}

type Context = RuleContext<ValidSchemeOptions, MessageId>;

/** The scheme name as written at the start of the URL, whether or not a `:` follows it. */
interface WrittenScheme {
  /** As written, and lower-cased. */
  written: string;
  scheme: string;
  start: number;
  /** The offset after the name: its `:` when the URL has a scheme. */
  colon: number;
  /** The `allow` option, lower-cased and without a trailing ":". */
  allow: string[];
}

/**
 * Reads the scheme name as written (RFC 3986 §3.1 characters only; a tab inside the name is
 * no-unencoded-characters' finding, and browsers' reading of it no-dangerous-scheme's).
 */
function readScheme(ctx: Context): WrittenScheme {
  const { text, uri } = ctx;
  const start = uri.start;
  let k = start;
  if (k < uri.end && isAlpha(text.charCodeAt(k))) {
    k++;
    while (k < uri.end && isSchemeChar(text.charCodeAt(k))) k++;
  }
  const written = text.slice(start, k);
  const allow = Array.isArray(ctx.options.allow) ? ctx.options.allow.map((s) => String(s).toLowerCase().replace(/:$/, '')) : [];
  return { written, scheme: written.toLowerCase(), start, colon: k, allow };
}

/** `https//host`, `htp//host`: the `:` was lost. True when the value is such a URL (reported or not). */
function missingColon(ctx: Context, { written, scheme, start, colon: k, allow }: WrittenScheme): boolean {
  const { text } = ctx;
  if (!(k > start && text.charCodeAt(k) === 0x2f && text.charCodeAt(k + 1) === 0x2f && ctx.uri.scheme === undefined)) return false;
  const intended = COMMON_SCHEMES.includes(scheme) ? scheme : NOT_TYPOS.has(scheme) || allow.includes(scheme) ? undefined : nearMissScheme(scheme);
  if (intended === undefined) return true;
  ctx.report({
    messageId: 'missingColon',
    data: { scheme: written },
    start,
    end: k + 2,
    suggestions: [
      {
        messageId: 'useSlashes',
        data: { scheme: inCaseOf(written, intended) },
        edits: intended === scheme ? [{ start: k, end: k, text: ':' }] : [{ start, end: k, text: inCaseOf(written, intended) + ':' }],
      },
    ],
  });
  return true;
}

/** In a URL context, `://host` and `my_app://host` are a missing and a malformed scheme. */
function checkSchemeless(ctx: Context): void {
  if (ctx.context !== 'reference') return;
  const { text, uri } = ctx;
  const { start, end } = uri;
  let c = start;
  while (c < end) {
    const ch = text.charCodeAt(c);
    if (ch === 0x3a || ch === 0x2f || ch === 0x3f || ch === 0x23) break;
    c++;
  }
  if (text.charCodeAt(c) !== 0x3a || text.charCodeAt(c + 1) !== 0x2f || text.charCodeAt(c + 2) !== 0x2f) return;
  if (c === start) {
    ctx.report({
      messageId: 'emptyScheme',
      start,
      end: start + 3,
      suggestions: [{ messageId: 'useScheme', data: { intended: 'https' }, edits: [{ start, end: start, text: 'https' }] }],
    });
  } else {
    ctx.report({ messageId: 'invalidScheme', data: { scheme: text.slice(start, c) }, start, end: c });
  }
}

/**
 * WHATWG special schemes (except file): exactly `//` after the `:` (RFC 3986 §3.2 needs an
 * authority for them; WHATWG special-scheme-missing-following-solidus).
 */
function checkSlashes(ctx: Context, { written, start, colon }: WrittenScheme): void {
  const { text } = ctx;
  let j = colon + 1;
  let backslash = false;
  // `https:://host`: a doubled ":" before the slashes is part of the mangled separator.
  const doubled = text.charCodeAt(j) === 0x3a && (text.charCodeAt(j + 1) === 0x2f || text.charCodeAt(j + 1) === 0x5c);
  if (doubled) j++;
  while (j < ctx.uri.end) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) backslash = true;
    else if (c !== 0x2f) break;
    j++;
  }
  const found = text.slice(colon + 1, j);
  if (found === '//') return;
  // `'http:' + rest`: the slashes may come with the unknown rest.
  if (found.length < 2 && !backslash && ctx.holes.spans.some((h) => h.start === j)) return;
  const messageId: MessageId = backslash ? 'backslashes' : doubled ? 'missingSlashes' : found.length > 2 ? 'extraSlashes' : found === '' ? 'noSlashes' : 'missingSlashes';
  ctx.report({
    messageId,
    data: found === '' ? { scheme: written } : { scheme: written, found },
    start: found === '' ? start : colon + 1,
    end: found === '' ? colon + 1 : j,
    suggestions: [{ messageId: 'useSlashes', data: { scheme: written }, edits: [{ start: colon + 1, end: j, text: '//' }] }],
  });
}

/** A scheme that is neither registered nor allowed: a near miss of a common one, or (`strict`) unregistered. */
function checkUnregistered(ctx: Context, { written, scheme, start, colon, allow }: WrittenScheme): void {
  if (REGISTERED_SCHEMES.has(scheme) || SCRIPT_SCHEMES.has(scheme) || allow.includes(scheme)) return;
  // A one-letter "scheme" is a Windows drive letter (`C:\x`, `c:/x`): SPEC §4.
  if (scheme.length === 1) return;
  // `localhost:3000`: host and port, not a scheme (SPEC §4).
  if (looksLikeHostPort(ctx.text, colon, ctx.uri.end)) return;
  const intended = NOT_TYPOS.has(scheme) ? [] : nearMisses(scheme);
  if (intended.length > 0) {
    ctx.report({
      messageId: 'nearMiss',
      data: { scheme: written, intended: intended.join('" or "') },
      start,
      end: colon,
      suggestions: intended.map((s) => {
        const replacement = inCaseOf(written, s);
        return { messageId: 'useScheme' as const, data: { intended: replacement }, edits: [{ start, end: colon, text: replacement }] };
      }),
    });
    return;
  }
  if (ctx.options.strict === true && !RUNTIME_SCHEMES.has(scheme) && !SOCKET_SCHEMES.has(scheme) && !DOCUMENTED_SCHEMES.has(scheme)) {
    ctx.report({ messageId: 'unregistered', data: { scheme: written }, start, end: colon });
  }
}

export const validScheme = defineRule<ValidSchemeOptions, MessageId>({
  id: 'valid-scheme',
  description: 'Require a well-formed, registered scheme; catch misspelled and mangled ones (`htp:`, `https//`, `http:/x`).',
  source: 'RFC 3986 §3.1, RFC 1738 §2.1, §4',
  whatwgErrors: ['special-scheme-missing-following-solidus', 'missing-scheme-non-relative-URL'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: { strict: true } },
  fixable: false,
  hasSuggestions: true,
  reportsPlainUrls: false,
  messages: {
    nearMiss: 'The scheme "{{scheme}}" is not registered and looks like a misspelling of "{{intended}}".',
    missingColon: 'The scheme "{{scheme}}" is missing its ":" before "//".',
    missingSlashes: 'The scheme "{{scheme}}" must be followed by "//", not "{{found}}".',
    noSlashes: 'The scheme "{{scheme}}" must be followed by "//".',
    extraSlashes: 'The scheme "{{scheme}}" must be followed by exactly two slashes, not "{{found}}".',
    backslashes: 'The scheme "{{scheme}}" must be followed by "//", not the backslashes in "{{found}}".',
    unregistered: 'The scheme "{{scheme}}" is not registered with IANA and not in the allow list.',
    invalidScheme: 'The scheme "{{scheme}}" is malformed: a scheme starts with a letter and holds only letters, digits, "+", "-" and ".".',
    emptyScheme: 'The URL has an empty scheme before "://".',
    useScheme: 'Use "{{intended}}" as the scheme.',
    useSlashes: 'Write "{{scheme}}://".',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      strict: {
        type: 'boolean',
        description: 'Report every scheme that is neither IANA-registered nor in `allow`, not only near misses of common schemes.',
        default: false,
      },
      allow: {
        type: 'array',
        items: { type: 'string' },
        uniqueItems: true,
        description: 'Schemes (case-insensitive, without ":") never reported as unregistered or misspelled.',
        default: [],
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    if (writtenWithTwoSlashes(ctx)) return;
    const written = readScheme(ctx);
    if (missingColon(ctx, written)) return;
    if (ctx.uri.scheme === undefined) checkSchemeless(ctx);
    // From here on the value has a syntactically valid scheme ending at `written.colon`.
    else if (SPECIAL_NETWORK_SCHEMES.has(written.scheme)) checkSlashes(ctx, written);
    else checkUnregistered(ctx, written);
  },
});
