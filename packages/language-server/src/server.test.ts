import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { docsUrl } from '@urilint/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CancellationTokenSource, DiagnosticSeverity, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol/node';
import { FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND, type DiagnosticData } from './index.js';
import { fileUri, PULL_CAPABILITIES, PUSH_CAPABILITIES, startServer, until, type Harness } from './test/harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.dispose().catch(() => undefined);
  h = undefined;
});

const JS = [
  'const api = "HTTP://api.example.com:80/v1/a b";',
  'function f() {',
  "  return fetch('https://user:secret@example.com/x');",
  '}',
  '',
].join('\n');

function byRule(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${String(d.code)}@${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`);
}

function action(actions: CodeAction[], title: string | RegExp): CodeAction {
  const found = actions.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
  if (!found) throw new Error(`no action ${String(title)} in ${JSON.stringify(actions.map((a) => a.title))}`);
  return found;
}

describe('initialize', () => {
  it('returns the capabilities', async () => {
    const { PassThrough } = await import('node:stream');
    const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = await import('vscode-languageserver-protocol/node');
    const { createConnection } = await import('vscode-languageserver/node');
    const { createServer } = await import('./index.js');
    const up = new PassThrough();
    const down = new PassThrough();
    const conn = createConnection(new StreamMessageReader(up), new StreamMessageWriter(down));
    createServer(conn);
    conn.listen();
    const client = createProtocolConnection(new StreamMessageReader(down), new StreamMessageWriter(up));
    client.listen();
    const result = (await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} })) as {
      capabilities: Record<string, unknown>;
    };
    expect(result.capabilities.textDocumentSync).toEqual({ openClose: true, change: 2 });
    expect(result.capabilities.hoverProvider).toBe(true);
    expect(result.capabilities.codeActionProvider).toEqual({ codeActionKinds: ['quickfix', FIX_ALL_KIND], resolveProvider: false });
    expect(result.capabilities.diagnosticProvider).toMatchObject({ identifier: 'urilint', interFileDependencies: false });
    expect(result.capabilities.executeCommandProvider).toEqual({ commands: [SHOW_DOCUMENTATION_COMMAND] });
    await client.sendRequest('shutdown');
    client.dispose();
  });
});

describe('push diagnostics', () => {
  it('publishes findings with source, code, docs link, severity and fixes in data', async () => {
    h = await startServer();
    const uri = fileUri('a.js');
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', JS);
    const { diagnostics, version } = await next;
    expect(version).toBe(1);
    expect(byRule(diagnostics)).toEqual([
      'prefer-normalized@0:13-0:17',
      'no-default-port@0:35-0:38',
      'no-unencoded-characters@0:43-0:44',
      'no-credentials@2:29-2:35',
    ]);
    const port = diagnostics[1];
    expect(port).toMatchObject({
      source: 'urilint',
      code: 'no-default-port',
      codeDescription: { href: docsUrl('no-default-port') },
      severity: DiagnosticSeverity.Warning,
    });
    expect(port.data).toEqual({
      ruleId: 'no-default-port',
      version: 1,
      fix: [{ range: { start: { line: 0, character: 35 }, end: { line: 0, character: 38 } }, newText: '' }],
    });
    expect(diagnostics[3].severity).toBe(DiagnosticSeverity.Error);
    expect(diagnostics[3].message).not.toContain('secret');
  });

  it('follows incremental edits and publishes each version once it is analyzed', async () => {
    h = await startServer();
    const uri = fileUri('b.ts');
    const first = h.nextDiagnostics(uri, 1);
    h.open(uri, 'typescript', 'const a: string = "https://example.com/ok";\n');
    expect((await first).diagnostics).toEqual([]);
    const second = h.nextDiagnostics(uri, 2);
    const v = h.change(uri, [{ range: { start: { line: 0, character: 38 }, end: { line: 0, character: 38 } }, text: ':443' }]);
    expect(v).toBe(2);
    expect(h.docs.get(uri)!.getText()).toBe('const a: string = "https://example.com:443/ok";\n');
    expect(byRule((await second).diagnostics)).toEqual(['no-default-port@0:38-0:42']);
  });

  it('takes JSX and TSX', async () => {
    h = await startServer();
    const uri = fileUri('c.tsx');
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'typescriptreact', 'export const A = (p: { n: number }) => <a href="/docs/a b">{p.n as number}</a>;\n');
    expect(byRule((await next).diagnostics)).toEqual(['no-unencoded-characters@0:55-0:56']);
  });

  it('clears the diagnostics of a closed document', async () => {
    h = await startServer();
    const uri = fileUri('d.js');
    const opened = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', JS);
    await opened;
    const cleared = h.nextDiagnostics(uri);
    h.close(uri);
    expect((await cleared).diagnostics).toEqual([]);
    await until(() => h!.server.stats().states === 0 && h!.server.stats().results === 0, 2000, 'state dropped');
  });
});

describe('pull diagnostics', () => {
  it('answers textDocument/diagnostic with a full report, then unchanged for the same result id', async () => {
    h = await startServer({ capabilities: PULL_CAPABILITIES });
    const uri = fileUri('a.js');
    h.open(uri, 'javascript', JS);
    const full = await h.pull(uri);
    expect(full.kind).toBe('full');
    if (full.kind !== 'full') return;
    expect(byRule(full.items)).toHaveLength(4);
    expect(full.resultId).toBeDefined();
    const again = await h.pull(uri, full.resultId);
    expect(again).toEqual({ kind: 'unchanged', resultId: full.resultId });
    h.change(uri, [{ range: { start: { line: 0, character: 35 }, end: { line: 0, character: 38 } }, text: '' }]);
    const after = await h.pull(uri, full.resultId);
    expect(after.kind).toBe('full');
    if (after.kind === 'full') expect(after.items.map((d) => d.code)).not.toContain('no-default-port');
    // a client that pulls gets no pushed diagnostics
    await new Promise((r) => setTimeout(r, 50));
    expect(h.published.filter((p) => p.uri === uri && p.diagnostics.length > 0)).toEqual([]);
  });

  it('honours cancellation', async () => {
    h = await startServer({ capabilities: PULL_CAPABILITIES, serverOptions: { sliceMs: 0, maxDiagnostics: 10_000 } });
    const uri = fileUri('big.js');
    h.open(uri, 'javascript', Array.from({ length: 3000 }, (_, i) => `fetch("http://h${i}.example.com:80/a b");`).join('\n'));
    const source = new CancellationTokenSource();
    const pending = h.client.sendRequest('textDocument/diagnostic', { textDocument: { uri } }, source.token);
    setTimeout(() => source.cancel(), 1);
    await expect(pending).rejects.toMatchObject({ code: -32800 });
    // and answers the next request
    const report = await h.pull(uri);
    expect(report.kind === 'full' && report.items.length).toBe(6000);
  });

  it('answers an empty report for an unknown document', async () => {
    h = await startServer({ capabilities: PULL_CAPABILITIES });
    expect(await h.pull(fileUri('nope.js'))).toEqual({ kind: 'full', items: [] });
  });
});

describe('code actions', () => {
  async function openJs(text: string, name = 'a.js', languageId = 'javascript'): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
    const uri = fileUri(name);
    const next = h!.nextDiagnostics(uri, 1);
    h!.open(uri, languageId, text);
    return { uri, diagnostics: (await next).diagnostics };
  }

  it('offers a quick fix per finding, built from data', async () => {
    h = await startServer();
    const { uri, diagnostics } = await openJs(JS);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const actions = await h.codeActions(uri, port.range, [port]);
    const fix = action(actions, 'Fix this urilint/no-default-port problem');
    expect(fix.kind).toBe('quickfix');
    expect(fix.isPreferred).toBe(true);
    expect(fix.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri, version: 1 } });
    expect(h.apply(fix.edit!).split('\n')[0]).toBe('const api = "HTTP://api.example.com/v1/a b";');
  });

  it('offers one action per suggestion', async () => {
    h = await startServer();
    const { uri, diagnostics } = await openJs(JS);
    const cred = diagnostics.find((d) => d.code === 'no-credentials')!;
    const suggestions = (cred.data as DiagnosticData).suggestions!;
    expect(suggestions.length).toBeGreaterThan(0);
    const actions = await h.codeActions(uri, cred.range, [cred]);
    const suggestion = action(actions, suggestions[0].title);
    expect(h.apply(suggestion.edit!).split('\n')[2]).toBe("  return fetch('https://example.com/x');");
    // no-credentials has no fix
    expect(actions.some((a) => a.title === 'Fix this urilint/no-credentials problem')).toBe(false);
  });

  it('fixes all problems of one rule in the file', async () => {
    h = await startServer();
    const text = 'const a = "http://a.com:80/";\nconst b = "https://b.com:443/x y";\nconst c = "HTTP://c.com:80";\n';
    const { uri, diagnostics } = await openJs(text);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const actions = await h.codeActions(uri, port.range, [port]);
    const all = action(actions, 'Fix all urilint/no-default-port problems');
    expect(all.diagnostics).toHaveLength(3);
    expect(h.apply(all.edit!)).toBe('const a = "http://a.com/";\nconst b = "https://b.com/x y";\nconst c = "HTTP://c.com";\n');
  });

  it('disables the rule for the line with a comment ESLint honours, indented like the line', async () => {
    h = await startServer();
    const { uri, diagnostics } = await openJs(JS);
    const cred = diagnostics.find((d) => d.code === 'no-credentials')!;
    const actions = await h.codeActions(uri, cred.range, [cred]);
    const disable = action(actions, 'Disable urilint/no-credentials for this line');
    const fixed = h.apply(disable.edit!);
    expect(fixed.split('\n').slice(1, 4)).toEqual([
      'function f() {',
      '  // eslint-disable-next-line urilint/no-credentials',
      "  return fetch('https://user:secret@example.com/x');",
    ]);
    // the server honours it too
    const next = h.nextDiagnostics(uri, 2);
    h.replaceAll(uri, fixed);
    expect((await next).diagnostics.map((d) => d.code)).not.toContain('no-credentials');
  });

  it('adds to an existing eslint-disable-next-line comment', async () => {
    h = await startServer();
    const text = '// eslint-disable-next-line urilint/no-default-port\nconst a = "HTTP://a.com:80/";\n';
    const { uri, diagnostics } = await openJs(text);
    expect(diagnostics.map((d) => d.code)).toEqual(['prefer-normalized']);
    const actions = await h.codeActions(uri, diagnostics[0].range, diagnostics);
    const disable = action(actions, 'Disable urilint/prefer-normalized for this line');
    expect(h.apply(disable.edit!)).toBe('// eslint-disable-next-line urilint/no-default-port, urilint/prefer-normalized\nconst a = "HTTP://a.com:80/";\n');
  });

  it('honours eslint-disable blocks, eslint-disable-line and descriptions', async () => {
    h = await startServer();
    const text = [
      '/* eslint-disable urilint/no-default-port -- legacy */',
      'const a = "http://a.com:80/";',
      '/* eslint-enable urilint/no-default-port */',
      'const b = "http://b.com:80/"; // eslint-disable-line',
      'const c = "http://c.com:80/";',
      '// eslint-disable urilint/no-default-port',
      'const d = "http://d.com:80/";',
    ].join('\n');
    const { diagnostics } = await openJs(text);
    expect(diagnostics.map((d) => d.range.start.line)).toEqual([4, 6]);
  });

  it('shows the documentation through window/showDocument (external)', async () => {
    h = await startServer();
    const { uri, diagnostics } = await openJs(JS);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const actions = await h.codeActions(uri, port.range, [port]);
    const docs = action(actions, 'Show documentation for urilint/no-default-port');
    expect(docs.command).toEqual({ title: docs.title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [docsUrl('no-default-port')] });
    const r = await h.client.sendRequest('workspace/executeCommand', { command: docs.command!.command, arguments: docs.command!.arguments });
    expect(r).toEqual({ success: true, url: docsUrl('no-default-port') });
    expect(h.shownDocuments).toEqual([{ uri: docsUrl('no-default-port'), external: true }]);
  });

  it('source.fixAll.urilint applies every non-overlapping fix, like eslint --fix', async () => {
    h = await startServer();
    const { uri } = await openJs(JS);
    const actions = await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], [FIX_ALL_KIND]);
    expect(actions).toHaveLength(1);
    expect(actions[0].kind).toBe(FIX_ALL_KIND);
    expect(h.apply(actions[0].edit!)).toBe(JS.replace('HTTP://api.example.com:80/v1/a b', 'http://api.example.com/v1/a%20b'));
    // `source.fixAll` (the editor's on-save request) matches it too; a plain quickfix request does not.
    expect(await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], ['source.fixAll'])).toHaveLength(1);
    expect(await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], ['quickfix'])).toEqual([]);
  });

  it('uses plain `changes` for clients without documentChanges', async () => {
    h = await startServer({ capabilities: { workspace: { configuration: true } } });
    const { uri, diagnostics } = await openJs(JS);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const fix = action(await h.codeActions(uri, port.range, [port]), /^Fix this/);
    expect(Object.keys(fix.edit!.changes!)).toEqual([uri]);
  });
});

describe('hover', () => {
  it('shows the components without the password, and the normal form', async () => {
    h = await startServer();
    const uri = fileUri('h.js');
    const text = "const u = 'HTTPS://Bob:hunter2@Example.COM:8443/a/./b/../c%7e?q=1#Frag';\n";
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', text);
    await next;
    const hover = await h.hover(uri, 0, 30);
    const md = (hover!.contents as { value: string }).value;
    expect(md).toContain('| scheme | `HTTPS` |');
    expect(md).toContain('| userinfo | `Bob (password hidden)` |');
    expect(md).toContain('| host | `Example.COM` |');
    expect(md).toContain('| port | `8443` |');
    expect(md).toContain('| path | `/a/./b/../c%7e` |');
    expect(md).toContain('| query | `q=1` |');
    expect(md).toContain('| fragment | `Frag` |');
    // A password is an error (no-credentials) that no fix removes: no normal form until it is gone.
    expect(md).toContain('**Normal form** none until the error is fixed (no-credentials)');
    expect(md).not.toContain('hunter2');
    expect(hover!.range).toEqual({ start: { line: 0, character: 11 }, end: { line: 0, character: 70 } });
    expect(await h.hover(uri, 0, 3)).toBeNull();
  });

  it('works in Markdown and JSON', async () => {
    h = await startServer();
    const md = fileUri('r.md');
    h.open(md, 'markdown', 'See [the docs](https://example.com/a/../b).\n');
    const hover = await h.hover(md, 0, 20);
    expect((hover!.contents as { value: string }).value).toContain('**Normal form** `https://example.com/b`');
    const js = fileUri('p.json');
    h.open(js, 'json', '{ "homepage": "https://example.com:443/" }');
    const hj = await h.hover(js, 0, 20);
    expect((hj!.contents as { value: string }).value).toContain('| port | `443` |');
  });
});

describe('languages', () => {
  it('JSON: string values, escapes mapped, keys ignored; fixes keep valid JSON', async () => {
    h = await startServer();
    const uri = fileUri('p.json');
    const text = '{\n  "http://key.com:80/": "http://x.com:80/caf\\u00e9 x",\n  "$schema": "http://json-schema.org/draft-07/schema#"\n}\n';
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'json', text);
    const { diagnostics } = await next;
    expect(byRule(diagnostics)[0]).toBe('no-default-port@1:37-1:40');
    // `\u00e9 x`: the escape's source text and the space (one finding or two, as the core groups them)
    const unencoded = diagnostics.filter((d) => d.code === 'no-unencoded-characters');
    expect([unencoded[0].range.start.character, unencoded.at(-1)!.range.end.character]).toEqual([44, 51]);
    const actions = await h.codeActions(uri, diagnostics[0].range, [], [FIX_ALL_KIND]);
    const fixed = h.apply(actions[0].edit!);
    expect(JSON.parse(fixed)).toEqual({ 'http://key.com:80/': 'http://x.com/caf%C3%A9%20x', $schema: 'http://json-schema.org/draft-07/schema#' });
  });

  it('JSONC: comments and trailing commas; directive comments honoured', async () => {
    h = await startServer();
    const uri = fileUri('tsconfig.json');
    const text = '{\n  // eslint-disable-next-line urilint/no-default-port\n  "a": "http://x.com:80/",\n  "b": "http://y.com:80/", /* c */\n}\n';
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'jsonc', text);
    expect(byRule((await next).diagnostics)).toEqual(['no-default-port@3:20-3:23']);
  });

  it('Markdown: link destinations, definitions and autolinks, escapes mapped', async () => {
    h = await startServer();
    const uri = fileUri('README.md');
    const text = [
      '# Title',
      '',
      'A [link](http://a.com:80/x\\(1\\)) and ![img](<http://b.com/a b.png>) and <HTTP://C.com/>.',
      '',
      '[ref]: https://d.com/caf&eacute;',
      '',
      '```js',
      'fetch("http://e.com:80/")',
      '```',
      '',
      '<!-- eslint-disable-next-line urilint/no-default-port -->',
      'Also [this](http://f.com:80/).',
      '',
    ].join('\n');
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'markdown', text);
    const { diagnostics } = await next;
    expect(byRule(diagnostics)).toEqual([
      'no-default-port@2:21-2:24',
      'no-unencoded-characters@2:59-2:60',
      'prefer-normalized@2:73-2:77',
      'prefer-normalized@2:80-2:81',
      'no-unencoded-characters@4:24-4:32',
    ]);
    const actions = await h.codeActions(uri, diagnostics[0].range, [], [FIX_ALL_KIND]);
    expect(h.apply(actions[0].edit!).split('\n')[2]).toBe('A [link](http://a.com/x\\(1\\)) and ![img](<http://b.com/a%20b.png>) and <http://c.com/>.');
  });
});

describe('configuration', () => {
  it('reads the urilint section of workspace/configuration: rules, severities, presets', async () => {
    h = await startServer({
      configuration: () => ({ rules: { 'no-default-port': 'error', 'urilint/prefer-normalized': 'off', 'no-insecure-scheme': 'warn' } }),
    });
    const uri = fileUri('a.js');
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', 'const a = "HTTP://api.urilint.dev:80/";\n');
    const { diagnostics } = await next;
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['no-insecure-scheme', DiagnosticSeverity.Warning],
      ['no-default-port', DiagnosticSeverity.Error],
    ]);
  });

  it('enable: false and languages limit what is checked', async () => {
    let settings: Record<string, unknown> = { languages: ['json'] };
    h = await startServer({ configuration: () => settings });
    const js = fileUri('a.js');
    const first = h.nextDiagnostics(js, 1);
    h.open(js, 'javascript', JS);
    expect((await first).diagnostics).toEqual([]);
    settings = { enable: false };
    const second = h.nextDiagnostics(js, 1);
    await h.client.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect((await second).diagnostics).toEqual([]);
    settings = {};
    const third = h.nextDiagnostics(js, 1);
    await h.client.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect((await third).diagnostics).toHaveLength(4);
  });

  it('caches settings per document; didChangeConfiguration clears the cache, re-pushes and refreshes pull clients', async () => {
    let asked = 0;
    let rules: Record<string, string> = {};
    h = await startServer({
      capabilities: { ...PUSH_CAPABILITIES, workspace: { ...PUSH_CAPABILITIES.workspace, diagnostics: { refreshSupport: true } } },
      configuration: () => {
        asked++;
        return { rules };
      },
    });
    await until(() => h!.registrations.some((r) => r.method === 'workspace/didChangeConfiguration'), 2000, 'registration');
    const uri = fileUri('a.js');
    const first = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', JS);
    expect((await first).diagnostics).toHaveLength(4);
    for (let i = 0; i < 3; i++) {
      const n = h.nextDiagnostics(uri);
      h.change(uri, [{ range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, text: ' ' }]);
      await n;
    }
    expect(asked).toBe(1);
    rules = { 'no-credentials': 'off' };
    const after = h.nextDiagnostics(uri);
    await h.client.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect((await after).diagnostics.map((d) => d.code)).not.toContain('no-credentials');
    expect(asked).toBe(2);
    expect(h.refreshes).toBe(1);
  });

  it('takes settings from didChangeConfiguration and initializationOptions when the client has no workspace/configuration', async () => {
    h = await startServer({ capabilities: {}, initializationOptions: { settings: { rules: { 'no-default-port': 'off' } } } });
    const uri = fileUri('a.js');
    const first = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', JS);
    expect((await first).diagnostics.map((d) => d.code)).not.toContain('no-default-port');
    const second = h.nextDiagnostics(uri, 1);
    await h.client.sendNotification('workspace/didChangeConfiguration', { settings: { urilint: { rules: { 'no-credentials': 'off' } } } });
    const codes = (await second).diagnostics.map((d) => d.code);
    expect(codes).toContain('no-default-port');
    expect(codes).not.toContain('no-credentials');
  });

  describe('the project ESLint flat config', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const pluginEntry = pathToFileURL(path.resolve(here, '../../eslint-plugin/dist/index.js')).href;
    let dir: string;
    const writeConfig = (rules: Record<string, unknown>): void => {
      writeFileSync(
        path.join(dir, 'eslint.config.mjs'),
        `import urilint from ${JSON.stringify(pluginEntry)};\nexport default [{ files: ['**/*.js'], plugins: { urilint }, rules: ${JSON.stringify(rules)} }];\n`,
      );
    };
    const setup = (): string => {
      dir = mkdtempSync(path.join(tmpdir(), 'urilint-eslint-'));
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
      writeConfig({ 'urilint/no-default-port': 'error' });
      return dir;
    };
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('is used in a trusted workspace (through calculateConfigForFile), and reloaded when it changes', async () => {
      setup();
      h = await startServer({
        rootPath: dir,
        initializationOptions: { workspaceTrusted: true },
        capabilities: { ...PUSH_CAPABILITIES, workspace: { ...PUSH_CAPABILITIES.workspace, didChangeWatchedFiles: { dynamicRegistration: true } } },
        configuration: () => ({ rules: { 'no-default-port': 'off' } }),
      });
      await until(() => h!.registrations.some((r) => r.method === 'workspace/didChangeWatchedFiles'), 2000, 'watcher registration');
      const uri = pathToFileURL(path.join(dir, 'src', 'a.js')).href;
      const first = h.nextDiagnostics(uri, 1, 20_000);
      h.open(uri, 'javascript', JS);
      const d1 = (await first).diagnostics;
      // only the rules the ESLint config turns on, with its severity
      expect(d1.map((d) => [d.code, d.severity])).toEqual([['no-default-port', DiagnosticSeverity.Error]]);
      writeConfig({ 'urilint/no-credentials': 'warn' });
      const second = h.nextDiagnostics(uri, 1, 20_000);
      await h.client.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(path.join(dir, 'eslint.config.mjs')).href, type: 2 }] });
      expect((await second).diagnostics.map((d) => [d.code, d.severity])).toEqual([['no-credentials', DiagnosticSeverity.Warning]]);
      // a file the config does not cover falls back to the editor settings
      const md = pathToFileURL(path.join(dir, 'README.md')).href;
      const third = h.nextDiagnostics(md, 1, 20_000);
      h.open(md, 'markdown', '[x](http://a.com:80/ b)\n');
      expect((await third).diagnostics.map((d) => d.code)).toEqual([]);
    });

    it('is not loaded in an untrusted workspace', async () => {
      setup();
      h = await startServer({ rootPath: dir, configuration: () => null });
      const uri = pathToFileURL(path.join(dir, 'src', 'a.js')).href;
      const first = h.nextDiagnostics(uri, 1);
      h.open(uri, 'javascript', JS);
      expect((await first).diagnostics).toHaveLength(4); // the recommended defaults
    });
  });
});
