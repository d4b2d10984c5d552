/**
 * Quiet on test data in the editor, as the ESLint presets are: where no ESLint config decides, a
 * test file (core's TEST_FILE_GLOBS, relative to the workspace folder) gets no diagnostics unless
 * `urilint.tests` says so; where the project's ESLint config decides, its `files` and `ignores` do.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { FIX_ALL_KIND } from './protocol.js';
import { closeServers, startServer, type Harness } from '../tests/support/harness.js';
import { isTestFile } from './test-files.js';

const CODE = "const api = 'https://api.example.com:443/v1';\n";
const FIXED = "const api = 'https://api.example.com/v1';\n";
const TEST_FILES = ['src/a.test.ts', 'test/x.js', 'src/__tests__/url.js', 'src/__mocks__/http.js', 'tests/fixtures/urls.js', 'src/url.spec.tsx'];
const WHOLE = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

let root: string;
beforeEach(() => {
  // The workspace folder itself lies in a folder named `test`: only the path inside it counts.
  root = path.join(mkdtempSync(path.join(tmpdir(), 'urilint-tests-')), 'test', 'project');
  mkdirSync(root, { recursive: true });
});
afterEach(async () => {
  await closeServers();
  rmSync(path.dirname(path.dirname(root)), { recursive: true, force: true });
});

const languageOf = (file: string): string => (/\.tsx$/.test(file) ? 'typescriptreact' : /\.ts$/.test(file) ? 'typescript' : 'javascript');

async function diagnosticsOf(h: Harness, file: string): Promise<Diagnostic[]> {
  const uri = pathToFileURL(path.join(root, file)).href;
  const published = h.nextDiagnostics(uri, 1, 20_000);
  h.open(uri, languageOf(file), CODE);
  return (await published).diagnostics;
}

async function fixAll(h: Harness, file: string): Promise<string> {
  const [action] = await h.codeActions(pathToFileURL(path.join(root, file)).href, WHOLE, [], [FIX_ALL_KIND]);
  return h.apply(action.edit!);
}

describe('isTestFile', () => {
  it("matches the presets' globs relative to the workspace folder, as ESLint does", () => {
    for (const file of TEST_FILES) expect(isTestFile(path.join(root, file), root), file).toBe(true);
    for (const file of ['src/a.ts', 'lib/testing.js', 'src/contest.js', 'src/latest/url.js']) expect(isTestFile(path.join(root, file), root), file).toBe(false);
  });
});

describe('without an ESLint config', () => {
  it('a test file gets no diagnostics by default; main code does', async () => {
    const h = await startServer({ rootPath: root, configuration: () => null });
    for (const file of TEST_FILES) expect(await diagnosticsOf(h, file), file).toEqual([]);
    expect((await diagnosticsOf(h, 'src/a.js')).map((d) => d.code)).toEqual(['no-default-port']);
    expect(await fixAll(h, 'src/a.js')).toBe(FIXED);
  });

  it('urilint.tests "report": diagnostics in test files, fixes as quick fixes only (no preferred fix, fix all applies nothing)', async () => {
    const h = await startServer({ rootPath: root, configuration: () => ({ tests: 'report' }) });
    const diagnostics = await diagnosticsOf(h, 'test/x.js');
    expect(diagnostics.map((d) => d.code)).toEqual(['no-default-port']);
    const uri = pathToFileURL(path.join(root, 'test/x.js')).href;
    const actions = await h.codeActions(uri, diagnostics[0].range, diagnostics);
    const fix = actions.find((a) => a.title === 'Fix this urilint/no-default-port problem');
    expect(fix?.isPreferred).toBeUndefined();
    expect(h.apply(fix!.edit!)).toBe(FIXED);
    expect(await fixAll(h, 'test/x.js')).toBe(CODE);
  });

  it('urilint.tests "fix": test files are checked and fixed like main code', async () => {
    const h = await startServer({ rootPath: root, configuration: () => ({ tests: 'fix' }) });
    expect((await diagnosticsOf(h, 'src/a.test.ts')).map((d) => d.code)).toEqual(['no-default-port']);
    expect(await fixAll(h, 'src/a.test.ts')).toBe(FIXED);
  });
});

describe('with the ESLint presets in a trusted workspace', () => {
  const pluginEntry = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../eslint-plugin/dist/index.js')).href;
  const start = (configs: string[]): Promise<Harness> => {
    writeFileSync(path.join(root, 'package.json'), '{"type":"module"}\n');
    const list = configs.map((c) => `urilint.configs[${JSON.stringify(c)}]`).join(', ');
    writeFileSync(path.join(root, 'eslint.config.mjs'), `import urilint from ${JSON.stringify(pluginEntry)};\nexport default [${list}];\n`);
    return startServer({ rootPath: root, initializationOptions: { workspaceTrusted: true }, configuration: () => null });
  };

  it("calculateConfigForFile applies the preset's ignores: no diagnostics in a test file", async () => {
    const h = await start(['recommended']);
    expect(await diagnosticsOf(h, 'test/x.js')).toEqual([]);
    expect((await diagnosticsOf(h, 'src/a.js')).map((d) => d.code)).toEqual(['no-default-port']);
  });

  it('the tests preset reports in test files, and its settings.urilint.fix "suggest" keeps fix all from rewriting them', async () => {
    const h = await start(['recommended', 'recommended-tests']);
    expect((await diagnosticsOf(h, 'test/x.js')).map((d) => d.code)).toEqual(['no-default-port']);
    expect(await fixAll(h, 'test/x.js')).toBe(CODE);
    expect((await diagnosticsOf(h, 'src/a.js')).map((d) => d.code)).toEqual(['no-default-port']);
    expect(await fixAll(h, 'src/a.js')).toBe(FIXED);
  });
});
