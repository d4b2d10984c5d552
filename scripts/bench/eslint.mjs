// ESLint overhead (issue 3): the same files linted with and without urlint's recommended preset,
// alternating in one run, through ESLint's real Linter. The files are ESLint's own sources in
// node_modules: a real code base that nobody here wrote.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
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

export function run() {
  // Virtual names inside the working directory: ESLint ignores paths under node_modules.
  const files = listJs(root).map((p) => ({ path: 'bench/' + p.slice(root.length), text: readFileSync(p, 'utf8') }));
  const base = [
    { ...js.configs.recommended, languageOptions: { sourceType: 'commonjs', ecmaVersion: 'latest' } },
    { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  ];
  const withUrlint = [...base, urlint.configs.recommended];
  const linter = new Linter({ configType: 'flat' });
  const lintAll = (config) => {
    let n = 0;
    for (const f of files) {
      const messages = linter.verify(f.text, config, f.path);
      if (messages.some((m) => m.fatal)) throw new Error(`${f.path}: ${messages[0].message}`);
      n += messages.length;
    }
    return n;
  };
  lintAll(base);
  lintAll(withUrlint);
  const without = [];
  const withU = [];
  for (let round = 0; round < 7; round++) {
    let t0 = performance.now();
    lintAll(base);
    without.push(performance.now() - t0);
    t0 = performance.now();
    lintAll(withUrlint);
    withU.push(performance.now() - t0);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const a = median(without);
  const b = median(withU);
  const lines = files.reduce((n, f) => n + f.text.split('\n').length, 0);
  console.log(`\n## ESLint: overhead of urlint's recommended preset, ${files.length} files (${lines} lines) of node_modules/eslint/lib, 7 alternating rounds`);
  console.log(`${'js.configs.recommended'.padEnd(58)}${a.toFixed(1).padStart(10)} ms`);
  console.log(`${'js.configs.recommended + urlint recommended'.padEnd(58)}${b.toFixed(1).padStart(10)} ms`);
  console.log(`urlint overhead = ${(((b - a) / a) * 100).toFixed(1)}% of total lint time (goal ≤ 3%)`);
}
