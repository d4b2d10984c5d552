#!/usr/bin/env node
// `npm run release`: the one command of a release (RELEASING.md). On a clean, up-to-date main:
// 1. the pending changesets (.changeset/*.md) become the new version of every package and of the
//    VS Code extension (one `fixed` group, .changeset/config.json) and their changelog entries
//    (`changeset version`); with none pending, the current version is released if it has no tag
//    yet (the first release);
// 2. what names the version besides the manifests follows: the root package.json, the .vsix file
//    name where it is written out, the root CHANGELOG.md's "Unreleased" heading, package-lock.json;
// 3. a commit "Release vX.Y.Z" and the tag vX.Y.Z, pushed together. The tag starts the Release
//    workflow (.github/workflows/release.yml), which runs CI, then publishes the packages to npm
//    with provenance and the extension to the VS Code Marketplace and Open VSX.
// Usage: node scripts/release.mjs [--no-push] [--no-git]
//   --no-push  commit and tag, but leave the push to you (it prints the command)
//   --no-git   only write the files (no checks of the tree, no commit, tag or push)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that name the extension's `.vsix` with its version, besides the changelogs. */
export const VSIX_REFERENCES = ['README.md', 'extension/package.json', 'test/e2e/vscode.test.ts'];

function run(command, args, { allowFail = false } = {}) {
  const r = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) throw r.error;
  if (r.status !== 0 && !allowFail) throw new Error(`${command} ${args.join(' ')} exited ${r.status}\n${r.stdout}${r.stderr}`);
  return r;
}

const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const versions = (workspaces) => new Map(workspaces.map((w) => [readJson(`${w}/package.json`).name, readJson(`${w}/package.json`).version]));

/** Replaces every `from` by `to` in a file, if the file exists; true if it changed. */
function replaceIn(path, from, to) {
  if (!existsSync(join(root, path))) return false;
  const text = readFileSync(join(root, path), 'utf8');
  const next = text.split(from).join(to);
  if (next !== text) writeFileSync(join(root, path), next);
  return next !== text;
}

/** The release: the steps of the comment above. */
function main() {
  const noGit = process.argv.includes('--no-git');
  const noPush = noGit || process.argv.includes('--no-push');
  const config = readJson('.changeset/config.json');
  if (!noGit) {
    if (run('git', ['status', '--porcelain']).stdout.trim() !== '') fail('the working tree has changes: commit or put them aside first');
    const branch = run('git', ['rev-parse', '--abbrev-ref', 'HEAD']).stdout.trim();
    if (branch !== config.baseBranch) fail(`releases are made from ${config.baseBranch}, not ${branch}`);
    if (run('git', ['remote', 'get-url', 'origin'], { allowFail: true }).status === 0) {
      run('git', ['fetch', '--quiet', 'origin', config.baseBranch]);
      const behind = run('git', ['rev-list', '--count', `HEAD..origin/${config.baseBranch}`]).stdout.trim();
      if (behind !== '0') fail(`${config.baseBranch} is ${behind} commit(s) behind origin: pull first`);
    }
  }

  const workspaces = readJson('package.json').workspaces;
  const before = versions(workspaces);
  const old = before.get('@urilint/core');
  const pending = readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  if (pending.length > 0) {
    console.log(`release: ${pending.length} changeset(s): ${pending.join(', ')}`);
    const r = run(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), 'version']);
    process.stdout.write(r.stdout);
  } else {
    const tagged = run('git', ['tag', '--list', `v${old}`], { allowFail: true }).stdout.trim() !== '';
    if (tagged) fail(`nothing to release: no changeset since v${old}. Add one with \`npx changeset\`.`);
    console.log(`release: no changeset pending and no tag v${old}: releasing ${old} as it is`);
  }

  const after = versions(workspaces);
  const version = after.get('@urilint/core');
  const off = [...after].filter(([, v]) => v !== version);
  if (off.length > 0) fail(`the fixed group did not move together: ${off.map(([n, v]) => `${n}@${v}`).join(', ')} beside ${version}`);
  for (const w of workspaces) {
    const pkg = readJson(`${w}/package.json`);
    for (const deps of [pkg.dependencies, pkg.devDependencies]) {
      for (const [name, range] of Object.entries(deps ?? {})) {
        if (name.startsWith('@urilint/') && range !== version) fail(`${w} depends on ${name}@${range}, not ${version}`);
      }
    }
  }

  replaceIn('package.json', `"version": "${old}"`, `"version": "${version}"`);
  if (version !== old) for (const path of VSIX_REFERENCES) replaceIn(path, `urilint-${old}.vsix`, `urilint-${version}.vsix`);
  replaceIn('CHANGELOG.md', '\n## Unreleased\n', `\n## ${version}\n`);
  // The workspaces' entries of the lock file follow their manifests; nothing else changes, so the
  // cache suffices (--prefer-offline) and no install script runs.
  run('npm', ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  console.log(`release: ${[...after.keys()].join(', ')} at ${version}${version === old ? ' (unchanged)' : ` (was ${old})`}`);

  if (noGit) return;
  const tag = `v${version}`;
  run('git', ['add', '--all']);
  run('git', ['commit', '--quiet', '-m', `Release ${tag}`]);
  run('git', ['tag', '--annotate', tag, '-m', tag]);
  const push = ['push', '--atomic', 'origin', `HEAD:${config.baseBranch}`, tag];
  if (noPush) {
    console.log(`release: committed and tagged ${tag}; publish with\n  git ${push.join(' ')}`);
  } else {
    run('git', push);
    console.log(`release: pushed ${tag}; the Release workflow now runs CI and publishes it`);
  }
}

// Only when run, not when imported (test/release.test.ts reads VSIX_REFERENCES).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
