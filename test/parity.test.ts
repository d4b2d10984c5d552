/**
 * ESLint/LSP parity (SPEC §7): for every fixture the ESLint tests lint, the language server's
 * diagnostics (rule, range) equal ESLint's messages, and `source.fixAll.urilint` produces ESLint's
 * fix output. ESLint is the real ESLint class on examples/eslint.config.js (urilint's recommended
 * preset, which imports the built plugin: `npm run build` first; `npm test` does).
 *
 * The server runs twice: in a trusted workspace, where it reads that same ESLint config through
 * `calculateConfigForFile`, and in an untrusted one, where the editor settings say the same
 * thing (recommended defaults + the config's `urlContexts`).
 */

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type CodeAction, type Diagnostic, type DocumentDiagnosticReport, type TextEdit } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FIX_ALL_KIND } from '../packages/language-server/src/index.js';
import { PULL_CAPABILITIES, startServer, type Harness } from '../packages/language-server/tests/support/harness.js';

const examples = fileURLToPath(new URL('../examples/', import.meta.url));
/** One file of each other type, each with its ESLint language or parser. */
const filetypes = fileURLToPath(new URL('./fixtures/filetypes/', import.meta.url));
/** Fixture folders of the ESLint tests that the server can read (each with its eslint.config.js). */
const FIXTURE_ROOTS = [examples, filetypes];

const LANGUAGE_IDS: Record<string, string> = {
  '.js': 'javascript',
  '.cjs': 'javascript',
  '.mjs': 'javascript',
  '.jsx': 'javascriptreact',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'typescriptreact',
  '.json': 'json',
  '.jsonc': 'jsonc',
  '.json5': 'json5',
  '.md': 'markdown',
  '.css': 'css',
  '.html': 'html',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.vue': 'vue',
  '.svelte': 'svelte',
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

type Row = [line: number, column: number, endLine: number, endColumn: number, rule: string];

function serverRows(diagnostics: Diagnostic[]): Row[] {
  return diagnostics
    .map((d): Row => [d.range.start.line + 1, d.range.start.character + 1, d.range.end.line + 1, d.range.end.character + 1, String(d.code)])
    .sort(compareRows);
}

/** ESLint 10's messages (rule, range) and `--fix` output for each file of `root` that its config lints. */
async function eslintResults_(root: string, files: string[]): Promise<Map<string, { rows: Row[]; output: string }>> {
  const out = new Map<string, { rows: Row[]; output: string }>();
  const linter = new ESLint({ cwd: root });
  const fixer = new ESLint({ cwd: root, fix: true });
  for (const file of files) {
    if (await linter.isPathIgnored(file)) continue;
    const [result] = await linter.lintFiles([file]);
    const fatal = result.messages.find((m) => m.fatal);
    if (fatal) throw new Error(`${file}: ${fatal.message}`);
    const rows = result.messages
      .filter((m) => m.ruleId?.startsWith('urilint/'))
      .map((m): Row => [m.line, m.column, m.endLine ?? m.line, m.endColumn ?? m.column, m.ruleId!.slice('urilint/'.length)])
      .sort(compareRows);
    const [fixed] = await fixer.lintFiles([file]);
    out.set(file, { rows, output: fixed.output ?? readFileSync(file, 'utf8') });
  }
  return out;
}

function compareRows(a: Row, b: Row): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3] || a[4].localeCompare(b[4]);
}

for (const root of FIXTURE_ROOTS) {
  const files = walk(root).filter((f) => LANGUAGE_IDS[path.extname(f)] !== undefined && !/eslint\.config\./.test(path.basename(f)));

  describe(`parity on ${path.relative(fileURLToPath(new URL('..', import.meta.url)), root)}`, () => {
    let eslintResults = new Map<string, { rows: Row[]; output: string }>();

    beforeAll(async () => {
      eslintResults = await eslintResults_(root, files);
    }, 60_000);

    it('has fixtures with findings', () => {
      expect(eslintResults.size).toBeGreaterThan(0);
      expect([...eslintResults.values()].some((r) => r.rows.length > 0)).toBe(true);
    });

    const modes = [
      // The editor settings turn everything off: only the ESLint config can produce findings here.
      ['trusted workspace: the ESLint config', { initializationOptions: { workspaceTrusted: true }, configuration: () => ({ preset: 'none' }) }],
      ['untrusted workspace: editor settings', { configuration: () => ({ urlContexts: { functions: ['request'] } }) }],
    ] as const;

    describe.each(modes)('%s', (_name, mode) => {
      let h: Harness;
      beforeAll(async () => {
        h = await startServer({ capabilities: PULL_CAPABILITIES, rootPath: root.replace(/\/$/, ''), ...mode });
      });
      afterAll(async () => {
        await h.dispose();
      });

      for (const file of files) {
        const rel = path.relative(root, file);
        it(`${rel}: same diagnostics as ESLint, and source.fixAll.urilint gives ESLint's fix output`, async () => {
          const expected = eslintResults.get(file);
          if (!expected) return; // ignored by the ESLint config
          const uri = pathToFileURL(file).href;
          const text = readFileSync(file, 'utf8');
          h.open(uri, LANGUAGE_IDS[path.extname(file)], text);
          const report = await h.pull(uri);
          expect(report.kind).toBe('full');
          if (report.kind !== 'full') return;
          expect(serverRows(report.items)).toEqual(expected.rows);
          const [fixAll] = await h.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], [FIX_ALL_KIND]);
          expect(fixAll.kind).toBe(FIX_ALL_KIND);
          expect(h.apply(fixAll.edit!)).toBe(expected.output);
          h.close(uri);
        });
      }
    });
  });
}

/**
 * The built binary over stdio, as an editor starts it (`urilint-language-server --stdio`), on
 * one file of each other type: the same diagnostics and fix-all text as ESLint.
 */
describe('parity over stdio (the built server binary) on every file type', () => {
  const bin = fileURLToPath(new URL('../packages/language-server/dist/bin.js', import.meta.url));
  const files = walk(filetypes).filter((f) => LANGUAGE_IDS[path.extname(f)] !== undefined && !/eslint\.config\./.test(path.basename(f)));
  const child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  let expected = new Map<string, { rows: Row[]; output: string }>();

  beforeAll(async () => {
    connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => ({})));
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(filetypes).href, capabilities: PULL_CAPABILITIES, initializationOptions: {} });
    await connection.sendNotification('initialized', {});
    expected = await eslintResults_(filetypes, files);
  }, 60_000);

  afterAll(async () => {
    connection.dispose();
    child.kill();
  });

  it.each(files.map((f) => path.basename(f)))('%s: same diagnostics and fix-all text as ESLint', async (name) => {
    const file = path.join(filetypes, name);
    const want = expected.get(file);
    expect(want, name).toBeDefined();
    const uri = pathToFileURL(file).href;
    const text = readFileSync(file, 'utf8');
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: LANGUAGE_IDS[path.extname(file)], version: 1, text } });
    const report = (await connection.sendRequest('textDocument/diagnostic', { textDocument: { uri } })) as DocumentDiagnosticReport;
    expect(report.kind).toBe('full');
    if (report.kind !== 'full') return;
    expect(serverRows(report.items)).toEqual(want!.rows);
    const [fixAll] = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: [FIX_ALL_KIND] },
    })) as CodeAction[];
    const edits = (fixAll.edit?.documentChanges?.[0] as { edits: TextEdit[] } | undefined)?.edits ?? fixAll.edit?.changes?.[uri] ?? [];
    expect(TextDocument.applyEdits(TextDocument.create(uri, 'x', 1, text), edits)).toBe(want!.output);
    await connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });
});
