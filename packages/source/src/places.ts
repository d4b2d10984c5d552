/**
 * Places in a JavaScript program where a string is not a URL, or is one only in some forms
 * (precision on real code). slots.ts asks these while it reads a literal's slot.
 */

import { SPECIAL_SCHEMES } from '@urilint/core';
import { isIdentifierKeyName } from './languages/json.js';

/**
 * Test functions whose first argument is a title (node:test, Mocha, Jest, Vitest, AVA, tap):
 * `test('https://github.com/org/repo/issues/810 pipelining', …)` names a test and is never
 * requested, whatever it holds.
 */
const TEST_FUNCTIONS: ReadonlySet<string> = new Set(['describe', 'it', 'test', 'suite', 'specify', 'bench']);
/** Their variants: `it.only`, `test.skip`, `describe.concurrent`… */
const TEST_MODIFIERS: ReadonlySet<string> = new Set(['only', 'skip', 'todo', 'concurrent', 'sequential', 'fails', 'failing', 'serial', 'runIf', 'skipIf']);

/** The names a test-title callee can end with, for the candidate finder's first cheap test. */
export const TEST_CALLEE_NAMES: readonly string[] = [...TEST_FUNCTIONS, ...TEST_MODIFIERS];

/**
 * Whether a call to `path` (`it`, `it.only`, `t.test`, `describe.skip`) takes a test title
 * first. A subtest of any test context (`t.test(…)`, node:test and tap) counts too.
 */
export function isTestTitleCallee(path: string): boolean {
  const parts = path.split('.');
  if (TEST_FUNCTIONS.has(parts[0])) return parts.slice(1).every((p) => TEST_MODIFIERS.has(p));
  return parts.length === 2 && (parts[1] === 'test' || parts[1] === 'describe' || parts[1] === 'it');
}

/** Callees whose first argument is a module specifier (`import()` and the module declarations are ESTree nodes of their own). */
export const MODULE_FUNCTIONS: ReadonlySet<string> = new Set(['require', 'require.resolve', 'import.meta.resolve']);

/**
 * Whether a module specifier is a URL: `http:`, `https:`, `file:` and `data:` specifiers are
 * fetched or read as URLs by Deno, browsers and Node's loaders. Anything else is a package name,
 * a relative path or a runtime or bundler namespace (`node:fs`, `npm:pkg`, `jsr:@std/path`,
 * `bun:test`, `virtual:my-module`), resolved by the module loader, never an unregistered scheme.
 */
export function isUrlSpecifier(value: string): boolean {
  return mayStartUrlSpecifier(value) && URL_SPECIFIER.test(value);
}

/** Anchored: most specifiers fail at their first characters (a scan for a colon would read them all). */
const URL_SPECIFIER = /^\s*(?:https?|file|data):/i;

/**
 * Whether URL_SPECIFIER can match: past ASCII white space, its first character is `h`, `f` or `d`
 * (either case) or white space other than ASCII. One or two reads rule out most values, before a
 * call into the regular expression engine, which costs more than the test (the candidate finder
 * asks this of every string in a call, `new` or assignment).
 */
function mayStartUrlSpecifier(value: string): boolean {
  let i = 0;
  let c = value.charCodeAt(0);
  while (c <= 0x20) c = value.charCodeAt(++i);
  // ASCII letter folded to lower case by `| 0x20`; NaN (the end) fails every test.
  const lower = c | 0x20;
  return lower === 0x68 || lower === 0x66 || lower === 0x64 || c >= 0x80;
}

/**
 * Object keys whose values name something and are never fetched (JSON Schema `$schema` and `$id`,
 * JSON-LD `@context`, a `…Namespace`): the same keys as in JSON documents.
 */
export function isIdentifierKey(name: string): boolean {
  return isIdentifierKeyName(name);
}

/**
 * Method names whose first argument is an identifier URI: `.id('http://example.com/user')`
 * sets a JSON Schema `$id` through a builder (fluent-json-schema, as in Fastify's tests).
 */
export const IDENTIFIER_METHODS: ReadonlySet<string> = new Set(['id']);

/**
 * Whether the argument of an HTTP client method is a key or a path that the client joins to its
 * base URL rather than a URL with a scheme: `client.get('user:1')` (node-redis's client is
 * usually called `client`), got's `client.get('ns:type:id')` with a `prefixUrl`. A `name:rest`
 * without `//` after the colon, where `name` is not a WHATWG special scheme (before one of them a `:`
 * is surely a scheme's, whatever follows: `http:/x` stays a mangled URL).
 */
export function isKeyLike(value: string): boolean {
  const m = /^\s*([A-Za-z][A-Za-z0-9+.-]*):(?!\/\/)/.exec(value);
  return m !== null && !SPECIAL_SCHEMES.has(m[1].toLowerCase());
}
