/**
 * End to end with a real editor: the README's Emacs snippet (the `snippet:emacs-eglot` block,
 * taken from README.md as written) is loaded into `emacs --batch` with Debian 12's Emacs 28.2 and
 * eglot 1.9 (scripts/e2e/setup-emacs.sh); eglot starts `urilint-language-server` from PATH (a
 * folder holding that command, as `npm install -g` makes it, pointing at the built server) for a
 * JavaScript file, and test/e2e/emacs-check.el checks the Flymake diagnostics (the snippet's
 * settings included) and applies a quick fix with `eglot-code-actions`. Skipped with the reason
 * when Emacs could not be installed (failed under CI). Needs `npm run build` (`npm run test:e2e`
 * does it).
 */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { snippet } from '../../scripts/readme-snippets.mjs';
import { outcomeOf, pathWithServer, repo, runSetup, sampleProject, serverOnPath, skipOrFail } from './setup-tools.js';

const checks = fileURLToPath(new URL('./emacs-check.el', import.meta.url));
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const initEl = (snippet as (readme: string, name: string) => string)(readme, 'emacs-eglot');

let dir: string;
let setup: { ok: boolean; problems: string };
beforeAll(() => {
  setup = runSetup('setup-emacs.sh');
  dir = mkdtempSync(path.join(tmpdir(), 'urilint-emacs-'));
  serverOnPath(dir);
  writeFileSync(path.join(dir, 'init.el'), initEl);
}, 900_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("Emacs (eglot) with the README's snippet", () => {
  it('shows the diagnostics with the snippet\'s settings and applies the quick fix', ({ skip }) => {
    if (!setup.ok) return skipOrFail(skip, `Emacs with eglot is not available: ${setup.problems}`);
    const project = path.join(dir, 'project');
    const file = sampleProject(project);
    const resultFile = path.join(dir, 'result.txt');
    // --batch reads no init file but Debian's site-start, which puts elpa-eglot on the load path.
    const run = spawnSync('emacs', ['--batch', '-l', path.join(dir, 'init.el'), '-l', checks], {
      cwd: project,
      env: {
        ...process.env,
        PATH: pathWithServer(dir),
        HOME: path.join(dir, 'home'), // no user config or packages of this machine
        URILINT_FILE: file,
        URILINT_RESULT: resultFile,
      },
      timeout: 90_000,
      encoding: 'utf8',
    });
    const outcome = outcomeOf(run, resultFile);
    process.stdout.write(`${outcome}\n`);
    expect(outcome).toMatch(/^OK Emacs [\d.]+, eglot: diagnostics received, quick fix applied$/);
    expect(run.status).toBe(0);
  }, 120_000);
});
