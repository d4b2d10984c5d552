/**
 * Findings as LSP diagnostics, and the pull model's `textDocument/diagnostic` (LSP 3.17). A
 * diagnostic carries its fix and suggestions in `data`, so that code actions need no
 * re-analysis (as vscode-eslint's).
 */

import { docsUrl } from '@urilint/core';
import {
  DiagnosticSeverity,
  DocumentDiagnosticReportKind,
  LSPErrorCodes,
  ResponseError,
  type CancellationToken,
  type ClientCapabilities,
  type Connection,
  type Diagnostic,
  type DocumentDiagnosticParams,
  type DocumentDiagnosticReport,
  type TextDocuments,
  type TextEdit,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceEdit, SourceFinding } from '../languages/types.js';
import { DIAGNOSTIC_SOURCE } from '../protocol.js';
import type { DocumentResults } from './results.js';

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

/** The answer to `textDocument/diagnostic`: unchanged, the full list, or "ask again" when the document changed meanwhile. */
export async function pullDiagnostics(
  params: DocumentDiagnosticParams,
  token: CancellationToken,
  documents: Pick<TextDocuments<TextDocument>, 'get'>,
  results: Pick<DocumentResults, 'resultFor'>,
): Promise<DocumentDiagnosticReport> {
  const uri = params.textDocument.uri;
  if (!documents.get(uri)) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
  const result = await results.resultFor(uri, token);
  if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
  if (!result) {
    // The document changed (or closed) during analysis: ask the client to ask again.
    throw new ResponseError(LSPErrorCodes.ServerCancelled, 'document changed during analysis', { retriggerRequest: true });
  }
  const resultId = `${result.generation}:${result.version}`;
  if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
  return { kind: DocumentDiagnosticReportKind.Full, resultId, items: result.diagnostics };
}

/** Asks a pull client to pull again (after a settings change), where it can be asked. */
export function refreshPulledDiagnostics(connection: Pick<Connection, 'languages'>, capabilities: ClientCapabilities): void {
  if (capabilities.workspace?.diagnostics?.refreshSupport) {
    connection.languages.diagnostics.refresh().catch(() => undefined);
  }
}
