/**
 * An LSP client and the server in one process, over a pair of streams (after vscode-stylelint's
 * test/integration/connection-manager.ts): the server side is `createConnection(reader, writer)`
 * as an editor's transport would give it, the client side a plain vscode-jsonrpc connection.
 */

import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type CodeAction,
  type Diagnostic,
  type DocumentDiagnosticReport,
  type Hover,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type Range,
  type TextDocumentContentChangeEvent,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { createConnection } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createServer, logReaderErrors, type ServerOptions, type UrilintServer } from '../../src/index.js';
import { ResynchronizingMessageReader } from '../../src/transport.js';

export const PUSH_CAPABILITIES: ClientCapabilities = {
  workspace: { configuration: true, workspaceEdit: { documentChanges: true }, didChangeConfiguration: { dynamicRegistration: true } },
  window: { showDocument: { support: true } },
};

export const PULL_CAPABILITIES: ClientCapabilities = {
  ...PUSH_CAPABILITIES,
  workspace: { ...PUSH_CAPABILITIES.workspace, diagnostics: { refreshSupport: true } },
  textDocument: { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } },
};

export interface StartOptions {
  capabilities?: ClientCapabilities;
  initializationOptions?: Record<string, unknown>;
  serverOptions?: ServerOptions;
  /** The `urilint` section answered to workspace/configuration (per scope URI). */
  configuration?: (scopeUri: string | undefined) => unknown;
  rootPath?: string;
}

export interface Harness {
  client: ProtocolConnection;
  server: UrilintServer;
  /** Raw input of the server (to write broken frames). */
  serverInput: PassThrough;
  /** Raw output of the server, written as the bin writes it (its JSON encoder). */
  serverOutput: PassThrough;
  logs: string[];
  published: PublishDiagnosticsParams[];
  shownDocuments: Array<{ uri: string; external?: boolean }>;
  refreshes: number;
  registrations: Array<{ method: string; registerOptions?: unknown }>;
  docs: Map<string, TextDocument>;
  open(uri: string, languageId: string, text: string): void;
  /** Opens a document (version 1); resolves with its first publishDiagnostics. */
  openAndPublish(uri: string, languageId: string, text: string): Promise<PublishDiagnosticsParams>;
  change(uri: string, changes: TextDocumentContentChangeEvent[]): number;
  replaceAll(uri: string, text: string): number;
  close(uri: string): void;
  /** The next publishDiagnostics for `uri` (at `version` when given) after now. */
  nextDiagnostics(uri: string, version?: number, timeoutMs?: number): Promise<PublishDiagnosticsParams>;
  pull(uri: string, previousResultId?: string): Promise<DocumentDiagnosticReport>;
  codeActions(uri: string, range: Range, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]>;
  hover(uri: string, line: number, character: number): Promise<Hover | null>;
  /** Applies a workspace edit to the client-side copy; returns the new text. */
  apply(edit: WorkspaceEdit): string;
  dispose(): Promise<void>;
}

export function fileUri(name: string, root = '/virtual'): string {
  return pathToFileURL(`${root}/${name}`).href;
}

type Registration = { method: string; registerOptions?: unknown };

/** The client side: records what the server sends, answers its requests, and keeps its own copy of each document. */
class InProcessHarness implements Harness {
  readonly logs: string[] = [];
  readonly published: PublishDiagnosticsParams[] = [];
  readonly shownDocuments: Array<{ uri: string; external?: boolean }> = [];
  refreshes = 0;
  readonly registrations: Registration[] = [];
  readonly docs = new Map<string, TextDocument>();
  private readonly waiters: Array<{ uri: string; version?: number; resolve: (p: PublishDiagnosticsParams) => void }> = [];

  constructor(
    readonly client: ProtocolConnection,
    readonly server: UrilintServer,
    readonly serverInput: PassThrough,
    readonly serverOutput: PassThrough,
    configuration: StartOptions['configuration'],
  ) {
    client.onNotification('window/logMessage', (p: { message: string }) => this.logs.push(p.message));
    client.onNotification('window/showMessage', (p: { message: string }) => this.logs.push(p.message));
    client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => this.received(p));
    client.onRequest('workspace/configuration', (p: { items: Array<{ scopeUri?: string; section?: string }> }) =>
      p.items.map((item) => (configuration ? configuration(item.scopeUri) : null)),
    );
    client.onRequest('client/registerCapability', (p: { registrations: Registration[] }) => {
      this.registrations.push(...p.registrations);
      return null;
    });
    client.onRequest('window/showDocument', (p: { uri: string; external?: boolean }) => {
      this.shownDocuments.push(p);
      return { success: true };
    });
    client.onRequest('workspace/diagnostic/refresh', () => {
      this.refreshes++;
      return null;
    });
  }

  private received(p: PublishDiagnosticsParams): void {
    this.published.push(p);
    if (this.published.length > 5000) this.published.splice(0, 2500);
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const w = this.waiters[i];
      if (w.uri === p.uri && (w.version === undefined || w.version === p.version)) {
        this.waiters.splice(i, 1);
        w.resolve(p);
      }
    }
  }

  openAndPublish(uri: string, languageId: string, text: string): Promise<PublishDiagnosticsParams> {
    const published = this.nextDiagnostics(uri, 1);
    this.open(uri, languageId, text);
    return published;
  }

  open(uri: string, languageId: string, text: string): void {
    this.docs.set(uri, TextDocument.create(uri, languageId, 1, text));
    void this.client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
  }

  change(uri: string, changes: TextDocumentContentChangeEvent[]): number {
    const doc = this.docs.get(uri)!;
    const next = TextDocument.update(doc, changes, doc.version + 1);
    this.docs.set(uri, next);
    void this.client.sendNotification('textDocument/didChange', { textDocument: { uri, version: next.version }, contentChanges: changes });
    return next.version;
  }

  replaceAll(uri: string, text: string): number {
    return this.change(uri, [{ text }]);
  }

  close(uri: string): void {
    this.docs.delete(uri);
    void this.client.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  nextDiagnostics(uri: string, version?: number, timeoutMs = 10_000): Promise<PublishDiagnosticsParams> {
    return new Promise<PublishDiagnosticsParams>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri}${version !== undefined ? ` v${version}` : ''}`)), timeoutMs);
      this.waiters.push({
        uri,
        version,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      });
    });
  }

  pull(uri: string, previousResultId?: string): Promise<DocumentDiagnosticReport> {
    return this.client.sendRequest('textDocument/diagnostic', { textDocument: { uri }, ...(previousResultId ? { previousResultId } : {}) });
  }

  codeActions(uri: string, range: Range, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]> {
    return this.client.sendRequest('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics, ...(only ? { only } : {}) } });
  }

  hover(uri: string, line: number, character: number): Promise<Hover | null> {
    return this.client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } });
  }

  apply(edit: WorkspaceEdit): string {
    const byUri = new Map<string, TextEdit[]>();
    for (const change of edit.documentChanges ?? []) {
      if ('textDocument' in change) byUri.set(change.textDocument.uri, change.edits as TextEdit[]);
    }
    for (const [uri, edits] of Object.entries(edit.changes ?? {})) byUri.set(uri, edits);
    let last = '';
    for (const [uri, edits] of byUri) {
      const doc = this.docs.get(uri)!;
      last = TextDocument.applyEdits(doc, edits);
    }
    return last;
  }

  async dispose(): Promise<void> {
    await this.client.sendRequest('shutdown');
    this.client.dispose();
    this.serverInput.end();
    this.serverOutput.end();
  }
}

/** The servers startServer has started and closeServers has not closed yet. */
const running = new Set<Harness>();

/**
 * Shuts down every server started since the last call, whatever state its test left it in: a
 * test file's `afterEach(closeServers)`.
 */
export async function closeServers(): Promise<void> {
  const started = [...running];
  running.clear();
  await Promise.all(started.map((s) => s.dispose().catch(() => undefined)));
}

export async function startServer(options: StartOptions = {}): Promise<Harness> {
  const up = new PassThrough();
  const down = new PassThrough();
  // The reader the binary uses on stdio (bin.ts), so that broken frames are handled as there.
  const serverReader = new ResynchronizingMessageReader(up);
  const serverConnection = createConnection(serverReader, new StreamMessageWriter(down));
  logReaderErrors(serverReader, serverConnection);
  const server = createServer(serverConnection, { debounceMs: 10, ...options.serverOptions });
  serverConnection.listen();

  const client = createProtocolConnection(new StreamMessageReader(down), new StreamMessageWriter(up));
  const harness = new InProcessHarness(client, server, up, down, options.configuration);
  running.add(harness);
  client.listen();

  const rootUri = options.rootPath ? pathToFileURL(options.rootPath).href : null;
  await client.sendRequest('initialize', {
    processId: null,
    rootUri,
    workspaceFolders: rootUri ? [{ uri: rootUri, name: 'root' }] : null,
    capabilities: options.capabilities ?? PUSH_CAPABILITIES,
    initializationOptions: options.initializationOptions,
  });
  await client.sendNotification('initialized', {});
  return harness;
}

/** Waits until `predicate` holds (polling), or fails after `timeoutMs`. */
export async function until(predicate: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const t0 = Date.now();
  while (!predicate()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
