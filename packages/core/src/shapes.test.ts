import { describe, expect, it } from 'vitest';
import { hasUrlShape, proseCut } from './shapes.js';

/** hasUrlShape on `scheme:rest`, the way detect.ts calls it (offset just past the colon). */
function shaped(value: string): boolean {
  const colon = value.indexOf(':');
  return hasUrlShape(value.slice(0, colon).toLowerCase(), value, colon + 1, value.length);
}

describe('hasUrlShape: a scheme-like prefix needs the shape of its URLs', () => {
  it.each([
    'data:,hello',
    'data:text/plain;base64,aGk=',
    'data:text/plain;charset=utf-8<p>Hi</p>', // a media type that lost its comma: still a data: URL, reported
    'file:///etc/hosts',
    'file:/etc/hosts',
    'file:c:/Windows',
    'file:C|/Windows',
    'http:/example.com',
    'http:\\\\example.com',
    'https:example.com/a',
    'mailto:a@b.example',
    'mailto:?subject=hi',
    'tel:+1-201-555-0123',
    'sms:911',
    'urn:isbn:0451450523',
    'geo:37.786971,-122.399677',
    'magnet:?xt=urn:btih:abc',
    'sip:alice@atlanta.example',
    'sip:atlanta.example',
    'xmpp:romeo@montague.example',
    'news:comp.lang.javascript',
    'news:*',
    'nntp://news.example/group',
    'cid:part1@example.net',
    'doi:10.1000/182',
    'blob:https://example.com/550e8400',
    'view-source:https://example.com/',
    'javascript:void(0)',
    'about:blank',
    'mailto:support', // no word or namespace is called mailto: a URL, with a defect
    'urn:a:b',
    'nntp:comp.lang',
    'view-source:page',
  ])('is a URL: %s', (v) => {
    expect(shaped(v)).toBe(true);
  });

  it.each([
    'Data:Ready', // UI text
    'data:{"a":1}',
    'file:changed', // an event name
    'File:Saved',
    'http:request',
    'https:enabled',
    'tel:number',
    'geo:here',
    'sip:trunk',
    'news:feed',
    'cid:logo',
    'doi:unknown',
    'blob:data',
  ])('is a word with a colon: %s', (v) => {
    expect(shaped(v)).toBe(false);
  });
});

describe('proseCut: outside URL contexts, running text after a URL is not part of it', () => {
  const cut = (v: string): string => {
    const s = proseCut(v, { start: 0, end: v.length });
    return v.slice(s.start, s.end);
  };

  it.each([
    ['https://github.com/org/repo/issues/123 retries on 503 and keeps the body', 'https://github.com/org/repo/issues/123'],
    ['http://localhost:3000 is not reachable', 'http://localhost:3000'],
    ['https://example.com - should redirect', 'https://example.com'],
    ['https://a.example or https://b.example is required', 'https://a.example'],
    ['https://example.com/\n\nSee the README for details.', 'https://example.com/'],
    ['https://example.com/a (mocked, “slow”)', 'https://example.com/a'],
    ['https://example.com/ lädt die Seite neu', 'https://example.com/'],
    ['https://github.com/org/repo/issues/810 pipelining 2', 'https://github.com/org/repo/issues/810'],
    ['https://example.com/img 1x, https://example.com/img2 2x', 'https://example.com/img'], // a srcset list
    ['https://bad.example; rel="preconnect"', 'https://bad.example'], // a Link header value
    ['https://a.example, https://b.example', 'https://a.example'],
  ])('%s → the URL ends at the first white space', (v, url) => {
    expect(cut(v)).toBe(url);
  });

  it.each([
    'https://x.com/a b', // one letter after the space
    'https://x.com/a b c', // single letters are not words
    'https://example.com/search?q=hello world', // one word
    'https://example.com/my documents/report 2024.pdf', // no plain word in the tail
    'https://example.com/a\tb',
    'https://example.com/',
    'https://example.com/search?q=a b=c', // URL structure after the space
  ])('%s → the whole value is the URL', (v) => {
    expect(cut(v)).toBe(v);
  });

  it.each([
    ['https://example.com/my files/a.pdf, https://example.com/b.pdf', 'https://example.com/my files/a.pdf'],
    ['http://example.com/ /.,\t#', 'http://example.com/ /.'],
    ['https://example.com/a b; rel="preconnect"', 'https://example.com/a b'],
  ])('%s → a space the URL keeps, then a list: the URL ends at the separator', (v, url) => {
    expect(cut(v)).toBe(url);
  });

  it('cuts where it cut before once the URL’s own space is encoded (fixes converge)', () => {
    expect(cut('http://example.com/%20/.,\t#')).toBe('http://example.com/%20/.');
    expect(cut('http://example.com/ /.,\t#')).toBe('http://example.com/ /.');
  });

  it('looks for white space after the scheme only (browsers remove a newline inside one)', () => {
    const v = 'java\r\nscript\t:alert(1)';
    expect(proseCut(v, { start: 0, end: v.length }, v.indexOf(':'))).toEqual({ start: 0, end: v.length });
  });
});
