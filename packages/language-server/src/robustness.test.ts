/**
 * Bad input never takes the server down: broken frames, unknown methods, huge, binary and
 * unparsable documents, edit storms, documents closed mid-analysis. After each, the server still
 * answers, and memory stays bounded.
 */

import { PassThrough } from 'node:stream';
import { getRule } from '@urilint/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { createConnection } from 'vscode-languageserver/node';
import { plantedError } from '../../../test/support/planted.js';
import { createServer } from './index.js';
import { closeServers, fileUri, PULL_CAPABILITIES, startServer, until, type Harness } from '../tests/support/harness.js';
import { ResynchronizingMessageReader } from './transport.js';

afterEach(closeServers);

/** The server still answers: a hover request on an open document. */
async function answers(harness: Harness): Promise<void> {
  const uri = fileUri('alive.js');
  if (!harness.docs.has(uri)) harness.open(uri, 'javascript', 'const u = "https://example.com/";\n');
  const hover = await harness.hover(uri, 0, 15);
  expect(hover).not.toBeNull();
}

describe('broken messages', () => {
  it('logs a frame without Content-Length, a body that is not JSON, and goes on', async () => {
    const h = await startServer();
    h.serverInput.write('Content-Type: nonsense\r\n\r\n');
    await until(() => h.logs.some((l) => /unreadable message/.test(l)), 3000, 'log of a frame without Content-Length');
    const body = '{"jsonrpc":"2.0","method":';
    h.serverInput.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await until(() => h.logs.filter((l) => /unreadable message/.test(l)).length >= 2, 3000, 'log of a bad body');
    await answers(h);
  });

  it('answers an unknown request with MethodNotFound and logs unknown notifications', async () => {
    const h = await startServer();
    await expect(h.client.sendRequest('urilint/doesNotExist', {})).rejects.toMatchObject({ code: -32601 });
    await h.client.sendNotification('urilint/nothingHere', {});
    await until(() => h.logs.some((l) => l.includes('urilint/nothingHere')), 3000, 'log of an unknown notification');
    expect(h.logs.some((l) => l.includes('urilint/doesNotExist'))).toBe(true);
    await answers(h);
  });

  it('survives requests with bad params', async () => {
    const h = await startServer();
    await h.client.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///nope.js' }, position: { line: 0, character: 0 } });
    await h.client.sendRequest('textDocument/codeAction', {
      textDocument: { uri: fileUri('nope.js') },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [{ source: 'urilint', data: { bogus: true }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, message: '' }] },
    });
    await expect(h.client.sendRequest('workspace/executeCommand', { command: 'urilint.showDocumentation', arguments: [42] })).rejects.toMatchObject({
      code: -32602,
    });
    await answers(h);
  });
});

describe('before initialize (LSP 3.17, "Initialize Request")', () => {
  it('a request gets ServerNotInitialized (-32002), a notification is dropped; after initialize, all is well', async () => {
    const up = new PassThrough();
    const down = new PassThrough();
    const serverConnection = createConnection(new ResynchronizingMessageReader(up), new StreamMessageWriter(down));
    createServer(serverConnection);
    serverConnection.listen();
    const client = createProtocolConnection(new StreamMessageReader(down), new StreamMessageWriter(up));
    const logs: string[] = [];
    client.onNotification('window/logMessage', (p: { message: string }) => logs.push(p.message));
    client.listen();
    const uri = fileUri('early.js');
    const position = { textDocument: { uri }, position: { line: 0, character: 15 } };
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'javascript', version: 1, text: 'const u = "https://example.com/";\n' } });
    await expect(client.sendRequest('textDocument/hover', position)).rejects.toMatchObject({ code: -32002 });
    await expect(client.sendRequest('textDocument/diagnostic', { textDocument: { uri } })).rejects.toMatchObject({ code: -32002 });
    await expect(client.sendRequest('urilint/unknown', {})).rejects.toMatchObject({ code: -32002 });
    await expect(client.sendRequest('shutdown')).rejects.toMatchObject({ code: -32002 });
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
    // the document opened too early was dropped: nothing to hover
    expect(await client.sendRequest('textDocument/hover', position)).toBeNull();
    expect(logs.some((l) => l.includes('dropped textDocument/didOpen, sent before initialize'))).toBe(true);
    await expect(client.sendRequest('urilint/unknown', {})).rejects.toMatchObject({ code: -32601 });
    await client.sendRequest('shutdown');
    client.dispose();
    up.end();
    down.end();
  });
});

describe('a rule that throws', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('costs that rule’s findings on that value only, with a log line naming the rule, the value and the document', async () => {
    const h = await startServer();
    vi.spyOn(getRule('no-default-port')!, 'check').mockImplementation(() => {
      throw plantedError('port table missing');
    });
    const uri = fileUri('throws.js');
    const next = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', 'fetch("http://example.com:80/a b");\n');
    expect((await next).diagnostics.map((d) => d.code)).toEqual(['no-unencoded-characters']);
    const line = h.logs.find((l) => l.includes('rule no-default-port threw') && l.includes(uri)); // (another document's failure may be logged too)
    expect(line).toContain('"http://example.com:80/a b"');
    expect(line).toContain(`${uri} (version 1)`);
    expect(line).toContain('PlantedRuleError: port table missing');
    await answers(h);
  });
});

describe('bad documents', () => {
  it('a 10 MB document: no diagnostics, a log line', async () => {
    const h = await startServer();
    const uri = fileUri('huge.js');
    const line = 'const u = "http://example.com:80/a b";\n';
    const next = h.nextDiagnostics(uri, 1, 20_000);
    h.open(uri, 'javascript', line.repeat(Math.ceil(10_000_000 / line.length)));
    expect((await next).diagnostics).toEqual([]);
    expect(h.logs.some((l) => l.includes('huge.js') && /limit/.test(l))).toBe(true);
    await answers(h);
  });

  it('a binary document: no diagnostics, a log line', async () => {
    const h = await startServer();
    const uri = fileUri('image.js');
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
    const next = h.openAndPublish(uri, 'javascript', bytes.toString('utf8') + '\n"http://x.com:80/"');
    expect((await next).diagnostics).toEqual([]);
    expect(h.logs.some((l) => l.includes('image.js') && /binary/.test(l))).toBe(true);
    await answers(h);
  });

  it('unparsable code, JSON and odd Markdown: no diagnostics, a log line, no crash', async () => {
    const h = await startServer();
    const cases: Array<[string, string, string]> = [
      ['broken.ts', 'typescript', 'const = "http://x.com:80/" {{{'],
      ['broken.json', 'json', '{ "a": "http://x.com:80/", '],
    ];
    for (const [name, lang, text] of cases) {
      const uri = fileUri(name);
      const next = h.openAndPublish(uri, lang, text);
      expect((await next).diagnostics).toEqual([]);
      expect(h.logs.some((l) => l.includes(name) && /cannot analyze/.test(l))).toBe(true);
    }
    const md = fileUri('odd.md');
    const next = h.openAndPublish(md, 'markdown', '[a](<http://x.com:80/\n\n[[[[]]]]((((\n```\nunclosed');
    await next;
    await answers(h);
  });

  it('a language it does not know: nothing, quietly', async () => {
    const h = await startServer();
    const uri = fileUri('a.py');
    const next = h.openAndPublish(uri, 'python', 'u = "http://x.com:80/"\n');
    expect((await next).diagnostics).toEqual([]);
  });
});

describe('load: edits and closes during analysis', () => {
  it('1,000 rapid edits: debounced, never a stale result, the last version published', async () => {
    const h = await startServer({ serverOptions: { debounceMs: 20 } });
    const uri = fileUri('typing.js');
    const first = h.nextDiagnostics(uri, 1);
    h.open(uri, 'javascript', 'const u = "http://x.com/";\n');
    await first;
    const before = h.published.length;
    let version = 1;
    for (let i = 0; i < 1000; i++) {
      version = h.change(uri, [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: i % 2 ? ' ' : '\n' }]);
    }
    const last = h.nextDiagnostics(uri, version, 20_000);
    // an edit that adds a finding, as the very last one
    version = h.change(uri, [{ range: { start: { line: 0, character: 23 }, end: { line: 0, character: 23 } }, text: ':80' }]);
    const final = await h.nextDiagnostics(uri, version, 20_000);
    void last.catch(() => undefined);
    expect(final.diagnostics.map((d) => d.code)).toEqual(['no-default-port']);
    const pushed = h.published.slice(before).filter((p) => p.uri === uri);
    // debounced: far fewer publications than edits, and versions only ever increase
    expect(pushed.length).toBeLessThan(50);
    const versions = pushed.map((p) => p.version!);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    await until(() => h.server.stats().states <= 2, 1000, 'states');
  });

  it('closing a document mid-analysis: nothing published for it afterwards, the server answers', async () => {
    const h = await startServer({ serverOptions: { debounceMs: 0, sliceMs: 1 } });
    const uri = fileUri('closing.js');
    const text = Array.from({ length: 20_000 }, (_, i) => `fetch("http://h${i}.example.com:80/a b");`).join('\n');
    h.open(uri, 'javascript', text);
    await until(() => h.server.stats().running > 0, 5000, 'analysis under way');
    const sent = h.published.length;
    h.close(uri);
    // The server may publish the top of the document (a chunked open) before it reads the close:
    // the clearing publish comes after it, and nothing for the document after that.
    const clearing = (): number => h.published.findIndex((p, k) => k >= sent && p.uri === uri && p.diagnostics.length === 0);
    await until(() => clearing() !== -1, 5000, 'the close clears the document');
    await h.server.idle();
    await new Promise((r) => setTimeout(r, 100));
    expect(h.published.slice(clearing() + 1).filter((p) => p.uri === uri)).toEqual([]);
    expect(h.server.stats()).toMatchObject({ states: 0, results: 0 });
    await answers(h);
  });

  it('a pull request for a document that changes during analysis is retriggered, never stale', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES, serverOptions: { sliceMs: 0 } });
    const uri = fileUri('moving.js');
    h.open(uri, 'javascript', Array.from({ length: 2000 }, (_, i) => `fetch("http://h${i}.example.com:80/");`).join('\n'));
    const pending = h.pull(uri);
    setTimeout(() => h.replaceAll(uri, 'const u = "http://x.com/";\n'), 2);
    const outcome = await pending.then(
      (r) => r,
      (e: { code: number; data?: unknown }) => e,
    );
    if ('code' in outcome) expect(outcome).toMatchObject({ code: -32802, data: { retriggerRequest: true } });
    else expect(outcome.kind === 'full' && outcome.items.length).toBe(0);
    const report = await h.pull(uri);
    expect(report.kind === 'full' && report.items).toEqual([]);
  });

});

describe('load: memory', () => {
  it('stays bounded over 1,000 open/close cycles', async () => {
    const h = await startServer({ serverOptions: { debounceMs: 0 } });
    const text = Array.from({ length: 50 }, (_, i) => `fetch("http://h${i}.example.com:80/a b");`).join('\n');
    const cycle = async (i: number): Promise<void> => {
      const uri = fileUri(`cycle-${i}.js`);
      const next = h.openAndPublish(uri, 'javascript', text);
      await next;
      const cleared = h.nextDiagnostics(uri);
      h.close(uri);
      await cleared;
      h.published.length = 0; // the test client keeps nothing either
    };
    for (let i = 0; i < 100; i++) await cycle(i);
    global.gc?.();
    const after100 = process.memoryUsage().heapUsed;
    for (let i = 100; i < 1000; i++) await cycle(i);
    global.gc?.();
    const after1000 = process.memoryUsage().heapUsed;
    expect(h.server.stats()).toEqual({ states: 0, results: 0, settings: 0, running: 0, jobs: 0, pulls: 0 });
    expect(typeof global.gc).toBe('function'); // vitest.config.ts runs workers with --expose-gc
    // The heap after a full collection: allow slack for JIT and caches, but not a per-document leak
    // (900 documents × 100 diagnostics each would be far above this).
    expect(after1000 - after100).toBeLessThan(40 * 1024 * 1024);
  }, 120_000);
});
