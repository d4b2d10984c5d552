// Cost per file type: the time urilint's preset for each type adds to ESLint's lint of one
// document per type holding the same real URLs (bench/data/kasztp-urls.txt) and non-URL strings,
// per URL candidate, beside JavaScript's. The method is in scripts/bench/README.md.
//
//   node --expose-gc scripts/bench/filetypes.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ESLint } from 'eslint';
import css from '@eslint/css';
import json from '@eslint/json';
import markdown from '@eslint/markdown';
import * as htmlParser from '@html-eslint/parser';
import * as svelteParser from 'svelte-eslint-parser';
import * as vueParser from 'vue-eslint-parser';
import * as yamlParser from 'yaml-eslint-parser';
import urilint from '@urilint/eslint-plugin';
import { fmt, row } from './harness.mjs';

const data = new URL('../../bench/data/', import.meta.url);
/** URLs that every format can hold in a quoted value without escapes (no quotes, brackets, backslash or white space). */
const URLS = readFileSync(new URL('kasztp-urls.txt', data), 'utf8')
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
  .filter((u) => u.length > 0 && !/["'<>()\\\s{}`$|[\]#]/.test(u))
  .slice(0, 400);
const WORDS = JSON.parse(readFileSync(new URL('eslint-repo-string-literals.json', data), 'utf8'))
  .filter((s) => /^[\w ./-]{1,40}$/.test(s))
  .slice(0, URLS.length);

const amp = (u) => u.replace(/&/g, '&amp;');
const lines = (f) => URLS.map((u, k) => f(u, WORDS[k % WORDS.length], k)).join('\n');

/** One document per type: every URL where the type holds a URL, every word where it holds text. */
const TYPES = [
  ['JavaScript', 'bench.js', {}, urilint.configs.recommended, () => lines((u, w, k) => `export const u${k} = '${u}'; export const w${k} = '${w}';`)],
  ['JSON', 'bench.json', { plugins: { json }, language: 'json/json' }, urilint.configs['recommended-json'], () => `{\n${lines((u, w, k) => `  "u${k}": "${u}", "w${k}": "${w}",`)}\n  "end": 0\n}\n`],
  ['Markdown', 'bench.md', { plugins: { markdown }, language: 'markdown/commonmark' }, urilint.configs['recommended-markdown'], () => lines((u, w) => `- [${w}](<${u}>) ${w}`)],
  ['CSS', 'bench.css', { plugins: { css }, language: 'css/css' }, urilint.configs['recommended-css'], () => lines((u, w, k) => `.c${k} { background: url("${u}"); content: "${w}"; }`)],
  ['HTML', 'bench.html', { languageOptions: { parser: htmlParser } }, urilint.configs['recommended-html'], () => `<ul>\n${lines((u, w) => `<li><a href="${amp(u)}" title="${w}">${w}</a></li>`)}\n</ul>\n`],
  ['YAML', 'bench.yaml', { languageOptions: { parser: yamlParser } }, urilint.configs['recommended-yaml'], () => lines((u, w, k) => `u${k}: "${u}"\nw${k}: "${w}"`)],
  ['Vue', 'bench.vue', { languageOptions: { parser: vueParser } }, urilint.configs['recommended-vue'], () => `<template>\n<ul>\n${lines((u, w) => `<li><a href="${amp(u)}" title="${w}">${w}</a></li>`)}\n</ul>\n</template>\n`],
  ['Svelte', 'bench.svelte', { languageOptions: { parser: svelteParser } }, urilint.configs['recommended-svelte'], () => `<ul>\n${lines((u, w) => `<li><a href="${amp(u)}" title="${w}">${w}</a></li>`)}\n</ul>\n`],
];

export async function run() {
  const cwd = fileURLToPath(new URL('../../', import.meta.url));
  const engine = (config) => new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config, cache: false });
  const base = [{ linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } }];
  const types = TYPES.map(([name, file, language, preset, make]) => {
    const lang = { files: [`**/${file}`], ...language };
    return { name, file, text: make(), without: engine([...base, lang]), with: engine([...base, lang, preset]) };
  });
  const lint = async (eslint, t) => {
    const [result] = await eslint.lintText(t.text, { filePath: t.file });
    const fatal = result.messages.find((m) => m.fatal);
    if (fatal) throw new Error(`${t.name}: ${fatal.message}`);
    return result.messages.length;
  };
  const findings = [];
  for (const t of types) {
    await lint(t.without, t);
    findings.push(await lint(t.with, t));
  }
  // Each round lints each document with and without the preset, in an order that alternates from
  // round to round, after a minor collection; the preset's cost is the difference, its median over
  // rounds per candidate.
  const ROUNDS = 12;
  const added = types.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < types.length; k++) {
      const t = types[k];
      const pair = round % 2 === 0 ? [t.without, t.with] : [t.with, t.without];
      const ms = [];
      for (const eslint of pair) {
        globalThis.gc?.({ type: 'minor' });
        const t0 = performance.now();
        for (let rep = 0; rep < 3; rep++) await lint(eslint, t);
        ms.push((performance.now() - t0) / 3);
      }
      added[k].push(round % 2 === 0 ? ms[1] - ms[0] : ms[0] - ms[1]);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const perCandidate = added.map((xs) => (median(xs) * 1e3) / URLS.length);
  console.log(`\n## File types: time urilint's preset for the type adds to ESLint's lint, per URL candidate, ${URLS.length} URLs a document (median of ${ROUNDS} rounds)`);
  row('', '   µs/cand', '    vs JS', '  findings');
  types.forEach((t, k) => row(t.name, fmt(perCandidate[k], 2), `${(perCandidate[k] / perCandidate[0]).toFixed(2).padStart(8)}×`, String(findings[k]).padStart(10)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
