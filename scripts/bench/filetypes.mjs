// Cost per URL candidate in each file type (issue 13), beside JavaScript: the same real URLs
// (bench/data/kasztp-urls.txt) and non-URL strings written into one document of each type.
// 1. urilint's own work on the tree the type's parser gives (finding the candidates, mapping and
//    analyzing them: what the ESLint rules and the server run on each file), per candidate. This is
//    the figure of the goal: within 1.5× of JavaScript's.
// 2. The same documents through ESLint's `ESLint` class with the type's ESLint language or parser,
//    with and without urilint's preset for the type, alternating: the added time per candidate,
//    which also holds ESLint's own traversal of the tree once a rule listens (noisy where the
//    parse dominates, as Markdown's does).
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
import { analyzeCandidate, findUrlCandidates, formatCandidates } from '@urilint/source';
import * as espree from 'espree';
import { fmt, nsPerItem, row } from './harness.mjs';

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

/** The tree each type's parser gives ESLint, and the ESTree program (with visitor keys) whose literals the JavaScript finder reads. */
function parsed(name, file, text) {
  const vf = { body: text, path: file, physicalPath: file, bom: false };
  switch (name) {
    case 'JavaScript':
      return { program: espree.parse(text, { range: true, ecmaVersion: 'latest', sourceType: 'module' }), visitorKeys: espree.VisitorKeys };
    case 'JSON':
      return { ast: json.languages.json.parse(vf, { languageOptions: {} }).ast };
    case 'Markdown':
      return { ast: markdown.languages.commonmark.parse(vf, { languageOptions: {} }).ast };
    case 'CSS':
      return { ast: css.languages.css.parse(vf, { languageOptions: {} }).ast };
    case 'HTML':
      return { ast: htmlParser.parseForESLint(text, {}).ast };
    case 'YAML':
      return { ast: yamlParser.parseForESLint(text, {}).ast };
    case 'Vue': {
      const { ast } = vueParser.parseForESLint(text, { ecmaVersion: 'latest', sourceType: 'module' });
      return { ast, program: ast, visitorKeys: vueParser.AST.KEYS };
    }
    default: {
      const { ast, visitorKeys } = svelteParser.parseForESLint(text, {});
      return { ast, program: ast, visitorKeys };
    }
  }
}

/** urilint's work on one parsed document: its candidates, each analyzed with the recommended rules. */
function lintTree(name, tree, text) {
  const candidates = name === 'JavaScript' ? [] : formatCandidates(tree.ast, text);
  if (tree.program) candidates.push(...findUrlCandidates(tree.program, text, { visitorKeys: tree.visitorKeys }));
  let findings = 0;
  for (const c of candidates) findings += analyzeCandidate(c).length;
  return { candidates: candidates.length, findings };
}

export async function run() {
  console.log(`\n## File types: urilint's own work per URL candidate, on the tree of each type's parser, ${URLS.length} URLs per document`);
  row('', '   ns/cand', '    vs JS', 'candidates');
  const own = TYPES.map(([name, file, , , make]) => {
    const text = make();
    const tree = parsed(name, file, text);
    const { candidates } = lintTree(name, tree, text);
    return { name, candidates, ns: nsPerItem(() => lintTree(name, tree, text), URLS) };
  });
  own.forEach((o) => row(o.name, fmt(o.ns), `${(o.ns / own[0].ns).toFixed(2).padStart(8)}×`, String(o.candidates).padStart(10)));
  const worstOwn = Math.max(...own.slice(1).map((o) => o.ns / own[0].ns));
  console.log(`worst file type = ${worstOwn.toFixed(2)}× JavaScript's cost per candidate (goal ≤ 1.5×)`);

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
  console.log(`\n## File types through ESLint: time urilint's preset adds per URL candidate, ${ROUNDS} rounds (median; includes ESLint's traversal once a rule listens)`);
  row('', '   µs/cand', '    vs JS', '  findings');
  types.forEach((t, k) => row(t.name, fmt(perCandidate[k], 2), `${(perCandidate[k] / perCandidate[0]).toFixed(2).padStart(8)}×`, String(findings[k]).padStart(10)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
