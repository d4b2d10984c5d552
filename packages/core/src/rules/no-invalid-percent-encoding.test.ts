import { describe, expect, it } from 'vitest';
import { readCases } from '../../../../test/support/conformance.js';
import { analyze, applyEdits, type AnalyzeOptions } from '../index.js';

const ID = 'no-invalid-percent-encoding';
// A URL for sure, as in a URL context: the rule's behaviour, not the "is this a URL?" pre-check (detect.test.ts).
const run = (text: string, options: AnalyzeOptions = {}) => analyze(text, { preset: 'none', rules: { [ID]: 'error' }, context: 'reference', ...options });
const fixAll = (text: string, options: AnalyzeOptions = {}) => applyEdits(text, run(text, options).flatMap((f) => f.fix ?? []));
const B = 'https://example.com/'; // 20 characters

/** The python-rfc3986 normalizer assertions (test/fixtures/conformance/SOURCES.md). */
function pythonCases(op: string): Array<{ input: string; expected: string }> {
  return readCases<{ op: string; input: string; expected: string }>('python-rfc3986-normalizers.derived.json').filter((c) => c.op === op);
}

describe(ID, () => {
  it('reports a "%" not followed by two hex digits, on the "%" alone, and fixes it to %25', () => {
    const [f, ...rest] = run(B + '100%');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ ruleId: ID, messageId: 'invalidPercent', start: 23, end: 24, severity: 'error' });
    expect(f.message).toBe('"%" not followed by two hex digits in the path; a literal "%" is written "%25".');
    expect(f.fix).toEqual([{ start: 23, end: 24, text: '%25' }]);
  });

  it('covers every component but the host with a fix', () => {
    expect(fixAll(B + '%a')).toBe(B + '%25a');
    expect(fixAll(B + '%ag')).toBe(B + '%25ag');
    expect(fixAll(B + '%%41')).toBe(B + '%25%41');
    expect(fixAll(B + '?discount=50%&x=%u00e9')).toBe(B + '?discount=50%25&x=%25u00e9');
    expect(fixAll(B + '#100%')).toBe(B + '#100%25');
    expect(fixAll('ftp://us%er@example.com/')).toBe('ftp://us%25er@example.com/');
    expect(run(B + '?q=%')[0].message).toContain('in the query');
    expect(run(B + '#%')[0].message).toContain('in the fragment');
  });

  it('agrees with python-rfc3986 encode_component where a component has only bad or only good "%"', () => {
    const cases = pythonCases('encode_component');
    expect(cases).toHaveLength(8);
    const hasGood = (s: string) => /%[0-9A-Fa-f]{2}/.test(s);
    const hasBad = (s: string) => /%(?![0-9A-Fa-f]{2})/.test(s);
    const same = cases.filter((c) => !(hasGood(c.input) && hasBad(c.input)));
    expect(same).toHaveLength(6);
    for (const c of same) expect(fixAll('https://example.com' + c.input), c.input).toBe('https://example.com' + c.expected);
  });

  it('keeps valid triplets where python-rfc3986 re-encodes a whole component with one bad "%"', () => {
    // encode_component treats such a component as never encoded; urilint fixes only the bad "%"
    // (RFC 3986 §2.4: a valid triplet already is an encoding and must not be encoded again).
    expect(fixAll('https://example.com/%20/%')).toBe('https://example.com/%20/%25');
    expect(fixAll('https://example.com/%21%22%23%ah%12%ff')).toBe('https://example.com/%21%22%23%25ah%12%ff');
  });

  it('leaves a "%" that browsers complete after removing tab and newline', () => {
    // `%\t41` is `%41` to a browser; no-unencoded-characters reports the tab.
    expect(run(B + '%\t41')).toEqual([]);
    expect(run(B + '%4\n1')).toEqual([]);
    expect(run(B + '%\tzz')).toMatchObject([{ messageId: 'invalidPercent', start: 20, end: 21 }]);
  });

  it('reports a bad "%" in the host without a fix', () => {
    const [f, ...rest] = run('http://ex%zz.com/');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'invalidPercentHost', start: 9, end: 10, message: '"%" not followed by two hex digits in the host.' });
    expect(f.fix).toBeUndefined();
    // An IPv6 zone identifier must be written %25 (RFC 6874), but valid-host owns hosts.
    const [zone] = run('http://[fe80::1%eth0]/');
    expect(zone).toMatchObject({ messageId: 'invalidPercentHost', start: 15, end: 16 });
    expect(zone.fix).toBeUndefined();
    expect(run('http://[fe80::1%25eth0]/')).toEqual([]);
  });
});

describe(ID, () => {
  describe('bytes that are not UTF-8 (report only)', () => {
    const cases: Array<[string, number, number, string]> = [
      ['%C3%28', 20, 23, '%C3'], // a lead byte followed by an ASCII byte
      ['%FF', 20, 23, '%FF'], // never occurs in UTF-8
      ['%C0%AF', 20, 26, '%C0%AF'], // overlong "/"
      ['%E0%80%AF', 20, 29, '%E0%80%AF'], // overlong, three bytes
      ['%E2%82', 20, 26, '%E2%82'], // truncated "€"
      ['%ED%A0%80', 20, 29, '%ED%A0%80'], // a surrogate
      ['%F4%90%80%80', 20, 32, '%F4%90%80%80'], // above U+10FFFF
      ['%80', 20, 23, '%80'], // a continuation byte with no lead
      ['a%e9b', 21, 24, '%e9'], // Latin-1 "é"
    ];
    for (const [path, start, end, bytes] of cases) {
      it(path, () => {
        const findings = run(B + path);
        expect(findings).toHaveLength(1);
        expect(findings[0]).toMatchObject({ messageId: 'invalidUtf8', start, end });
        expect(findings[0].message).toBe(`The percent-encoded bytes ${bytes} in the path are not valid UTF-8.`);
        expect(findings[0].fix).toBeUndefined();
        expect(findings[0].suggestions).toBeUndefined();
      });
    }

    it('accepts valid UTF-8 in any hex case', () => {
      expect(run(B + '%C3%A9%c3%a9%E2%82%AC%F0%9F%98%80%EF%BF%BD%7F%00?q=%E6%97%A5#%f4%8f%bf%bf')).toEqual([]);
    });

    it('separates bad sequences that valid bytes separate', () => {
      expect(run(B + '%FF%41%FE').map((f) => [f.start, f.end])).toEqual([[20, 23], [26, 29]]);
    });

    it('leaves data: URLs alone (RFC 2397: any octets)', () => {
      expect(run('data:application/octet-stream,%FF%FE%00')).toEqual([]);
      expect(fixAll('data:text/plain,100%')).toBe('data:text/plain,100%25');
    });

    it('checks the host and the userinfo too, never repeating a password', () => {
      expect(run('http://ex%FFample.com/')).toMatchObject([{ messageId: 'invalidUtf8', start: 9, end: 12 }]);
      const [f] = run('ftp://user:%FF@example.com/');
      expect(f).toMatchObject({ messageId: 'invalidUtf8Password', start: 11, end: 14 });
      expect(f.message).toBe('Percent-encoded bytes in the password are not valid UTF-8.');
    });
  });

  describe('templates and holes', () => {
    it('does not report a "%" that a placeholder may complete', () => {
      expect(run(B + '%${hex}')).toEqual([]);
      expect(run(B + 'a%', { holes: [{ start: 22, end: 22 }] })).toEqual([]);
      expect(run(B + '%a', { holes: [{ start: 22, end: 22 }] })).toEqual([]);
      expect(run(B + '%E2%82', { holes: [{ start: 26, end: 26 }] })).toEqual([]);
    });

    it('still reports a "%" away from a placeholder', () => {
      expect(run('https://api.github.com/repos/{owner}/100%')).toMatchObject([{ start: 40, end: 41 }]);
    });
  });

  it('accepts valid URLs', () => {
    for (const text of [B + 'a%20b%2F?q=%E2%82%AC#%23', 'mailto:joe@example.com?subject=50%25', 'https://example.com/%7e']) expect(run(text), text).toEqual([]);
  });

  it('keeps what the URL means to a browser, up to the RFC 3986 equivalence of "%" and "%25"', () => {
    const text = B + 'a%zb?q=5%#x%';
    const fixed = fixAll(text);
    expect(fixed).toBe(B + 'a%25zb?q=5%25#x%25');
    expect(decodeURIComponent(new URL(fixed).pathname)).toBe('/a%zb');
  });
});
