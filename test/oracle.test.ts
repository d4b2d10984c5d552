import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutate } from './support/mutations.mjs';
import { checkInput, forgedEscapes, isRfc3986UriReference, meaningChange } from './support/oracle.mjs';

/*
 * The oracle check: each fix alone and all fixes together keep what WHATWG (Node's
 * `URL`) reads, converge in one pass, forge no escape, and leave a valid RFC 3986 reference or a
 * finding. This test runs a sample of the mutated corpus and generated input; scripts/oracle.mjs
 * runs the full mutation set and prints its counts.
 */

interface Violation {
  kind: string;
  input: string;
  context: string;
  after: string;
  detail: string;
}

function check(inputs: Array<{ input: string; context: 'absolute' | 'reference' }>): { fixes: number; violations: Violation[] } {
  let fixes = 0;
  const violations: Violation[] = [];
  for (const { input, context } of inputs) {
    const result = checkInput(input, context);
    fixes += result.fixes;
    violations.push(...result.violations);
  }
  return { fixes, violations };
}

describe('the oracle itself', () => {
  it('reads RFC 3986 URI references as Appendix A writes them', () => {
    // §1.1.2 examples, and references of every form of §4.1.
    for (const ok of [
      'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      'http://www.ietf.org/rfc/rfc2396.txt',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'telnet://192.0.2.16:80/',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
      '//host/a',
      '/a/b?c#d',
      './this:that',
      '',
      'http://[v7.a:b]/',
      'foo://[fe80::1%25eth0]/',
    ]) {
      expect(isRfc3986UriReference(ok), ok).toBe(true);
    }
    for (const bad of ['http://a b/', 'http://h/a b', 'this:that:/%zz', ':80/api', 'http://h/a|b', 'http://[::1::2]/', 'http://h:8o/', 'a@b@c:/x', 'http://u@v@h/', 'x#a#b']) {
      expect(isRfc3986UriReference(bad), bad).toBe(false);
    }
  });

  it('compares meaning up to RFC 3986 §6.2.2 and apart from it otherwise', () => {
    expect(meaningChange('http://h/%7e', 'http://h/~', 'absolute')).toBe('');
    expect(meaningChange('http://h/a b', 'http://h/a%20b', 'absolute')).toBe('');
    expect(meaningChange('http://h/a|b', 'http://h/a%7Cb', 'absolute')).toBe('');
    expect(meaningChange('gopher://h:70/x', 'gopher://h/x', 'absolute')).toBe(''); // RFC 1738 default port (§6.2.3)
    expect(meaningChange('http://h/a%2Fb', 'http://h/a/b', 'absolute')).not.toBe('');
    expect(meaningChange('file:///d|/x', 'file:///d%7C/x', 'absolute')).not.toBe('');
    expect(meaningChange('myapp://Host/x', 'myapp://host/x', 'absolute')).not.toBe('');
    expect(meaningChange('..\\x', '..%5Cx', 'reference')).not.toBe('');
    expect(meaningChange('ht\ttp://[::1]/', 'ht\ttp://%5B::1%5D/', 'absolute')).toBe('no longer parses');
  });

  it('tells a forged escape from one that was there or that an edit wrote', () => {
    expect(forgedEscapes('%4%42', [{ start: 2, end: 5, text: 'B' }])).toEqual(['%4B']);
    expect(forgedEscapes('%4%42', [{ start: 0, end: 1, text: '%25' }])).toEqual([]);
    expect(forgedEscapes('a b%41', [{ start: 1, end: 2, text: '%20' }])).toEqual([]);
    expect(forgedEscapes('%%41b', [{ start: 1, end: 4, text: 'A' }])).toEqual(['%Ab']);
  });
});

describe('oracle check: every fix alone and all together', () => {
  it('holds for the families of input that once made a fix change a URL', () => {
    const cases: Array<[string, 'absolute' | 'reference']> = [
      ['file:///d|/docs/a.txt', 'absolute'],
      ['file://D:/x', 'absolute'],
      ['//D:/', 'reference'],
      ['..\\img\\a.png', 'reference'],
      ['\\\\assets\\x.css', 'reference'],
      ['///cdn.example/../a.js', 'reference'],
      ['https://example.com/a/%4%42', 'absolute'],
      ['http://ex%4%42.com/', 'absolute'],
      ['h%41ttps://x.com/p', 'reference'],
      ['ht\ttp://[::1]/', 'reference'],
      ['https://me@mail.example@host.example/', 'absolute'],
      ['ssh://a@b@host/', 'absolute'],
      ['file://admin@server/share', 'absolute'],
      ['ssh://@/x', 'absolute'],
      ['git://:9418/repo', 'absolute'],
      [':80/api', 'reference'],
      ['https://m%61ñana.example/', 'absolute'],
      ['https://example.com/é a', 'reference'],
      ['http://h/a/%2E%2E/b', 'absolute'],
      ['http://[v1.AB]/', 'absolute'],
    ];
    const { violations } = check(cases.map(([input, context]) => ({ input, context })));
    expect(violations).toEqual([]);
    // Each gets a verdict.
    const quiet = cases.filter(([input, context]) => checkInput(input, context).findings.length === 0).map(([input]) => input);
    expect(quiet).toEqual([]);
  });

  it('holds on a sample of the mutated benchmark URLs and on the WPT inputs (scripts/oracle.mjs runs them all)', () => {
    const corpus = readFileSync(new URL('../bench/data/kasztp-urls.txt', import.meta.url), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const wpt = (JSON.parse(readFileSync(new URL('./fixtures/conformance/urltestdata.json', import.meta.url), 'utf8')) as unknown[]).filter(
      (c): c is { input: string; base: string | null } => typeof c === 'object' && c !== null,
    );
    const inputs: Array<{ input: string; context: 'absolute' | 'reference' }> = [];
    corpus.forEach((url, k) => {
      if (k % 60 === 0) inputs.push(...mutate(url, k));
    });
    for (const c of wpt) inputs.push({ input: c.input, context: c.base ? 'reference' : 'absolute' });
    const { fixes, violations } = check(inputs);
    expect(violations.slice(0, 10)).toEqual([]);
    expect(inputs.length).toBeGreaterThan(17_000);
    expect(fixes).toBeGreaterThan(8_000);
    // About 5 s of CPU; a loaded machine (the whole suite on two cores) may need more time.
  }, 60_000);

  it('holds on generated URLs and references (fast-check)', () => {
    const char = fc.constantFrom(...'aZ0-._~!$&\'()*+,;=:@/?#[]%', ' ', '\t', '\\', '|', '"', '<', '^', '`', '{', '}', 'é', '日', '\u00a0', '\u200b');
    const piece = fc.oneof(
      char,
      fc.constantFrom('%41', '%7e', '%2e', '%2E%2E', '%4%42', '%%41', '%25', '%zz', '%C3%A9', '%c3', '.', '..', 'a', 'B', 'xn--a', 'd|', 'C:'),
    );
    const segment = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
    const reference = fc
      .tuple(
        fc.constantFrom('', 'http:', 'HTTPS:', 'file:', 'ssh:', 'myapp:', 'mailto:', 'h%41ttps:', ':80', 'ws:'),
        fc.constantFrom('', '//', '///', '\\\\', '/\\'),
        fc.constantFrom('', 'u@', 'a@b@', 'u:p@', '@'),
        fc.constantFrom('', 'example.com', 'Example.COM', 'D:', 'd|', 'm%61ñana.example', 'bücher.de', '[::1]', '[v1.AB]', '256.1.1.1', 'ex%4%42.com'),
        fc.constantFrom('', ':', ':80', ':0080', ':9418', ':8o'),
        fc.array(segment, { maxLength: 4 }).map((s) => (s.length > 0 ? '/' + s.join('/') : '')),
        fc.option(segment.map((q) => '?' + q), { nil: '' }),
        fc.option(segment.map((f) => '#' + f), { nil: '' }),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(reference, (s) => {
        const context = /^[a-z][a-z0-9+.-]*:/i.test(s) ? 'absolute' : 'reference';
        expect(checkInput(s, context).violations).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});
