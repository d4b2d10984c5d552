import { isAllDigits } from '../chars.js';
import { checkIpv6, isIpvFuture, isZoneId, type Ipv4Analysis } from '../ip.js';
import type { Component } from '../parse.js';
import type { Report } from '../rule.js';
import type { Edit } from '../types.js';

/*
 * valid-host's checks of IP addresses: IPv4 as browsers read numbers (WHATWG "IPv4 parser") or
 * as RFC 3986 §3.2.2 writes them, and IP literals (RFC 3986 §3.2.2 IPv6 and IPvFuture, RFC 6874
 * zone identifiers).
 */

export type IpMessageId =
  | 'emptyLabel'
  | 'removeDot'
  | 'ipv4TooManyParts'
  | 'ipv4NonNumeric'
  | 'ipv4InvalidOctal'
  | 'ipv4OutOfRange'
  | 'ipv4NonDecimal'
  | 'ipv4TooFewParts'
  | 'ipv4LeadingZero'
  | 'useAddress'
  | 'useDecimal'
  | 'afterBracket'
  | 'ipv6Invalid'
  | 'ipvFutureInvalid'
  | 'unclosedBracket'
  | 'ipvFutureUnsupported'
  | 'ipv6Compression'
  | 'ipv6TooMany'
  | 'ipv6TooFew'
  | 'ipv6Piece'
  | 'ipv6Ipv4'
  | 'addClosingBracket'
  | 'zoneIdUnsupported'
  | 'zoneIdInvalid'
  | 'useZone25';

type ReportFn = (report: Report<IpMessageId>) => void;

export function reportIpv4(report: ReportFn, ip: Ipv4Analysis, hostValue: string, start: number, end: number, browser: boolean): void {
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
      const suggestions: Array<{ messageId: IpMessageId; data: Record<string, string>; edits: Edit[] }> = [];
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
export function checkIpLiteral(report: ReportFn, text: string, start: number, end: number, browser: boolean): void {
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
