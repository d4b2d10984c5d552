#!/usr/bin/env node
// The path of a Node 24 binary, installed on first use from the npm registry package `node@24`
// (which carries a real binary) into the git-ignored .cache/node24. Used by the Node 24 test run
// (test-node24.sh) and by the benchmark sections that need Node ≥ 22 (eslint-plugin-unicorn).
// Run directly, it prints the path.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NODE24_VERSION = '24.21.0';

const dir = fileURLToPath(new URL('../../.cache/node24/', import.meta.url));
const bin = `${dir}node_modules/node/bin/node`;

function versionOf(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The binary, installed (or replaced by the pinned version) when needed. */
export function node24Binary() {
  if (existsSync(bin) && versionOf(bin) === `v${NODE24_VERSION}`) return bin;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(`${dir}package.json`)) writeFileSync(`${dir}package.json`, '{"name":"node24-cache","private":true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--workspaces=false', `node@${NODE24_VERSION}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return bin;
}

/**
 * Runs `measure(args)` in this process when it is Node ≥ 22 (eslint-plugin-unicorn's engines) with
 * --expose-gc (the benchmarks' minor GC between files), else runs `script` with `args` again under
 * such a Node (this one, or the pinned Node 24) in a child process. For the ESLint benchmark
 * sections that lint with unicorn (`what` names the section in an error).
 */
export async function runOnNode22(script, args, measure, what) {
  const recent = Number(process.versions.node.split('.')[0]) >= 22;
  if (recent && globalThis.gc) return measure(args);
  const child = spawnSync(recent ? process.execPath : node24Binary(), ['--expose-gc', script, ...args], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`${what} failed under Node 24 (exit ${child.status})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(node24Binary());
