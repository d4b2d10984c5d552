#!/usr/bin/env node
// The oracle check on the full mutation set: every URL of bench/data/kasztp-urls.txt
// mutated (test/support/mutations.mjs) plus every input of web-platform-tests' urltestdata.json,
// each fix applied alone and all fixes together, judged by test/support/oracle.mjs. Prints the
// counts (inputs, fixes applied, violations by kind) and the first violations of each kind; exits
// 1 when there is any. Run `npm run build` first (it reads the built @urilint/core).
//
//   node scripts/oracle.mjs [--every N] [--show K]
import { readFileSync } from 'node:fs';
import { checkInput } from '../test/support/oracle.mjs';
import { mutate } from '../test/support/mutations.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const every = flag('--every', 1);
const show = flag('--show', 5);

const corpus = readFileSync(new URL('../bench/data/kasztp-urls.txt', import.meta.url), 'utf8')
  .replace(/^\uFEFF/, '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '');
const wpt = JSON.parse(readFileSync(new URL('../test/fixtures/conformance/urltestdata.json', import.meta.url), 'utf8')).filter(
  (c) => typeof c === 'object',
);

const inputs = [];
corpus.forEach((url, k) => {
  if (k % every === 0) inputs.push(...mutate(url, k));
});
for (const c of wpt) inputs.push({ input: c.input, context: c.base ? 'reference' : 'absolute' });

const started = performance.now();
let fixes = 0;
let withFindings = 0;
const byKind = new Map();
for (const { input, context } of inputs) {
  const result = checkInput(input, context);
  fixes += result.fixes;
  if (result.findings.length > 0) withFindings++;
  for (const v of result.violations) {
    const list = byKind.get(v.kind) ?? [];
    list.push(v);
    byKind.set(v.kind, list);
  }
}
const seconds = (performance.now() - started) / 1000;
const violations = [...byKind.values()].reduce((n, list) => n + list.length, 0);

console.log(`inputs: ${inputs.length} (${corpus.length} corpus URLs${every > 1 ? `, every ${every}th` : ''} mutated, ${wpt.length} WPT cases)`);
console.log(`inputs with findings: ${withFindings}`);
console.log(`fixes applied: ${fixes} (each fix alone, plus all fixes together where an input has several)`);
console.log(`violations: ${violations}`);
for (const [kind, list] of byKind) {
  console.log(`  ${kind}: ${list.length}`);
  for (const v of list.slice(0, show)) console.log(`    ${JSON.stringify(v.input)} (${v.context}) → ${JSON.stringify(v.after)}: ${v.detail}`);
}
console.log(`time: ${seconds.toFixed(1)} s`);
process.exitCode = violations > 0 ? 1 : 0;
