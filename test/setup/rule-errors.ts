/**
 * Rule errors are fatal in every test. `analyze` catches a rule that throws, keeps the
 * other rules' findings and reports the failure to `onRuleError`; in production the adapters log
 * it. Here every call of `analyze` (direct, or through the source layer, the ESLint plugin or the
 * language server, whatever hook they pass) gets a hook that records the failure, runs the
 * caller's hook, then throws; and a test that ends with a recorded failure fails, even when an
 * adapter caught the throw (the server's guard against a bad document does). Errors that a
 * test plants on purpose (test/support/planted.ts) go through as in production.
 */
import { afterEach, vi } from 'vitest';
import type { AnalyzeOptions, Finding, RuleFailure } from '../../packages/core/src/types.js';
import { PLANTED } from '../support/planted.js';

const unexpected = vi.hoisted((): RuleFailure[] => []);

function describeFailure(f: RuleFailure): string {
  const error = f.error instanceof Error ? (f.error.stack ?? f.error.message) : String(f.error);
  return `rule ${f.ruleId ?? '(before any rule)'} threw on ${JSON.stringify(f.text.length > 200 ? f.text.slice(0, 200) + '…' : f.text)}: ${error}`;
}

vi.mock('../../packages/core/src/analyze.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../packages/core/src/analyze.js')>();
  const analyze = (text: string, options: AnalyzeOptions = {}): Finding[] => {
    const hook = options.onRuleError;
    return real.analyze(text, {
      ...options,
      onRuleError(failure) {
        if (failure.error instanceof Error && failure.error.name === PLANTED) return hook?.(failure);
        unexpected.push(failure);
        hook?.(failure);
        throw new Error(describeFailure(failure), { cause: failure.error });
      },
    });
  };
  return { ...real, analyze };
});

afterEach(() => {
  if (unexpected.length === 0) return;
  const failures = unexpected.splice(0);
  throw new Error(`${failures.length} rule error(s) during this test:\n${failures.map(describeFailure).join('\n')}`);
});
