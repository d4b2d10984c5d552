/**
 * Coexistence with the ESLint extension (coexistence.ts): which files urilint leaves to it, read
 * with a real ESLint from a temporary project, and the client middleware that drops urilint's
 * diagnostics of those files, against the mocked `vscode`. The real editor with both extensions is
 * test/e2e/vscode-eslint.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as h from './test/vscode-mock.js';

vi.mock('vscode', async () => (await import('./test/vscode-mock.js')).vscode);
vi.mock('vscode-languageclient/node', async () => (await import('./test/vscode-mock.js')).languageclient);

const { configEnablesUrilint, eslintExtensionLanguages, EslintCoexistence, ProjectEslintConfigs, ruleIsOn, ESLINT_EXTENSION_ID } = await import('./coexistence.js');
const ext = await import('./extension.js');

const repo = fileURLToPath(new URL('../../', import.meta.url));
const get = (values: Record<string, unknown>) => ({ get: <T>(key: string) => values[key] as T });
const uri = (fsPath: string, scheme = 'file') => ({ scheme, fsPath, toString: () => `${scheme}://${fsPath}` }) as never;

// A project with the repository's ESLint in node_modules and a flat config with an inline
// `urilint` plugin (the config reads as a real one does; no rule runs here).
const tmp = mkdtempSync(path.join(tmpdir(), 'urilint-coexistence-'));
const project = path.join(tmp, 'project');
mkdirSync(path.join(project, 'node_modules'), { recursive: true });
symlinkSync(path.join(repo, 'node_modules/eslint'), path.join(project, 'node_modules/eslint'), 'dir');
writeFileSync(
  path.join(project, 'eslint.config.js'),
  `const rule = { create: () => ({}) };
module.exports = [
  { plugins: { urilint: { rules: { 'no-default-port': rule, 'valid-port': rule } } } },
  { files: ['**/*.js'], rules: { 'urilint/no-default-port': 'warn' } },
  { files: ['off/**/*.js'], rules: { 'urilint/no-default-port': 'off' } },
  { files: ['**/*.mjs'], rules: { 'urilint/valid-port': ['off'] } },
];
`,
);
const bare = path.join(tmp, 'bare'); // no ESLint installed
mkdirSync(bare);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

beforeEach(() => {
  Object.assign(h.state, {
    trusted: true, config: {}, eslintConfig: {}, extensions: [ESLINT_EXTENSION_ID], extensionChange: [], watchers: [],
    workspaceFolder: { uri: { scheme: 'file', fsPath: project } }, textDocuments: [], clients: [], configChange: [], grantTrust: [], logged: [],
  });
});

describe('what the ESLint config and the ESLint extension say', () => {
  it('reads severities as ESLint does', () => {
    expect([1, 2, 'warn', 'error', ['warn'], [2, {}]].map(ruleIsOn)).toEqual([true, true, true, true, true, true]);
    expect([0, 'off', ['off'], [0, {}], undefined, 'on'].map(ruleIsOn)).toEqual([false, false, false, false, false, false]);
    expect(configEnablesUrilint({ rules: { 'urilint/valid-port': ['error'], semi: 'off' } })).toBe(true);
    expect(configEnablesUrilint({ rules: { 'urilint/valid-port': 'off', 'no-console': 'error' } })).toBe(false);
    expect(configEnablesUrilint(undefined)).toBe(false);
  });

  it('knows the languages the ESLint extension lints: eslint.validate and eslint.probe, none when disabled', () => {
    expect(eslintExtensionLanguages(get({})).has('javascript')).toBe(true);
    expect(eslintExtensionLanguages(get({})).has('yaml')).toBe(false); // not in the default probe
    const languages = eslintExtensionLanguages(get({ validate: ['yaml', { language: 'json5' }], probe: ['javascript'] }));
    expect([...languages].sort()).toEqual(['javascript', 'json5', 'yaml']);
    expect(eslintExtensionLanguages(get({ enable: false })).size).toBe(0);
  });

  it("asks the project's own ESLint whether a urilint rule is on for the file", async () => {
    const configs = new ProjectEslintConfigs(() => undefined);
    expect(await configs.enablesUrilint(project, path.join(project, 'src/api.js'))).toBe(true);
    expect(await configs.enablesUrilint(project, path.join(project, 'off/api.js'))).toBe(false); // turned off there
    expect(await configs.enablesUrilint(project, path.join(project, 'src/api.mjs'))).toBe(false); // configured, but off
    expect(await configs.enablesUrilint(project, path.join(project, 'README.md'))).toBe(false); // no config for .md
    expect(await configs.enablesUrilint(bare, path.join(bare, 'api.js'))).toBe(false); // no ESLint installed
  });

  it('logs a config that fails to load and leaves the file to urilint', async () => {
    const broken = path.join(tmp, 'broken');
    mkdirSync(path.join(broken, 'node_modules'), { recursive: true });
    symlinkSync(path.join(repo, 'node_modules/eslint'), path.join(broken, 'node_modules/eslint'), 'dir');
    writeFileSync(path.join(broken, 'eslint.config.js'), 'throw new Error("no such plugin");\n');
    const log: string[] = [];
    const configs = new ProjectEslintConfigs((m) => log.push(m));
    expect(await configs.enablesUrilint(broken, path.join(broken, 'api.js'))).toBe(false);
    expect(log.join('\n')).toContain('no such plugin');
  });
});

describe('EslintCoexistence', () => {
  const file = () => uri(path.join(project, 'src/api.js'));

  it('leaves a file to the ESLint extension when its config enables urilint rules', async () => {
    const c = new EslintCoexistence((m) => h.state.logged.push(m));
    expect(await c.leavesToEslint(file(), 'javascript')).toBe(true);
    expect(h.state.logged.join('\n')).toContain('urilint publishes no diagnostics of its own');
  });

  it.each([
    ['urilint.eslintCoexistence is "always"', () => (h.state.config = { eslintCoexistence: 'always' })],
    ['the ESLint extension is not installed or is disabled', () => (h.state.extensions = [])],
    ['eslint.enable is false', () => (h.state.eslintConfig = { enable: false })],
    ['the ESLint extension does not lint the language', () => (h.state.eslintConfig = { probe: ['typescript'] })],
    ['the workspace is not trusted', () => (h.state.trusted = false)],
  ])('publishes when %s', async (_, arrange) => {
    arrange();
    expect(await new EslintCoexistence(() => undefined).leavesToEslint(file(), 'javascript')).toBe(false);
  });

  it('publishes for documents not on disk', async () => {
    expect(await new EslintCoexistence(() => undefined).leavesToEslint(uri('/Untitled-1', 'untitled'), 'javascript')).toBe(false);
  });
});

describe('the client middleware', () => {
  const ours = { source: 'urilint', message: 'default port' };
  const theirs = { source: 'eslint', message: 'no-console' };

  async function activated() {
    await ext.activate({ subscriptions: [], asAbsolutePath: (p: string) => `/ext/${p}` } as never);
    const [client] = h.state.clients;
    return { client, middleware: client.clientOptions.middleware! };
  }

  it("drops urilint's diagnostics of a file left to ESLint from pulled reports, and keeps the others", async () => {
    const { middleware } = await activated();
    const doc = { uri: uri(path.join(project, 'src/api.js')), languageId: 'javascript' };
    const next = vi.fn(async () => ({ kind: 'full', resultId: '1', items: [ours, theirs] }));
    expect(await middleware.provideDiagnostics(doc, undefined, undefined, next)).toEqual({ kind: 'full', resultId: '1', items: [theirs] });

    h.state.config = { eslintCoexistence: 'always' };
    for (const l of h.state.configChange) l({ affectsConfiguration: (s: string) => s === 'urilint.eslintCoexistence' });
    expect(h.state.clients[0].refreshes).toBe(1); // open documents are pulled again
    // The server answers "unchanged" to the pull after the switch: the client pulls the whole list.
    const unchanged = vi.fn(async (_d: unknown, previous: string | undefined) =>
      previous ? { kind: 'unChanged', resultId: '1' } : { kind: 'full', resultId: '2', items: [ours] },
    );
    expect(await middleware.provideDiagnostics(doc, '1', undefined, unchanged)).toEqual({ kind: 'full', resultId: '2', items: [ours] });
    expect(unchanged.mock.calls.map((c) => c[1])).toEqual(['1', undefined]);
    await ext.deactivate();
  });

  it('filters pushed diagnostics too, and publishes them again when the decision changes', async () => {
    const { middleware } = await activated();
    const target = uri(path.join(project, 'src/api.js'));
    h.state.textDocuments = [{ uri: target, languageId: 'javascript' }];
    const published: unknown[][] = [];
    middleware.handleDiagnostics(target, [ours, theirs], (_u: unknown, d: unknown[]) => published.push(d));
    await vi.waitFor(() => expect(published).toEqual([[theirs]]));

    h.state.extensions = [];
    for (const l of h.state.extensionChange) l();
    await vi.waitFor(() => expect(published.at(-1)).toEqual([ours, theirs]));
    await ext.deactivate();
  });

  it('watches the ESLint configs and package.json files', async () => {
    await activated();
    expect(h.state.watchers.map((w) => w.glob)).toEqual(['**/{eslint.config.{js,mjs,cjs,ts,mts,cts},package.json}']);
    await ext.deactivate();
  });
});
