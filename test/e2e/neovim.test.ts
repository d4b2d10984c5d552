/**
 * End to end with a real editor: Neovim's built-in LSP client (Debian's neovim 0.7, push
 * diagnostics only) starts the built server over stdio, shows the diagnostic of a JS file with a
 * bad URL and applies the quick fix. Needs `npm run build` (`npm run test:e2e` does it) and
 * `nvim` (scripts/e2e/setup-neovim.sh installs it).
 */

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const server = path.join(repo, 'packages/language-server/dist/bin.js');
const script = fileURLToPath(new URL('./neovim.lua', import.meta.url));

let dir: string;
beforeAll(() => {
  execFileSync('bash', [path.join(repo, 'scripts/e2e/setup-neovim.sh')], { stdio: 'inherit' });
  dir = mkdtempSync(path.join(tmpdir(), 'urilint-nvim-'));
}, 600_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Neovim (built-in LSP client)', () => {
  it('shows the diagnostic and applies the quick fix', () => {
    const file = path.join(dir, 'api.js');
    writeFileSync(file, 'const api = "http://example.com:80/v1";\nexport default api;\n');
    const resultFile = path.join(dir, 'result.txt');
    const run = spawnSync('nvim', ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', file, '-c', `luafile ${script}`], {
      cwd: dir,
      env: { ...process.env, URILINT_SERVER: server, URILINT_RESULT: resultFile },
      timeout: 90_000,
      encoding: 'utf8',
    });
    const outcome = (() => {
      try {
        return readFileSync(resultFile, 'utf8').trim();
      } catch {
        return `no result (status ${String(run.status)}, signal ${String(run.signal)}): ${run.stderr}${run.stdout}`;
      }
    })();
    expect(outcome).toBe('OK diagnostic received, quick fix applied');
    expect(run.status).toBe(0);
  }, 120_000);
});
