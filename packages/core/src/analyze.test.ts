import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { applyEdits } from './edits.js';
import { resolveRules } from './config.js';
import { RULES } from './registry.js';

describe('analyze', () => {
  it('returns [] quickly for a value that is not a URL', () => {
    expect(analyze('hello world')).toEqual([]);
    expect(analyze('12:30')).toEqual([]);
  });

  it('never throws on bad input', () => {
    expect(analyze(null as unknown as string)).toEqual([]);
    expect(analyze('\ud800http://x')).toEqual([]);
  });

  it('resolves presets and user settings like ESLint', () => {
    const rec = resolveRules(RULES, 'recommended', undefined).map((r) => r.rule.id);
    expect(rec).not.toContain('no-insecure-scheme');
    expect(resolveRules(RULES, 'all', undefined)).toHaveLength(RULES.length);
    const off = resolveRules(RULES, 'recommended', { 'urilint/valid-port': 'off', 'no-insecure-scheme': ['warn', {}] });
    expect(off.map((r) => r.rule.id)).not.toContain('valid-port');
    expect(off.find((r) => r.rule.id === 'no-insecure-scheme')?.severity).toBe('warn');
    expect(resolveRules(RULES, 'none', { 'valid-port': 2 }).map((r) => [r.rule.id, r.severity])).toEqual([['valid-port', 'error']]);
  });
});

describe('applyEdits', () => {
  it('applies non-overlapping edits right to left', () => {
    expect(applyEdits('abcdef', [{ start: 1, end: 2, text: 'X' }, { start: 4, end: 4, text: 'Y' }])).toBe('aXcdYef');
  });
});
