/**
 * While a person types a statement, the document does not parse at most keystrokes.
 * The diagnostics of what the edits did not touch stay published (languages/js-kept.ts): those of
 * the other statements, and those of the broken statement's literals the edits did not reach;
 * a literal the edits touched loses its diagnostics until the document parses again, and then
 * the diagnostics are exactly those of a fresh analysis. A kept diagnostic's quick fix edits the
 * text as it is; "fix all" waits for a version that parses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { closeServers, fileUri, startServer, type Harness } from '../tests/support/harness.js';
import { action, byRule } from '../tests/support/samples.js';

afterEach(closeServers);

const TEXT = [
  'export const a = fetch("http://a.example.com:80/x");', // line 0
  'export function b(id: string) {',
  '  const first = fetch("https://b.example.com:443/" + id);', // line 2
  '  return fetch("http://b.example.com/a b");', // line 3
  '}',
  "export const c = 'HTTP://C.example.com/%7e';", // line 5
  '',
].join('\n');

/** The diagnostics on `line` from character `from` to `to` (a literal of TEXT). */
function within(d: Diagnostic, line: number, from: number, to: number): boolean {
  return d.range.start.line === line && d.range.start.character >= from && d.range.end.line === line && d.range.end.character <= to;
}

/** Applies `change` and resolves with the publish of the version it makes. */
function edit(h: Harness, uri: string, line: number, character: number, insert: string, remove = 0): Promise<PublishDiagnosticsParams> {
  const version = h.docs.get(uri)!.version + 1;
  const published = h.nextDiagnostics(uri, version);
  h.change(uri, [{ range: { start: { line, character }, end: { line, character: character + remove } }, text: insert }]);
  return published;
}

describe('a document that does not parse after an edit', () => {
  it('keeps the diagnostics of what the edit did not touch, and publishes exactly the full set once it parses again', async () => {
    const h = await startServer();
    const uri = fileUri('typing.ts');
    const initial = (await h.openAndPublish(uri, 'typescript', TEXT)).diagnostics;
    // a finding in each statement, and two literals with findings in the statement to be broken
    expect(byRule(initial)).toEqual([
      'no-default-port@0:44-0:47',
      'no-default-port@2:44-2:48',
      'no-unencoded-characters@3:38-3:39',
      'prefer-normalized@5:18-5:22',
      'prefer-normalized@5:25-5:26',
      'prefer-normalized@5:39-5:42',
    ]);

    // `+ (` and a line break typed after `id`: `b` does not parse; no literal touched, every
    // diagnostic stays, those after the line break one line down
    const afterId = '  const first = fetch("https://b.example.com:443/" + id'.length;
    const broken = await edit(h, uri, 2, afterId, ' + (\n');
    expect(h.logs.some((l) => l.includes(`cannot analyze ${uri} (version 2)`))).toBe(true);
    // every position from line 3 on one line down, in the range and in the fixes of `data`
    const down = (d: Diagnostic): Diagnostic =>
      d.range.start.line < 3 ? d : (JSON.parse(JSON.stringify(d), (key, value: { line: number; character: number }) => ((key === 'start' || key === 'end') && value.line >= 3 ? { ...value, line: value.line + 1 } : value)) as Diagnostic);
    expect(broken.diagnostics).toEqual(initial.map(down));
    // a kept diagnostic's fix is right for the text as it is; "fix all" waits for a parse
    const port = broken.diagnostics[0];
    const actions = await h.codeActions(uri, port.range, [port]);
    const fixed = h.apply(action(actions, 'Fix this urilint/no-default-port problem').edit!);
    expect(fixed).toBe(h.docs.get(uri)!.getText().replace('a.example.com:80/', 'a.example.com/'));
    expect(actions.some((a) => a.title === 'Fix all urilint/no-default-port problems')).toBe(false);

    // a character typed inside the second URL of `b` (now line 4; still broken): only that literal's diagnostic goes
    const literal = { start: '  return fetch('.length, end: '  return fetch("http://b.example.com/a b")'.length };
    const touched = await edit(h, uri, 4, literal.start + 10, 'x');
    expect(touched.diagnostics).toEqual(broken.diagnostics.filter((d) => !within(d, 4, literal.start, literal.end)));
    expect(touched.diagnostics).toHaveLength(initial.length - 1);

    // mended (`+ (` and the line break removed): the document parses, and its diagnostics are a fresh analysis's
    const version = h.docs.get(uri)!.version + 1;
    const mending = h.nextDiagnostics(uri, version);
    h.change(uri, [{ range: { start: { line: 2, character: afterId }, end: { line: 3, character: 0 } }, text: '' }]);
    const mended = await mending;
    const text = h.docs.get(uri)!.getText();
    expect(text).toBe(TEXT.replace('http://b.example.com/a b', 'http://b.xexample.com/a b'));
    const fresh = await h.openAndPublish(fileUri('fresh.ts'), 'typescript', text);
    expect(mended.diagnostics).toEqual(fresh.diagnostics);
    expect(mended.diagnostics).toHaveLength(initial.length);
  });

  it('logs that the document does not parse once while it stays so, and again after it parsed in between', async () => {
    const h = await startServer();
    const uri = fileUri('logged.ts');
    await h.openAndPublish(uri, 'typescript', TEXT);
    const notices = (): string[] => h.logs.filter((l) => l.includes(`cannot analyze ${uri}`));
    const afterId = '  const first = fetch("https://b.example.com:443/" + id'.length;
    // three keystrokes of half-typed code: `+ (` typed one character at a time (the first, ` `, still parses)
    await edit(h, uri, 2, afterId, ' ');
    await edit(h, uri, 2, afterId + 1, '+');
    await edit(h, uri, 2, afterId + 2, ' (');
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toContain('(version 3)');
    // mended, then broken again: a notice of the new stretch
    await edit(h, uri, 2, afterId, '', 4);
    expect(notices()).toHaveLength(1);
    await edit(h, uri, 2, afterId, ' + (');
    expect(notices()).toHaveLength(2);
    expect(notices()[1]).toContain('(version 6)');
  });

  it('publishes nothing for a document that never parsed', async () => {
    const h = await startServer();
    const uri = fileUri('broken.ts');
    const published = await h.openAndPublish(uri, 'typescript', TEXT.replace('id);', 'id + ();'));
    expect(published.diagnostics).toEqual([]);
  });
});
