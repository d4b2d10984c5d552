/**
 * The pull model's `textDocument/diagnostic` (LSP 3.17) and its refresh.
 *
 * A large document being opened in parts (analysis.ts, PartialAnalysis) is answered
 * progressively: the first pull gets the diagnostics of the top of the document as soon as they
 * are known, under a resultId of their own (`<generation>:<version>:top<n>`); when the analysis
 * is complete the server sends `workspace/diagnostic/refresh`, and the client's next pull gets
 * the complete list (`<generation>:<version>`, or results.ts's diagnosticsId). Only for a client
 * with `workspace.diagnostics.refreshSupport`: any other would keep the top alone until its next
 * pull, so it waits for the complete list.
 *
 * Why not partial results: the document report's partial result (`partialResultToken`,
 * `$/progress`) carries related documents only, never more of the document's own items, and
 * vscode-languageclient sends no token with `textDocument/diagnostic`. A refresh makes the client
 * pull every visible document again: a computed one answers `unchanged` from its cache, one still
 * being opened its newer top, or `unchanged` when there is none.
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
import type { ClientInfo } from './configuration.js';
import { untilCancelled, type DocumentResult, type DocumentResults, type TopOfDocument } from './results.js';

const completeId = (generation: number, version: number): string => `${generation}:${version}`;
const topId = (top: TopOfDocument): string => `${completeId(top.generation, top.version)}:top${top.count}`;

/** Asks a pull client to pull again (after a settings change, or a complete analysis), where it can be asked. */
export function refreshPulledDiagnostics(connection: Pick<Connection, 'languages'>, capabilities: ClientCapabilities): void {
  if (capabilities.workspace?.diagnostics?.refreshSupport) {
    connection.languages.diagnostics.refresh().catch(() => undefined);
  }
}

export class PullDiagnostics {
  /** Documents answered with a top: the `completeId` whose result sends a refresh. */
  private readonly owed = new Map<string, string>();
  /** Documents completed since the last refresh was sent (in this turn of the event loop). */
  private readonly completed = new Set<string>();

  constructor(
    private readonly connection: Pick<Connection, 'languages'>,
    private readonly documents: Pick<TextDocuments<TextDocument>, 'get'>,
    private readonly results: Pick<DocumentResults, 'resultFor' | 'current' | 'top' | 'changed'>,
    private readonly config: ClientInfo,
  ) {}

  /** Whether pulls may be answered with a top: the client can be asked to pull again. */
  private get progressive(): boolean {
    return this.config.capabilities.workspace?.diagnostics?.refreshSupport === true;
  }

  /**
   * The answer to `textDocument/diagnostic`: unchanged, the full list, the top of a document being
   * opened, or "ask again" when the document changed meanwhile.
   */
  async pull(params: DocumentDiagnosticParams, token: CancellationToken): Promise<DocumentDiagnosticReport> {
    const uri = params.textDocument.uri;
    if (!this.documents.get(uri)) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
    // The shared computation of the current version; this request's cancellation only stops the waiting.
    const job = this.results.resultFor(uri);
    if (!this.progressive) return this.complete(params, await untilCancelled(job, token), token);
    for (;;) {
      const result = this.results.current(uri);
      if (result) return this.complete(params, result, token);
      const top = this.results.top(uri);
      if (top) return this.topReport(params, uri, top);
      const outcome = await untilCancelled(Promise.race([job.then((r) => ({ result: r })), this.results.changed(uri).then(() => undefined)]), token);
      if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
      if (outcome) return this.complete(params, outcome.result, token);
    }
  }

  /** A closed document: nothing of it is kept. */
  forget(uri: string): void {
    this.owed.delete(uri);
  }

  /** The settings changed: every result is computed again, and the client is refreshed anyway. */
  clear(): void {
    this.owed.clear();
  }

  /** Documents with a refresh owed (for tests: memory stays bounded). */
  get size(): number {
    return this.owed.size;
  }

  private complete(params: DocumentDiagnosticParams, result: DocumentResult | undefined, token: CancellationToken): DocumentDiagnosticReport {
    if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
    if (!result) {
      // The document changed (or closed) during analysis: ask the client to ask again.
      throw new ResponseError(LSPErrorCodes.ServerCancelled, 'document changed during analysis', { retriggerRequest: true });
    }
    const uri = params.textDocument.uri;
    if (this.owed.get(uri) === completeId(result.generation, result.version)) this.owed.delete(uri); // the client has it: no refresh needed for it
    const resultId = result.diagnosticsId;
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items: result.diagnostics };
  }

  /** The top answered, and a refresh owed for when the version's analysis is complete. */
  private topReport(params: DocumentDiagnosticParams, uri: string, top: TopOfDocument): DocumentDiagnosticReport {
    const version = completeId(top.generation, top.version);
    if (this.owed.get(uri) !== version) {
      this.owed.set(uri, version);
      // (the document is at this version: this is the version's running computation)
      void this.results.resultFor(uri).then(
        (result) => {
          if (!result || completeId(result.generation, result.version) !== version || this.owed.get(uri) !== version) return;
          this.owed.delete(uri);
          this.queueRefresh(uri);
        },
        () => undefined,
      );
    }
    const resultId = topId(top);
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items: top.diagnostics };
  }

  /** One refresh for the documents completed in the same turn of the event loop, unless all of them closed meanwhile. */
  private queueRefresh(uri: string): void {
    this.completed.add(uri);
    if (this.completed.size > 1) return;
    setImmediate(() => {
      const open = [...this.completed].some((u) => this.documents.get(u));
      this.completed.clear();
      if (open) refreshPulledDiagnostics(this.connection, this.config.capabilities);
    });
  }
}
