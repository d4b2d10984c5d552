import { describe, expect, it } from 'vitest';
import { LONG_HOST, Plain, plainHttpUrl, plainHttpUrlShape } from './plain.js';

// What the fast path claims. test/plain-url.test.ts checks on real and generated URLs that a
// "plain" answer never hides a finding; these pin down each condition of the pattern.
describe('plainHttpUrl', () => {
  it.each([
    'http://example.com/',
    'https://example.com',
    'https://a.b.c/path/to/file.html?q=1&r=a.b/c?d#frag/x?y',
    'https://123.example/',
    'https://x-y.example/a/b.c/',
    `https://${'a'.repeat(63)}.com/`,
  ])('is plain: %s', (url) => expect(plainHttpUrl(url)).toBe(Plain.Yes));

  it.each(['https://my_host.example/', 'https://_dmarc.example.com/'])('is plain with an underscore: %s', (url) =>
    expect(plainHttpUrl(url)).toBe(Plain.WithUnderscore),
  );

  it('is not plain with an underscore in the host when the caller does not ask for that answer', () => {
    expect(plainHttpUrl('https://my_host.example/', false)).toBe(Plain.No);
    expect(plainHttpUrl('https://example.com/my_page', false)).toBe(Plain.Yes);
  });

  it.each([
    ['ftp://example.com/', 'another scheme'],
    ['HTTP://example.com/', 'upper-case scheme'],
    ['https://Example.com/', 'upper-case host'],
    ['https://example.com./', 'trailing dot'],
    ['https://a..b/', 'empty label'],
    ['https://-a.com/', 'label starting with -'],
    ['https://a-.com/', 'label ending with -'],
    ['https://xn--nxasmq6b.com/', 'Punycode label'],
    ['https://ab--cd.com/', '??-- label'],
    [`https://${'a'.repeat(64)}.com/`, 'label of 64'],
    [`https://${'a.'.repeat(127)}com/`, 'host over 253'],
    ['https://1.2.3.4/', 'IPv4'],
    ['https://a.123/', 'numeric last label'],
    ['https://a.0x1f/', 'hex last label'],
    ['https://a.com:443/', 'port'],
    ['https://u@a.com/', 'userinfo'],
    ['https://a.com/./x', 'dot segment'],
    ['https://a.com/x/../y', 'dot-dot segment'],
    ['https://a.com/.well-known/x', 'segment starting with a dot'],
    ['https://a.com/a%20b', 'percent-encoding'],
    ['https://a.com/a b', 'space'],
    ['https://a.com/#a#b', 'second #'],
    ['https://a.com/é', 'non-ASCII'],
    ['http://a', 'shorter than 9'],
  ])('is not plain: %s (%s)', (url) => expect(plainHttpUrl(url)).toBe(Plain.No));
});

describe('the path of a plain URL', () => {
  it('is exactly RFC 3986 §3.3 path-abempty of pchar without `%`, each segment not starting with `.`: every path of up to 6 characters after the host', () => {
    // A segment by segment reading, written out here, against the pattern's single loop.
    const segmentsOk = (path: string): boolean => (path.startsWith('/') && path.slice(1).split('/').every((s) => s === '' || (/^[A-Za-z0-9\-_~!$&'()*+,;=:@.]+$/.test(s) && !s.startsWith('.'))));
    const alphabet = ['/', '.', 'a', '~', '%', ' ', '-'];
    let paths = 0;
    let plain = 0;
    const visit = (path: string, left: number): void => {
      paths++;
      const expected = segmentsOk(path);
      expect(plainHttpUrl(`http://a.example${path}`) !== Plain.No, path).toBe(expected);
      if (expected) plain++;
      if (left > 0) for (const c of alphabet) visit(path + c, left - 1);
    };
    expect(plainHttpUrl('http://a.example') !== Plain.No).toBe(true);
    visit('/', 5); // the path starts at the first `/` (a `.` before it is the host's)
    expect(paths).toBe((7 ** 6 - 1) / 6);
    expect(plain).toBeGreaterThan(1000);
  });
});

describe('plainHttpUrlShape: hosts long enough to embed another domain', () => {
  it.each([
    ['https://example.com/', false],
    ['https://a.b.c/', false],
    ['https://my-site.example.com/', true],
    ['https://www.cpa-center.com/x', false],
    ['https://www.a.b.c/', false],
    ['https://www.a.b.c.d/', true],
    ['https://wwwx.a.b.c/', true],
    ['https://www-a.b.c.d/', true],
    ['https://paypal.com.evil.io/', true],
    ['https://paypal-com.evil.io?x', true],
    ['https://news.bbc.co.uk/1/hi', true],
  ])('%s: %s', (url, long) => {
    const shape = plainHttpUrlShape(url);
    expect(shape & ~LONG_HOST).toBe(Plain.Yes);
    expect((shape & LONG_HOST) !== 0).toBe(long);
  });

  it('flags every host with `_`, and answers as plainHttpUrl otherwise', () => {
    expect(plainHttpUrlShape('https://my_host.example/')).toBe(Plain.WithUnderscore | LONG_HOST);
    for (const url of ['https://a b/', 'HTTPS://a.b/', 'https://a.b.c.d:80/']) expect(plainHttpUrlShape(url), url).toBe(Plain.No);
  });
});
