import { describe, expect, it } from 'vitest';
import { applyEdits } from '../index.js';
import { parses, run, suggested } from '../../../../test/support/valid-host.js';

describe('valid-host: IPv4', () => {
  it('reports an out-of-range part (WHATWG IPv4-out-of-range-part)', () => {
    expect(run('http://256.1.1.1/')).toMatchObject([{ messageId: 'ipv4OutOfRange', start: 7, end: 10, message: 'The IPv4 address part "256" is out of range (at most 255).' }]);
    expect(parses('http://256.1.1.1/')).toBe(false);
    expect(run('http://1.2.3.300/')).toMatchObject([{ messageId: 'ipv4OutOfRange', start: 13, end: 16 }]);
    // RFC 3986 dotted form, for a non-special scheme too.
    expect(run('redis://256.0.0.1:6379')).toMatchObject([{ messageId: 'ipv4OutOfRange', start: 8, end: 11 }]);
  });

  it('reports a leading zero (octal in browsers, WHATWG IPv4-non-decimal-part) with both readings', () => {
    const text = 'http://010.0.0.1/';
    expect(run(text)).toMatchObject([{ messageId: 'ipv4NonDecimal', start: 7, end: 10 }]);
    expect(run(text)[0].message).toBe('The IPv4 address part "010" is octal (leading zero), so browsers read the host "010.0.0.1" as 8.0.0.1.');
    expect(suggested(text)).toEqual(['http://10.0.0.1/', 'http://8.0.0.1/']);
    expect(new URL(text).hostname).toBe('8.0.0.1');
    // inet_aton reads it as octal too: reported for other schemes, with the decimal reading.
    expect(run('redis://010.0.0.1/')).toMatchObject([{ messageId: 'ipv4LeadingZero', start: 8, end: 11 }]);
    expect(suggested('redis://010.0.0.1/')).toEqual(['redis://10.0.0.1/']);
  });

  it('reports hex and short forms, suggesting the dotted-decimal address browsers use', () => {
    const cases: Array<[string, string, string]> = [
      ['http://0x7f.1/', 'ipv4NonDecimal', '127.0.0.1'],
      ['http://127.1/', 'ipv4TooFewParts', '127.0.0.1'],
      ['http://1.2.3/', 'ipv4TooFewParts', '1.2.0.3'],
      ['http://2130706433/', 'ipv4TooFewParts', '127.0.0.1'],
      ['http://0x7F000001:8080/', 'ipv4NonDecimal', '127.0.0.1'],
      ['http://1.0x100/', 'ipv4NonDecimal', '1.0.1.0'],
    ];
    for (const [text, messageId, address] of cases) {
      const [f, ...rest] = run(text);
      expect(rest, text).toEqual([]);
      expect(f.messageId, text).toBe(messageId);
      expect(f.fix).toBeUndefined();
      // The suggestion is what a browser (Node's WHATWG URL) reads.
      expect(new URL(text).hostname, text).toBe(address);
      expect(f.suggestions!.map((s) => new URL(applyEdits(text, s.edits)).hostname)).toEqual([address]);
    }
    expect(run('http://0x7f.1/')[0]).toMatchObject({ start: 7, end: 11 });
    expect(run('http://127.1/')[0]).toMatchObject({ start: 7, end: 12 });
  });

  it('reports hosts that end in a number but are not IPv4 (browsers reject them)', () => {
    const cases: Array<[string, string]> = [
      ['http://example.123/', 'ipv4NonNumeric'],
      ['http://a.b.1/', 'ipv4NonNumeric'],
      ['http://1.2.3.4.5/', 'ipv4TooManyParts'],
      ['http://4294967296/', 'ipv4OutOfRange'],
      ['http://09.1.1.1/', 'ipv4InvalidOctal'],
      ['http://foo.0x1/', 'ipv4NonNumeric'],
    ];
    for (const [text, messageId] of cases) {
      expect(parses(text), text).toBe(false);
      expect(run(text).map((f) => f.messageId), text).toEqual([messageId]);
    }
    expect(run('http://09.1.1.1/')[0]).toMatchObject({ start: 7, end: 9 });
  });

  it('accepts canonical IPv4 and names with numeric inner labels', () => {
    for (const text of ['http://127.0.0.1/', 'http://0.0.0.0:8080/', 'http://255.255.255.255/', 'http://a.1.b/', 'http://1e100.net/', 'http://3com.com/', 'redis://10.0.0.1']) {
      expect(run(text), text).toEqual([]);
      expect(parses(text), text).toBe(true);
    }
  });
});

describe('valid-host: IPv6 and IPvFuture', () => {
  it('reports malformed IPv6 literals (RFC 3986 §3.2.2 IPv6address)', () => {
    const cases: Array<[string, string, string]> = [
      ['http://[1:2:3:4:5:6:7:8:9]/', 'ipv6TooMany', '1:2:3:4:5:6:7:8:9'],
      ['http://[1:2:3:4:5:6:7]/', 'ipv6TooFew', '1:2:3:4:5:6:7'],
      ['http://[::1::2]/', 'ipv6Compression', '::'],
      ['http://[:1]/', 'ipv6Compression', ':'],
      ['http://[12345::]/', 'ipv6Piece', '12345'],
      ['http://[g::1]/', 'ipv6Piece', 'g'],
      ['http://[::1.2.3.256]/', 'ipv6Ipv4', '1.2.3.256'],
      ['http://[::01.2.3.4]/', 'ipv6Ipv4', '01.2.3.4'],
      ['http://[::1.2.3]/', 'ipv6Ipv4', '1.2.3'],
      ['http://[1:2:3:4:5:6:7:1.2.3.4]/', 'ipv6TooMany', '1:2:3:4:5:6:7:1.2.3.4'],
      ['http://[]/', 'ipv6Invalid', '[]'],
    ];
    for (const [text, messageId, span] of cases) {
      expect(parses(text), text).toBe(false);
      const findings = run(text);
      expect(findings.map((f) => f.messageId), text).toEqual([messageId]);
      expect(text.slice(findings[0].start, findings[0].end), text).toBe(span);
    }
  });

  it('reports a missing "]" and suggests adding it', () => {
    const text = 'http://[::1';
    expect(run(text)).toMatchObject([{ messageId: 'unclosedBracket', start: 7, end: 11 }]);
    expect(suggested(text)).toEqual(['http://[::1]']);
    expect(run('http://[::1]x/')).toMatchObject([{ messageId: 'afterBracket', start: 12, end: 13 }]);
  });

  it('reports an IPv6 address without brackets and suggests them', () => {
    const text = 'http://2001:db8::1/x';
    expect(run(text)).toMatchObject([{ messageId: 'ipv6NeedsBrackets', start: 7, end: 18 }]);
    expect(suggested(text)).toEqual(['http://[2001:db8::1]/x']);
  });

  it('accepts valid IPv6 literals', () => {
    for (const text of ['http://[::1]/', 'http://[::]/', 'http://[2001:DB8::1]:8080/', 'http://[1::2:3:4:5:6:7]/', 'http://[1:2:3:4:5:6:7::]/', 'http://[::ffff:192.0.2.1]/', 'http://[1:2:3:4:5:6:1.2.3.4]/', 'http://[1:2:3:4:5:6:7:8]/']) {
      expect(run(text), text).toEqual([]);
      expect(parses(text), text).toBe(true);
    }
  });

  it('zone identifiers (RFC 6874): reported for browser schemes, accepted elsewhere when written %25', () => {
    expect(parses('http://[fe80::1%25eth0]/')).toBe(false);
    expect(run('http://[fe80::1%25eth0]/')).toMatchObject([{ messageId: 'zoneIdUnsupported', start: 15, end: 22 }]);
    expect(run('coap://[fe80::1%25eth0]/')).toEqual([]);
    expect(run('coap://[fe80::1%eth0]/')).toMatchObject([{ messageId: 'zoneIdInvalid', start: 15, end: 20 }]);
    expect(suggested('coap://[fe80::1%eth0]/')).toEqual(['coap://[fe80::1%25eth0]/']);
  });

  it('IPvFuture: syntax checked; browsers reject it for special schemes', () => {
    expect(run('foo://[v1.x]/')).toEqual([]);
    expect(run('http://[v1.x]/')).toMatchObject([{ messageId: 'ipvFutureUnsupported', start: 7, end: 13 }]);
    expect(parses('http://[v1.x]/')).toBe(false);
    expect(run('foo://[vz.x]/')).toMatchObject([{ messageId: 'ipvFutureInvalid' }]);
    expect(run('foo://[v1.]/')).toMatchObject([{ messageId: 'ipvFutureInvalid' }]);
  });
});
