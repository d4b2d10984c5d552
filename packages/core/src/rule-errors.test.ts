/**
 * A rule that throws: caught per rule, so every other rule's findings survive, and reported
 * through `onRuleError`. The errors here are planted (see test/setup/rule-errors.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plantedError } from '../../../test/support/planted.js';
import { analyze } from './analyze.js';
import { getRule } from './registry.js';
import type { RuleFailure, Span } from './types.js';

const URL_WITH_TWO_PROBLEMS = 'http://example.com:80/a<b';

afterEach(() => {
  vi.restoreAllMocks();
});

function breakRule(id: string): Error {
  const error = plantedError(`${id} is broken`);
  vi.spyOn(getRule(id)!, 'check').mockImplementation(() => {
    throw error;
  });
  return error;
}

describe('a rule that throws', () => {
  it('loses its own findings; the other rules keep theirs', () => {
    expect(analyze(URL_WITH_TWO_PROBLEMS).map((f) => f.ruleId)).toEqual(['no-default-port', 'no-unencoded-characters']);
    breakRule('no-default-port');
    expect(analyze(URL_WITH_TWO_PROBLEMS).map((f) => f.ruleId)).toEqual(['no-unencoded-characters']);
  });

  it('drops what it reported before throwing', () => {
    const rule = getRule('no-unencoded-characters')!;
    const check = rule.check.bind(rule);
    vi.spyOn(rule, 'check').mockImplementation((ctx) => {
      check(ctx);
      throw plantedError('after reporting');
    });
    expect(analyze(URL_WITH_TWO_PROBLEMS).map((f) => f.ruleId)).toEqual(['no-default-port']);
  });

  it('is reported to onRuleError with the rule, the value and the error', () => {
    const error = breakRule('valid-port');
    const failures: RuleFailure[] = [];
    analyze(URL_WITH_TWO_PROBLEMS, { onRuleError: (f) => failures.push(f) });
    expect(failures).toEqual([{ ruleId: 'valid-port', text: URL_WITH_TWO_PROBLEMS, error }]);
  });

  it('makes analyze throw when onRuleError throws', () => {
    breakRule('valid-port');
    const hookError = new Error('fatal in this caller');
    expect(() =>
      analyze(URL_WITH_TWO_PROBLEMS, {
        onRuleError: () => {
          throw hookError;
        },
      }),
    ).toThrow(hookError);
  });

  it('is silent without onRuleError: analyze does not throw', () => {
    breakRule('no-unencoded-characters');
    expect(analyze(URL_WITH_TWO_PROBLEMS).map((f) => f.ruleId)).toEqual(['no-default-port']);
  });
});

describe('a failure before any rule runs', () => {
  it('yields [] and is reported without a rule id', () => {
    const error = plantedError('holes unreadable');
    const holes = {
      [Symbol.iterator]() {
        throw error;
      },
    } as unknown as readonly Span[];
    const failures: RuleFailure[] = [];
    expect(analyze(URL_WITH_TWO_PROBLEMS, { holes, onRuleError: (f) => failures.push(f) })).toEqual([]);
    expect(failures).toEqual([{ ruleId: undefined, text: URL_WITH_TWO_PROBLEMS, error }]);
  });
});
