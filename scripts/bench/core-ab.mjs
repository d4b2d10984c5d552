// Two builds of the core's `analyze`, paired (issue 15): this checkout's, and a baseline.
//
// Method. Both builds are loaded in one process and run over the core section's URLs (the 48,010
// non-empty lines of bench/data/kasztp-urls.txt, as core.mjs reads them), each round both, in an
// order that alternates from round to round, with a minor GC before each (untimed). A call is
// timed in CPU time of the process (user + system), as core.mjs does. Printed: each build's median
// in ns per URL, and the median of the per-round ratio (this build ÷ the baseline) with its spread.
// Runs one after the other move by ±10 % on a shared machine; a ratio taken round by round does not.
//
// The baseline is a copy of another build's packages/core/dist, anywhere: e.g. before a change
// `mkdir -p .cache && cp -r packages/core/dist .cache/core-base`, then the change and `npm run build`.
//
//   node --expose-gc scripts/bench/core-ab.mjs --baseline .cache/core-base [--rounds 21]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { option } from './eslint-rivals.mjs';

const args = process.argv.slice(2);
const baselineDir = option(args, '--baseline');
if (!baselineDir) throw new Error('--baseline DIR: a copy of another build of packages/core/dist');
const rounds = Number(option(args, '--rounds', 21));
const gc = globalThis.gc ?? (() => undefined);

const current = await import('@urilint/core');
const baseline = await import(pathToFileURL(resolve(baselineDir, 'index.js')).href);
const urls = readFileSync(new URL('../../bench/data/kasztp-urls.txt', import.meta.url), 'utf8').split('\n').filter((line) => line.length > 0);

/** CPU ns per URL of one pass of `core.analyze` over every URL. */
function pass(core) {
  gc({ type: 'minor' });
  const start = process.cpuUsage();
  let findings = 0;
  for (const url of urls) findings += core.analyze(url).length;
  const used = process.cpuUsage(start);
  if (findings < 0) throw new Error('unreachable'); // keeps the loop's result alive
  return ((used.user + used.system) * 1000) / urls.length;
}

for (let k = 0; k < 5; k++) {
  pass(current);
  pass(baseline);
}
const times = { current: [], baseline: [], ratio: [] };
for (let r = 0; r < rounds; r++) {
  const first = r % 2 === 0 ? 'current' : 'baseline';
  const t = {};
  t[first] = pass(first === 'current' ? current : baseline);
  const second = first === 'current' ? 'baseline' : 'current';
  t[second] = pass(second === 'current' ? current : baseline);
  times.current.push(t.current);
  times.baseline.push(t.baseline);
  times.ratio.push(t.current / t.baseline);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`\n## analyze, this build ÷ ${baselineDir}, ${urls.length} URLs, ${rounds} rounds (CPU ns per URL)`);
console.log(`this build ${median(times.current).toFixed(1)}, baseline ${median(times.baseline).toFixed(1)}`);
console.log(`this build ÷ baseline: median ${median(times.ratio).toFixed(3)} (${Math.min(...times.ratio).toFixed(3)}-${Math.max(...times.ratio).toFixed(3)})`);
