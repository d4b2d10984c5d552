#!/usr/bin/env node
// The long session, full size, against the built server over stdio as an editor
// starts it (`node packages/language-server/dist/bin.js --stdio`, pull diagnostics): a 50 MB
// message, 100 open documents, documents with 200,000 URLs, a storm of `$/cancelRequest`, then
// 1,000 open/close cycles. Prints the server's resident memory (VmRSS) after each phase and its
// peak (VmHWM), the latency of the requests the storm cancelled, and the slowest pull.
// The in-process, scaled-down version of this session is a test (long-session.test.ts).
//
//   npm run build && node scripts/soak-server.mjs [--small]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CancellationTokenSource, createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';

const BIN = fileURLToPath(new URL('../packages/language-server/dist/bin.js', import.meta.url));
const small = process.argv.includes('--small');
const SIZE = {
  message: small ? 5_000_000 : 50_000_000,
  openDocuments: 100,
  urlDocuments: 3,
  urls: small ? 20_000 : 200_000,
  cancelledPulls: 200,
  strayCancels: small ? 10_000 : 100_000,
  cycles: small ? 100 : 1_000,
};

/**
 * Preloaded into the server: on SIGUSR2, a full collection, then the heap in use written to a
 * file, so that the live heap is measured beside RSS (which V8 gives back to the system lazily).
 */
const HEAP_FILE = join(mkdtempSync(join(tmpdir(), 'urilint-soak-')), 'heap.json');
const PROBE = `import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => { globalThis.gc(); globalThis.gc(); writeFileSync(${JSON.stringify(HEAP_FILE)}, JSON.stringify(process.memoryUsage())); });`;

async function memory(child) {
  rmSync(HEAP_FILE, { force: true });
  child.kill('SIGUSR2');
  const t0 = performance.now();
  while (!existsSync(HEAP_FILE) && performance.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 20));
  const heap = JSON.parse(readFileSync(HEAP_FILE, 'utf8')).heapUsed / 2 ** 20;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { heap, rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** A 200-line module: code, comments, and a URL (some broken) every fourth line. */
export function moduleText(seed) {
  const lines = [];
  for (let i = 0; i < 200; i++) {
    if (i % 4 === 0) lines.push(`export const u${i} = fetch("http://h${seed}-${i}.example.com:80/a b?q=${i}");`);
    else if (i % 4 === 1) lines.push(`// line ${i} of document ${seed}`);
    else lines.push(`export function f${i}(x) { return x * ${i} + ${seed}; }`);
  }
  return lines.join('\n') + '\n';
}

/** A JavaScript array of `count` short URLs, each with findings (`tel:` numbers with letters). */
export function urlArrayText(count, seed = 0) {
  const parts = new Array(count);
  for (let i = 0; i < count; i++) parts[i] = `"tel:${(i + seed) % 10}x"`;
  return `export const numbers = [\n${parts.join(',\n')}\n];\n`;
}

/** The built server on stdio with the heap probe, initialized as a pull client. */
async function startServer() {
  const child = spawn(process.execPath, ['--expose-gc', `--import=data:text/javascript,${encodeURIComponent(PROBE)}`, BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const logs = [];
  connection.onNotification('window/logMessage', (p) => logs.push(p.message));
  connection.onRequest('workspace/configuration', (p) => p.items.map(() => null));
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: { workspace: { configuration: true }, textDocument: { diagnostic: { dynamicRegistration: false } } },
  });
  await connection.sendNotification('initialized', {});
  return { child, connection, logs };
}

/** The client's side of the session: documents, pulls (the slowest one remembered) and a memory row per phase. */
function soakClient({ child, connection }) {
  const client = {
    rows: [],
    slowestPull: 0,
    open: (uri, text, languageId = 'javascript') => connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } }),
    close: (uri) => connection.sendNotification('textDocument/didClose', { textDocument: { uri } }),
    pull: (uri, token) =>
      token ? connection.sendRequest('textDocument/diagnostic', { textDocument: { uri } }, token) : connection.sendRequest('textDocument/diagnostic', { textDocument: { uri } }),
    async timedPull(uri) {
      const t = performance.now();
      const report = await client.pull(uri);
      client.slowestPull = Math.max(client.slowestPull, performance.now() - t);
      return report;
    },
    /** After a round trip (the server has handled what was sent) and a pause, the memory as a row named `name`. */
    async phase(name) {
      await connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///soak/none.js' }, position: { line: 0, character: 0 } });
      await new Promise((r) => setTimeout(r, 300));
      const m = await memory(child);
      client.rows.push({ phase: name, ...m });
      console.log(`${name.padEnd(52)}${m.heap.toFixed(0).padStart(6)} MiB heap${m.rss.toFixed(0).padStart(7)} MiB RSS${m.peak.toFixed(0).padStart(7)} MiB peak`);
    },
  };
  return client;
}

/**
 * The storm: pulls of every URL document at a new version, each cancelled at once, and
 * cancellations of requests that never were. Prints the outcomes; returns the time they took.
 */
async function cancelStorm(connection, client, urlDocs) {
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < SIZE.cancelledPulls; i++) {
    const uri = urlDocs[i % urlDocs.length];
    if (i < urlDocs.length) {
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: urlArrayText(SIZE.urls, 7 + i) }] });
    }
    const source = new CancellationTokenSource();
    pending.push(client.pull(uri, source.token).then(() => 'answered', (e) => (e?.code === -32800 ? 'cancelled' : `error ${e?.code}`)));
    source.cancel();
  }
  for (let i = 0; i < SIZE.strayCancels; i++) void connection.sendNotification('$/cancelRequest', { id: 1_000_000_000 + i });
  const outcomes = await Promise.all(pending);
  const stormMs = performance.now() - t0;
  const counts = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  console.log(`storm: ${SIZE.cancelledPulls} cancelled pulls and ${SIZE.strayCancels.toLocaleString('en')} stray cancels answered in ${stormMs.toFixed(0)} ms (${JSON.stringify(counts)})`);
  return stormMs;
}

/** Opens each of `uris` with the text `textOf` gives it, and pulls its diagnostics. */
async function openAndPull(client, uris, textOf) {
  for (const [i, uri] of uris.entries()) {
    await client.open(uri, textOf(i));
    await client.timedPull(uri);
  }
}

async function main() {
  const { child, connection, logs } = await startServer();
  const client = soakClient({ child, connection });
  await client.phase('baseline (initialized)');

  const huge = 'file:///soak/huge.js';
  await openAndPull(client, [huge], () => `const s = "${'x'.repeat(SIZE.message)}";\n`);
  await client.close(huge);
  await client.phase(`a ${SIZE.message / 1e6} MB message (opened and closed)`);

  const docs = Array.from({ length: SIZE.openDocuments }, (_, i) => `file:///soak/doc-${i}.js`);
  await openAndPull(client, docs, moduleText);
  await client.phase(`${SIZE.openDocuments} open 200-line documents`);

  const urlDocs = Array.from({ length: SIZE.urlDocuments }, (_, i) => `file:///soak/urls-${i}.js`);
  await openAndPull(client, urlDocs, (i) => urlArrayText(SIZE.urls, i));
  await client.phase(`+ ${SIZE.urlDocuments} documents of ${SIZE.urls.toLocaleString('en')} URLs`);

  const stormMs = await cancelStorm(connection, client, urlDocs);
  await client.phase('after the $/cancelRequest storm');

  for (const uri of urlDocs) await client.timedPull(uri);
  await client.phase('URL documents pulled again');
  for (const uri of urlDocs) await client.close(uri);
  await client.phase('URL documents closed');

  const small200 = moduleText(0);
  for (let i = 0; i < SIZE.cycles; i++) {
    const uri = `file:///soak/cycle-${i}.js`;
    await openAndPull(client, [uri], () => small200);
    await client.close(uri);
    if (i === 99) await client.phase('after 100 open/close cycles');
  }
  await client.phase(`after ${SIZE.cycles.toLocaleString('en')} open/close cycles`);
  for (const uri of docs) await client.close(uri);
  await client.phase(`${SIZE.openDocuments} documents closed`);

  console.log(`slowest pull: ${client.slowestPull.toFixed(0)} ms`);
  const errors = logs.filter((l) => /threw|failed|cannot/.test(l));
  if (errors.length > 0) console.log(`log lines about failures: ${errors.length}, first: ${errors[0]}`);
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  connection.dispose();
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  return { rows: client.rows, stormMs, slowestPull: client.slowestPull };
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
