/**
 * The LSP lifecycle (LSP 3.17, "Initialize Request", "Shutdown Request"): what the server
 * answers to `initialize`, and what it does with messages before it or with methods it does not
 * know.
 */

import { CodeActionKind, ErrorCodes, ResponseError, TextDocumentSyncKind, type Connection, type InitializeResult } from 'vscode-languageserver/node';
import { DIAGNOSTIC_SOURCE, FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from '../protocol.js';
import type { ServerLog } from './log.js';

/** Until `initialize` is answered, requests get ServerNotInitialized and notifications are dropped. */
export class InitializeGate {
  private initialized = false;

  get isOpen(): boolean {
    return this.initialized;
  }

  open(): void {
    this.initialized = true;
  }

  /** `handler`, answering ServerNotInitialized before `initialize`. */
  request<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      if (!this.initialized) throw new ResponseError(ErrorCodes.ServerNotInitialized, 'The server is not initialized: the client must send "initialize" first.');
      return handler(...args);
    };
  }

  /** `handler`, dropping notifications before `initialize` (`exit` is the library's own). */
  notification<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
    return (...args) => {
      if (this.initialized) handler(...args);
    };
  }
}

/** The answer to `initialize`. */
export function initializeResult(): InitializeResult {
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      hoverProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false },
      executeCommandProvider: { commands: [SHOW_DOCUMENTATION_COMMAND] },
      diagnosticProvider: { identifier: DIAGNOSTIC_SOURCE, interFileDependencies: false, workspaceDiagnostics: false },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'urilint-language-server' },
  };
}

/** Unknown methods: a log line; a request also gets MethodNotFound. */
export function handleUnknownMethods(connection: Pick<Connection, 'onNotification' | 'onRequest'>, gate: InitializeGate, log: ServerLog): void {
  connection.onNotification((method: string) => {
    if (!gate.isOpen) log.once(`early:${method}`, `urilint: dropped ${method}, sent before initialize`);
    else if (!method.startsWith('$/')) log.info(`urilint: ignoring unknown notification ${method}`);
  });
  connection.onRequest(
    gate.request((method: string) => {
      log.info(`urilint: unknown request ${method}`);
      throw new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`);
    }),
  );
}
