#!/usr/bin/env node
// The real-world run: lint a large body of JavaScript that nobody here wrote (packages
// in node_modules) with urilint's preset through ESLint's real Linter, count the findings per
// rule and write every finding, with its source line, to a report for review by hand.
//
//   node scripts/real-world.mjs [recommended|strict|all] [report-file]
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import urilint from '@urilint/eslint-plugin';
import { findUrlCandidates } from '@urilint/source';
import * as espree from 'espree';

const preset = process.argv[2] ?? 'recommended';
const reportFile = process.argv[3] ?? '.cache/real-world-report.txt';
const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** Packages whose shipped JavaScript is linted: big, widely used, written elsewhere. */
const PACKAGES = ['typescript/lib', 'undici', '@vscode/vsce/out', 'vscode-languageserver/lib', 'vscode-jsonrpc/lib', 'micromark', 'markdown-it', 'acorn/dist', 'eslint/lib', 'espree/dist', '@eslint', '@typescript-eslint', 'vite/dist', 'vitest/dist', '@vitest', 'fast-check/lib/esm', 'esbuild/lib', 'rollup/dist/es', 'postcss/lib', 'ajv/dist', 'chai', 'debug/src', 'semver', 'picomatch/lib', 'tinyglobby/dist', 'magic-string/dist'];
const MAX_FILE_BYTES = 10_000_000;

function listJs(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) {
      if (name !== 'node_modules' && name !== 'test' && name !== 'tests') listJs(p, out);
    } else if (/\.(c|m)?js$/.test(name) && !name.endsWith('.min.js') && st.size < MAX_FILE_BYTES) out.push(p);
  }
  return out;
}

const files = [...new Set(PACKAGES.flatMap((p) => listJs(join(nodeModules, p), [])))];
const linter = new Linter({ configType: 'flat' });
const config = [
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  urilint.configs[preset],
];
const perRule = new Map();
const lines = [];
let linted = 0;
let candidates = 0;

/** How many URL candidates (literals that pass the "is this a URL?" check, and URL contexts) a file has. */
function countCandidates(text) {
  for (const sourceType of ['module', 'script']) {
    try {
      const ast = espree.parse(text, { ecmaVersion: 'latest', sourceType, range: true });
      return findUrlCandidates(ast, text).length;
    } catch {
      // try the other source type
    }
  }
  return 0;
}
let unparsable = 0;
let totalLines = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const name = 'rw/' + relative(nodeModules, file);
  let messages = linter.verify(text, config, name);
  if (messages.some((m) => m.fatal)) {
    messages = linter.verify(text, [config[0], { languageOptions: { sourceType: 'commonjs' } }, config[2], config[3]], name);
    if (messages.some((m) => m.fatal)) {
      unparsable++;
      continue;
    }
  }
  linted++;
  candidates += countCandidates(text);
  const src = text.split('\n');
  totalLines += src.length;
  for (const m of messages) {
    if (!m.ruleId) continue;
    perRule.set(m.ruleId, (perRule.get(m.ruleId) ?? 0) + 1);
    const line = src[m.line - 1] ?? '';
    const excerpt = line.length > 160 ? line.slice(Math.max(0, m.column - 80), m.column + 80) : line.trim();
    lines.push(`${relative(nodeModules, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}\n    ${excerpt}`);
  }
}
writeFileSync(reportFile, lines.join('\n') + '\n');
console.log(`urilint ${preset} on ${linted} files (${totalLines} lines) from node_modules (${unparsable} unparsable skipped): ${candidates} URL candidates`);
for (const [rule, n] of [...perRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule.padEnd(40)} ${n}`);
console.log(`  ${'total'.padEnd(40)} ${lines.length}`);
console.log(`every finding with its source line: ${reportFile}`);
