import { describe, expect, it } from 'vitest';
import { hasUrlShape } from './shapes.js';

/** hasUrlShape on `scheme:rest`, the way detect.ts calls it (offset just past the colon). */
function shaped(value: string): boolean {
  const colon = value.indexOf(':');
  return hasUrlShape(value.slice(0, colon).toLowerCase(), value, colon + 1, value.length);
}

describe('hasUrlShape: a scheme-like prefix needs the shape of its URLs', () => {
  it.each([
    'data:,hello',
    'data:text/plain;base64,aGk=',
    'data:image/svg+xml;utf8,<svg/>',
    'file:///etc/hosts',
    'file:/etc/hosts',
    'file:c:/Windows',
    'file:C|/Windows',
    'https:://example.com/', // the scheme's ':' typed twice (valid-scheme)
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
    'data:{"type":"response.created","id":1}', // Server-Sent Events: JSON, not a media type, before the comma
    'data:text/plain;charset=utf-8<p>Hi</p>', // no comma after the media type: text that may hold one
    'data:text/html', // a media type named in text (a redactor's output), not a data: URL
    'http:/example.com', // special schemes need an authority outside URL contexts
    'http:\\\\example.com',
    'https:example.com/a',
    'http:/',
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
