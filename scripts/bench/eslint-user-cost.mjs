// What urilint's recommended preset adds to a user's lint, beside what eslint-plugin-unicorn's
// `prefer-https` adds in the same runs, on ordinary code and on URL-dense code. The method is in
// scripts/bench/README.md.
//
//   node scripts/bench/eslint-user-cost.mjs [--runs N] [--repeats K] [--corpus ordinary|url-dense|DIR]...
//       [--max-files N] [--plugin-dir DIR] [--baseline-plugin-dir DIR]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const self = fileURLToPath(import.meta.url);

/** Whole runs, and lints of each file by each config in a run: enough for the spread of a share between runs to stay under one point. */
const DEFAULT_RUNS = 3;
const DEFAULT_REPEATS = 7;
/** The budget: the preset may add at most this many points more than unicorn's prefer-https. */
const BUDGET_POINTS = 1;

/**
 * The corpora. `ordinary`: ESLint's own lib in node_modules, which `npm ci` installs byte for byte
 * from the lock file (a code base nobody here wrote). `url-dense`: HTTP clients and an API SDK, as
 * the real-world corpus runner extracts them (`node scripts/corpus/run.mjs`).
 */
const CORPORA = {
  ordinary: [join(repo, 'node_modules/eslint/lib')],
  'url-dense': ['axios+axios', 'sindresorhus+got', 'sindresorhus+ky', 'stripe+stripe-node'].map((r) => join(repo, '.cache/corpus', r)),
};
const JS_FILE = /\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;
/** Bundles and declaration files are not what a user lints. */
const SKIPPED_FILE = /\.min\.js$|\.d\.[mc]?ts$/;
const MAX_FILE_BYTES = 256 * 1024;

function option(args, name, fallback) {
  const k = args.indexOf(name);
  return k === -1 ? fallback : args[k + 1];
}

function options(args, name) {
  return args.flatMap((a, k) => (a === name && k + 1 < args.length ? [args[k + 1]] : []));
}

function listFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', '.git', 'dist'].includes(entry.name)) listFiles(path, out);
    } else if (JS_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name) && statSync(path).size <= MAX_FILE_BYTES) {
      out.push(path);
    }
  }
  return out;
}

/** `type` of the package.json nearest to `file` ('module' or 'commonjs'), cached per folder. */
function packageType(file, cache) {
  const dir = dirname(file);
  if (!cache.has(dir)) {
    const pkg = join(dir, 'package.json');
    let type = 'commonjs';
    if (existsSync(pkg)) {
      try {
        type = JSON.parse(readFileSync(pkg, 'utf8')).type === 'module' ? 'module' : 'commonjs';
      } catch {
        // an unreadable package.json leaves the file CommonJS, as Node reads it
      }
    } else if (dirname(dir) !== dir) {
      type = packageType(dir, cache);
    }
    cache.set(dir, type);
  }
  return cache.get(dir);
}

/**
 * The files of `roots`, each under a virtual path inside the working directory that says how it
 * is parsed (ESLint ignores paths under node_modules, and a corpus has no config of its own).
 */
function corpusFiles(roots, max) {
  const types = new Map();
  const files = [];
  for (const root of roots) {
    for (const path of listFiles(root)) {
      const sourceType = /\.(?:mjs|mts|tsx?)$/.test(path) ? 'module' : /\.c[jt]s$/.test(path) ? 'commonjs' : packageType(path, types);
      files.push({ path: join(repo, 'bench-corpus', sourceType, relative(dirname(root), path)), text: readFileSync(path, 'utf8') });
    }
  }
  return files.slice(0, max);
}

/** How the corpus's files are parsed, by their virtual paths, with inline configuration off. */
function corpusConfig(tsParser) {
  return [
    { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
    { files: ['bench-corpus/module/**'], languageOptions: { sourceType: 'module', ecmaVersion: 'latest', parserOptions: { ecmaFeatures: { jsx: true } } } },
    { files: ['bench-corpus/commonjs/**'], languageOptions: { sourceType: 'commonjs', ecmaVersion: 'latest' } },
    { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tsParser } },
  ];
}

/** A fixed-seed shuffle of [0, n), so that two invocations lint in the same orders. */
function shuffler(seed) {
  let state = seed >>> 0;
  return (n) => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let j = n - 1; j > 0; j--) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      // the high bits: the low bits of this generator repeat with a short period
      const x = Math.floor((state / 2 ** 32) * (j + 1));
      [order[j], order[x]] = [order[x], order[j]];
    }
    return order;
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function loadPlugin(dir) {
  if (!dir) return (await import('@urilint/eslint-plugin')).default;
  return (await import(pathToFileURL(join(resolve(dir), 'dist/index.js')).href)).default;
}

/** The configs compared, each on every file (the preset itself leaves test files alone; here it lints them as the others do). */
async function configs(args) {
  const unicorn = (await import('eslint-plugin-unicorn')).default;
  // The reference has one rule that does nothing: no user's config has no rule at all, and
  // ESLint skips work on a file when none is enabled.
  const nothing = { meta: { schema: [] }, create: () => ({}) };
  const preset = (plugin) => [{ ...plugin.configs.recommended, files: ['**/*'], ignores: [] }];
  const list = [
    { name: 'neither', config: [{ files: ['**/*'], plugins: { reference: { rules: { nothing } } }, rules: { 'reference/nothing': 'error' } }] },
    { name: 'urilint recommended', config: preset(await loadPlugin(option(args, '--plugin-dir'))) },
    { name: 'unicorn/prefer-https', config: [{ files: ['**/*'], plugins: { unicorn }, rules: { 'unicorn/prefer-https': 'error' } }] },
  ];
  const baseline = option(args, '--baseline-plugin-dir');
  if (baseline) list.push({ name: `urilint recommended (${baseline})`, config: preset(await loadPlugin(baseline)) });
  return list;
}

/**
 * One whole run: every file linted `repeats` times by every config, the configs in a fresh
 * shuffled order each time, each lint after a minor collection. A config's time on a file is the
 * median of its `repeats` lints, so that a pause of the machine in one lint does not count; a
 * run's figure per config is the sum over the files (ms).
 */
async function lintRun(linters, files, shuffle, repeats) {
  const sums = linters.map(() => 0);
  for (const f of files) {
    const times = linters.map(() => []);
    for (let k = 0; k < repeats; k++) {
      for (const c of shuffle(linters.length)) {
        globalThis.gc({ type: 'minor' });
        const t = performance.now();
        await linters[c].lintText(f.text, { filePath: f.path });
        times[c].push(performance.now() - t);
      }
    }
    times.forEach((xs, c) => (sums[c] += median(xs)));
  }
  return sums;
}

async function measureCorpus(name, roots, list, args, ESLint, tsParser) {
  const missing = roots.filter((r) => !existsSync(r));
  if (missing.length > 0) {
    console.log(`\n## ESLint, ${name}: skipped, missing ${missing.map((r) => relative(repo, r)).join(', ')} (the URL-dense corpus: \`node scripts/corpus/run.mjs\`)`);
    return undefined;
  }
  const runs = Number(option(args, '--runs', DEFAULT_RUNS));
  const repeats = Number(option(args, '--repeats', DEFAULT_REPEATS));
  const base = corpusConfig(tsParser);
  const linters = list.map((c) => new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: [...base, ...c.config], cache: false }));
  // An untimed first run settles the compiled code and leaves out the files a parser cannot read.
  let files = corpusFiles(roots, Number(option(args, '--max-files', Infinity)));
  const readable = [];
  for (const f of files) {
    const [result] = await linters[0].lintText(f.text, { filePath: f.path });
    if (!result.messages.some((m) => m.fatal)) readable.push(f);
  }
  const skipped = files.length - readable.length;
  files = readable;
  const shuffle = shuffler(777);
  await lintRun(linters, files, shuffle, 1);
  const perRun = [];
  for (let r = 0; r < runs; r++) perRun.push(await lintRun(linters, files, shuffle, repeats));
  const lines = files.reduce((n, f) => n + f.text.split('\n').length, 0);
  const where = roots.map((r) => relative(repo, r)).join(', ');
  console.log(`\n## ESLint, ${name} corpus: what each rule set adds to a user's lint (wall time, stats off; Node ${process.versions.node})`);
  console.log(`${files.length} files (${lines} lines) of ${where}${skipped ? `; ${skipped} a parser cannot read left out` : ''}; ${runs} runs, each file ${repeats} times a run`);
  const shares = list.map((_, c) => perRun.map((sums) => (100 * (sums[c] - sums[0])) / sums[0]));
  console.log(`${'lint with neither (one rule that does nothing)'.padEnd(52)}${median(perRun.map((s) => s[0])).toFixed(0).padStart(8)} ms a run (median)`);
  for (let c = 1; c < list.length; c++) {
    const xs = shares[c];
    const spread = Math.max(...xs) - Math.min(...xs);
    console.log(`${`added by ${list[c].name}`.padEnd(52)}${median(xs).toFixed(1).padStart(7)} %  (runs ${Math.min(...xs).toFixed(1)} to ${Math.max(...xs).toFixed(1)}: spread ${spread.toFixed(1)} points)`);
  }
  // The budget is judged run by run, where both shares met the same files and the same load.
  const margins = perRun.map((_, r) => shares[1][r] - shares[2][r]);
  const margin = median(margins);
  const spread = Math.max(...margins) - Math.min(...margins);
  const verdict = margin <= BUDGET_POINTS ? 'PASS' : 'FAIL';
  console.log(`budget: preset ≤ unicorn/prefer-https + ${BUDGET_POINTS} point: preset − unicorn = ${margin.toFixed(1)} points (median of ${runs}; spread ${spread.toFixed(1)}) → ${verdict}${spread >= 1 ? ' (spread ≥ 1 point: rerun with more --repeats, on a quieter machine)' : ''}`);
  return { name, margin, verdict };
}

async function measure(args) {
  const { ESLint } = await import('eslint');
  const tsParser = await import('@typescript-eslint/parser');
  const list = await configs(args);
  const chosen = options(args, '--corpus');
  const corpora = (chosen.length > 0 ? chosen : Object.keys(CORPORA)).map((c) => [c, CORPORA[c] ?? [resolve(c)]]);
  for (const [name, roots] of corpora) await measureCorpus(name, roots, list, args, ESLint, tsParser);
}

/** Under Node ≥ 22 (unicorn's engines) with --expose-gc, in a child process when this one is not. */
export async function run(args = []) {
  const { runOnNode22 } = await import('../ci/node24.mjs');
  return runOnNode22(self, args, measure, 'the ESLint section');
}

if (process.argv[1] === self) await run(process.argv.slice(2));
