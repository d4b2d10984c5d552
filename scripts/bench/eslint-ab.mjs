// Two builds of urilint's ESLint plugin, paired (issue 15): this checkout's, and a baseline.
//
// Method. Each build's recommended preset is linted alone (a config of its own, so it is the first
// and only reader of every node), over the rivals section's corpus (eslint-rivals.mjs), one after
// the other in one process; a round is both, in an order that alternates from round to round, with
// a minor GC before each file. Each rule's time is ESLint's `stats` (its `create()` and its listener
// calls). Printed: each round's times and ratio (this build ÷ the baseline), then the median ratio
// and its spread. A first round of each warms the JIT and is not counted.
//
// The baseline is another build of packages/eslint-plugin (its package.json and dist), copied
// anywhere inside this checkout, so that its imports resolve to this checkout's packages (or to
// the copies its own imports name): e.g. before a change
// `mkdir -p .cache/ab && cp -r packages/eslint-plugin/{package.json,dist} .cache/ab/`, then the
// change and `npm run build`. A variant of a lower package is measured the same way: copy that
// package's `dist` too, and point the copied plugin's import at it.
//
//   node scripts/bench/eslint-ab.mjs --baseline .cache/ab [--rounds 8] [--max-files N] [--corpus-dir DIR]
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusConfig, corpusFiles, option } from './eslint-rivals.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const self = fileURLToPath(import.meta.url);

/** A linter with `plugin`'s recommended preset alone, under `prefix`. */
async function presetLinter(plugin, prefix) {
  const { ESLint } = await import('eslint');
  const tsParser = await import('@typescript-eslint/parser');
  const rules = Object.fromEntries(Object.entries(plugin.configs.recommended.rules).map(([id, setting]) => [id.replace(/^[^/]+\//, `${prefix}/`), setting]));
  const config = [...corpusConfig(tsParser), { files: ['**/*'], plugins: { [prefix]: plugin }, rules }];
  return new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: config, cache: false, stats: true });
}

/** Milliseconds ESLint's stats charge the preset over one lint of every file. */
async function lintRound(linter, files) {
  let ms = 0;
  for (const file of files) {
    globalThis.gc({ type: 'minor' });
    const [result] = await linter.lintText(file.text, { filePath: file.path });
    for (const pass of result.stats?.times.passes ?? []) for (const t of Object.values(pass.rules ?? {})) ms += t.total;
  }
  return ms;
}

async function measure(args) {
  const baseline = option(args, '--baseline');
  if (!baseline) throw new Error('--baseline DIR: a copy of another build of packages/eslint-plugin, package.json and dist (see the header)');
  const current = (await import('@urilint/eslint-plugin')).default;
  const other = (await import(pathToFileURL(resolve(baseline, 'dist/index.js')).href)).default;
  const files = corpusFiles(args);
  const rounds = Number(option(args, '--rounds', 8));
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds ${option(args, '--rounds')}: a whole number of rounds, at least 1`);
  const [a, b] = [await presetLinter(current, 'a'), await presetLinter(other, 'b')];
  await lintRound(a, files);
  await lintRound(b, files);
  console.log(`\n## urilint's preset, this build (A) ÷ ${baseline} (B), each alone, ${files.length} files, ${rounds} rounds (ms a round, ESLint stats)`);
  const ratios = [];
  for (let r = 0; r < rounds; r++) {
    const aFirst = r % 2 === 0;
    const first = await lintRound(aFirst ? a : b, files);
    const second = await lintRound(aFirst ? b : a, files);
    const [msA, msB] = aFirst ? [first, second] : [second, first];
    ratios.push(msA / msB);
    console.log(`round ${r + 1} (${aFirst ? 'A' : 'B'} first): A ${msA.toFixed(1)}  B ${msB.toFixed(1)}  A/B ${(msA / msB).toFixed(3)}`);
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  console.log(`A/B median ${sorted[sorted.length >> 1].toFixed(3)} (${sorted[0].toFixed(2)}-${sorted.at(-1).toFixed(2)})`);
}

export async function run(args = []) {
  if (globalThis.gc) return measure(args);
  const child = spawnSync(process.execPath, ['--expose-gc', self, ...args], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`the ESLint A/B failed (exit ${child.status})`);
}

if (process.argv[1] === self) await run(process.argv.slice(2));
