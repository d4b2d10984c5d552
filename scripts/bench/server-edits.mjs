// The edit mix of the language server benchmark (issue 15): what a person typing in a large
// TypeScript file sends, each edit timed from `didChange` to the `publishDiagnostics` of its
// version. The file is bigTypeScript() of server.mjs: blocks of 13 lines (an interface, a doc
// comment, an async function, a blank line). Every kind of edit is followed by the edit that
// undoes it, which counts as an edit of its own kind, so the file is the same at the end:
// - inside: a space after a statement's indentation, or a letter in a URL (then removed);
// - line start: a space at column 0 of a top-level statement's first line (then removed);
// - new statement: a line with a URL call inserted between two statements (then removed);
// - delete across: from a function's `return` line through the next function's `if` line, 13
//   lines over four statements (undone by a paste);
// - paste: a 13-line block (interface, comment, function) pasted between two statements (then
//   deleted);
// - half-typed: a statement typed one character at a time on a blank line between two
//   statements, so that most versions are transient syntax errors (`const u = fetch("https://e`),
//   then the line deleted.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const BLOCK = 13;
const FIRST_BLOCK = 3;
const TYPED = 'const u = fetch("https://example.com:443/a b");';

/** p-th percentile of ascending `sorted`. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const at = (line, character) => ({ line, character });
const insertAt = (line, character, text) => ({ range: { start: at(line, character), end: at(line, character) }, text });
const remove = (from, to) => ({ range: { start: from, end: to }, text: '' });

/** The edits of one round of every kind, on block `b`'s lines, as [kind, change] in order. */
function round(lines, b) {
  const top = FIRST_BLOCK + b * BLOCK; // `export interface Item…`
  const fn = top + 6; // `export async function load…`
  const blank = top + 12;
  const edits = [];
  for (const line of [top + 1, top + 7, fn + 3]) {
    edits.push(['inside', insertAt(line, 2, ' ')], ['inside', remove(at(line, 2), at(line, 3))]);
  }
  const url = lines[fn + 2].indexOf('https://');
  if (url >= 0) edits.push(['inside', insertAt(fn + 2, url + 9, 'x')], ['inside', remove(at(fn + 2, url + 9), at(fn + 2, url + 10))]);
  edits.push(['line start', insertAt(fn, 0, ' ')], ['line start', remove(at(fn, 0), at(fn, 1))]);
  const statement = 'fetch("http://api.example.com:80/extra path");\n';
  edits.push(['new statement', insertAt(blank + 1, 0, statement)], ['new statement', remove(at(blank + 1, 0), at(blank + 2, 0))]);
  // from the function's `return` line through the next function's `if` line: the function then
  // ends with the next one's last lines (four statements touched; it still parses)
  const deleted = lines.slice(fn + 4, fn + 17).join('\n') + '\n';
  edits.push(['delete across', remove(at(fn + 4, 0), at(fn + 17, 0))], ['paste', insertAt(fn + 4, 0, deleted)]);
  const block = lines.slice(top, top + BLOCK).join('\n') + '\n';
  edits.push(['paste', insertAt(blank + 1, 0, block)], ['delete across', remove(at(blank + 1, 0), at(blank + 1 + BLOCK, 0))]);
  for (let k = 0; k < TYPED.length; k++) edits.push(['half-typed', insertAt(blank, k, TYPED[k])]);
  edits.push(['half-typed', remove(at(blank, 0), at(blank, TYPED.length))]);
  return edits;
}

/**
 * CPU time of the server's main thread in ms (Linux's /proc/<pid>/schedstat, ns), or undefined:
 * on a machine shared with other work, latency measures the load as much as the server.
 */
export function threadCpuMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/**
 * Minor page faults of process `pid` so far (Linux's /proc/<pid>/stat, field 10), or undefined.
 * A fault is the first touch of a page the process was given: on a virtual machine it can cost
 * microseconds, and a large string or buffer made per edit takes a fault per 4 KB.
 */
export function minorFaults(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[7]);
  } catch {
    return undefined;
  }
}

/**
 * What one minor page fault costs this machine, in µs: a 16 MB buffer's pages touched once,
 * timed, divided by the faults taken (undefined where /proc is not readable).
 */
export function pageFaultMicros() {
  const before = minorFaults(process.pid);
  if (before === undefined) return undefined;
  const t = performance.now();
  const buffer = Buffer.allocUnsafeSlow(16 * 1024 * 1024);
  for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1;
  const ms = performance.now() - t;
  const faults = minorFaults(process.pid) - before;
  return faults > 0 ? (1000 * ms) / faults : undefined;
}

/**
 * Runs `rounds` rounds of the mix on the open document `uri` (at `version`), spread over the
 * file; returns the versions used, each kind's latencies and the server's CPU time per edit
 * (ms, ascending), and its minor page faults per edit (ascending). `only`: the edits of that kind
 * alone (each still followed by its undoing); `shift`: a fraction of the spacing between rounds'
 * blocks, so that another run edits other statements.
 */
export async function editMix(connection, next, pid, uri, text, version, rounds, { only, shift = 0 } = {}) {
  const lines = text.split('\n');
  const blocks = Math.floor((lines.length - FIRST_BLOCK - 1) / BLOCK) - 2;
  const times = new Map();
  const cpu = new Map();
  const faults = new Map();
  let v = version;
  for (let r = 0; r < rounds; r++) {
    const b = Math.floor((((r * 7919) % rounds) + shift) * (blocks / rounds)) + 1;
    for (const [kind, change] of round(lines, b)) {
      if (only !== undefined && kind !== only) continue;
      v++;
      const published = next(uri, v);
      const c = threadCpuMs(pid);
      const f = minorFaults(pid);
      const t = performance.now();
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: v }, contentChanges: [change] });
      await published;
      const ms = performance.now() - t;
      if (!times.has(kind)) {
        times.set(kind, []);
        cpu.set(kind, []);
        faults.set(kind, []);
      }
      times.get(kind).push(ms);
      if (c !== undefined) cpu.get(kind).push(threadCpuMs(pid) - c);
      if (f !== undefined) faults.get(kind).push(minorFaults(pid) - f);
    }
  }
  for (const list of [...times.values(), ...cpu.values(), ...faults.values()]) list.sort((a, b) => a - b);
  return { version: v, times, cpu, faults };
}

/**
 * The floor under every edit's latency on this machine: a message of `json`'s size carried from a
 * second Node process to this one over a pipe, framed as LSP frames it, and parsed, with no work
 * on either side (the child answers each byte it reads with the message). An edit's diagnostics
 * cost at least this on top of the server's CPU. Returns the round trips in ms, ascending.
 */
export async function pipeFloor(json, rounds = 100) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const frame = `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`;
  const dir = mkdtempSync(join(tmpdir(), 'urilint-floor-'));
  writeFileSync(join(dir, 'frame'), frame);
  const echo = "const m=require('fs').readFileSync(process.argv[1]);process.stdin.on('data',()=>process.stdout.write(m));process.stdout.write('ready');";
  const child = spawn(process.execPath, ['-e', echo, join(dir, 'frame')], { stdio: ['pipe', 'pipe', 'inherit'] });
  let chunks = [];
  let received = 0;
  let arrived = () => {};
  child.stdout.on('data', (d) => {
    chunks.push(d);
    received += d.length;
    arrived();
  });
  const until = (bytes) =>
    new Promise((resolve) => {
      arrived = () => {
        if (received < bytes) return;
        const all = Buffer.concat(chunks);
        chunks = [];
        received = 0;
        resolve(all);
      };
      arrived();
    });
  await until(5);
  const size = Buffer.byteLength(frame);
  const times = [];
  for (let r = 0; r < rounds + 10; r++) {
    const t = performance.now();
    child.stdin.write('x');
    const bytes = await until(size);
    JSON.parse(bytes.subarray(bytes.indexOf('\r\n\r\n') + 4).toString('utf8'));
    if (r >= 10) times.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  child.kill();
  rmSync(dir, { recursive: true, force: true });
  return times.sort((a, b) => a - b);
}

/**
 * `rounds` rounds of the inside edits on a pull client's open document `uri` (at version 1, its
 * last answer `resultId`): each didChange followed by a pull with the last resultId, as
 * vscode-languageclient pulls on a change, timed until the answer. Returns editMix's answer and
 * each kind of answer's time from its request (ms, ascending).
 */
export async function pulledEdits(connection, pid, uri, text, resultId, rounds) {
  let last = resultId;
  const answers = { full: [], unchanged: [] };
  const pulled = async (u) => {
    await null; // after editMix has sent the didChange
    const t = performance.now();
    const answer = await connection.sendRequest('textDocument/diagnostic', { textDocument: { uri: u }, previousResultId: last });
    answers[answer.kind].push(performance.now() - t);
    last = answer.resultId ?? last;
    return answer;
  };
  const inside = await editMix(connection, pulled, pid, uri, text, 1, rounds, { only: 'inside', shift: 0.25 });
  for (const list of Object.values(answers)) list.sort((a, b) => a - b);
  return { inside, answers };
}
