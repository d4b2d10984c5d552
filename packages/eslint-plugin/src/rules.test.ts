import * as espree from 'espree';
import { RuleTester, type InvalidTestCase, type ValidTestCase } from '@typescript-eslint/rule-tester';
import { RULES } from '@urilint/core';
import { afterAll, describe, it } from 'vitest';
import { rules } from './rules.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** JS and JSX through ESLint's default parser; TS and TSX through typescript-eslint's. */
const jsTester = new RuleTester({ languageOptions: { parser: espree, parserOptions: { ecmaFeatures: { jsx: true } } } });
const tsTester = new RuleTester();

type Options = [Record<string, unknown>];
type Case = InvalidTestCase<string, Options> & { rule: string; filename: string };

/**
 * Exact ranges, fixes and suggestions, one or more per rule, in JS, JSX, TS and TSX: escapes
 * (`\u00e9`, `\u{1F600}`, `\x20`, `\t`, line continuations, legacy octal), template literals
 * with `${}` holes, `+` concatenations, JSX entities, and every URL context of SPEC §4.
 */
// prettier-ignore
const INVALID: Case[] = [
  { rule: "no-confusable-host", filename: "file.js", code: "fetch('https://\u0430pple.com/');",
    errors: [
      { messageId: "lookalike", line: 1, column: 16, endLine: 1, endColumn: 25 },
    ] },
  { rule: "no-confusable-host", filename: "file.ts", code: "fetch('https://xn--pple-43d.com/');",
    errors: [
      { messageId: "lookalike", line: 1, column: 16, endLine: 1, endColumn: 32 },
    ] },
  { rule: "no-confusable-host", filename: "file.js", code: "fetch('https://\\u0441\\u043e\\u0440.com/');",
    errors: [
      { messageId: "wholeScript", line: 1, column: 16, endLine: 1, endColumn: 34 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "fetch(\"/api/users?name=John Doe\");",
    output: "fetch(\"/api/users?name=John%20Doe\");",
    errors: [
      { messageId: "unencoded", line: 1, column: 28, endLine: 1, endColumn: 29 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const u = 'https://x.com/caf\\u00e9 latte';",
    // One finding for the adjacent "é " (escape and space), so one pass fixes it.
    output: "const u = 'https://x.com/caf%C3%A9%20latte';",
    errors: [
      { messageId: "unencoded", line: 1, column: 29, endLine: 1, endColumn: 36 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "const u = 'https://x.com/\\u{1F600}';",
    output: "const u = 'https://x.com/%F0%9F%98%80';",
    errors: [
      { messageId: "unencoded", line: 1, column: 26, endLine: 1, endColumn: 35 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const u = 'https://x.com/\\x20a';",
    output: "const u = 'https://x.com/%20a';",
    errors: [
      { messageId: "unencoded", line: 1, column: 26, endLine: 1, endColumn: 30 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const u = 'https://x.com/\\\n a';",
    output: "const u = 'https://x.com/\\\n%20a';",
    errors: [
      { messageId: "unencoded", line: 2, column: 1, endLine: 2, endColumn: 2 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const u = \"https://x.com/a\\tb\";",
    output: null,
    errors: [
      { messageId: "tabOrNewline", line: 1, column: 27, endLine: 1, endColumn: 29, suggestions: [{ messageId: "removeChar", output: "const u = \"https://x.com/ab\";" }, { messageId: "encodeChar", output: "const u = \"https://x.com/a%09b\";" }] },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "const u = `https://x.com/${a}${b} c/\\`d`;",
    output: "const u = `https://x.com/${a}${b}%20c/%60d`;",
    errors: [
      { messageId: "unencoded", line: 1, column: 34, endLine: 1, endColumn: 35 },
      { messageId: "unencoded", line: 1, column: 37, endLine: 1, endColumn: 39 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const u = `https://x.com/\r\na`;",
    output: null,
    errors: [
      { messageId: "tabOrNewline", line: 1, column: 26, endLine: 2, endColumn: 1, suggestions: [{ messageId: "removeChar", output: "const u = `https://x.com/a`;" }, { messageId: "encodeChar", output: "const u = `https://x.com/%0Aa`;" }] },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const u = 'https://x.com/a b' + \"/c d\" + `/e f`;",
    output: "const u = 'https://x.com/a%20b' + \"/c%20d\" + `/e%20f`;",
    errors: [
      { messageId: "unencoded", line: 1, column: 27, endLine: 1, endColumn: 28 },
      { messageId: "unencoded", line: 1, column: 36, endLine: 1, endColumn: 37 },
      { messageId: "unencoded", line: 1, column: 45, endLine: 1, endColumn: 46 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.jsx", code: "const a = <a href=\"https://x.com/a b?x=1&amp;y=2\">x</a>;",
    output: "const a = <a href=\"https://x.com/a%20b?x=1&amp;y=2\">x</a>;",
    errors: [
      { messageId: "unencoded", line: 1, column: 35, endLine: 1, endColumn: 36 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.tsx", code: "const a = <a href='https://x.com/it\"s &amp; me'>x</a>;",
    output: "const a = <a href='https://x.com/it%22s%20&amp;%20me'>x</a>;",
    errors: [
      { messageId: "unencoded", line: 1, column: 36, endLine: 1, endColumn: 37 },
      { messageId: "unencoded", line: 1, column: 38, endLine: 1, endColumn: 39 },
      { messageId: "unencoded", line: 1, column: 44, endLine: 1, endColumn: 45 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.tsx", code: "const a = <a href={'https://x.com/é'}>x</a>;",
    output: "const a = <a href={'https://x.com/%C3%A9'}>x</a>;",
    errors: [
      { messageId: "unencoded", line: 1, column: 35, endLine: 1, endColumn: 36 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.tsx", code: "const a = <form action={cond ? '/a b' : `/c d`} />;",
    output: "const a = <form action={cond ? '/a%20b' : `/c%20d`} />;",
    errors: [
      { messageId: "unencoded", line: 1, column: 35, endLine: 1, endColumn: 36 },
      { messageId: "unencoded", line: 1, column: 44, endLine: 1, endColumn: 45 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "xhr.open('GET', '/x y');",
    output: "xhr.open('GET', '/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 20, endLine: 1, endColumn: 21 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "window.open('/x y');",
    output: "window.open('/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 16, endLine: 1, endColumn: 17 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "location.assign('/x y'); location.replace('/x y');",
    output: "location.assign('/x%20y'); location.replace('/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 20, endLine: 1, endColumn: 21 },
      { messageId: "unencoded", line: 1, column: 46, endLine: 1, endColumn: 47 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "location.href = '/x y'; window.location = '/x y'; location = '/x y'; img.src = '/x y'; a.href = '/x y';",
    output: "location.href = '/x%20y'; window.location = '/x%20y'; location = '/x%20y'; img.src = '/x%20y'; a.href = '/x%20y';",
    errors: [
      { messageId: "unencoded", line: 1, column: 20, endLine: 1, endColumn: 21 },
      { messageId: "unencoded", line: 1, column: 46, endLine: 1, endColumn: 47 },
      { messageId: "unencoded", line: 1, column: 65, endLine: 1, endColumn: 66 },
      { messageId: "unencoded", line: 1, column: 83, endLine: 1, endColumn: 84 },
      { messageId: "unencoded", line: 1, column: 100, endLine: 1, endColumn: 101 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "const m = import('https://x.com/x y.js');",
    // A URL specifier (http:, https:, file:, data:); a relative one is the module loader's, not a URL.
    output: "const m = import('https://x.com/x%20y.js');",
    errors: [
      { messageId: "unencoded", line: 1, column: 34, endLine: 1, endColumn: 35 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "axios.get('/x y'); this.http.post('/x y'); api.delete('/x y'); client.put('/x y'); ky.patch('/x y'); got.head('/x y'); axios.request('/x y');",
    output: "axios.get('/x%20y'); this.http.post('/x%20y'); api.delete('/x%20y'); client.put('/x%20y'); ky.patch('/x%20y'); got.head('/x%20y'); axios.request('/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 14, endLine: 1, endColumn: 15 },
      { messageId: "unencoded", line: 1, column: 38, endLine: 1, endColumn: 39 },
      { messageId: "unencoded", line: 1, column: 58, endLine: 1, endColumn: 59 },
      { messageId: "unencoded", line: 1, column: 78, endLine: 1, endColumn: 79 },
      { messageId: "unencoded", line: 1, column: 96, endLine: 1, endColumn: 97 },
      { messageId: "unencoded", line: 1, column: 114, endLine: 1, endColumn: 115 },
      { messageId: "unencoded", line: 1, column: 137, endLine: 1, endColumn: 138 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "new URL('/x y', '/b c'); new Request('/x y');",
    output: "new URL('/x%20y', '/b%20c'); new Request('/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 12, endLine: 1, endColumn: 13 },
      { messageId: "unencoded", line: 1, column: 20, endLine: 1, endColumn: 21 },
      { messageId: "unencoded", line: 1, column: 41, endLine: 1, endColumn: 42 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "fetch('/x y' as string); fetch(url || '/x y'); fetch(`/a b/${id}`);",
    output: "fetch('/x%20y' as string); fetch(url || '/x%20y'); fetch(`/a%20b/${id}`);",
    errors: [
      { messageId: "unencoded", line: 1, column: 10, endLine: 1, endColumn: 11 },
      { messageId: "unencoded", line: 1, column: 42, endLine: 1, endColumn: 43 },
      { messageId: "unencoded", line: 1, column: 57, endLine: 1, endColumn: 58 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "el.setAttribute('href', '/x y');",
    output: "el.setAttribute('href', '/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 28, endLine: 1, endColumn: 29 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.jsx", code: "const a = <><img src=\"/a b.png\" poster=\"/p q.png\" /><button formAction=\"/f g\" /><Link to=\"/t u\" /></>;",
    output: "const a = <><img src=\"/a%20b.png\" poster=\"/p%20q.png\" /><button formAction=\"/f%20g\" /><Link to=\"/t%20u\" /></>;",
    errors: [
      { messageId: "unencoded", line: 1, column: 25, endLine: 1, endColumn: 26 },
      { messageId: "unencoded", line: 1, column: 43, endLine: 1, endColumn: 44 },
      { messageId: "unencoded", line: 1, column: 75, endLine: 1, endColumn: 76 },
      { messageId: "unencoded", line: 1, column: 93, endLine: 1, endColumn: 94 },
    ] },
  // Browsers keep "[" and "|" in a path as written: encoding them is offered, not applied.
  { rule: "no-unencoded-characters", filename: "file.tsx", code: "const a = <img srcSet=\"/a[.png 1x, /c|d.png 2x\" />;",
    output: null,
    errors: [
      { messageId: "unencoded", line: 1, column: 26, endLine: 1, endColumn: 27, suggestions: [{ messageId: "encodeChar", output: "const a = <img srcSet=\"/a%5B.png 1x, /c|d.png 2x\" />;" }] },
      { messageId: "unencoded", line: 1, column: 38, endLine: 1, endColumn: 39, suggestions: [{ messageId: "encodeChar", output: "const a = <img srcSet=\"/a[.png 1x, /c%7Cd.png 2x\" />;" }] },
    ] },
  { rule: "no-unencoded-characters", filename: "file.js", code: "fetch(base + '/users?name=John Doe');",
    output: "fetch(base + '/users?name=John%20Doe');",
    errors: [
      { messageId: "unencoded", line: 1, column: 31, endLine: 1, endColumn: 32 },
    ] },
  { rule: "no-invalid-percent-encoding", filename: "file.js", code: "const u = 'https://x.com/100%';",
    output: "const u = 'https://x.com/100%25';",
    errors: [
      { messageId: "invalidPercent", line: 1, column: 29, endLine: 1, endColumn: 30 },
    ] },
  { rule: "no-invalid-percent-encoding", filename: "file.ts", code: "const u = 'https://x.com/%C3%28';",
    output: null,
    errors: [
      { messageId: "invalidUtf8", line: 1, column: 26, endLine: 1, endColumn: 29 },
    ] },
  { rule: "no-invalid-percent-encoding", filename: "file.jsx", code: "const a = <a href=\"https://x.com/50%&amp;a\">x</a>;",
    output: "const a = <a href=\"https://x.com/50%25&amp;a\">x</a>;",
    errors: [
      { messageId: "invalidPercent", line: 1, column: 36, endLine: 1, endColumn: 37 },
    ] },
  { rule: "valid-scheme", filename: "file.js", code: "const u = 'htps://example.com/';",
    output: null,
    errors: [
      { messageId: "nearMiss", line: 1, column: 12, endLine: 1, endColumn: 16, suggestions: [{ messageId: "useScheme", output: "const u = 'https://example.com/';" }] },
    ] },
  { rule: "valid-scheme", filename: "file.ts", code: "const u = `https//example.com/${path}`;",
    output: null,
    errors: [
      { messageId: "missingColon", line: 1, column: 12, endLine: 1, endColumn: 19, suggestions: [{ messageId: "useSlashes", output: "const u = `https://example.com/${path}`;" }] },
    ] },
  { rule: "valid-scheme", filename: "file.js", code: "const u = 'http:/example.com/';",
    output: null,
    errors: [
      { messageId: "missingSlashes", line: 1, column: 17, endLine: 1, endColumn: 18, suggestions: [{ messageId: "useSlashes", output: "const u = 'http://example.com/';" }] },
    ] },
  { rule: "valid-scheme", filename: "file.js", code: "const u = 'myapp://open';", options: [{"strict":true}],
    output: null,
    errors: [
      { messageId: "unregistered", line: 1, column: 12, endLine: 1, endColumn: 17 },
    ] },
  { rule: "no-dangerous-scheme", filename: "file.js", code: "const u = 'javascript:alert(1)';",
    output: null,
    errors: [
      { messageId: "scriptScheme", line: 1, column: 12, endLine: 1, endColumn: 23 },
    ] },
  { rule: "no-dangerous-scheme", filename: "file.jsx", code: "const a = <a href=\"javascript&#58;void(0)\">x</a>;",
    output: null,
    errors: [
      { messageId: "scriptScheme", line: 1, column: 20, endLine: 1, endColumn: 35 },
    ] },
  { rule: "no-dangerous-scheme", filename: "file.tsx", code: "const a = <a href={\" JaVa\\tscript:alert(1)\"}>x</a>;",
    output: null,
    errors: [
      { messageId: "scriptScheme", line: 1, column: 22, endLine: 1, endColumn: 35 },
    ] },
  { rule: "no-dangerous-scheme", filename: "file.ts", code: "const u = 'data:text/html,<script>alert(1)</script>';",
    output: null,
    errors: [
      { messageId: "scriptData", line: 1, column: 12, endLine: 1, endColumn: 26 },
    ] },
  { rule: "no-insecure-scheme", filename: "file.js", code: "const u = 'http://insecure.io/x';",
    output: null,
    errors: [
      { messageId: "insecure", line: 1, column: 12, endLine: 1, endColumn: 16, suggestions: [{ messageId: "useSecure", output: "const u = 'https://insecure.io/x';" }] },
    ] },
  { rule: "no-insecure-scheme", filename: "file.ts", code: "const u = `ws://chat.io/${room}`;",
    output: null,
    errors: [
      { messageId: "insecure", line: 1, column: 12, endLine: 1, endColumn: 14, suggestions: [{ messageId: "useSecure", output: "const u = `wss://chat.io/${room}`;" }] },
    ] },
  { rule: "valid-port", filename: "file.js", code: "const u = 'https://example.com:99999/';",
    output: null,
    errors: [
      { messageId: "outOfRange", line: 1, column: 32, endLine: 1, endColumn: 37 },
    ] },
  { rule: "valid-port", filename: "file.js", code: "const u = 'https://x.com:080/';",
    output: "const u = 'https://x.com:80/';",
    errors: [
      { messageId: "leadingZeros", line: 1, column: 26, endLine: 1, endColumn: 27 },
      { messageId: "schemeMismatch", line: 1, column: 26, endLine: 1, endColumn: 29, suggestions: [{ messageId: "switchScheme", output: "const u = 'http://x.com/';" }, { messageId: "removePort", output: "const u = 'https://x.com/';" }] },
    ] },
  { rule: "valid-port", filename: "file.ts", code: "const u = 'https://x.com:/a';",
    output: "const u = 'https://x.com/a';",
    errors: [
      { messageId: "emptyPort", line: 1, column: 25, endLine: 1, endColumn: 26 },
    ] },
  { rule: "valid-port", filename: "file.ts", code: "const u = 'http://x.com:443/a';",
    output: null,
    errors: [
      { messageId: "schemeMismatch", line: 1, column: 25, endLine: 1, endColumn: 28, suggestions: [{ messageId: "switchScheme", output: "const u = 'https://x.com/a';" }, { messageId: "removePort", output: "const u = 'http://x.com/a';" }] },
    ] },
  { rule: "no-default-port", filename: "file.js", code: "const u = 'https://x.com:443/';",
    output: "const u = 'https://x.com/';",
    errors: [
      { messageId: "defaultPort", line: 1, column: 25, endLine: 1, endColumn: 29 },
    ] },
  { rule: "no-default-port", filename: "file.ts", code: "const u = `https://api.example.com:443/users/${id}`;",
    output: "const u = `https://api.example.com/users/${id}`;",
    errors: [
      { messageId: "defaultPort", line: 1, column: 35, endLine: 1, endColumn: 39 },
    ] },
  { rule: "no-default-port", filename: "file.js", code: "const u = 'https://api.example.com:443/v1/' + path;",
    output: "const u = 'https://api.example.com/v1/' + path;",
    errors: [
      { messageId: "defaultPort", line: 1, column: 35, endLine: 1, endColumn: 39 },
    ] },
  { rule: "no-default-port", filename: "file.jsx", code: "const a = <a href=\"http://x.com:80/\">x</a>;",
    output: "const a = <a href=\"http://x.com/\">x</a>;",
    errors: [
      { messageId: "defaultPort", line: 1, column: 32, endLine: 1, endColumn: 35 },
    ] },
  { rule: "valid-host", filename: "file.js", code: "const u = 'https://bücher.example/';",
    output: null,
    errors: [
      { messageId: "nonAscii", line: 1, column: 20, endLine: 1, endColumn: 26, suggestions: [{ messageId: "usePunycode", output: "const u = 'https://xn--bcher-kva.example/';" }] },
    ] },
  { rule: "valid-host", filename: "file.ts", code: "const u = 'https://b\\u00fccher.example/';",
    output: null,
    errors: [
      { messageId: "nonAscii", line: 1, column: 20, endLine: 1, endColumn: 31, suggestions: [{ messageId: "usePunycode", output: "const u = 'https://xn--bcher-kva.example/';" }] },
    ] },
  { rule: "valid-host", filename: "file.js", code: "const u = 'https://256.1.1.1/';",
    output: null,
    errors: [
      { messageId: "ipv4OutOfRange", line: 1, column: 20, endLine: 1, endColumn: 23 },
    ] },
  { rule: "valid-host", filename: "file.js", code: "const u = 'https://a_b.example.com/';", options: [{"allowUnderscore":false}],
    output: null,
    errors: [
      { messageId: "labelChar", line: 1, column: 21, endLine: 1, endColumn: 22 },
    ] },
  { rule: "no-credentials", filename: "file.js", code: "const u = 'https://admin:hunter2@example.com/';",
    output: null,
    errors: [
      { messageId: "password", line: 1, column: 26, endLine: 1, endColumn: 33, suggestions: [{ messageId: "removeUserinfo", output: "const u = 'https://example.com/';" }] },
    ] },
  { rule: "no-credentials", filename: "file.ts", code: "const u = 'https://user@example.com/';",
    output: null,
    errors: [
      { messageId: "userinfo", line: 1, column: 20, endLine: 1, endColumn: 24, suggestions: [{ messageId: "removeUserinfo", output: "const u = 'https://example.com/';" }] },
    ] },
  { rule: "no-credentials", filename: "file.tsx", code: "const a = <a href=\"ftp://me:s&#101;cret@files.example.com/\">x</a>;",
    output: null,
    errors: [
      { messageId: "password", line: 1, column: 29, endLine: 1, endColumn: 40, suggestions: [{ messageId: "removePassword", output: "const a = <a href=\"ftp://me@files.example.com/\">x</a>;" }, { messageId: "removeUserinfo", output: "const a = <a href=\"ftp://files.example.com/\">x</a>;" }] },
    ] },
  { rule: "prefer-normalized", filename: "file.js", code: "const u = \"HTTP://Host/%7euser\";",
    output: "const u = \"http://host/~user\";",
    errors: [
      { messageId: "schemeCase", line: 1, column: 12, endLine: 1, endColumn: 16 },
      { messageId: "hostCase", line: 1, column: 19, endLine: 1, endColumn: 20 },
      { messageId: "encodedUnreserved", line: 1, column: 24, endLine: 1, endColumn: 27 },
    ] },
  { rule: "prefer-normalized", filename: "file.ts", code: "const u = 'http://example.org/a/./b/../c';",
    output: "const u = 'http://example.org/a/c';",
    errors: [
      { messageId: "dotSegments", line: 1, column: 32, endLine: 1, endColumn: 39 },
    ] },
  { rule: "prefer-normalized", filename: "file.js", code: "const u = 'https://x.com/%c3%a9';",
    output: "const u = 'https://x.com/%C3%A9';",
    errors: [
      { messageId: "lowercaseHex", line: 1, column: 26, endLine: 1, endColumn: 32 },
    ] },
  { rule: "prefer-normalized", filename: "file.jsx", code: "const a = <a href=\"HTTPS://EXAMPLE.com/&#x25;7e\">x</a>;",
    output: "const a = <a href=\"https://example.com/~\">x</a>;",
    errors: [
      { messageId: "schemeCase", line: 1, column: 20, endLine: 1, endColumn: 25 },
      { messageId: "hostCase", line: 1, column: 28, endLine: 1, endColumn: 35 },
      { messageId: "encodedUnreserved", line: 1, column: 40, endLine: 1, endColumn: 48 },
    ] },
  { rule: "prefer-normalized", filename: "file.ts", code: "const u = `HTTPS://${host}/%7e`;",
    output: "const u = `https://${host}/~`;",
    errors: [
      { messageId: "schemeCase", line: 1, column: 12, endLine: 1, endColumn: 17 },
      { messageId: "encodedUnreserved", line: 1, column: 28, endLine: 1, endColumn: 31 },
    ] },
  { rule: "valid-scheme-syntax", filename: "file.js", code: "const u = 'mailto:someone';",
    output: null,
    errors: [
      { messageId: "mailtoNoAt", line: 1, column: 19, endLine: 1, endColumn: 26 },
    ] },
  { rule: "valid-scheme-syntax", filename: "file.ts", code: "const u = 'ftp://x.com/a;type=q';",
    output: null,
    errors: [
      { messageId: "ftpType", line: 1, column: 31, endLine: 1, endColumn: 32 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.jsx", code: "const a = <a href=\"https://x.com/a b&#x000000003B;\">x</a>;",
    // espree (acorn-jsx) leaves an entity of more than 10 characters undecoded, typescript-estree
    // decodes it: the value is not the one this module decodes, so the whole literal is reported, without fix.
    output: null,
    errors: [
      { messageId: "unencoded", line: 1, column: 19, endLine: 1, endColumn: 52 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.tsx", code: "const a = <a href=\"https://x.com/a b&#x000000003B;\">x</a>;",
    output: "const a = <a href=\"https://x.com/a%20b&#x000000003B;\">x</a>;",
    errors: [
      { messageId: "unencoded", line: 1, column: 35, endLine: 1, endColumn: 36 },
    ] },
  { rule: "no-unencoded-characters", filename: "script.js", code: "function f() { return 'https://x.com/\\101 b'; }",
    languageOptions: { parserOptions: { sourceType: 'script' } },
    output: "function f() { return 'https://x.com/\\101%20b'; }",
    errors: [
      { messageId: "unencoded", line: 1, column: 42, endLine: 1, endColumn: 43 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "myFetch('/x y'); fetch('/x y');",
    settings: { urilint: { urlContexts: { functions: ['myFetch'] } } },
    output: "myFetch('/x%20y'); fetch('/x%20y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 12, endLine: 1, endColumn: 13 },
      { messageId: "unencoded", line: 1, column: 27, endLine: 1, endColumn: 28 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "myFetch('/x y'); fetch('/x y');",
    settings: { urilint: { urlContexts: { functions: ['myFetch'], defaults: false } } },
    output: "myFetch('/x%20y'); fetch('/x y');",
    errors: [
      { messageId: "unencoded", line: 1, column: 12, endLine: 1, endColumn: 13 },
    ] },
  { rule: "no-unencoded-characters", filename: "file.ts", code: "const u = 'https://x.com/{owner}/a b';", settings: { urilint: { templates: false } },
    output: "const u = 'https://x.com/%7Bowner%7D/a%20b';",
    errors: [
      { messageId: "unencoded", line: 1, column: 26, endLine: 1, endColumn: 27 },
      { messageId: "unencoded", line: 1, column: 32, endLine: 1, endColumn: 33 },
      { messageId: "unencoded", line: 1, column: 35, endLine: 1, endColumn: 36 },
    ] },
  { rule: "no-insecure-scheme", filename: "file.js", code: "const u = 'http://schemas.mycorp.io/ns';",
    output: null,
    errors: [
      { messageId: "insecure", line: 1, column: 12, endLine: 1, endColumn: 16, suggestions: [{ messageId: "useSecure", output: "const u = 'https://schemas.mycorp.io/ns';" }] },
    ] },
];

/** Clean code, non-URLs and URL templates: no rule reports anything. */
const VALID: Array<ValidTestCase<Options> & { filename: string }> = [
  { filename: 'file.js', code: "const u = 'https://example.com/a/b?c=d#e';" },
  { filename: 'file.js', code: "const p = '/x y'; const t = '12:30'; const h = 'localhost:3000'; const w = 'C:\\\\x'; const k = 'key:value';" },
  { filename: 'file.js', code: "map.get('/x y'); app.get('/users/:id', h); fetch('/users/:id/{page}');" },
  { filename: 'file.js', code: 'const s = html`<a href="/x y">${x}</a>`;' },
  { filename: 'file.ts', code: "const u = `https://api.example.com/repos/{owner}/${repo}`; const v = 'https://api.example.com:' + port;" },
  { filename: 'file.ts', code: "document.createElementNS('http://schemas.mycorp.io/ns', 'x'); el.setAttributeNS('http://schemas.mycorp.io/ns', 'a', 'b');" },
  { filename: 'file.tsx', code: '<svg xmlns="http://schemas.mycorp.io/ns" xmlnsXlink="http://schemas.mycorp.io/xlink"><a href="https://example.com/" title="a b">x</a></svg>;' },
  { filename: 'file.jsx', code: '<img srcSet="/a.png 1x, /b.png 2x" alt="x y" />;' },
  { filename: 'file.js', code: "const u = 'http://localhost:8080/x'; const v = 'http://';" },
  { filename: 'file.ts', code: "fetch('/x y');", settings: { urilint: { urlContexts: { defaults: false } } } },
  { filename: 'file.ts', code: "const u = 'https://x.com/{owner}/:id';" },
];

const isJs = (filename: string): boolean => /\.jsx?$/.test(filename);

// @typescript-eslint/rule-tester pins its own copy of @typescript-eslint/utils (8.72): same
// runtime shape, nominally different types.
const ruleOf = (id: string) => rules[id] as unknown as Parameters<typeof tsTester.run>[1];

for (const rule of RULES) {
  const strip = ({ rule: _rule, ...c }: Case): InvalidTestCase<string, Options> => c;
  const invalid = INVALID.filter((c) => c.rule === rule.id);
  describe(rule.id, () => {
    it('has test cases', () => {
      if (invalid.length === 0) throw new Error(`no invalid case for ${rule.id}`);
    });
    jsTester.run(rule.id, ruleOf(rule.id), {
      valid: VALID.filter((c) => isJs(c.filename)),
      invalid: invalid.filter((c) => isJs(c.filename)).map(strip),
    });
    tsTester.run(rule.id, ruleOf(rule.id), {
      valid: VALID.filter((c) => !isJs(c.filename)),
      invalid: invalid.filter((c) => !isJs(c.filename)).map(strip),
    });
  });
}
