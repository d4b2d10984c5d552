/**
 * A core rule that throws on one literal: ESLint reports it as a problem of that rule at the
 * literal, naming the rule and the value, and every other rule's findings stand. (The errors
 * here are planted; any other rule error fails the test: test/setup/rule-errors.ts.)
 */
import { Linter } from 'eslint';
import { getRule } from '@urilint/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plantedError } from '../../../test/support/planted.js';
import plugin from './index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const config = [plugin.configs.recommended] as Linter.Config[];

describe('a core rule that throws', () => {
  it('is reported at the literal by its own ESLint rule; the other rules still report', () => {
    vi.spyOn(getRule('no-default-port')!, 'check').mockImplementation(() => {
      throw plantedError('port table missing');
    });
    const code = "const ok = 'https://example.com/';\nfetch('http://example.com:80/a b');\n";
    const messages = new Linter().verify(code, config, 'file.js');
    expect(messages.map((m) => [m.ruleId, m.line, m.column, m.endColumn])).toEqual([
      ['urilint/no-default-port', 2, 7, 34],
      ['urilint/no-unencoded-characters', 2, 31, 32],
    ]);
    const failure = messages[0];
    expect(failure.severity).toBe(1); // the rule's own severity: no-default-port warns in recommended
    expect(failure.message).toBe(
      'The urilint rule "no-default-port" failed on "http://example.com:80/a b" (PlantedRuleError: port table missing), so this value was not fully checked. This is a bug in urilint; please report it.',
    );
  });

  it('does not stop the lint of the rest of the file, and --fix still applies the other fixes', () => {
    vi.spyOn(getRule('valid-port')!, 'check').mockImplementation(() => {
      throw plantedError();
    });
    const code = "fetch('http://example.com:80/a b');\nfetch('/x y');\n";
    const { output, messages } = new Linter().verifyAndFix(code, config, 'file.js');
    expect(output).toBe("fetch('http://example.com/a%20b');\nfetch('/x%20y');\n");
    // (the planted error throws on every literal: one problem for each, in the fixed text)
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['urilint/valid-port', 1],
      ['urilint/valid-port', 2],
    ]);
  });
});
