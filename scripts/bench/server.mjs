// Language server benchmarks: the built server over stdio as an editor starts it, timed on the
// client from the notification sent to the diagnostics of its version received. The method and
// the budgets are in scripts/bench/README.md.
//
//   BENCH_SERVER_SECTIONS=edits,pull,memory,big BENCH_EDIT_ROUNDS=8 BENCH_SERVER_BIN=<bin.js> node scripts/bench/server.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { fmt, row } from './harness.mjs';
import { editMix, percentile, pulledEdits } from './server-edits.mjs';

// Rounds of the edit mix (64 edits each, at least 2 of every kind).
const ROUNDS = Number(process.env.BENCH_EDIT_ROUNDS ?? 8);
// The pause between the open's complete diagnostics and the first timed edit (ms): a person does
// not type within milliseconds of opening a file.
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 1000);
// Rounds of inside-statement edits on the pull client (8 edits each).
const PULLED_ROUNDS = 8;
// Another build of the server (a baseline), run by the same client.
const BIN = process.env.BENCH_SERVER_BIN ?? fileURLToPath(new URL('../../packages/language-server/dist/bin.js', import.meta.url));
// A comma-separated subset of edits,pull,memory,big.
const SECTIONS = new Set((process.env.BENCH_SERVER_SECTIONS ?? 'edits,pull,memory,big').split(','));

const BUDGET = { firstMs: 300, editP95Ms: 50, memoryGrowth: 0.1 };
/** A budget's cell: the goal and whether the figure meets it. */
const verdict = (value, goal, unit = ' ms') => `  ≤ ${goal}${unit} ${value <= goal ? 'PASS' : 'FAIL'}`;

/** A 15,000-line TypeScript module: types, functions, string literals, and a URL every few lines (some bad). */
export function bigTypeScript(lines = 15_000) {
  const out = ['// generated for the benchmark', "import { request } from './http';", ''];
  let i = 0;
  while (out.length + 13 <= lines) {
    const n = i++;
    out.push(
      `export interface Item${n} {`,
      `  id: number;`,
      `  name: string;`,
      `  tags?: readonly string[];`,
      `}`,
      `/** Loads item ${n}. */`,
      `export async function load${n}(id: number): Promise<Item${n}> {`,
      `  const label = 'item-' + id + "-${n}";`,
      n % 3 === 0
        ? `  const res = await fetch(\`https://api.example.com:443/items/\${id}?page=${n}\`);`
        : n % 3 === 1
          ? `  const res = await fetch("https://api.example.com/items/" + id + "/a b");`
          : `  const res = await fetch('/items/' + id, { headers: { accept: 'application/json' } });`,
      `  if (!res.ok) throw new Error(\`failed: \${label}\`);`,
      `  return (await res.json()) as Item${n};`,
      `}`,
      '',
    );
  }
  while (out.length < lines) out.push('// end');
  return out.join('\n') + '\n';
}

function start() {
  const child = spawn(process.execPath, [BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiters = [];
  connection.onNotification('textDocument/publishDiagnostics', (p) => {
    for (let k = waiters.length - 1; k >= 0; k--) {
      const w = waiters[k];
      if (w.uri === p.uri && (w.version === undefined || w.version === p.version) && (!w.accept || w.accept(p))) {
        waiters.splice(k, 1);
        w.resolve(p);
      }
    }
  });
  connection.onNotification('window/logMessage', () => {});
  connection.onRequest('workspace/configuration', (p) => p.items.map(() => null));
  connection.listen();
  // The next publish of `uri` (at `version`, and that `accept` accepts when given).
  const next = (uri, version, accept) => new Promise((resolve) => waiters.push({ uri, version, accept, resolve }));
  return { child, connection, next };
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function run() {
  console.log(`\n(language server: ${BIN}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores)`);
  // The pull client runs first, on a server of its own, so that the push server's work does not compete with its open.
  if (SECTIONS.has('pull')) await pullOpen();
  const { child, connection, next } = start();
  await initialize(connection, { workspace: { configuration: true } });
  if (SECTIONS.has('edits')) await edits(connection, next);
  if (SECTIONS.has('memory')) await memory(connection, next, child);
  if (SECTIONS.has('big')) await bigDocument(connection, next);
  await stop(child, connection);
}

async function initialize(connection, capabilities) {
  // Debounce 0: the figures are the server's latency, not the debounce's.
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities, initializationOptions: { debounceMs: 0 } });
  await connection.sendNotification('initialized', {});
}

async function stop(child, connection) {
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  connection.dispose();
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

const lastLine = (diagnostics) => diagnostics.reduce((max, d) => Math.max(max, d.range.end.line + 1), 0);

/** 1. Open, then the edit mix (server-edits.mjs), on a 15,000-line file. */
async function edits(connection, next) {
  const text = bigTypeScript();
  const uri = 'file:///bench/big.ts';
  const total = await completeCount(text);
  const opened = next(uri, 1);
  const complete = next(uri, 1, (p) => p.diagnostics.length === total);
  const t0 = performance.now();
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'typescript', version: 1, text } });
  const first = await opened;
  const openMs = performance.now() - t0;
  const all = await complete;
  const completeMs = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const { times } = await editMix(connection, next, uri, text, 1, ROUNDS);
  const edited = [...times.values()].flat().sort((a, b) => a - b);
  console.log(`\n## Language server: open and didChange → publishDiagnostics, ${text.split('\n').length - 1}-line TypeScript file, ${edited.length} edits (push, stdio)`);
  row('ms', '       p50', '       p95', '       max', '  budget');
  row(`open → first diagnostics (${first.diagnostics.length} of ${total}, lines 1-${lastLine(first.diagnostics)})`, fmt(openMs), ' '.repeat(20), verdict(openMs, BUDGET.firstMs));
  row(`open → complete diagnostics (${all.diagnostics.length})`, fmt(completeMs));
  const kindRow = (label, list) => row(label, fmt(percentile(list, 50)), fmt(percentile(list, 95)), fmt(list[list.length - 1]), verdict(percentile(list, 95), BUDGET.editP95Ms, ' ms p95'));
  for (const [kind, list] of times) kindRow(`${kind}, ${list.length} edits`, list);
  kindRow('every edit', edited);
}

/** 2. The open of the same file by a pull client, then inside-statement edits, each followed by a pull. */
async function pullOpen() {
  const { child, connection } = start();
  let onRefresh = () => {};
  connection.onRequest('workspace/diagnostic/refresh', () => {
    onRefresh();
    return null;
  });
  await initialize(connection, { workspace: { configuration: true, diagnostics: { refreshSupport: true } }, textDocument: { diagnostic: { dynamicRegistration: false } } });
  const text = bigTypeScript();
  const uri = 'file:///bench/big-pulled.ts';
  const total = await completeCount(text);
  let refreshed = Promise.resolve();
  const armRefresh = () => (refreshed = new Promise((resolve) => (onRefresh = resolve)));
  armRefresh();
  const t0 = performance.now();
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'typescript', version: 1, text } });
  // As vscode-languageclient: a pull right after didOpen, then one after each refresh, with the last resultId.
  let report = await connection.sendRequest('textDocument/diagnostic', { textDocument: { uri } });
  const firstMs = performance.now() - t0;
  const first = report;
  let pulls = 1;
  while (report.kind !== 'full' || report.items.length < total) {
    await refreshed;
    armRefresh();
    const next = await connection.sendRequest('textDocument/diagnostic', { textDocument: { uri }, previousResultId: report.resultId });
    pulls++;
    if (next.kind === 'full') report = next;
  }
  const completeMs = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const { times, answers } = await pulledEdits(connection, uri, text, report.resultId, PULLED_ROUNDS);
  await stop(child, connection);
  console.log(`\n## Language server: the same file by a pull client (textDocument/diagnostic, refreshSupport)`);
  row('ms', '       p50', '       p95', '       max', '  budget');
  row(`open → first answer (${first.items.length} of ${total}, lines 1-${lastLine(first.items)})`, fmt(firstMs), ' '.repeat(20), verdict(firstMs, BUDGET.firstMs));
  row(`open → complete (${report.items.length}, ${pulls} pulls)`, fmt(completeMs));
  row(
    `inside, ${times.length} edits, change → answer (${answers.unchanged} unchanged)`,
    fmt(percentile(times, 50)),
    fmt(percentile(times, 95)),
    fmt(times[times.length - 1]),
    verdict(percentile(times, 95), BUDGET.editP95Ms, ' ms p95'),
  );
}

/**
 * The number of diagnostics of `text` (a TypeScript file) once complete: an analysis in this
 * process by the build that BIN belongs to (or this checkout's, when that build's modules differ).
 */
async function completeCount(text) {
  const own = new URL('../../packages/language-server/dist/', import.meta.url).href;
  let failure;
  for (const dist of new Set([new URL('./', pathToFileURL(BIN)).href, own])) {
    try {
      const { analyzeText } = await import(new URL('analysis.js', dist).href);
      const { editorSettings } = await import(new URL('settings.js', dist).href);
      const analysis = analyzeText(text, 'typescript', editorSettings({}), undefined, { maxFindings: 1000 });
      return analysis.findings.length + (analysis.stoppedAt === undefined ? 0 : 1);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** 3. Resident memory over 1,000 open/close cycles: after the first 100 and after all. */
async function memory(connection, next, child) {
  const small = bigTypeScript().split('\n').slice(0, 400).join('\n');
  let after100 = 0;
  for (let i = 1; i <= 1000; i++) {
    const u = `file:///bench/cycle-${i}.ts`;
    const shown = next(u, 1);
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: u, languageId: 'typescript', version: 1, text: small } });
    await shown;
    const cleared = next(u);
    await connection.sendNotification('textDocument/didClose', { textDocument: { uri: u } });
    await cleared;
    if (i === 100) after100 = rssMiB(child.pid);
  }
  const after1000 = rssMiB(child.pid);
  console.log('\n## Language server: resident memory over open/close cycles (400-line TypeScript file each)');
  row('', '        MiB');
  row('after 100 cycles', fmt(after100));
  row('after 1,000 cycles', fmt(after1000));
  const growth = (100 * (after1000 - after100)) / after100;
  row(`growth (${growth.toFixed(1)}%)`, fmt(after1000 - after100), verdict(growth, 100 * BUDGET.memoryGrowth, '% (flat)'));
}

/** `"http://a/<b",` 130,000 times: 1.95 MB, each URL with a finding (the unencoded "<"). */
export function urlsFile(count = 130_000) {
  return 'export const urls = [\n' + '"http://a/<b",\n'.repeat(count) + '];\n';
}

/**
 * Hovers on a small file every 20 ms until `done` settles: how long the server keeps an editor
 * waiting while it analyzes something else.
 */
async function hoverLatencies(connection, uri, done) {
  let finished = false;
  void done.then(() => (finished = true));
  const latencies = [];
  while (!finished) {
    const t = performance.now();
    await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 15 } });
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies.sort((a, b) => a - b);
}

async function bigDocument(connection, next) {
  const smallUri = 'file:///bench/small.ts';
  const shownSmall = next(smallUri, 1);
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: smallUri, languageId: 'typescript', version: 1, text: 'const u = "https://example.com/";\n' } });
  await shownSmall;
  const uri = 'file:///bench/urls.js';
  const text = urlsFile();
  const opened = next(uri, 1);
  const t0 = performance.now();
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'javascript', version: 1, text } });
  const duringOpen = hoverLatencies(connection, smallUri, opened);
  const first = await opened;
  const openMs = performance.now() - t0;
  const openHovers = await duringOpen;
  // an edit near the end of the file
  const line = 130_000;
  const changed = next(uri, 2);
  const t1 = performance.now();
  await connection.sendNotification('textDocument/didChange', {
    textDocument: { uri, version: 2 },
    contentChanges: [{ range: { start: { line, character: 10 }, end: { line, character: 11 } }, text: '%20' }],
  });
  const duringEdit = hoverLatencies(connection, smallUri, changed);
  await changed;
  const editMs = performance.now() - t1;
  const editHovers = await duringEdit;
  const hovers = [...openHovers, ...editHovers].sort((a, b) => a - b);
  const worstHoverMs = hovers[hovers.length - 1] ?? 0;
  console.log(`\n## Language server: a ${(text.length / 1e6).toFixed(2)} MB file of 130,000 broken URLs (stdio, push, debounce 0)`);
  row('', '         ms');
  row(`open → diagnostics (${first.diagnostics.length}: the first 1,000 and a notice)`, fmt(openMs));
  row('edit → diagnostics', fmt(editMs));
  row(`hover on another file meanwhile, p50 (${hovers.length} hovers)`, fmt(percentile(hovers, 50)));
  row('hover on another file meanwhile, worst (the worst-case latency)', fmt(worstHoverMs));
  await connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
