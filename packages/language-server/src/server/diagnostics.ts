/**
 * The pull model's `textDocument/diagnostic` (LSP 3.17) and its refresh; to-diagnostic.ts turns
 * findings into the diagnostics it answers with.
 */

import {
  DocumentDiagnosticReportKind,
  LSPErrorCodes,
  ResponseError,
  type CancellationToken,
  type ClientCapabilities,
  type Connection,
  type DocumentDiagnosticParams,
  type DocumentDiagnosticReport,
  type TextDocuments,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentResults } from './results.js';

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
