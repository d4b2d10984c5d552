/**
 * The bundled server must run on its own, as it does inside an installed .vsix (no
 * node_modules next to it): a module the bundle leaves out (a dynamic `require`) would make the
 * extension fail to start only in a real editor.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';

const extensionDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const alone = mkdtempSync(path.join(tmpdir(), 'urilint-bundle-'));

beforeAll(() => {
  execFileSync(process.execPath, [path.join(extensionDir, 'esbuild.mjs'), '--production'], { cwd: extensionDir, stdio: 'pipe' });
  copyFileSync(path.join(extensionDir, 'dist', 'server.cjs'), path.join(alone, 'server.cjs'));
}, 120_000);

afterAll(() => rmSync(alone, { recursive: true, force: true }));

describe('dist/server.cjs', () => {
  it('runs from a folder with nothing else in it and reports a URL finding', async () => {
    const child = spawn(process.execPath, [path.join(alone, 'server.cjs'), '--stdio'], { cwd: alone, stdio: ['pipe', 'pipe', 'pipe'] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const published = new Promise<PublishDiagnosticsParams>((resolve) =>
      connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => p.diagnostics.length > 0 && resolve(p)),
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const died = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server.cjs exited with ${code}: ${stderr.slice(0, 500)}`))));
    connection.listen();
    await Promise.race([died, connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} })]);
    await connection.sendNotification('initialized', {});
    await connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: 'file:///a.js', languageId: 'javascript', version: 1, text: 'fetch("https://bücher.example:443/a b");\n' },
    });
    const { diagnostics } = await Promise.race([died, published]);
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['no-default-port', 'no-unencoded-characters', 'valid-host']);
    died.catch(() => undefined); // the exit after `exit` is expected
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    connection.dispose();
    child.kill();
  }, 60_000);
});
