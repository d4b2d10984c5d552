/**
 * Diagnostics reused from one version to the next, and their JSON written once (issue 15).
 *
 * After an edit, most findings of a large document come from the same finding objects as before
 * (a candidate's findings, placed where the candidate now is: `findingOrigin`, languages/
 * candidate.ts), at the same lines and characters: their diagnostic differs from the last one
 * only in `data.version`. It is then a copy of that one with the new version, and its JSON is the
 * last one's with the version put in. Encoding the ~370 KB of a 15,000-line file's 770
 * diagnostics afresh took 4-5 ms of the server's ~15 ms per keystroke, and building them 2-3 ms.
 *
 * What a client receives is unchanged: `encodeMessage` gives the bytes `JSON.stringify` gives
 * (diagnostic-reuse.test.ts).
 */

import type { Diagnostic, Message } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { findingOrigin } from '../languages/candidate.js';
import type { SourceEdit, SourceFinding } from '../languages/types.js';
import { toDiagnostic, type DiagnosticData } from './to-diagnostic.js';

/** A diagnostic as first built from a finding, the positions it was built at, and its JSON around `data.version`. */
interface Template {
  diagnostic: Diagnostic & { data: DiagnosticData };
  /** Line and character of every offset the diagnostic shows (its range, then its edits'). */
  positions: number[];
  json?: { head: string; tail: string };
}

/**
 * The template a diagnostic or a finding's origin (languages/candidate.ts) was last given: a
 * property that is not enumerable, so that JSON, spreads and copies do not see it.
 */
const TEMPLATE = Symbol('urilint.diagnosticTemplate');

type WithTemplate = { [TEMPLATE]?: Template };

function setTemplate(o: object, template: Template): void {
  Object.defineProperty(o, TEMPLATE, { value: template, configurable: true, writable: true });
}

function pushRange(doc: TextDocument, range: readonly [number, number], out: number[]): void {
  const start = doc.positionAt(range[0]);
  const end = doc.positionAt(range[1]);
  out.push(start.line, start.character, end.line, end.character);
}

function pushEdits(doc: TextDocument, edits: readonly SourceEdit[] | undefined, out: number[]): void {
  if (edits) for (const e of edits) pushRange(doc, e.range, out);
}

/** Everything of `doc` that `toDiagnostic(doc, f)` reads besides `f`'s origin and the version. */
function positionsOf(doc: TextDocument, f: SourceFinding): number[] {
  const out: number[] = [];
  pushRange(doc, f.range, out);
  pushEdits(doc, f.fix, out);
  if (f.suggestions) for (const s of f.suggestions) pushEdits(doc, s.edits, out);
  return out;
}

function samePositions(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `toDiagnostic(doc, f)`, reusing the last diagnostic of the finding's origin when it shows the
 * same positions: a finding differs from its origin in its offsets only, so then only
 * `data.version` can differ (findings are never modified).
 */
export function diagnosticFor(doc: TextDocument, f: SourceFinding): Diagnostic {
  const origin = findingOrigin(f) as SourceFinding & WithTemplate;
  const positions = positionsOf(doc, f);
  const template = origin[TEMPLATE];
  if (template && samePositions(template.positions, positions)) {
    const last = template.diagnostic;
    if (last.data.version === doc.version) return last;
    const copy: Diagnostic = { ...last, data: { ...last.data, version: doc.version } };
    setTemplate(copy, template);
    return copy;
  }
  const diagnostic = toDiagnostic(doc, f) as Template['diagnostic'];
  const fresh: Template = { diagnostic, positions };
  setTemplate(origin, fresh);
  setTemplate(diagnostic, fresh);
  return diagnostic;
}

/** The key `"version":` occurs once in a diagnostic's JSON, in `data` (a quote inside a JSON string is escaped). */
const VERSION_KEY = '"version":';

/** `JSON.stringify(d)`, from its template's JSON when it has one. */
export function diagnosticJson(d: Diagnostic): string {
  const template = (d as WithTemplate)[TEMPLATE];
  const version = (d.data as Partial<DiagnosticData> | undefined)?.version;
  if (!template || typeof version !== 'number') return JSON.stringify(d);
  if (!template.json) {
    const whole = JSON.stringify(template.diagnostic);
    const marker = VERSION_KEY + String(template.diagnostic.data.version);
    const at = whole.indexOf(marker);
    if (at < 0) return JSON.stringify(d);
    template.json = { head: whole.slice(0, at + VERSION_KEY.length), tail: whole.slice(at + marker.length) };
  }
  return template.json.head + String(version) + template.json.tail;
}

function lastKey(o: object): string | undefined {
  const keys = Object.keys(o);
  return keys[keys.length - 1];
}

/**
 * `JSON.stringify(msg)`: a `publishDiagnostics` notification is put together from its
 * diagnostics' JSON (diagnosticJson), anything else stringified.
 */
export function encodeMessage(msg: Message): string {
  const params = (msg as { method?: unknown; params?: unknown }).params as { diagnostics?: unknown } | undefined;
  const diagnostics = params?.diagnostics;
  if ((msg as { method?: unknown }).method !== 'textDocument/publishDiagnostics' || !Array.isArray(diagnostics)) return JSON.stringify(msg);
  if (lastKey(msg) !== 'params' || lastKey(params!) !== 'diagnostics') return JSON.stringify(msg);
  if (!diagnostics.every((d) => typeof d === 'object' && d !== null && !('toJSON' in d))) return JSON.stringify(msg);
  const shell = JSON.stringify({ ...msg, params: { ...params, diagnostics: [] } });
  // `…"diagnostics":[]}}`: the diagnostics go between the brackets.
  if (!shell.endsWith('[]}}')) return JSON.stringify(msg);
  return shell.slice(0, -3) + (diagnostics as Diagnostic[]).map(diagnosticJson).join(',') + shell.slice(-3);
}

/**
 * vscode-jsonrpc's JSON content-type encoder with encodeMessage: the stream transports' writer
 * (bin.ts) takes it as `contentTypeEncoder`.
 */
export const jsonEncoder = {
  name: 'application/json',
  encode(msg: Message, options: { charset: BufferEncoding }): Promise<Uint8Array> {
    try {
      return Promise.resolve(Buffer.from(encodeMessage(msg), options.charset));
    } catch (e) {
      return Promise.reject(e);
    }
  },
};
