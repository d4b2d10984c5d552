// Two builds of the core's `analyze`, paired (issue 15): this checkout's, and a baseline.
//
// Method. The core section's (core.mjs): both builds loaded in one process, over the same URLs,
// timed by its `interleaved` (CPU time of the process, a minor GC before each call, the order
// alternating from round to round). Printed: each build's median in ns per URL, and the median of
// the per-round ratio (this build ÷ the baseline) with its spread. Runs one after the other move
// by ±10 % on a shared machine; a ratio taken round by round does not.
//
// The baseline is a copy of another build's packages/core/dist, anywhere: e.g. before a change
// `mkdir -p .cache && cp -r packages/core/dist .cache/core-base`, then the change and `npm run build`.
//
//   node --expose-gc scripts/bench/core-ab.mjs --baseline .cache/core-base [--rounds 21]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchUrls, interleaved } from './core.mjs';
import { option } from './eslint-rivals.mjs';

const args = process.argv.slice(2);
const baselineDir = option(args, '--baseline');
if (!baselineDir) throw new Error('--baseline DIR: a copy of another build of packages/core/dist');
const rounds = Number(option(args, '--rounds', 21));

const current = await import('@urilint/core');
const baseline = await import(pathToFileURL(resolve(baselineDir, 'index.js')).href);
const urls = benchUrls();
let sink = 0;
const analyzeAll = (core) => (xs) => {
  for (const u of xs) sink += core.analyze(u).length;
};
const { ns, perRound } = interleaved({ current: analyzeAll(current), baseline: analyzeAll(baseline) }, urls, { rounds });
const ratios = perRound.current.map((t, r) => t / perRound.baseline[r]).sort((a, b) => a - b);
console.log(`\n## analyze, this build ÷ ${baselineDir}, ${urls.length} URLs, ${rounds} rounds (CPU ns per URL; ${sink} findings in all)`);
console.log(`this build ${ns.current.toFixed(1)}, baseline ${ns.baseline.toFixed(1)}`);
console.log(`this build ÷ baseline: median ${ratios[ratios.length >> 1].toFixed(3)} (${ratios[0].toFixed(3)}-${ratios.at(-1).toFixed(3)})`);
