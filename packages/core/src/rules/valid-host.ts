import { unbracketedIpv6 } from '../ip.js';
import { isDriveLetterAuthority } from '../normalize.js';
import { browserHostSpan, type Authority } from '../parse.js';
import { HOST_REQUIRED_SCHEMES, SPECIAL_SCHEMES } from '../schemes.js';
import { defineRule, type RuleContext } from '../rule.js';
import { checkIpLiteral, type IpMessageId } from './host-ip.js';
import { checkRegName, type HostNameMessageId, type ValidHostOptions } from './host-name.js';

/*
 * valid-host: RFC 3986 §3.2.2 (host = IP-literal / IPv4address / reg-name), RFC 1738 §3.1
 * (host names are LDH labels; "the rightmost domain label will never start with a digit"),
 * RFC 6874 (IPv6 zone identifiers) and the WHATWG URL Standard's host parser (what browsers do:
 * IPv4 numbers in hex, octal or fewer parts, forbidden host code points, IDNA).
 */

export type { ValidHostOptions };

/** Hosts that browsers parse as domains (WHATWG special schemes), or a network-path reference. */
function isDomainScheme(scheme: string): boolean {
  return scheme === '' || SPECIAL_SCHEMES.has(scheme);
}

type MessageId =
  | IpMessageId
  | HostNameMessageId
  | 'emptyHost'
  | 'emptyHostWithUserinfo'
  | 'emptyHostWithPort'
  | 'slashesReadAsHost'
  | 'ipv6NeedsBrackets'
  | 'addBrackets'
  | 'useNetworkPath';

export const validHost = defineRule<ValidHostOptions, MessageId>({
  id: 'valid-host',
  description: 'Require a valid host: not empty where the scheme needs one, valid labels, unambiguous IPv4, well-formed IPv6, ASCII (Punycode) names.',
  source: 'RFC 3986 §3.2.2, RFC 1738 §3.1, RFC 6874, WHATWG URL host parsing',
  whatwgErrors: [
    'host-missing',
    'host-invalid-code-point',
    'domain-invalid-code-point',
    'domain-to-ASCII',
    'IPv4-too-many-parts',
    'IPv4-non-numeric-part',
    'IPv4-non-decimal-part',
    'IPv4-out-of-range-part',
    'IPv4-too-few-parts',
    'IPv4-empty-part',
    'IPv6-unclosed',
    'IPv6-invalid-compression',
    'IPv6-too-many-pieces',
    'IPv6-multiple-compression',
    'IPv6-invalid-code-point',
    'IPv6-too-few-pieces',
    'IPv4-in-IPv6-too-many-pieces',
    'IPv4-in-IPv6-invalid-code-point',
    'IPv4-in-IPv6-out-of-range-part',
    'IPv4-in-IPv6-too-few-parts',
  ],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: { allowUnderscore: false, allowTrailingDot: false } },
  fixable: false,
  hasSuggestions: true,
  // `_` is not LDH: reported when underscores are not allowed.
  reportsPlainUrls: (options, underscore) => underscore && !options.allowUnderscore,
  messages: {
    emptyHost: 'The URL has no host, which {{scheme}} URLs require.',
    emptyHostWithUserinfo: 'The URL has user information but no host, which browsers reject.',
    emptyHostWithPort: 'The URL has a port but no host, which browsers reject.',
    slashesReadAsHost: 'This reference starts with more than two slashes: RFC 3986 reads an empty host, browsers read "{{host}}" as the host against an http(s) base URL.',
    useNetworkPath: 'Write "//{{host}}", a network-path reference (what browsers read against an http(s) base URL).',
    ipv6NeedsBrackets: 'The IPv6 address "{{address}}" must be enclosed in "[" and "]".',
    unclosedBracket: 'The IPv6 literal "{{host}}" has no closing "]".',
    afterBracket: 'Unexpected "{{rest}}" after the closing "]" of the IP literal.',
    ipv6Invalid: 'The IP literal "{{host}}" is empty.',
    ipv6Compression: 'The IPv6 address "{{address}}" has a misplaced or repeated "::".',
    ipv6TooMany: 'The IPv6 address "{{address}}" has more than eight 16-bit pieces.',
    ipv6TooFew: 'The IPv6 address "{{address}}" has fewer than eight 16-bit pieces and no "::".',
    ipv6Piece: 'The IPv6 piece "{{piece}}" is not one to four hexadecimal digits.',
    ipv6Ipv4: 'The IPv4 part "{{piece}}" of the IPv6 address is not four decimal numbers from 0 to 255 at its end.',
    zoneIdUnsupported: 'Browsers reject the IPv6 zone identifier "{{zone}}" (RFC 6874 zone IDs are not part of the WHATWG URL Standard).',
    zoneIdInvalid: 'The IPv6 zone identifier "{{zone}}" must be written as "%25" followed by unreserved characters (RFC 6874).',
    ipvFutureInvalid: 'The IP literal "{{host}}" is neither IPv6 nor valid IPvFuture ("v" hex "." name).',
    ipvFutureUnsupported: 'Browsers reject the IPvFuture literal "{{host}}".',
    invisibleChar: 'The host holds the invisible character {{char}}, which hides what host this URL names.',
    forbiddenChar: 'Browsers reject the character {{char}} in a host.',
    invalidChar: 'The character {{char}} is not allowed in a host (RFC 3986 §3.2.2).',
    percentEncoded: 'The host "{{host}}" is percent-encoded; browsers decode it to "{{decoded}}".',
    percentEncodedInvalid: 'The host "{{host}}" is percent-encoded, and browsers reject what it decodes to.',
    ipv4TooManyParts: 'The host "{{host}}" ends in a number but has more than four parts, so browsers reject it as an IPv4 address.',
    ipv4NonNumeric: 'The host "{{host}}" ends in a number, so browsers read it as an IPv4 address, but its part "{{part}}" is not a number.',
    ipv4InvalidOctal: 'The IPv4 address part "{{part}}" has a leading zero, so browsers read it as octal, and it is not a valid octal number.',
    ipv4OutOfRange: 'The IPv4 address part "{{part}}" is out of range (at most {{max}}).',
    ipv4NonDecimal: 'The IPv4 address part "{{part}}" is {{radix}}, so browsers read the host "{{host}}" as {{address}}.',
    ipv4TooFewParts: 'The host "{{host}}" has fewer than four parts, and browsers read it as the IPv4 address {{address}}.',
    ipv4LeadingZero: 'The IPv4 address part "{{part}}" has a leading zero, which many clients read as octal.',
    emptyLabel: 'The host "{{host}}" has an empty label (two dots in a row, or a leading dot).',
    trailingDot: 'The host "{{host}}" ends with a dot.',
    labelChar: 'The character {{char}} is not allowed in a host name, whose labels hold letters, digits and hyphens (RFC 1738 §3.1).',
    labelHyphen: 'The host label "{{label}}" starts or ends with a hyphen (RFC 1738 §3.1).',
    labelTooLong: 'The host label "{{label}}" is longer than 63 characters.',
    nameTooLong: 'The host name is {{length}} characters long, more than the 253 that DNS allows.',
    invalidPunycode: 'The host label "{{label}}" starts with "xn--" but is not valid Punycode (RFC 3492).',
    invalidALabel: 'The host label "{{label}}" is valid Punycode for "{{decoded}}", but IDNA rejects that label (RFC 5891 §5.4).',
    nonAscii: 'The host "{{host}}" is not ASCII; its Punycode (IDNA) form is "{{ascii}}".',
    nonAsciiInvalid: 'The host "{{host}}" is not ASCII and has no valid Punycode (IDNA) form.',
    addBrackets: 'Enclose the IPv6 address in brackets: "{{replacement}}".',
    addClosingBracket: 'Add the closing "]".',
    removeChar: 'Remove the character {{char}}.',
    useDecoded: 'Write the host as "{{replacement}}".',
    useAddress: 'Write the address as {{address}} (how browsers read it).',
    useDecimal: 'Write the address as {{address}} (the parts read as decimal).',
    removeDot: 'Remove the extra dot.',
    usePunycode: 'Write the host in Punycode: "{{ascii}}".',
    useZone25: 'Write the zone identifier as "%25{{name}}".',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      allowUnderscore: {
        type: 'boolean',
        description: 'Accept "_" in host names (not a DNS host name character, but browsers and DNS resolve such names).',
        default: true,
      },
      allowTrailingDot: {
        type: 'boolean',
        description: 'Accept a trailing dot in a host name (an absolute DNS name, `example.com.`).',
        default: true,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const { uri, scheme } = ctx;
    const authority = uri.authority;
    // `file://C:/x`: a drive letter, which browsers move into the path (valid-scheme-syntax's).
    // `//C|/x` is one against a file: base only, and fails against an http base: reported.
    if (!authority || (scheme === 'file' && isDriveLetterAuthority(authority, scheme))) return;
    if (reportUnbracketedIpv6(ctx, authority)) return;
    const host = authority.host;
    if (host.kind === 'empty') return checkEmptyHost(ctx, authority);
    const browser = isDomainScheme(scheme);
    if (host.value.charCodeAt(0) === 0x5b /* [ */) return checkIpLiteral(ctx.report, ctx.text, host.start, host.end, browser);
    const near = (start: number, end: number): boolean => ctx.holes.near(start, end);
    checkRegName({ text: ctx.text, start: host.start, end: host.end, browser, options: ctx.options, near, report: ctx.report });
  },
});

type Ctx = RuleContext<ValidHostOptions, MessageId>;

/** `http://2001:db8::1/`: an IPv6 address without its brackets. */
function reportUnbracketedIpv6(ctx: Ctx, authority: Authority): boolean {
  const bare = unbracketedIpv6(authority);
  if (!bare) return false;
  const address = ctx.text.slice(bare.start, bare.end);
  const replacement = '[' + address + ']';
  ctx.report({
    messageId: 'ipv6NeedsBrackets',
    data: { address },
    start: bare.start,
    end: bare.end,
    suggestions: [{ messageId: 'addBrackets', data: { replacement }, edits: [{ start: bare.start, end: bare.end, text: replacement }] }],
  });
  return true;
}

/**
 * An empty host: reported where the scheme needs a host, and in any other URL that has user
 * information or a port (`ssh://@/x`, `git://:9418/repo`), which the WHATWG parser fails
 * (host-missing) whatever the scheme. A `file:` URL's userinfo and port are no-credentials' and
 * valid-port's.
 */
function checkEmptyHost(ctx: Ctx, authority: Authority): void {
  const { text, scheme } = ctx;
  const host = authority.host;
  if (ctx.holes.near(host.start, host.end)) return;
  const whole = { start: authority.start - 2, end: authority.end };
  if (HOST_REQUIRED_SCHEMES.has(scheme) || scheme === '') {
    const after = text.charCodeAt(authority.end);
    if (authority.start === authority.end && (after === 0x2f || after === 0x5c)) {
      // `https:///x` (a third slash) is valid-scheme's: it reports the slashes with a suggestion.
      if (scheme === '') reportSlashesReadAsHost(ctx, authority);
      return;
    }
    ctx.report({ messageId: 'emptyHost', data: { scheme: scheme || 'network-path' }, ...whole });
  } else if (scheme !== 'file' && authority.userinfo) ctx.report({ messageId: 'emptyHostWithUserinfo', ...whole });
  else if (scheme !== 'file' && authority.port) ctx.report({ messageId: 'emptyHostWithPort', ...whole });
}

/**
 * `///cdn.example/a.js`: RFC 3986 reads an empty authority and a path, browsers resolving it
 * against an http(s) base read `cdn.example` as the host (WHATWG "special authority ignore
 * slashes"), against a `file:` base the path. Writing `//cdn.example/a.js` (what browsers read
 * against an http base) changes it against a `file:` base, so it is only a suggestion.
 */
function reportSlashesReadAsHost(ctx: Ctx, authority: Authority): void {
  const host = browserHostSpan(ctx);
  if (!host || ctx.holes.at(host.start)) return;
  const name = ctx.text.slice(host.start, host.end);
  ctx.report({
    messageId: 'slashesReadAsHost',
    data: { host: name },
    start: authority.start - 2,
    end: host.start,
    suggestions: [{ messageId: 'useNetworkPath', data: { host: name }, edits: [{ start: authority.end, end: host.start, text: '' }] }],
  });
}
