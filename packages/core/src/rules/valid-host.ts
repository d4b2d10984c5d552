import { domainToAscii as domainToASCII, isValidALabel } from '../idna.js';
import { REG_NAME_CHAR, UNRESERVED, describeChar, isAlpha, isAllDigits, isDigit, isInvisibleOrBidi } from '../chars.js';
import { holeQuery, nearHole } from '../holes.js';
import { analyzeIpv4, checkIpv6, isIpvFuture, isZoneId, unbracketedIpv6, type Ipv4Analysis } from '../ip.js';
import { SPECIAL_SCHEMES, splitAt, type Component } from '../parse.js';
import { isPercentTriplet, percentDecodeUtf8, tripletValue } from '../percent.js';
import { defineRule, type Report } from '../rule.js';
import type { Edit } from '../types.js';

/*
 * valid-host: RFC 3986 §3.2.2 (host = IP-literal / IPv4address / reg-name), RFC 1738 §3.1
 * (host names are LDH labels; "the rightmost domain label will never start with a digit"),
 * RFC 6874 (IPv6 zone identifiers) and the WHATWG URL Standard's host parser (what browsers do:
 * IPv4 numbers in hex, octal or fewer parts, forbidden host code points, IDNA).
 */

export interface ValidHostOptions {
  allowUnderscore: boolean;
  allowTrailingDot: boolean;
}

/** Schemes whose URLs must name a host (RFC 7230 §2.7.1, RFC 6455 §3, RFC 1738 §3.1-§3.11). */
const NEEDS_HOST = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'gopher', 'telnet', 'nntp', 'wais', 'prospero']);

/** Hosts that browsers parse as domains (WHATWG special schemes), or a network-path reference. */
function isDomainScheme(scheme: string): boolean {
  return scheme === '' || SPECIAL_SCHEMES.has(scheme);
}

/** WHATWG forbidden domain code points that can stand in a host after the authority split. */
function isForbiddenDomainCodePoint(c: number): boolean {
  return c <= 0x20 || c === 0x7f || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5c || c === 0x5d || c === 0x5e || c === 0x7c || c === 0x25;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

type MessageId =
  | 'emptyHost'
  | 'ipv6NeedsBrackets'
  | 'unclosedBracket'
  | 'afterBracket'
  | 'ipv6Invalid'
  | 'ipv6Compression'
  | 'ipv6TooMany'
  | 'ipv6TooFew'
  | 'ipv6Piece'
  | 'ipv6Ipv4'
  | 'zoneIdUnsupported'
  | 'zoneIdInvalid'
  | 'ipvFutureInvalid'
  | 'ipvFutureUnsupported'
  | 'invisibleChar'
  | 'forbiddenChar'
  | 'invalidChar'
  | 'percentEncoded'
  | 'ipv4TooManyParts'
  | 'ipv4NonNumeric'
  | 'ipv4InvalidOctal'
  | 'percentEncodedInvalid'
  | 'ipv4OutOfRange'
  | 'ipv4NonDecimal'
  | 'ipv4TooFewParts'
  | 'ipv4LeadingZero'
  | 'emptyLabel'
  | 'trailingDot'
  | 'labelChar'
  | 'labelHyphen'
  | 'labelTooLong'
  | 'nameTooLong'
  | 'invalidPunycode'
  | 'nonAscii'
  | 'nonAsciiInvalid'
  | 'addBrackets'
  | 'addClosingBracket'
  | 'removeChar'
  | 'useDecoded'
  | 'useAddress'
  | 'useDecimal'
  | 'removeDot'
  | 'usePunycode'
  | 'useZone25';

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
    invalidPunycode: 'The host label "{{label}}" starts with "xn--" but is not valid Punycode (IDNA).',
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
    const { text, uri, scheme, holes, options } = ctx;
    const authority = uri.authority;
    if (!authority) return;
    const host = authority.host;
    const browser = isDomainScheme(scheme);

    // `http://2001:db8::1/`: an IPv6 address without its brackets.
    const bare = unbracketedIpv6(authority);
    if (bare) {
      const address = text.slice(bare.start, bare.end);
      const replacement = '[' + address + ']';
      ctx.report({
        messageId: 'ipv6NeedsBrackets',
        data: { address },
        start: bare.start,
        end: bare.end,
        suggestions: [{ messageId: 'addBrackets', data: { replacement }, edits: [{ start: bare.start, end: bare.end, text: replacement }] }],
      });
      return;
    }

    if (host.kind === 'empty') {
      if (!NEEDS_HOST.has(scheme) && scheme !== '') return;
      // `https:///x` (a third slash) is valid-scheme's: it reports the slashes with a suggestion.
      const after = text.charCodeAt(authority.end);
      if (authority.start === authority.end && (after === 0x2f || after === 0x5c)) return;
      if (nearHole(holes, host.start, host.end)) return;
      ctx.report({ messageId: 'emptyHost', data: { scheme: scheme || 'network-path' }, start: authority.start - 2, end: authority.end });
      return;
    }

    if (host.value.charCodeAt(0) === 0x5b /* [ */) {
      checkIpLiteral(ctx.report, text, host.start, host.end, browser);
      return;
    }

    const near = holeQuery(holes, host.start - 1, host.end + 1);
    const hostHole = near(host.start, host.end);

    // Characters: invisible, forbidden, outside the RFC's reg-name, percent-encoded, non-ASCII.
    let bad = false;
    let percent = false;
    let encoded = false;
    let nonAscii = false;
    for (let i = host.start; i < host.end; i++) {
      const c = text.charCodeAt(i);
      const cp = text.codePointAt(i) ?? c;
      const len = cp > 0xffff ? 2 : 1;
      const ch = text.slice(i, i + len);
      if (isInvisibleOrBidi(cp)) {
        bad = true;
        ctx.report({
          messageId: 'invisibleChar',
          data: { char: describeChar(ch) },
          start: i,
          end: i + len,
          suggestions: [{ messageId: 'removeChar', data: { char: describeChar(ch) }, edits: [{ start: i, end: i + len, text: '' }] }],
        });
      } else if (c === 0x25) {
        if (isPercentTriplet(text, i, host.end)) {
          const v = tripletValue(text, i);
          if (!(v < 128 && UNRESERVED[v] === 1)) percent = true;
          encoded = true;
          i += 2;
        } else {
          // A stray "%": no-invalid-percent-encoding reports it (invalidPercentHost).
          bad = true;
        }
        continue;
      } else if (c >= 0x80) {
        nonAscii = true;
      } else if (browser ? isForbiddenDomainCodePoint(c) : REG_NAME_CHAR[c] !== 1) {
        bad = true;
        ctx.report({ messageId: browser ? 'forbiddenChar' : 'invalidChar', data: { char: describeChar(ch) }, start: i, end: i + 1 });
      }
      i += len - 1;
    }
    if (bad) return;

    if (percent) {
      // RFC 3986 §3.2.2: percent-encoding in a host is for UTF-8 names only; browsers decode
      // it (WHATWG "host parser"), which hides the name that is really meant. Triplets of
      // unreserved characters alone (`%65xample.com`) are prefer-normalized's: decoding them is
      // a safe fix (§6.2.2.2); bytes that are not UTF-8 are no-invalid-percent-encoding's.
      if (!browser) return; // a valid triplet is RFC 3986 syntax for an opaque host
      if (hostHole) return;
      const decoded = percentDecodeUtf8(host.value);
      if (decoded === undefined) return;
      const ascii = domainToASCII(decoded);
      if (ascii === '') {
        ctx.report({ messageId: 'percentEncodedInvalid', data: { host: host.value }, start: host.start, end: host.end });
        return;
      }
      ctx.report({
        messageId: 'percentEncoded',
        data: { host: host.value, decoded },
        start: host.start,
        end: host.end,
        suggestions: [{ messageId: 'useDecoded', data: { replacement: ascii }, edits: [{ start: host.start, end: host.end, text: ascii }] }],
      });
      return;
    }

    // Only unreserved triplets: the labels are checked once prefer-normalized has decoded them.
    if (encoded) return;

    const labels = splitAt(text, host.start, host.end, 0x2e /* . */);

    // IPv4, as browsers read numbers (WHATWG) or, for other schemes, the RFC's dotted form.
    if (!hostHole) {
      const ip = analyzeIpv4(labels, browser);
      if (ip.kind !== 'name') {
        reportIpv4(ctx.report, ip, host.value, host.start, host.end, browser);
        return;
      }
    }

    if (!browser) {
      if (nonAscii && !hostHole) reportNonAscii(ctx.report, labels, host.value, hostHole, near);
      return;
    }

    // Labels (RFC 1738 §3.1, RFC 1034 §3.5, RFC 1123 §2.1).
    let asciiLength = 0;
    for (let k = 0; k < labels.length; k++) {
      const label = labels[k];
      const isLast = k === labels.length - 1;
      if (label.value.length === 0) {
        if (isLast && k > 0) {
          if (!options.allowTrailingDot && !near(label.start - 1, label.start)) {
            ctx.report({
              messageId: 'trailingDot',
              data: { host: host.value },
              start: label.start - 1,
              end: label.start,
              suggestions: [{ messageId: 'removeDot', edits: [{ start: label.start - 1, end: label.start, text: '' }] }],
            });
          }
          continue;
        }
        if (near(label.start - 1, label.end + 1)) continue;
        const dot = k === 0 ? label.end : label.start - 1;
        ctx.report({
          messageId: 'emptyLabel',
          data: { host: host.value },
          start: dot,
          end: dot + 1,
          suggestions: [{ messageId: 'removeDot', edits: [{ start: dot, end: dot + 1, text: '' }] }],
        });
        continue;
      }
      if (k > 0) asciiLength++;
      if (near(label.start, label.end)) continue;
      const asciiLabel = isAscii(label.value) ? label.value : domainToASCII(label.value);
      asciiLength += asciiLabel.length;
      for (let i = label.start; i < label.end; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0x80 || isAlpha(c) || isDigit(c) || c === 0x2d || (c === 0x5f && options.allowUnderscore)) continue;
        ctx.report({ messageId: 'labelChar', data: { char: describeChar(text[i]) }, start: i, end: i + 1 });
      }
      if (label.value.charCodeAt(0) === 0x2d) {
        ctx.report({ messageId: 'labelHyphen', data: { label: label.value }, start: label.start, end: label.start + 1 });
      } else if (label.value.charCodeAt(label.value.length - 1) === 0x2d) {
        ctx.report({ messageId: 'labelHyphen', data: { label: label.value }, start: label.end - 1, end: label.end });
      }
      if (asciiLabel.length > 63) {
        ctx.report({ messageId: 'labelTooLong', data: { label: label.value }, start: label.start, end: label.end });
      }
      if (isAscii(label.value) && label.value.slice(0, 4).toLowerCase() === 'xn--' && !isValidALabel(label.value)) {
        ctx.report({ messageId: 'invalidPunycode', data: { label: label.value }, start: label.start, end: label.end });
      }
    }
    if (!hostHole && asciiLength > 253) {
      ctx.report({ messageId: 'nameTooLong', data: { length: String(asciiLength) }, start: host.start, end: host.end });
    }
    if (nonAscii) reportNonAscii(ctx.report, labels, host.value, hostHole, near);
  },
});

type ReportFn = (report: Report<MessageId>) => void;

/**
 * IDN (RFC 3986 §3.2.2 and RFC 5891): a host name in DNS is ASCII; browsers convert a Unicode
 * name with UTS #46 (WHATWG "domain to ASCII"), which Node's `url.domainToASCII` implements.
 * The edits replace the non-ASCII labels only, never percent-encode.
 */
function reportNonAscii(report: ReportFn, labels: Component[], hostValue: string, hostHole: boolean, near: (start: number, end: number) => boolean): void {
  const edits: Edit[] = [];
  let first = -1;
  let last = -1;
  let failed = false;
  for (const label of labels) {
    if (isAscii(label.value)) continue;
    if (near(label.start, label.end)) continue;
    if (first === -1) first = label.start;
    last = label.end;
    const ascii = domainToASCII(label.value);
    if (ascii === '') failed = true;
    else edits.push({ start: label.start, end: label.end, text: ascii });
  }
  if (first === -1) return;
  const whole = hostHole ? undefined : domainToASCII(hostValue);
  if (failed || whole === '') {
    report({ messageId: 'nonAsciiInvalid', data: { host: hostValue }, start: first, end: last });
    return;
  }
  const ascii = whole ?? edits.map((e) => e.text).join('.');
  report({
    messageId: 'nonAscii',
    data: { host: hostValue, ascii },
    start: first,
    end: last,
    suggestions: [{ messageId: 'usePunycode', data: { ascii }, edits }],
  });
}

function reportIpv4(report: ReportFn, ip: Ipv4Analysis, hostValue: string, start: number, end: number, browser: boolean): void {
  switch (ip.kind) {
    case 'name':
    case 'canonical':
      return;
    case 'tooManyParts':
      report({ messageId: 'ipv4TooManyParts', data: { host: hostValue }, start, end });
      return;
    case 'emptyPart': {
      const dot = ip.part.start === start ? ip.part.end : ip.part.start - 1;
      report({
        messageId: 'emptyLabel',
        data: { host: hostValue },
        start: dot,
        end: dot + 1,
        suggestions: [{ messageId: 'removeDot', edits: [{ start: dot, end: dot + 1, text: '' }] }],
      });
      return;
    }
    case 'nonNumeric': {
      const v = ip.part.value;
      if (v.length > 1 && v.charCodeAt(0) === 0x30 && isAllDigits(v)) {
        // `09.1.1.1`: a leading zero makes the part octal for browsers, and 9 is no octal digit.
        report({ messageId: 'ipv4InvalidOctal', data: { part: v }, start: ip.part.start, end: ip.part.end });
        return;
      }
      report({ messageId: 'ipv4NonNumeric', data: { host: hostValue, part: v }, start, end });
      return;
    }
    case 'outOfRange':
      report({ messageId: 'ipv4OutOfRange', data: { part: ip.part.value, max: String(ip.max) }, start: ip.part.start, end: ip.part.end });
      return;
    case 'ambiguous': {
      const suggestions: Array<{ messageId: MessageId; data: Record<string, string>; edits: Edit[] }> = [];
      if (ip.decimal) suggestions.push({ messageId: 'useDecimal', data: { address: ip.decimal }, edits: [{ start, end, text: ip.decimal }] });
      if (browser) suggestions.push({ messageId: 'useAddress', data: { address: ip.address }, edits: [{ start, end, text: ip.address }] });
      if (!browser) {
        // Four decimal numbers with a leading zero: opaque to browsers, octal to inet_aton.
        const part = ip.nonDecimal as Component;
        report({ messageId: 'ipv4LeadingZero', data: { part: part.value }, start: part.start, end: part.end, suggestions });
        return;
      }
      if (ip.nonDecimal) {
        report({
          messageId: 'ipv4NonDecimal',
          data: { part: ip.nonDecimal.value, radix: ip.radix === 16 ? 'hexadecimal' : 'octal (leading zero)', host: hostValue, address: ip.address },
          start: ip.nonDecimal.start,
          end: ip.nonDecimal.end,
          suggestions,
        });
      } else {
        report({ messageId: 'ipv4TooFewParts', data: { host: hostValue, address: ip.address }, start, end, suggestions });
      }
    }
  }
}

/** `[...]`: IPv6 (RFC 3986 §3.2.2, RFC 6874 zone IDs) or IPvFuture. */
function checkIpLiteral(report: ReportFn, text: string, start: number, end: number, browser: boolean): void {
  const hostValue = text.slice(start, end);
  let close = text.indexOf(']', start);
  if (close === -1 || close >= end) close = -1;
  if (close !== -1 && close !== end - 1) {
    report({ messageId: 'afterBracket', data: { rest: text.slice(close + 1, end) }, start: close + 1, end });
    return;
  }
  const innerStart = start + 1;
  const innerEnd = close === -1 ? end : close;
  const inner = text.slice(innerStart, innerEnd);
  if (inner.length === 0) {
    report({ messageId: 'ipv6Invalid', data: { host: hostValue }, start, end });
    return;
  }
  if ((inner.charCodeAt(0) | 0x20) === 0x76) {
    if (!isIpvFuture(inner)) report({ messageId: 'ipvFutureInvalid', data: { host: hostValue }, start, end });
    else if (close === -1) report({ messageId: 'unclosedBracket', data: { host: hostValue }, start, end });
    else if (browser) report({ messageId: 'ipvFutureUnsupported', data: { host: hostValue }, start, end });
    return;
  }
  const pct = inner.indexOf('%');
  const address = pct === -1 ? inner : inner.slice(0, pct);
  const problem = checkIpv6(address);
  if (problem) {
    const pStart = innerStart + problem.start;
    const pEnd = innerStart + problem.end;
    const piece = text.slice(pStart, pEnd);
    switch (problem.problem) {
      case 'empty':
        report({ messageId: 'ipv6Invalid', data: { host: hostValue }, start, end });
        return;
      case 'invalidCompression':
      case 'multipleCompression':
      case 'trailingColon':
        report({ messageId: 'ipv6Compression', data: { address }, start: pStart, end: pEnd });
        return;
      case 'tooManyPieces':
        report({ messageId: 'ipv6TooMany', data: { address }, start: pStart, end: pEnd });
        return;
      case 'tooFewPieces':
        report({ messageId: 'ipv6TooFew', data: { address }, start: pStart, end: pEnd });
        return;
      case 'invalidPiece':
        report({ messageId: 'ipv6Piece', data: { piece }, start: pStart, end: pEnd });
        return;
      case 'invalidIpv4':
        report({ messageId: 'ipv6Ipv4', data: { piece }, start: pStart, end: pEnd });
        return;
    }
  }
  if (close === -1) {
    report({
      messageId: 'unclosedBracket',
      data: { host: hostValue },
      start,
      end,
      suggestions: [{ messageId: 'addClosingBracket', edits: [{ start: end, end, text: ']' }] }],
    });
    return;
  }
  if (pct !== -1) {
    const zStart = innerStart + pct;
    const zone = inner.slice(pct);
    const name = zone.startsWith('%25') ? zone.slice(3) : undefined;
    if (name !== undefined && isZoneId(name)) {
      if (browser) report({ messageId: 'zoneIdUnsupported', data: { zone }, start: zStart, end: innerEnd });
      return;
    }
    const bareName = zone.slice(1);
    const suggestions =
      name === undefined && isZoneId(bareName) && !browser
        ? [{ messageId: 'useZone25' as const, data: { name: bareName }, edits: [{ start: zStart + 1, end: zStart + 1, text: '25' }] }]
        : [];
    report({ messageId: 'zoneIdInvalid', data: { zone }, start: zStart, end: innerEnd, suggestions });
  }
}
