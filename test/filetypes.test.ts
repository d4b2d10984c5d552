// Every file type through ESLint as users run it: the real ESLint class (10, and 9
// through the `eslint-v9` alias) on test/fixtures/filetypes/, whose eslint.config.mjs registers
// each type's ESLint language or parser and urilint's per-type presets (the README's config).
// Needs the built plugin (`npm run build`; `npm test` does).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint as ESLint10 } from 'eslint';
import { ESLint as ESLint9 } from 'eslint-v9';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { snippet } from '../scripts/readme-snippets.mjs';

const root = fileURLToPath(new URL('./fixtures/filetypes/', import.meta.url));

/** [file, line, column, rule, has a fix]: the defects planted in each fixture file (its clean URLs, code spans and disabled lines give none). */
const EXPECTED: Array<[string, number, number, string, boolean]> = [
  ['App.vue', 3, 33, 'no-default-port', true], // static attribute
  ['App.vue', 4, 23, 'prefer-normalized', true], // string in a bound :href
  ['App.vue', 4, 31, 'prefer-normalized', true],
  ['App.vue', 5, 36, 'no-unencoded-characters', true],
  ['App.vue', 12, 47, 'no-default-port', true], // <script>
  ['README.md', 3, 10, 'prefer-normalized', true], // link destination
  ['README.md', 3, 18, 'prefer-normalized', true],
  ['README.md', 3, 71, 'no-default-port', true], // image destination
  ['README.md', 3, 77, 'prefer-normalized', true],
  ['README.md', 4, 79, 'no-default-port', true], // autolink
  ['README.md', 9, 30, 'no-unencoded-characters', true], // reference definition
  ['README.md', 11, 10, 'no-dangerous-scheme', false], // raw HTML
  ['README.md', 11, 77, 'no-default-port', true],
  ['Widget.svelte', 3, 39, 'no-default-port', true], // <script>
  ['Widget.svelte', 6, 29, 'no-default-port', true], // static attribute
  ['Widget.svelte', 7, 42, 'no-unencoded-characters', true], // attribute with {id}
  ['Widget.svelte', 8, 17, 'prefer-normalized', true], // string in {…}
  ['Widget.svelte', 8, 25, 'prefer-normalized', true],
  ['config.json5', 3, 33, 'no-default-port', true],
  ['config.json5', 4, 12, 'valid-scheme', false],
  ['data.json', 4, 16, 'prefer-normalized', true],
  ['data.json', 4, 24, 'prefer-normalized', true],
  ['data.json', 4, 35, 'no-default-port', true],
  ['data.json', 4, 44, 'prefer-normalized', true],
  ['data.json', 6, 27, 'no-credentials', false],
  ['data.json', 7, 33, 'no-unencoded-characters', true],
  ['data.json', 7, 35, 'no-unencoded-characters', true], // \u00e9
  ['index.html', 4, 67, 'no-default-port', true], // meta refresh
  ['index.html', 5, 34, 'prefer-normalized', true],
  ['index.html', 5, 42, 'prefer-normalized', true],
  ['index.html', 7, 47, 'no-default-port', true], // <style>
  ['index.html', 11, 44, 'no-unencoded-characters', true],
  ['index.html', 13, 51, 'no-default-port', true], // srcset entries
  ['index.html', 13, 87, 'prefer-normalized', true],
  ['index.html', 14, 19, 'no-dangerous-scheme', false],
  ['index.html', 14, 72, 'no-credentials', false], // formaction
  ['settings.jsonc', 3, 34, 'no-default-port', true],
  ['settings.jsonc', 7, 39, 'no-unencoded-characters', true], // \u003c
  ['styles.css', 1, 33, 'no-default-port', true], // @import url()
  ['styles.css', 2, 10, 'prefer-normalized', true], // @import "…"
  ['styles.css', 2, 17, 'prefer-normalized', true],
  ['styles.css', 5, 40, 'no-unencoded-characters', true], // \20 in url()
  ['styles.css', 6, 51, 'no-default-port', true], // image-set()
  ['styles.css', 11, 31, 'no-default-port', true], // @font-face src
  ['workflow.yaml', 4, 29, 'no-default-port', true], // plain
  ['workflow.yaml', 5, 12, 'prefer-normalized', true], // single-quoted
  ['workflow.yaml', 5, 20, 'prefer-normalized', true],
  ['workflow.yaml', 6, 33, 'no-unencoded-characters', true], // \x3c in double-quoted
  ['workflow.yaml', 9, 24, 'no-default-port', true], // literal block
  ['workflow.yaml', 11, 26, 'prefer-normalized', true], // folded block
  ['workflow.yaml', 14, 29, 'no-default-port', true], // flow sequence
  ['workflow.yaml', 14, 41, 'valid-scheme', false],
];

/** Pieces of each fixed file: fixes written in the file's own syntax (entities, escapes, quotes). */
const FIXED: Array<[string, string]> = [
  ['data.json', '"homepage": "https://example.com/docs/guide"'],
  ['data.json', '"bugs": "https://example.com/a%3Cb%C3%A9"'],
  ['settings.jsonc', '"escaped": "https:\\/\\/example.com\\/a%3Cb"'],
  ['settings.jsonc', '"ignored": "http://example.com:80/"'],
  ['config.json5', "homepage: 'https://example.com/'"],
  ['README.md', '[ref]: <https://example.com/a%20b> "Reference"'],
  ['README.md', '`https://example.com:443/in-code`'],
  ['README.md', '<img src="https://example.com/x.png&amp;y">'],
  ['styles.css', 'url(https://example.com/a%20b.png)'],
  ['styles.css', 'image-set("https://example.com/1x.png" 1x'],
  ['index.html', 'href="https://example.com/search?q=a%20b&amp;lang=en"'],
  ['index.html', 'content="0; url=https://example.com/moved"'],
  ['index.html', 'srcset="https://example.com/a.png 1x, https://example.com/b~.png 2x"'],
  ['workflow.yaml', 'DOUBLE: "https://example.com/a%3Cb"'],
  ['workflow.yaml', 'LITERAL: |\n    https://example.com/literal'],
  ['App.vue', "'https://example.com/dark'"],
  ['App.vue', 'src="https://example.com/a%20b.png"'],
  ['Widget.svelte', 'href="https://example.com/items/{id}/a%20b"'],
];

type Row = [string, number, number, string, boolean];

it("the fixture's eslint.config.mjs is the README's config for other file types (the plugin imported from its build)", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const fromReadme = (snippet as (readme: string, name: string) => string)(readme, 'eslint-filetypes');
  const fixture = readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8');
  expect(fixture).toBe(fromReadme.replace("from '@urilint/eslint-plugin';", "from '../../../packages/eslint-plugin/dist/index.js'; // @urilint/eslint-plugin, built"));
});

function compareRows(a: Row, b: Row): number {
  return (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) || a[1] - b[1] || a[2] - b[2];
}

describe.each([
  ['ESLint 10', ESLint10],
  ['ESLint 9', ESLint9 as unknown as typeof ESLint10],
])('%s on every file type', (_name, ESLint) => {
  it('reports the planted defects of each file, and nothing else', async () => {
    const results = await new ESLint({ cwd: root }).lintFiles(['.']);
    const rows: Row[] = [];
    for (const r of results) {
      for (const m of r.messages) {
        if (m.fatal) throw new Error(`${r.filePath}: ${m.message}`);
        rows.push([path.relative(root, r.filePath), m.line, m.column, m.ruleId!.replace('urilint/', ''), m.fix !== undefined]);
      }
    }
    expect(rows.sort(compareRows)).toEqual([...EXPECTED].sort(compareRows));
  }, 60_000);

  it('fixes in each format with --fix, in one pass, leaving no fixable problem', async () => {
    const results = await new ESLint({ cwd: root, fix: true }).lintFiles(['.']);
    const output = new Map(results.map((r) => [path.relative(root, r.filePath), r.output ?? readFileSync(r.filePath, 'utf8')]));
    for (const [file, piece] of FIXED) expect(output.get(file), file).toContain(piece);
    for (const r of results) expect(r.messages.filter((m) => m.fix), r.filePath).toEqual([]);
  }, 60_000);
});
