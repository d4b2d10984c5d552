import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type AnalyzeOptions } from '@urilint/core';
import { isPlainHttpUrl } from '../packages/core/src/plain.js';

const SLOW = { fastPath: false } as const;

/** Every preset and option set under which the fast path may answer. */
const CONFIGS: AnalyzeOptions[] = [
  {},
  { context: 'reference' },
  { rules: { 'valid-scheme': ['error', { strict: true }], 'valid-host': ['error', { allowUnderscore: false, allowTrailingDot: false }] } },
];

function expectSameAsSlowPath(url: string): void {
  for (const config of CONFIGS) {
    expect(analyze(url, config), url).toEqual(analyze(url, { ...config, ...SLOW }));
  }
}

describe('the fast path for plain http(s) URLs', () => {
  it('gives the same findings as the full analysis on 48,000 real URLs', () => {
    const urls = readFileSync(new URL('../bench/data/kasztp-urls.txt', import.meta.url), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\n')
      .filter((l) => l.length > 0);
    expect(urls.length).toBeGreaterThan(48_000);
    expect(urls.filter(isPlainHttpUrl).length).toBeGreaterThan(40_000);
    let differing = 0;
    for (const url of urls) {
      const fast = analyze(url);
      const slow = analyze(url, SLOW);
      if (JSON.stringify(fast) !== JSON.stringify(slow)) differing++;
    }
    expect(differing).toBe(0);
  });

  it('gives the same findings as the full analysis on generated near-plain URLs', () => {
    const label = fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), weight: 4 },
      { arbitrary: fc.stringMatching(/^[a-z0-9A-Z_-]{0,8}$/), weight: 1 },
      { arbitrary: fc.stringMatching(/^(0x?[0-9a-f]{0,4}|[0-9]{1,4})$/), weight: 1 },
    );
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((ls) => ls.join('.'));
    const tail = fc.oneof(
      { arbitrary: fc.stringMatching(/^(\/[a-z0-9]{0,5}){0,3}(\?[a-z=&]{0,6})?$/), weight: 3 },
      { arbitrary: fc.stringMatching(/^[a-zA-Z0-9\-._~!$&'()*+,;=:@/?#.%]{0,24}$/), weight: 2 },
    );
    const url = fc.tuple(fc.constantFrom('http://', 'https://', 'HTTP://', 'http:/'), host, tail).map(([s, h, t]) => s + h + t);
    // The generator must exercise both sides of the fast path.
    const sample = fc.sample(url, 1000);
    expect(sample.filter(isPlainHttpUrl).length).toBeGreaterThan(100);
    expect(sample.filter((u) => !isPlainHttpUrl(u)).length).toBeGreaterThan(100);
    fc.assert(fc.property(url, expectSameAsSlowPath), { numRuns: 3000 });
  });

  it('still reports what the opt-in rules say about plain URLs', () => {
    expect(analyze('http://api.acme.io/x', { preset: 'strict' }).map((f) => f.ruleId)).toContain('no-insecure-scheme');
    expect(analyze('https://api.acme.io', { rules: { 'prefer-normalized': ['warn', { trailingSlash: true }] } }).map((f) => f.ruleId)).toContain('prefer-normalized');
  });
});
