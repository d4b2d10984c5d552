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
// - Warm-up (3 passes of each and at least half a second, harness.mjs, then 3 untimed rounds as
//   below), then 21 rounds; in each round every function runs once, in an order that is reversed
//   from one round to the next, so that drift, and whatever one function leaves to the next, fall
//   on all of them alike. Before each call a minor GC (untimed) clears the young garbage of the
//   one before: `new URL()` and analyze allocate, the scan does not, and a scavenge of another
//   function's garbage landed in whichever ran next (8 ms of a 25 ms scan round in one probe).
//   Garbage a function makes and collects itself is timed. A call is timed in CPU time of the
//   process (user + system, process.cpuUsage), not wall time: on a machine shared with other work
//   the wall time of a round also counts the time the process waited for a core, which doubled
//   single rounds of either side at random. (The main thread's own time in Linux's schedstat
//   moves in scheduler ticks of 4 ms here, too coarse for rounds of 10-20 ms; the 3 untimed
//   rounds keep the compiler threads' last work, which process time counts, out of the figures.)
//   A function's figure is its median round, in ns per URL.
// - Reported: analyze / table scan and analyze / new URL, as ratios of those medians, with the
//   spread of the per-round ratio. `--wall` runs the earlier method (7 rounds, wall time, one
//   fixed order, no GC between calls) on the same build, for comparison.
// - For scale, not a goal: the same characters checked by a regular expression of one class
//   (Irregexp compiles it to a native loop), about twice as fast as the table scan in JavaScript
//   on Node 20, so the scan is a generous floor, not a physical limit of the machine. analyze's
//   fast path (packages/core/src/plain.ts) is such a regular expression.
// - Run alone: `node scripts/bench/core.mjs` (every core section), `node scripts/bench/core.mjs
//   --ratio` (this first section only, e.g. to repeat it and report the spread).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
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

/** V8's collector, for the minor GC between timed calls (exposed here when node ran without --expose-gc). */
function collector() {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

/** CPU time of this process so far, in ns (user + system). */
function cpuNs() {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

/**
 * Median ns per item of each function over `items`, measured in interleaved rounds (see the
 * method above), and each round's ns per item. `wall`: the earlier method (wall time, one fixed
 * order, no GC between calls).
 */
export function interleaved(fns, items, { rounds = 21, wall = false } = {}) {
  for (const fn of Object.values(fns)) nsPerItem(fn, items, 1);
  const gc = wall ? undefined : collector();
  const clock = wall ? () => performance.now() * 1e6 : cpuNs;
  const names = Object.keys(fns);
  const perRound = Object.fromEntries(names.map((k) => [k, []]));
  for (let r = wall ? 0 : -3; r < rounds; r++) {
    const order = wall || r % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      gc?.({ type: 'minor' });
      const t0 = clock();
      fns[name](items);
      const t1 = clock();
      if (r >= 0) perRound[name].push((t1 - t0) / items.length);
    }
  }
  const median = (t) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)];
  return { ns: Object.fromEntries(names.map((k) => [k, median(perRound[k])])), perRound };
}

/** The first section's input: the non-empty lines of kasztp-urls.txt, slices of the file's text (see the method above). */
export function benchUrls() {
  return readFileSync(new URL('kasztp-urls.txt', DATA), 'utf8').replace(/^\uFEFF/, '').split('\n').filter((l) => l.length > 0);
}

export function run({ ratioOnly = false, wall = false } = {}) {
  const urls = benchUrls();
  let sink = analyzeAgainstScan(urls, wall);
  if (ratioOnly) return sink;
  sink += runConfusableHost(urls);
  return sink + runPrecheck();
}

/** The first section (see the method above): analyze() against new URL() and the table scan. */
function analyzeAgainstScan(urls, wall) {
  let sink = 0;
  const { ns, perRound } = interleaved(
    {
      analyze: (xs) => { for (const u of xs) sink += analyze(u).length; },
      url: (xs) => { for (const u of xs) { try { sink += new URL(u).href.length; } catch { sink++; } } },
      scan: (xs) => { sink += tableScan(xs); },
      regex: (xs) => { for (const u of xs) if (!CLASS_RUN.test(u)) sink++; },
    },
    urls,
    wall ? { rounds: 7, wall } : {},
  );
  const roundRatios = perRound.analyze.map((a, r) => a / perRound.scan[r]).sort((a, b) => a - b);
  const method = wall ? 'wall time, fixed order (the earlier method)' : 'CPU time, alternating order, minor GC between calls';
  console.log(`\n## Core: analyze() per URL, ${urls.length} URLs from kasztp-urls.txt (recommended preset; ${method})`);
  row('', '     ns/URL', '  analyze /');
  row('analyze()', fmt(ns.analyze), fmt(1, 2));
  row('new URL() (native, Ada)', fmt(ns.url), fmt(ns.analyze / ns.url, 2));
  row('per-character table scan', fmt(ns.scan), fmt(ns.analyze / ns.scan, 2));
  row('one-class regular expression (for scale)', fmt(ns.regex), fmt(ns.analyze / ns.regex, 2));
  console.log(`analyze / table scan = ${(ns.analyze / ns.scan).toFixed(2)} (goal ≤ 1.3; per round ${roundRatios[0].toFixed(2)}-${roundRatios.at(-1).toFixed(2)}); analyze / new URL = ${(ns.analyze / ns.url).toFixed(2)} (goal ≤ 1.0)`);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) run({ ratioOnly: process.argv.includes('--ratio'), wall: process.argv.includes('--wall') });
