import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { configs } from './index.js';

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
