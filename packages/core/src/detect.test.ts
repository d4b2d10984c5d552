import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locateUrl, mayHoldAbsoluteUrl } from './detect.js';

describe('locateUrl (SPEC §4)', () => {
  it.each([
    ['https://example.com/x'],
    ['mailto:a@b.example'],
    ['data:text/plain,hi'],
    ['urn:isbn:0451450523'],
    ['htp://example.com'],
    ['https//example.com'],
    ['stratum+tcp://pool.example:3333'],
    ['javascript:alert(1)'],
  ])('is a URL: %s', (s) => {
    expect(locateUrl(s)).toEqual({ start: 0, end: s.length });
  });

  it.each([['C:\\x'], ['key:value'], ['12:30'], ['localhost:3000'], ['Note: see above'], ['session:start'], ['http://'], ['mailto:'], ['https://'], [''], ['hello world'], ['/api/users']])(
    'is not a URL in an absolute context: %s',
    (s) => {
      expect(locateUrl(s)).toBeNull();
    },
  );

  it('reads a dangerous scheme as a browser does: leading controls, tab inside, any case', () => {
    expect(locateUrl(' JaVa\tscript:alert(1)')).toEqual({ start: 1, end: 21 });
    expect(locateUrl('\u0001javascript:x')).toEqual({ start: 1, end: 13 });
  });

  it('is silent on a plain literal that holds more than one URL: a line break, indentation, a second word', () => {
    // Certainty (SPEC §4): outside a URL context only a whole literal of one URL is reported on.
    for (const s of [
      'x\nhttps://svelte.dev/e/bind_invalid_name', // a line of text, then a URL
      'https://example.com/\n', // process.stdout.write('https://example.com/\n')
      '  https://www.npmjs.com/forgot', // an indented line of a CLI message
      'http://path/to/file.js:48:22\nfoo@http://path/to/file.js:52:15\n', // a stack trace
      'https://github.com/org/repo/issues/123 retries on 503', // a test title
      'https://example.com/a b', // a URL and a second word
      'data:{"type":"response.created","id":1}\n\n', // Server-Sent Events
      'see\tdata:text/plain,x',
    ]) {
      expect(locateUrl(s), JSON.stringify(s)).toBeNull();
    }
    // In a URL context the value is a URL for sure: its white space is its own, and a defect.
    expect(locateUrl('https://example.com/a b', 'reference')).toEqual({ start: 0, end: 23 });
    expect(locateUrl(' https://example.com/\n', 'reference')).toEqual({ start: 1, end: 21 });
  });

  it('keeps a data: URL\'s payload, spaces and all, and a script URL as browsers read it', () => {
    expect(locateUrl('data:text/html,<b>hi there</b>')).toEqual({ start: 0, end: 30 });
    // Base64 has no white space: after it comes text (a srcset list).
    expect(locateUrl('data:image/avif;base64,aA+/0= 400w, data:image/avif;base64,bB+/9= 800w')).toBeNull();
    expect(locateUrl('data:image/avif;base64,aA+/0=')).toEqual({ start: 0, end: 29 });
    expect(locateUrl('java\nscript:alert(1)')).toEqual({ start: 0, end: 20 });
  });

  it('takes a bare scheme as a prefix constant in a URL context too (new URL(path, "data://"))', () => {
    expect(locateUrl('data://', 'reference')).toBeNull();
    expect(locateUrl('http:', 'reference')).toBeNull();
    expect(locateUrl('/', 'reference')).toEqual({ start: 0, end: 1 });
    expect(locateUrl('http:/', 'reference')).toEqual({ start: 0, end: 6 });
  });

  it('needs the shape of its scheme\'s URLs after a word-like scheme outside URL contexts', () => {
    for (const s of ['Data:Ready', 'data: {"a":1}', 'data:{"a":1,"b":2}', 'file:changed', 'http:request', 'news:feed']) expect(locateUrl(s), s).toBeNull();
    for (const s of ['data:,x', 'data:image/svg+xml;utf8,<svg/>', 'file:/etc/hosts', 'news:comp.lang.c', 'https:://example.com/']) expect(locateUrl(s), s).toEqual({ start: 0, end: s.length });
    expect(locateUrl('Data:Ready', 'reference')).toEqual({ start: 0, end: 10 });
  });

  it('needs an authority after a special scheme outside URL contexts (a prefix is no URL)', () => {
    // `tgz.startsWith('http:/')`: a prefix constant in a comparison.
    for (const s of ['http:/', 'http:/example.com', 'http:example.com', 'https:\\\\example.com', 'http:user@host']) expect(locateUrl(s), s).toBeNull();
    expect(locateUrl('http:/example.com', 'reference')).toEqual({ start: 0, end: 17 });
    expect(locateUrl('file:// urls')).toBeNull();
  });

  it('takes relative references in a URL context', () => {
    expect(locateUrl('/api/users?name=John Doe', 'reference')).toEqual({ start: 0, end: 24 });
    expect(locateUrl('  ', 'reference')).toBeNull();
  });
});

describe('mayHoldAbsoluteUrl: the pre-check run on every string literal', () => {
  it('rules out paths and words, whose locateUrl is null', () => {
    for (const value of ['lib/rules', 'src/index.js', 'a/b/c', 'use strict', 'error', './x', '']) {
      expect(mayHoldAbsoluteUrl(value)).toBe(false);
      expect(locateUrl(value)).toBeNull();
    }
  });

  it('keeps a scheme with its colon, and a scheme whose colon was lost before //', () => {
    for (const value of ['https://x.com/', 'mailto:a@b.c', ' http://x', 'https//x.com/', 'htp//x.com']) expect(mayHoldAbsoluteUrl(value)).toBe(true);
  });

  it('is false only where locateUrl is null (absolute context), on any string', () => {
    const piece = fc.constantFrom('http', 'https', 'htp', 'mailto', 'lib', 'a', ':', '/', '//', ' ', '\t', '\n', 'x.com', '@', '%', '?', '#', '\\', '.', '-');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(piece, { maxLength: 8 }).map((p) => p.join(''))), (value) => {
        if (!mayHoldAbsoluteUrl(value)) expect(locateUrl(value)).toBeNull();
      }),
      { numRuns: 5000 },
    );
  });
});
