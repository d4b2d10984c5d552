/**
 * The built binary, started as an editor starts it: `node dist/bin.js --stdio` (and
 * `--node-ipc`), initialize, open, diagnostics, shutdown, exit.
 */

import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { builtServerBin, killed } from '../tests/support/built-server.js';
import {
  createProtocolConnection,
  IPCMessageReader,
  IPCMessageWriter,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

const bin = builtServerBin();

let child: ChildProcess | undefined;
afterEach(() => {
  child = killed(child);
});

function exited(p: ChildProcess): Promise<number | null> {
  return p.exitCode !== null ? Promise.resolve(p.exitCode) : new Promise((resolve) => p.once('exit', (code) => resolve(code)));
}

async function session(connection: ProtocolConnection): Promise<{ diagnostics: PublishDiagnosticsParams; logs: string[] }> {
  const logs: string[] = [];
  connection.onNotification('window/logMessage', (p: { message: string }) => logs.push(p.message));
  const published = new Promise<PublishDiagnosticsParams>((resolve) =>
    connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      if (p.diagnostics.length > 0) resolve(p);
    }),
  );
  connection.listen();
  const init = (await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: {},
    clientInfo: { name: 'bin.test' },
  })) as { capabilities: Record<string, unknown>; serverInfo: { name: string } };
  expect(init.serverInfo.name).toBe('urilint-language-server');
  expect(init.capabilities.textDocumentSync).toEqual({ openClose: true, change: 2 });
  await connection.sendNotification('initialized', {});
  await connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: 'file:///project/a.ts', languageId: 'typescript', version: 1, text: 'export const u: string = "https://example.com:443/a<b";\n' },
  });
  return { diagnostics: await published, logs };
}

/** The binary on stdio, as most editors start it, and a client connection to it. */
function startStdio(): ProtocolConnection {
  child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  return createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
}

/** LSP's orderly end: shutdown, exit, and the process exits 0. */
async function shutDown(connection: ProtocolConnection, process: ChildProcess): Promise<void> {
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  expect(await exited(process)).toBe(0);
  connection.dispose();
}

function hoverOnTheUrl(connection: ProtocolConnection): Promise<unknown> {
  return connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///project/a.ts' }, position: { line: 0, character: 30 } });
}

describe('urilint-language-server (built): transports', () => {
  it('--stdio: initialize, open, diagnostics, shutdown, exit 0', async () => {
    const connection = startStdio();
    const { diagnostics } = await session(connection);
    expect(diagnostics.version).toBe(1);
    expect(diagnostics.diagnostics.map((d) => [d.code, d.source, d.range.start.character, d.range.end.character])).toEqual([
      ['no-default-port', 'urilint', 45, 49],
      ['no-unencoded-characters', 'urilint', 51, 52],
    ]);
    // a broken frame and an unknown request over the real pipe: logged, answered, still alive
    const logs: string[] = [];
    connection.onNotification('window/logMessage', (p: { message: string }) => logs.push(p.message));
    // The broken frame and a valid request in one chunk: the request is still answered.
    const body = JSON.stringify({ jsonrpc: '2.0', id: 'after-broken-frame', method: 'urilint/unknown' });
    const answered = new Promise<unknown>((resolve) => child!.stdout!.on('data', (d: Buffer) => d.includes('after-broken-frame') && resolve(d)));
    child!.stdin!.write(`Content-Type: x\r\n\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await answered;
    await expect(connection.sendRequest('urilint/unknown')).rejects.toMatchObject({ code: -32601 });
    expect(await hoverOnTheUrl(connection)).not.toBeNull();
    expect(logs.some((l) => /unreadable message/.test(l))).toBe(true);
    await shutDown(connection, child!);
  });

  // After one frame whose Content-Length lies, vscode-jsonrpc's reader once read every later
  // header from the middle of a body and the server never answered again. The lying frame is a
  // request here: it is answered too (its bytes are still one JSON-RPC message).
  it.each([
    ['too short', -12],
    ['too long', +40],
    ['far too long', +1_000_000],
  ])('--stdio: a Content-Length %s costs nothing; every later request is answered', async (_, lie) => {
    const connection = startStdio();
    const { logs } = await session(connection);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 'lying-frame', method: 'urilint/unknown' });
    const answered = new Promise<void>((resolve) => child!.stdout!.on('data', (d: Buffer) => d.includes('lying-frame') && resolve()));
    await new Promise<void>((resolve) => child!.stdin!.write(`Content-Length: ${Buffer.byteLength(body) + lie}\r\n\r\n${body}`, () => resolve()));
    expect(await hoverOnTheUrl(connection)).not.toBeNull();
    await answered;
    await expect(connection.sendRequest('urilint/unknown')).rejects.toMatchObject({ code: -32601 });
    expect(logs.some((l) => /Content-Length/.test(l) && /read anyway/.test(l))).toBe(true);
    await shutDown(connection, child!);
  });

  it('--node-ipc', async () => {
    child = fork(bin, ['--node-ipc'], { stdio: ['pipe', 'pipe', 'pipe', 'ipc'] });
    const connection = createProtocolConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    const { diagnostics } = await session(connection);
    expect(diagnostics.diagnostics.map((d) => d.code)).toEqual(['no-default-port', 'no-unencoded-characters']);
    await shutDown(connection, child!);
  });

});

describe('urilint-language-server (built): exit status', () => {
  it('exits 0 when the client shuts down and then closes its end without exit', async () => {
    const connection = startStdio();
    connection.listen();
    await connection.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await connection.sendRequest('shutdown');
    child!.stdin!.end();
    expect(await exited(child!)).toBe(0);
    connection.dispose();
  });

  it('exits 1 when the client goes away without shutdown', async () => {
    child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin!.end();
    expect(await exited(child)).toBe(1);
  });

  it('prints usage without a transport', () => {
    let status = 0;
    try {
      execFileSync(process.execPath, [bin], { stdio: 'pipe' });
    } catch (e) {
      status = (e as { status: number }).status;
    }
    expect(status).toBe(2);
    expect(execFileSync(process.execPath, [bin, '--version']).toString()).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
