import { RuleTester } from '@typescript-eslint/rule-tester';
import { Linter } from 'eslint';
import * as espree from 'espree';
import { afterAll, describe, expect, it } from 'vitest';
import { configs } from './index.js';
import { rules } from './rules.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** no-confusable-host through ESLint: the recommended preset, Unicode and Punycode hosts, options. */
describe('no-confusable-host in ESLint', () => {
  const lint = (code: string, config: Linter.Config = configs.recommended as Linter.Config) =>
    new Linter().verify(code, [config], { filename: 'a.js' }).filter((m) => m.ruleId === 'urilint/no-confusable-host');

  it('reports a look-alike host in the recommended preset, as Unicode and as Punycode, on the host', () => {
    const code = "fetch('https://аpple.com/');\nfetch('https://xn--pple-43d.com/');\nfetch('https://bücher.de/');\n";
    const messages = lint(code);
    expect(messages.map((m) => [m.line, m.column, m.endColumn, m.severity])).toEqual([
      [1, 16, 25, 2],
      [2, 16, 32, 2],
    ]);
    expect(messages[0].message).toContain('looks like `apple.com`');
    expect(messages[1].message).toContain('"xn--pple-43d.com" (аpple.com)');
  });

  it('maps the host through escapes in the source', () => {
    const [message] = lint("fetch('https://\\u0430pple.com/');\n");
    expect([message.column, message.endColumn]).toEqual([16, 30]);
  });

  it('takes protectedDomains from the rule options', () => {
    const config = { ...configs.recommended, rules: { 'urilint/no-confusable-host': ['error', { protectedDomains: ['example.com'] }] } } as Linter.Config;
    expect(lint("fetch('https://exаmple.com/');\n", config)[0].message).toContain('looks like `example.com`');
  });
});

/** Target embedding through ESLint's RuleTester: exact ranges on the host, no fix, no suggestion. */
describe('no-confusable-host in ESLint: target embedding', () => {
  const tester = new RuleTester({ languageOptions: { parser: espree, parserOptions: { ecmaFeatures: { jsx: true } } } });
  const rule = rules['no-confusable-host'] as unknown as Parameters<typeof tester.run>[1];
  const embedded = (host: string, domain: string, registrable: string, line: number, column: number, endColumn: number) => ({
    messageId: 'targetEmbedding' as never,
    data: { host: `"${host}"`, domain, registrable },
    line,
    column,
    endLine: line,
    endColumn,
    suggestions: [],
  });
  tester.run('no-confusable-host', rule, {
    valid: [
      "fetch('https://paypal.com/');",
      "fetch('https://www.paypal.com/signin');",
      "fetch('https://paypal.com.au/');",
      "const registry = 'https://registry.npmjs.org/';",
      "fetch('http://localhost:3000/paypal.com.evil.io');",
      "fetch('https://evil-paypal.com/');",
      'fetch(`https://paypal.com.${tenant}.io/`);',
      { code: "fetch('https://example.com.evil.io/');", options: [{ protectedDomains: [] }] },
    ],
    invalid: [
      { code: "fetch('https://paypal.com.evil.io/');", errors: [embedded('paypal.com.evil.io', 'paypal.com', 'evil.io', 1, 16, 34)] },
      { code: "const u = 'https://paypal-com.evil.io/login';", errors: [embedded('paypal-com.evil.io', 'paypal.com', 'evil.io', 1, 20, 38)] },
      { code: "<a href='https://github.com.cnpmjs.org/x'>mirror</a>;", errors: [embedded('github.com.cnpmjs.org', 'github.com', 'cnpmjs.org', 1, 18, 39)] },
      { code: 'fetch(`https://paypal.com.evil.io/${path}`);', errors: [embedded('paypal.com.evil.io', 'paypal.com', 'evil.io', 1, 16, 34)] },
      {
        code: "fetch('https://example.com.evil.io/');",
        options: [{ protectedDomains: ['example.com'] }],
        errors: [embedded('example.com.evil.io', 'example.com', 'evil.io', 1, 16, 35)],
      },
    ],
  });
});
