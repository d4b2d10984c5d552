// The consumer test's sample project: files with known URL bugs, what each configuration must
// report (`line:rule`, sorted), and the text `--fix` must leave. Written by hand from the rules'
// docs, never from a run of the code under test.

export const JS_SOURCES = {
  'src/app.js': [
    'fetch("/api/users?name=John Doe");', // no-unencoded-characters (space in the query)
    'const home = "https://x.com:443/";', // no-default-port
    'const profile = "HTTP://Host/%7euser";', // prefer-normalized ×3: scheme case, host case, %7e
    'const api = "http://api.acme.io/v1";', // no-insecure-scheme, where the config enables it
    'const feed = "http://legacy.acme.io/feed";', // allowed by the README's allowHosts
    'request("/search?q=a b");', // a URL only where settings.urilint names `request`
    '',
  ].join('\n'),
  'src/Link.jsx': 'export const Link = () => <a href="https://x.com:443/docs"><img src="/logo 2.png" alt="" /></a>;\n',
};

export const TS_SOURCES = {
  'src/api.ts': [
    'export async function load(id: string): Promise<Response> {',
    '  return fetch(`/api/items?id=${id}&sort=newest first` as string);', // no-unencoded-characters
    '}',
    'export const base: string = "https://api.example.com:443/v1";', // no-default-port
    '',
  ].join('\n'),
  'src/Card.tsx': [
    'export function Card({ title }: { title: string }) {',
    '  return <a href="HTTP://Example.COM/%7eme">{title}</a>;', // prefer-normalized ×3
    '}',
    '',
  ].join('\n'),
};

/**
 * What `--fix` makes of the sources with the README's JavaScript snippet (or the oxlint one):
 * only fixes that keep the URL's meaning (no-insecure-scheme has none).
 */
export const FIXED = {
  'src/app.js': [
    'fetch("/api/users?name=John%20Doe");',
    'const home = "https://x.com/";',
    'const profile = "http://host/~user";',
    'const api = "http://api.acme.io/v1";',
    'const feed = "http://legacy.acme.io/feed";',
    'request("/search?q=a%20b");',
    '',
  ].join('\n'),
  'src/Link.jsx': 'export const Link = () => <a href="https://x.com/docs"><img src="/logo%202.png" alt="" /></a>;\n',
  'src/api.ts': TS_SOURCES['src/api.ts'].replace('newest first', 'newest%20first').replace(':443/v1', '/v1'),
  'src/Card.tsx': TS_SOURCES['src/Card.tsx'].replace('HTTP://Example.COM/%7eme', 'http://example.com/~me'),
};

/** The recommended preset's findings on the sources. */
const RECOMMENDED = {
  'src/app.js': ['1:no-unencoded-characters', '2:no-default-port', '3:prefer-normalized', '3:prefer-normalized', '3:prefer-normalized'],
  'src/Link.jsx': ['1:no-default-port', '1:no-unencoded-characters'],
  'src/api.ts': ['2:no-unencoded-characters', '4:no-default-port'],
  'src/Card.tsx': ['2:prefer-normalized', '2:prefer-normalized', '2:prefer-normalized'],
};

/** The README's JavaScript snippet: recommended, plus no-insecure-scheme and `request` as a URL function. */
export const EXPECTED_JS_SNIPPET = {
  'src/app.js': [...RECOMMENDED['src/app.js'], '4:no-insecure-scheme', '6:no-unencoded-characters'].sort(),
  'src/Link.jsx': RECOMMENDED['src/Link.jsx'],
};

/** The README's TypeScript snippet: the recommended preset on all four files. */
export const EXPECTED_TS_SNIPPET = RECOMMENDED;

/** The README's oxlint snippet: the recommended rules, and `request` as a URL function. */
export const EXPECTED_OXLINT = {
  'src/app.js': [...RECOMMENDED['src/app.js'], '6:no-unencoded-characters'].sort(),
  'src/Link.jsx': RECOMMENDED['src/Link.jsx'],
};

/** What is left after `--fix` with the JavaScript snippet: the finding without a fix. */
export const AFTER_FIX_JS_SNIPPET = { 'src/app.js': ['4:no-insecure-scheme'] };

/** With the TypeScript snippet, `request` is not a URL function: its argument stays as it is. */
export const FIXED_TS_SNIPPET = { ...FIXED, 'src/app.js': FIXED['src/app.js'].replace('a%20b', 'a b') };

/** A TypeScript user's eslint.config.ts styles, type-checked in the installed app. */
export const TYPED_CONFIGS = {
  'define-config.ts': [
    "import { defineConfig } from 'eslint/config';",
    "import urilint from '@urilint/eslint-plugin';",
    'export default defineConfig([urilint.configs.recommended, { files: ["**/*.ts"], extends: [urilint.configs.strict] }]);',
    '',
  ].join('\n'),
  'linter-config.ts': [
    "import type { Linter } from 'eslint';",
    "import urilint from '@urilint/eslint-plugin';",
    "const config: Linter.Config[] = [urilint.configs.all, { plugins: { urilint }, rules: { 'urilint/valid-port': 'error' } }];",
    'export default config;',
    '',
  ].join('\n'),
};
