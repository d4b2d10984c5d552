import { describe, expect, it } from 'vitest';
import { MAX_FINDINGS, cappedReport, formatMessage, shortened, type Report } from './rule.js';

describe('rule framework', () => {
  it('caps the reports of one rule in one value', () => {
    const seen: Array<Report<'x'>> = [];
    const report = cappedReport<'x'>((r) => seen.push(r));
    for (let i = 0; i < MAX_FINDINGS + 5; i++) report({ messageId: 'x', start: i, end: i + 1 });
    expect(seen).toHaveLength(MAX_FINDINGS);
    expect(seen[MAX_FINDINGS - 1].start).toBe(MAX_FINDINGS - 1);
  });

  it('shortens long values for messages', () => {
    expect(shortened('abc', 3)).toBe('abc');
    expect(shortened('abcd', 3)).toBe('abc…');
  });

  it('fills message placeholders as ESLint does', () => {
    expect(formatMessage('Use {{ a }} not {{b}}; {{c}}', { a: '1', b: '2' })).toBe('Use 1 not 2; {{c}}');
  });
});
