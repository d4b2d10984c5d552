import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, applyEdits } from '../index.js';
import { parses, run, runInUrlContext, suggested } from '../../../../test/support/valid-host.js';

describe('valid-host: empty host', () => {
  it('reports an empty host where the scheme needs one, on the "//" and authority', () => {
    expect(run('http://:80/')).toMatchObject([{ messageId: 'emptyHost', start: 5, end: 10, message: 'The URL has no host, which http URLs require.' }]);
    expect(run('http://@/x')).toMatchObject([{ messageId: 'emptyHost', start: 5, end: 8 }]);
    expect(run('https://?q')).toMatchObject([{ messageId: 'emptyHost', start: 6, end: 8 }]);
    expect(run('ftp://user@/pub')).toMatchObject([{ messageId: 'emptyHost' }]);
    expect(run('gopher://:70/')).toMatchObject([{ messageId: 'emptyHost' }]);
    expect(parses('http://:80/')).toBe(false);
  });

  it('leaves `https:///x` to valid-scheme (the text after "//" is another "/")', () => {
    expect(run('https:///x')).toEqual([]);
    expect(run('http:///')).toEqual([]);
  });

  it('accepts an empty host where the scheme allows it', () => {
    for (const text of ['file:///etc/hosts', 'file://localhost/etc/hosts', 'postgres:///app', 'foo:///x', 'ssh://@host/x']) {
      expect(run(text), text).toEqual([]);
      expect(parses(text), text).toBe(true);
    }
  });

  it('reports a reference with more than two slashes, whose host RFC 3986 and browsers read apart', () => {
    const ref = { preset: 'none', rules: { 'valid-host': 'error' }, context: 'reference' } as const;
    // RFC 3986: an empty authority; WHATWG against an http base: the host cdn.example.
    expect(new URL('///cdn.example/../a.js', 'https://base.example/').href).toBe('https://cdn.example/a.js');
    expect(new URL('///cdn.example/../a.js', 'file:///C:/dir/').href).toBe('file:///a.js');
    const [f, ...rest] = analyze('///cdn.example/../a.js', ref);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'slashesReadAsHost', start: 0, end: 3 });
    expect(f.message).toBe('This reference starts with more than two slashes: RFC 3986 reads an empty host, browsers read "cdn.example" as the host against an http(s) base URL.');
    expect(f.fix).toBeUndefined();
    expect(applyEdits('///cdn.example/../a.js', f.suggestions![0].edits)).toBe('//cdn.example/../a.js');
    expect(analyze('///', ref)).toEqual([]);
  });

  it('reports an empty host after user information or before a port, which browsers reject in every scheme', () => {
    // WHATWG authority state: "@" then no host is host-missing; host state: ":" with no host too.
    for (const text of ['ssh://@/x', 'ssh://git@/repo', 'foo://@/', 'git://:9418/repo', 'redis://:6379', 'myapp://:/x']) {
      expect(parses(text), text).toBe(false);
      const findings = run(text);
      expect(findings, text).toHaveLength(1);
      expect(findings[0].start, text).toBe(text.indexOf('//'));
    }
    expect(run('ssh://git@/repo')[0]).toMatchObject({ messageId: 'emptyHostWithUserinfo', message: 'The URL has user information but no host, which browsers reject.' });
    expect(run('git://:9418/repo')[0]).toMatchObject({ messageId: 'emptyHostWithPort', message: 'The URL has a port but no host, which browsers reject.' });
    // `'ssh://git@' + host`: the host is not known.
    expect(analyze('ssh://git@', { preset: 'none', rules: { 'valid-host': 'error' }, holes: [{ start: 10, end: 10 }] })).toEqual([]);
  });
});

describe('valid-host: names and characters', () => {
  it('reports forbidden host code points (WHATWG host-invalid-code-point), never encodes them', () => {
    const cases: Array<[string, number, string]> = [
      ['http://exa mple.com/', 10, 'space'],
      ['http://a<b.com/', 8, '"<"'],
      ['http://a>b.com/', 8, '">"'],
      ['http://a^b.com/', 8, '"^"'],
      ['http://a|b.com/', 8, '"|"'],
    ];
    for (const [text, at, char] of cases) {
      expect(parses(text), text).toBe(false);
      const findings = runInUrlContext(text);
      expect(findings, text).toMatchObject([{ messageId: 'forbiddenChar', start: at, end: at + 1, message: `Browsers reject the character ${char} in a host.` }]);
      expect(findings[0].fix).toBeUndefined();
      expect(findings[0].suggestions).toBeUndefined();
    }
    expect(runInUrlContext('foo://a b/')).toMatchObject([{ messageId: 'invalidChar', start: 7, end: 8 }]);
  });

  it('reports characters outside letters, digits and hyphen in hosts of special schemes', () => {
    expect(run('http://a*b.com/')).toMatchObject([{ messageId: 'labelChar', start: 8, end: 9 }]);
    expect(run('https://a!b.com/')).toMatchObject([{ messageId: 'labelChar', start: 9, end: 10 }]);
    // Non-special schemes follow RFC 3986 reg-name (sub-delims allowed: mongodb host lists).
    expect(run('foo://a*b,c/')).toEqual([]);
  });

  it('underscores and a trailing dot are not findings by default (options)', () => {
    expect(run('http://my_service:8080/')).toEqual([]);
    expect(run('http://example.com./')).toEqual([]);
    expect(run('http://my_service:8080/', { allowUnderscore: false })).toMatchObject([{ messageId: 'labelChar', start: 9, end: 10 }]);
    const dot = run('http://example.com./', { allowTrailingDot: false });
    expect(dot).toMatchObject([{ messageId: 'trailingDot', start: 18, end: 19 }]);
    expect(applyEdits('http://example.com./', dot[0].suggestions![0].edits)).toBe('http://example.com/');
    const strict = analyze('http://my_service.local./', { preset: 'strict' }).filter((f) => f.ruleId === 'valid-host');
    expect(strict.map((f) => f.messageId)).toEqual(['labelChar', 'trailingDot']);
  });

  it('reports hyphens at the start or end of a label', () => {
    expect(run('http://-a.com/')).toMatchObject([{ messageId: 'labelHyphen', start: 7, end: 8 }]);
    expect(run('http://a-.com/')).toMatchObject([{ messageId: 'labelHyphen', start: 8, end: 9 }]);
    expect(run('http://a-b.com/')).toEqual([]);
  });

  it('reports empty labels with a suggestion to remove the dot', () => {
    expect(run('http://a..b/')).toMatchObject([{ messageId: 'emptyLabel', start: 8, end: 9 }]);
    expect(suggested('http://a..b/')).toEqual(['http://a.b/']);
    expect(run('http://.a.com/')).toMatchObject([{ messageId: 'emptyLabel', start: 7, end: 8 }]);
    expect(suggested('http://.a.com/')).toEqual(['http://a.com/']);
  });

  it('reports a label over 63 and a name over 253 characters', () => {
    const long = 'a'.repeat(64);
    expect(run(`http://${long}.com/`)).toMatchObject([{ messageId: 'labelTooLong', start: 7, end: 71 }]);
    expect(run(`http://${'a'.repeat(63)}.com/`)).toEqual([]);
    const name = Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.'); // 304 characters
    expect(run(`http://${name}/`)).toMatchObject([{ messageId: 'nameTooLong', start: 7, end: 7 + name.length, message: 'The host name is 304 characters long, more than the 253 that DNS allows.' }]);
    const limit = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(61)].join('.');
    expect(run(`http://${limit}/`)).toEqual([]);
    expect(run(`http://${limit}e/`)).toMatchObject([{ messageId: 'nameTooLong', message: 'The host name is 254 characters long, more than the 253 that DNS allows.' }]);
    expect(run(`http://Mixed-Case.Example.COM/`)).toEqual([]);
  });

  it('reports an xn-- label whose Punycode does not decode (RFC 3492)', () => {
    // "zz" is no Punycode: a "z" digit (25) cannot end a generalized integer at that bias.
    expect(run('http://xn--zz.com/')).toMatchObject([
      { messageId: 'invalidPunycode', start: 7, end: 13, message: 'The host label "xn--zz" starts with "xn--" but is not valid Punycode (RFC 3492).' },
    ]);
    expect(run('http://xn--bcher-kva.de/')).toEqual([]);
  });

  it('tells valid Punycode whose decoded label IDNA rejects apart (RFC 5891 §5.4)', () => {
    // "a" decodes to U+0080, a control IDNA does not allow. (WHATWG stopped checking in 2024, so
    // Node 20 rejects this URL and Node 24 accepts it; urilint follows the RFC either way.)
    expect(run('http://xn--a.com/')).toMatchObject([
      { messageId: 'invalidALabel', start: 7, end: 12, message: 'The host label "xn--a" is valid Punycode for "<U+0080>", but IDNA rejects that label (RFC 5891 §5.4).' },
    ]);
    // "ab-" decodes to the ASCII "ab", which needs no A-label (RFC 5890 §2.3.2.1).
    expect(run('http://xn--ab-.com/').find((f) => f.messageId === 'invalidALabel')).toMatchObject({ data: { decoded: 'ab' } });
  });
});

describe('valid-host: IDN and percent-encoding', () => {
  it('suggests the Punycode (IDNA) form of a non-ASCII host, computed by domainToASCII', () => {
    const text = 'https://bücher.de/katalog';
    const [f, ...rest] = run(text);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'nonAscii', start: 8, end: 14, message: 'The host "bücher.de" is not ASCII; its Punycode (IDNA) form is "xn--bcher-kva.de".' });
    expect(f.fix).toBeUndefined();
    expect(suggested(text)).toEqual(['https://xn--bcher-kva.de/katalog']);
    // What a browser does with the original.
    expect(new URL(text).hostname).toBe('xn--bcher-kva.de');
    expect(suggested('http://☃.net/')).toEqual(['http://xn--n3h.net/']);
    expect(suggested('http://ＥＸＡＭＰＬＥ.com/')).toEqual(['http://example.com/']);
    expect(domainToASCII('faß.de')).toBe('xn--fa-hia.de');
    expect(suggested('http://faß.de/')).toEqual(['http://xn--fa-hia.de/']);
  });

  it('reports a non-ASCII host with no IDNA form, without a suggestion', () => {
    const text = 'http://xn--a.bücher.de/';
    expect(run(text).map((f) => f.messageId)).toEqual(['invalidALabel', 'nonAsciiInvalid']);
    expect(run(text)[1].suggestions).toBeUndefined();
  });

  it('checks a host with encoded unreserved characters as browsers decode it', () => {
    // WHATWG percent-decodes a special host before IDNA: m%61ñana.example is mañana.example.
    expect(new URL('https://m%61ñana.example/').hostname).toBe('xn--maana-pta.example');
    const text = 'https://m%61ñana.example/';
    const [f, ...rest] = run(text);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'nonAscii', start: 8, end: 16, message: 'The host "mañana.example" is not ASCII; its Punycode (IDNA) form is "xn--maana-pta.example".' });
    // The edit replaces the label as written, triplets included, with what browsers use.
    expect(suggested(text)).toEqual(['https://xn--maana-pta.example/']);
    // Browser-rejected IPv4-like forms too: 0x%31%30.0.0.1 is 0x10.0.0.1 to browsers.
    expect(new URL('http://0x%31%30.0.0.1/').hostname).toBe('16.0.0.1');
    expect(run('http://0x%31%30.0.0.1/')).toMatchObject([{ messageId: 'ipv4NonDecimal', start: 7, end: 15 }]);
    expect(run('http://%31%32%37.0.0.1/')).toEqual([]);
    // A non-special host is opaque to browsers: nothing is decoded there.
    expect(run('myapp://m%61ñana.example/')).toEqual([]);
  });

  it('reports invisible characters in a host', () => {
    const text = 'http://exa\u200bmple.com/';
    expect(run(text)).toMatchObject([{ messageId: 'invisibleChar', start: 10, end: 11, message: 'The host holds the invisible character U+200B, which hides what host this URL names.' }]);
    expect(suggested(text)).toEqual(['http://example.com/']);
  });

  it('reports a percent-encoded host in special schemes, suggesting what browsers decode it to', () => {
    const text = 'http://b%C3%BCcher.de/';
    expect(run(text)).toMatchObject([{ messageId: 'percentEncoded', start: 7, end: 21, message: 'The host "b%C3%BCcher.de" is percent-encoded; browsers decode it to "bücher.de".' }]);
    expect(suggested(text)).toEqual(['http://xn--bcher-kva.de/']);
    expect(new URL(text).hostname).toBe('xn--bcher-kva.de');
    // Only unreserved triplets: prefer-normalized decodes them with a fix (RFC 3986 §6.2.2.2).
    expect(run('http://%65xample.com/')).toEqual([]);
    // A stray "%" or bytes that are not UTF-8: no-invalid-percent-encoding's.
    expect(run('http://a%zz.com/')).toEqual([]);
    expect(run('http://%FF.com/')).toEqual([]);
    expect(run('http://a%20b/')).toMatchObject([{ messageId: 'percentEncodedInvalid' }]);
    expect(run('http://a%20b/')[0].suggestions).toBeUndefined();
    // RFC 3986 allows pct-encoded in an opaque reg-name.
    expect(run('foo://a%2Cb/')).toEqual([]);
  });
});

describe('valid-host: negatives and placeholders', () => {
  it('accepts ordinary hosts', () => {
    for (const text of [
      'https://example.com/',
      'https://www.example.co.uk:8443/a?b#c',
      'http://localhost:3000/',
      'https://api.github.com/repos/{owner}/{repo}',
      'ssh://git@github.com/org/repo.git',
      'mailto:user@example.com',
      'mongodb://a:27017,b:27017/db',
      'http://xn--bcher-kva.de/',
      'HTTP://EXAMPLE.COM/',
    ]) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('leaves template placeholders in a host alone', () => {
    for (const text of ['https://${host}/x', 'https://{tenant}.example.com/', 'https://api-{env}.example.com/', 'http://${sub}.example.com:8080/', 'https://{host}:{port}/']) {
      expect(run(text), text).toEqual([]);
    }
    // Labels away from the placeholder are still checked.
    expect(run('https://{tenant}.a..com/')).toMatchObject([{ messageId: 'emptyLabel' }]);
  });
});

describe('host and port rules: robustness', () => {
  it('never throw inside check() and stay fast on long or odd input', async () => {
    const { parseUriReference } = await import('../parse.js');
    const { Holes } = await import('../holes.js');
    const { validHost } = await import('./valid-host.js');
    const { validPort } = await import('./valid-port.js');
    const { noDefaultPort } = await import('./no-default-port.js');
    const { noCredentials } = await import('./no-credentials.js');
    const inputs = [
      'http://' + 'a.'.repeat(50_000) + 'com/',
      'http://' + '{x}.'.repeat(20_000) + 'com/',
      'http://[' + '1:'.repeat(50_000) + ']/',
      'http://[' + ':'.repeat(50_000),
      'http://' + '1.'.repeat(50_000) + '1/',
      'http://' + '0x'.repeat(50_000) + '/',
      'http://h:' + '0'.repeat(100_000) + '/',
      'https://' + 'u:'.repeat(50_000) + '@h/',
      'http://' + '%'.repeat(50_000) + '/',
      'http://' + 'ü'.repeat(50_000) + '/',
      'http://[',
      'http://]',
      'http://[v',
      'http://:',
      'http://@:',
      'http://\uD800/',
      'file://:/',
      '//',
    ];
    const rules = [validHost, validPort, noDefaultPort, noCredentials] as const;
    for (const text of inputs) {
      const uri = parseUriReference(text);
      const scheme = uri.scheme ? uri.scheme.value.toLowerCase() : '';
      for (const rule of rules) {
        const ctx = {
          text,
          uri,
          scheme,
          options: rule.defaultOptions,
          context: 'absolute' as const,
          identifier: false,
          holes: new Holes(text, []),
          report: () => {},
        };
        expect(() => (rule.check as (c: typeof ctx) => void)(ctx), `${rule.id}: ${text.slice(0, 40)}`).not.toThrow();
      }
    }
  });
});
