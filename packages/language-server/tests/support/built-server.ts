/**
 * The built server's bin, as an editor starts it, for tests that run it as a child process.
 * `npm test` builds first; a bare `vitest run` on a fresh checkout builds it here.
 */

import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The path of dist/bin.js; registers a `beforeAll` that builds the package when it is missing. */
export function builtServerBin(): string {
  const bin = path.join(packageDir, 'dist', 'bin.js');
  beforeAll(() => {
    if (!existsSync(bin)) execFileSync(process.execPath, [path.resolve(packageDir, '../../node_modules/typescript/bin/tsc'), '-b', packageDir], { stdio: 'inherit' });
  }, 120_000);
  return bin;
}

/** Kills `child` if it still runs (after a test, so that a failed one leaves no server behind). */
export function killed(child: ChildProcess | undefined): undefined {
  if (child && child.exitCode === null) child.kill();
  return undefined;
}
