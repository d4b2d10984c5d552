import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { MAX_FINDINGS, formatMessage, shortened } from './rule.js';

describe('rule framework', () => {
  it('caps the reports of one rule in one value', () => {
    // 'a b' repeated: the spaces stand at offsets 10, 13, 16, … after the 9-character prefix. In
    // a URL context, where every space is the URL's (outside one, "ba ba…" would read as words).
    const seen = analyze('http://a/' + 'a b'.repeat(MAX_FINDINGS + 5), { preset: 'none', rules: { 'no-unencoded-characters': 'error' }, context: 'reference' });
    expect(seen).toHaveLength(MAX_FINDINGS);
    expect(seen[MAX_FINDINGS - 1].start).toBe(10 + 3 * (MAX_FINDINGS - 1));
  });

  it('shortens long values for messages', () => {
    expect(shortened('abc', 3)).toBe('abc');
    expect(shortened('abcd', 3)).toBe('abc…');
  });

  it('fills message placeholders as ESLint does', () => {
    expect(formatMessage('Use {{ a }} not {{b}}; {{c}}', { a: '1', b: '2' })).toBe('Use 1 not 2; {{c}}');
  });
});
