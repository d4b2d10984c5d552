/**
 * The bundled server must run on its own, as it does inside an installed .vsix (no
 * node_modules next to it): a module the bundle leaves out (a dynamic `require`) would make the
 * extension fail to start only in a real editor. The bundle has no ESLint of its own
 * (esbuild.mjs): a trusted workspace's flat config is read with the workspace's ESLint, and a
 * workspace without one gets the editor's settings.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type Diagnostic, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';

// @ts-expect-error: a plain ESM script without types
import { extensionBuild } from '../esbuild.mjs';

const extensionDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(extensionDir, '..');
const alone = mkdtempSync(path.join(tmpdir(), 'urilint-bundle-'));
const workspaces: string[] = [];

const TEXT = 'fetch("https://bücher.example:443/a b");\n';

beforeAll(() => {
  execFileSync(process.execPath, [path.join(extensionDir, 'esbuild.mjs'), '--production'], { cwd: extensionDir, stdio: 'pipe' });
  copyFileSync(path.join(extensionDir, 'dist', 'server.cjs'), path.join(alone, 'server.cjs'));
}, 120_000);

afterAll(() => {
  for (const dir of [alone, ...workspaces]) rmSync(dir, { recursive: true, force: true });
});

/** A workspace whose eslint.config.mjs turns on only `urilint/no-default-port`, with or without an installed ESLint. */
function workspace(withEslint: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'urilint-bundle-workspace-'));
  workspaces.push(dir);
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
  const plugin = pathToFileURL(path.join(repo, 'packages/eslint-plugin/dist/index.js')).href;
  writeFileSync(
    path.join(dir, 'eslint.config.mjs'),
    `import urilint from ${JSON.stringify(plugin)};\nexport default [{ files: ['**/*.js'], plugins: { urilint }, rules: { 'urilint/no-default-port': 'error' } }];\n`,
  );
  if (withEslint) {
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(repo, 'node_modules/eslint'), path.join(dir, 'node_modules/eslint'), 'dir');
  }
  return dir;
}

/** Starts the copied bundle, opens a JavaScript document and returns its first non-empty diagnostics and the server's log. */
async function diagnosticsOf(root: string | null, initializationOptions: object): Promise<{ diagnostics: Diagnostic[]; log: string[] }> {
  const child = spawn(process.execPath, [path.join(alone, 'server.cjs'), '--stdio'], { cwd: alone, stdio: ['pipe', 'pipe', 'pipe'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const log: string[] = [];
  connection.onNotification('window/logMessage', (p: { message: string }) => log.push(p.message));
  const published = new Promise<PublishDiagnosticsParams>((resolve) =>
    connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => p.diagnostics.length > 0 && resolve(p)),
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const died = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server.cjs exited with ${code}: ${stderr.slice(0, 500)}`))));
  connection.listen();
  const rootUri = root === null ? null : pathToFileURL(root).href;
  await Promise.race([died, connection.sendRequest('initialize', { processId: process.pid, rootUri, capabilities: {}, initializationOptions })]);
  await connection.sendNotification('initialized', {});
  const uri = root === null ? 'file:///a.js' : pathToFileURL(path.join(root, 'src', 'a.js')).href;
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'javascript', version: 1, text: TEXT } });
  const { diagnostics } = await Promise.race([died, published]);
  died.catch(() => undefined); // the exit after `exit` is expected
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  connection.dispose();
  child.kill();
  return { diagnostics, log };
}

const codes = (diagnostics: Diagnostic[]): unknown[] => diagnostics.map((d) => d.code).sort();

describe('dist/server.cjs', () => {
  it('runs from a folder with nothing else in it and reports a URL finding', async () => {
    const { diagnostics } = await diagnosticsOf(null, {});
    expect(codes(diagnostics)).toEqual(['no-default-port', 'no-unencoded-characters', 'valid-host']);
  }, 60_000);

  it('bundles neither ESLint nor the TypeScript compiler, and stays under 2 MB', () => {
    const bundle = readFileSync(path.join(alone, 'server.cjs'), 'utf8');
    expect(bundle).not.toContain('Could not find config file'); // an ESLint message
    expect(bundle).not.toContain("Cannot find name '{0}'."); // a TypeScript compiler message
    expect(statSync(path.join(alone, 'server.cjs')).size).toBeLessThan(2e6);
  });

  it("reads a trusted workspace's flat config with the workspace's own ESLint", async () => {
    const { diagnostics } = await diagnosticsOf(workspace(true), { workspaceTrusted: true, settings: { rules: { 'no-default-port': 'off' } } });
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([['no-default-port', 1]]);
  }, 60_000);

  it('applies the editor settings in a workspace with a flat config but no ESLint installed, and says why', async () => {
    const { diagnostics, log } = await diagnosticsOf(workspace(false), { workspaceTrusted: true, settings: { rules: { 'no-default-port': 'off' } } });
    expect(codes(diagnostics)).toEqual(['no-unencoded-characters', 'valid-host']);
    expect(log.some((m) => m.includes('no eslint package found'))).toBe(true);
  }, 60_000);
});

describe('dist/extension.cjs', () => {
  it("bundles the server's protocol module and nothing else of the server", async () => {
    const { metafile } = await esbuild.build({ ...extensionBuild(true), write: false });
    const fromServer = Object.keys(metafile!.inputs).filter((input) => input.includes('language-server/'));
    expect(fromServer).toEqual([expect.stringMatching(/language-server\/dist\/protocol\.js$/)]);
  }, 60_000);
});
