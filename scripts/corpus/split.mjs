#!/usr/bin/env node
// The tune/holdout split of the corpus (corpus/README.md, "Tune and holdout"), fixed before any
// finding of the new repositories was looked at. The rule: take the applications and the libraries
// (each entry's `class`) apart; sort each class by repository name (lower case, code-point order);
// the 1st, 3rd, 5th, ... of each class are `tune`, the 2nd, 4th, ... `holdout`. Both halves so get
// about half of each class, and an entry's half depends on nothing but the names in its class.
//
//   node scripts/corpus/split.mjs            # checks corpus/repos.json against the rule
//   node scripts/corpus/split.mjs --write    # writes each entry's `split` by the rule
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SPLITS = ['tune', 'holdout'];
export const CLASSES = ['application', 'library'];

/** The split the rule gives each repository of the manifest, as a Map from repo to split. */
export function splitByRule(repos) {
  const out = new Map();
  for (const cls of CLASSES) {
    const names = repos.filter((r) => r.class === cls).map((r) => r.repo).sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
    names.forEach((name, i) => out.set(name, SPLITS[i % 2]));
  }
  return out;
}

/** Entries whose `class` is missing or whose `split` is not the rule's. */
export function splitProblems(repos) {
  const rule = splitByRule(repos);
  const problems = [];
  for (const r of repos) {
    if (!CLASSES.includes(r.class)) problems.push(`${r.repo}: class ${JSON.stringify(r.class)} is not one of ${CLASSES.join(', ')}`);
    else if (r.split !== rule.get(r.repo)) problems.push(`${r.repo}: split ${JSON.stringify(r.split)}, the rule gives ${rule.get(r.repo)}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(fileURLToPath(new URL('../../', import.meta.url)), 'corpus/repos.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (process.argv.includes('--write')) {
    const rule = splitByRule(manifest.repos);
    manifest.repos = manifest.repos.map((r) => ({ ...r, split: rule.get(r.repo) }));
    writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
  }
  const problems = splitProblems(manifest.repos);
  for (const p of problems) console.error(p);
  for (const split of SPLITS) {
    const repos = manifest.repos.filter((r) => r.split === split);
    console.log(`${split}: ${repos.length} (${CLASSES.map((c) => `${repos.filter((r) => r.class === c).length} ${c}`).join(', ')}): ${repos.map((r) => r.repo).join(', ')}`);
  }
  process.exit(problems.length > 0 ? 1 : 0);
}
