/**
 * The chunked open for pull clients (LSP 3.17 pull diagnostics): the first
 * `textDocument/diagnostic` of a large document is answered with the top of the document before
 * its analysis is complete, a `workspace/diagnostic/refresh` follows when it is, and the next
 * pull gets exactly the complete set; documents already complete answer `unchanged`; an edit
 * during the open never gets an older version's diagnostics.
 */

import { afterEach, expect, it } from 'vitest';
import type { ClientCapabilities, Diagnostic, DocumentDiagnosticReport } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeText, PARTS_MIN_LENGTH } from './analysis.js';
import { editorSettings } from './settings.js';
import { closeServers, fileUri, PULL_CAPABILITIES, startServer, until, type Harness } from '../tests/support/harness.js';
import { JS, largeModule } from '../tests/support/samples.js';

afterEach(closeServers);

const TEXT = largeModule(400); // 800 findings: under the cap of 1,000
const uri = fileUri('large.ts');

/** A diagnostic as `rule@line:character-line:character message`. */
const key = (code: unknown, start: { line: number; character: number }, end: { line: number; character: number }, message: string): string =>
  `${String(code)}@${start.line}:${start.character}-${end.line}:${end.character} ${message}`;

const keysOf = (diagnostics: Diagnostic[]): string[] => diagnostics.map((d) => key(d.code, d.range.start, d.range.end, d.message));

/** The keys of a whole-document analysis of `text` (one parse, no chunks), in source order. */
function wholeAnalysis(text: string): string[] {
  const doc = TextDocument.create(uri, 'typescript', 1, text);
  const findings = analyzeText(text, 'typescript', editorSettings({}))!.findings;
  return findings.map((f) => key(f.ruleId, doc.positionAt(f.range[0]), doc.positionAt(f.range[1]), f.message));
}

function full(report: DocumentDiagnosticReport): { resultId?: string; items: Diagnostic[] } {
  if (report.kind !== 'full') throw new Error(`expected a full report, got ${JSON.stringify(report)}`);
  return report;
}

/**
 * The complete set of `uri`, `expected` diagnostics, from `last` (an answer) on: pulling again
 * after each refresh, as vscode-languageclient does.
 */
async function pullComplete(h: Harness, expected: number, last: DocumentDiagnosticReport): Promise<Diagnostic[]> {
  let refreshes = h.refreshes;
  let report = full(last);
  while (report.items.length < expected) {
    await until(() => h.refreshes > refreshes, 60_000, 'a refresh');
    refreshes = h.refreshes;
    const next = await h.pull(uri, report.resultId);
    if (next.kind === 'full') report = next;
  }
  return report.items;
}

it('answers the first pull with the top of a large document, sends a refresh when the analysis is complete, then answers exactly the complete set', async () => {
  expect(TEXT.length).toBeGreaterThan(PARTS_MIN_LENGTH);
  const complete = wholeAnalysis(TEXT);
  const h = await startServer({ capabilities: PULL_CAPABILITIES });
  h.open(uri, 'typescript', TEXT);
  const first = full(await h.pull(uri));
  expect(h.refreshes).toBe(0);
  expect(first.items.length).toBeGreaterThan(0);
  expect(first.items.length).toBeLessThan(complete.length / 4);
  // the top of the file: the first findings of the whole analysis
  expect(keysOf(first.items)).toEqual(complete.slice(0, first.items.length));
  await until(() => h.refreshes === 1, 60_000, 'the refresh');
  const second = full(await h.pull(uri, first.resultId));
  expect(second.resultId).not.toBe(first.resultId);
  expect(keysOf(second.items)).toEqual(complete);
  expect(await h.pull(uri, second.resultId)).toEqual({ kind: 'unchanged', resultId: second.resultId });
  await h.server.idle();
  await new Promise((r) => setTimeout(r, 100));
  expect(h.refreshes).toBe(1);
  expect(h.server.stats().pulls).toBe(0);
}, 90_000);

it('after the refresh, a document whose diagnostics did not change answers unchanged', async () => {
  const h = await startServer({ capabilities: PULL_CAPABILITIES });
  const small = fileUri('small.js');
  h.open(small, 'javascript', JS);
  const before = full(await h.pull(small));
  expect(before.items.length).toBe(4);
  h.open(uri, 'typescript', TEXT);
  const top = full(await h.pull(uri));
  // (a refresh makes the client pull every visible document again)
  await until(() => h.refreshes === 1, 60_000, 'the refresh');
  expect(await h.pull(small, before.resultId)).toEqual({ kind: 'unchanged', resultId: before.resultId });
  expect(full(await h.pull(uri, top.resultId)).items.length).toBe(wholeAnalysis(TEXT).length);
}, 90_000);

it('a pull of a document still being opened, asked again with the top it got, answers unchanged or more of it, and its refresh still comes', async () => {
  const complete = wholeAnalysis(TEXT);
  const h = await startServer({ capabilities: PULL_CAPABILITIES });
  h.open(uri, 'typescript', TEXT);
  const first = full(await h.pull(uri));
  const again = await h.pull(uri, first.resultId);
  if (again.kind === 'unchanged') expect(again.resultId).toBe(first.resultId);
  else expect(keysOf(again.items)).toEqual(complete.slice(0, again.items.length)); // a newer top, or all of it
  await until(() => h.refreshes === 1, 60_000, 'the refresh');
  const last = await h.pull(uri, again.resultId);
  // (unchanged when `again` was already the complete set)
  expect(keysOf(last.kind === 'full' ? last.items : full(again).items)).toEqual(complete);
}, 90_000);

it('a client that cannot be asked to pull again gets the complete set at the first pull', async () => {
  const noRefresh: ClientCapabilities = { ...PULL_CAPABILITIES, workspace: { ...PULL_CAPABILITIES.workspace, diagnostics: { refreshSupport: false } } };
  const h = await startServer({ capabilities: noRefresh });
  h.open(uri, 'typescript', TEXT);
  expect(keysOf(full(await h.pull(uri)).items)).toEqual(wholeAnalysis(TEXT));
  expect(h.refreshes).toBe(0);
}, 90_000);

/** TEXT with a line of one more finding at the top: every finding of TEXT moves a line down. */
function editAtTop(h: Harness): { version: number; complete: string[] } {
  const version = h.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'fetch("http://x.example:80/");\n' }]);
  return { version, complete: wholeAnalysis(h.docs.get(uri)!.getText()) };
}

it('an edit after the first answer: the next pull answers the new version only, and ends with its complete set', async () => {
  // (a yield after every step: the server reads the edit long before the open would end)
  const h = await startServer({ capabilities: PULL_CAPABILITIES, serverOptions: { sliceMs: 0 } });
  h.open(uri, 'typescript', TEXT);
  const first = full(await h.pull(uri));
  const old = new Set(keysOf(first.items));
  const { complete } = editAtTop(h);
  const next = await h.pull(uri, first.resultId);
  const items = full(next).items;
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThan(complete.length / 4);
  expect(keysOf(items)).toEqual(complete.slice(0, items.length)); // the new version's top
  expect(keysOf(items).some((k) => old.has(k))).toBe(false);
  expect(keysOf(await pullComplete(h, complete.length, next))).toEqual(complete);
  await h.server.idle();
  expect(h.server.stats()).toMatchObject({ jobs: 0, pulls: 0 });
}, 90_000);

it('an edit before the first answer: the pull is asked again or answered with the new version, never the old one', async () => {
  const h = await startServer({ capabilities: PULL_CAPABILITIES });
  h.open(uri, 'typescript', TEXT);
  const pending = h.pull(uri);
  const { complete } = editAtTop(h);
  const outcome = await pending.then(
    (r) => r,
    (e: { code: number; data?: unknown }) => e,
  );
  if ('code' in outcome) expect(outcome).toMatchObject({ code: -32802, data: { retriggerRequest: true } });
  else expect(keysOf(full(outcome).items)).toEqual(complete.slice(0, full(outcome).items.length));
  const answer = 'code' in outcome ? await h.pull(uri) : outcome; // (vscode-languageclient pulls again)
  expect(keysOf(await pullComplete(h, complete.length, answer))).toEqual(complete);
}, 90_000);

it('a close before the first answer: the pull is asked again, no refresh follows, and nothing of the document is kept', async () => {
  const h = await startServer({ capabilities: PULL_CAPABILITIES });
  h.open(uri, 'typescript', TEXT);
  const pending = h.pull(uri);
  h.close(uri);
  const outcome = await pending.then(
    (r) => r,
    (e: { code: number; data?: unknown }) => e,
  );
  // (the server reads the close before the document's settings come back, so before any analysis)
  expect(outcome).toMatchObject({ code: -32802, data: { retriggerRequest: true } });
  await h.server.idle();
  await new Promise((r) => setTimeout(r, 100));
  expect(h.refreshes).toBe(0);
  expect(h.server.stats()).toMatchObject({ jobs: 0, pulls: 0, results: 0 });
}, 90_000);

it('a close after the first answer: nothing of the document is kept', async () => {
  const h = await startServer({ capabilities: PULL_CAPABILITIES, serverOptions: { sliceMs: 0 } });
  h.open(uri, 'typescript', TEXT);
  expect(full(await h.pull(uri)).items.length).toBeGreaterThan(0);
  h.close(uri);
  await until(() => h.server.stats().jobs === 0 && h.server.stats().results === 0, 60_000, 'the close read and the open ended');
  expect(h.server.stats().pulls).toBe(0);
}, 90_000);
