/**
 * End to end with a real editor: the README's Neovim snippet (the `snippet:neovim` block, taken
 * from README.md as written) is Neovim's init.lua; it starts `urilint-language-server` from PATH
 * (a folder holding that command, as `npm install -g` makes it, pointing at the built server) when
 * a JavaScript file is opened. test/e2e/neovim.lua then checks the diagnostics (the snippet's
 * settings included) and applies a quick fix. It runs on every Neovim that
 * scripts/e2e/setup-neovim.sh provides: Debian 12's 0.7.2 (the `nvim` on PATH) and Debian 13's
 * 0.10.4, each skipped with the reason when it could not be installed (failed under CI).
 * Needs `npm run build` (`npm run test:e2e` does it).
 */

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { snippet } from '../../scripts/readme-snippets.mjs';
import { outcomeOf, pathWithServer, repo, runSetup, sampleProject, serverOnPath, skipOrFail } from './setup-tools.js';

const checks = fileURLToPath(new URL('./neovim.lua', import.meta.url));
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const initLua = (snippet as (readme: string, name: string) => string)(readme, 'neovim');

const NEOVIMS = [
  { id: 'path', name: "the nvim on PATH (Debian 12's 0.7.2 here)", bin: 'nvim' },
  { id: 'debian13', name: "Debian 13's nvim (0.10.4)", bin: path.join(repo, '.cache/neovim-debian13/bin/nvim') },
];

let dir: string;
let setupProblems = '';
beforeAll(() => {
  setupProblems = runSetup('setup-neovim.sh').problems;
  dir = mkdtempSync(path.join(tmpdir(), 'urilint-nvim-'));
  serverOnPath(dir);
  writeFileSync(path.join(dir, 'init.lua'), initLua);
}, 900_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function version(bin: string): string | undefined {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).split('\n')[0];
  } catch {
    return undefined;
  }
}

describe("Neovim's built-in LSP client with the README's init.lua", () => {
  it.for(NEOVIMS)('$name: diagnostics with the snippet\'s settings, and the quick fix', ({ id, bin }, { skip }) => {
    const nvim = version(bin);
    if (!nvim) return skipOrFail(skip, `${bin} is not available: ${setupProblems || 'not installed'}`);
    process.stdout.write(`Neovim under test: ${bin} (${nvim})\n`);

    // A project with a package.json, the file in a folder below it: the snippet's root is the project.
    const project = path.join(dir, `project-${id}`);
    const file = sampleProject(project);
    const resultFile = path.join(project, 'result.txt');
    const home = path.join(project, 'home'); // no user config, plugins or shada of this machine
    const run = spawnSync(bin, ['--headless', '-i', 'NONE', '-n', '--cmd', `luafile ${checks}`, '-u', path.join(dir, 'init.lua'), file], {
      cwd: path.join(project, 'src'),
      env: {
        ...process.env,
        PATH: pathWithServer(dir),
        HOME: home,
        XDG_CONFIG_HOME: path.join(home, 'config'),
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_STATE_HOME: path.join(home, 'state'),
        URILINT_RESULT: resultFile,
        URILINT_ROOT: project,
      },
      timeout: 90_000,
      encoding: 'utf8',
    });
    const outcome = outcomeOf(run, resultFile);
    expect(outcome).toBe('OK diagnostics received, quick fix applied');
    expect(run.status).toBe(0);
    expect(run.stderr).not.toMatch(/deprecat/i); // the snippet uses no API that a current Neovim warns about
  }, 120_000);
});
