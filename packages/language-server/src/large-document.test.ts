/**
 * A large document does not make the server deaf. The built server over stdio (as an
 * editor starts it) analyzes a 1.95 MB file of 130,000 URLs: hovers on another file sent
 * meanwhile are all answered, and the large file gets the diagnostics of an analysis in one call,
 * capped with a notice.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { builtServerBin, killed } from '../tests/support/built-server.js';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { analyzeText } from './analysis.js';
import { editorSettings } from './settings.js';

const bin = builtServerBin();

let child: ChildProcess | undefined;
afterEach(() => {
  child = killed(child);
});

const BIG = 'export const urls = [\n' + '"http://a/<b",\n'.repeat(130_000) + '];\n';
const SMALL = 'const u = "https://example.com/";\n';

it('answers hovers on another file while it analyzes a 1.95 MB file, which gets the diagnostics of an analysis in one call', async () => {
  child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published = new Map<string, (p: PublishDiagnosticsParams) => void>();
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => published.get(p.uri)?.(p));
  const diagnosticsOf = (uri: string): Promise<PublishDiagnosticsParams> => new Promise((resolve) => published.set(uri, resolve));
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, initializationOptions: { debounceMs: 0 } });
  await connection.sendNotification('initialized', {});
  const small = diagnosticsOf('file:///small.ts');
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///small.ts', languageId: 'typescript', version: 1, text: SMALL } });
  await small;

  const big = diagnosticsOf('file:///big.js');
  let done = false;
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///big.js', languageId: 'javascript', version: 1, text: BIG } });
  const bigDiagnostics = big.then((p) => {
    done = true;
    return p;
  });
  // a hover every 50 ms until the large file's diagnostics come: each is answered
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const hover = await connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///small.ts' }, position: { line: 0, character: 15 } });
    expect(hover).not.toBeNull();
  }
  const { diagnostics } = await bigDiagnostics;

  const expected = analyzeText(BIG, 'javascript', editorSettings({}), undefined, { maxFindings: 1000 })!;
  expect(diagnostics).toHaveLength(1001); // the first 1,000 and a notice
  expect(diagnostics.slice(0, 1000).map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual(
    expected.findings.map((f) => [f.ruleId, BIG.slice(0, f.range[0]).split('\n').length - 1, f.range[0] - BIG.lastIndexOf('\n', f.range[0] - 1) - 1]),
  );
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  connection.dispose();
}, 120_000);
