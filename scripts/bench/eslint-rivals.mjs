// ESLint, beside the best-known URL rules of other plugins (issue 15): urilint's whole recommended
// preset against eslint-plugin-unicorn's `prefer-https` and eslint-plugin-sonarjs's
// `no-clear-text-protocols`, one rule each.
//
// Method. All three are enabled in one flat config, so every file is parsed once and linted once
// with all of them, in one process: the rules meet the same files, the same JIT state and the same
// load on the machine. ESLint's `stats` option (ESLint ≥ 9) times every rule per file: its
// `create()` and each of its listener calls (the time a rule costs a user; ESLint's own parse and
// traversal are shared and counted for none). A round lints every file of the corpus once; the
// ratios are taken per round (sum of urilint's 11 rules ÷ the rival's rule) and reported as the
// median with the spread over rounds. A first round of each order warms the JIT and is not counted.
//
// Order. The rounds alternate between two configs that differ only in order: urilint's rules
// first, or the rivals' first. ESLint calls a node's listeners in config order, and the first
// rule to read a node (a literal's value, its parent) pays the memory latency of bringing it into
// the cache; the rules after it read it warm. On this corpus that is worth about half of what
// urilint's preset measures when it comes first (issue 15's profile), so a single order charges
// one side for the other's reads. Each order's median is reported, and the goal is judged on the
// median over all rounds, both orders alike.
//
// Corpus. By default the JavaScript sources of fixed packages in node_modules, installed from the
// lock file (`npm ci` reproduces them byte for byte on any clone): real code bases nobody here
// wrote, several thousand files. `--corpus-dir DIR` lints the .js/.jsx/.mjs/.cjs/.ts/.tsx/.mts/.cts
// files under DIR instead (e.g. `--corpus-dir /work/.mirror`, the real-world corpus snapshots).
//
// unicorn needs Node ≥ 22: under an older Node this section runs itself under the Node 24 binary
// of the npm registry package `node@24` (scripts/ci/node24.mjs), in a child process (and with
// --expose-gc, for a minor GC before each file).
//
// Floors. `--floors` adds reference rules in the same config (eslint-floors.mjs): eleven rules
// that do nothing, literal listeners that return, read the value, or run urilint's candidate
// collector alone, and reports what ESLint's stats charge them, with the listener calls per round.
//
// Alone. `--alone` also lints the corpus with each rule set in a config of its own, round after
// round, and reports those ratios too: no rule reads a node before or after another.
//
//   node scripts/bench/eslint-rivals.mjs [--rounds 6] [--corpus-dir DIR] [--max-files N] [--floors] [--alone]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const self = fileURLToPath(import.meta.url);

/** The packages whose sources are the default corpus (3,199 files, 453,000 lines with the lock file of this commit): hand-written and compiled JavaScript of several code bases, none written here. */
const CORPUS_PACKAGES = ['eslint', '@eslint', 'eslint-plugin-unicorn', 'eslint-plugin-sonarjs', 'svelte', 'undici', 'ajv'];
const JS_FILE = /\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;
/** Built bundles and declaration files say nothing of what a user lints. */
const SKIPPED_FILE = /\.min\.js$|\.d\.[mc]?ts$/;
const MAX_FILE_BYTES = 256 * 1024;

export function option(args, name, fallback) {
  const k = args.indexOf(name);
  return k === -1 ? fallback : args[k + 1];
}

function listFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '.git' && entry.name !== 'dist') listFiles(path, out);
    } else if ((entry.isFile() || entry.isSymbolicLink()) && JS_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) {
      if (statSync(path).size <= MAX_FILE_BYTES) out.push(path);
    }
  }
  return out;
}

/** `type` of the package.json nearest to `file` ('module' or 'commonjs'), cached per folder. */
function packageType(file, cache) {
  const dir = dirname(file);
  if (cache.has(dir)) return cache.get(dir);
  let type;
  const pkg = join(dir, 'package.json');
  if (existsSync(pkg)) {
    try {
      type = JSON.parse(readFileSync(pkg, 'utf8')).type === 'module' ? 'module' : 'commonjs';
    } catch {
      type = 'commonjs';
    }
  } else {
    type = dirname(dir) === dir ? 'commonjs' : packageType(dir, cache);
  }
  cache.set(dir, type);
  return type;
}

export function corpusFiles(args) {
  const dir = option(args, '--corpus-dir');
  const roots = dir ? [dir] : CORPUS_PACKAGES.map((p) => join(repo, 'node_modules', p)).filter(existsSync);
  const types = new Map();
  const files = [];
  for (const root of roots) {
    for (const path of listFiles(root, [])) {
      const text = readFileSync(path, 'utf8');
      const name = relative(dir ?? join(repo, 'node_modules'), path);
      const sourceType = /\.(?:mjs|mts|tsx?)$/.test(path) ? 'module' : /\.c[jt]s$/.test(path) ? 'commonjs' : packageType(path, types);
      // Virtual paths inside the working directory: ESLint skips paths under node_modules.
      files.push({ path: join(repo, 'bench-corpus', sourceType, name), text });
    }
  }
  const max = Number(option(args, '--max-files', files.length));
  return files.slice(0, max);
}

/** How the corpus's files are parsed (by their virtual paths: see corpusFiles), with inline configuration off. */
export function corpusConfig(tsParser) {
  return [
    { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
    { files: ['bench-corpus/module/**'], languageOptions: { sourceType: 'module', ecmaVersion: 'latest', parserOptions: { ecmaFeatures: { jsx: true } } } },
    { files: ['bench-corpus/commonjs/**'], languageOptions: { sourceType: 'commonjs', ecmaVersion: 'latest' } },
    { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tsParser } },
  ];
}

async function measure(args) {
  const { ESLint } = await import('eslint');
  const tsParser = await import('@typescript-eslint/parser');
  let unicorn, sonarjs;
  try {
    unicorn = (await import('eslint-plugin-unicorn')).default;
    sonarjs = (await import('eslint-plugin-sonarjs')).default;
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.log(`\n## ESLint rivals: skipped (${error.message.split('\n')[0]}); run \`npm install\` for the root devDependencies`);
    return;
  }
  const urilint = (await import('@urilint/eslint-plugin')).default;
  const files = corpusFiles(args);
  const rounds = Number(option(args, '--rounds', 6));
  if (!Number.isInteger(rounds) || rounds < 2) throw new Error(`--rounds ${option(args, '--rounds')}: at least 2 (the rounds alternate two orders, and each order is reported)`);
  const base = corpusConfig(tsParser);
  const ours = { ...urilint.configs.recommended, files: ['**/*'] };
  const rivals = { files: ['**/*'], plugins: { unicorn, sonarjs }, rules: { 'unicorn/prefer-https': 'error', 'sonarjs/no-clear-text-protocols': 'error' } };
  const groups = { urilint: (id) => id.startsWith('urilint/'), unicorn: (id) => id === 'unicorn/prefer-https', sonarjs: (id) => id === 'sonarjs/no-clear-text-protocols' };
  const floors = args.includes('--floors') ? await floorRules(groups) : undefined;
  const after = floors ? [floors.config] : [];
  const linters = {
    'urilint first': new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: [...base, ours, ...after, rivals], cache: false, stats: true }),
    'urilint last': new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: [...base, rivals, ours, ...after], cache: false, stats: true }),
  };
  const orders = Object.keys(linters);
  const lintRound = async (eslint, corpus) => {
    const ms = Object.fromEntries([...Object.keys(groups), 'lint'].map((g) => [g, 0]));
    const kept = [];
    for (const f of corpus) {
      // A minor GC before each file clears the young garbage of the one before, whose scavenge
      // would otherwise land inside whichever rule's timed listener runs next.
      globalThis.gc?.({ type: 'minor' });
      const [result] = await eslint.lintText(f.text, { filePath: f.path });
      if (result.messages.some((m) => m.fatal)) continue; // a file its parser cannot read (counted below)
      kept.push(f);
      for (const pass of result.stats.times.passes) {
        ms.lint += pass.total;
        for (const [id, t] of Object.entries(pass.rules ?? {})) for (const g in groups) if (groups[g](id)) ms[g] += t.total;
      }
    }
    return { ms, kept };
  };
  const warm = await lintRound(linters[orders[0]], files);
  const corpus = warm.kept;
  await lintRound(linters[orders[1]], corpus);
  const lines = corpus.reduce((n, f) => n + f.text.split('\n').length, 0);
  const perRound = [];
  const before = floors?.counts();
  for (let r = 0; r < rounds; r++) {
    const order = orders[r % orders.length];
    perRound.push({ order, ...(await lintRound(linters[order], corpus)).ms });
  }
  report({ corpus, skipped: files.length - corpus.length, lines, rounds, perRound, orders, args });
  if (floors) reportFloors(perRound, floors, before, rounds);
  if (args.includes('--alone')) {
    const alone = (config) => new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: [...base, config], cache: false, stats: true });
    const solo = { urilint: alone(ours), unicorn: alone({ ...rivals, rules: { 'unicorn/prefer-https': 'error' } }), sonarjs: alone({ ...rivals, rules: { 'sonarjs/no-clear-text-protocols': 'error' } }) };
    for (const g in solo) await lintRound(solo[g], corpus); // warm-up
    const soloRounds = [];
    for (let r = 0; r < rounds; r++) {
      const row = {};
      for (const g in solo) row[g] = (await lintRound(solo[g], corpus)).ms[g];
      soloRounds.push(row);
    }
    reportAlone(soloRounds);
  }
}

/**
 * `--alone`: each rule set in a config of its own, so that it is the first and only rule to read
 * every node (the order effect of the shared config, the other way round: no rule warms the
 * nodes for urilint, and none pays for urilint's reads).
 */
function reportAlone(rows) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const spread = (xs) => `${median(xs).toFixed(2)}× (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  console.log(`alone (each rule set in a config of its own, ${rows.length} rounds): urilint ${median(rows.map((r) => r.urilint)).toFixed(1)}, unicorn ${median(rows.map((r) => r.unicorn)).toFixed(1)}, sonarjs ${median(rows.map((r) => r.sonarjs)).toFixed(1)} ms/round (medians)`);
  console.log(`alone: urilint ÷ unicorn/prefer-https = ${spread(rows.map((r) => r.urilint / r.unicorn))}; urilint ÷ sonarjs/no-clear-text-protocols = ${spread(rows.map((r) => r.urilint / r.sonarjs))}`);
}

/** The reference rules of `--floors`, their groups added to `groups`. */
async function floorRules(groups) {
  const { createCandidateCollector } = await import('@urilint/source');
  const { floorPlugin, FLOOR_GROUPS } = await import('./eslint-floors.mjs');
  Object.assign(groups, FLOOR_GROUPS);
  return floorPlugin(createCandidateCollector);
}

function reportFloors(perRound, floors, before, rounds) {
  const after = floors.counts();
  const per = (k) => Math.round((after[k] - before[k]) / rounds);
  console.log(`floors (warm: each right after urilint's rules; ${per('literal')} Literal calls, ${per('strings')} of them strings, and ${per('template')} TemplateLiteral calls a round; the text floors find ${per('colons')} colons and ${per('urls')} http: URLs a round)`);
  const avg = (k) => perRound.reduce((n, r) => n + r[k], 0) / perRound.length;
  for (const k of Object.keys(perRound[0]).filter((k) => k.startsWith('floor: '))) {
    console.log(`${k.slice('floor: '.length).padEnd(56)}${avg(k).toFixed(1).padStart(9)} ms/round  ${(avg(k) / avg('unicorn')).toFixed(2)}× unicorn`);
  }
}

function report({ corpus, skipped, lines, rounds, perRound, orders, args }) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const spread = (xs) => `${median(xs).toFixed(2)}× (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  const where = option(args, '--corpus-dir') ?? `node_modules/{${CORPUS_PACKAGES.join(',')}}`;
  console.log(`\n## ESLint: urilint's recommended preset beside unicorn/prefer-https and sonarjs/no-clear-text-protocols (Node ${process.version})`);
  console.log(`${corpus.length} files (${lines} lines) of ${where}${skipped ? `, ${skipped} unparsable left out` : ''}; ${rounds} rounds, alternating ${orders.join(' / ')}; per-rule times from ESLint's stats`);
  const avg = (rows, k) => rows.reduce((n, r) => n + r[k], 0) / rows.length;
  for (const [k, label] of [['urilint', 'urilint recommended (11 rules)'], ['unicorn', 'unicorn/prefer-https'], ['sonarjs', 'sonarjs/no-clear-text-protocols'], ['lint', 'whole lint (parse, traversal, all rules)']]) {
    const byOrder = orders.map((o) => `${avg(perRound.filter((r) => r.order === o), k).toFixed(1).padStart(8)} (${o})`).join('');
    console.log(`${label.padEnd(42)}${avg(perRound, k).toFixed(1).padStart(9)} ms/round${byOrder}`);
  }
  const ratios = (rows) => ({ unicorn: rows.map((r) => r.urilint / r.unicorn), sonarjs: rows.map((r) => r.urilint / r.sonarjs) });
  for (const o of orders) {
    const x = ratios(perRound.filter((r) => r.order === o));
    console.log(`${o}: urilint ÷ unicorn/prefer-https = ${spread(x.unicorn)}; urilint ÷ sonarjs/no-clear-text-protocols = ${spread(x.sonarjs)}`);
  }
  const all = ratios(perRound);
  console.log(`urilint ÷ unicorn/prefer-https = ${spread(all.unicorn)} (goal ≤ 1.0×); urilint ÷ sonarjs/no-clear-text-protocols = ${spread(all.sonarjs)} (goal ≤ 0.2×): median (min–max) of ${rounds} rounds, both orders`);
  console.log(`urilint's share of the whole lint: ${((100 * median(perRound.map((r) => r.urilint / r.lint)))).toFixed(1)}%`);
}

/** `npm run bench`'s section: this file again, under Node ≥ 22 (unicorn's engines). */
export async function run(args = []) {
  const { runOnNode22 } = await import('../ci/node24.mjs');
  return runOnNode22(self, args, measure, 'the ESLint rivals section');
}

if (process.argv[1] === self) await run(process.argv.slice(2));
