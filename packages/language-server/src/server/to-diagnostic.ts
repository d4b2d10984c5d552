/**
 * Findings as LSP diagnostics. A diagnostic carries its fix and suggestions in `data`, so that
 * code actions need no re-analysis (as vscode-eslint's).
 */

import { docsUrl } from '@urilint/core';
import { DiagnosticSeverity, type Diagnostic, type TextEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceEdit, SourceFinding } from '../languages/types.js';
import { DIAGNOSTIC_SOURCE } from '../protocol.js';

/** What a diagnostic carries in `data`, so that code actions need no re-analysis. */
export interface DiagnosticData {
  ruleId: string;
  /** The document version the edits apply to. */
  version: number;
  fix?: TextEdit[];
  suggestions?: Array<{ title: string; edits: TextEdit[] }>;
}

export function toRange(doc: TextDocument, range: readonly [number, number]): Diagnostic['range'] {
  return { start: doc.positionAt(range[0]), end: doc.positionAt(range[1]) };
}

export function toTextEdits(doc: TextDocument, edits: readonly SourceEdit[]): TextEdit[] {
  return edits.map((e) => ({ range: toRange(doc, e.range), newText: e.text }));
}

export function toDiagnostic(doc: TextDocument, f: SourceFinding): Diagnostic {
  const data: DiagnosticData = { ruleId: f.ruleId, version: doc.version };
  if (f.fix) data.fix = toTextEdits(doc, f.fix);
  if (f.suggestions) data.suggestions = f.suggestions.map((s) => ({ title: s.message, edits: toTextEdits(doc, s.edits) }));
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

/** Whether `diagnostic` is one of ours, with the data the server put in it. */
export function isUrilintDiagnostic(diagnostic: Diagnostic): diagnostic is Diagnostic & { data: DiagnosticData } {
  return diagnostic.source === DIAGNOSTIC_SOURCE && !!diagnostic.data && typeof (diagnostic.data as DiagnosticData).ruleId === 'string';
}
