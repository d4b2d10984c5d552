/**
 * The server over an in-process LSP connection: what `initialize` answers, and diagnostics pushed
 * (publishDiagnostics) and pulled (textDocument/diagnostic). Code actions, hover, languages and
 * configuration have test files of their own.
 */
import { docsUrl } from '@urilint/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CancellationTokenSource, DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol/node';
import { FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from './index.js';
import { closeServers, fileUri, PULL_CAPABILITIES, startServer, until } from '../tests/support/harness.js';
import { byRule, JS } from '../tests/support/samples.js';

afterEach(closeServers);

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
  it('publishes findings with source, code, docs link and severity, and their fixes in data', async () => {
    const h = await startServer();
    const uri = fileUri('a.js');
    const next = h.openAndPublish(uri, 'javascript', JS);
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
    expect(Object.keys(port)).toEqual(['range', 'severity', 'source', 'code', 'codeDescription', 'message', 'data']);
    expect(diagnostics[3].severity).toBe(DiagnosticSeverity.Error);
    expect(diagnostics[3].message).not.toContain('secret');
  });

  it('follows incremental edits and publishes each version once it is analyzed', async () => {
    const h = await startServer();
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
    const h = await startServer();
    const uri = fileUri('c.tsx');
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'typescriptreact', 'export const A = (p: { n: number }) => <a href="/docs/a b">{p.n as number}</a>;\n');
    expect(byRule((await next).diagnostics)).toEqual(['no-unencoded-characters@0:55-0:56']);
  });

  it('clears the diagnostics of a closed document', async () => {
    const h = await startServer();
    const uri = fileUri('d.js');
    const opened = h.openAndPublish(uri, 'javascript', JS);
    await opened;
    const cleared = h.nextDiagnostics(uri);
    h.close(uri);
    expect((await cleared).diagnostics).toEqual([]);
    await until(() => h.server.stats().states === 0 && h.server.stats().results === 0, 2000, 'state dropped');
  });
});

describe('pull diagnostics', () => {
  it('answers textDocument/diagnostic with a full report, then unchanged for the same result id', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES });
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

  it('answers unchanged after an edit that moved no diagnostic, and the whole list after one that did', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES });
    const uri = fileUri('a.js');
    h.open(uri, 'javascript', JS);
    const first = await h.pull(uri);
    if (first.kind !== 'full') throw new Error('a full report first');
    // a space typed before `function` (line 1): the findings of lines 0 and 2 stand where they stood
    h.change(uri, [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: ' ' }]);
    const unmoved = await h.pull(uri, first.resultId);
    expect(unmoved).toEqual({ kind: 'unchanged', resultId: first.resultId });
    // a space in line 2's indentation moves its findings by a character
    h.change(uri, [{ range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }, text: ' ' }]);
    const moved = await h.pull(uri, first.resultId);
    expect(moved.kind).toBe('full');
    if (moved.kind !== 'full') return;
    expect(moved.resultId).not.toBe(first.resultId);
    const shift = <T extends { range: Diagnostic['range'] }>(d: T): T =>
      d.range.start.line === 2 ? { ...d, range: { start: { ...d.range.start, character: d.range.start.character + 1 }, end: { ...d.range.end, character: d.range.end.character + 1 } } } : d;
    const withoutData = (d: Diagnostic): Diagnostic => ({ ...d, data: undefined });
    expect(moved.items.map(withoutData)).toEqual(first.items.map(shift).map(withoutData));
    // the fixes in data moved with their diagnostics
    const data = (d: Diagnostic): { fix?: Array<{ range: Diagnostic['range'] }> } => d.data as never;
    expect(moved.items.map((d) => data(d).fix)).toEqual(first.items.map((d) => data(d).fix?.map(shift)));
  });

  it('honours cancellation', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES, serverOptions: { sliceMs: 0, maxDiagnostics: 10_000 } });
    const uri = fileUri('big.js');
    h.open(uri, 'javascript', Array.from({ length: 3000 }, (_, i) => `fetch("http://h${i}.example.com:80/a b");`).join('\n'));
    const source = new CancellationTokenSource();
    const pending = h.client.sendRequest('textDocument/diagnostic', { textDocument: { uri } }, source.token);
    setTimeout(() => source.cancel(), 1);
    await expect(pending).rejects.toMatchObject({ code: -32800 });
    // and answers the next request: the top of the document first (it is opened in parts), then, after the refresh, all of it
    const refreshes = h.refreshes;
    let report = await h.pull(uri);
    if (report.kind === 'full' && report.items.length < 6000) {
      await until(() => h.refreshes > refreshes, 10_000, 'the refresh');
      report = await h.pull(uri, report.resultId);
    }
    expect(report.kind === 'full' && report.items.length).toBe(6000);
  });

  it('answers an empty report for an unknown document', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES });
    expect(await h.pull(fileUri('nope.js'))).toEqual({ kind: 'full', items: [] });
  });
});
