// Core benchmarks: analyze() against native URL parsing and a table scan (issues 2 and 15), the
// "is this a URL?" pre-check, and linear growth on adversarial input (issue 12).
//
// Method of the first section (issue 15's goal: analyze / table scan <= 1.3):
// - Input: the 48,010 non-empty lines of bench/data/kasztp-urls.txt (real URLs from web pages),
//   split from one string as read, so each URL is a slice of the file's text, as the string
//   literals a parser hands to ESLint are slices of a source file's text.
// - Three functions over the same array, each a loop over every URL: `analyze(url)` with no
//   options (the recommended preset), `new URL(url).href` (Node's native WHATWG parser, Ada), and
//   a per-character table scan (below): the physical limit of any check that looks at each
//   character once, as analyze must. The scan is straight-line code: a 128-entry Uint8Array,
//   one comparison and one load per character, one loop over all URLs (no call per URL, which
//   analyze pays).
// - Warm-up (3 passes of each and at least half a second, harness.mjs), then 7 rounds; in each
//   round every function runs once, one after the other, so that a machine shared with other
//   work slows all three alike. A function's figure is its median round, in ns per URL.
// - Reported: analyze / table scan and analyze / new URL, as ratios of those medians.
// - For scale, not a goal: the same characters checked by a regular expression of one class
//   (Irregexp compiles it to a native loop), about twice as fast as the table scan in JavaScript
//   on Node 20, so the scan is a generous floor, not a physical limit of the machine. analyze's
//   fast path (packages/core/src/plain.ts) is such a regular expression.
// - Run alone: `node scripts/bench/core.mjs` (every core section), `node scripts/bench/core.mjs
//   --ratio` (this first section only, e.g. to repeat it and report the spread).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { analyze, locateUrl } from '@urilint/core';
import { adversarialSection } from './adversarial.mjs';
import { fmt, nsPerItem, row } from './harness.mjs';

const DATA = new URL('../../bench/data/', import.meta.url);

/** A per-character table scan: the floor for any analyzer that looks at every character. */
const TABLE = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%") TABLE[c.charCodeAt(0)] = 1;
function tableScan(urls) {
  let bad = 0;
  for (const u of urls) for (let i = 0; i < u.length; i++) { const c = u.charCodeAt(i); if (c > 127 || TABLE[c] === 0) bad++; }
  return bad;
}

/** The table's characters as one regular-expression class (for scale: see the header). */
const CLASS_RUN = /^[a-zA-Z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

/**
 * Median ns per item of each function over `items`, measured in interleaved rounds (one call of
 * each per round, after each has warmed up as nsPerItem does).
 */
export function interleaved(fns, items, rounds = 7) {
  for (const fn of Object.values(fns)) nsPerItem(fn, items, 1);
  const times = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(fns)) {
      const t0 = performance.now();
      fn(items);
      times[name].push(((performance.now() - t0) * 1e6) / items.length);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, t]) => [k, t.sort((a, b) => a - b)[Math.floor(t.length / 2)]]));
}

export function run({ ratioOnly = false } = {}) {
  const urls = readFileSync(new URL('kasztp-urls.txt', DATA), 'utf8').replace(/^\uFEFF/, '').split('\n').filter((l) => l.length > 0);
  let sink = analyzeAgainstScan(urls);
  if (ratioOnly) return sink;
  sink += runConfusableHost(urls);
  return sink + runPrecheck();
}

/** The first section (see the method above): analyze() against new URL() and the table scan. */
function analyzeAgainstScan(urls) {
  let sink = 0;
  const ns = interleaved(
    {
      analyze: (xs) => { for (const u of xs) sink += analyze(u).length; },
      url: (xs) => { for (const u of xs) { try { sink += new URL(u).href.length; } catch { sink++; } } },
      scan: (xs) => { sink += tableScan(xs); },
      regex: (xs) => { for (const u of xs) if (!CLASS_RUN.test(u)) sink++; },
    },
    urls,
  );
  console.log(`\n## Core: analyze() per URL, ${urls.length} URLs from kasztp-urls.txt (recommended preset)`);
  row('', '     ns/URL', '  analyze /');
  row('analyze()', fmt(ns.analyze), fmt(1, 2));
  row('new URL() (native, Ada)', fmt(ns.url), fmt(ns.analyze / ns.url, 2));
  row('per-character table scan', fmt(ns.scan), fmt(ns.analyze / ns.scan, 2));
  row('one-class regular expression (for scale)', fmt(ns.regex), fmt(ns.analyze / ns.regex, 2));
  console.log(`analyze / table scan = ${(ns.analyze / ns.scan).toFixed(2)} (goal ≤ 1.3); analyze / new URL = ${(ns.analyze / ns.url).toFixed(2)} (goal ≤ 1.0)`);
  return sink;
}

/** The "is this a URL?" pre-check and analyze() on the string literals of a real code base. */
function runPrecheck() {
  let sink = 0;
  const literals = JSON.parse(readFileSync(new URL('eslint-repo-string-literals.json', DATA), 'utf8')).filter((s) => typeof s === 'string');
  const precheckNs = nsPerItem((xs) => { for (const s of xs) if (locateUrl(s) !== null) sink++; }, literals);
  const urlCount = literals.filter((s) => locateUrl(s) !== null).length;
  const analyzeLiteralNs = nsPerItem((xs) => { for (const s of xs) sink += analyze(s).length; }, literals);
  console.log(`\n## Core: "is this a URL?" pre-check, ${literals.length} string literals of the eslint repository (${urlCount} are URLs)`);
  row('locateUrl() per literal', fmt(precheckNs), ' ns (goal ≤ 25)');
  row('analyze() per literal (pre-check + analysis of URLs)', fmt(analyzeLiteralNs), ' ns');

  // Issue 12: every grammar, each scheme and component (adversarial.mjs).
  sink += adversarialSection(analyze, { fmt, row });
  return sink;
}

/**
 * no-confusable-host (issue 17): what the rule adds to analyze() on the benchmark URLs (ASCII
 * hosts take its fast path), and on the URLs whose host is internationalized (non-ASCII or
 * `xn--`), which it decodes and checks.
 */
export function runConfusableHost(urls) {
  let sink = 0;
  const without = { rules: { 'no-confusable-host': 'off' } };
  const idn = urls.filter((u) => /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?[^/?#:]*(?:[^\p{ASCII}]|\bxn--)/iu.test(u));
  // The same URLs with the first `a` of the host Cyrillic: every host decoded and checked.
  const spoofed = urls.map((u) => u.replace(/^([a-z]+:\/\/[^/?#a]*)a/i, '$1\u0430')).filter((u, i) => u !== urls[i]);
  console.log(`\n## Core: no-confusable-host, ${urls.length} URLs (${idn.length} with an internationalized host)`);
  row('', '  ns/URL on', ' ns/URL off', '   on - off');
  for (const [name, set] of [['all URLs', urls], ['internationalized hosts', idn], [`${spoofed.length} URLs, a Cyrillic а in the host`, spoofed]]) {
    if (set.length === 0) continue;
    // Alternated, the best of five each: the difference is small against the machine's noise.
    let on = Infinity;
    let off = Infinity;
    for (let k = 0; k < 5; k++) {
      on = Math.min(on, nsPerItem((xs) => { for (const u of xs) sink += analyze(u).length; }, set, 3));
      off = Math.min(off, nsPerItem((xs) => { for (const u of xs) sink += analyze(u, without).length; }, set, 3));
    }
    row(name, fmt(on), fmt(off), fmt(on - off));
  }
  return sink;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) run({ ratioOnly: process.argv.includes('--ratio') });
