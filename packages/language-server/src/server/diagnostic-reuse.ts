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

/** A diagnostic as first built from a finding, what it was built from, and its JSON around `data.version`. */
interface Template {
  diagnostic: Diagnostic & { data: DiagnosticData };
  finding: SourceFinding;
  /** Line and character of every offset the diagnostic shows (its range, then its edits'). */
  positions: number[];
  json?: { head: Buffer; tail: Buffer };
}

/** The last template of a finding's origin: a property that is not enumerable, so that JSON, spreads and copies do not see it. */
const TEMPLATE = Symbol('urilint.diagnosticTemplate');

/** Each list of diagnostics made here: its diagnostics as made, and the template of each that is a copy. */
const made = new WeakMap<readonly Diagnostic[], { diagnostics: Diagnostic[]; templates: Array<Template | undefined> }>();

/** The offsets `toDiagnostic` shows of a finding, in the order it reads them: its fix's, its suggestions', its range. */
function offsetsOf(f: SourceFinding): number[] {
  const out: number[] = [];
  if (f.fix) for (const e of f.fix) out.push(e.range[0], e.range[1]);
  if (f.suggestions) for (const s of f.suggestions) for (const e of s.edits) out.push(e.range[0], e.range[1]);
  out.push(f.range[0], f.range[1]);
  return out;
}

/**
 * `toDiagnostic(doc, f)`, and the line and character of every offset it read (in the order of
 * offsetsOf): everything of `doc` it depends on besides the version.
 */
function convert(doc: TextDocument, f: SourceFinding): { diagnostic: Template['diagnostic']; positions: number[] } {
  const positions: number[] = [];
  const recording = {
    version: doc.version,
    positionAt(offset: number) {
      const p = doc.positionAt(offset);
      positions.push(p.line, p.character);
      return p;
    },
  };
  const diagnostic = toDiagnostic(recording as Pick<TextDocument, 'version' | 'positionAt'> as TextDocument, f) as Template['diagnostic'];
  return { diagnostic, positions };
}

function samePositions(doc: TextDocument, offsets: readonly number[], positions: readonly number[]): boolean {
  if (positions.length !== 2 * offsets.length) return false;
  for (let i = 0; i < offsets.length; i++) {
    const p = doc.positionAt(offsets[i]);
    if (positions[2 * i] !== p.line || positions[2 * i + 1] !== p.character) return false;
  }
  return true;
}

function sameEdits(a: readonly SourceEdit[] | undefined, b: readonly SourceEdit[] | undefined): boolean {
  if (a === undefined || b === undefined || a.length !== b.length) return a === b;
  for (let i = 0; i < a.length; i++) if (a[i].text !== b[i].text) return false;
  return true;
}

/** What `toDiagnostic` reads of a finding besides its offsets (a copy of a placed finding may change it). */
function sameContent(a: SourceFinding, b: SourceFinding): boolean {
  if (a === b) return true;
  if (a.ruleId !== b.ruleId || a.message !== b.message || a.severity !== b.severity || !sameEdits(a.fix, b.fix)) return false;
  const sa = a.suggestions;
  const sb = b.suggestions;
  if (sa === undefined || sb === undefined || sa.length !== sb.length) return sa === sb;
  for (let i = 0; i < sa.length; i++) if (sa[i].message !== sb[i].message || !sameEdits(sa[i].edits, sb[i].edits)) return false;
  return true;
}

/**
 * `findings.map((f) => toDiagnostic(doc, f))`, reusing the last diagnostic of a finding's origin
 * when it shows the same content at the same positions: then only `data.version` differs.
 */
export function diagnosticsFor(doc: TextDocument, findings: readonly SourceFinding[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const templates: Array<Template | undefined> = [];
  for (const f of findings) {
    const origin = findingOrigin(f) as SourceFinding & { [TEMPLATE]?: Template };
    const template = origin[TEMPLATE];
    // The finding it was made from, given again: nothing before it changed (DocumentCandidate.analyze).
    // Another from the same origin: the same content at the same positions.
    if (template && (template.finding === f || (sameContent(template.finding, f) && samePositions(doc, offsetsOf(f), template.positions)))) {
      const last = template.diagnostic;
      diagnostics.push({ ...last, data: { ...last.data, version: doc.version } });
      templates.push(template);
      continue;
    }
    const { diagnostic, positions } = convert(doc, f);
    Object.defineProperty(origin, TEMPLATE, { value: { diagnostic, finding: f, positions }, configurable: true, writable: true });
    diagnostics.push(diagnostic);
    templates.push(undefined);
  }
  made.set(diagnostics, { diagnostics: diagnostics.slice(), templates });
  return diagnostics;
}

/** The key `"version":` occurs once in a diagnostic's JSON, in `data` (a quote inside a JSON string is escaped). */
const VERSION_KEY = '"version":';
const COMMA = Buffer.from(',');

/** The UTF-8 JSON of `template`'s diagnostic before and after its `data.version`, or undefined. */
function templateJson(template: Template): Template['json'] {
  if (!template.json) {
    const whole = JSON.stringify(template.diagnostic);
    const marker = VERSION_KEY + String(template.diagnostic.data.version);
    const at = whole.indexOf(marker);
    if (at < 0) return undefined;
    template.json = { head: Buffer.from(whole.slice(0, at + VERSION_KEY.length)), tail: Buffer.from(whole.slice(at + marker.length)) };
  }
  return template.json;
}

/**
 * The UTF-8 JSON of a list of diagnostics without its brackets, as parts: a copy from its
 * template's JSON, the others stringified in runs (one JSON.stringify per diagnostic costs more).
 */
function diagnosticsBytes(list: readonly Diagnostic[], parts: Buffer[]): void {
  const known = made.get(list);
  let run: Diagnostic[] = [];
  let items = 0;
  const add = (...bytes: Buffer[]): void => {
    if (items++ > 0) parts.push(COMMA);
    parts.push(...bytes);
  };
  const flush = (): void => {
    if (run.length > 0) add(Buffer.from(JSON.stringify(run).slice(1, -1)));
    run = [];
  };
  const versions = new Map<number, Buffer>();
  for (let i = 0; i < list.length; i++) {
    const d = list[i];
    const template = known?.diagnostics[i] === d ? known.templates[i] : undefined;
    const json = template && templateJson(template);
    if (!json) {
      run.push(d);
      continue;
    }
    flush();
    const version = (d.data as DiagnosticData).version;
    let digits = versions.get(version);
    if (!digits) versions.set(version, (digits = Buffer.from(String(version))));
    add(json.head, digits, json.tail);
  }
  flush();
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
