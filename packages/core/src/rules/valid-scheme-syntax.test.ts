import { describe, expect, it } from 'vitest';
import { analyze, applyEdits } from '../index.js';

// In a URL context: outside one, a value is a URL only with the shape of its scheme's URLs
// (`'file:notes.txt'` and `'news:comp/lang'` may be words with a colon: see shapes.ts).
const run = (text: string) => analyze(text, { preset: 'none', rules: { 'valid-scheme-syntax': 'error' }, context: 'reference' });
const one = (text: string) => {
  const found = run(text);
  expect(found, text).toHaveLength(1);
  expect(found[0].fix).toBeUndefined();
  return found[0];
};
const suggested = (text: string) => applyEdits(text, one(text).suggestions![0].edits);

describe('valid-scheme-syntax: mailto (RFC 6068)', () => {
  it('mailto://a@b: no "//"', () => {
    expect(one('mailto://ann@acme.io')).toMatchObject({ messageId: 'noSlashes', start: 7, end: 9 });
    expect(suggested('mailto://ann@acme.io')).toBe('mailto:ann@acme.io');
  });
  it('an address without "@"', () => {
    expect(one('mailto:ann')).toMatchObject({ messageId: 'mailtoNoAt', start: 7, end: 10, message: 'The mail address "ann" has no "@".' });
    expect(one('mailto:ann@acme.io,bob')).toMatchObject({ messageId: 'mailtoNoAt', start: 19, end: 22 });
  });
  it('a header field without "="', () => {
    expect(one('mailto:ann@acme.io?subject=Hi&body')).toMatchObject({ messageId: 'mailtoField', start: 30, end: 34 });
  });
  it.each(['mailto:ann@acme.io', 'mailto:ann@acme.io,bob@acme.io', 'mailto:?to=ann@acme.io&subject=Hi', 'mailto:ann%40x@acme.io', 'mailto:${email}', 'mailto:{email}', 'mailto:ann@acme.io?subject=a&&body=b'])(
    'valid: %s',
    (text) => expect(run(text)).toEqual([]),
  );
});

describe('valid-scheme-syntax: telnet, ftp, gopher, wais, prospero (RFC 1738 §3)', () => {
  it('telnet: nothing after the "/" (§3.8)', () => {
    expect(one('telnet://bbs.acme.io/login')).toMatchObject({ messageId: 'telnetExtra', start: 21, end: 26 });
    expect(suggested('telnet://bbs.acme.io/login')).toBe('telnet://bbs.acme.io/');
    expect(one('telnet://bbs.acme.io?x')).toMatchObject({ start: 20, end: 22 });
    expect(run('telnet://user@bbs.acme.io:23/')).toEqual([]);
    expect(run('telnet://bbs.acme.io')).toEqual([]);
  });
  it('ftp ;type= must be a, i or d (§3.2.2)', () => {
    for (const ok of ['ftp://h.io/f.bin;type=i', 'ftp://h.io/f;type=A', 'ftp://h.io/dir/;type=d', 'ftp://h.io/f.txt']) expect(run(ok), ok).toEqual([]);
    expect(one('ftp://h.io/f;type=x')).toMatchObject({ messageId: 'ftpType', start: 18, end: 19 });
    expect(one('ftp://h.io/f;type=')).toMatchObject({ messageId: 'ftpType', start: 12, end: 18 });
    expect(suggested('ftp://h.io/f.bin;type=binary')).toBe('ftp://h.io/f.bin;type=i');
    expect(suggested('ftp://h.io/f.txt;type=ascii')).toBe('ftp://h.io/f.txt;type=a');
    expect(one('ftp://h.io/f;type=x').suggestions).toBeUndefined();
  });
  it('gopher item type (§3.4)', () => {
    for (const ok of ['gopher://h.io/', 'gopher://h.io', 'gopher://h.io/1/fun', 'gopher://h.io/0/file.txt', 'gopher://h.io/7/search%09term', 'gopher://h.io/hURL:x']) {
      expect(run(ok), ok).toEqual([]);
    }
    expect(one('gopher://h.io/Zsel')).toMatchObject({ messageId: 'gopherType', start: 14, end: 15, data: { type: '"Z"' } });
  });
  it('wais paths (§3.9)', () => {
    for (const ok of ['wais://h.io/db', 'wais://h.io/db?query', 'wais://h.io/db/TEXT/doc-1']) expect(run(ok), ok).toEqual([]);
    expect(one('wais://h.io/db/TEXT')).toMatchObject({ messageId: 'waisPath', start: 11, end: 19 });
    expect(one('wais://h.io/db/TEXT/doc?q')).toMatchObject({ messageId: 'waisPath', start: 23, end: 25 });
  });
  it('prospero fields (§3.11)', () => {
    expect(run('prospero://h.io//pros/name;OBJECT-VERSION=2')).toEqual([]);
    expect(one('prospero://h.io/name;version')).toMatchObject({ messageId: 'prosperoField', start: 21, end: 28 });
  });
});

describe('valid-scheme-syntax: news and nntp (RFC 1738 §3.6-3.7, RFC 5538)', () => {
  it.each(['news:comp.infosystems.www.misc', 'news:*', 'news:comp.lang.*', 'news:abc123@acme.io', 'news://news.acme.io/comp.lang.c', 'nntp://news.acme.io/comp.lang.c', 'nntp://news.acme.io/comp.lang.c/1234'])(
    'valid: %s',
    (text) => expect(run(text)).toEqual([]),
  );
  it('a newsgroup name with a character it may not hold', () => {
    expect(one('news:comp/lang')).toMatchObject({ messageId: 'newsGroupChar', start: 9, end: 10 });
    expect(one('news:comp:lang')).toMatchObject({ start: 9, end: 10 });
  });
  it('nntp needs a group, and the article is a number', () => {
    expect(one('nntp://news.acme.io/')).toMatchObject({ messageId: 'nntpPath', start: 19, end: 20 });
    expect(one('nntp://news.acme.io')).toMatchObject({ messageId: 'nntpPath', start: 7, end: 19 });
    expect(one('nntp://news.acme.io/a/1/2')).toMatchObject({ messageId: 'nntpPath' });
    expect(one('nntp://news.acme.io/comp.lang.c/x1')).toMatchObject({ messageId: 'nntpArticle', start: 32, end: 34 });
  });
});

describe('valid-scheme-syntax: file (RFC 8089)', () => {
  it.each(['file:///etc/hosts', 'file://server/share/f.txt', 'file:/etc/hosts', 'file:///C:/x.txt', 'file:c:/x.txt', 'file:////server/share', 'file://localhost/etc/hosts'])(
    'valid: %s',
    (text) => expect(run(text)).toEqual([]),
  );
  it('file://C:/x: the drive letter is read as a host (WHATWG file-invalid-Windows-drive-letter-host)', () => {
    const f = one('file://C:/x.txt');
    expect(f).toMatchObject({ messageId: 'fileDriveHost', start: 7, end: 9 });
    expect(f.suggestions![0].message).toBe('Write "file:///C:/x.txt".');
    expect(suggested('file://C:/x.txt')).toBe('file:///C:/x.txt');
    expect(suggested('file://c|/x.txt')).toBe('file:///c|/x.txt');
    // A browser reads both the same way.
    expect(new URL('file://C:/x.txt').href).toBe(new URL('file:///C:/x.txt').href);
  });
  it('file://home/…: a root directory where the host goes', () => {
    expect(one('file://home/ann/x.txt')).toMatchObject({ messageId: 'fileDirectoryHost', start: 7, end: 11 });
    expect(suggested('file://Users/ann/x.txt')).toBe('file:///Users/ann/x.txt');
  });
  it('file:x: a path that does not start with "/"', () => {
    expect(one('file:notes.txt')).toMatchObject({ messageId: 'fileRelative', start: 5, end: 14 });
    expect(suggested('file:notes.txt')).toBe('file:///notes.txt');
  });
});

describe('valid-scheme-syntax: http(s) and ws(s)', () => {
  it('http(s) has no checks here (valid-scheme, valid-host and valid-port own them)', () => {
    for (const text of ['http://x.io', 'https://x.io/a?b#c', 'https:///x', 'http:/x']) expect(run(text), text).toEqual([]);
  });
  it('a WebSocket URL may not have a fragment (RFC 6455 §3)', () => {
    expect(one('wss://x.io/socket#a')).toMatchObject({ messageId: 'wsFragment', start: 17, end: 19 });
    expect(suggested('wss://x.io/socket#a')).toBe('wss://x.io/socket');
    expect(run('wss://x.io/socket?a=1')).toEqual([]);
  });
});

describe('valid-scheme-syntax: data (RFC 2397)', () => {
  it.each([
    'data:,A%20brief%20note',
    'data:text/plain;charset=iso-8859-7,%be%fg%be',
    'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/png;BASE64,iVBORw0KGgo=',
    'data:;base64,YQ==',
    'data:;base64,YQ',
    'data:image/png;base64,iVBO Rw0K\nGgo=',
    'data:image/png;base64,iVBO%2BRw0KGg=',
    'data:image/png;base64,${b64}',
    'data:image/png;base64,iVBO${rest}',
    'data:application/vnd.api+json,{}',
  ])('valid: %s', (text) => expect(run(text)).toEqual([]));

  it('a missing comma', () => {
    expect(one('data:text/html<b>hi</b>')).toMatchObject({ messageId: 'dataComma', start: 5, end: 23 });
  });
  it('a media type alone is a prefix constant, not a broken URL', () => {
    expect(run('data:image/png;base64')).toEqual([]);
    expect(run('data:application/json;')).toEqual([]);
  });
  it('a media type that is not type/subtype', () => {
    expect(one('data:text;charset=utf-8,x')).toMatchObject({ messageId: 'dataMediaType', start: 5, end: 9 });
  });
  it('a parameter without "=", and ";base64" not last', () => {
    expect(one('data:text/plain;charset,x')).toMatchObject({ messageId: 'dataParam', start: 16, end: 23 });
    expect(one('data:text/plain;base64;charset=utf-8,eA==')).toMatchObject({ messageId: 'dataParam', start: 16, end: 22 });
  });
  it('bad base64 (Fetch forgiving-base64)', () => {
    expect(one('data:image/png;base64,iVB_OR==')).toMatchObject({ messageId: 'dataBase64Char', start: 25, end: 26, data: { char: '"_"' } });
    expect(one('data:image/png;base64,YQ=a')).toMatchObject({ messageId: 'dataBase64Char', start: 24, end: 25 });
    expect(one('data:image/png;base64,iVBOR')).toMatchObject({ messageId: 'dataBase64Length', start: 22, end: 27 });
    expect(one('data:image/png;base64,YQ%3D')).toEqual(expect.objectContaining({ messageId: 'dataBase64Char', start: 24, end: 27 }));
  });
  it('agrees with what a browser decodes', async () => {
    for (const [text, ok] of [['data:;base64,iVBOR', false], ['data:;base64,YQ', true], ['data:;base64,YQ=a', false], ['data:;base64,YQ%3D%3D', true]] as const) {
      expect(run(text).length === 0, text).toBe(ok);
      const res = await fetch(text).then(() => true, () => false);
      expect(res, text).toBe(ok);
    }
  });
});

describe('valid-scheme-syntax: tel (RFC 3966)', () => {
  it.each(['tel:+1-201-555-0123', 'tel:+1(201)555.0123', 'tel:+1 201 555 0123', 'tel:7042;phone-context=example.com', 'tel:863-1234;phone-context=+1-914-555', 'tel:+1-201-555-0123;ext=1234', 'tel:{phone}', 'tel:+${n}'])(
    'valid: %s',
    (text) => expect(run(text)).toEqual([]),
  );
  it('a local number needs ;phone-context=', () => {
    const f = one('tel:5550123');
    expect(f).toMatchObject({ messageId: 'telLocal', start: 4, end: 11 });
    expect(f.message).toBe('The local number "5550123" needs a ";phone-context=" parameter, or a leading "+" and the country code.');
  });
  it('a character that is neither a digit nor a visual separator', () => {
    expect(one('tel:+1-800-FLOWERS')).toMatchObject({ messageId: 'telChar', start: 11, end: 12 });
    expect(one('tel:+1%20800')).toMatchObject({ messageId: 'telChar', start: 6, end: 9, data: { char: '"%20"' } });
  });
  it('no digits, no number, bad extension, "//"', () => {
    expect(one('tel:+')).toMatchObject({ messageId: 'telNoDigit', start: 4, end: 5 });
    expect(one('tel:;phone-context=+1')).toMatchObject({ messageId: 'telEmpty', start: 0, end: 4 });
    expect(one('tel:+15550123;ext=abc')).toMatchObject({ messageId: 'telExtension', start: 14, end: 21 });
    expect(one('tel://+15550123')).toMatchObject({ messageId: 'noSlashes', start: 4, end: 6 });
    expect(suggested('tel://+15550123')).toBe('tel:+15550123');
  });
});

describe('valid-scheme-syntax: urn (RFC 8141)', () => {
  it.each(['urn:isbn:0451450523', 'urn:ietf:rfc:2648', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', 'urn:example:a123,z456', 'URN:ISBN:0451450523', 'urn:example:foo?+bar?=baz#x'])(
    'valid: %s',
    (text) => expect(run(text)).toEqual([]),
  );
  it('a bad namespace identifier', () => {
    expect(one('urn:a:b')).toMatchObject({ messageId: 'urnNid', start: 4, end: 5 });
    expect(one('urn:-ab:x')).toMatchObject({ messageId: 'urnNid', start: 4, end: 7 });
    expect(one('urn:ab_c:x')).toMatchObject({ messageId: 'urnNid' });
    expect(one('urn:' + 'a'.repeat(33) + ':x')).toMatchObject({ messageId: 'urnNid' });
    expect(run('urn:' + 'a'.repeat(32) + ':x')).toEqual([]);
  });
  it('a namespace identifier alone is a prefix constant, not a broken URN', () => {
    expect(run('urn:isbn')).toEqual([]);
    expect(run('urn:uuid:')).toEqual([]);
  });
});

describe('valid-scheme-syntax: other schemes', () => {
  it('reports nothing for schemes it does not know', () => {
    for (const text of ['sip:ann@acme.io', 'geo:37.786971,-122.399677', 'magnet:?xt=urn:btih:abc', 'custom://x/y']) expect(run(text), text).toEqual([]);
  });
  it('accepts a long valid base64 payload (its cost is measured by npm run bench)', () => {
    const text = 'data:image/png;base64,' + 'A'.repeat(2_000_000);
    expect(run(text)).toEqual([]);
  });
});
