/**
 * A core rule that throws on one literal, or a URL check whose judging throws: ESLint reports it
 * as a problem of that rule where it happened, naming the rule and the value, and every other
 * finding stands. (The errors
 * here are planted; any other rule error fails the test: test/setup/rule-errors.ts.)
 */
import { Linter, SourceCode } from 'eslint';
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

describe('a URL check whose judging throws', () => {
  it('is reported at the check by no-incomplete-url-check; the file\'s other checks are still judged', () => {
    // Name resolution fails for one name: the check that reads it throws while it is judged.
    const getScope = SourceCode.prototype.getScope;
    vi.spyOn(SourceCode.prototype, 'getScope').mockImplementation(function (this: SourceCode, node) {
      if ((node as { name?: string }).name === 'planted') throw plantedError('scope lost');
      return getScope.call(this, node);
    });
    const code = "if (planted.host.endsWith('example.com')) a();\nif (u.host.endsWith('example.org')) b();\nconst u = new URL(x);\n";
    const messages = new Linter().verify(code, config, 'file.js');
    expect(messages.map((m) => [m.ruleId, m.line, m.messageId ?? m.message])).toEqual([
      ['urilint/no-incomplete-url-check', 1, 'The urilint rule "no-incomplete-url-check" failed on "planted.host.endsWith(\'example.com\')" (PlantedRuleError: scope lost), so this value was not fully checked. This is a bug in urilint; please report it.'],
      ['urilint/no-incomplete-url-check', 2, 'suffixWithoutDot'],
    ]);
  });
});
