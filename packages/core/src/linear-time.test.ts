/**
 * One string literal must never hang the analyzer, and so ESLint and the editor. Every
 * adversarial shape of the benchmark (scripts/bench/adversarial.mjs: for each scheme and
 * component, a long run that almost matches) at 50,000 characters, through every rule. A linear
 * analysis takes milliseconds; a super-linear pattern once found here (tel: extensions) took
 * seconds at this size, and minutes at a megabyte; so did a host of distinct non-ASCII characters
 * (Punycode). The benchmark shows the time per character from 1 KB to 1 MB; the repository's
 * lint (regexp/no-super-linear-backtracking and no-super-linear-move) keeps such patterns out of
 * the code.
 */
import { describe, expect, it } from 'vitest';
import { adversarialShapes } from '../../../scripts/bench/adversarial.mjs';
import { analyze } from './analyze.js';

const SIZE = 50_000;
/**
 * CPU time of this process (other processes on a loaded CI machine do not count against it): the
 * slowest linear shape takes about a third of this; the quadratic pattern, seconds.
 */
const LIMIT_MS = 2000;

function cpuMs(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('analyze on adversarial input', () => {
  it.each(adversarialShapes())('$name: 50,000 characters in under 2 s of CPU', ({ context, make }) => {
    const text = make(SIZE);
    expect(cpuMs(() => analyze(text, { preset: 'all', context }))).toBeLessThan(LIMIT_MS);
  });

  it('a tel: extension of 100,000 digits and a letter is reported, quickly (18 s before the fix)', () => {
    const text = 'tel:+1;ext=' + '1'.repeat(100_000) + 'x';
    let findings: ReturnType<typeof analyze> = [];
    expect(cpuMs(() => (findings = analyze(text)))).toBeLessThan(LIMIT_MS);
    expect(findings.map((f) => f.messageId)).toContain('telExtension');
  });
});
