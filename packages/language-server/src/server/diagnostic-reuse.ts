/**
 * Diagnostics reused from one version to the next, and their JSON written once (issue 15).
 *
 * After an edit, most findings of a large document come from the same finding objects as before
 * (a candidate's findings, `findingOrigin`, languages/candidate.ts; JavaScript gives them with
 * how far their statement moved, analysis.ts `Analysis.found`), and most stand at the same lines
 * and characters. A diagnostic shows only its range's positions, rule, severity and message
 * (to-diagnostic.ts: fixes stay on the server), so such a finding's diagnostic is the last one,
 * the same object, and its JSON the same bytes. Encoding the ~370 KB of a 15,000-line file's 770
 * diagnostics afresh took 4-5 ms of the server's ~15 ms per keystroke, and building them 2-3 ms.
 *
 * What a client receives is unchanged: `encodeMessage` gives the bytes `JSON.stringify` gives
 * (diagnostic-reuse.test.ts). Diagnostics are never changed once made: the same object stands in
 * the results of several versions and its bytes are cached.
 */

import type { Diagnostic, Message } from 'vscode-languageserver/node';
import type { PieceDocument } from '../piece-document.js';
import type { Analysis } from '../analysis.js';
import { findingOrigin } from '../languages/candidate.js';
import { sharedEnds } from '../list-ends.js';
import type { SourceFinding } from '../languages/types.js';
import { toDiagnostic } from './to-diagnostic.js';

/** A diagnostic as built from a finding, what it was built from, and the line and character of its range. */
interface Template {
  diagnostic: Diagnostic;
  finding: SourceFinding;
  /** start line, start character, end line, end character */
  positions: [number, number, number, number];
}

/** The last template of a finding's origin: a property that is not enumerable, so that JSON, spreads and copies do not see it. */
const TEMPLATE = Symbol('urilint.diagnosticTemplate');

/** Diagnostics given out for more than one version: their UTF-8 JSON is worth keeping (undefined until first encoded). */
const reusedBytes = new WeakMap<Diagnostic, Buffer | undefined>();

/** What a diagnostic is made against: the server's document (its positions, and whether an offset is at one). */
type Positions = Pick<PieceDocument, 'positionAt' | 'isAt'>;

/** Whether two diagnostics say the same: the fields to-diagnostic.ts and the truncation notice (limits.ts) give. */
function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  if (a === b) return true;
  const [ra, rb] = [a.range, b.range];
  return (
    ra.start.line === rb.start.line &&
    ra.start.character === rb.start.character &&
    ra.end.line === rb.end.line &&
    ra.end.character === rb.end.character &&
    a.message === b.message &&
    a.code === b.code &&
    a.severity === b.severity &&
    a.source === b.source &&
    a.codeDescription?.href === b.codeDescription?.href &&
    a.tags === undefined &&
    b.tags === undefined &&
    a.relatedInformation === undefined &&
    b.relatedInformation === undefined &&
    a.data === undefined &&
    b.data === undefined
  );
}

/** Whether two lists of diagnostics say the same, in the same order (a pull client holding one needs not the other). */
export function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameDiagnostic(a[i], b[i])) return false;
  return true;
}

/** What `toDiagnostic` reads of a finding besides its range (a copy of a placed finding may change it). */
function sameContent(a: SourceFinding, b: SourceFinding): boolean {
  return a === b || (a.ruleId === b.ruleId && a.message === b.message && a.severity === b.severity);
}

/**
 * A document's last list of diagnostics, with the findings they were made from and the line and
 * character of each range (4 numbers a diagnostic), for its next list to start from: after a
 * keystroke most findings are the same objects as in the last list, in two runs at its start and
 * end (moved-analysis.ts copies them so), and their diagnostics are taken from it by index, their
 * positions checked, where each finding's own template costs two symbol-keyed reads, a content
 * check and a WeakMap test (~0.3 ms a keystroke in the 15,000-line benchmark file, issue 15).
 * Kept by the server's document object, which stays the same from version to version (and goes
 * when the document is closed).
 */
interface LastList {
  readonly findings: readonly SourceFinding[];
  readonly diagnostics: readonly Diagnostic[];
  readonly positions: Int32Array;
  /** 1 where the diagnostic is known to be in `reusedBytes`. */
  readonly marked: Uint8Array;
}

const lastLists = new WeakMap<Positions, LastList>();

/** Whether `range` moved `by` stands at the positions from `positions[p]` on. */
function standsAt(doc: Positions, range: readonly [number, number], by: number, positions: ArrayLike<number>, p: number): boolean {
  return doc.isAt(range[0] + by, positions[p], positions[p + 1]) && doc.isAt(range[1] + by, positions[p + 2], positions[p + 3]);
}

/** A diagnostic given out again: its JSON is worth keeping (see reusedBytes). */
function markReused(diagnostic: Diagnostic): void {
  if (!reusedBytes.has(diagnostic)) reusedBytes.set(diagnostic, undefined);
}

/**
 * The diagnostic of finding `f` moved `by`, with its positions written at `positions[p]`: the last
 * diagnostic of the finding's origin when it shows the same content at the same positions.
 */
function diagnosticOf(doc: Positions, f: SourceFinding, by: number, positions: Int32Array, p: number): Diagnostic {
  const origin = findingOrigin(f) as SourceFinding & { [TEMPLATE]?: Template };
  const template = origin[TEMPLATE];
  if (template && sameContent(template.finding, f) && standsAt(doc, f.range, by, template.positions, 0)) {
    markReused(template.diagnostic);
    positions.set(template.positions, p);
    return template.diagnostic;
  }
  const diagnostic = toDiagnostic(doc, f, by);
  const { start, end } = diagnostic.range;
  const fresh: Template = { diagnostic, finding: f, positions: [start.line, start.character, end.line, end.character] };
  Object.defineProperty(origin, TEMPLATE, { value: fresh, configurable: true, writable: true });
  positions.set(fresh.positions, p);
  return diagnostic;
}

/**
 * `findings.map((f, i) => toDiagnostic(doc, f, by?.[i]))`, giving a finding's last diagnostic
 * again when it shows the same content at the same positions: the last list's for `doc`, where the
 * finding is the same object at the same index from either end, else the last of its origin. (Positions
 * are always looked at: a finding object given again may have moved, or the lines before it
 * changed.)
 */
export function diagnosticsFor(doc: Positions, findings: readonly SourceFinding[], by?: readonly number[]): Diagnostic[] {
  const n = findings.length;
  const diagnostics: Diagnostic[] = new Array(n);
  const positions = new Int32Array(4 * n);
  const marked = new Uint8Array(n);
  const last = lastLists.get(doc);
  const [head, tail] = last ? sharedEnds(findings, last.findings) : [0, 0];
  const shift = last ? last.findings.length - n : 0;
  for (let i = 0; i < n; i++) {
    const f = findings[i];
    const moved = by ? by[i] : 0;
    const j = i < head ? i : i >= n - tail ? i + shift : -1;
    if (j >= 0 && standsAt(doc, f.range, moved, last!.positions, 4 * j)) {
      const diagnostic = last!.diagnostics[j];
      if (last!.marked[j] === 0) markReused(diagnostic);
      marked[i] = 1;
      const from = last!.positions;
      positions[4 * i] = from[4 * j];
      positions[4 * i + 1] = from[4 * j + 1];
      positions[4 * i + 2] = from[4 * j + 2];
      positions[4 * i + 3] = from[4 * j + 3];
      diagnostics[i] = diagnostic;
      continue;
    }
    diagnostics[i] = diagnosticOf(doc, f, moved, positions, 4 * i);
    marked[i] = reusedBytes.has(diagnostics[i]) ? 1 : 0;
  }
  lastLists.set(doc, { findings, diagnostics, positions, marked });
  return diagnostics;
}

/**
 * The diagnostics of an analysis (none: no diagnostics), made from its findings as found when it
 * has them (`Analysis.found`), so that no finding is placed for them.
 */
export function analysisDiagnostics(doc: Positions, analysis: Pick<Analysis, 'findings' | 'found'> | undefined): Diagnostic[] {
  if (!analysis) return [];
  return analysis.found ? diagnosticsFor(doc, analysis.found.findings, analysis.found.by) : diagnosticsFor(doc, analysis.findings);
}

const COMMA = Buffer.from(',');

/**
 * The diagnostics JSON of the last message whose every item's bytes are known (`starts[i]`: where
 * item i starts; the items are joined by commas, and `starts[n]` is the body's length + 1): the
 * next message of the same document copies the diagnostics it shares at its start and end, the
 * same objects, from it in two pieces (another document's shares none: the same objects are the
 * test). A keystroke inside a statement changes the diagnostics of that statement at most, and
 * the message of a 15,000-line file's 770 diagnostics was put together from 1,500 pieces (0.5 ms
 * of an edit's ~4).
 */
interface LastBody {
  list: readonly Diagnostic[];
  body: Buffer;
  starts: Int32Array;
}

let lastBody: LastBody | undefined;

/**
 * Diagnostics stringified at once at most: a run's JSON stays a string in V8's young generation
 * (~330 bytes a diagnostic), never one of more than 128 KB, which V8 gives pages of their own that
 * fault on first touch (a whole 770-diagnostic list after an edit that moved the lines took ~60).
 */
const RUN_ITEMS = 64;

/**
 * The UTF-8 JSON of a list of diagnostics without its brackets, as parts, and where each item
 * starts in it when every item is told apart (else undefined): what the last message shares with
 * it at either end copied from that (LastBody), a reused diagnostic's from its cached bytes, the
 * others stringified in runs of at most RUN_ITEMS (one JSON.stringify per diagnostic costs more
 * than the whole list).
 */
function diagnosticsBytes(list: readonly Diagnostic[], parts: Buffer[]): number[] | undefined {
  const last = lastBody;
  const [head, tail] = last ? sharedEnds(list, last.list) : [0, 0];
  let starts: number[] | undefined = [];
  let items = 0;
  let size = 0;
  /** Appends `bytes` after a comma when something came before; returns where they start. */
  const add = (bytes: Buffer): number => {
    if (items++ > 0) {
      parts.push(COMMA);
      size++;
    }
    parts.push(bytes);
    size += bytes.length;
    return size - bytes.length;
  };
  if (last && head > 0) {
    add(last.body.subarray(0, last.starts[head] - 1));
    for (let i = 0; i < head; i++) starts.push(last.starts[i]);
  }
  let runStart = head;
  const flush = (end: number): void => {
    if (end > runStart) {
      add(Buffer.from(JSON.stringify(list.slice(runStart, end)).slice(1, -1)));
      starts = undefined; // a run's items are not told apart
    }
    runStart = end;
  };
  const middleEnd = list.length - tail;
  for (let i = head; i < middleEnd; i++) {
    const d = list[i];
    let bytes = reusedBytes.get(d);
    if (bytes === undefined) {
      if (!reusedBytes.has(d)) {
        if (i + 1 - runStart === RUN_ITEMS) flush(i + 1); // (in the run)
        continue;
      }
      reusedBytes.set(d, (bytes = Buffer.from(JSON.stringify(d))));
    }
    flush(i);
    runStart = i + 1;
    const at = add(bytes);
    starts?.push(at);
  }
  flush(middleEnd);
  if (last && tail > 0) {
    const from = last.list.length - tail;
    const shift = add(last.body.subarray(last.starts[from], last.body.length)) - last.starts[from];
    for (let i = from; i < last.list.length; i++) starts?.push(last.starts[i] + shift);
  }
  return starts;
}

/** Keeps `body`, the JSON of `list` (its items starting at `starts`, joined by commas), for the next message. */
function keepBody(list: readonly Diagnostic[], body: Buffer, starts: readonly number[]): void {
  const all = new Int32Array(starts.length + 1);
  all.set(starts);
  all[starts.length] = body.length + 1;
  lastBody = { list: list.slice(), body, starts: all };
}

function lastKey(o: object): string | undefined {
  const keys = Object.keys(o);
  return keys[keys.length - 1];
}

/** Where a message holds a list of diagnostics: a publish's `params.diagnostics`, a full diagnostic report's `result.items`. */
function diagnosticsOf(msg: Message): { outer: 'params' | 'result'; holder: Record<string, unknown>; key: 'diagnostics' | 'items' } | undefined {
  const m = msg as { method?: unknown; params?: unknown; result?: unknown };
  if (m.method === 'textDocument/publishDiagnostics' && typeof m.params === 'object' && m.params !== null) {
    const holder = m.params as Record<string, unknown>;
    return Array.isArray(holder.diagnostics) ? { outer: 'params', holder, key: 'diagnostics' } : undefined;
  }
  if (typeof m.result === 'object' && m.result !== null) {
    const holder = m.result as Record<string, unknown>;
    if (holder.kind === 'full' && typeof holder.resultId === 'string' && Array.isArray(holder.items)) return { outer: 'result', holder, key: 'items' };
  }
  return undefined;
}

/**
 * `Buffer.from(JSON.stringify(msg))`: a `publishDiagnostics` notification, or the answer to a pull
 * (a full `textDocument/diagnostic` report), is put together from its diagnostics' JSON
 * (diagnosticsBytes), anything else stringified.
 */
export function encodeMessage(msg: Message): Buffer {
  const plain = (): Buffer => Buffer.from(JSON.stringify(msg));
  const found = diagnosticsOf(msg);
  if (!found || lastKey(msg) !== found.outer || lastKey(found.holder) !== found.key) return plain();
  const shell = JSON.stringify({ ...msg, [found.outer]: { ...found.holder, [found.key]: [] } });
  // `…"diagnostics":[]}}`: the diagnostics go between the brackets.
  if (!shell.endsWith('[]}}')) return plain();
  const head = Buffer.from(shell.slice(0, -3));
  const parts = [head];
  const list = found.holder[found.key] as Diagnostic[];
  const starts = diagnosticsBytes(list, parts);
  parts.push(Buffer.from(shell.slice(-3)));
  const message = Buffer.concat(parts);
  if (starts !== undefined && starts.length > 0) keepBody(list, message.subarray(head.length, message.length - 3), starts);
  return message;
}

/**
 * vscode-jsonrpc's JSON content-type encoder with encodeMessage: the stream transports' writer
 * (bin.ts) takes it as `contentTypeEncoder`.
 */
export const jsonEncoder = {
  name: 'application/json',
  encode(msg: Message, options: { charset: string }): Promise<Uint8Array> {
    try {
      // UTF-8 is the only charset LSP uses (vscode-jsonrpc's default); another is encoded as before.
      if (options.charset !== 'utf-8' && options.charset !== 'utf8') return Promise.resolve(Buffer.from(JSON.stringify(msg), options.charset as BufferEncoding));
      return Promise.resolve(encodeMessage(msg));
    } catch (e) {
      return Promise.reject(e);
    }
  },
};
