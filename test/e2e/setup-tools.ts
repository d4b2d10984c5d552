/**
 * The editors' setup scripts (scripts/e2e/setup-*.sh) as the end-to-end tests run them: each says
 * what it installs and why before it does, and exits non-zero with the reason when it cannot
 * (not root, no network). A test whose editor is missing then skips with that reason; under CI
 * (`CI=true`) it fails instead, since CI must really run every editor.
 */

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** PATH with DIR/bin (the server, see serverOnPath) first. */
export function pathWithServer(dir: string): string {
  return `${path.join(dir, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`;
}

/** The file every editor test opens, before and after its quick fix (an insecure scheme and a default port). */
const SAMPLE = 'const api = "http://api.acme.io:80/v1";\nexport default api;\n';

/** A project at PROJECT (a package.json, which makes it the server's root) with SAMPLE in src/api.js, whose path it returns. */
export function sampleProject(project: string): string {
  mkdirSync(path.join(project, 'src'), { recursive: true });
  writeFileSync(path.join(project, 'package.json'), '{ "name": "e2e", "private": true }\n');
  const file = path.join(project, 'src', 'api.js');
  writeFileSync(file, SAMPLE);
  return file;
}

/** What an editor's check script wrote to RESULT_FILE, or why it wrote nothing. */
export function outcomeOf(run: SpawnSyncReturns<string>, resultFile: string): string {
  return existsSync(resultFile)
    ? readFileSync(resultFile, 'utf8').trim()
    : `no result (status ${String(run.status)}, signal ${String(run.signal)}): ${run.stderr}${run.stdout}`;
}
