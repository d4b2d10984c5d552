#!/usr/bin/env node
// `npm run pack-local`: the packages as npm would publish them, for trying urilint before it is on
// the registry. Builds (tsc -b), packs the four published packages into packs/ under names without
// the version (packs/urilint-core.tgz, …, so that the README's install line holds across releases)
// and prints the `npm install` lines that use them. A plugin tarball alone does not install: npm
// would look up its @urilint/core and @urilint/source dependencies on the registry, so each line
// names the tarballs of the whole dependency chain.
// Usage: node scripts/pack-local.mjs [--out DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The published packages, dependencies before dependents (npm pack's order and the lines'). */
export const PACKAGES = ['core', 'source', 'eslint-plugin', 'language-server'];

/** Each install line: the command before the tarballs, and the tarballs it needs. */
export const INSTALLS = {
  'eslint-plugin': { command: 'npm install --save-dev eslint', packages: ['core', 'source', 'eslint-plugin'] },
  // Global, as editors start `urilint-language-server` from PATH.
  'language-server': { command: 'npm install -g', packages: ['core', 'source', 'language-server'] },
};

/** The tarball of a package directory: `urilint-core.tgz`. */
export const tarballName = (dir) => `urilint-${dir}.tgz`;

/** The `npm install` line of `what`, with the tarballs at `packsPath` (a path as typed). */
export function installLine(what, packsPath) {
  const { command, packages } = INSTALLS[what];
  return [command, ...packages.map((p) => `${packsPath}/${tarballName(p)}`)].join(' ');
}

function run(command, args) {
  const r = spawnSync(command, args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Builds and packs into `out`: what `npm pack --json` says of each package, by directory. */
export function packLocal(out) {
  run(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-b']);
  mkdirSync(out, { recursive: true });
  for (const f of readdirSync(out)) if (/^urilint-.*\.tgz$/.test(f)) rmSync(join(out, f));
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', out, ...PACKAGES.flatMap((p) => ['-w', `packages/${p}`])]));
  const result = {};
  for (const [k, info] of packed.entries()) {
    const dir = PACKAGES[k];
    if (info.name !== `@urilint/${dir}`) throw new Error(`npm pack packed ${info.name} where @urilint/${dir} was expected`);
    renameSync(join(out, info.filename), join(out, tarballName(dir)));
    result[dir] = { ...info, path: join(out, tarballName(dir)) };
  }
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = resolve(at === -1 ? join(repo, 'packs') : process.argv[at + 1]);
  const packed = packLocal(out);
  const shown = relative(process.cwd(), out) || '.';
  for (const dir of PACKAGES) console.log(`packed ${packed[dir].name}@${packed[dir].version} into ${join(shown, tarballName(dir))} (${packed[dir].entryCount} files)`);
  const inRepo = relative(repo, out);
  if (!inRepo.startsWith('..') && !isAbsolute(inRepo)) {
    console.log(`\nIn a project next to this checkout (../${basename(repo)}), install the ESLint plugin with`);
    console.log(`  ${installLine('eslint-plugin', `../${basename(repo)}/${inRepo}`)}`);
    console.log('and the language server (the urilint-language-server command) with');
    console.log(`  ${installLine('language-server', `../${basename(repo)}/${inRepo}`)}`);
  }
  console.log('\nFrom any folder, with absolute paths:');
  console.log(`  ${installLine('eslint-plugin', out)}`);
  console.log(`  ${installLine('language-server', out)}`);
}
