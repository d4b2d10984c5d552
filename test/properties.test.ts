import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, applyEdits, normalize, parse, type Finding } from '@urilint/core';
import { checkInput } from './support/oracle.mjs';

const ALL = { preset: 'all' } as const;

/** Characters that make URLs interesting: delimiters, unsafe and non-ASCII ones, escapes. */
const URL_CHARS = [
  ...'abcXYZ019-._~:/?#[]@!$&\'()*+,;=%', ' ', '\t', '\n', '"', '<', '>', '\\', '^', '`', '{', '}', '|',
  'é', '€', '😀', '\u200b', '\u202e', '\u0000', '\u007f', '\ud800',
];
const urlChar = fc.constantFrom(...URL_CHARS);
const urlTail = fc.array(urlChar, { maxLength: 40 }).map((a) => a.join(''));
const hexTriplet = fc.tuple(fc.constantFrom(...'0123456789abcdefABCDEFgz'), fc.constantFrom(...'0123456789abcdefABCDEFgz')).map(([a, b]) => '%' + a + b);
const segment = fc.array(fc.oneof(urlChar, hexTriplet, fc.constantFrom('.', '..', 'a', 'b')), { maxLength: 8 }).map((a) => a.join(''));
const urlLike = fc
  .tuple(
    fc.constantFrom('http', 'HTTP', 'https', 'ws', 'ftp', 'file', 'mailto', 'htp', 'data', 'javascript', 'urn', 'myapp'),
    fc.constantFrom('://', ':', ':/', ':///', '//'),
    fc.constantFrom('', 'user@', 'u:p@'),
    fc.constantFrom('example.com', 'EXAMPLE.com', 'exa mple.com', '[::1]', '[1::2::3]', '256.1.1.1', 'bücher.de', 'a..b', ''),
    fc.constantFrom('', ':80', ':443', ':8o', ':', ':0080', ':99999'),
    fc.array(segment, { maxLength: 4 }).map((s) => (s.length ? '/' + s.join('/') : '')),
    fc.option(urlTail.map((q) => '?' + q), { nil: '' }),
    fc.option(urlTail.map((f) => '#' + f), { nil: '' }),
  )
  .map((parts) => parts.join(''));

function applyAllFixes(text: string, findings: Finding[]): string {
  return applyEdits(text, findings.flatMap((f) => f.fix ?? []));
}

describe('analyze() on arbitrary input', () => {
  it('never throws on arbitrary strings, including lone surrogates and controls', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), urlLike, fc.string({ unit: 'grapheme-composite' })), (s) => {
        const findings = analyze(s, ALL);
        for (const f of findings) {
          expect(f.start).toBeGreaterThanOrEqual(0);
          expect(f.end).toBeLessThanOrEqual(s.length);
          expect(f.start).toBeLessThanOrEqual(f.end);
        }
        analyze(s, { ...ALL, context: 'reference' });
        normalize(s);
        parse(s);
      }),
      { numRuns: 1500 },
    );
  });

  it('never throws on non-string input or on 1 MB inputs', () => {
    expect(analyze(undefined as unknown as string)).toEqual([]);
    expect(analyze(42 as unknown as string)).toEqual([]);
    const big = [
      'http://a/' + 'a b%zz'.repeat(180_000),
      'https://' + '['.repeat(1_000_000),
      '\ud800'.repeat(1_000_000),
      'http://' + '.'.repeat(1_000_000),
      'http://' + 'a.'.repeat(500_000) + '/',
      'http://a' + '/./..'.repeat(200_000),
      'file:///' + 'd|/'.repeat(300_000),
    ];
    for (const s of big) {
      const findings = analyze(s, ALL);
      // At most 100 findings per rule, each with a one-sentence message.
      const perRule = new Map<string, number>();
      for (const f of findings) perRule.set(f.ruleId, (perRule.get(f.ruleId) ?? 0) + 1);
      for (const n of perRule.values()) expect(n).toBeLessThanOrEqual(100);
      for (const f of findings) expect(f.message.length).toBeLessThan(400);
    }
    // Tabs inside a reference: the URL browsers see is analyzed too, and each tab is named.
    expect(analyze('/a/' + 'a\tb'.repeat(300_000), { ...ALL, context: 'reference' }).length).toBeLessThanOrEqual(200);
  });
});

describe('fixes', () => {
  it('converge: after applying every fix once, no fixable finding is left', () => {
    fc.assert(
      fc.property(urlLike, (s) => {
        const fixed = applyAllFixes(s, analyze(s, ALL));
        const left = analyze(fixed, ALL).filter((f) => f.fix);
        expect(left.map((f) => `${f.ruleId}:${f.messageId}@${f.start}`), `${JSON.stringify(s)} → ${JSON.stringify(fixed)}`).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('never overlap within one value', () => {
    fc.assert(
      fc.property(urlLike, (s) => {
        const edits = analyze(s, ALL).flatMap((f) => f.fix ?? []).sort((a, b) => a.start - b.start);
        for (let i = 1; i < edits.length; i++) expect(edits[i].start).toBeGreaterThanOrEqual(edits[i - 1].end);
      }),
      { numRuns: 1000 },
    );
  });

  it('keep meaning, as Node’s WHATWG URL parser reads both forms (up to RFC 3986 §6.2.2)', () => {
    fc.assert(
      fc.property(urlLike, (s) => {
        // Each fix alone and all together, judged on the URL that analyze located: in a sentence
        // that begins with a URL ('http://h/. ; #'), the URL, not the URL and the words as one.
        const meaning = checkInput(s).violations.filter((v: { kind: string }) => v.kind === 'meaning');
        expect(meaning.map((v: { after: string; detail: string }) => `${JSON.stringify(s)} → ${JSON.stringify(v.after)}: ${v.detail}`)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
