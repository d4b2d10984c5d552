import { describe, expect, it } from 'vitest';
import { browserHostSpan, componentSpans, parse, parseUriReference, passwordStart, splitAt } from './parse.js';

const at = (text: string, c: { start: number; end: number } | undefined): string | undefined => (c ? text.slice(c.start, c.end) : undefined);

describe('parseUriReference', () => {
  it('locates every component of broken input (issue example)', () => {
    const t = 'http://exa mple.com:8o/a b?c d#e#f';
    const u = parseUriReference(t);
    expect(u.scheme).toMatchObject({ start: 0, end: 4, value: 'http' });
    expect(u.authority?.host).toMatchObject({ start: 7, end: 19, value: 'exa mple.com', kind: 'reg-name' });
    expect(u.authority?.port).toMatchObject({ start: 20, end: 22, value: '8o' });
    expect(u.path).toMatchObject({ start: 22, end: 26, value: '/a b' });
    expect(u.path.segments.map((s) => at(t, s))).toEqual(['a b']);
    expect(u.query).toMatchObject({ start: 27, end: 30, value: 'c d' });
    expect(u.fragment).toMatchObject({ start: 31, end: 34, value: 'e#f' });
  });

  it('splits userinfo at the last @ and finds an IPv6 literal with its port', () => {
    const t = 'ftp://u:p@ss@[2001:db8::7]:2121/a/b;type=i';
    const u = parseUriReference(t);
    expect(at(t, u.authority?.userinfo)).toBe('u:p@ss');
    expect(u.authority?.host.kind).toBe('ipv6');
    expect(at(t, u.authority?.host.inner)).toBe('2001:db8::7');
    expect(at(t, u.authority?.port)).toBe('2121');
    expect(u.path.segments.map((s) => s.value)).toEqual(['a', 'b;type=i']);
  });

  it('classifies hosts', () => {
    expect(parseUriReference('http://192.0.2.16/').authority?.host.kind).toBe('ipv4');
    expect(parseUriReference('http://[v7.fe]/').authority?.host.kind).toBe('ipvfuture');
    expect(parseUriReference('file:///etc').authority?.host.kind).toBe('empty');
    expect(parseUriReference('http://[::1/').authority?.host).toMatchObject({ kind: 'ipv6', unclosed: true });
  });

  it('records an empty port as an empty span after the colon', () => {
    const u = parseUriReference('http://h:/');
    expect(u.authority?.port).toMatchObject({ start: 9, end: 9, value: '' });
  });

  it('parses relative references (RFC 3986 §4.2)', () => {
    const t = '//g/x?y#s';
    const u = parseUriReference(t);
    expect(u.scheme).toBeUndefined();
    expect(at(t, u.authority?.host)).toBe('g');
    const r = parseUriReference('../a:b/c?q');
    expect(r.scheme).toBeUndefined();
    expect(r.path.segments.map((s) => s.value)).toEqual(['..', 'a:b', 'c']);
    expect(r.query?.value).toBe('q');
  });

  it('reads `\\` as an authority end in special schemes only, as browsers do', () => {
    expect(parseUriReference('http://a\\b').authority?.host.value).toBe('a');
    expect(parseUriReference('foo://a\\b').authority?.host.value).toBe('a\\b');
  });

  it('parses the RFC 3986 §1.1.2 examples', () => {
    expect(parseUriReference('mailto:John.Doe@example.com').path.value).toBe('John.Doe@example.com');
    expect(parseUriReference('urn:oasis:names:specification:docbook:dtd:xml:4.1.2').scheme?.value).toBe('urn');
    expect(parseUriReference('ldap://[2001:db8::7]/c=GB?objectClass?one').query?.value).toBe('objectClass?one');
    expect(parseUriReference('telnet://192.0.2.16:80/').authority?.port?.value).toBe('80');
    expect(parseUriReference('tel:+1-816-555-1212').path.value).toBe('+1-816-555-1212');
  });
});

describe('parse', () => {
  it('trims white space and returns null for none', () => {
    expect(parse('   ')).toBeNull();
    expect(parse('  http://a/ ')).toMatchObject({ start: 2, end: 11 });
  });
});

describe('component helpers', () => {
  it('splits at a separator, keeping empty parts', () => {
    expect(splitAt('a..b', 0, 4, 0x2e).map((p) => p.value)).toEqual(['a', '', 'b']);
    expect(splitAt('x/a//b', 2, 6, 0x2f)).toEqual([
      { start: 2, end: 3, value: 'a' },
      { start: 4, end: 4, value: '' },
      { start: 5, end: 6, value: 'b' },
    ]);
    expect(splitAt('ab', 1, 1, 0x2e)).toEqual([{ start: 1, end: 1, value: '' }]);
  });

  it('finds where a password starts (RFC 3986 §3.2.1)', () => {
    const t = 'ftp://user:p:w@host/';
    expect(passwordStart(parseUriReference(t).authority?.userinfo)).toBe(11);
    expect(passwordStart(parseUriReference('ftp://user@host/').authority?.userinfo)).toBe(-1);
    expect(passwordStart(parseUriReference('ftp://user:@host/').authority?.userinfo)).toBe(11);
    expect(passwordStart(undefined)).toBe(-1);
  });

  it('finds the host a browser reads in a mangled special URL', () => {
    const read = (text: string) => {
      const uri = parseUriReference(text);
      const scheme = uri.scheme?.value.toLowerCase() ?? '';
      const span = browserHostSpan({ text, scheme, uri });
      return span && text.slice(span.start, span.end);
    };
    expect(read('http:example.com/a')).toBe('example.com');
    expect(read('http:/example.com/a')).toBe('example.com');
    expect(read('https:\\\\example.com\\a')).toBe('example.com');
    expect(read('http:///example.com/a')).toBe('example.com');
    expect(read('http://example.com/a')).toBeNull();
    expect(read('file:/etc/hosts')).toBeNull();
    expect(read('mailto:a@b.example')).toBeNull();
  });

  it('lists the components in order, as a browser reads them', () => {
    const spans = (text: string) => {
      const uri = parseUriReference(text);
      const scheme = uri.scheme?.value.toLowerCase() ?? '';
      return componentSpans({ text, scheme, uri }).map((c) => `${c.name}:${text.slice(c.start, c.end)}`);
    };
    expect(spans('http://u:p@h:1/a?q#f')).toEqual(['userinfo:u:p', 'host:h', 'path:/a', 'query:q', 'fragment:f']);
    expect(spans('http:/h/a')).toEqual(['path:/', 'host:h', 'path:/a']);
    expect(spans('mailto:a@b')).toEqual(['path:a@b']);
  });
});
