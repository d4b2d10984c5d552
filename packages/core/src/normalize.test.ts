import { describe, expect, it } from 'vitest';
import { normalize, normalizePercentEncoding, removeDotSegments } from './normalize.js';

describe('normalize (RFC 3986 §6.2.2, §6.2.3)', () => {
  it.each([
    ['HTTP://Host/%7euser', 'http://host/~user'],
    ['https://x.com:443/', 'https://x.com/'],
    ['http://example.com:/', 'http://example.com/'],
    ['http://a/b/c/./../../g', 'http://a/g'],
    ['HTTP://User@Example.COM/%2f%41', 'http://User@example.com/%2FA'],
    ['http://[2001:DB8::1]/', 'http://[2001:db8::1]/'],
    ['foo://a:80/', 'foo://a:80/'],
    ['http://example.com/?', 'http://example.com/?'],
    ['http://a/%zz', 'http://a/%zz'],
  ])('%s → %s', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('keeps leading dot segments of a relative-path reference (they mean something until resolved)', () => {
    expect(normalize('../a/./b')).toBe('../a/b');
  });

  it('decodes only unreserved characters and upper-cases the rest (§6.2.2.1–2)', () => {
    expect(normalizePercentEncoding('%7e%2f%41%3a')).toBe('~%2FA%3A');
  });

  it('removes dot segments as in §5.2.4', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('/..')).toBe('/');
    expect(removeDotSegments('/a/.')).toBe('/a/');
  });
});
