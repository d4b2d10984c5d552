// ESLint overhead (issue 3): the same files linted with and without urlint's recommended preset,
// alternating in one run, through ESLint's real `ESLint` class (as the CLI runs it: configs are
// resolved once and cached, then each file is linted). The files are ESLint's own sources in
// node_modules: a real code base that nobody here wrote.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import js from '@eslint/js';
import urlint from '@urlint/eslint-plugin';
import { performance } from 'node:perf_hooks';

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
  const withUrlint = [...base, urlint.configs.recommended];
  const cwd = fileURLToPath(new URL('../../', import.meta.url));
  const engines = new Map([base, withUrlint].map((config) => [config, new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config, cache: false })]));
  const lintAll = async (config) => {
    const eslint = engines.get(config);
    let n = 0;
    for (const f of files) {
      const [result] = await eslint.lintText(f.text, { filePath: f.path });
      if (result.messages.some((m) => m.fatal)) throw new Error(`${f.path}: ${result.messages[0].message}`);
      n += result.messages.length;
    }
    return n;
  };
  await lintAll(base);
  await lintAll(withUrlint);
  const without = [];
  const withU = [];
  const ROUNDS = 22;
  // Rounds alternate the order (ABBA…): whichever configuration runs second in a round pays for
  // the garbage the first one left, so a fixed order would bias the ratio.
  const timed = async (config, times) => {
    const t0 = performance.now();
    await lintAll(config);
    times.push(performance.now() - t0);
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      await timed(base, without);
      await timed(withUrlint, withU);
    } else {
      await timed(withUrlint, withU);
      await timed(base, without);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const a = median(without);
  const b = median(withU);
  // Each round lints with and without urlint back to back: the median of the per-round ratios
  // cancels the machine's drift between rounds.
  const ratio = median(withU.map((w, k) => w / without[k]));
  const lines = files.reduce((n, f) => n + f.text.split('\n').length, 0);
  console.log(`\n## ESLint: overhead of urlint's recommended preset, ${files.length} files (${lines} lines) of node_modules/eslint/lib, ${ROUNDS} alternating rounds`);
  console.log(`${'js.configs.recommended'.padEnd(58)}${a.toFixed(1).padStart(10)} ms`);
  console.log(`${'js.configs.recommended + urlint recommended'.padEnd(58)}${b.toFixed(1).padStart(10)} ms`);
  console.log(`urlint overhead = ${((ratio - 1) * 100).toFixed(1)}% of total lint time (median of ${ROUNDS} paired rounds; goal ≤ 3%)`);
}
