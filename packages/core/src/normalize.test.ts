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

  it('reads an encoded dot segment as a dot segment (RFC 3986 §2.3; WHATWG too)', () => {
    for (const url of ['http://h/a/%2E%2E/b', 'http://h/a/.%2e/b', 'http://h/a/%2e/b', 'myapp://h/a/%2E%2E/b']) {
      expect(normalize(url), url).toBe(new URL(url).href);
    }
  });

  it('lower-cases an IPvFuture literal and keeps the case of a zone identifier (RFC 3986 §3.2.2, RFC 6874)', () => {
    expect(normalize('http://[V1.AB]/')).toBe('http://[v1.ab]/');
    expect(normalize('http://[FE80::1%25Eth0]/')).toBe('http://[fe80::1%25Eth0]/');
  });

  it('keeps what browsers read as a drive letter or a host', () => {
    // file://D:/x is file:///D:/x to browsers: the "host" is a drive letter.
    expect(normalize('file://D:/x')).toBe('file://D:/x');
    // Browsers never remove a drive letter with "..".
    expect(new URL('file:///C:/..').href).toBe('file:///C:/');
    expect(normalize('file:///C:/..')).toBe('file:///C:/..');
    // Against an http base, cdn.example is the host of ///cdn.example/../a.js.
    expect(normalize('///cdn.example/../a.js')).toBe('///cdn.example/../a.js');
    expect(normalize('http:/a/../b')).toBe('http:/a/../b');
  });

  it('removes the dot segments of a relative-path reference without climbing past its start', () => {
    const base = 'https://base.example/a/b/c';
    for (const ref of ['a/b/../../../x', 'x/./y/../z', '../a/./b', 'a/..', 'a/b/..', './x', 'a//../b']) {
      expect(new URL(normalize(ref), base).href, ref).toBe(new URL(ref, base).href);
    }
    expect(normalize('a/b/../../../x')).toBe('../x');
    expect(normalize('x/./y/../z')).toBe('x/z');
  });

  it('never decodes a triplet into a new escape, a scheme or a drive letter', () => {
    expect(normalize('http://h/a/%4%42')).toBe('http://h/a/%4%42');
    expect(normalize('http://h/%%41b')).toBe('http://h/%%41b');
    expect(normalize('file:///%43:/x')).toBe('file:///%43:/x');
    // RFC 3986 §4.2: a first segment with ":" gets "./", after which decoding is safe.
    expect(normalize('h%41ttps://x.com/p')).toBe('./hAttps://x.com/p');
  });
});
