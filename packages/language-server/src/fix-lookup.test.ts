/**
 * Fixes carried in `Diagnostic.data` (SPEC §7): a code action reads a diagnostic's fix and
 * suggestions from its data, and uses them while the document's current diagnostics hold the same
 * diagnostic, so that a diagnostic of an older version gives edits that are right for the text
 * as it is now, or none, never an edit made for another text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic, DocumentDiagnosticReport } from 'vscode-languageserver-protocol/node';
import { FIX_ALL_KIND } from './index.js';
import { closeServers, fileUri, PULL_CAPABILITIES, startServer, type Harness } from '../tests/support/harness.js';
import { action, JS } from '../tests/support/samples.js';

afterEach(closeServers);

const PORT_FIX = 'Fix this urilint/no-default-port problem';
const START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

async function open(h: Harness, text = JS): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
  const uri = fileUri('a.js');
  return { uri, diagnostics: (await h.openAndPublish(uri, 'javascript', text)).diagnostics };
}

/** Changes `uri` and waits for the publish of the new version. */
async function edit(h: Harness, uri: string, line: number, from: number, to: number, text: string): Promise<Diagnostic[]> {
  const next = h.nextDiagnostics(uri, h.docs.get(uri)!.version + 1);
  h.change(uri, [{ range: { start: { line, character: from }, end: { line, character: to } }, text }]);
  return (await next).diagnostics;
}

const edited = (actions: CodeAction[]): CodeAction[] => actions.filter((a) => a.edit !== undefined);

/** The bodies of the frames the server wrote from now on, as text. */
function frames(h: Harness): string[] {
  const out: string[] = [];
  let pending = Buffer.alloc(0);
  h.serverOutput.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const headerEnd = pending.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/.exec(pending.subarray(0, headerEnd).toString())![1]);
      if (pending.length < headerEnd + 4 + length) return;
      out.push(pending.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'));
      pending = pending.subarray(headerEnd + 4 + length);
    }
  });
  return out;
}

describe('what a publish carries', () => {
  it('each diagnostic is its range, severity, source, code, docs link and message, with its fix and suggestions in data', async () => {
    const h = await startServer();
    const written = frames(h);
    await open(h);
    const publish = written.find((f) => f.includes('"textDocument/publishDiagnostics"') && f.includes('no-default-port'))!;
    const diagnostics = (JSON.parse(publish) as { params: { diagnostics: Diagnostic[] } }).params.diagnostics;
    expect(diagnostics).toHaveLength(4);
    for (const d of diagnostics) expect(Object.keys(d)).toEqual(['range', 'severity', 'source', 'code', 'codeDescription', 'message', 'data']);
    expect(diagnostics.find((d) => d.code === 'no-default-port')!.data).toMatchObject({ fix: [{ newText: '' }] });
    expect(JSON.stringify(diagnostics.find((d) => d.code === 'no-credentials')!.data)).toContain('Remove the user information'); // the suggestion's title
  });

  it('pulled diagnostics carry data too, and their quick fixes are found', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES });
    const uri = fileUri('a.js');
    h.open(uri, 'javascript', JS);
    const report = (await h.pull(uri)) as Extract<DocumentDiagnosticReport, { kind: 'full' }>;
    expect(report.items.every((d) => d.data !== undefined)).toBe(true);
    const port = report.items.find((d) => d.code === 'no-default-port')!;
    const fix = action(await h.codeActions(uri, port.range, [port]), PORT_FIX);
    expect(h.apply(fix.edit!).split('\n')[0]).toBe('const api = "HTTP://api.example.com/v1/a<b";');
  });
});

describe("a diagnostic's fix, from its data", () => {
  it('of the current version: the fix and the suggestions, for that version', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await open(h);
    const [port, cred] = ['no-default-port', 'no-credentials'].map((rule) => diagnostics.find((d) => d.code === rule)!);
    const actions = await h.codeActions(uri, port.range, [port, cred]);
    const fix = action(actions, PORT_FIX);
    expect(fix.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri, version: 1 } });
    expect(h.apply(fix.edit!).split('\n')[0]).toBe('const api = "HTTP://api.example.com/v1/a<b";');
    expect(h.apply(action(actions, 'Remove the user information and its "@".').edit!).split('\n')[2]).toBe("  return fetch('https://example.com/x');");
  });

  it('of an older version whose finding moved: no edit (the documentation only)', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await open(h);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const moved = await edit(h, uri, 0, 0, 0, '\n'); // every finding one line down
    expect(moved.find((d) => d.code === 'no-default-port')!.range.start.line).toBe(1);
    const actions = await h.codeActions(uri, port.range, [port]);
    expect(edited(actions)).toEqual([]);
    expect(actions.map((a) => a.title)).toEqual(['Show documentation for urilint/no-default-port']);
  });

  it('of an older version, same range and rule but another message: no edit', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await open(h);
    const space = diagnostics.find((d) => d.code === 'no-unencoded-characters')!; // the "<" of "/v1/a<b"
    const now = await edit(h, uri, 0, 43, 44, '|');
    expect(now.find((d) => d.code === 'no-unencoded-characters')).toMatchObject({ range: space.range });
    expect(edited(await h.codeActions(uri, space.range, [space]))).toEqual([]);
  });

  it('of an older version whose finding stands unchanged where it was: the edit for the text as it is now', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await open(h);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const x = JS.split('\n')[2].indexOf("/x'") + 1;
    await edit(h, uri, 2, x, x + 1, 'y'); // …/x → …/y, in another statement: the port's line does not change
    const fix = action(await h.codeActions(uri, port.range, [port]), PORT_FIX);
    expect(fix.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri, version: 2 } });
    expect(h.apply(fix.edit!).split('\n').slice(0, 3)).toEqual(['const api = "HTTP://api.example.com/v1/a<b";', 'function f() {', "  return fetch('https://user:secret@example.com/y');"]);
  });

  it('asked before the new version is analyzed: answered from the new version, for it', async () => {
    const h = await startServer({ capabilities: PULL_CAPABILITIES }); // a version is analyzed when asked for
    const uri = fileUri('a.js');
    h.open(uri, 'javascript', JS);
    const port = ((await h.pull(uri)) as Extract<DocumentDiagnosticReport, { kind: 'full' }>).items.find((d) => d.code === 'no-default-port')!;
    h.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 5 } }, text: 'let' }]); // `const` → `let`: the port is 2 characters to the left
    expect(edited(await h.codeActions(uri, port.range, [port]))).toEqual([]);
    const moved = ((await h.pull(uri)) as Extract<DocumentDiagnosticReport, { kind: 'full' }>).items.find((d) => d.code === 'no-default-port')!;
    expect(moved.range).toEqual({ start: { line: 0, character: 33 }, end: { line: 0, character: 36 } });
    const fix = action(await h.codeActions(uri, moved.range, [moved]), PORT_FIX);
    expect(fix.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri, version: 2 } });
    expect(h.apply(fix.edit!).split('\n')[0]).toBe('let api = "HTTP://api.example.com/v1/a<b";');
  });

  it('after the document closed: no actions at all', async () => {
    const h = await startServer();
    const { uri, diagnostics } = await open(h);
    const cleared = h.nextDiagnostics(uri);
    h.close(uri);
    expect((await cleared).diagnostics).toEqual([]);
    expect(await h.codeActions(uri, diagnostics[1].range, diagnostics)).toEqual([]);
    expect(await h.codeActions(uri, START, [], [FIX_ALL_KIND])).toEqual([]);
  });
});

describe('fix all', () => {
  it('source.fixAll.urilint after an edit fixes the new version, and says so', async () => {
    const h = await startServer();
    const { uri } = await open(h);
    await edit(h, uri, 0, 23, 23, 'x'); // api.example → apix.example
    const [fixAll] = await h.codeActions(uri, START, [], [FIX_ALL_KIND]);
    expect(fixAll.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri, version: 2 } });
    expect(h.apply(fixAll.edit!).split('\n')[0]).toBe('const api = "http://apix.example.com/v1/a%3Cb";');
  });

  it('"Fix all <rule> problems" lists the current diagnostics of that rule', async () => {
    const h = await startServer();
    const text = 'const a = "http://a.com:80/";\nconst b = "https://b.com:443/x";\n';
    const { uri, diagnostics } = await open(h, text);
    const all = action(await h.codeActions(uri, diagnostics[0].range, [diagnostics[0]]), 'Fix all urilint/no-default-port problems');
    expect(all.diagnostics).toEqual(diagnostics);
    expect(h.apply(all.edit!)).toBe('const a = "http://a.com/";\nconst b = "https://b.com/x";\n');
  });
});
