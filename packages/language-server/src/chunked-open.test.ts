/**
 * The chunked open over the protocol: a large JavaScript document's diagnostics are
 * published top first, each publish holding everything found so far, and the last holds the
 * complete set; an edit or a close during the open never lets an older version's diagnostics
 * follow a newer one's, nor anything follow the close.
 */

import { afterEach, expect, it } from 'vitest';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { analyzeText, PARTS_MIN_LENGTH } from './analysis.js';
import { editorSettings } from './settings.js';
import { closeServers, fileUri, startServer, until, type Harness } from '../tests/support/harness.js';
import { largeModule } from '../tests/support/samples.js';

afterEach(closeServers);

const TEXT = largeModule(400); // 800 findings: under the cap of 1,000
const uri = fileUri('large.ts');

const key = (p: PublishDiagnosticsParams): string[] => p.diagnostics.map((d) => `${String(d.code)}@${d.range.start.line}:${d.range.start.character}`);

function publishedFor(h: Harness): PublishDiagnosticsParams[] {
  return h.published.filter((p) => p.uri === uri);
}

it('publishes the top of a large document first, each publish a superset of the last, and ends with the complete set', async () => {
  expect(TEXT.length).toBeGreaterThan(PARTS_MIN_LENGTH);
  const expected = analyzeText(TEXT, 'typescript', editorSettings({}))!.findings.length;
  const h = await startServer();
  h.open(uri, 'typescript', TEXT);
  await until(() => publishedFor(h).some((p) => p.diagnostics.length === expected), 60_000, 'the complete set');
  await h.server.idle();
  const published = publishedFor(h);
  expect(published.length).toBeGreaterThan(2);
  expect(published.every((p) => p.version === 1)).toBe(true);
  for (let k = 1; k < published.length; k++) expect(key(published[k]).slice(0, published[k - 1].diagnostics.length)).toEqual(key(published[k - 1]));
  expect(published[0].diagnostics.length).toBeLessThan(expected / 4);
  expect(published.at(-1)!.diagnostics).toHaveLength(expected);
  // the complete set is what a pull gives
  const pulled = await h.pull(uri);
  expect(key(published.at(-1)!)).toEqual(key({ uri, diagnostics: 'items' in pulled ? pulled.items : [] }));
}, 90_000);

it('an edit during the chunked open: nothing of the old version after the new one, and the new version complete at the end', async () => {
  const h = await startServer();
  const first = h.nextDiagnostics(uri, 1, 60_000);
  h.open(uri, 'typescript', TEXT);
  await first;
  // a line with one more finding at the top
  const version = h.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'fetch("http://x.example:80/");\n' }]);
  const edited = h.docs.get(uri)!.getText();
  const expected = analyzeText(edited, 'typescript', editorSettings({}))!.findings.length;
  await until(() => publishedFor(h).some((p) => p.version === version && p.diagnostics.length === expected), 60_000, 'the new version complete');
  await h.server.idle();
  const versions = publishedFor(h).map((p) => p.version);
  expect(versions.slice(versions.indexOf(version)).every((v) => v === version)).toBe(true);
  expect(publishedFor(h).at(-1)!.diagnostics).toHaveLength(expected);
}, 90_000);

it('a close during the chunked open: the diagnostics are cleared and nothing is published after', async () => {
  const h = await startServer();
  const first = h.nextDiagnostics(uri, 1, 60_000);
  h.open(uri, 'typescript', TEXT);
  expect((await first).diagnostics.length).toBeGreaterThan(0);
  h.close(uri);
  // (publishes sent before the server read the close may still arrive; none after the clearing)
  await until(() => publishedFor(h).at(-1)!.diagnostics.length === 0, 10_000, 'the clearing');
  await h.server.idle();
  await new Promise((r) => setTimeout(r, 200));
  expect(publishedFor(h).at(-1)!.diagnostics).toEqual([]);
  expect(h.server.stats().jobs).toBe(0);
}, 90_000);
