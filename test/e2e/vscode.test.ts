/**
 * End to end in a real VS Code: code-server (VS Code's workbench served to a browser, from the
 * npm registry) with the packaged extension installed, driven by Playwright in Debian's headless
 * Chromium. Opens a JS file with two bad URLs, waits for the squiggles, hovers one, applies a
 * quick fix from the light bulb, runs "urilint: Fix all URLs in file" from the command palette
 * and checks the editor text and the saved file; then opens a large TypeScript file and watches
 * the status bar's count of warnings grow from the top of the file to all of them (pull
 * diagnostics), and a Markdown, an HTML and a YAML file and waits for their squiggles.
 * Screenshots go to docs/images/ (README).
 *
 * Needs scripts/e2e/setup-code-server.sh (run here; cached in .cache/code-server) and a built
 * repository (`npm run test:e2e` builds); packages the .vsix itself (`npm run package -w extension`).
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeServer, repo, waitFor } from './code-server.js';
import { BIG, BIG_BLOCKS, valuesWhile } from './large-file.js';
import { setupOrSkipFile } from './setup-tools.js';

const images = path.join(repo, 'docs/images');

const FILE = `// api.js
export async function findUser() {
  const res = await fetch("/api/users?name=John Doe");
  return res.json();
}

export const site = "https://x.com:443/";
`;
const FIXED = FILE.replace('John Doe', 'John%20Doe').replace('x.com:443/', 'x.com/');

/** Other file types, each with one defect (a default port), and a word to know it is open. */
const OTHER_FILES: Array<[name: string, text: string, marker: string]> = [
  ['README.md', '# Docs\n\nSee [the guide](https://example.com:443/guide).\n', 'the guide'],
  ['index.html', '<!DOCTYPE html>\n<p><a href="https://example.com:443/home">home</a></p>\n', 'home'],
  ['ci.yaml', 'name: ci\nenv:\n  DOCS: https://example.com:443/docs\n', 'DOCS'],
];

const cs = new CodeServer('vscode e2e');

/** Puts the cursor on the first warning and opens the code action menu: from the light bulb, else with Ctrl+. */
async function openCodeActionMenu(): Promise<void> {
  const box = await cs.squiggleBox('warning');
  await cs.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await cs.page.mouse.move(box.x + box.width / 2, box.y + box.height * 4); // off the hover
  const bulb = cs.page.locator('.lightBulbWidget');
  let opened = false;
  try {
    await bulb.first().waitFor({ state: 'visible', timeout: 10_000 });
    await bulb.first().click();
    opened = true;
  } catch {
    await cs.page.keyboard.press('Control+.');
  }
  cs.step(`code action menu opened ${opened ? 'from the light bulb' : 'with Ctrl+.'}`);
}

const codeServer = setupOrSkipFile('setup-code-server.sh', 'VS Code (code-server)');

beforeAll(async () => {
  if (!codeServer) return;
  execFileSync('npm', ['run', 'package', '-w', 'extension'], { cwd: repo, stdio: 'inherit' });
  cs.step('extension packaged');
  const { version } = JSON.parse(readFileSync(path.join(repo, 'extension/package.json'), 'utf8')) as { version: string };
  cs.install(path.join(repo, `extension/urilint-${version}.vsix`));

  const { folder } = cs;
  writeFileSync(path.join(folder, 'api.js'), FILE);
  for (const [name, text] of OTHER_FILES) writeFileSync(path.join(folder, name), text);
  writeFileSync(path.join(folder, 'big.ts'), BIG);
  // HTML is read with the project's @html-eslint/parser (the .vsix bundles none: load-parser.ts).
  mkdirSync(path.join(folder, 'node_modules/@html-eslint'), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules/@html-eslint/parser'), path.join(folder, 'node_modules/@html-eslint/parser'), 'dir');

  await cs.start();
  await cs.quickOpen('api.js', 'findUser');
  cs.step('api.js open');
}, 600_000);

afterAll(() => (codeServer ? cs.stop() : undefined), 30_000);

describe.skipIf(!codeServer)('VS Code (code-server) with the packaged extension', () => {
  it('shows the squiggles and the rule message on hover', async () => {
    await cs.checked('squiggles and hover', async () => {
      // Activation, the server's start (TypeScript is in the bundle) and a pull of diagnostics.
      await waitFor(
        'an error and a warning squiggle',
        async () => (await cs.page.locator('.monaco-editor .squiggly-error').count()) >= 1 && (await cs.page.locator('.monaco-editor .squiggly-warning').count()) >= 1,
        60_000,
      );
      const text = await cs.hoverOverWarning(/default port/);
      expect(text).toContain('The port 443 is the default port of https and can be omitted.');
      expect(text).toMatch(/urilint\s*\(?no-default-port/);
      await cs.page.waitForTimeout(300);
      mkdirSync(images, { recursive: true });
      await cs.page.screenshot({ path: path.join(images, 'vscode-squiggles.png') });
    });
  });

  it('applies a quick fix from the light bulb', async () => {
    await cs.checked('quick fix', async () => {
      await cs.page.keyboard.press('Escape');
      await openCodeActionMenu();
      const item = cs.page.locator('.action-widget .monaco-list-row').filter({ hasText: 'Fix this urilint/no-default-port problem' });
      await item.first().waitFor({ state: 'visible', timeout: 15_000 });
      const items = await cs.page.locator('.action-widget .monaco-list-row').count();
      expect(items).toBeGreaterThanOrEqual(3); // fix, disable for this line, show documentation
      await cs.page.waitForTimeout(200);
      await cs.page.screenshot({ path: path.join(images, 'vscode-quickfix.png') });
      await item.first().click();
      await waitFor('the quick fix in the editor', async () => (await cs.editorText()).includes('"https://x.com/"'), 10_000);
      expect(await cs.editorText()).toContain('John Doe'); // the other problem is left alone
    });
  });

  it('fixes all URLs in the file from the command palette', async () => {
    await cs.checked('fix all', async () => {
      await cs.page.keyboard.press('Escape');
      await cs.page.keyboard.press('F1');
      const input = cs.page.locator('.quick-input-widget input');
      await input.waitFor({ state: 'visible', timeout: 10_000 });
      await input.fill('>urilint: Fix all URLs in file');
      const row = cs.page.locator('.quick-input-list .monaco-list-row').filter({ hasText: 'Fix all URLs in file' });
      await row.first().waitFor({ state: 'visible', timeout: 10_000 });
      await cs.page.keyboard.press('Enter');
      await waitFor('the fix-all edit in the editor', async () => (await cs.editorText()).includes('John%20Doe'), 15_000);
      await waitFor('no squiggles left', async () => (await cs.page.locator('.monaco-editor .squiggly-error, .monaco-editor .squiggly-warning').count()) === 0, 15_000);

      await cs.page.keyboard.press('Control+S');
      const file = path.join(cs.folder, 'api.js');
      await waitFor('api.js saved', async () => readFileSync(file, 'utf8') === FIXED || undefined, 10_000).catch(() => undefined);
      expect(readFileSync(file, 'utf8')).toBe(FIXED);
    });
  });

  it('shows the top of a large TypeScript file first, then all of its problems after the refresh (pull diagnostics)', async () => {
    await cs.checked('large file: the top first, then all', async () => {
      await cs.page.keyboard.press('Escape');
      const before = (await cs.problemCounts()).warnings;
      const seen = await valuesWhile(async () => (await cs.problemCounts()).warnings, before + BIG_BLOCKS, () => cs.quickOpen('big.ts', 'Item 0'));
      cs.step(`big.ts: warnings in the status bar over time (ms from Quick Open): ${JSON.stringify(seen)}`);
      expect(seen.at(-1)?.value).toBe(before + BIG_BLOCKS);
      expect(seen.some(({ value }) => value > before && value < before + BIG_BLOCKS)).toBe(true); // the top of the file first
    });
  });

  it.each(OTHER_FILES.map(([name, , marker]) => [name, marker]))('shows the squiggle in %s', async (name, marker) => {
    await cs.checked(`squiggle in ${name}`, async () => {
      await cs.page.keyboard.press('Escape');
      await cs.quickOpen(name, marker);
      await waitFor(`a warning squiggle in ${name}`, async () => (await cs.page.locator('.monaco-editor .squiggly-warning').count()) >= 1, 60_000);
      expect(await cs.hoverOverWarning(/default port/)).toMatch(/urilint\s*\(?no-default-port/);
    });
  });
});
