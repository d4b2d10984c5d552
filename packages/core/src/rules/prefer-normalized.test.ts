import { describe, expect, it } from 'vitest';
import { readCases } from '../../../../test/support/conformance.js';
import { analyze, applyEdits, normalize, type AnalyzeOptions, type RuleSetting } from '../index.js';

const ID = 'prefer-normalized';
const run = (text: string, options: AnalyzeOptions = {}, setting: RuleSetting = 'warn') =>
  analyze(text, { preset: 'none', rules: { [ID]: setting }, ...options });
const fixAll = (text: string, options: AnalyzeOptions = {}, setting: RuleSetting = 'warn') =>
  applyEdits(text, run(text, options, setting).flatMap((f) => f.fix ?? []));
const slash: RuleSetting = ['warn', { trailingSlash: true }];


describe(ID, () => {
  describe('RFC 3986 §6.2 examples', () => {
    const cases = readCases<{ input: string; normalized: string; section: string; kind: string }>('rfc3986-normalization.derived.json');

    it('fixes every syntax-based (§6.2.2) example URI to its normal form', () => {
      const syntax = cases.filter((c) => c.kind === 'syntax-based');
      expect(syntax.map((c) => c.input)).toEqual(['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D', 'HTTP://www.EXAMPLE.com/']);
      for (const c of syntax) expect(fixAll(c.input), c.input).toBe(c.normalized);
    });

    it('reports each part of the §6.2.2 example on its own, with its own fix', () => {
      const text = 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d';
      const findings = run(text);
      expect(findings.map((f) => [f.messageId, f.start, f.end])).toEqual([
        ['schemeCase', 0, 7],
        ['dotSegments', 11, 18],
        ['encodedUnreserved', 21, 24],
        ['lowercaseHex', 25, 28],
        ['lowercaseHex', 31, 34],
      ]);
      expect(findings[0].fix).toEqual([{ start: 0, end: 7, text: 'example' }]);
      expect(findings[1].fix).toEqual([{ start: 11, end: 18, text: '' }]);
      expect(findings[2].fix).toEqual([{ start: 21, end: 24, text: 'c' }]);
      expect(findings[3].fix).toEqual([{ start: 25, end: 28, text: '%7B' }]);
      expect(findings[4].fix).toEqual([{ start: 31, end: 34, text: '%7D' }]);
    });

    it('§6.2.3: the empty http path is "/" only with the trailingSlash option; "/?" stays', () => {
      expect(run('http://example.com')).toEqual([]);
      expect(fixAll('http://example.com', {}, slash)).toBe('http://example.com/');
      expect(run('http://example.com/?', {}, slash)).toEqual([]);
    });
  });
});

describe(ID, () => {
  describe('case (§6.2.2.1)', () => {
    it('lower-cases the scheme', () => {
      const [f] = run('HTTPS://example.com/');
      expect(f).toMatchObject({ messageId: 'schemeCase', start: 0, end: 5, severity: 'warn' });
      expect(f.message).toBe('Upper-case letters in the scheme "HTTPS", which is case-insensitive; prefer "https".');
      expect(fixAll('Mailto:joe@example.com')).toBe('mailto:joe@example.com');
    });

    it('lower-cases a reg-name host with one edit per run of capitals', () => {
      const [f, ...rest] = run('https://www.Example.COM/Path');
      expect(rest).toEqual([]);
      expect(f).toMatchObject({ messageId: 'hostCase', start: 12, end: 23 });
      expect(f.message).toBe('Upper-case letters in the host "www.Example.COM", which is case-insensitive; prefer "www.example.com".');
      expect(f.fix).toEqual([
        { start: 12, end: 13, text: 'e' },
        { start: 20, end: 23, text: 'com' },
      ]);
    });

    it('lower-cases the hex digits of an IPv6 address but not its zone identifier', () => {
      expect(fixAll('http://[2001:DB8::A]/')).toBe('http://[2001:db8::a]/');
      expect(fixAll('http://[FE80::1%25Eth0]/')).toBe('http://[fe80::1%25Eth0]/');
      expect(run('http://[fe80::1%25Eth0]/')).toEqual([]);
      expect(run('http://192.168.0.1/')).toEqual([]);
    });

    it('lower-cases an IPvFuture literal like any host (RFC 3986 §3.2.2: the host is case-insensitive)', () => {
      // No browser parses IPvFuture, so the RFC's equivalence is the only meaning: a fix, in any scheme.
      expect(fixAll('http://[v1.ABC]/')).toBe('http://[v1.abc]/');
      expect(fixAll('myapp://[V7.Node:A]/x')).toBe('myapp://[v7.node:a]/x');
      expect(normalize('myapp://[V7.Node:A]/x')).toBe('myapp://[v7.node:a]/x');
    });

    it('keeps the case of a drive letter, which browsers move from the host into the path', () => {
      // WHATWG: file://D:/x is file:///D:/x; lower-casing "D" would name another drive.
      expect(new URL('file://D:/x').href).toBe('file:///D:/x');
      expect(run('file://D:/x')).toEqual([]);
      expect(run('file://D|/x')).toEqual([]);
      expect(run('//D:/x', { context: 'reference' })).toEqual([]);
      expect(normalize('file://D:/x')).toBe('file://D:/x');
    });

    it('only suggests lower-casing the host of a network-path reference, whose base may be non-special', () => {
      expect(new URL('//Example.COM/x', 'myapp://base/').href).toBe('myapp://Example.COM/x');
      const [f] = run('//Example.COM/x', { context: 'reference' });
      expect(f).toMatchObject({ messageId: 'hostCase', start: 2, end: 13 });
      expect(f.fix).toBeUndefined();
      expect(f.suggestions).toHaveLength(1);
    });

    it('only suggests lower-casing the host of a non-special URL (browsers keep it as written)', () => {
      const [f] = run('myapp://Host/x');
      expect(f).toMatchObject({ messageId: 'hostCase', start: 8, end: 9 });
      expect(f.fix).toBeUndefined();
      expect(f.suggestions).toHaveLength(1);
      expect(applyEdits('myapp://Host/x', f.suggestions![0].edits)).toBe('myapp://host/x');
    });

    it('leaves the path, query and fragment case alone', () => {
      expect(run('https://example.com/Path/To?Q=A#Frag')).toEqual([]);
    });
  });
});

describe(ID, () => {
  describe('percent-encoding (§6.2.2.1, §6.2.2.2)', () => {
    it('upper-cases hex digits, grouping adjacent triplets', () => {
      const [f] = run('https://example.com/caf%c3%a9');
      expect(f).toMatchObject({ messageId: 'lowercaseHex', start: 23, end: 29 });
      expect(f.message).toBe('Lower-case hex digits in %c3%a9 in the path; prefer %C3%A9.');
      expect(f.fix).toEqual([{ start: 23, end: 29, text: '%C3%A9' }]);
      expect(fixAll('https://example.com/%3a?%2f=%5b#%e2%82%ac')).toBe('https://example.com/%3A?%2F=%5B#%E2%82%AC');
    });

    it('decodes unreserved characters instead', () => {
      const [f] = run('https://example.com/%7euser');
      expect(f).toMatchObject({ messageId: 'encodedUnreserved', start: 20, end: 23 });
      expect(f.message).toBe('Percent-encoded unreserved characters %7e in the path; prefer "~".');
      expect(f.fix).toEqual([{ start: 20, end: 23, text: '~' }]);
      expect(fixAll('https://example.com/%41%42c%2D%5f%2E%30?%7E=%61#%7e')).toBe('https://example.com/ABc-_.0?~=a#~');
    });

    it('decodes in the host to lower case (a special host is case-insensitive)', () => {
      expect(fixAll('https://ex%41mple.com/')).toBe('https://example.com/');
      expect(fixAll('https://user%2a%7E@example.com/')).toBe('https://user%2A~@example.com/');
    });

    it('reads an encoded dot segment as a dot segment, as RFC 3986 §2.3 and browsers do', () => {
      // §2.3: %2E and "." are equivalent; WHATWG reads %2e, .%2e, %2e. and %2e%2e as dot segments.
      for (const url of ['https://example.com/a/%2E%2E/b', 'https://example.com/a/%2E/b', 'https://example.com/a/.%2e/b', 'myapp://h/a/%2e%2e/b']) {
        expect(fixAll(url), url).toBe(new URL(url).href);
        expect(normalize(url), url).toBe(new URL(url).href);
      }
      const [f] = run('https://example.com/a/%2E%2E/b');
      expect(f).toMatchObject({ messageId: 'dotSegments', start: 19, end: 28, data: { segments: '/a/%2E%2E' } });
      // Inside a longer segment it is an ordinary character, but one that starts a segment stays
      // encoded: Node 20's parser stops removing dot segments once a segment starts with ".".
      expect(fixAll('https://example.com/a%2Eb/%2E%2E%2E/x%2e')).toBe('https://example.com/a.b/%2E%2E%2E/x.');
      expect(fixAll('https://example.com/%2ewell-known/x')).toBe('https://example.com/%2Ewell-known/x');
      // The query has no segments.
      expect(fixAll('https://example.com/?%2E%2E')).toBe('https://example.com/?..');
    });

    it('never forges a new escape next to a "%" that starts no triplet', () => {
      // Decoding %42 in "%4%42" would write "%4B", an escape that was not there.
      for (const url of ['https://example.com/%4%42', 'https://example.com/%%41x', 'https://ex%4%42.com/', 'https://example.com/%254%42', 'https://example.com/%25%41']) {
        expect(run(url).filter((f) => f.messageId === 'encodedUnreserved'), url).toEqual([]);
      }
      // A decoded character that is no hex digit forges nothing.
      expect(fixAll('https://example.com/%4%7E')).toBe('https://example.com/%4~');
      expect(normalize('https://example.com/a/%4%42')).toBe('https://example.com/a/%4%42');
    });

    it('never decodes a triplet into a scheme or a drive letter', () => {
      // RFC 3986 §4.2: a relative reference whose first segment holds ":" reads as a scheme once
      // decoded: h%41ttps://x.com/p is a path to browsers, hAttps://x.com/p an absolute URL.
      expect(new URL('h%41ttps://x.com/p', 'https://base.example/').href).toBe('https://base.example/h%41ttps://x.com/p');
      const ref = { context: 'reference' } as const;
      expect(run('h%41ttps://x.com/p', ref).filter((f) => f.messageId === 'encodedUnreserved')).toEqual([]);
      expect(fixAll('./h%41ttps://x.com/p', ref)).toBe('./hAttps://x.com/p');
      expect(fixAll('a/h%41ttps:', ref)).toBe('a/hAttps:');
      // normalize() writes the "./" that §4.2 asks for, after which decoding is safe.
      expect(normalize('h%41ttps://x.com/p')).toBe('./hAttps://x.com/p');
      // WHATWG: %43: is no drive letter, so ".." cancels it; "C:" would be kept.
      expect(new URL('file:///%43:/../x').href).toBe('file:///x');
      expect(run('file:///%43:/x').filter((f) => f.messageId === 'encodedUnreserved')).toEqual([]);
      expect(normalize('file:///%43:/x')).toBe('file:///%43:/x');
    });

    it('never repeats a password', () => {
      const [f] = run('https://user:s%7e@example.com/');
      expect(f).toMatchObject({ messageId: 'encodedUnreservedPassword', start: 14, end: 17 });
      expect(f.message).toBe('Percent-encoded unreserved characters in the password; prefer them unencoded.');
      expect(run('https://user:s%2a@example.com/')[0].message).toBe('Lower-case hex digits in a percent-encoding in the password; prefer upper case.');
    });
  });
});

describe(ID, () => {
  describe('percent-encoding (§6.2.2.1, §6.2.2.2)', () => {
    it('only suggests changes to the host of a non-special URL', () => {
      const [f] = run('myapp://h%41/');
      expect(f.fix).toBeUndefined();
      expect(applyEdits('myapp://h%41/', f.suggestions![0].edits)).toBe('myapp://ha/');
    });

    it('leaves a "%" that starts no triplet to no-invalid-percent-encoding', () => {
      expect(run('https://example.com/%zz%4')).toEqual([]);
    });
  });
});

describe(ID, () => {
  describe('dot segments (§6.2.2.3, §5.2.4)', () => {
    it('removes only the dot segments and what they cancel', () => {
      const text = 'https://example.com/a/./b/../c';
      const [f, ...rest] = run(text);
      expect(rest).toEqual([]);
      expect(f).toMatchObject({ messageId: 'dotSegments', start: 21, end: 28 });
      expect(f.message).toBe('Dot segments "/./b/.." in the path, which RFC 3986 §5.2.4 removes.');
      expect(f.fix).toEqual([{ start: 21, end: 28, text: '' }]);
      expect(applyEdits(text, f.fix!)).toBe('https://example.com/a/c');
    });

    it('keeps the final "/" of a path that ends in a dot segment', () => {
      expect(run('https://example.com/a/b/..')[0].fix).toEqual([{ start: 22, end: 26, text: '' }]);
      expect(fixAll('https://example.com/a/b/..')).toBe('https://example.com/a/');
      expect(fixAll('https://example.com/a/.')).toBe('https://example.com/a/');
      expect(fixAll('https://example.com/..')).toBe('https://example.com/');
      expect(fixAll('https://example.com/../a?x#y')).toBe('https://example.com/a?x#y');
    });

    it('makes one finding per run of removed segments', () => {
      const findings = run('https://example.com/./a/./b/');
      expect(findings.map((f) => [f.start, f.end])).toEqual([[19, 21], [23, 25]]);
      expect(fixAll('https://example.com/./a/./b/')).toBe('https://example.com/a/b/');
    });

    it('agrees with the RFC 3986 §5.2.4 and python-rfc3986 examples for absolute paths', () => {
      const rfc = readCases<{ input: string; output: string }>('rfc3986-remove-dot-segments.derived.json');
      const py = readCases<{ op: string; input: string; expected: string }>('python-rfc3986-normalizers.derived.json')
        .filter((c) => c.op === 'remove_dot_segments')
        .map((c) => ({ input: c.input, output: c.expected }));
      const absolute = [...rfc, ...py].filter((c) => c.input.startsWith('/') && !c.input.startsWith('//'));
      expect(absolute.length).toBe(8);
      for (const c of absolute) {
        const text = 'http://example.com' + c.input;
        const dots = run(text).filter((f) => f.messageId === 'dotSegments');
        expect(applyEdits(text, dots.flatMap((f) => f.fix!)), c.input).toBe('http://example.com' + c.output);
      }
      // A network-path reference has an authority.
      const net = py.find((c) => c.input.startsWith('//'))!;
      const dots = run(net.input, { context: 'reference' }).filter((f) => f.messageId === 'dotSegments');
      expect(applyEdits(net.input, dots.flatMap((f) => f.fix!))).toBe(net.output);
    });

    it('never touches a relative-path reference or a rootless path', () => {
      for (const text of ['../x', './a/../b', 'a/./b/../b', 'mid/content=5/../6']) {
        expect(run(text, { context: 'reference' }), text).toEqual([]);
      }
      expect(run('urn:a/./b/../c')).toEqual([]);
      expect(run('mailto:a/../b@example.com')).toEqual([]);
      expect(fixAll('/a/./b', { context: 'reference' })).toBe('/a/b');
    });

    it('does not cancel a segment that means something else to browsers or is a placeholder', () => {
      expect(run('https://example.com/a\\b/../c')).toEqual([]); // WHATWG reads "\" as "/"
      expect(run('https://example.com/${dir}/../x')).toEqual([]);
      expect(run('https://example.com/users/:id/..')).toEqual([]);
      expect(run('https://example.com/a/..', { holes: [{ start: 24, end: 24 }] })).toEqual([]); // `'…/..' + rest`
      expect(run('https://${host}/../x')).toEqual([]); // the placeholder may hold a path
      expect(run('file:///C:/../x')).toEqual([]); // browsers keep a drive letter
      expect(fixAll('https://example.com/${dir}/./x')).toBe('https://example.com/${dir}/x');
      // A reference may resolve against an http base (`\` is "/") or a file: base (drive letters).
      const ref = { context: 'reference' } as const;
      expect(new URL('/a\\b/../c', 'https://base.example/').href).toBe('https://base.example/a/c');
      expect(run('/a\\b/../c', ref)).toEqual([]);
      expect(new URL('/C:/../x', 'file:///D:/dir/').href).toBe('file:///C:/x');
      expect(run('/C:/../x', ref)).toEqual([]);
      expect(run('/C|/../x', ref)).toEqual([]);
    });
  });
});

describe(ID, () => {
  describe('dot segments (§6.2.2.3, §5.2.4)', () => {
    it('leaves a reference alone whose empty authority browsers fill with the path\'s first segment', () => {
      // WHATWG "special authority ignore slashes": against an http base, cdn.example is the host.
      expect(new URL('///cdn.example/../a.js', 'https://base.example/').href).toBe('https://cdn.example/a.js');
      expect(run('///cdn.example/../a.js', { context: 'reference' })).toEqual([]);
      expect(normalize('///cdn.example/../a.js')).toBe('///cdn.example/../a.js');
    });

    it('stays where Node\'s URL parser reads the path differently', () => {
      // Browsers remove the tab first: `.\t.` is `..` to them, and the rule sees what they see;
      // an edit that would also delete the tab is no fix.
      const tab = run('https://example.com/a/.\t./../b', { context: 'reference' });
      expect(tab.map((f) => [f.messageId, f.start, f.end])).toEqual([['dotSegments', 19, 28]]);
      expect(tab[0].fix).toBeUndefined();
      expect(run('https://example.com/x/.well-known/b/..')).toEqual([]); // Node 20 keeps this path as it is
      expect(run('myapp://host/..')).toEqual([]); // Node: empty path, not "/"
      expect(fixAll('myapp://host/a/../b')).toBe('myapp://host/b');
    });

    it('leaves special URLs without an authority alone (browsers read a host there)', () => {
      expect(run('http:/a/../b')).toEqual([]);
      expect(run('http:///a/../b')).toEqual([]);
    });

    it('never makes a path that would read as an authority', () => {
      expect(run('/a/..//b', { context: 'reference' })).toEqual([]);
      // `/\cdn/x` names the host cdn against an http base; `/./\cdn/x` does not.
      expect(new URL('/./\\cdn/x', 'https://base.example/').href).toBe('https://base.example//cdn/x');
      expect(new URL('/\\cdn/x', 'https://base.example/').href).toBe('https://cdn/x');
      expect(run('/./\\cdn/x', { context: 'reference' }).filter((f) => f.ruleId === ID)).toEqual([]);
    });

    it('reports nothing in a segment that a dot segment cancels', () => {
      expect(run('https://example.com/a/%7e/../b').map((f) => f.messageId)).toEqual(['dotSegments']);
      expect(fixAll('https://example.com/a/%7e/../b')).toBe('https://example.com/a/b');
    });
  });
});

describe(ID, () => {
  describe('trailingSlash option', () => {
    it('is off by default (base URLs are written without "/")', () => {
      expect(run('https://api.example.com')).toEqual([]);
    });

    it('reports an empty path after the authority and inserts "/"', () => {
      const [f] = run('https://user@api.example.com:8443?x=1', {}, slash);
      expect(f).toMatchObject({ messageId: 'missingTrailingSlash', start: 13, end: 33 });
      expect(f.message).toBe('Missing "/" path after the host "api.example.com".');
      expect(f.fix).toEqual([{ start: 33, end: 33, text: '/' }]);
      expect(fixAll('https://api.example.com#top', {}, slash)).toBe('https://api.example.com/#top');
    });

    it('only for schemes whose empty path is "/", and not before a placeholder', () => {
      expect(run('myapp://host', {}, slash)).toEqual([]);
      expect(run('https://api.example.com/', {}, slash)).toEqual([]);
      expect(run('https://api.example.com${path}', {}, slash)).toEqual([]);
      expect(run('https://api.example.com', { holes: [{ start: 23, end: 23 }] }, slash)).toEqual([]);
    });

    it('leaves a prefix that ends at the port\'s ":" alone, but not an empty port before a query', () => {
      expect(run('http://127.0.0.1:', {}, slash)).toEqual([]);
      // valid-port drops the ":" and this rule adds the "/" in the same pass.
      const text = 'https://api.example.com:?q';
      expect(run(text, {}, slash)).toMatchObject([{ messageId: 'missingTrailingSlash', fix: [{ start: 24, end: 24, text: '/' }] }]);
      const both = analyze(text, { preset: 'none', rules: { 'urilint/prefer-normalized': slash, 'urilint/valid-port': 'error' } });
      const fixed = applyEdits(text, both.flatMap((f) => f.fix ?? []));
      expect(fixed).toBe('https://api.example.com/?q');
      expect(new URL(fixed).href).toBe(new URL(text).href);
    });
  });

  it('reports nothing for normalized URLs and leaves ports to no-default-port', () => {
    for (const text of ['https://example.com/', 'http://example.com:80/', 'https://example.com/a/b?c=%C3%A9#d', 'https://api.github.com/repos/{owner}/{repo}', 'https://example.com/users/:id']) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('fixes to what browsers produce themselves for scheme, host and dot segments', () => {
    for (const text of ['HTTP://WWW.Example.COM/a/./b/../c', 'https://Example.com/../x/.', 'wss://[2001:DB8::1]/a/b/../../c', 'FILE:///tmp/./x']) {
      expect(fixAll(text), text).toBe(new URL(text).href);
    }
  });
});
