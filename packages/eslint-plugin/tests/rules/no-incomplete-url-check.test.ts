import * as espree from 'espree';
import { Linter, type ESLint } from 'eslint';
import * as svelteParser from 'svelte-eslint-parser';
import * as vueParser from 'vue-eslint-parser';
import { RuleTester } from '@typescript-eslint/rule-tester';
import { afterAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/rules.js';
import { snapshotRule } from '../support/eslint-snapshot.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = rules['no-incomplete-url-check'] as unknown as Parameters<RuleTester['run']>[1];
const js = new RuleTester({ languageOptions: { parser: espree, parserOptions: { ecmaFeatures: { jsx: true } } } });
const ts = new RuleTester();

/*
 * The cases follow the good and bad examples of CodeQL's URL queries (incomplete URL substring
 * sanitization, incomplete host name regular expression, missing regular expression anchor,
 * incomplete URL scheme check, incorrect suffix check), written anew, and the shapes that are not
 * checks of an untrusted URL.
 */
// prettier-ignore
js.run('no-incomplete-url-check', rule, {
  valid: [
    // the correct forms
    "if (new URL(url).origin === 'https://example.com') redirect(url);",
    "if (url.startsWith('https://example.com/')) redirect(url);",
    "const host = new URL(url).host; if (host === 'example.com' || host.endsWith('.example.com')) trust();",
    "if (['example.com', 'beta.example.com'].includes(new URL(url).host)) redirect(url);",
    "if (/^((www|beta)\\.)?example\\.com$/.test(host)) trust();",
    "if (/^https?:\\/\\/(www\\.)?example\\.com\\//.test(url)) go(url);",
    "if (url.match(/^https?:\\/\\/www\\.example\\.com\\//)) go(url);",
    "if (/^https:\\/\\/example\\.com(:\\d+)?(\\/|$)/.test(origin)) allowCors(origin);",
    "if (host.endsWith('.example.com')) trust();",
    "if (new URL(href).protocol === 'javascript:') block();",
    // a name that holds a weak pattern in another scope only, or no one literal
    "const RE = /https:\\/\\/example\\.com/; function check(url) { const RE = /^https:\\/\\/example\\.com\\//; return RE.test(url); }",
    "let RE = /^https:\\/\\/example\\.com\\//; if (legacy) RE = /https:\\/\\/example\\.com/; if (RE.test(url)) go(url);",
    // membership tests of a collection, and values that are not a URL or a host
    "if (bookmarks.includes('https://github.com')) show();",
    "if (urls.indexOf('https://python.org') !== -1) show();",
    "if (file.endsWith('index.md')) render(file);",
    "if (path.includes('example.com')) x();",
    "if (url.includes('/api/v1/')) x();",
    "if (url.endsWith('.min.js')) x();",
    // a test's expectation, a log line, a switch label, a value kept for later
    "expect(url.startsWith('https://example.com')).toBe(true);",
    "it('redirects', () => { assert(url.startsWith('https://example.com')); });",
    "assert.equal(url.includes('example.com'), true);",
    "console.log(url.includes('example.com'));",
    "switch (true) { case url.startsWith('https://example.com'): break; }",
    "const label = url.includes('example.com') ? 'ours' : 'theirs';".replace('url.includes', 'title.includes'),
    // a regular expression that is no URL check
    "if (/\\.example\\.com$/.test(host)) trust();",
    "if (/^v\\d+\\.\\d+/.test(version)) x();",
  ],
  invalid: [
    // prefix without the end of the authority
    { code: "if (url.startsWith('https://example.com')) redirect(url);",
      errors: [{ messageId: 'prefixWithoutEnd', data: { literal: 'https://example.com', bypass: 'https://example.com.evil.net' }, line: 1, column: 5, endColumn: 42,
        suggestions: [{ messageId: 'compareOrigin', data: { replacement: "new URL(url).origin === 'https://example.com'" }, output: "if (new URL(url).origin === 'https://example.com') redirect(url);" }] }] },
    { code: "if (url.indexOf('https://example.com:8443') === 0) redirect(url);",
      errors: [{ messageId: 'prefixWithoutEnd', data: { literal: 'https://example.com:8443', bypass: 'https://example.com:8443@evil.net' },
        suggestions: [{ messageId: 'compareOrigin', output: "if (new URL(url).origin === 'https://example.com:8443') redirect(url);" }] }] },
    { code: "const ok = (u) => u.startsWith('https://github.com');",
      errors: [{ messageId: 'prefixWithoutEnd', suggestions: [{ messageId: 'compareOrigin', output: "const ok = (u) => new URL(u).origin === 'https://github.com';" }] }] },
    { code: "if (!origin.startsWith('https://example.com')) throw new Error('forbidden');",
      errors: [{ messageId: 'prefixWithoutEnd', suggestions: [{ messageId: 'compareOrigin', output: "if (!(new URL(origin).origin === 'https://example.com')) throw new Error('forbidden');" }] }] },
    // substring of a URL-valued expression
    { code: "if (referer.includes('example.com')) allow();",
      errors: [{ messageId: 'substringOfUrl', data: { literal: 'example.com', bypass: 'https://evil.net/?example.com', value: 'URL' },
        suggestions: [{ messageId: 'compareHost', output: "if (new URL(referer).hostname === 'example.com' || new URL(referer).hostname.endsWith('.example.com')) allow();" }] }] },
    { code: "if (req.headers.referer.indexOf('https://example.com') !== -1) next();",
      errors: [{ messageId: 'substringOfUrl', suggestions: [{ messageId: 'compareOrigin', output: "if (new URL(req.headers.referer).origin === 'https://example.com') next();" }] }] },
    { code: "window.addEventListener('message', (event) => { if (event.origin.indexOf('example.com') > -1) handle(event.data); });",
      errors: [{ messageId: 'substringOfUrl', suggestions: [{ messageId: 'compareHost', output: "window.addEventListener('message', (event) => { if (new URL(event.origin).hostname === 'example.com' || new URL(event.origin).hostname.endsWith('.example.com')) handle(event.data); });" }] }] },
    { code: "if (document.referrer.includes('https://example.com')) track();",
      errors: [{ messageId: 'substringOfUrl', suggestions: [{ messageId: 'compareOrigin', output: "if (new URL(document.referrer).origin === 'https://example.com') track();" }] }] },
    { code: "if (location.href.indexOf('example.com') === -1) leave();", errors: [{ messageId: 'substringOfUrl',
      suggestions: [{ messageId: 'compareHost', output: "if (!(new URL(location.href).hostname === 'example.com' || new URL(location.href).hostname.endsWith('.example.com'))) leave();" }] }] },
    { code: "if (req.get('host').includes('example.com')) serve();", errors: [{ messageId: 'substringOfUrl', data: { literal: 'example.com', bypass: 'example.com.evil.net', value: 'host' } }] },
    { code: "if (req.headers.host.includes('example.com')) serve();",
      errors: [{ messageId: 'substringOfUrl', suggestions: [{ messageId: 'compareHost', output: "if (req.headers.host === 'example.com' || req.headers.host.endsWith('.example.com')) serve();" }] }] },
    { code: "const allowed = (redirectUrl) => redirectUrl && redirectUrl.includes('example.com');",
      errors: [{ messageId: 'substringOfUrl', suggestions: [{ messageId: 'compareHost', output: "const allowed = (redirectUrl) => redirectUrl && (new URL(redirectUrl).hostname === 'example.com' || new URL(redirectUrl).hostname.endsWith('.example.com'));" }] }] },
    // suffix without the leading dot
    { code: "if (host.endsWith('example.com')) trust();",
      errors: [{ messageId: 'suffixWithoutDot', data: { literal: 'example.com', bypass: 'evilexample.com' },
        suggestions: [{ messageId: 'compareHost', output: "if (host === 'example.com' || host.endsWith('.example.com')) trust();" }] }] },
    { code: "const ours = (urls) => urls.filter((u) => new URL(u).hostname.endsWith('example.com'));",
      errors: [{ messageId: 'suffixWithoutDot' }] },
    // regular expressions
    { code: "if (/^https?:\\/\\/www.example.com/.test(url)) go(url);",
      errors: [
        { messageId: 'regexHostNotEnded', data: { host: 'www.example.com', bypass: 'http://www.example.com.evil.net' }, column: 18, endColumn: 33,
          suggestions: [{ messageId: 'useRegex', output: "if (/^https?:\\/\\/www\\.example\\.com(?=[\\/:?#]|$)/.test(url)) go(url);" }] },
        { messageId: 'regexUnescapedDot', data: { host: 'www.example.com', bypass: 'http://wwwxexample.com' }, column: 21, endColumn: 22,
          suggestions: [{ messageId: 'useRegex', output: "if (/^https?:\\/\\/www\\.example\\.com(?=[\\/:?#]|$)/.test(url)) go(url);" }] },
      ] },
    { code: "if (/^(www|beta).example.com\\//.test(url)) go(url);",
      errors: [{ messageId: 'regexUnescapedDot', data: { host: 'example.com', bypass: 'wwwxexample.com' }, suggestions: [{ messageId: 'useRegex', output: "if (/^(www|beta)\\.example\\.com\\//.test(url)) go(url);" }] }] },
    { code: "if (/https:\\/\\/example\\.com/.test(origin)) allowCors(origin);",
      errors: [
        { messageId: 'regexMissingAnchor', data: { host: 'example.com', bypass: 'https://evil.net/?https://example.com' },
          suggestions: [{ messageId: 'useRegex', output: "if (/^https:\\/\\/example\\.com(?=[\\/:?#]|$)/.test(origin)) allowCors(origin);" }] },
        { messageId: 'regexHostNotEnded', suggestions: [{ messageId: 'useRegex', output: "if (/^https:\\/\\/example\\.com(?=[\\/:?#]|$)/.test(origin)) allowCors(origin);" }] },
      ] },
    { code: "if (url.match(/https?:\\/\\/www\\.example\\.com\\//)) go(url);",
      errors: [{ messageId: 'regexMissingAnchor', suggestions: [{ messageId: 'useRegex', output: "if (url.match(/^https?:\\/\\/www\\.example\\.com\\//)) go(url);" }] }] },
    { code: "if (/^https?:\\/\\/.*\\.example\\.com\\//.test(url)) go(url);",
      errors: [{ messageId: 'regexAnyBeforeHost', data: { before: '.*', host: 'example.com', bypass: 'http://evil.net/.example.com' },
        suggestions: [{ messageId: 'useRegex', output: "if (/^https?:\\/\\/[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.example\\.com\\//.test(url)) go(url);" }] }] },
    { code: "if (/example\\.com$/.test(host)) trust();",
      errors: [{ messageId: 'regexMissingAnchor', data: { host: 'example.com', bypass: 'evilexample.com' }, suggestions: [{ messageId: 'useRegex', output: "if (/(?:^|\\.)example\\.com$/.test(host)) trust();" }] }] },
    // a dot written as the escape of its code point is a dot
    { code: "if (/example\\x2ecom$/.test(host)) trust();",
      errors: [{ messageId: 'regexMissingAnchor', data: { host: 'example.com', bypass: 'evilexample.com' }, suggestions: [{ messageId: 'useRegex', output: "if (/(?:^|\\.)example\\x2ecom$/.test(host)) trust();" }] }] },
    { code: "const TRUSTED = /^https:\\/\\/app\\.example\\.com/;\nif (TRUSTED.test(event.origin)) handle(event);",
      errors: [{ messageId: 'regexHostNotEnded', line: 2, column: 5, endColumn: 12, suggestions: [{ messageId: 'useRegex', output: "const TRUSTED = /^https:\\/\\/app\\.example\\.com(?=[\\/:?#]|$)/;\nif (TRUSTED.test(event.origin)) handle(event);" }] }] },
    // scheme checks by string
    { code: "if (!href.startsWith('javascript:')) render(href);",
      errors: [{ messageId: 'schemeByString', data: { scheme: 'javascript:', bypass: 'Javascript:alert(1)' },
        suggestions: [{ messageId: 'compareProtocol', output: "if (!(new URL(href).protocol === 'javascript:')) render(href);" }] }] },
    { code: "function sanitize(url) { const u = decodeURI(url).trim().toLowerCase(); if (u.startsWith('javascript:') || u.startsWith('data:') || u.startsWith('vbscript:')) return 'about:blank'; return url; }",
      errors: [
        { messageId: 'schemeByString', data: { scheme: 'javascript:', bypass: 'java\\tscript:alert(1)' }, suggestions: [{ messageId: 'compareProtocol', output: "function sanitize(url) { const u = decodeURI(url).trim().toLowerCase(); if (new URL(u).protocol === 'javascript:' || u.startsWith('data:') || u.startsWith('vbscript:')) return 'about:blank'; return url; }" }] },
        { messageId: 'schemeByString', data: { scheme: 'data:', bypass: 'data\\t:alert(1)' }, suggestions: [{ messageId: 'compareProtocol', output: "function sanitize(url) { const u = decodeURI(url).trim().toLowerCase(); if (u.startsWith('javascript:') || new URL(u).protocol === 'data:' || u.startsWith('vbscript:')) return 'about:blank'; return url; }" }] },
        { messageId: 'schemeByString', data: { scheme: 'vbscript:', bypass: 'vbsc\\tript:alert(1)' }, suggestions: [{ messageId: 'compareProtocol', output: "function sanitize(url) { const u = decodeURI(url).trim().toLowerCase(); if (u.startsWith('javascript:') || u.startsWith('data:') || new URL(u).protocol === 'vbscript:') return 'about:blank'; return url; }" }] },
      ] },
    { code: "const safe = (link) => link.toLowerCase().indexOf('javascript:') !== 0;",
      errors: [{ messageId: 'schemeByString', data: { scheme: 'javascript:', bypass: ' javascript:alert(1)' }, suggestions: [{ messageId: 'compareProtocol', output: "const safe = (link) => new URL(link).protocol !== 'javascript:';" }] }] },
    // names are resolved by scope: each constant is judged by the literal it holds where it is read
    { code: "function a(url) { const ALLOWED = /^https:\\/\\/example\\.com\\//; return ALLOWED.test(url); }\nfunction b(url) { const ALLOWED = /^https:\\/\\/example\\.com/; return ALLOWED.test(url); }",
      errors: [{ messageId: 'regexHostNotEnded', line: 2, column: 69, endColumn: 76, suggestions: [{ messageId: 'useRegex', output: "function a(url) { const ALLOWED = /^https:\\/\\/example\\.com\\//; return ALLOWED.test(url); }\nfunction b(url) { const ALLOWED = /^https:\\/\\/example\\.com(?=[\\/:?#]|$)/; return ALLOWED.test(url); }" }] }] },
    // a guard outside tests
    { code: "invariant(origin.startsWith('https://example.com'), 'bad origin');",
      errors: [{ messageId: 'prefixWithoutEnd', suggestions: [{ messageId: 'compareOrigin', output: "invariant(new URL(origin).origin === 'https://example.com', 'bad origin');" }] }] },
  ],
});

// prettier-ignore
ts.run('no-incomplete-url-check (TypeScript)', rule, {
  valid: [
    "function isOurs(url: string): boolean { return new URL(url).origin === 'https://example.com'; }",
  ],
  invalid: [
    { code: "function isOurs(url: string): boolean { return url!.startsWith('https://example.com'); }",
      errors: [{ messageId: 'prefixWithoutEnd', suggestions: [{ messageId: 'compareOrigin', output: "function isOurs(url: string): boolean { return new URL(url!).origin === 'https://example.com'; }" }] }] },
    { code: "const check = (event: MessageEvent) => { if ((event.origin as string).includes('example.com')) run(event); };",
      errors: [{ messageId: 'substringOfUrl', suggestions: [{ messageId: 'compareHost', output: "const check = (event: MessageEvent) => { if (new URL(event.origin as string).hostname === 'example.com' || new URL(event.origin as string).hostname.endsWith('.example.com')) run(event); };" }] }] },
  ],
});

snapshotRule('no-incomplete-url-check', [
  { code: "if (url.startsWith('https://example.com')) redirect(url);" },
  { filename: 'file.ts', code: "if (/^https?:\\/\\/www.example.com/.test(url)) go(url);" },
  { code: "if (host.endsWith('example.com') || /^https:\\/\\/example\\.com/.test(origin)) trust();", note: 'one report per problem, each with the string that gets through' },
]);

describe('no-incomplete-url-check in the scripts of Vue and Svelte components', () => {
  const lint = (filename: string, parser: Linter.Parser, code: string): string[] =>
    new Linter()
      .verify(code, [{ files: [`**/*.${filename.split('.').pop()!}`], languageOptions: { parser }, plugins: { urilint: { rules } as unknown as ESLint.Plugin }, rules: { 'urilint/no-incomplete-url-check': 'error' } }], { filename })
      .map((m) => `${m.line}:${m.column} ${m.messageId ?? m.message}`);

  it('reports a check in a Vue single-file component', () => {
    const code = "<template><a :href=\"url\">x</a></template>\n<script>\nexport default { methods: { go(url) { if (url.startsWith('https://example.com')) location.assign(url); } } };\n</script>\n";
    expect(lint('App.vue', vueParser as Linter.Parser, code)).toEqual(['3:43 prefixWithoutEnd']);
  });

  it('reports a check in a Svelte component', () => {
    const code = "<script>\n  export let host;\n  $: if (host.endsWith('example.com')) allow();\n</script>\n<p>{host}</p>\n";
    expect(lint('App.svelte', svelteParser as Linter.Parser, code)).toEqual(['3:10 suffixWithoutDot']);
  });
});
