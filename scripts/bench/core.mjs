// Core benchmarks: analyze() per URL against the per-character table scan (budget ≤ 1.5×) and
// native URL parsing, the "is this a URL?" pre-check per string literal, and linear time on
// adversarial input. The method is in scripts/bench/README.md.
//
//   node scripts/bench/core.mjs [--ratio]   (--ratio: the first section alone)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { analyze, locateUrl } from '@urilint/core';
import { adversarialSection } from './adversarial.mjs';
import { fmt, nsPerItem, row } from './harness.mjs';

const DATA = new URL('../../bench/data/', import.meta.url);

/** A per-character table scan: what any check that looks at every character once costs at least. */
const TABLE = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%") TABLE[c.charCodeAt(0)] = 1;
function tableScan(urls) {
  let bad = 0;
  for (const u of urls) for (let i = 0; i < u.length; i++) { const c = u.charCodeAt(i); if (c > 127 || TABLE[c] === 0) bad++; }
  return bad;
}

/** The collector, for the minor GC between timed calls (exposed here when node ran without --expose-gc). */
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
 * Median ns per item of each function over `items`, in rounds where every function runs once, in
 * an order reversed from one round to the next, after a minor collection, timed in CPU time of the
 * process; and each round's ns per item.
 */
export function interleaved(fns, items, rounds = 21) {
  for (const fn of Object.values(fns)) nsPerItem(fn, items, 1);
  const gc = collector();
  const names = Object.keys(fns);
  const perRound = Object.fromEntries(names.map((k) => [k, []]));
  // Three untimed rounds first: the compiler's last work on the functions is not theirs to pay.
  for (let r = -3; r < rounds; r++) {
    const order = r % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      gc({ type: 'minor' });
      const t0 = cpuNs();
      fns[name](items);
      const t1 = cpuNs();
      if (r >= 0) perRound[name].push((t1 - t0) / items.length);
    }
  }
  const median = (t) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)];
  return { ns: Object.fromEntries(names.map((k) => [k, median(perRound[k])])), perRound };
}

/** The first section's input: the non-empty lines of kasztp-urls.txt, slices of one string as a parser's literals are slices of a file. */
export function benchUrls() {
  return readFileSync(new URL('kasztp-urls.txt', DATA), 'utf8').replace(/^\uFEFF/, '').split('\n').filter((l) => l.length > 0);
}

const BUDGET_SCAN_RATIO = 1.5;

export function run({ ratioOnly = false } = {}) {
  const urls = benchUrls();
  let sink = analyzeAgainstScan(urls);
  if (ratioOnly) return sink;
  sink += internationalHosts(urls);
  sink += precheck();
  return sink + adversarialSection(analyze, { fmt, row });
}

/** analyze() against the table scan and new URL(), in interleaved rounds. */
function analyzeAgainstScan(urls) {
  let sink = 0;
  const { ns, perRound } = interleaved(
    {
      analyze: (xs) => { for (const u of xs) sink += analyze(u).length; },
      url: (xs) => { for (const u of xs) { try { sink += new URL(u).href.length; } catch { sink++; } } },
      scan: (xs) => { sink += tableScan(xs); },
    },
    urls,
  );
  const ratios = perRound.analyze.map((a, r) => a / perRound.scan[r]).sort((a, b) => a - b);
  const ratio = ns.analyze / ns.scan;
  console.log(`\n## Core: analyze() per URL, ${urls.length} URLs from kasztp-urls.txt (recommended preset; CPU time, median of ${ratios.length} rounds)`);
  row('', '     ns/URL', '  analyze /');
  row('analyze()', fmt(ns.analyze), fmt(1, 2));
  row('new URL() (native)', fmt(ns.url), fmt(ns.analyze / ns.url, 2));
  row('per-character table scan', fmt(ns.scan), fmt(ratio, 2));
  console.log(`budget: analyze ≤ ${BUDGET_SCAN_RATIO}× the table scan: ${ratio.toFixed(2)}× (rounds ${ratios[0].toFixed(2)}-${ratios.at(-1).toFixed(2)}) → ${ratio <= BUDGET_SCAN_RATIO ? 'PASS' : 'FAIL'}`);
  return sink;
}

/** analyze() per URL where the host is internationalized, which no-confusable-host decodes and checks. */
function internationalHosts(urls) {
  let sink = 0;
  const idn = urls.filter((u) => /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?[^/?#:]*(?:[^\p{ASCII}]|\bxn--)/iu.test(u));
  // URLs with the host's first `a` Cyrillic: every host decoded and compared (2,000 of them, enough for a steady figure).
  const spoofed = urls.map((u) => u.replace(/^([a-z]+:\/\/[^/?#a]*)a/i, '$1\u0430')).filter((u, i) => u !== urls[i]).slice(0, 2000);
  console.log(`\n## Core: analyze() per URL with an internationalized host`);
  row('', '     ns/URL');
  for (const [name, set] of [[`${idn.length} URLs of kasztp-urls.txt`, idn], [`${spoofed.length} URLs, a Cyrillic а in the host`, spoofed]]) {
    if (set.length > 0) row(name, fmt(nsPerItem((xs) => { for (const u of xs) sink += analyze(u).length; }, set)));
  }
  return sink;
}

/** The "is this a URL?" pre-check and analyze() on the string literals of a real code base, most of which are not URLs. */
function precheck() {
  let sink = 0;
  const literals = JSON.parse(readFileSync(new URL('eslint-repo-string-literals.json', DATA), 'utf8')).filter((s) => typeof s === 'string');
  const precheckNs = nsPerItem((xs) => { for (const s of xs) if (locateUrl(s) !== null) sink++; }, literals);
  const urlCount = literals.filter((s) => locateUrl(s) !== null).length;
  const analyzeNs = nsPerItem((xs) => { for (const s of xs) sink += analyze(s).length; }, literals);
  console.log(`\n## Core: "is this a URL?" pre-check, ${literals.length} string literals of the eslint repository (${urlCount} are URLs)`);
  row('', '  ns/literal');
  row('locateUrl()', fmt(precheckNs));
  row('analyze() (pre-check, then the analysis of URLs)', fmt(analyzeNs));
  return sink;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) run({ ratioOnly: process.argv.includes('--ratio') });
