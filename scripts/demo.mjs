// `npm run demo`: lints examples/ with urilint's recommended preset (examples/eslint.config.js),
// prints the findings, then the unified diff that `eslint --fix` would apply. Nothing is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const examples = path.join(root, 'examples');

/** Line-based unified diff (LCS; the example files are small), with 2 lines of context. */
function unifiedDiff(name, before, after, context = 2) {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const ops = []; // [kind, aIndex, bIndex]
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push([' ', i++, j++]);
    else if (i < a.length && (j >= b.length || lcs[i + 1][j] >= lcs[i][j + 1])) ops.push(['-', i++, j]);
    else ops.push(['+', i, j++]);
  }
  const out = [`--- a/${name}`, `+++ b/${name}`];
  for (let k = 0; k < ops.length; ) {
    if (ops[k][0] === ' ') {
      k++;
      continue;
    }
    let start = Math.max(0, k - context);
    let end = k;
    // extend the hunk while changes are within 2 * context lines of each other
    for (let m = k; m < ops.length; m++) {
      if (ops[m][0] !== ' ') end = m;
      else if (m - end > 2 * context) break;
    }
    end = Math.min(ops.length - 1, end + context);
    const hunk = ops.slice(start, end + 1);
    const aStart = hunk[0][1] + 1;
    const bStart = hunk[0][2] + 1;
    const aLen = hunk.filter((o) => o[0] !== '+').length;
    const bLen = hunk.filter((o) => o[0] !== '-').length;
    out.push(`@@ -${aStart},${aLen} +${bStart},${bLen} @@`);
    for (const [kind, ai, bi] of hunk) out.push(kind + (kind === '+' ? b[bi] : a[ai]));
    k = end + 1;
    start = k;
  }
  return out.join('\n');
}

const color = process.stdout.isTTY ? (code, s) => `\x1b[${code}m${s}\x1b[0m` : (_code, s) => s;

const eslint = new ESLint({ cwd: examples });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
console.log(color('1', '# urilint on examples/ (recommended preset)'));
console.log(await formatter.format(results));

const fixer = new ESLint({ cwd: examples, fix: true }); // fixes in memory: outputFixes() is never called
const fixed = await fixer.lintFiles(['.']);
console.log(color('1', '# What `eslint --fix` would change'));
let changed = 0;
for (const r of fixed) {
  if (r.output === undefined) continue;
  changed++;
  const name = path.relative(root, r.filePath).split(path.sep).join('/');
  const diff = unifiedDiff(name, readFileSync(r.filePath, 'utf8'), r.output);
  for (const line of diff.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) console.log(color('32', line));
    else if (line.startsWith('-') && !line.startsWith('---')) console.log(color('31', line));
    else if (line.startsWith('@@')) console.log(color('36', line));
    else console.log(line);
  }
  console.log();
}
const left = fixed.reduce((n, r) => n + r.messages.length, 0);
console.log(`${changed} file(s) would change; ${left} problem(s) need a person (suggestions or reports without a safe fix).`);
