/**
 * A mocked `vscode` and `vscode-languageclient/node` for extension.test.ts: what the extension
 * registers, runs, applies and sends is recorded in `state`.
 */
import { vi } from 'vitest';

export type Listener = (...args: unknown[]) => unknown;
class CodeActionKind {
  static Empty = new CodeActionKind('');
  constructor(readonly value: string) {}
  append(part: string): CodeActionKind {
    return new CodeActionKind(this.value ? `${this.value}.${part}` : part);
  }
  contains(other: CodeActionKind): boolean {
    return this.value === other.value || other.value.startsWith(this.value + '.');
  }
}
export const state = {
  trusted: false,
  config: {} as Record<string, unknown>,
  /** The `eslint` section (the ESLint extension's settings). */
  eslintConfig: {} as Record<string, unknown>,
  /** The ids of the installed, enabled extensions (`vscode.extensions.getExtension`). */
  extensions: [] as string[],
  extensionChange: [] as Listener[],
  watchers: [] as Array<{ glob: string; change: Listener[] }>,
  workspaceFolder: undefined as { uri: { scheme: string; fsPath: string } } | undefined,
  textDocuments: [] as Array<{ uri: { toString(): string }; languageId: string }>,
  commands: new Map<string, Listener>(),
  executed: [] as unknown[][],
  codeActions: [] as unknown[],
  applied: [] as unknown[],
  grantTrust: [] as Listener[],
  configChange: [] as Listener[],
  activeTextEditor: undefined as unknown,
  clients: [] as Array<{
    id: string;
    name: string;
    serverOptions: { run: unknown; debug: { transport: number } };
    clientOptions: { initializationOptions: unknown; outputChannel: unknown; documentSelector: Array<{ language: string }>; middleware?: Record<string, Listener> };
    notifications: unknown[][];
    refreshes: number;
    started: boolean;
    stopped: boolean;
  }>,
  statusMessages: [] as string[],
  logged: [] as string[],
};
const disposable = { dispose: () => undefined };
export const vscode = {
  CodeActionKind,
  Position: class {
    constructor(
      readonly line: number,
      readonly character: number,
    ) {}
  },
  Range: class {
    constructor(
      readonly start: unknown,
      readonly end: unknown,
    ) {}
  },
  window: {
    createOutputChannel: vi.fn((name: string, options: unknown) => ({ name, options, info: (m: string) => state.logged.push(m), dispose: () => undefined })),
    get activeTextEditor() {
      return state.activeTextEditor;
    },
    showInformationMessage: vi.fn(),
    setStatusBarMessage: vi.fn((m: string) => state.statusMessages.push(m)),
  },
  workspace: {
    get isTrusted() {
      return state.trusted;
    },
    getConfiguration: vi.fn((section?: string) => ({ get: (key: string) => (section === 'eslint' ? state.eslintConfig : state.config)[key] })),
    getWorkspaceFolder: () => state.workspaceFolder,
    get textDocuments() {
      return state.textDocuments;
    },
    createFileSystemWatcher: (glob: string) => {
      const change: Listener[] = [];
      state.watchers.push({ glob, change });
      const on = (l: Listener) => (change.push(l), disposable);
      return { onDidChange: on, onDidCreate: on, onDidDelete: on, dispose: () => undefined };
    },
    onDidChangeConfiguration: (l: Listener) => (state.configChange.push(l), disposable),
    onDidGrantWorkspaceTrust: (l: Listener) => (state.grantTrust.push(l), disposable),
    applyEdit: vi.fn(async (edit: unknown) => (state.applied.push(edit), true)),
  },
  extensions: {
    getExtension: (id: string) => (state.extensions.includes(id) ? { id, isActive: true } : undefined),
    onDidChange: (l: Listener) => (state.extensionChange.push(l), disposable),
  },
  commands: {
    registerCommand: (id: string, l: Listener) => (state.commands.set(id, l), disposable),
    executeCommand: vi.fn(async (...args: unknown[]) => {
      state.executed.push(args);
      if (args[0] === 'vscode.executeCodeActionProvider') return state.codeActions;
      return undefined;
    }),
  },
};
export class LanguageClient {
  notifications: unknown[][] = [];
  refreshes = 0;
  started = false;
  stopped = false;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly serverOptions: unknown,
    readonly clientOptions: unknown,
  ) {
    state.clients.push(this as never);
  }
  async start(): Promise<void> {
    this.started = true;
  }
  async stop(): Promise<void> {
    this.stopped = true;
  }
  isRunning(): boolean {
    return this.started && !this.stopped;
  }
  getFeature(method: string): { refresh(): void } | undefined {
    return method === 'textDocument/diagnostic' ? { refresh: () => void this.refreshes++ } : undefined;
  }
  async sendNotification(method: string, params: unknown): Promise<void> {
    this.notifications.push([method, params]);
  }
}

/** `vscode-languageclient/node` as the extension uses it. */
export const languageclient = { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };
