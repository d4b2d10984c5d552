/**
 * The client's wiring, against a mocked `vscode` and `vscode-languageclient/node`: how the server
 * is started, what it is told at initialization, workspace trust, the fix-all command. The real
 * editor is exercised by test/e2e/vscode.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGE_IDS } from '@urilint/language-server/protocol';
import * as h from './test/vscode-mock.js';

vi.mock('vscode', async () => (await import('./test/vscode-mock.js')).vscode);
vi.mock('vscode-languageclient/node', async () => (await import('./test/vscode-mock.js')).languageclient);

const ext = await import('./extension.js');

function context() {
  return { subscriptions: [] as Array<{ dispose(): unknown }>, asAbsolutePath: (p: string) => `/ext/${p}` };
}

function edit(entries: Array<[string, unknown[]]>) {
  return { size: entries.length, entries: () => entries };
}

function document(languageId = 'javascript') {
  return { uri: 'file:///w/api.js', languageId, lineCount: 3, lineAt: (line: number) => ({ range: { end: { line, character: 5 } } }) };
}

beforeEach(() => {
  Object.assign(h.state, {
    trusted: false, config: {}, eslintConfig: {}, extensions: [], extensionChange: [], watchers: [], workspaceFolder: undefined, textDocuments: [],
    executed: [], codeActions: [], applied: [], grantTrust: [], configChange: [], clients: [], statusMessages: [], logged: [],
  });
  h.state.commands.clear();
  h.state.activeTextEditor = undefined;
});

describe('activate', () => {
  it('starts the bundled server over stdio with the workspace trust and an output channel', async () => {
    h.state.trusted = false;
    const ctx = context();
    await ext.activate(ctx as never);
    const [client] = h.state.clients;
    expect(client.id).toBe('urilint'); // so vscode-languageclient reads urilint.trace.server
    expect(client.started).toBe(true);
    expect(client.serverOptions.run).toEqual({ module: '/ext/dist/server.cjs', transport: 0 }); // TransportKind.stdio
    expect(client.serverOptions.debug.transport).toBe(0);
    expect(client.clientOptions.initializationOptions).toEqual({ workspaceTrusted: false });
    expect(client.clientOptions.outputChannel).toMatchObject({ name: 'urilint', options: { log: true } });
    const languages = new Set(client.clientOptions.documentSelector.map((s) => s.language));
    expect([...languages]).toEqual([...SUPPORTED_LANGUAGE_IDS]);
    expect(h.state.commands.has('urilint.fixAll')).toBe(true);
    expect(ctx.subscriptions.length).toBeGreaterThanOrEqual(4);

    // Trust granted later: the server is told, and only then loads the ESLint config.
    expect(client.notifications).toEqual([]);
    for (const l of h.state.grantTrust) l();
    expect(client.notifications).toEqual([['urilint/didChangeWorkspaceTrust', { trusted: true }]]);

    await ext.deactivate();
    expect(client.stopped).toBe(true);
  });

  it('passes workspaceTrusted: true in a trusted workspace', async () => {
    h.state.trusted = true;
    await ext.activate(context() as never);
    expect(h.state.clients[0].clientOptions.initializationOptions).toEqual({ workspaceTrusted: true });
    await ext.deactivate();
  });

  it('keeps the command palette context key in step with urilint.enable and urilint.languages', async () => {
    h.state.config = { enable: true, languages: ['markdown', 'cobol'] };
    await ext.activate(context() as never);
    expect(h.state.executed).toContainEqual(['setContext', 'urilint.languages', ['markdown']]);
    h.state.config = { enable: false };
    for (const l of h.state.configChange) l({ affectsConfiguration: (s: string) => s === 'urilint' });
    expect(h.state.executed.at(-1)).toEqual(['setContext', 'urilint.languages', []]);
    await ext.deactivate();
  });
});

describe('urilint.fixAll', () => {
  it('requests source.fixAll.urilint for the whole document and applies its edit', async () => {
    await ext.activate(context() as never);
    const fix = edit([['file:///w/api.js', [{ newText: 'x' }]]]);
    h.state.codeActions = [
      { kind: new h.vscode.CodeActionKind('quickfix'), edit: edit([['file:///w/api.js', [{}]]]) },
      { kind: new h.vscode.CodeActionKind('source.fixAll.urilint'), edit: fix },
    ];
    h.state.activeTextEditor = { document: document() };
    await h.state.commands.get('urilint.fixAll')!();
    const request = h.state.executed.find((a) => a[0] === 'vscode.executeCodeActionProvider')!;
    expect(request[1]).toBe('file:///w/api.js');
    expect(request[2]).toMatchObject({ start: { line: 0, character: 0 }, end: { line: 2, character: 5 } });
    expect(request[3]).toBe('source.fixAll.urilint');
    expect(h.state.applied).toEqual([fix]);
    expect(h.state.statusMessages).toEqual(['urilint: fixed the URLs in this file']);
    await ext.deactivate();
  });

  it('says so when there is nothing to fix, and skips other languages', async () => {
    await ext.activate(context() as never);
    h.state.codeActions = [{ kind: new h.vscode.CodeActionKind('source.fixAll.urilint'), edit: edit([['file:///w/api.js', []]]) }];
    h.state.activeTextEditor = { document: document() };
    await h.state.commands.get('urilint.fixAll')!();
    expect(h.state.applied).toEqual([]);
    expect(h.state.statusMessages).toEqual(['urilint: nothing to fix']);

    h.state.activeTextEditor = { document: document('python') };
    h.state.executed = [];
    await h.state.commands.get('urilint.fixAll')!();
    expect(h.state.executed).toEqual([]);
    expect(h.vscode.window.showInformationMessage).toHaveBeenCalledWith('urilint does not check python files.');
    await ext.deactivate();
  });
});
