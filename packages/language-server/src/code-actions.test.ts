/**
 * Code actions: quick fixes and suggestions of a diagnostic (carried in its `data`),
 * fix all of one rule, disable-for-this-line comments, show documentation, and
 * the whole file's fix all.
 */
import { docsUrl } from '@urilint/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from './index.js';
import { closeServers, fileUri, startServer, type Harness } from '../tests/support/harness.js';
import { action, JS } from '../tests/support/samples.js';

afterEach(closeServers);

async function openJs(h: Harness, text: string, name = 'a.js', languageId = 'javascript'): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
  const uri = fileUri(name);
  const next = h.openAndPublish(uri, languageId, text);
  return { uri, diagnostics: (await next).diagnostics };
}

describe("quick fixes of the diagnostic's finding", () => {
  it('offers a quick fix per finding', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await openJs(h, JS);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const actions = await h.codeActions(uri, port.range, [port]);
    const fix = action(actions, 'Fix this urilint/no-default-port problem');
    expect(fix.kind).toBe('quickfix');
    expect(fix.isPreferred).toBe(true);
    expect(fix.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri, version: 1 } });
    expect(h.apply(fix.edit!).split('\n')[0]).toBe('const api = "HTTP://api.example.com/v1/a<b";');
  });

  it('offers one action per suggestion', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await openJs(h, JS);
    const cred = diagnostics.find((d) => d.code === 'no-credentials')!;
    const actions = await h.codeActions(uri, cred.range, [cred]);
    const suggestion = action(actions, 'Remove the user information and its "@".');
    expect(h.apply(suggestion.edit!).split('\n')[2]).toBe("  return fetch('https://example.com/x');");
    // no-credentials has no fix
    expect(actions.some((a) => a.title === 'Fix this urilint/no-credentials problem')).toBe(false);
  });

  it('fixes all problems of one rule in the file', async () => {
    const h = await startServer();
    const text = 'const a = "http://a.com:80/";\nconst b = "https://b.com:443/x<y";\nconst c = "HTTP://c.com:80";\n';
    const { uri, diagnostics } = await openJs(h, text);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const actions = await h.codeActions(uri, port.range, [port]);
    const all = action(actions, 'Fix all urilint/no-default-port problems');
    expect(all.diagnostics).toHaveLength(3);
    expect(h.apply(all.edit!)).toBe('const a = "http://a.com/";\nconst b = "https://b.com/x<y";\nconst c = "HTTP://c.com";\n');
  });

  it('uses plain `changes` for clients without documentChanges', async () => {
    const h = await startServer({ capabilities: { workspace: { configuration: true } } });
    const { uri, diagnostics } = await openJs(h, JS);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const fix = action(await h.codeActions(uri, port.range, [port]), /^Fix this/);
    expect(Object.keys(fix.edit!.changes!)).toEqual([uri]);
  });
});

describe('disable for this line', () => {
  it('disables the rule for the line with a comment ESLint honours, indented like the line', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await openJs(h, JS);
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
    const h = await startServer();
    const text = '// eslint-disable-next-line urilint/no-default-port\nconst a = "HTTP://a.com:80/";\n';
    const { uri, diagnostics } = await openJs(h, text);
    expect(diagnostics.map((d) => d.code)).toEqual(['prefer-normalized']);
    const actions = await h.codeActions(uri, diagnostics[0].range, diagnostics);
    const disable = action(actions, 'Disable urilint/prefer-normalized for this line');
    expect(h.apply(disable.edit!)).toBe('// eslint-disable-next-line urilint/no-default-port, urilint/prefer-normalized\nconst a = "HTTP://a.com:80/";\n');
  });

  it('honours eslint-disable blocks, eslint-disable-line and descriptions', async () => {
    const h = await startServer();
    const text = [
      '/* eslint-disable urilint/no-default-port -- legacy */',
      'const a = "http://a.com:80/";',
      '/* eslint-enable urilint/no-default-port */',
      'const b = "http://b.com:80/"; // eslint-disable-line',
      'const c = "http://c.com:80/";',
      '// eslint-disable urilint/no-default-port',
      'const d = "http://d.com:80/";',
    ].join('\n');
    const { diagnostics } = await openJs(h, text);
    expect(diagnostics.map((d) => d.range.start.line)).toEqual([4, 6]);
  });
});

describe('show documentation', () => {
  it('shows the documentation through window/showDocument (external)', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await openJs(h, JS);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const actions = await h.codeActions(uri, port.range, [port]);
    const docs = action(actions, 'Show documentation for urilint/no-default-port');
    expect(docs.command).toEqual({ title: docs.title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [docsUrl('no-default-port')] });
    const r = await h.client.sendRequest('workspace/executeCommand', { command: docs.command!.command, arguments: docs.command!.arguments });
    expect(r).toEqual({ success: true, url: docsUrl('no-default-port') });
    expect(h.shownDocuments).toEqual([{ uri: docsUrl('no-default-port'), external: true }]);
  });
});

describe('source.fixAll.urilint', () => {
  it('source.fixAll.urilint applies every non-overlapping fix, like eslint --fix', async () => {
    const h = await startServer();
    const { uri } = await openJs(h, JS);
    const actions = await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], [FIX_ALL_KIND]);
    expect(actions).toHaveLength(1);
    expect(actions[0].kind).toBe(FIX_ALL_KIND);
    expect(h.apply(actions[0].edit!)).toBe(JS.replace('HTTP://api.example.com:80/v1/a<b', 'http://api.example.com/v1/a%3Cb'));
    // `source.fixAll` (the editor's on-save request) matches it too; a plain quickfix request does not.
    expect(await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], ['source.fixAll'])).toHaveLength(1);
    expect(await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], ['quickfix'])).toEqual([]);
  });
});
