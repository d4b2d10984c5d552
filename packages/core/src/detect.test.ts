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
    ['http:/example.com'],
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

  it('starts a URL on its own line after a line of text, but keeps a scheme broken by a tab or line break', () => {
    // `${message}\nhttps://svelte.dev/e/…` (svelte's compiler errors): the template's value
    expect(locateUrl('x\nhttps://svelte.dev/e/bind_invalid_name')).toEqual({ start: 2, end: 40 });
    expect(locateUrl('Failed\r\nmailto:a@b.example')).toEqual({ start: 8, end: 26 });
    expect(locateUrl('see\tdata:text/plain,x')).toEqual({ start: 4, end: 21 });
    // one scheme as browsers read it (they remove the break): reported as such by no-unencoded-characters
    expect(locateUrl('java\nscript:alert(1)')).toEqual({ start: 0, end: 20 });
    expect(locateUrl('ht\ttp://x.example/')).toEqual({ start: 0, end: 18 });
    expect(locateUrl('s\nftp://x.example/')).toEqual({ start: 0, end: 18 });
  });

  it('takes a bare scheme as a prefix constant in a URL context too (new URL(path, "data://"))', () => {
    expect(locateUrl('data://', 'reference')).toBeNull();
    expect(locateUrl('http:', 'reference')).toBeNull();
    expect(locateUrl('/', 'reference')).toEqual({ start: 0, end: 1 });
    expect(locateUrl('http:/', 'reference')).toEqual({ start: 0, end: 6 });
  });

  it('needs the shape of its scheme\'s URLs after a word-like scheme outside URL contexts', () => {
    for (const s of ['Data:Ready', 'data: {"a":1}', 'file:changed', 'http:request', 'news:feed']) expect(locateUrl(s), s).toBeNull();
    for (const s of ['data:,x', 'file:/etc/hosts', 'http:example.com', 'news:comp.lang.c']) expect(locateUrl(s), s).toEqual({ start: 0, end: s.length });
    expect(locateUrl('Data:Ready', 'reference')).toEqual({ start: 0, end: 10 });
  });

  it('judges the shape on what stays the URL after running text is cut off', () => {
    // The `@` lies in the words after the cut: what is left, `http:D:/%zz`, has no URL's shape
    // (fast-check found `analyze` silent on a span that locateUrl called a URL).
    expect(locateUrl('http:D:/%zz,\t#@')).toBeNull();
    expect(locateUrl('http:request, see user@host')).toBeNull();
    expect(locateUrl('http:user@host,\tthen words')).toEqual({ start: 0, end: 14 });
  });

  it('ends the URL at the first white space when words follow, outside URL contexts only', () => {
    const title = 'https://example.com/a keeps the body';
    expect(locateUrl(title)).toEqual({ start: 0, end: 21 });
    expect(locateUrl(' ' + title)).toEqual({ start: 1, end: 22 });
    expect(locateUrl(title, 'reference')).toEqual({ start: 0, end: title.length });
    expect(locateUrl('https://example.com/a b')).toEqual({ start: 0, end: 23 });
    // A bare `scheme://` followed by words: a prefix constant in a sentence.
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
