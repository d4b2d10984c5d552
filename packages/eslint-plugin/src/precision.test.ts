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
 * Precision on real code, through ESLint: code from the false-alarm families that well-known
 * projects write, which no rule may report at its strictest preset options, and the true defects
 * next to them that must stay reported.
 */

const jsTester = new RuleTester({ languageOptions: { parser: espree, parserOptions: { ecmaFeatures: { jsx: true } } } });
const tsTester = new RuleTester();

type Options = [Record<string, unknown>];

/** Code that no rule reports, whatever its options in the `all` preset. */
// prettier-ignore
const QUIET: Array<{ family: string; filename: string; code: string }> = [
  // 1. prose that begins with a URL
  { family: 'prose', filename: 'file.ts', code: "it('https://github.com/org/repo/issues/123 retries on 503 and keeps the body', () => {});" },
  { family: 'prose', filename: 'file.js', code: "logger.warn('http://localhost:3000/health is not reachable, retrying');" },
  { family: 'prose', filename: 'file.js', code: "throw new Error(`https://api.example.com/v1/users failed with ${status}: try again later`);" },
  { family: 'prose', filename: 'file.js', code: "log('https://example.com:443/a keeps the port out'); const url = 'https://example.com/my documents/report.pdf';" },
  // 2. words with a colon
  { family: 'colon', filename: 'file.ts', code: "res.write('data: {\"a\":1}\\n\\n'); res.write('event: ping\\ndata: x\\n\\n');" },
  { family: 'colon', filename: 'file.tsx', code: "const label = <span title='Data:Ready'>{'Data:Ready'}</span>;" },
  { family: 'colon', filename: 'file.js', code: "emitter.emit('file:changed', path); bus.on('user:login', f); hooks.call('http:request');" },
  { family: 'colon', filename: 'file.ts', code: "await client.get('user:1'); const { body } = await client.get('ns:type:id');" },
  // a test title is never requested, whatever it holds
  // (`.only` is written apart: this is code to lint, not a focused test of this file)
  { family: 'prose', filename: 'file.js', code: "test('https://github.com/org/repo/issues/810 pipelining', async (t) => {}); it" + ".only('http://x.example:80/ a', f);" },
  // 3. URL patterns
  { family: 'patterns', filename: 'file.ts', code: "http.get('http://localhost:*/resource', h); ws.link('wss://*'); fetch('http://*.localhost:*/user/*');" },
  { family: 'patterns', filename: 'file.ts', code: "fetch('wss://:service.example.com'); http.get('/user{/*path}', h); http.get('/user/:id(\\d+)', h); http.get(`/resource\\('id'\\)`, h);" },
  { family: 'patterns', filename: 'file.js', code: "router.get('/user/:name?', h); page.route('**/api/*', h); const match = '*://*.example.com/*';" },
  // 4. prefixes and conventions
  { family: 'conventions', filename: 'file.ts', code: "const base = ['http://127.0.0.1:', String(port)].join(''); nock('http://unix:');" },
  { family: 'conventions', filename: 'file.ts', code: "await got('http://unix:/var/run/docker.sock:/containers/json'); fetch('http+unix://%2Fvar%2Frun%2Fdocker.sock/info');" },
  { family: 'conventions', filename: 'file.js', code: "format('http://unix:%s:%s', socket, path); util.format('https://api.example.com/users/%d', id);" },
  { family: 'conventions', filename: 'file.js', code: "const t = { templateUrl: 'https://nodejs.org/dist/v%version%/node-v%version%-x86.msi' }; const e = 'chrome-extension://1234/<pageName>.html';" },
  // 5. module specifiers
  { family: 'modules', filename: 'file.ts', code: "import m from 'virtual:my-module'; import fs from 'node:fs'; export * from 'jsr:@std/path'; export { x } from 'npm:pkg';" },
  { family: 'modules', filename: 'file.js', code: "const t = await import('bun:test'); const v = await import('virtual:x'); require('node:path'); import('./a b.js');" },
  // 6. identifier keys and builders
  { family: 'identifiers', filename: 'file.ts', code: "const schema = { $schema: 'http://json-schema.org/draft-07/schema#', $id: 'http://example.com/schemas/user', '@context': 'http://schema.org' };" },
  { family: 'identifiers', filename: 'file.js', code: "const UserSchema = Schema.object().id('http://mydomain.com/user').title('User');" },
  // a parse base that is not itself requested
  { family: 'base', filename: 'file.ts', code: "const { search, hash } = new URL(url, 'http://vite.dev'); base = new URL(base, 'http://vite.dev').pathname;" },
];

/** Code with a true defect: the rule named reports it. */
// prettier-ignore
const FLAGGED: Array<InvalidTestCase<string, Options> & { rule: string; filename: string }> = [
  // 1. a URL with a space stays a defect in a URL context, and in a plain literal that is a whole URL
  { rule: 'no-unencoded-characters', filename: 'file.js', code: "fetch('https://github.com/org/repo/issues/123 retries on 503');",
    output: "fetch('https://github.com/org/repo/issues/123%20retries%20on%20503');",
    errors: [{ messageId: 'unencoded', column: 46 }, { messageId: 'unencoded', column: 54 }, { messageId: 'unencoded', column: 57 }] },
  { rule: 'no-unencoded-characters', filename: 'file.ts', code: "fetch('https://example.com/my documents/report.pdf');",
    output: "fetch('https://example.com/my%20documents/report.pdf');",
    errors: [{ messageId: 'unencoded', column: 30 }] },
  { rule: 'no-default-port', filename: 'file.ts', code: "log('https://example.com:443/a');",
    output: "log('https://example.com/a');",
    errors: [{ messageId: 'defaultPort', column: 25, endColumn: 29 }] },
  // 2. the shape of a data: or file: URL, and any value in a URL context
  { rule: 'valid-scheme-syntax', filename: 'file.js', code: "const u = 'file://home/me/notes.txt';",
    output: null,
    errors: [{ messageId: 'fileDirectoryHost', suggestions: [{ messageId: 'useLocalPath', output: "const u = 'file:///home/me/notes.txt';" }] }] },
  { rule: 'valid-scheme-syntax', filename: 'file.ts', code: "fetch('data:text/html<h1>Hi</h1>');",
    output: null,
    errors: [{ messageId: 'dataComma' }] },
  { rule: 'valid-scheme-syntax', filename: 'file.jsx', code: "const a = <img src='Data:Ready' />;",
    output: null,
    errors: [{ messageId: 'dataComma' }] },
  { rule: 'valid-scheme-syntax', filename: 'file.js', code: "axios.get('tel:484-695-3408');",
    output: null,
    errors: [{ messageId: 'telLocal' }] },
  // 3. what no pattern syntax explains
  { rule: 'valid-host', filename: 'file.ts', code: "fetch('http://a*b.example/');",
    output: null,
    errors: [{ messageId: 'labelChar', column: 16, endColumn: 17 }] },
  { rule: 'no-unencoded-characters', filename: 'file.js', code: "const u = 'https://x.example/?q=<script>';",
    output: "const u = 'https://x.example/?q=%3Cscript%3E';",
    errors: [{ messageId: 'unencoded' }, { messageId: 'unencoded' }] },
  // 4. an empty port inside a URL
  { rule: 'valid-port', filename: 'file.ts', code: "const u = 'http://127.0.0.1:/health';",
    output: "const u = 'http://127.0.0.1/health';",
    errors: [{ messageId: 'emptyPort', column: 28, endColumn: 29 }] },
  // 5. a URL specifier
  { rule: 'no-unencoded-characters', filename: 'file.ts', code: "import x from 'https://deno.land/x/a b.ts';",
    output: "import x from 'https://deno.land/x/a%20b.ts';",
    errors: [{ messageId: 'unencoded', column: 37 }] },
  // 6. a URL under another key; the base of a URL that is requested
  { rule: 'no-insecure-scheme', filename: 'file.ts', code: "const c = { $schema: 'http://json-schema.org/schema#', url: 'http://api.mycorp.io/' };",
    output: null,
    errors: [{ messageId: 'insecure', column: 62, suggestions: [{ messageId: 'useSecure', output: "const c = { $schema: 'http://json-schema.org/schema#', url: 'https://api.mycorp.io/' };" }] }] },
  { rule: 'no-insecure-scheme', filename: 'file.js', code: "await fetch(new URL('/r', 'http://api.mycorp.io/'));",
    output: null,
    errors: [{ messageId: 'insecure', suggestions: [{ messageId: 'useSecure', output: "await fetch(new URL('/r', 'https://api.mycorp.io/'));" }] }] },
  // 7. one report for one broken host
  { rule: 'valid-host', filename: 'file.ts', code: "new Request('http://.../test');",
    output: null,
    errors: [{ messageId: 'emptyLabel', column: 21, endColumn: 23, suggestions: [{ messageId: 'removeDot', output: "new Request('http://./test');" }] }] },
];

const isJs = (filename: string): boolean => /\.jsx?$/.test(filename);
const ruleOf = (id: string) => rules[id] as unknown as Parameters<typeof tsTester.run>[1];

for (const rule of RULES) {
  const setting = presetSetting(rule, 'all');
  const options = (Array.isArray(setting) && setting[1] ? [setting[1]] : []) as unknown as Options;
  const valid = QUIET.map(({ filename, code }): ValidTestCase<Options> & { filename: string } => ({ filename, code, options }));
  const invalid = FLAGGED.filter((c) => c.rule === rule.id).map(({ rule: _rule, ...c }) => c);
  describe(`${rule.id}: false-alarm families of public code`, () => {
    jsTester.run(rule.id, ruleOf(rule.id), { valid: valid.filter((c) => isJs(c.filename)), invalid: invalid.filter((c) => isJs(c.filename)) });
    tsTester.run(rule.id, ruleOf(rule.id), { valid: valid.filter((c) => !isJs(c.filename)), invalid: invalid.filter((c) => !isJs(c.filename)) });
  });
}
