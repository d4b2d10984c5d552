import { describe, expect, it } from 'vitest';
import { analyze, applyEdits } from '../index.js';

const runIn = (text: string, options?: Record<string, unknown>, context: 'absolute' | 'reference' = 'absolute') =>
  analyze(text, { preset: 'none', context, rules: { 'valid-scheme': options ? ['error', options] : 'error' } });
const run = runIn;

/** The text after applying the finding's suggestion number `n`. */
const suggestedIn = (text: string, n = 0, options?: Record<string, unknown>, context: 'absolute' | 'reference' = 'absolute') => {
  const [f] = runIn(text, options, context);
  return applyEdits(text, f.suggestions![n].edits);
};
const suggested = suggestedIn;

describe('valid-scheme: misspelled schemes (near misses)', () => {
  it.each([
    ['htps://x.io', 'https://x.io'],
    ['htttp://x.io', 'http://x.io'],
    ['mailtp://x.io', 'mailto://x.io'],
    ['ftpp://x.io', 'ftp://x.io'],
    ['flie:///etc/hosts', 'file:///etc/hosts'],
    ['HTPS://x.io', 'HTTPS://x.io'],
  ])('%s → suggests %s', (text, expected) => {
    const [f, ...rest] = run(text);
    expect(rest).toEqual([]);
    expect(f.messageId).toBe('nearMiss');
    expect(f.start).toBe(0);
    expect(f.end).toBe(text.indexOf(':'));
    expect(f.fix).toBeUndefined();
    expect(suggested(text)).toBe(expected);
  });

  it('names the intended scheme', () => {
    expect(run('htps://x.io')[0].message).toBe('The scheme "htps" is not registered and looks like a misspelling of "https".');
  });

  it('offers every scheme at the same distance: fttp is one edit from http and from ftp', () => {
    const [f] = run('fttp://x.io/a');
    expect(f.message).toBe('The scheme "fttp" is not registered and looks like a misspelling of "http" or "ftp".');
    expect(f.suggestions!.map((s) => applyEdits('fttp://x.io/a', s.edits))).toEqual(['http://x.io/a', 'ftp://x.io/a']);
    expect(f.suggestions![1].message).toBe('Use "ftp" as the scheme.');
  });

  it('htp: (SPEC example)', () => {
    expect(suggested('htp://x.io')).toBe('http://x.io');
  });

  it('a near miss in a URL context without "//" (mailtp:)', () => {
    const [f] = run('mailtp:a@b.c', undefined, 'reference');
    expect(f.messageId).toBe('nearMiss');
    expect(suggested('mailtp:a@b.c', 0, undefined, 'reference')).toBe('mailto:a@b.c');
  });

  it.each(['smtps://mail.acme.io', 'nntps://news.acme.io', 'pops://mail.acme.io', 'ftps://acme.io', 'scp://acme.io/x', 'tcp://acme.io:1', 'hxxp://evil.io', 'socks5://proxy:1080', 'postgres://u@db/x'])(
    'never calls a widely used unregistered scheme a typo: %s',
    (text) => expect(run(text)).toEqual([]),
  );

  it('the allow list takes a near miss off too', () => {
    expect(run('htps://x.io', { allow: ['htps'] })).toEqual([]);
  });
});

describe('valid-scheme: mangled schemes', () => {
  // In a URL context, where the value is a URL for sure: a plain literal needs `//` after a
  // special scheme to be taken for a URL at all (detect.test.ts).
  const run = (text: string) => runIn(text, undefined, 'reference');
  const suggested = (text: string) => suggestedIn(text, 0, undefined, 'reference');

  it('https//x: missing ":"', () => {
    const [f] = run('https//x.io/a');
    expect(f).toMatchObject({ messageId: 'missingColon', start: 0, end: 7 });
    expect(f.message).toBe('The scheme "https" is missing its ":" before "//".');
    expect(suggested('https//x.io/a')).toBe('https://x.io/a');
  });

  it('htp//x: missing ":" and misspelled', () => {
    expect(suggested('htp//x.io')).toBe('http://x.io');
  });

  it('http:/x: special scheme missing a slash (WHATWG special-scheme-missing-following-solidus)', () => {
    const [f] = run('http:/x.io/a');
    expect(f).toMatchObject({ messageId: 'missingSlashes', start: 5, end: 6 });
    expect(f.message).toBe('The scheme "http" must be followed by "//", not "/".');
    expect(suggested('http:/x.io/a')).toBe('http://x.io/a');
  });

  it('http:x: no slashes at all', () => {
    const [f] = run('http:x.io');
    expect(f).toMatchObject({ messageId: 'noSlashes', start: 0, end: 5 });
    expect(suggested('http:x.io')).toBe('http://x.io');
    expect(suggested('WSS:x.io')).toBe('WSS://x.io');
  });

  it('https:///x: too many slashes', () => {
    const [f] = run('https:///x.io');
    expect(f).toMatchObject({ messageId: 'extraSlashes', start: 6, end: 9 });
    expect(suggested('https:///x.io')).toBe('https://x.io');
    expect(suggested('ftp:////x.io/f')).toBe('ftp://x.io/f');
  });

  it('http:\\\\x: backslashes', () => {
    const text = 'http:\\\\x.io\\a';
    const [f] = run(text);
    expect(f).toMatchObject({ messageId: 'backslashes', start: 5, end: 7 });
    expect(applyEdits(text, f.suggestions![0].edits)).toBe('http://x.io\\a');
    expect(suggested('http:/\\x.io')).toBe('http://x.io');
    expect(suggested('http://\\x.io')).toBe('http://x.io');
  });

  it('what it suggests is what a browser reads', () => {
    for (const text of ['http:/x.io/a', 'http:x.io/a', 'https:///x.io/a', 'http:\\\\x.io/a']) {
      expect(new URL(suggested(text)).href).toBe(new URL(text).href);
    }
  });

  it('leaves file: to valid-scheme-syntax (file:/x and file:///x are RFC 8089 forms)', () => {
    expect(run('file:/etc/hosts')).toEqual([]);
    expect(run('file:///etc/hosts')).toEqual([]);
  });

  it('does not report slashes that may come with a placeholder', () => {
    expect(analyze('http:', { preset: 'none', rules: { 'valid-scheme': 'error' }, holes: [{ start: 5, end: 5 }] })).toEqual([]);
    expect(run('http:${rest}')).toEqual([]);
  });

  it('never reports case (prefer-normalized does)', () => {
    expect(run('HTTP://X.IO/')).toEqual([]);
    expect(run('Mailto:a@b.c')).toEqual([]);
  });
});

describe('valid-scheme: unregistered schemes', () => {
  it.each(['stratum+tcp://pool.io:3333', 'socks5://proxy:1080', 'myapp://open/x', 'postgres://u@db/x'])('recommended: %s is not reported', (text) => {
    expect(run(text)).toEqual([]);
    expect(analyze(text).filter((f) => f.ruleId === 'valid-scheme')).toEqual([]);
  });

  it('strict reports them, on the scheme', () => {
    const [f] = run('stratum+tcp://pool.io:3333', { strict: true });
    expect(f).toMatchObject({ messageId: 'unregistered', start: 0, end: 11 });
    expect(f.message).toBe('The scheme "stratum+tcp" is not registered with IANA and not in the allow list.');
  });

  it('the strict preset sets strict', () => {
    expect(analyze('stratum+tcp://pool.io:3333', { preset: 'strict' }).map((f) => f.ruleId + ':' + f.messageId)).toEqual(['valid-scheme:unregistered']);
  });

  it('strict knows the unregistered schemes that well-known projects document', () => {
    for (const text of ['mongodb+srv://cluster0.example.net/db', 'git+https://github.com/org/repo.git', 'git+ssh://git@github.com/org/repo.git', 'git+http://h/r.git', 'postgres://db/app', 'redis://cache/0', 'rediss://cache/0', 'amqps://mq.example/vhost', 's3://bucket/key', 'gs://bucket/object', 'socks5://proxy:1080']) {
      expect(run(text, { strict: true }), text).toEqual([]);
    }
    expect(run('smtps://mail.acme.io', { strict: true })).toMatchObject([{ messageId: 'unregistered' }]);
  });

  it('allow takes schemes off, case-insensitively', () => {
    expect(run('MyApp://open/x', { strict: true, allow: ['myapp'] })).toEqual([]);
    expect(run('myapp://open/x', { strict: true, allow: ['MyApp:'] })).toEqual([]);
    expect(run('other://open/x', { strict: true, allow: ['myapp'] })).toHaveLength(1);
  });

  it('registered schemes are never reported, strict or not', () => {
    for (const text of ['https://x.io', 'mailto:a@b.c', 'urn:isbn:0451450523', 'ms-settings:display', 'chrome-extension://abc/x', 'coap+tcp://h/x']) {
      expect(run(text, { strict: true }), text).toEqual([]);
    }
  });

  it('leaves script schemes to no-dangerous-scheme, even in strict', () => {
    expect(run('javascript:void(0)', { strict: true })).toEqual([]);
    expect(run('vbscript:msgbox(1)', { strict: true })).toEqual([]);
  });

  it('does not read a drive letter or host:port as a scheme (SPEC §4)', () => {
    expect(run('C:\\x\\y', { strict: true }, 'reference')).toEqual([]);
    expect(run('c:/x/y', { strict: true }, 'reference')).toEqual([]);
    expect(run('localhost:3000/api', { strict: true }, 'reference')).toEqual([]);
  });
});

describe('valid-scheme: scheme syntax (RFC 3986 §3.1) in a URL context', () => {
  it('a malformed scheme', () => {
    const [f] = run('my_app://x', undefined, 'reference');
    expect(f).toMatchObject({ messageId: 'invalidScheme', start: 0, end: 6 });
  });

  it('an empty scheme (WHATWG missing-scheme-non-relative-URL)', () => {
    const [f] = run('://x.io/a', undefined, 'reference');
    expect(f).toMatchObject({ messageId: 'emptyScheme', start: 0, end: 3 });
    expect(suggested('://x.io/a', 0, undefined, 'reference')).toBe('https://x.io/a');
  });

  it('relative references are fine', () => {
    for (const text of ['/users/:id', './a:b', '?q=1', '#x', '//cdn.io/x.js', 'a/b']) expect(run(text, { strict: true }, 'reference'), text).toEqual([]);
  });
});

describe('valid-scheme: runtime module specifiers', () => {
  it('leaves node:, npm:, jsr: and bun: alone even in strict mode', () => {
    for (const s of ['node://x', 'npm://pkg', 'jsr://@std/path', 'bun://sqlite']) {
      expect(analyze(s, { preset: 'none', rules: { 'valid-scheme': ['error', { strict: true }] } })).toEqual([]);
    }
    expect(analyze('node:http', { preset: 'none', context: 'reference', rules: { 'valid-scheme': ['error', { strict: true }] } })).toEqual([]);
    expect(analyze('myapp://x', { preset: 'none', rules: { 'valid-scheme': ['error', { strict: true }] } })).toHaveLength(1);
  });
});
