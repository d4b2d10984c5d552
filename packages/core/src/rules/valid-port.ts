import { isAllDigits } from '../chars.js';
import { nearHole } from '../holes.js';
import { unbracketedIpv6 } from '../ip.js';
import { isDriveLetterAuthority } from '../normalize.js';
import { SPECIAL_SCHEMES } from '../schemes.js';
import { defineRule } from '../rule.js';
import { DEFAULT_PORTS, inCaseOf } from '../schemes.js';

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
    const { uri, scheme, holes, options } = ctx;
    const authority = uri.authority;
    const port = authority?.port;
    if (!authority || !port) return;
    const colon = port.start - 1;
    // `${port}`, `{port}`, `'http://h:' + port`: the port is not known here.
    if (nearHole(holes, port.start, port.end)) return;
    // `http://2001:db8::1/` is valid-host's (missing brackets), not a port.
    if (unbracketedIpv6(authority)) return;
    const value = port.value;
    // Multi-host lists of database URLs (`mongodb://h1:27017,h2:27017/`, libpq) are not ports.
    if (!SPECIAL_SCHEMES.has(scheme) && value.indexOf(',') !== -1) return;

    // `file://C:/x`: browsers read a drive letter, not a host and a port (valid-scheme-syntax
    // reports where it stands). `//C:/x` is one against a file: base, a host and an empty port
    // against any other: removing the ":" changes the first, so it is only offered.
    const drive = isDriveLetterAuthority(authority, scheme);
    if (drive && scheme === 'file') return;

    const entry = scheme ? DEFAULT_PORTS.get(scheme) : undefined;
    const whole = { start: colon, end: port.end };
    if (entry && entry.port === null) {
      // file: (RFC 8089 §2 has no port; WHATWG rejects one).
      ctx.report({
        messageId: 'noPortForScheme',
        data: { scheme },
        ...whole,
        suggestions: [{ messageId: 'removePort', data: { port: value }, edits: [{ ...whole, text: '' }] }],
      });
      return;
    }
    // `'http://127.0.0.1:'` then `+ port` or `[…, port].join('')`: a prefix constant that ends at
    // the port's `:`, not an empty port; removing the `:` would break the URL built from it.
    if (value.length === 0 && port.end === uri.end) return;
    if (value.length === 0) {
      // RFC 3986 §6.2.3: `http://h:/` and `http://h/` are equivalent.
      const removal = [{ start: colon, end: colon + 1, text: '' }];
      if (drive) {
        const suggestions = [{ messageId: 'removeEmptyPort' as const, data: { drive: authority.value }, edits: removal }];
        ctx.report({ messageId: 'emptyPort', start: colon, end: colon + 1, suggestions });
      } else ctx.report({ messageId: 'emptyPort', start: colon, end: colon + 1, fix: removal });
      return;
    }
    if (!isAllDigits(value)) {
      ctx.report({ messageId: 'nonDigit', data: { port: value }, start: port.start, end: port.end });
      return;
    }
    let zeros = 0;
    while (zeros < value.length - 1 && value.charCodeAt(zeros) === 0x30) zeros++;
    const significant = value.slice(zeros);
    if (significant.length > 5 || Number(significant) > 65535) {
      ctx.report({ messageId: 'outOfRange', data: { port: value }, start: port.start, end: port.end });
      return;
    }
    const n = Number(significant);
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
    if (n === 0 && !options.allowPortZero) {
      ctx.report({ messageId: 'portZero', start: port.start, end: port.end });
      return;
    }
    const twin = twinWithDefault(scheme, n);
    if (twin && uri.scheme) {
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
          { messageId: 'removePort', data: { port: value }, edits: [{ ...whole, text: '' }] },
        ],
      });
    }
  },
});
