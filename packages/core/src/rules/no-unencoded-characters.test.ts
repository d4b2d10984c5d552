import { describe, expect, it } from 'vitest';
import { analyze, applyEdits, type AnalyzeOptions } from '../index.js';

const ID = 'no-unencoded-characters';
// A URL for sure, as in a URL context: the rule's behaviour, not the "is this a URL?" pre-check (detect.test.ts).
const run = (text: string, options: AnalyzeOptions = {}) => analyze(text, { preset: 'none', rules: { [ID]: 'error' }, context: 'reference', ...options });
const fixAll = (text: string, options: AnalyzeOptions = {}) => applyEdits(text, run(text, options).flatMap((f) => f.fix ?? []));
const B = 'https://example.com/'; // 20 characters

describe(ID, () => {
  it('reports a space in the path with a precise range and fixes it to %20', () => {
    const [f, ...rest] = run(B + 'a b');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ ruleId: ID, messageId: 'unencoded', start: 21, end: 22, severity: 'error' });
    expect(f.message).toBe('Unencoded space in the path; percent-encode it.');
    expect(f.fix).toEqual([{ start: 21, end: 22, text: '%20' }]);
    expect(f.suggestions).toBeUndefined();
  });

  it('groups a run of one kind into one finding with one edit', () => {
    const spaces = run(B + 'a   b');
    expect(spaces).toHaveLength(1);
    expect(spaces[0]).toMatchObject({ start: 21, end: 24, message: 'Unencoded 3 spaces in the path; percent-encode it.' });
    expect(spaces[0].fix).toEqual([{ start: 21, end: 24, text: '%20%20%20' }]);

    const [cjk] = run(B + '日本語');
    expect(cjk).toMatchObject({ start: 20, end: 23, message: 'Unencoded "日本語" in the path; percent-encode it.' });
    expect(applyEdits(B + '日本語', cjk.fix!)).toBe(B + '%E6%97%A5%E6%9C%AC%E8%AA%9E');

    const [angles] = run(B + '<>');
    expect(angles).toMatchObject({ start: 20, end: 22, message: 'Unencoded "<>" in the path; percent-encode it.' });
    expect(angles.fix).toEqual([{ start: 20, end: 22, text: '%3C%3E' }]);
  });

  it('makes one finding of adjacent characters that share the percent-encoding fix', () => {
    const findings = run(B + ' é<');
    expect(findings.map((f) => [f.start, f.end])).toEqual([[20, 23]]);
    expect(findings[0].message).toBe('Unencoded space, "é" and "<" in the path; percent-encode it.');
    expect(fixAll(B + ' é<')).toBe(B + '%20%C3%A9%3C');
  });

  it('says what each character of a mixed run is', () => {
    expect(run(B + 'é a')[0].message).toBe('Unencoded "é" and space in the path; percent-encode it.');
    expect(run(B + 'ü ä')[0].message).toBe('Unencoded "ü", space and "ä" in the path; percent-encode it.');
    expect(run(B + 'a\u0001 \u0002b')[0].message).toBe('Unencoded U+0001, space and U+0002 in the path; percent-encode it.');
  });

  it('starts a new finding where the remedy changes (tab: suggestion only)', () => {
    const findings = run(B + ' \tx');
    expect(findings.map((f) => [f.start, f.end, f.messageId])).toEqual([[20, 21, 'unencoded'], [21, 22, 'tabOrNewline']]);
  });

  it('UTF-8 percent-encodes non-ASCII characters with upper-case hex (RFC 3986 §2.5)', () => {
    expect(fixAll(B + 'café')).toBe(B + 'caf%C3%A9');
    expect(fixAll(B + '€')).toBe(B + '%E2%82%AC');
    const [emoji] = run(B + '😀');
    expect(emoji).toMatchObject({ start: 20, end: 22, message: 'Unencoded "😀" in the path; percent-encode it.' });
    expect(applyEdits(B + '😀', emoji.fix!)).toBe(B + '%F0%9F%98%80');
  });
});

describe(ID, () => {
  it('reports each unsafe character of RFC 1738 §2.2 and RFC 3986 §2', () => {
    // [encoding, whether browsers encode it themselves in a non-special URL's path (WHATWG URL's
    // path percent-encode set): then encoding it keeps the href, a fix; else a suggestion.]
    const expected: Record<string, [string, boolean]> = {
      '"': ['%22', true],
      '<': ['%3C', true],
      '>': ['%3E', true],
      '`': ['%60', true],
      '{': ['%7B', true],
      '}': ['%7D', true],
      '\\': ['%5C', false], // in a non-special URL; see the special-scheme case below
      // WHATWG added "^" to the path percent-encode set in 2024: Node 24 encodes it, Node 20 does not.
      '^': ['%5E', new URL('myapp://host/a^b').pathname.includes('%5E')],
      '|': ['%7C', false],
      '[': ['%5B', false],
      ']': ['%5D', false],
    };
    for (const [ch, [enc, browsersEncode]] of Object.entries(expected)) {
      const text = 'myapp://host/a' + ch + 'b';
      const findings = run(text);
      expect(findings, ch).toHaveLength(1);
      expect(findings[0], ch).toMatchObject({ messageId: 'unencoded', start: 14, end: 15 });
      const edits = browsersEncode ? findings[0].fix! : findings[0].suggestions![0].edits;
      expect(findings[0].fix === undefined, ch).toBe(!browsersEncode);
      expect(applyEdits(text, edits), ch).toBe('myapp://host/a' + enc + 'b');
      if (browsersEncode) expect(new URL(applyEdits(text, edits)).href, ch).toBe(new URL(text).href);
      else expect(new URL(applyEdits(text, edits)).href, ch).not.toBe(new URL(text).href);
    }
  });

  it('names the character and the component', () => {
    expect(run(B + '?q=a b')[0].message).toBe('Unencoded space in the query; percent-encode it.');
    expect(run(B + '#a b')[0].message).toBe('Unencoded space in the fragment; percent-encode it.');
    expect(run('ftp://us er@example.com/')[0].message).toBe('Unencoded space in the userinfo; percent-encode it.');
    expect(run(B + 'a\u0001b')[0].message).toBe('Unencoded U+0001 in the path; percent-encode it.');
    expect(run(B + '?a[]=1', { rules: { [ID]: ['error', { queryBrackets: true }] } })[0].message).toBe('Unencoded "[]" in the query; percent-encode it.');
  });

  it('encodes C0 controls and DEL', () => {
    expect(fixAll(B + 'a\u0001\u001fb')).toBe(B + 'a%01%1Fb');
    expect(fixAll(B + 'a\u007fb')).toBe(B + 'a%7Fb');
    expect(fixAll(B + 'a\u0000b')).toBe(B + 'a%00b');
  });

  it('reports a second "#" in the fragment only', () => {
    const findings = run(B + 'p#a#b');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ start: 23, end: 24, message: 'Unencoded "#" in the fragment; percent-encode it.' });
    // Browsers keep a second "#" in the fragment as written (fragment percent-encode set):
    // "%23" changes the href, so it is offered, not applied.
    expect(fixAll(B + 'p#a#b')).toBe(B + 'p#a#b');
    expect(applyEdits(B + 'p#a#b', findings[0].suggestions![0].edits)).toBe(B + 'p#a%23b');
  });

  it('leaves "[" and "]" of an IP literal alone, and reports them elsewhere', () => {
    expect(run('http://[::1]/')).toEqual([]);
    expect(run('http://[2001:db8::1]:8080/a')).toEqual([]);
    // Browsers keep "[" and "]" as written in the path, query and fragment, and RFC 3986 §2.2
    // does not make them equivalent to "%5B" and "%5D": suggestions, never a fix.
    const text = B + 'a[0]?b[c]=1#[x]';
    const findings = run(text, { rules: { [ID]: ['error', { queryBrackets: true }] } });
    expect(findings.map((f) => text.slice(f.start, f.end))).toEqual(['[', ']', '[', ']', '[', ']']);
    expect(fixAll(text)).toBe(text);
    // Query brackets (`?filter[author]=1`, `?ids[]=1`) only with queryBrackets: servers read them so.
    expect(run(text).map((f) => text.slice(f.start, f.end))).toEqual(['[', ']', '[', ']']);
    expect(run(B + '?filter[author]=1&page[size]=10')).toEqual([]);
    expect(applyEdits(text, findings.flatMap((f) => f.suggestions![0].edits))).toBe(B + 'a%5B0%5D?b%5Bc%5D=1#%5Bx%5D');
  });

  it('never touches the host, the scheme or the port', () => {
    expect(run('https://exa mple.com/')).toEqual([]);
    expect(run('https://bücher.de/')).toEqual([]);
    expect(run('https://ex<a>mple.com/')).toEqual([]);
    expect(run('https://example.com:8o/')).toEqual([]);
    // Browsers read `bücher.de` as the host of this special URL although it has no "//".
    expect(run('http:bücher.de/é')).toMatchObject([{ start: 15, end: 16 }]);
  });
});

describe(ID, () => {
  it('does not report "%" (no-invalid-percent-encoding owns it)', () => {
    expect(run(B + '100%')).toEqual([]);
    expect(run(B + '%zz?%#%')).toEqual([]);
  });

  it('accepts every character RFC 3986 allows raw in each component', () => {
    expect(run("https://us-._~!$&'()*+,;=:@example.com/-._~!$&'()*+,;=:@/p?-._~!$&'()*+,;=:@/?#-._~!$&'()*+,;=:@/?")).toEqual([]);
    expect(run('https://example.com/a%20b/%E2%82%AC?q=%3C#%23')).toEqual([]);
    expect(run('mailto:joe@example.com?subject=Hi')).toEqual([]);
  });

  describe('tab, LF and CR (browsers remove them)', () => {
    it('offers removal or encoding, never a fix', () => {
      const [f, ...rest] = run(B + 'a\tb');
      expect(rest).toEqual([]);
      expect(f).toMatchObject({ messageId: 'tabOrNewline', start: 21, end: 22, message: 'Unencoded U+0009 in the path, which browsers silently remove.' });
      expect(f.fix).toBeUndefined();
      expect(f.suggestions!.map((s) => [s.messageId, applyEdits(B + 'a\tb', s.edits)])).toEqual([
        ['removeChar', B + 'ab'],
        ['encodeChar', B + 'a%09b'],
      ]);
    });

    it('are reported in every component, the scheme and the host included, named as browsers split the URL', () => {
      const findings = run('ht\ttp://exa\nmple.com/a\tb?c\rd#e\tf');
      expect(findings.map((f) => [f.start, f.message])).toEqual([
        [2, 'Unencoded U+0009 in the scheme, which browsers silently remove.'],
        [11, 'Unencoded U+000A in the host, which browsers silently remove.'],
        [22, 'Unencoded U+0009 in the path, which browsers silently remove.'],
        [26, 'Unencoded U+000D in the query, which browsers silently remove.'],
        [30, 'Unencoded U+0009 in the fragment, which browsers silently remove.'],
      ]);
    });

    it('leave the rest of the URL to be judged as browsers read it', () => {
      // WHATWG removes the tab first: this is http://[::1]/, whose brackets are an IP literal.
      expect(new URL('ht\ttp://[::1]/').href).toBe('http://[::1]/');
      expect(run('ht\ttp://[::1]/').map((f) => f.messageId)).toEqual(['tabOrNewline']);
      expect(analyze('ht\ttp://[::1]/', { preset: 'all', context: 'reference' }).map((f) => f.messageId)).toEqual(['tabOrNewline']);
      // A fix beside a tab maps back to the text as written; one across a tab is dropped.
      expect(fixAll('https://exa\tmple.com/a b')).toBe('https://exa\tmple.com/a%20b');
      const percent = analyze('https://example.com/%\t41', { preset: 'all', context: 'reference' }).find((f) => f.ruleId === 'prefer-normalized')!;
      expect(percent).toMatchObject({ ruleId: 'prefer-normalized', start: 20, end: 24 });
      expect(percent.fix).toBeUndefined();
    });

    it('groups CR LF into one finding', () => {
      const findings = run(B + '?a=1&\r\nb=2');
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ start: 25, end: 27, message: 'Unencoded U+000D and U+000A in the query, which browsers silently remove.' });
      expect(applyEdits(B + '?a=1&\r\nb=2', findings[0].suggestions![0].edits)).toBe(B + '?a=1&b=2');
    });
  });

  describe('"@" in the userinfo (RFC 3986 §3.2.1 has no "@" there; browsers split at the last one)', () => {
    it('is fixed to %40 in every scheme, as browsers write it', () => {
      for (const url of ['https://me@mail.example@host.example/', 'ssh://a@b@host/', 'ftp://a@b@c@host/x', 'myapp://x@y@h']) {
        const fixed = fixAll(url);
        expect(fixed, url).not.toBe(url);
        // WHATWG percent-encodes every "@" but the last: the fix writes the same URL.
        expect(new URL(fixed).href, url).toBe(new URL(url).href);
      }
      const [f] = run('ssh://a@b@host/');
      expect(f).toMatchObject({ messageId: 'unencoded', start: 7, end: 8, message: 'Unencoded "@" in the userinfo; percent-encode it.' });
      expect(fixAll('//a@b@host/x', { context: 'reference' })).toBe('//a%40b@host/x');
    });

    it('never names a password', () => {
      const [f] = run('ftp://user:p@ss@host/');
      expect(f).toMatchObject({ start: 12, end: 13, message: 'Unencoded character in the password; percent-encode it.' });
      expect(new URL(fixAll('ftp://user:p@ss@host/')).password).toBe('p%40ss');
    });
  });
});
