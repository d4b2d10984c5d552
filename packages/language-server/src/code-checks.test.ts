/**
 * The rule that reads code (no-incomplete-url-check) in the editor: its diagnostics with their
 * suggestions, kept for the statements an edit does not touch and found again in those it does,
 * in a Vue component's script, and off where the settings turn it off.
 */

import type { CodeAction } from 'vscode-languageserver-protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, fileUri, startServer } from '../tests/support/harness.js';

afterEach(closeServers);

const CHECK = `function go(url) {
  if (url.startsWith('https://example.com')) redirect(url);
}
const other = 1;
`;

describe('no-incomplete-url-check in the editor', () => {
  it('reports a prefix check on an origin, with the suggestion as a code action, and keeps it through an edit elsewhere', async () => {
    const h = await startServer();
    const uri = fileUri('check.js');
    const { diagnostics } = await h.openAndPublish(uri, 'javascript', CHECK);
    const own = diagnostics.filter((d) => d.code === 'no-incomplete-url-check');
    expect(own).toHaveLength(1);
    expect(own[0].severity).toBe(1); // error, as in the recommended preset
    expect(own[0].message).toContain('https://example.com.');
    expect(own[0].range.start.line).toBe(1);

    const actions: CodeAction[] = await h.codeActions(uri, own[0].range, own);
    const suggestion = actions.find((a) => a.edit && !a.title.startsWith('Disable'));
    expect(suggestion?.edit).toBeDefined();
    expect(h.apply(suggestion!.edit!)).toContain("new URL(url).origin === 'https://example.com'");

    // An edit in another statement: the check's statement is not parsed again, its diagnostic stays where it is.
    const version = h.change(uri, [{ range: { start: { line: 3, character: 14 }, end: { line: 3, character: 15 } }, text: '2' }]);
    const after = (await h.nextDiagnostics(uri, version)).diagnostics.filter((d) => d.code === 'no-incomplete-url-check');
    expect(after.map((d) => [d.range, d.message])).toEqual(own.map((d) => [d.range, d.message]));

    // An edit that mends the check: its diagnostic goes.
    const mended = h.replaceAll(uri, CHECK.replace("url.startsWith('https://example.com')", "new URL(url).origin === 'https://example.com'"));
    expect((await h.nextDiagnostics(uri, mended)).diagnostics.filter((d) => d.code === 'no-incomplete-url-check')).toEqual([]);
  });

  it('checks the script of a Vue component', async () => {
    const h = await startServer();
    const uri = fileUri('Check.vue');
    const text = `<template><a :href="u">x</a></template>\n<script>\nexport default { methods: { ok(u) { return u.startsWith('https://example.com'); } } };\n</script>\n`;
    const { diagnostics } = await h.openAndPublish(uri, 'vue', text);
    expect(diagnostics.filter((d) => d.code === 'no-incomplete-url-check').map((d) => d.range.start.line)).toEqual([2]);
  });

  it('is off where the settings turn it off', async () => {
    const h = await startServer({ configuration: () => ({ rules: { 'no-incomplete-url-check': 'off' } }) });
    const uri = fileUri('check.js');
    const { diagnostics } = await h.openAndPublish(uri, 'javascript', CHECK);
    expect(diagnostics.filter((d) => d.code === 'no-incomplete-url-check')).toEqual([]);
  });
});
