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
    clientOptions: { initializationOptions: unknown; outputChannel: unknown; documentSelector: Array<{ language: string }> };
    notifications: unknown[][];
    started: boolean;
    stopped: boolean;
  }>,
  statusMessages: [] as string[],
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
    createOutputChannel: vi.fn((name: string, options: unknown) => ({ name, options, dispose: () => undefined })),
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
    getConfiguration: vi.fn(() => ({ get: (key: string) => state.config[key] })),
    onDidChangeConfiguration: (l: Listener) => (state.configChange.push(l), disposable),
    onDidGrantWorkspaceTrust: (l: Listener) => (state.grantTrust.push(l), disposable),
    applyEdit: vi.fn(async (edit: unknown) => (state.applied.push(edit), true)),
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
  async sendNotification(method: string, params: unknown): Promise<void> {
    this.notifications.push([method, params]);
  }
}

/** `vscode-languageclient/node` as the extension uses it. */
export const languageclient = { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };
