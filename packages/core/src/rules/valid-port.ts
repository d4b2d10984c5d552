import { isAllDigits } from '../chars.js';
import { unbracketedIpv6 } from '../ip.js';
import { isDriveLetterAuthority } from '../normalize.js';
import type { Authority, Component } from '../parse.js';
import { defineRule, type RuleContext } from '../rule.js';
import { DEFAULT_PORTS, SPECIAL_SCHEMES, inCaseOf } from '../schemes.js';

/*
 * valid-port: RFC 3986 §3.2.3 (port = *DIGIT, decimal; "URI producers and normalizers should
 * omit the port component and its ':' delimiter if port is empty"), §6.2.3 (an empty port is
 * equivalent to none), RFC 1738 §3.1 ("the port number ... in decimal"), and the WHATWG URL
 * Standard's port state (digits only, at most 65535).
 */

export interface ValidPortOptions {
  allowPortZero: boolean;
}

type MessageId =
  | 'emptyPort'
  | 'nonDigit'
  | 'outOfRange'
  | 'leadingZeros'
  | 'portZero'
  | 'noPortForScheme'
  | 'schemeMismatch'
  | 'removePort'
  | 'removeEmptyPort'
  | 'switchScheme';

/** The scheme whose default port `port` is, among the secure/clear-text twin of `scheme`. */
function twinWithDefault(scheme: string, port: number): string | undefined {
  const twin = DEFAULT_PORTS.has(scheme + 's') ? scheme + 's' : scheme.endsWith('s') ? scheme.slice(0, -1) : '';
  const own = DEFAULT_PORTS.get(scheme);
  const other = DEFAULT_PORTS.get(twin);
  if (!own || !other || own.caution || other.caution || own.port === null || other.port === null) return undefined;
  if (own.port === port || other.port !== port) return undefined;
  return twin;
}

type Context = RuleContext<ValidPortOptions, MessageId>;

/** A port this rule judges: its authority, and whether that authority is a drive letter (`//C:/x`). */
interface PortUnderCheck {
  authority: Authority;
  port: Component;
  /** `:port` with its colon. */
  whole: { start: number; end: number };
  drive: boolean;
}

/**
 * Schemes of git remotes, which npm and git also write scp-like (`git+ssh://git@github.com:org/repo.git`):
 * there a ":" after the host followed by no number starts the path, not a port.
 */
const SCP_LIKE_SCHEMES: ReadonlySet<string> = new Set(['ssh', 'git', 'git+ssh', 'ssh+git']);

/** Whether the "port" of a git remote is the path of its scp-like form: a user, then a directory or a `.git` repository. */
function isScpLikePath(ctx: Context, authority: NonNullable<Context['uri']['authority']>, port: NonNullable<NonNullable<Context['uri']['authority']>['port']>): boolean {
  const user = authority.userinfo;
  if (user === undefined || user.end <= user.start || port.value.length === 0 || isAllDigits(port.value)) return false;
  return ctx.text.charCodeAt(port.end) === 0x2f || port.value.endsWith('.git');
}

/** The URL's port, unless it is not known here or not a port at all. */
function portUnderCheck(ctx: Context): PortUnderCheck | undefined {
  const { uri, scheme, holes } = ctx;
  const authority = uri.authority;
  const port = authority?.port;
  if (!authority || !port) return undefined;
  // `${port}`, `{port}`, `'http://h:' + port`: the port is not known here.
  if (holes.near(port.start, port.end)) return undefined;
  // `http://2001:db8::1/` is valid-host's (missing brackets), not a port.
  if (unbracketedIpv6(authority)) return undefined;
  // Multi-host lists of database URLs (`mongodb://h1:27017,h2:27017/`, libpq) are not ports.
  if (!SPECIAL_SCHEMES.has(scheme) && port.value.indexOf(',') !== -1) return undefined;
  // `git+ssh://git@github.com:org/repo.git`, `git+ssh://user@host:repo.git`: the scp-like path of
  // a git remote (`user@host:dir/repo` or `user@host:repo.git`), not a port.
  if (SCP_LIKE_SCHEMES.has(scheme) && isScpLikePath(ctx, authority, port)) return undefined;
  // `file://C:/x`: browsers read a drive letter, not a host and a port (valid-scheme-syntax
  // reports where it stands). `//C:/x` is one against a file: base, a host and an empty port
  // against any other: removing the ":" changes the first, so it is only offered.
  const drive = isDriveLetterAuthority(authority, scheme);
  if (drive && scheme === 'file') return undefined;
  return { authority, port, whole: { start: port.start - 1, end: port.end }, drive };
}

/** file: (RFC 8089 §2 has no port; WHATWG rejects one). True when reported. */
function portlessScheme(ctx: Context, { port, whole }: PortUnderCheck): boolean {
  const entry = ctx.scheme ? DEFAULT_PORTS.get(ctx.scheme) : undefined;
  if (!entry || entry.port !== null) return false;
  ctx.report({
    messageId: 'noPortForScheme',
    data: { scheme: ctx.scheme },
    ...whole,
    suggestions: [{ messageId: 'removePort', data: { port: port.value }, edits: [{ ...whole, text: '' }] }],
  });
  return true;
}

/** RFC 3986 §6.2.3: `http://h:/` and `http://h/` are equivalent. True when the port is empty. */
function emptyPort(ctx: Context, { authority, port, drive }: PortUnderCheck): boolean {
  if (port.value.length !== 0) return false;
  // `'http://127.0.0.1:'` then `+ port` or `[…, port].join('')`: a prefix constant that ends at
  // the port's `:`, not an empty port; removing the `:` would break the URL built from it.
  if (port.end === ctx.uri.end) return true;
  const colon = port.start - 1;
  const removal = [{ start: colon, end: colon + 1, text: '' }];
  if (drive) {
    const suggestions = [{ messageId: 'removeEmptyPort' as const, data: { drive: authority.value }, edits: removal }];
    ctx.report({ messageId: 'emptyPort', start: colon, end: colon + 1, suggestions });
  } else ctx.report({ messageId: 'emptyPort', start: colon, end: colon + 1, fix: removal });
  return true;
}

/** The port's number, or undefined after reporting one that is no decimal number or out of range. Reports leading zeros. */
function portNumber(ctx: Context, port: Component): number | undefined {
  const value = port.value;
  if (!isAllDigits(value)) {
    ctx.report({ messageId: 'nonDigit', data: { port: value }, start: port.start, end: port.end });
    return undefined;
  }
  let zeros = 0;
  while (zeros < value.length - 1 && value.charCodeAt(zeros) === 0x30) zeros++;
  const significant = value.slice(zeros);
  if (significant.length > 5 || Number(significant) > 65535) {
    ctx.report({ messageId: 'outOfRange', data: { port: value }, start: port.start, end: port.end });
    return undefined;
  }
  if (zeros > 0) {
    // `:0080` is port 80 to every parser (decimal digits), so dropping the zeros is safe.
    ctx.report({
      messageId: 'leadingZeros',
      data: { port: value },
      start: port.start,
      end: port.start + zeros,
      fix: [{ start: port.start, end: port.start + zeros, text: '' }],
    });
  }
  return Number(significant);
}

/** `http://h:443`: the default port of the scheme's secure (or clear-text) twin. */
function schemeMismatch(ctx: Context, { port, whole }: PortUnderCheck, n: number): void {
  const { uri, scheme } = ctx;
  const twin = twinWithDefault(scheme, n);
  if (!twin || !uri.scheme) return;
  const portText = String(n);
  ctx.report({
    messageId: 'schemeMismatch',
    data: { port: portText, scheme, twin },
    start: port.start,
    end: port.end,
    suggestions: [
      {
        messageId: 'switchScheme',
        data: { twin, port: portText },
        edits: [
          { start: uri.scheme.start, end: uri.scheme.end, text: inCaseOf(uri.scheme.value, twin) },
          { ...whole, text: '' },
        ],
      },
      { messageId: 'removePort', data: { port: port.value }, edits: [{ ...whole, text: '' }] },
    ],
  });
}

export const validPort = defineRule<ValidPortOptions, MessageId>({
  id: 'valid-port',
  description: 'Require a valid port: digits only, at most 65535, no leading zeros, not empty, allowed by the scheme and matching it.',
  source: 'RFC 3986 §3.2.3, §6.2.3, RFC 1738 §3.1',
  whatwgErrors: ['port-invalid', 'port-out-of-range'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: { allowPortZero: false } },
  fixable: true,
  hasSuggestions: true,
  reportsPlainUrls: false,
  messages: {
    emptyPort: 'The port after ":" is empty.',
    nonDigit: 'The port "{{port}}" is not a decimal number.',
    outOfRange: 'The port {{port}} is out of range (at most 65535).',
    leadingZeros: 'The port "{{port}}" has leading zeros.',
    portZero: 'Port 0 is reserved and no client can connect to it.',
    noPortForScheme: 'A {{scheme}} URL has no port.',
    schemeMismatch: 'Port {{port}} is the default port of {{twin}}, not of {{scheme}}.',
    removePort: 'Remove the port ":{{port}}".',
    removeEmptyPort: 'Remove the ":" (against a file: base URL, "{{drive}}" is a drive letter instead, and keeps it).',
    switchScheme: 'Use {{twin}}: instead, whose default port is {{port}}.',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      allowPortZero: {
        type: 'boolean',
        description: 'Accept port 0 (IANA reserved; used to ask the OS for any free port when a server listens).',
        default: true,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const target = portUnderCheck(ctx);
    if (!target || portlessScheme(ctx, target) || emptyPort(ctx, target)) return;
    const n = portNumber(ctx, target.port);
    if (n === undefined) return;
    if (n === 0 && !ctx.options.allowPortZero) {
      ctx.report({ messageId: 'portZero', start: target.port.start, end: target.port.end });
      return;
    }
    schemeMismatch(ctx, target, n);
  },
});
