/**
 * The editors' setup scripts (scripts/e2e/setup-*.sh) as the end-to-end tests run them: each says
 * what it installs and why before it does, and exits non-zero with the reason when it cannot
 * (not root, no network). A test whose editor is missing then skips with that reason; under CI
 * (`CI=true`) it fails instead, since CI must really run every editor.
 */

import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../../', import.meta.url));
export const underCI = process.env.CI === 'true' || process.env.CI === '1';

/** Runs scripts/e2e/NAME, its output shown as it comes; the lines of its standard error, if it failed. */
export function runSetup(name: string): { ok: boolean; problems: string } {
  // Standard output goes straight to the terminal; standard error is kept for the skip message
  // and shown too.
  const run = spawnSync('bash', [path.join(repo, 'scripts/e2e', name)], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', timeout: 900_000 });
  if (run.stderr) process.stderr.write(run.stderr);
  const ok = run.status === 0;
  const problems = ok ? '' : run.stderr.trim() || `scripts/e2e/${name} exited with ${String(run.status ?? run.signal)}`;
  return { ok, problems };
}

/**
 * Skips the running test with `reason` (printed, since a skip note is easy to miss), or throws it
 * under CI.
 */
export function skipOrFail(skip: (note?: string) => never, reason: string): never {
  if (underCI) throw new Error(`${reason} (CI=true: an editor that cannot be installed fails the run)`);
  process.stderr.write(`SKIPPED: ${reason}\n`);
  return skip(reason);
}

/**
 * Runs scripts/e2e/NAME for a whole test file: whether its tests can run. When the setup fails,
 * under CI it throws; elsewhere it prints why the file is skipped (for `describe.skipIf`).
 */
export function setupOrSkipFile(name: string, what: string): boolean {
  const { ok, problems } = runSetup(name);
  if (ok) return true;
  if (underCI) throw new Error(`${what}: ${problems} (CI=true: an editor that cannot be installed fails the run)`);
  process.stderr.write(`SKIPPED: ${what}: ${problems}\n`);
  return false;
}

/**
 * `urilint-language-server` in DIR/bin (to put on PATH), as `npm install -g` puts it there: a link
 * to the built bin script, made executable as npm makes a package's bin on install (tsc writes it
 * without the mode).
 */
export function serverOnPath(dir: string): void {
  const bin = path.join(repo, 'packages/language-server/dist/bin.js');
  chmodSync(bin, 0o755);
  mkdirSync(path.join(dir, 'bin'));
  symlinkSync(bin, path.join(dir, 'bin', 'urilint-language-server'));
}
