/**
 * A seeded slice of the fuzzer (scripts/fuzz.mjs; the full run is a million inputs):
 * every preset and context, `onRuleError` throwing. Nothing may throw, no rule may fail, and no
 * call may take longer than the fuzzer's hang limit.
 */
import { describe, expect, it } from 'vitest';
import { fuzz } from '../scripts/fuzz.mjs';

describe('fuzzing analyze (seeded slice)', () => {
  it('seed 1: 1,000 inputs × 3 presets × 2 contexts, no exception, no rule error, no hang', () => {
    const result = fuzz({ inputs: 1000, seed: 1, hangMs: 2000 });
    expect(result.examples).toEqual([]);
    expect(result).toMatchObject({ inputs: 1000, calls: 6000, exceptions: 0, ruleErrors: 0, hangs: 0 });
  });
});
