/**
 * Findings as LSP diagnostics. Each diagnostic carries its fix and suggestions in `data`, as text
 * edits (SPEC §7), so that a code action needs no re-analysis. The edits are right for the text
 * the diagnostic was made from: a code action uses them only while the document's current
 * diagnostics hold the same diagnostic, with the same data (currentData).
 */

import { isDeepStrictEqual } from 'node:util';
import { docsUrl } from '@urilint/core';
import { DiagnosticSeverity, type Diagnostic, type TextEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceEdit, SourceFinding } from '../languages/types.js';
import { DIAGNOSTIC_SOURCE } from '../protocol.js';

/** What a urilint diagnostic carries in `data`. */
export interface DiagnosticData {
  fix?: TextEdit[];
  suggestions?: Array<{ message: string; edits: TextEdit[] }>;
}

export function toRange(doc: Pick<TextDocument, 'positionAt'>, range: readonly [number, number]): Diagnostic['range'] {
  return { start: doc.positionAt(range[0]), end: doc.positionAt(range[1]) };
}

export function toTextEdits(doc: Pick<TextDocument, 'positionAt'>, edits: readonly SourceEdit[]): TextEdit[] {
  return edits.map((e) => ({ range: toRange(doc, e.range), newText: e.text }));
}

/** The diagnostic of `f` in `doc`, with its fix and suggestions in `data`. */
export function toDiagnostic(doc: Pick<TextDocument, 'positionAt'>, f: SourceFinding): Diagnostic {
  const data: DiagnosticData = {};
  if (f.fix) data.fix = toTextEdits(doc, f.fix);
  if (f.suggestions?.length) data.suggestions = f.suggestions.map((s) => ({ message: s.message, edits: toTextEdits(doc, s.edits) }));
  return {
    range: toRange(doc, f.range),
    severity: f.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: DIAGNOSTIC_SOURCE,
    code: f.ruleId,
    codeDescription: { href: docsUrl(f.ruleId) },
    message: f.message,
    data,
  };
}

/** Whether `diagnostic` is one of a finding's (the truncation notice has no rule, so no `code`). */
export function isUrilintDiagnostic(diagnostic: Diagnostic): diagnostic is Diagnostic & { code: string } {
  return diagnostic.source === DIAGNOSTIC_SOURCE && typeof diagnostic.code === 'string';
}

/**
 * The data of `diagnostic` when `current` (the document's diagnostics now) holds it unchanged:
 * its edits are then right for the text as it is; else undefined (the finding moved or is gone).
 */
export function currentData(diagnostic: Diagnostic, current: readonly Diagnostic[]): DiagnosticData | undefined {
  if (!diagnostic.data || typeof diagnostic.data !== 'object') return undefined;
  const { start } = diagnostic.range;
  const same = current.some((d) => d.range.start.line === start.line && d.code === diagnostic.code && isDeepStrictEqual(plain(d), plain(diagnostic)));
  return same ? (diagnostic.data as DiagnosticData) : undefined;
}

/** The fields a diagnostic is compared by (a client may add others). */
function plain(d: Diagnostic): Partial<Diagnostic> {
  return { range: d.range, severity: d.severity, source: d.source, code: d.code, message: d.message, data: d.data };
}

/** Whether two lists of diagnostics say the same: a pull client holding one is answered `unchanged`. */
export function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && a.every((d, i) => isDeepStrictEqual(d, b[i]));
}
