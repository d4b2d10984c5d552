// What each rule set adds to a user's lint (issue 15, twelfth round): the wall time of ESLint's
// `lintText` (parse and lint, `stats` off, as a user runs it) per file, with urilint's recommended
// preset, with unicorn's `prefer-https`, and with neither, on the rivals section's corpus.
//
// Why beside the rivals section. ESLint's `stats` (the goal's measure) time a rule's `create()`
// and each listener call from inside ESLint's timing wrapper. They leave out what ESLint itself
// spends per enabled rule and per file (the rule's context, its options, its listeners'
// registration and dispatch), and they add a timer pair to every listener call, which a user's
// lint (no stats) does not pay. This section measures the difference a rule set makes to the
// whole lint instead.
//
// Method. For each file, K + 1 repetitions (the first untimed); in each, the three configs lint
// the file once each (the one without either has one rule that does nothing, as no user's config
// has no rule at all), in an order shuffled anew (a fixed-seed generator), so that no config always
// follows the same one. Whoever lints a file right after another config reads its text and its
// structures warm, and a fixed order would charge that to one side. A minor GC before each lint
// (untimed) clears the last lint's young garbage. A file's time per config is the median of its K
// times. A config's figure is the sum over files. A rule set's cost is its figure minus the
// figure of the config without it. The parse is the same in the three configs and cancels out.
// Files that a parser cannot read are left out, as in the rivals section. One process, Node ≥ 22
// (unicorn), three to six minutes.
//
//   node scripts/bench/eslint-user-cost.mjs [--repeats 5] [--corpus-dir DIR] [--max-files N]
import { fileURLToPath } from 'node:url';
import { corpusConfig, corpusFiles, option } from './eslint-rivals.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const self = fileURLToPath(import.meta.url);

/** A fixed-seed shuffle of [0, n), so that runs are comparable. */
function shuffler(seed) {
  let state = seed >>> 0;
  return (n) => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let j = n - 1; j > 0; j--) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const x = state % (j + 1);
      [order[j], order[x]] = [order[x], order[j]];
    }
    return order;
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function measure(args) {
  const { ESLint } = await import('eslint');
  const tsParser = await import('@typescript-eslint/parser');
  const unicorn = (await import('eslint-plugin-unicorn')).default;
  const urilint = (await import('@urilint/eslint-plugin')).default;
  const repeats = Number(option(args, '--repeats', 5));
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error(`--repeats ${option(args, '--repeats')}: a whole number ≥ 1`);
  const base = corpusConfig(tsParser);
  // The reference: one rule that does nothing. ESLint may skip work for a file when no rule is
  // enabled, which no user's config does; that work is not the rule sets' cost.
  const reference = { meta: { schema: [] }, create: () => ({}) };
  const configs = {
    empty: [],
    neither: [{ files: ['**/*'], plugins: { reference: { rules: { none: reference } } }, rules: { 'reference/none': 'error' } }],
    // On every file, as the other rule sets (the preset itself leaves test files alone).
    urilint: [{ ...urilint.configs.recommended, files: ['**/*'], ignores: [] }],
    unicorn: [{ files: ['**/*'], plugins: { unicorn }, rules: { 'unicorn/prefer-https': 'error' } }],
  };
  const names = Object.keys(configs);
  const linters = names.map((n) => new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: [...base, ...configs[n]], cache: false }));
  const shuffle = shuffler(777);
  const sums = names.map(() => 0);
  let files = 0;
  let lines = 0;
  for (const f of corpusFiles(args)) {
    const times = names.map(() => []);
    let fatal = false;
    for (let k = 0; k <= repeats && !fatal; k++) {
      for (const c of shuffle(names.length)) {
        globalThis.gc?.({ type: 'minor' });
        const t = performance.now();
        const [result] = await linters[c].lintText(f.text, { filePath: f.path });
        const ms = performance.now() - t;
        if (result.messages.some((m) => m.fatal)) fatal = true;
        if (k > 0) times[c].push(ms);
      }
    }
    if (fatal) continue;
    files++;
    lines += f.text.split('\n').length;
    names.forEach((_, c) => (sums[c] += median(times[c])));
  }
  const sum = (name) => sums[names.indexOf(name)];
  const added = (name) => sum(name) - sum('neither');
  console.log(`\n## ESLint: what each rule set adds to a user's lint (lintText, stats off; Node ${process.versions.node})`);
  console.log(`${files} files (${lines} lines); per file the median of ${repeats} lints of each config, shuffled order; summed`);
  console.log(`lint with no rule at all: ${sum('empty').toFixed(0)} ms; with one rule that does nothing: ${sum('neither').toFixed(0)} ms (${(sum('neither') - sum('empty')).toFixed(1)} more)`);
  console.log(`on top of that: added by urilint recommended (11 rules): ${added('urilint').toFixed(1)} ms; added by unicorn/prefer-https: ${added('unicorn').toFixed(1)} ms`);
  console.log(`added by urilint ÷ added by unicorn/prefer-https = ${(added('urilint') / added('unicorn')).toFixed(2)}× (issue 15's goal, in ESLint's stats: ≤ 1.0×)`);
}

/** Under Node ≥ 22 (unicorn's engines) with --expose-gc, as the rivals section runs. */
export async function run(args = []) {
  const { runOnNode22 } = await import('../ci/node24.mjs');
  return runOnNode22(self, args, measure, 'the ESLint user-cost section');
}

if (process.argv[1] === self) await run(process.argv.slice(2));
