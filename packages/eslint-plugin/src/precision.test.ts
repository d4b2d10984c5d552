import * as espree from 'espree';
import { RuleTester, type InvalidTestCase, type ValidTestCase } from '@typescript-eslint/rule-tester';
import { RULES, presetSetting } from '@urilint/core';
import { afterAll, describe, it } from 'vitest';
import { rules } from './rules.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/*
 * Issue 16, through ESLint: code from the false-alarm families that well-known projects write,
 * which no rule may report at its strictest preset options, and the true defects next to them
 * that must stay reported.
 */

const jsTester = new RuleTester({ languageOptions: { parser: espree, parserOptions: { ecmaFeatures: { jsx: true } } } });
const tsTester = new RuleTester();

type Options = [Record<string, unknown>];

/** Code that no rule reports, whatever its options in the `all` preset. */
// prettier-ignore
const QUIET: Array<{ family: string; filename: string; code: string }> = [
  // 1. prose that begins with a URL
  { family: 'prose', filename: 'file.ts', code: "it('https://github.com/org/repo/issues/123 retries on 503 and keeps the body', () => {});" },
  { family: 'prose', filename: 'file.js', code: "logger.warn('http://localhost:3000 is not reachable, retrying');" },
  { family: 'prose', filename: 'file.js', code: "throw new Error(`https://api.example.com/v1/users failed with ${status}: try again later`);" },
  // 2. words with a colon
  { family: 'colon', filename: 'file.ts', code: "res.write('data: {\"a\":1}\\n\\n'); res.write('event: ping\\ndata: x\\n\\n');" },
  { family: 'colon', filename: 'file.tsx', code: "const label = <span title='Data:Ready'>{'Data:Ready'}</span>;" },
  { family: 'colon', filename: 'file.js', code: "emitter.emit('file:changed', path); bus.on('user:login', f); hooks.call('http:request');" },
];

/** Code with a true defect: the rule named reports it. */
// prettier-ignore
const FLAGGED: Array<InvalidTestCase<string, Options> & { rule: string; filename: string }> = [
  // 1. a URL with a space stays a defect in a URL context, and in a plain literal that is a whole URL
  { rule: 'no-unencoded-characters', filename: 'file.js', code: "fetch('https://github.com/org/repo/issues/123 retries on 503');",
    output: "fetch('https://github.com/org/repo/issues/123%20retries%20on%20503');",
    errors: [{ messageId: 'unencoded', column: 46 }, { messageId: 'unencoded', column: 54 }, { messageId: 'unencoded', column: 57 }] },
  { rule: 'no-unencoded-characters', filename: 'file.ts', code: "const url = 'https://example.com/my documents/report.pdf';",
    output: "const url = 'https://example.com/my%20documents/report.pdf';",
    errors: [{ messageId: 'unencoded', column: 36 }] },
  { rule: 'no-default-port', filename: 'file.ts', code: "it('https://example.com:443/a keeps the port out', () => {});",
    output: "it('https://example.com/a keeps the port out', () => {});",
    errors: [{ messageId: 'defaultPort', column: 24, endColumn: 28 }] },
  // 2. the shape of a data: or file: URL, and any value in a URL context
  { rule: 'valid-scheme-syntax', filename: 'file.js', code: "const u = 'file://home/me/notes.txt';",
    output: null,
    errors: [{ messageId: 'fileDirectoryHost', suggestions: [{ messageId: 'useLocalPath', output: "const u = 'file:///home/me/notes.txt';" }] }] },
  { rule: 'valid-scheme-syntax', filename: 'file.ts', code: "const u = 'data:text/html<h1>Hi</h1>';",
    output: null,
    errors: [{ messageId: 'dataComma' }] },
  { rule: 'valid-scheme-syntax', filename: 'file.jsx', code: "const a = <img src='Data:Ready' />;",
    output: null,
    errors: [{ messageId: 'dataComma' }] },
];

const isJs = (filename: string): boolean => /\.jsx?$/.test(filename);
const ruleOf = (id: string) => rules[id] as unknown as Parameters<typeof tsTester.run>[1];

for (const rule of RULES) {
  const setting = presetSetting(rule, 'all');
  const options = (Array.isArray(setting) && setting[1] ? [setting[1]] : []) as unknown as Options;
  const valid = QUIET.map(({ filename, code }): ValidTestCase<Options> & { filename: string } => ({ filename, code, options }));
  const invalid = FLAGGED.filter((c) => c.rule === rule.id).map(({ rule: _rule, ...c }) => c);
  describe(`${rule.id}: issue 16 families`, () => {
    jsTester.run(rule.id, ruleOf(rule.id), { valid: valid.filter((c) => isJs(c.filename)), invalid: invalid.filter((c) => isJs(c.filename)) });
    tsTester.run(rule.id, ruleOf(rule.id), { valid: valid.filter((c) => !isJs(c.filename)), invalid: invalid.filter((c) => !isJs(c.filename)) });
  });
}
