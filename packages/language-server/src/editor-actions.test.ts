/**
 * The editor's actions in every file type: "disable for this line" writes the comment
 * the line's language reads (JSX children, templates, YAML…), and "fix all" sends one edit per fix.
 */

import { Linter } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver-protocol/node';
import urilint from '@urilint/eslint-plugin';
import { FIX_ALL_KIND } from './index.js';
import { closeServers, fileUri, PULL_CAPABILITIES, startServer, type Harness } from '../tests/support/harness.js';

/** The server of the running test, started by its first `open`. */
let h: Harness | undefined;
afterEach(async () => {
  await closeServers();
  h = undefined;
});

async function open(name: string, languageId: string, text: string): Promise<{ uri: string; diagnostics: Diagnostic[] }> {
  h ??= await startServer({ capabilities: PULL_CAPABILITIES });
  const uri = fileUri(name);
  h.open(uri, languageId, text);
  const report = await h.pull(uri);
  return { uri, diagnostics: report.kind === 'full' ? report.items : [] };
}

/** The text after "Disable <rule> for this line" on the first diagnostic of `rule`, or undefined when none is offered. */
async function disabled(name: string, languageId: string, text: string, rule: string): Promise<string | undefined> {
  const { uri, diagnostics } = await open(name, languageId, text);
  const d = diagnostics.find((x) => x.code === rule);
  expect(d, `${rule} in ${name}`).toBeDefined();
  const actions = await h!.codeActions(uri, d!.range, [d!]);
  const disable = actions.find((a) => a.title === `Disable urilint/${rule} for this line`);
  return disable ? h!.apply(disable.edit!) : undefined;
}

const JSX = ['export const Page = () => (', '  <div>', '    <a href="https://example.com:443/x">x</a>', '  </div>', ');', ''].join('\n');

describe('disable for this line', () => {
  it('writes {/* … */} among JSX children, where // would be page text, and ESLint honours it', async () => {
    const fixed = await disabled('page.jsx', 'javascriptreact', JSX, 'no-default-port');
    expect(fixed!.split('\n')[2]).toBe('    {/* eslint-disable-next-line urilint/no-default-port */}');
    const linter = new Linter();
    const config = [{ files: ['**/*.jsx'], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } }, urilint.configs.recommended];
    expect(linter.verify(JSX, config, 'page.jsx').map((m) => m.ruleId)).toEqual(['urilint/no-default-port']);
    expect(linter.verify(fixed!, config, 'page.jsx')).toEqual([]);
    const { diagnostics } = await open('page2.jsx', 'javascriptreact', fixed!);
    expect(diagnostics).toEqual([]);
  });

  it('adds the rule to a {/* eslint-disable-next-line … */} above', async () => {
    const text = JSX.replace('    <a', '    {/* eslint-disable-next-line urilint/prefer-normalized */}\n    <a');
    const fixed = await disabled('page.jsx', 'javascriptreact', text, 'no-default-port');
    expect(fixed!.split('\n')[2]).toBe('    {/* eslint-disable-next-line urilint/prefer-normalized, urilint/no-default-port */}');
  });

  it('keeps // in JSX attributes and in plain code', async () => {
    const text = 'const a = (\n  <a\n    href="https://example.com:443/x"\n  />\n);\nconst b = "https://example.com:443/y";\n';
    const fixed = await disabled('attr.jsx', 'javascriptreact', text, 'no-default-port');
    expect(fixed!.split('\n')[2]).toBe('    // eslint-disable-next-line urilint/no-default-port');
  });

  it.each([
    ['index.html', 'html', '<p>\n  <a href="https://example.com:443/">x</a>\n</p>\n', 1, '  <!-- eslint-disable-next-line urilint/no-default-port -->'],
    ['README.md', 'markdown', 'Text\n[x](https://example.com:443/)\n', 1, '<!-- eslint-disable-next-line urilint/no-default-port -->'],
    ['App.vue', 'vue', '<template>\n  <a href="https://example.com:443/">x</a>\n</template>\n', 1, '  <!-- eslint-disable-next-line urilint/no-default-port -->'],
    ['App.vue', 'vue', '<template><p/></template>\n<script>\nexport const u = "https://example.com:443/";\n</script>\n', 2, '// eslint-disable-next-line urilint/no-default-port'],
    ['W.svelte', 'svelte', '<a href="https://example.com:443/">x</a>\n', 0, '<!-- eslint-disable-next-line urilint/no-default-port -->'],
    ['ci.yaml', 'yaml', 'env:\n  URL: https://example.com:443/\n', 1, '  # eslint-disable-next-line urilint/no-default-port'],
    ['a.css', 'css', '.a {\n  background: url(https://example.com:443/a.png);\n}\n', 1, '  /* eslint-disable-next-line urilint/no-default-port */'],
    ['a.jsonc', 'jsonc', '{\n  "u": "https://example.com:443/"\n}\n', 1, '  // eslint-disable-next-line urilint/no-default-port'],
  ])('%s (%s): the comment of the line\'s language', async (name, languageId, text, line, comment) => {
    const fixed = await disabled(name, languageId, text, 'no-default-port');
    expect(fixed!.split('\n')[line]).toBe(comment);
    const { diagnostics } = await open(`again-${name}`, languageId, fixed!);
    expect(diagnostics.map((d) => d.code)).not.toContain('no-default-port');
  });

  it('offers none in JSON, which has no comments', async () => {
    expect(await disabled('a.json', 'json', '{ "u": "https://example.com:443/" }', 'no-default-port')).toBeUndefined();
  });
});

function editsOf(action: CodeAction): TextEdit[] {
  const change = action.edit?.documentChanges?.[0] as { edits: TextEdit[] } | undefined;
  return change?.edits ?? [];
}

describe('fix all', () => {
  const text = 'const a = "http://a.com:80/";\nconst b = "ok";\nconst c = "https://c.com:443/x";\nconst d = "HTTP://d.com/";\n';

  it('fixes all problems of one rule with one edit per fix, not one replacement over the lines between', async () => {
    const { uri, diagnostics } = await open('a.js', 'javascript', text);
    const port = diagnostics.find((d) => d.code === 'no-default-port')!;
    const all = (await h!.codeActions(uri, port.range, [port])).find((a) => a.title === 'Fix all urilint/no-default-port problems')!;
    const edits = editsOf(all);
    expect(edits.map((e) => [e.range.start.line, e.newText])).toEqual([
      [0, ''],
      [2, ''],
    ]);
    expect(h!.apply(all.edit!)).toBe(text.replace(':80/', '/').replace(':443/', '/'));
  });

  it('source.fixAll.urilint sends one edit per fix as well', async () => {
    const { uri } = await open('b.js', 'javascript', text);
    const [fixAll] = await h!.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], [FIX_ALL_KIND]);
    expect(editsOf(fixAll)).toHaveLength(3);
    expect(h!.apply(fixAll.edit!)).toBe('const a = "http://a.com/";\nconst b = "ok";\nconst c = "https://c.com/x";\nconst d = "http://d.com/";\n');
  });
});
