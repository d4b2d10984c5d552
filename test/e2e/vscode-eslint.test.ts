/**
 * urilint beside Microsoft's ESLint extension (dbaeumer.vscode-eslint), both installed in
 * code-server: a project whose eslint.config.js enables the urilint rules gets each finding once,
 * from ESLint, while urilint's hover (the URL's parts and normal form) stays; with
 * `urilint.eslintCoexistence: "always"` urilint's diagnostic is back beside ESLint's.
 *
 * Needs scripts/e2e/setup-code-server.sh and scripts/e2e/setup-vscode-eslint.sh (run here; both
 * cached in .cache/) and a built repository (`npm run test:e2e` builds); packages the .vsix itself.
 * The project's `eslint` and `@urilint/eslint-plugin` are the repository's, linked into its
 * node_modules (the ESLint extension and urilint both load the project's own ESLint).
 */

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeServer, repo, waitFor } from './code-server.js';
import { setupOrSkipFile } from './setup-tools.js';

const FILE = `// api.js
export const site = "https://x.com:443/";
`;
const MESSAGE = /The port 443 is the default port of https and can be omitted\./g;
const FROM_ESLINT = /eslint\s*\(?urilint\/no-default-port/; // the hover's "eslint(urilint/no-default-port)"
const FROM_URILINT = /urilint\s*\(?no-default-port/; // "urilint(no-default-port)"
const URILINT_HOVER = /Normal form/; // urilint's own hover: the URL's parts and normal form

const cs = new CodeServer('vscode-eslint e2e');

// The ESLint extension is built from its source, which may be out of reach (the script exits 3
// and says why): then this file skips, with the reason printed; any other failure fails it.
const setup = spawnSync('bash', [path.join(repo, 'scripts/e2e/setup-vscode-eslint.sh')], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', timeout: 900_000 });
process.stderr.write(setup.stderr ?? '');
if (setup.status !== 0 && setup.status !== 3) throw new Error(`scripts/e2e/setup-vscode-eslint.sh failed: ${setup.stderr}`);
const unavailable = setup.status === 3;
if (unavailable) process.stderr.write(`SKIPPED: VS Code with the ESLint extension: ${setup.stderr.trim()}\n`);

const codeServer = !unavailable && setupOrSkipFile('setup-code-server.sh', 'VS Code (code-server) with the ESLint extension');

beforeAll(async () => {
  if (unavailable || !codeServer) return;
  execFileSync('npm', ['run', 'package', '-w', 'extension'], { cwd: repo, stdio: 'inherit' });
  cs.install(path.join(repo, '.cache/vscode-eslint/vscode-eslint.vsix'));
  const { version } = JSON.parse(readFileSync(path.join(repo, 'extension/package.json'), 'utf8')) as { version: string };
  cs.install(path.join(repo, `extension/urilint-${version}.vsix`));

  const { folder } = cs;
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }, null, 2));
  writeFileSync(
    path.join(folder, 'eslint.config.js'),
    "import urilint from '@urilint/eslint-plugin';\n\nexport default [urilint.configs.recommended];\n",
  );
  writeFileSync(path.join(folder, 'api.js'), FILE);
  mkdirSync(path.join(folder, 'node_modules/@urilint'), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules/eslint'), path.join(folder, 'node_modules/eslint'), 'dir');
  symlinkSync(path.join(repo, 'packages/eslint-plugin'), path.join(folder, 'node_modules/@urilint/eslint-plugin'), 'dir');
  // The command line's answer, which the editor must match.
  const cli = execFileSync(process.execPath, [path.join(repo, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', 'api.js'], { cwd: folder, encoding: 'utf8' });
  expect(JSON.parse(cli)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(['urilint/no-default-port']);

  await cs.start();
  await cs.quickOpen('api.js', 'x.com');
  cs.step('api.js open');
}, 600_000);

afterAll(() => (unavailable || !codeServer ? undefined : cs.stop()), 30_000);

describe.skipIf(unavailable || !codeServer)('VS Code (code-server) with the ESLint extension and urilint', () => {
  it('shows one squiggle, ESLint\'s, for a finding of the ESLint config, and urilint\'s hover', async () => {
    await cs.checked('one diagnostic, from ESLint', async () => {
      // urilint decides (its "urilint" output channel says so), and ESLint's diagnostic arrives.
      await waitFor('urilint to leave api.js to ESLint', async () => /api\.js: its ESLint config enables urilint rules/.test(cs.logs(/urilint/i)), 90_000);
      const hover = await cs.hoverOverWarning(FROM_ESLINT, URILINT_HOVER);
      expect(hover.match(MESSAGE)).toHaveLength(1);
      expect(hover).not.toMatch(FROM_URILINT);
      expect(await cs.problemCounts()).toEqual({ errors: 0, warnings: 1 });
    });
  });

  it('shows both with urilint.eslintCoexistence "always"', async () => {
    await cs.checked('both diagnostics with "always"', async () => {
      await cs.page.keyboard.press('Escape');
      mkdirSync(path.join(cs.folder, '.vscode'), { recursive: true });
      writeFileSync(path.join(cs.folder, '.vscode/settings.json'), JSON.stringify({ 'urilint.eslintCoexistence': 'always' }));
      await waitFor('two warnings in the status bar', async () => (await cs.problemCounts()).warnings === 2, 30_000);
      const hover = await cs.hoverOverWarning(FROM_ESLINT, FROM_URILINT, URILINT_HOVER);
      expect(hover.match(MESSAGE)).toHaveLength(2);
    });
  });

  it('leaves the file to ESLint again with "auto"', async () => {
    await cs.checked('one diagnostic again with "auto"', async () => {
      await cs.page.keyboard.press('Escape');
      writeFileSync(path.join(cs.folder, '.vscode/settings.json'), JSON.stringify({ 'urilint.eslintCoexistence': 'auto' }));
      await waitFor('one warning in the status bar', async () => (await cs.problemCounts()).warnings === 1, 30_000);
      expect(await cs.hoverOverWarning(FROM_ESLINT, URILINT_HOVER)).not.toMatch(FROM_URILINT);
    });
  });
});
