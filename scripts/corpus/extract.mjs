// Brings the corpus files out of local git copies of the repositories into .cache/corpus/<owner+name>/.
// A copy is a bare git directory (what the search tool's `fetch` leaves: <mirror-dir>/<owner>+<name>/repo)
// or a clone (`git clone https://github.com/<owner>/<name> <mirror-dir>/<owner>+<name>`): files are read
// from the pinned commit's tree with git, never from a work tree.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathFilter } from './glob.mjs';

/** A generated file says so near its top (OpenAPI SDK generators, protobuf, "DO NOT EDIT"). */
const GENERATED_MARK = /file generated (?:from|by)|@generated|do not edit|auto-?generated|this file is generated/i;
/** Minified code, or data such as an inline SVG path, has lines no one writes by hand. */
const MAX_LINE_CHARS = 5000;
const MAX_MEAN_LINE_CHARS = 300;

export function repoDirName(repo) {
  return repo.replace('/', '+');
}

function git(gitDir, args, input) {
  const r = spawnSync('git', [`--git-dir=${gitDir}`, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} in ${gitDir}: ${r.stderr.toString().trim()}`);
  return r.stdout;
}

/** The git directory holding `commit` of `repo` under mirrorDir, or undefined. */
export function findGitDir(mirrorDir, repo, commit) {
  const base = join(mirrorDir, repoDirName(repo));
  for (const dir of [join(base, 'repo'), base + '.git', join(base, '.git'), base]) {
    if (!existsSync(dir)) continue;
    const r = spawnSync('git', [`--git-dir=${dir}`, 'cat-file', '-e', `${commit}^{commit}`]);
    if (r.status === 0) return dir;
  }
  return undefined;
}

/**
 * The manifest's default excludes minus those the entry drops (`dropDefaultExclude`): Node-RED keeps
 * its own packages under packages/node_modules/, which the default `**\/node_modules/**` would skip.
 */
function defaultExcludes(entry, defaults) {
  const dropped = entry.dropDefaultExclude ?? [];
  return defaults.exclude.filter((glob) => !dropped.includes(glob));
}

/** Blobs of the commit's tree that pass the manifest's path, extension and size filters. */
function listBlobs(gitDir, entry, defaults) {
  const wanted = pathFilter(entry.include, [...defaultExcludes(entry, defaults), ...(entry.exclude ?? [])]);
  const ext = new RegExp(`\\.(?:${defaults.extensions.join('|')})$`);
  const blobs = [];
  let tooBig = 0;
  for (const line of git(gitDir, ['ls-tree', '-r', '-l', '-z', entry.commit]).toString().split('\0')) {
    const m = /^\d+ blob ([0-9a-f]+) +(\d+)\t(.*)$/s.exec(line);
    if (!m || !ext.test(m[3]) || !wanted(m[3])) continue;
    if (Number(m[2]) > defaults.maxFileBytes) tooBig++;
    else blobs.push({ sha: m[1], path: m[3] });
  }
  return { blobs, tooBig };
}

/** The contents of many blobs through one `git cat-file --batch`. */
function readBlobs(gitDir, blobs) {
  const out = git(gitDir, ['cat-file', '--batch'], blobs.map((b) => b.sha).join('\n') + '\n');
  const texts = [];
  let at = 0;
  for (let i = 0; i < blobs.length; i++) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2]);
    texts.push(out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1;
  }
  return texts;
}

/** Why a file is left out of the corpus by its content, or undefined. */
export function contentSkipReason(text) {
  const head = text.split('\n', 5).join('\n');
  if (GENERATED_MARK.test(head)) return 'generated';
  const lines = text.split('\n');
  if (lines.some((l) => l.length > MAX_LINE_CHARS) || text.length / lines.length > MAX_MEAN_LINE_CHARS) return 'long-lines';
  return undefined;
}

/**
 * Extracts one repository's corpus files into outDir (skipped when a stamp of the same commit
 * and filters is there) and returns the stamp: commit, files, and what was skipped and why.
 */
export function extractRepo(entry, defaults, mirrorDir, outDir) {
  const stampFile = join(outDir, '.corpus-stamp.json');
  const filters = JSON.stringify([entry.include, entry.exclude ?? [], entry.dropDefaultExclude ?? [], defaults, GENERATED_MARK.source, MAX_LINE_CHARS, MAX_MEAN_LINE_CHARS]);
  if (existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (stamp.commit === entry.commit && stamp.filters === filters) return stamp;
  }
  const gitDir = findGitDir(mirrorDir, entry.repo, entry.commit);
  if (!gitDir) {
    throw new Error(`${entry.repo}@${entry.commit} is not under ${mirrorDir}: bring it with the search tool's fetch, or ` +
      `git clone https://github.com/${entry.repo} ${join(mirrorDir, repoDirName(entry.repo))} (see corpus/README.md)`);
  }
  const { blobs, tooBig } = listBlobs(gitDir, entry, defaults);
  const texts = readBlobs(gitDir, blobs);
  rmSync(outDir, { recursive: true, force: true });
  const stamp = { commit: entry.commit, filters, files: [], skipped: { 'over-size': tooBig, generated: 0, 'long-lines': 0 } };
  blobs.forEach((blob, i) => {
    const reason = contentSkipReason(texts[i]);
    if (reason) {
      stamp.skipped[reason]++;
      return;
    }
    const target = join(outDir, blob.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, texts[i]);
    stamp.files.push(blob.path);
  });
  stamp.files.sort();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(stampFile, JSON.stringify(stamp, null, 1));
  return stamp;
}
