// The edit mix of the language server benchmark: what a person typing in a large
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
 * Runs `rounds` rounds of the mix on the open document `uri` (at `version`), spread over the
 * file; returns the last version and each kind's latencies (ms, ascending). `only`: the edits of
 * that kind alone (each still followed by its undoing); `shift`: a fraction of the spacing between
 * rounds' blocks, so that another call edits other statements.
 */
export async function editMix(connection, next, uri, text, version, rounds, { only, shift = 0 } = {}) {
  const lines = text.split('\n');
  const blocks = Math.floor((lines.length - FIRST_BLOCK - 1) / BLOCK) - 2;
  const times = new Map();
  let v = version;
  for (let r = 0; r < rounds; r++) {
    const b = Math.floor((((r * 7919) % rounds) + shift) * (blocks / rounds)) + 1;
    for (const [kind, change] of round(lines, b)) {
      if (only !== undefined && kind !== only) continue;
      v++;
      const published = next(uri, v);
      const t = performance.now();
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: v }, contentChanges: [change] });
      await published;
      const ms = performance.now() - t;
      if (!times.has(kind)) times.set(kind, []);
      times.get(kind).push(ms);
    }
  }
  for (const list of times.values()) list.sort((a, b) => a - b);
  return { version: v, times };
}

/**
 * `rounds` rounds of the inside edits on a pull client's open document `uri` (at version 1, its
 * last answer `resultId`): each didChange followed by a pull with the last resultId, as
 * vscode-languageclient pulls on a change, timed until the answer. Returns editMix's answer and
 * how many answers were `full` and `unchanged`.
 */
export async function pulledEdits(connection, uri, text, resultId, rounds) {
  let last = resultId;
  const answers = { full: 0, unchanged: 0 };
  const pulled = async (u) => {
    await null; // after editMix has sent the didChange
    const answer = await connection.sendRequest('textDocument/diagnostic', { textDocument: { uri: u }, previousResultId: last });
    answers[answer.kind]++;
    last = answer.resultId ?? last;
    return answer;
  };
  const { times } = await editMix(connection, pulled, uri, text, 1, rounds, { only: 'inside', shift: 0.25 });
  return { times: times.get('inside') ?? [], answers };
}
