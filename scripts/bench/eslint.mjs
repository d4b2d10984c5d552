// ESLint overhead (issue 3): the same files linted with and without urilint's recommended preset,
// alternating in one run, through ESLint's real `ESLint` class (as the CLI runs it: configs are
// resolved once and cached, then each file is linted). The files are ESLint's own sources in
// node_modules: a real code base that nobody here wrote.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import js from '@eslint/js';
import urilint from '@urilint/eslint-plugin';
import { performance } from 'node:perf_hooks';
import { fmt, row } from './harness.mjs';

const root = fileURLToPath(new URL('../../node_modules/eslint/lib/', import.meta.url));

function listJs(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) listJs(p, out);
    else if (name.endsWith('.js')) out.push(p);
  }
  return out;
}

export async function run() {
  // Virtual names inside the working directory: ESLint ignores paths under node_modules.
  const files = listJs(root).map((p) => ({ path: 'bench/' + p.slice(root.length), text: readFileSync(p, 'utf8') }));
  const base = [
    { files: ['**/*.js'], ...js.configs.recommended, languageOptions: { sourceType: 'commonjs', ecmaVersion: 'latest' } },
    { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  ];
  const cwd = fileURLToPath(new URL('../../', import.meta.url));
  const engine = (config) => new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config, cache: false });
  // Three engines: without urilint, with it, and a second one without it (the A/A control: how
  // far apart two identical configurations measure on this machine).
  const configs = [
    { name: 'js.configs.recommended', eslint: engine(base) },
    { name: 'js.configs.recommended + urilint recommended', eslint: engine([...base, urilint.configs.recommended]) },
    { name: 'js.configs.recommended again (A/A control)', eslint: engine([...base]) },
  ];
  const lint = async (eslint, f) => {
    const [result] = await eslint.lintText(f.text, { filePath: f.path });
    if (result.messages.some((m) => m.fatal)) throw new Error(`${f.path}: ${result.messages[0].message}`);
  };
  for (const c of configs) for (const f of files) await lint(c.eslint, f);
  // Each file is linted by every engine back to back, in an order that rotates from file to file
  // and round to round, so that drift, caches and the garbage one lint leaves for the next fall
  // on all of them alike. A minor GC before each timed lint (when the bench runs with
  // --expose-gc, as `npm run bench` does) clears the young garbage of the previous lint, whose
  // scavenge would otherwise land on whichever engine runs next; garbage a lint makes and
  // collects itself is still timed.
  const ROUNDS = 16;
  const perRound = configs.map(() => []);
  const total = configs.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    const t = configs.map(() => 0);
    for (let k = 0; k < files.length; k++) {
      for (let j = 0; j < configs.length; j++) {
        const c = (j + k + round) % configs.length;
        globalThis.gc?.({ type: 'minor' });
        const t0 = performance.now();
        await lint(configs[c].eslint, files[k]);
        t[c] += performance.now() - t0;
      }
    }
    t.forEach((ms, c) => {
      perRound[c].push(ms);
      total[c] += ms;
    });
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const overhead = (c) => median(perRound[c].map((ms, r) => ms / perRound[0][r])) - 1;
  const lines = files.reduce((n, f) => n + f.text.split('\n').length, 0);
  console.log(`\n## ESLint: overhead of urilint's recommended preset, ${files.length} files (${lines} lines) of node_modules/eslint/lib, ${ROUNDS} rounds, engines alternating file by file`);
  row('', '  ms/round', '   vs first');
  configs.forEach((c, k) => row(c.name, fmt(total[k] / ROUNDS), `${k === 0 ? '' : ((overhead(k) * 100).toFixed(1) + '%').padStart(11)}`));
  console.log(
    `urilint overhead = ${(overhead(1) * 100).toFixed(1)}% of total lint time (median of ${ROUNDS} rounds; goal ≤ 3%); ` +
      `A/A control ${(overhead(2) * 100).toFixed(1)}%${globalThis.gc ? '' : ' (run with --expose-gc for the minor GC between lints)'}`,
  );
}
