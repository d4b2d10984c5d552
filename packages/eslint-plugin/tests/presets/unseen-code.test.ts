/**
 * What a team sees when it turns the presets on in code nobody here wrote: each false alarm, fix
 * and miss found in public repositories outside the corpus, written again in our own words and
 * linted through real ESLint with the preset as a user enables it (main code: `src/…`).
 */
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import plugin from '@urilint/eslint-plugin';
import { describe, expect, it } from 'vitest';

type Preset = 'recommended' | 'strict';

function config(preset: Preset, filename: string): Linter.Config[] {
  const ts = /\.tsx?$/.test(filename);
  return [
    {
      files: ['**/*.{js,jsx,ts,tsx}'],
      languageOptions: ts ? { parser: tsParser as Linter.Parser } : { parserOptions: { ecmaFeatures: { jsx: true } } },
    },
    plugin.configs[preset],
  ];
}

function lint(code: string, preset: Preset = 'recommended', filename = 'src/app.js'): Linter.LintMessage[] {
  const messages = new Linter().verify(code, config(preset, filename), { filename });
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages;
}

function fixed(code: string, preset: Preset = 'recommended', filename = 'src/app.js'): string {
  return new Linter().verifyAndFix(code, config(preset, filename), { filename }).output;
}

const rules = (messages: Linter.LintMessage[]): string[] => messages.map((m) => String(m.ruleId).replace('urilint/', ''));

describe('false alarms: nothing is reported', () => {
  it.each([
    ['Server-Sent Events text', 'res.write(`data:{"type":"response.created","sequence":1}\\n\\n`);'],
    ['an error-monitoring DSN (a public key)', "init({ dsn: 'https://public@o0.ingest.sentry.io/1337' }); const dsn = 'https://username@domain/123';"],
    ['route parameters with a regular-expression constraint', "await client.get('/posts/:postId{[abc]+}/comments/:id{[0-9]+}'); await client.get('/archive/:year{[1-9]{1}[0-9]{3}}');"],
    ['Next.js dynamic segments', 'const a = <Link href="/blog/[slug]" />; const b = <Link href="/docs/[...slug]" />; const c = <Link href="/shop/[[...slug]]" />;'],
    ['a stack trace joined with line breaks', "const stack = 'http://path/to/file.js:48:22\\n' + 'foo@http://path/to/file.js:52:15\\n';"],
    ['an indented line of a CLI message', "console.log('  https://www.npmjs.com/forgot');"],
    ['a prefix constant in a comparison', "if (tgz.startsWith('http:/')) download(tgz);"],
    ["npm's scp-like git dependency", "const dep = 'git+ssh://git@github.com:org/repo.git#v1.2.3';"],
    ['SQL LIKE patterns', "db.query(sql, ['https://%.example.com/%']); const any = ['http://%'];"],
    ['bracketed query keys (JSON:API, Rails, PHP)', "fetch('/articles?filter[author]=1&page[size]=10'); fetch('/items?ids[]=1&ids[]=2');"],
    ['a database URL with its usual port', "const redis = 'redis://localhost:6379'; const pg = 'postgres://db:5432/app';"],
    ['a URL written to the terminal with its line break', "process.stdout.write('https://example.com/\\n');"],
  ])('%s', (_what, code) => {
    expect(lint(code)).toEqual([]);
  });

  it('strict: documented unregistered schemes and identifier URIs', () => {
    const code = [
      "const atlas = 'mongodb+srv://cluster0.example.net/db';",
      "const pkg = { repository: 'git+https://github.com/org/repo.git', mirror: 'git+ssh://git@github.com/org/repo.git' };",
      "const sbom = { $id: 'http://cyclonedx.org/schema/bom-1.5.schema.json', documentNamespace: 'http://spdx.org/spdxdocs/app-1.0' };",
    ].join('\n');
    expect(lint(code, 'strict')).toEqual([]);
  });

  it('a look-alike host is reported once, with no suggestion to write it in Punycode', () => {
    const messages = lint("const login = 'https://раураl.com/login';");
    expect(rules(messages)).toEqual(['no-confusable-host']);
  });
});

describe('fixes: eslint --fix changes a URL\'s characters and nothing else', () => {
  it.each([
    ['Server-Sent Events keep their line breaks', 'res.write(`data:{"a":1,"b":2}\\n\\n`);'],
    ['a terminal line keeps its line break', "process.stdout.write('https://example.com:443/\\n');"],
    ['a CLI message keeps its indentation', "console.log('  https://www.npmjs.com:443/forgot');"],
    ['a LIKE pattern keeps its wildcards', "const pattern = 'https://%.example.com/%';"],
    ['a route pattern keeps its braces', "await client.get('/posts/:postId{[abc]+}/comments/:id{[0-9]+}');"],
    ['a URL that browsers reject is not rewritten into another one', "fetch('https://://example.com');"],
  ])('%s', (_what, code) => {
    expect(fixed(code)).toBe(code);
  });

  it('never rewrites deliberate test inputs', () => {
    const code = "expect(normalize('/a/%2e%2e/b')).toBe('/b'); check('\\u0000javascrIpt:alert(1)'); expect(redact(u)).toBe('https://[filtered]@example.com:443/');";
    for (const filename of ['test/url.test.js', 'src/__tests__/url.js', 'src/url.spec.ts', 'tests/fixtures/url.js']) {
      expect(fixed(code, 'recommended', filename), filename).toBe(code);
      expect(lint(code, 'recommended', filename), filename).toEqual([]);
    }
  });

  it('still fixes what is certainly a URL', () => {
    expect(fixed("const api = 'https://api.example.com:443/v1';")).toBe("const api = 'https://api.example.com/v1';");
    expect(fixed("fetch(' /api/users?name=John Doe');")).toBe("fetch('/api/users?name=John%20Doe');");
  });
});

describe('misses: now reported', () => {
  it.each([
    ["const u = 'https:://example.com/';", 'valid-scheme'],
    ["fetch('https://example.com/sale/100%off');", 'no-invalid-percent-encoding'],
    ["const u = 'https://example.com/%success';", 'no-invalid-percent-encoding'],
    ["const u = 'https://%filtered%:%filtered%@somedomain.com/';", 'no-credentials'],
    ['const u = String.raw`https://x.com:443/a`;', 'no-default-port'],
    ["cy.visit('/users?sort=name asc');", 'no-unencoded-characters'],
    ["await page.goto('/users?sort=name asc');", 'no-unencoded-characters'],
    ["await request(app).get('/users?sort=name asc');", 'no-unencoded-characters'],
    ["fetch(':foo.com');", 'no-unencoded-characters'],
    ["fetch('file:notes.txt');", 'valid-scheme-syntax'],
    ["await fetch('https://user@example.com/');", 'no-credentials'],
  ])('%s → %s', (code, rule) => {
    expect(rules(lint(code))).toContain(rule);
  });
});
