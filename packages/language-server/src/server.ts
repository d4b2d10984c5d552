/**
 * urilint's language server over any LSP connection (SPEC §7): `createServer(connection)` wires
 * the handlers, `connection.listen()` is the caller's (the `bin` or a test). Each concern is a
 * module of server/ that takes what it needs; this file only composes them:
 *
 *   configuration.ts   initialize options, workspace folders, trust, each document's settings
 *   results.ts         each document's analysis, cached per version, computed once, in slices
 *   push.ts            debounced publishDiagnostics for clients that do not pull
 *   diagnostics.ts     textDocument/diagnostic (pull), the top of a large document first, then a refresh
 *   code-actions.ts    quick fixes, fix all, disable comments (disable-comment.ts), workspace/executeCommand
 *   hover-provider.ts  textDocument/hover
 *   lifecycle.ts       initialize result, requests before initialize, unknown methods
 *   log.ts             the log, once per key, and rule failures
 */

import { TextDocuments, type Connection } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_MAX_DIAGNOSTICS } from './limits.js';
import { DidChangeWorkspaceTrustNotification, type DidChangeWorkspaceTrustParams } from './protocol.js';
import { CodeActionProvider, executeCommand } from './server/code-actions.js';
import { Configuration } from './server/configuration.js';
import { PullDiagnostics, refreshPulledDiagnostics } from './server/diagnostics.js';
import { hoverAt } from './server/hover-provider.js';
import { handleUnknownMethods, InitializeGate, initializeResult } from './server/lifecycle.js';
import { ServerLog } from './server/log.js';
import { PushDiagnostics } from './server/push.js';
import { DocumentResults } from './server/results.js';

export interface ServerOptions {
  /** Debounce of push diagnostics after an edit (ms). Default 150; `initializationOptions.debounceMs` overrides it. */
  debounceMs?: number;
  /** Documents longer than this (UTF-16 code units) get no diagnostics and a log line. Default 2 MB. */
  maxDocumentSize?: number;
  /** A long analysis yields to the event loop after this many ms (so that edits and cancellation get through). Default 10. */
  sliceMs?: number;
  /** Diagnostics per document at most; where the analysis stopped, a notice says so (limits.ts). Default 1000. */
  maxDiagnostics?: number;
  /**
   * Told when the client asks to shut down. A connection has one shutdown handler, which the
   * server takes; the bin learns from this that a later end of its input is a clean exit.
   */
  onShutdown?: () => void;
}

export interface UrilintServer {
  /** Open documents with server state (for tests: memory stays bounded). */
  readonly stats: () => { states: number; results: number; settings: number; running: number; jobs: number; pulls: number };
  /** Resolves when no analysis is scheduled or running. */
  readonly idle: () => Promise<void>;
}

export function createServer(connection: Connection, options: ServerOptions = {}): UrilintServer {
  const documents = new TextDocuments(TextDocument);
  const log = new ServerLog(connection);
  const gate = new InitializeGate();
  const config = new Configuration(connection, log);
  const maxDocumentSize = options.maxDocumentSize ?? 2_000_000;
  const limits = { maxDocumentSize, sliceMs: options.sliceMs ?? 10, maxDiagnostics: options.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS };
  const results = new DocumentResults(documents, config, log, limits);
  const push = new PushDiagnostics(connection, documents, results, log, options.debounceMs ?? 150);
  const codeActions = new CodeActionProvider(documents, results, config);
  const pull = new PullDiagnostics(connection, documents, results, config);

  config.onDidChange((reason) => {
    results.clear();
    pull.clear();
    log.info(`urilint: settings changed (${reason}); refreshing diagnostics`);
    refreshPulledDiagnostics(connection, config.capabilities);
    push.scheduleAll();
  });

  // ---- lifecycle and configuration ---------------------------------------------------------
  connection.onInitialize((params) => {
    push.configure(config.initialize(params), config.capabilities);
    if (!gate.isOpen) documents.listen(connection); // (document notifications before this are dropped)
    gate.open();
    return initializeResult();
  });
  connection.onInitialized(
    gate.notification(() => {
      config.registerForChanges();
      const trust = config.trusted ? 'trusted: ESLint config used' : 'not trusted: ESLint config not loaded';
      log.info(`urilint: ready (${push.enabled ? 'push' : 'pull'} diagnostics, workspace ${trust})`);
    }),
  );
  connection.onDidChangeConfiguration(gate.notification((params) => config.didChangeConfiguration(params)));
  connection.onDidChangeWatchedFiles(gate.notification((params) => config.didChangeWatchedFiles(params)));
  connection.onNotification(
    DidChangeWorkspaceTrustNotification.method,
    gate.notification((params: Partial<DidChangeWorkspaceTrustParams> | undefined) => config.didChangeWorkspaceTrust(params)),
  );
  handleUnknownMethods(connection, gate, log);
  connection.onShutdown(
    gate.request(() => {
      push.stop();
      options.onShutdown?.();
    }),
  );

  // ---- documents -----------------------------------------------------------------------------
  documents.onDidChangeContent((e) => push.schedule(e.document.uri));
  documents.onDidClose(({ document: { uri } }) => {
    push.close(uri);
    pull.forget(uri);
    results.forget(uri);
    config.forget(uri);
    log.forgetDocument(uri);
  });

  // ---- features ------------------------------------------------------------------------------
  connection.languages.diagnostics.on(gate.request((params, token) => pull.pull(params, token)));
  connection.onCodeAction(gate.request((params) => codeActions.provide(params)));
  connection.onExecuteCommand(gate.request((params) => executeCommand(params, connection, config)));
  connection.onHover(gate.request((params) => hoverAt(params, { documents, results, settings: config, maxDocumentSize })));

  return {
    stats: () => ({ states: push.size, results: results.size, settings: config.size, running: push.running, jobs: results.runningJobs, pulls: pull.size }),
    idle: () => push.idle(),
  };
}
