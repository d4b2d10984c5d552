import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { applyEdits } from './edits.js';
import { fixKeepsMeaning } from './fix-check.js';

describe('fixKeepsMeaning: a fix keeps what new URL() reads', () => {
  it('accepts edits that change only percent-encoding, case where WHATWG folds it, or an RFC 1738 default port', () => {
    expect(fixKeepsMeaning('https://example.com/a b', [{ start: 21, end: 22, text: '%20' }], 'absolute')).toBe(true);
    expect(fixKeepsMeaning('https://example.com/%7euser', [{ start: 20, end: 23, text: '~' }], 'absolute')).toBe(true);
    expect(fixKeepsMeaning('https://example.com/100%off', [{ start: 23, end: 24, text: '%25' }], 'absolute')).toBe(true);
    expect(fixKeepsMeaning('gopher://h.example:70/1', [{ start: 18, end: 21, text: '' }], 'absolute')).toBe(true);
    expect(fixKeepsMeaning('/a b', [{ start: 2, end: 3, text: '%20' }], 'reference')).toBe(true);
  });

  it('refuses edits that change the URL, or make a URL that browsers reject parse', () => {
    expect(fixKeepsMeaning('https://example.com/a', [{ start: 20, end: 21, text: 'b' }], 'absolute')).toBe(false);
    // `https://://example.com`: browsers reject it; dropping the empty port makes a URL of another shape.
    expect(fixKeepsMeaning('https://://example.com', [{ start: 8, end: 9, text: '' }], 'absolute')).toBe(false);
    expect(fixKeepsMeaning('myapp://h:9/a', [{ start: 10, end: 12, text: '' }], 'absolute')).toBe(false);
  });
});

describe('analyze: a fix it cannot show to keep the URL is offered as a suggestion', () => {
  it('never rewrites "https://://example.com" to "https:////example.com" under eslint --fix', () => {
    const text = 'https://://example.com';
    const findings = analyze(text, { preset: 'all', context: 'reference' });
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) expect(f.fix, f.ruleId).toBeUndefined();
    const port = findings.find((f) => f.ruleId === 'valid-port');
    expect(port?.suggestions?.map((s) => applyEdits(text, s.edits))).toContain('https:////example.com');
  });
});
