/**
 * End to end with a real editor: Helix 25.01 (Debian 13's hx, scripts/e2e/setup-helix.sh) runs in
 * a tmux pane with the README's languages.toml (the `snippet:helix` block, taken from README.md as
 * written) as its configuration; it starts `urilint-language-server` from PATH (a folder holding
 * that command, as `npm install -g` makes it, pointing at the built server). The test types as a
 * person would and reads the screen: the diagnostics picker (Space d) lists urilint's findings, the
 * snippet's settings included (no-insecure-scheme as a warning); `]d` twice goes to the default
 * port, Space a offers its quick fix first, Enter applies it, `:w` writes the file. Skipped with the
 * reason when Helix or tmux could not be installed (failed under CI). Needs `npm run build`.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { snippet } from '../../scripts/readme-snippets.mjs';
import { pathWithServer, repo, runSetup, sampleProject, serverOnPath, skipOrFail } from './setup-tools.js';

const hx = path.join(repo, '.cache/helix-debian13/bin/hx');
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const languagesToml = (snippet as (readme: string, name: string) => string)(readme, 'helix');

let dir: string;
let setup: { ok: boolean; problems: string };
const session = `urilint-e2e-helix-${process.pid}`;
// A tmux server of the test's own (-L), so that the test never touches a user's sessions.
const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', session, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const screen = (): string => tmux('capture-pane', '-p', '-t', session);

beforeAll(() => {
  setup = runSetup('setup-helix.sh');
  dir = mkdtempSync(path.join(tmpdir(), 'urilint-helix-'));
  serverOnPath(dir);
  mkdirSync(path.join(dir, 'config', 'helix'), { recursive: true });
  writeFileSync(path.join(dir, 'config', 'helix', 'languages.toml'), languagesToml);
}, 900_000);
afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // not started, or already gone
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function until(what: string, predicate: (text: string) => boolean, ms = 20_000): Promise<string> {
  const deadline = Date.now() + ms;
  let text = '';
  while (Date.now() < deadline) {
    text = screen();
    if (predicate(text)) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Helix: ${what} did not happen; the screen:\n${text}`);
}

describe("Helix with the README's languages.toml", () => {
  it('lists the diagnostics with the snippet\'s settings and applies the quick fix', async ({ skip }) => {
    if (!setup.ok) return skipOrFail(skip, `Helix is not available: ${setup.problems}`);
    const project = path.join(dir, 'project');
    const file = sampleProject(project);
    const env = [
      `PATH=${pathWithServer(dir)}`,
      `XDG_CONFIG_HOME=${path.join(dir, 'config')}`,
      `HOME=${path.join(dir, 'home')}`, // no user config of this machine
      'TERM=xterm-256color',
    ];
    tmux('new-session', '-d', '-s', session, '-x', '160', '-y', '30', '-c', project, 'env', ...env, hx, 'src/api.js');
    const keys = (...k: string[]): string => tmux('send-keys', '-t', session, ...k);

    await until('the diagnostics count (2) in the status line', (s) => /● 2\b/.test(s));
    keys('Space', 'd');
    const picker = await until('the diagnostics picker', (s) => s.includes('no-default-port') && s.includes('no-insecure-scheme'));
    expect(picker).toMatch(/WARN\s+no-insecure-scheme/); // the snippet's rules setting reached the server
    expect(picker).toMatch(/WARN\s+no-default-port\s+The port 80 is the default/);
    keys('Escape');
    await until('the picker to close', (s) => !s.includes('severity'));
    keys(']', 'd'); // the insecure scheme ("http" comes first)
    keys(']', 'd'); // the default port
    await until('the cursor on the port', (s) => / 1:3[1-4]\s*$/m.test(s));
    keys('Space', 'a');
    const menu = await until('the code actions menu', (s) => s.includes('Fix this urilint/no-default-port problem'));
    const items = menu.split('\n').filter((l) => /urilint\/no-default-port/.test(l) && !/\(no-default-port\)/.test(l));
    expect(items[0]).toContain('Fix this urilint/no-default-port problem'); // the first item, where the menu starts
    keys('Enter');
    await until('the fixed text and one diagnostic left', (s) => s.includes('"http://api.acme.io/v1"') && /● 1\b/.test(s));
    keys(':w', 'Enter');
    await until('the write', (s) => /written/.test(s));
    keys(':q', 'Enter');
    expect(readFileSync(file, 'utf8')).toBe('const api = "http://api.acme.io/v1";\nexport default api;\n');
  }, 120_000);
});
