/**
 * Settings: the editor's `urilint` section (workspace/configuration, didChangeConfiguration,
 * initializationOptions), cached per document; and the project's ESLint flat config, loaded only
 * in a trusted workspace.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { DidChangeWorkspaceTrustNotification, type DidChangeWorkspaceTrustParams } from './protocol.js';
import { closeServers, fileUri, PUSH_CAPABILITIES, startServer, until } from '../tests/support/harness.js';
import { JS } from '../tests/support/samples.js';

afterEach(closeServers);

describe('the editor settings', () => {
  it('reads the urilint section of workspace/configuration: rules, severities, presets', async () => {
    const h = await startServer({
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
    const h = await startServer({ configuration: () => settings });
    const js = fileUri('a.js');
    const first = h.openAndPublish(js, 'javascript', JS);
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
    const h = await startServer({
      capabilities: { ...PUSH_CAPABILITIES, workspace: { ...PUSH_CAPABILITIES.workspace, diagnostics: { refreshSupport: true } } },
      configuration: () => {
        asked++;
        return { rules };
      },
    });
    await until(() => h.registrations.some((r) => r.method === 'workspace/didChangeConfiguration'), 2000, 'registration');
    const uri = fileUri('a.js');
    const first = h.openAndPublish(uri, 'javascript', JS);
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
    const h = await startServer({ capabilities: {}, initializationOptions: { settings: { rules: { 'no-default-port': 'off' } } } });
    const uri = fileUri('a.js');
    const first = h.openAndPublish(uri, 'javascript', JS);
    expect((await first).diagnostics.map((d) => d.code)).not.toContain('no-default-port');
    const second = h.nextDiagnostics(uri, 1);
    await h.client.sendNotification('workspace/didChangeConfiguration', { settings: { urilint: { rules: { 'no-credentials': 'off' } } } });
    const codes = (await second).diagnostics.map((d) => d.code);
    expect(codes).toContain('no-default-port');
    expect(codes).not.toContain('no-credentials');
  });
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
    const h = await startServer({
      rootPath: dir,
      initializationOptions: { workspaceTrusted: true },
      capabilities: { ...PUSH_CAPABILITIES, workspace: { ...PUSH_CAPABILITIES.workspace, didChangeWatchedFiles: { dynamicRegistration: true } } },
      configuration: () => ({ rules: { 'no-default-port': 'off' } }),
    });
    await until(() => h.registrations.some((r) => r.method === 'workspace/didChangeWatchedFiles'), 2000, 'watcher registration');
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
    const h = await startServer({ rootPath: dir, configuration: () => null });
    const uri = pathToFileURL(path.join(dir, 'src', 'a.js')).href;
    const first = h.openAndPublish(uri, 'javascript', JS);
    expect((await first).diagnostics).toHaveLength(4); // the recommended defaults
  });

  it('is loaded once the client says that the workspace became trusted', async () => {
    setup();
    const h = await startServer({ rootPath: dir, configuration: () => null });
    const uri = pathToFileURL(path.join(dir, 'src', 'a.js')).href;
    const untrusted = h.openAndPublish(uri, 'javascript', JS);
    expect((await untrusted).diagnostics).toHaveLength(4);
    const trusted = h.nextDiagnostics(uri, 1, 20_000);
    const params: DidChangeWorkspaceTrustParams = { trusted: true };
    await h.client.sendNotification(DidChangeWorkspaceTrustNotification.method, params);
    expect((await trusted).diagnostics.map((d) => [d.code, d.severity])).toEqual([['no-default-port', DiagnosticSeverity.Error]]);
    expect(h.logs).toContain('urilint: settings changed (workspace trust); refreshing diagnostics');
  });
});
