import { describe, expect, it } from 'vitest';
import { analyze, applyEdits, type AnalyzeOptions } from '../index.js';

const ID = 'no-unencoded-characters';
// A URL for sure, as in a URL context: the rule's behaviour, not the "is this a URL?" pre-check (detect.test.ts).
const run = (text: string, options: AnalyzeOptions = {}) => analyze(text, { preset: 'none', rules: { [ID]: 'error' }, context: 'reference', ...options });
const fixAll = (text: string, options: AnalyzeOptions = {}) => applyEdits(text, run(text, options).flatMap((f) => f.fix ?? []));
const B = 'https://example.com/'; // 20 characters

describe(ID, () => {
  describe('drive letters in file: URLs (RFC 8089 Appendix E.2.2)', () => {
    it('fixes "c|" to "c:", which browsers read it as ("%7C" would name another file)', () => {
      for (const url of ['file:///d|/docs/a.txt', 'file:/d|/x', 'file:d|/x', 'file://host/c|/x', 'file:///d|', 'file:///C|\\x']) {
        const [f] = run(url).filter((x) => x.messageId === 'driveLetterBar');
        expect(f, url).toBeDefined();
        expect(new URL(fixAll(url)).href, url).toBe(new URL(url).href);
      }
      expect(run('file:///d|/docs/a.txt')[0].message).toBe('The drive letter "d|" is written with "|", which browsers read as ":" (RFC 8089 Appendix E.2.2); write "d:".');
    });

    it('follows the path as browsers resolve it: a drive letter is the first segment once ".." are gone', () => {
      // WHATWG path state: the buffer is a drive letter when the path is empty, after `..` too.
      expect(new URL('file:///x/../d|/y').href).toBe('file:///d:/y');
      expect(new URL('file:///x/d|/y').href).toBe('file:///x/d|/y');
      expect(new URL(fixAll('file:///x/../d|/y')).href).toBe('file:///d:/y');
      expect(run('file:///x/../d|/y').map((f) => f.messageId)).toEqual(['driveLetterBar']);
      // Not a drive letter there, and browsers keep "|" in a path: "%7C" only as a suggestion.
      expect(fixAll('file:///x/d|/y')).toBe('file:///x/d|/y');
      expect(run('file:///x/d|/y')[0].suggestions![0].edits).toEqual([{ start: 11, end: 12, text: '%7C' }]);
      // and a drive letter is never removed by a "..".
      expect(new URL('file:///x/../d|/..').href).toBe('file:///d:/');
      const all = analyze('file:///x/../d|/..', { preset: 'all' });
      expect(new URL(applyEdits('file:///x/../d|/..', all.flatMap((f) => f.fix ?? []))).href).toBe('file:///d:/');
    });

    it('encodes a "|" that is no drive letter', () => {
      expect(new URL('file:///d|x/').href).toBe('file:///d|x/');
      // Browsers keep "|" in a path as written, so "%7C" changes the href: a suggestion.
      expect(fixAll('file:///d|x/')).toBe('file:///d|x/');
      expect(run('file:///d|x/')[0].suggestions![0].edits).toEqual([{ start: 9, end: 10, text: '%7C' }]);
      expect(run('file:///c:/a|b')[0].suggestions![0].edits).toEqual([{ start: 12, end: 13, text: '%7C' }]);
    });

    it('only suggests in a reference, whose base may or may not be a file: URL', () => {
      expect(new URL('/d|/x', 'file:///C:/dir/').href).toBe('file:///d:/x');
      expect(new URL('/d|/x', 'https://base.example/').href).toBe('https://base.example/d|/x');
      const [f] = run('/d|/x', { context: 'reference' });
      expect(f).toMatchObject({ messageId: 'driveLetterBarReference', start: 2, end: 3 });
      expect(f.fix).toBeUndefined();
      expect(f.suggestions!.map((x) => applyEdits('/d|/x', x.edits))).toEqual(['/d:/x', '/d%7C/x']);
    });
  });

  describe('a relative path whose first segment holds ":" (RFC 3986 §4.2)', () => {
    it('is reported with the "./" that RFC 3986 asks for, as a suggestion', () => {
      for (const text of [':80/api', '1.2.3.4:80/x', 'h%41ttps://x.com/p', 'a_b:c']) {
        const [f] = run(text, { context: 'reference' });
        expect(f, text).toMatchObject({ messageId: 'colonInFirstSegment', start: text.indexOf(':'), end: text.indexOf(':') + 1 });
        expect(f.fix, text).toBeUndefined();
        const fixed = applyEdits(text, f.suggestions![0].edits);
        expect(fixed).toBe('./' + text);
        // Browsers read both as the same path.
        expect(new URL(fixed, 'https://base.example/d/').href).toBe(new URL(text, 'https://base.example/d/').href);
      }
      expect(run(':80/api', { context: 'reference' })[0].message).toBe(
        'The first segment ":80" of this relative path holds ":", which RFC 3986 §4.2 forbids: parsers may read what precedes it as a scheme.',
      );
    });

    it('leaves a scheme, a later segment, a route parameter and a placeholder alone', () => {
      for (const text of ['a:b', './:80/api', '/x:80/api', 'a/b:c', ':id/edit', '${host}:80/api']) {
        expect(run(text, { context: 'reference' }), text).toEqual([]);
      }
    });
  });
});

describe(ID, () => {
  describe('backslash', () => {
    it('in the path of a special URL: browsers read "/", so only suggestions', () => {
      const text = 'https://example.com/a\\b';
      const [f] = run(text);
      expect(f).toMatchObject({ messageId: 'backslash', start: 21, end: 22, message: 'Backslash in the path, which browsers read as "/" in https: URLs.' });
      expect(f.fix).toBeUndefined();
      expect(f.suggestions!.map((s) => applyEdits(text, s.edits))).toEqual(['https://example.com/a/b', 'https://example.com/a%5Cb']);
      expect(run('file:///C:\\dir\\x')[0].messageId).toBe('backslash');
    });

    it('in the path of a reference: browsers read "/" against an http base only, so only suggestions', () => {
      expect(new URL('..\\img\\a.png', 'https://base.example/a/b/c').href).toBe('https://base.example/a/img/a.png');
      expect(new URL('..\\img\\a.png', 'myapp://base.example/a/b/c').href).toBe('myapp://base.example/a/b/..\\img\\a.png');
      for (const text of ['..\\img\\a.png', '\\assets\\x.css', '\\\\server\\file']) {
        const findings = run(text, { context: 'reference' });
        expect(findings.length, text).toBeGreaterThan(0);
        for (const f of findings) {
          expect(f, text).toMatchObject({ messageId: 'backslashReference' });
          expect(f.fix, text).toBeUndefined();
        }
      }
      const [f] = run('a\\b', { context: 'reference' });
      expect(f.suggestions!.map((s) => applyEdits('a\\b', s.edits))).toEqual(['a/b', 'a%5Cb']);
      // In the query browsers keep "\" as written: "%5C" is offered, not applied.
      expect(fixAll('/a?b\\c', { context: 'reference' })).toBe('/a?b\\c');
      expect(run('/a?b\\c', { context: 'reference' })[0].suggestions![0].edits).toEqual([{ start: 4, end: 5, text: '%5C' }]);
    });

    it('elsewhere: a suggestion of %5C, since browsers keep it as written', () => {
      // Browsers keep "\" in the query and in a non-special path: "%5C" changes the href.
      for (const [text, at] of [['https://example.com/?a\\b', 22], ['myapp://host/a\\b', 14]] as const) {
        const [f] = run(text);
        expect(f.fix, text).toBeUndefined();
        expect(f.suggestions![0].edits, text).toEqual([{ start: at, end: at + 1, text: '%5C' }]);
      }
    });
  });

  describe('invisible and bidirectional control characters', () => {
    it('get their own message and a suggestion to remove them', () => {
      const text = B + 'pay\u200bpal';
      const [f, ...rest] = run(text);
      expect(rest).toEqual([]);
      expect(f).toMatchObject({ messageId: 'invisible', start: 23, end: 24 });
      expect(f.message).toBe('Invisible or bidirectional control character U+200B in the path: such characters hide what a URL really is.');
      expect(f.fix).toBeUndefined();
      expect(f.suggestions).toHaveLength(1);
      expect(applyEdits(text, f.suggestions![0].edits)).toBe(B + 'paypal');
    });

    it('are found in every component, the host included', () => {
      for (const c of ['\u200b', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\ufeff']) {
        expect(run(B + '?q=a' + c)[0]?.messageId, c.codePointAt(0)!.toString(16)).toBe('invisible');
      }
      const [f] = run('https://exa\u202emple.com/');
      expect(f).toMatchObject({ messageId: 'invisible', start: 11, end: 12 });
      expect(f.message).toContain('in the host');
      expect(applyEdits('https://exa\u202emple.com/', f.suggestions![0].edits)).toBe('https://example.com/');
    });
  });

  it('reports a lone surrogate with suggestions only', () => {
    const text = B + 'a\ud800b';
    const [f] = run(text);
    expect(f).toMatchObject({ messageId: 'loneSurrogate', start: 21, end: 22, message: 'Lone surrogate U+D800 in the path has no UTF-8 encoding.' });
    expect(f.fix).toBeUndefined();
    expect(f.suggestions!.map((s) => applyEdits(text, s.edits))).toEqual([B + 'ab', B + 'a%EF%BF%BDb']);
  });
});

describe(ID, () => {
  it('removes white space around the URL (browsers strip it)', () => {
    const text = '  https://example.com/ \n';
    const findings = run(text);
    expect(findings.map((f) => [f.messageId, f.start, f.end])).toEqual([
      ['surroundingWhitespace', 0, 2],
      ['surroundingWhitespace', 22, 24],
    ]);
    expect(findings[0].message).toBe('Leading white space around the URL, which browsers strip.');
    expect(findings[1].message).toBe('Trailing white space around the URL, which browsers strip.');
    expect(fixAll(text)).toBe('https://example.com/');
  });

  it('never repeats a password', () => {
    const [f] = run('ftp://user:s3cr t@example.com/');
    expect(f).toMatchObject({ start: 15, end: 16, message: 'Unencoded character in the password; percent-encode it.' });
    expect(f.message).not.toContain('s3cr');
    expect(fixAll('ftp://user:s3cr t@example.com/')).toBe('ftp://user:s3cr%20t@example.com/');
  });

  describe('templates and holes', () => {
    it('leaves URI templates, ${} placeholders and route parameters alone', () => {
      expect(run('https://api.github.com/repos/{owner}/{repo}')).toEqual([]);
      expect(run('https://example.com/search{?q,lang}')).toEqual([]);
      expect(run('https://example.com/users/${id}/posts')).toEqual([]);
      expect(run('https://example.com/users/:id')).toEqual([]);
    });

    it('reports the characters next to a placeholder, not the placeholder', () => {
      const text = 'https://example.com/"{id}"';
      expect(run(text).map((f) => [f.start, f.end])).toEqual([[20, 21], [25, 26]]);
      expect(fixAll(text)).toBe('https://example.com/%22{id}%22');
    });

    it('drops findings inside holes given by the caller', () => {
      expect(run(B + 'a b', { holes: [{ start: 21, end: 22 }] })).toEqual([]);
    });
  });

  it('works on relative references in a URL context', () => {
    expect(fixAll('/a b?c d', { context: 'reference' })).toBe('/a%20b?c%20d');
    expect(run('/a b', { context: 'absolute' })).toEqual([]); // not a URL outside a URL context
  });

  it('fixes what browsers encode themselves to exactly what browsers produce', () => {
    for (const part of ['a b', 'a"b', 'a<b>', 'a`b', 'a{b', 'café', 'a\u0001b', '日本', '?q=a b"<>', '#a b<>`']) {
      const text = B + part;
      expect(new URL(fixAll(text)).href, part).toBe(new URL(text).href);
    }
  });

  it('reports at most 100 findings in one value', () => {
    const text = B + 'a b'.repeat(100_000);
    expect(run(text, { context: 'reference' })).toHaveLength(100);
  });

  it('leaves the payload of a data: URL alone by default, but not invisible characters there', () => {
    expect(run('data:text/plain,hello world <b>')).toEqual([]);
    expect(run('data:text/plain,a\u202eb')).toMatchObject([{ messageId: 'invisible', start: 17, end: 18 }]);
    expect(run('data:text/pl ain,x')).toMatchObject([{ messageId: 'unencoded', start: 12, end: 13 }]);
    const checked = run('data:text/plain,hello world', { rules: { [ID]: ['error', { dataPayload: true }] } });
    expect(checked).toMatchObject([{ messageId: 'unencoded', start: 21, end: 22 }]);
  });
});
