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
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis } from '../analysis.js';
import { findingOrigin } from '../languages/candidate.js';
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

function samePositions(doc: Pick<TextDocument, 'positionAt'>, range: readonly [number, number], by: number, positions: Template['positions']): boolean {
  const start = doc.positionAt(range[0] + by);
  if (start.line !== positions[0] || start.character !== positions[1]) return false;
  const end = doc.positionAt(range[1] + by);
  return end.line === positions[2] && end.character === positions[3];
}

/** What `toDiagnostic` reads of a finding besides its range (a copy of a placed finding may change it). */
function sameContent(a: SourceFinding, b: SourceFinding): boolean {
  return a === b || (a.ruleId === b.ruleId && a.message === b.message && a.severity === b.severity);
}

/**
 * `findings.map((f, i) => toDiagnostic(doc, f, by?.[i]))`, giving the last diagnostic of a
 * finding's origin again when it shows the same content at the same positions. (Its positions are
 * always looked at: a finding object given again may have moved, or the lines before it changed.)
 */
export function diagnosticsFor(doc: Pick<TextDocument, 'positionAt'>, findings: readonly SourceFinding[], by?: readonly number[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = new Array(findings.length);
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i];
    const moved = by ? by[i] : 0;
    const origin = findingOrigin(f) as SourceFinding & { [TEMPLATE]?: Template };
    const template = origin[TEMPLATE];
    if (template && sameContent(template.finding, f) && samePositions(doc, f.range, moved, template.positions)) {
      if (!reusedBytes.has(template.diagnostic)) reusedBytes.set(template.diagnostic, undefined);
      diagnostics[i] = template.diagnostic;
      continue;
    }
    const diagnostic = toDiagnostic(doc, f, moved);
    const { start, end } = diagnostic.range;
    const fresh: Template = { diagnostic, finding: f, positions: [start.line, start.character, end.line, end.character] };
    Object.defineProperty(origin, TEMPLATE, { value: fresh, configurable: true, writable: true });
    diagnostics[i] = diagnostic;
  }
  return diagnostics;
}

/**
 * The diagnostics of an analysis (none: no diagnostics), made from its findings as found when it
 * has them (`Analysis.found`), so that no finding is placed for them.
 */
export function analysisDiagnostics(doc: Pick<TextDocument, 'positionAt'>, analysis: Pick<Analysis, 'findings' | 'found'> | undefined): Diagnostic[] {
  if (!analysis) return [];
  return analysis.found ? diagnosticsFor(doc, analysis.found.findings, analysis.found.by) : diagnosticsFor(doc, analysis.findings);
}

const COMMA = Buffer.from(',');

/**
 * The UTF-8 JSON of a list of diagnostics without its brackets, as parts: a reused diagnostic's
 * from its cached bytes, the others stringified in runs (one JSON.stringify per diagnostic costs
 * more than the whole list).
 */
function diagnosticsBytes(list: readonly Diagnostic[], parts: Buffer[]): void {
  let runStart = 0;
  let items = 0;
  const add = (bytes: Buffer): void => {
    if (items++ > 0) parts.push(COMMA);
    parts.push(bytes);
  };
  const flush = (end: number): void => {
    if (end > runStart) add(Buffer.from(JSON.stringify(list.slice(runStart, end)).slice(1, -1)));
  };
  for (let i = 0; i < list.length; i++) {
    const d = list[i];
    let bytes = reusedBytes.get(d);
    if (bytes === undefined) {
      if (!reusedBytes.has(d)) continue; // in the run
      reusedBytes.set(d, (bytes = Buffer.from(JSON.stringify(d))));
    }
    flush(i);
    runStart = i + 1;
    add(bytes);
  }
  flush(list.length);
}

function lastKey(o: object): string | undefined {
  const keys = Object.keys(o);
  return keys[keys.length - 1];
}

/**
 * `Buffer.from(JSON.stringify(msg))`: a `publishDiagnostics` notification is put together from
 * its diagnostics' JSON (diagnosticsBytes), anything else stringified.
 */
export function encodeMessage(msg: Message): Buffer {
  const params = (msg as { method?: unknown; params?: unknown }).params as { diagnostics?: unknown } | undefined;
  const diagnostics = params?.diagnostics;
  const plain = (): Buffer => Buffer.from(JSON.stringify(msg));
  if ((msg as { method?: unknown }).method !== 'textDocument/publishDiagnostics' || !Array.isArray(diagnostics)) return plain();
  if (lastKey(msg) !== 'params' || lastKey(params!) !== 'diagnostics') return plain();
  const shell = JSON.stringify({ ...msg, params: { ...params, diagnostics: [] } });
  // `…"diagnostics":[]}}`: the diagnostics go between the brackets.
  if (!shell.endsWith('[]}}')) return plain();
  const parts = [Buffer.from(shell.slice(0, -3))];
  diagnosticsBytes(diagnostics as Diagnostic[], parts);
  parts.push(Buffer.from(shell.slice(-3)));
  return Buffer.concat(parts);
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
