// Parser parity: parses real JavaScript, TypeScript, JSX and TSX files with typescript-estree (the
// language server's parser until 0.1.0, still the parser of typescript-eslint) and with the
// language server's parser (`parseJavaScript` of packages/language-server/dist/languages/js-parser.js,
// or the module given by --candidate), and compares, file by file:
//   - whether the file parses (a file that does not parse gets no diagnostics, as before);
//   - the URL candidates found in it (range, value, holes, context, identifier), with the
//     default URL contexts and with every callee, constructor, property and attribute name of
//     the file made a URL context (so that every string-like value in a call argument, `new`,
//     assignment or JSX attribute becomes a candidate, with its context);
//   - every string literal and template literal (range and value), URL-like or not;
//   - the comments (ESLint directives are read from them).
// Inputs are directories or git repositories (read at HEAD with `git ls-tree`/`cat-file`, so a
// bare mirror works); without any, this repository's own files.
// Usage: node scripts/parser-parity.mjs [--candidate module.js] [--limit N] [--show N] [--json out.json] [dir|git-dir...]
// Build first (`npm run build`): the candidate is the built module.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseWithTypescriptEstree } from '@typescript-eslint/typescript-estree';
import { parseForESLint } from '@typescript-eslint/parser';
import { findUrlCandidates } from '@urilint/source';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const k = args.indexOf(name);
  if (k < 0) return fallback;
  const [, value] = args.splice(k, 2);
  return value;
};
const candidatePath = path.resolve(option('--candidate', path.join(repo, 'packages/language-server/dist/languages/js-parser.js')));
const limit = Number(option('--limit', 'Infinity'));
const show = Number(option('--show', '5'));
const jsonOut = option('--json', undefined);
const MAX_BYTES = 512 * 1024;
/** typescript-estree's visitor keys, as typescript-eslint's parser hands them to ESLint. */
const typescriptEstreeKeys = parseForESLint('', {}).visitorKeys;

const { parseJavaScript, JS_VISITOR_KEYS } = await import(pathToFileURL(candidatePath).href);

const LANGUAGE_BY_EXTENSION = {
  '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascriptreact',
  '.ts': 'typescript', '.mts': 'typescript', '.cts': 'typescript', '.tsx': 'typescriptreact',
};
const languageOf = (file) => LANGUAGE_BY_EXTENSION[path.extname(file)];

/** The language server's parse before 0.1.0: typescript-estree, JSX everywhere but in `typescript`. */
function parseReference(text, languageId) {
  const program = parseWithTypescriptEstree(text, {
    range: true, loc: false, comment: true, tokens: false, jsx: languageId !== 'typescript',
    errorOnUnknownASTType: false, suppressDeprecatedPropertyWarnings: true,
  });
  const comments = program.comments.map((c) => ({ text: c.value, range: c.range, line: c.type === 'Line' }));
  return { program, comments };
}

// ---- what is compared ------------------------------------------------------------------------

/** Every name that can make a call argument, assignment or JSX attribute a URL, from one AST. */
function contextNames(program, keys) {
  const names = new Set();
  walk(program, keys, (node) => {
    if (node.type === 'Identifier' || node.type === 'PrivateIdentifier' || node.type === 'JSXIdentifier') names.add(node.name);
  });
  const all = [...names];
  return { functions: all, constructors: all, clients: all, clientMethods: all, properties: all, attributes: all };
}

function walk(node, keys, visit) {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop();
    visit(n);
    for (const k of keys?.[n.type] ?? Object.keys(n)) {
      if (k === 'parent' || k === 'loc' || k === 'range') continue;
      const v = n[k];
      for (const child of Array.isArray(v) ? v : [v]) if (child && typeof child === 'object' && typeof child.type === 'string') stack.push(child);
    }
  }
}

function stringNodes(program, keys) {
  const out = [];
  walk(program, keys, (n) => {
    if (n.type === 'Literal' && typeof n.value === 'string') out.push(`${n.range} ${JSON.stringify(n.value)}`);
    else if (n.type === 'TemplateLiteral') out.push(`${n.range} \`${n.quasis.map((q) => q.value.cooked).join('${}')}\``);
  });
  return out.sort();
}

const candidateRows = (program, text, keys, urlContexts) =>
  findUrlCandidates(program, text, { visitorKeys: keys, urlContexts }).map((c) =>
    `${c.range} ${c.context}${c.identifier ? ' identifier' : ''} ${JSON.stringify(c.value)} holes=${c.holes.map((h) => `${h.start}-${h.end}`)}`,
  );

function summary(parsed, text, keys, urlContexts) {
  return {
    candidates: candidateRows(parsed.program, text, keys, undefined),
    everyContext: candidateRows(parsed.program, text, keys, urlContexts),
    strings: stringNodes(parsed.program, keys),
    comments: parsed.comments.map((c) => `${c.range} ${c.line ? '//' : '/*'}${c.text}`),
  };
}

function firstDifference(a, b) {
  const k = a.findIndex((row, i) => row !== b[i]);
  const at = k < 0 ? Math.min(a.length, b.length) : k;
  return { typescriptEstree: a[at] ?? '(none)', candidate: b[at] ?? '(none)' };
}

// ---- the corpus ------------------------------------------------------------------------------

function* gitFiles(gitDir) {
  const listing = execFileSync('git', ['-C', gitDir, 'ls-tree', '-r', '-z', '--long', 'HEAD'], { maxBuffer: 1 << 30 }).toString();
  const entries = listing.split('\0').filter(Boolean).map((line) => {
    const [meta, file] = line.split('\t');
    const [, kind, object, size] = meta.split(/\s+/);
    return { kind, object, size: Number(size), file };
  }).filter((e) => e.kind === 'blob' && languageOf(e.file) && e.size <= MAX_BYTES && !e.file.includes('node_modules/'));
  // One `cat-file --batch` per chunk of objects: thousands of `git show` would take minutes.
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500);
    const out = spawnSync('git', ['-C', gitDir, 'cat-file', '--batch'], { input: chunk.map((e) => e.object).join('\n') + '\n', maxBuffer: 1 << 30 }).stdout;
    let at = 0;
    for (const e of chunk) {
      const header = out.indexOf(10, at);
      const size = Number(out.subarray(at, header).toString().split(' ')[2]);
      yield { file: `${path.basename(path.dirname(gitDir)) || gitDir}:${e.file}`, text: out.subarray(header + 1, header + 1 + size).toString('utf8') };
      at = header + 1 + size + 1;
    }
  }
}

function* directoryFiles(dir, root = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '.git' && entry.name !== 'dist') yield* directoryFiles(full, root);
    } else if (languageOf(entry.name) && statSync(full).size <= MAX_BYTES) {
      yield { file: path.relative(process.cwd(), full), text: readFileSync(full, 'utf8') };
    }
  }
}

function* corpus(inputs) {
  for (const input of inputs) {
    const isGit = spawnSync('git', ['-C', input, 'rev-parse', '--is-bare-repository']).stdout.toString().trim() === 'true';
    let n = 0;
    for (const f of isGit ? gitFiles(input) : directoryFiles(input)) {
      if (n++ >= limit) break;
      yield f;
    }
  }
}

// ---- the comparison --------------------------------------------------------------------------

const counts = { files: 0, bothParse: 0, neitherParses: 0, onlyTypescriptEstreeParses: 0, onlyCandidateParses: 0, identical: 0, candidates: 0, everyContext: 0, strings: 0, sameCandidates: 0, sameEveryContext: 0, sameStrings: 0, sameComments: 0 };
const differences = [];
const started = Date.now();
let referenceMs = 0;
let candidateMs = 0;

function tryParse(parse, text, languageId) {
  const t = performance.now();
  try {
    return { parsed: parse(text, languageId), ms: performance.now() - t };
  } catch (e) {
    return { error: String(e?.message ?? e).split('\n')[0], ms: performance.now() - t };
  }
}

for (const { file, text } of corpus(args.length > 0 ? args : [repo])) {
  const languageId = languageOf(file);
  counts.files++;
  const ref = tryParse(parseReference, text, languageId);
  const cand = tryParse(parseJavaScript, text, languageId);
  referenceMs += ref.ms;
  candidateMs += cand.ms;
  if (!ref.parsed || !cand.parsed) {
    if (!ref.parsed && !cand.parsed) counts.neitherParses++;
    else if (ref.parsed) {
      counts.onlyTypescriptEstreeParses++;
      differences.push({ file, kind: 'only typescript-estree parses', error: cand.error });
    } else {
      counts.onlyCandidateParses++;
      differences.push({ file, kind: 'only the candidate parses', error: ref.error });
    }
    continue;
  }
  counts.bothParse++;
  const urlContexts = contextNames(ref.parsed.program, typescriptEstreeKeys);
  const a = summary(ref.parsed, text, typescriptEstreeKeys, urlContexts);
  const b = summary(cand.parsed, text, JS_VISITOR_KEYS, urlContexts);
  let same = true;
  for (const [key, sameKey] of [['candidates', 'sameCandidates'], ['everyContext', 'sameEveryContext'], ['strings', 'sameStrings'], ['comments', 'sameComments']]) {
    if (key !== 'comments') counts[key] += a[key].length;
    if (a[key].join('\n') === b[key].join('\n')) counts[sameKey]++;
    else {
      same = false;
      differences.push({ file, kind: `different ${key}`, ...firstDifference(a[key], b[key]) });
    }
  }
  if (same) counts.identical++;
  if (counts.files % 2000 === 0) console.error(`${counts.files} files…`);
}

console.log(`parser parity: ${path.relative(repo, candidatePath)} against typescript-estree, ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`files ${counts.files}: both parse ${counts.bothParse}, neither ${counts.neitherParses}, only typescript-estree ${counts.onlyTypescriptEstreeParses}, only the candidate ${counts.onlyCandidateParses}`);
console.log(`of the ${counts.bothParse} that both parse: identical in every respect ${counts.identical}; same candidates ${counts.sameCandidates} (${counts.candidates} candidates), same with every name a URL context ${counts.sameEveryContext} (${counts.everyContext} candidates), same string literals ${counts.sameStrings} (${counts.strings} literals), same comments ${counts.sameComments}`);
console.log(`parse time: typescript-estree ${(referenceMs / 1000).toFixed(1)} s, candidate ${(candidateMs / 1000).toFixed(1)} s`);
for (const d of differences.slice(0, show)) console.log(JSON.stringify(d));
if (differences.length > show) console.log(`… ${differences.length - show} more differences${jsonOut ? '' : ' (--json FILE to write them all)'}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ counts, differences }, null, 1));
process.exitCode = differences.length === 0 ? 0 : 1;
