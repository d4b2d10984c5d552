#!/usr/bin/env node
// The real-world corpus: lints the files of corpus/repos.json with each urilint preset
// through ESLint's Linter, writes every finding to .cache/corpus/findings-<preset>.json, joins them
// with the hand review (corpus/review.json), prints precision per rule and preset, and applies and
// checks every auto-fix. Exits non-zero when a reviewed true finding is no longer reported, when a
// fix changes what a URL means or leaves a file that does not parse.
//
//   npm run build && node scripts/corpus/run.mjs [--preset recommended|strict|all]... [--repo owner/name]...
//       [--split tune|holdout] [--mirror-dir DIR] [--no-fix] [--verbose] [--from-cache]
//
// --split runs one half of the corpus (the `split` of each entry, by the rule of split.mjs); --repo
// and --split both narrow the selection. Review rows count only for the repositories that were run:
// rows of others are neither lost findings nor part of the precision.
// --from-cache joins the findings files of the last run with the review again, without linting
// (only the repositories that run linted and that the selection names).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { extractRepo, repoDirName } from './extract.mjs';
import { JS_PRESETS, findingOf, lintWithPresets, presetNames } from './lint.mjs';
import { checkFixes } from './fixcheck.mjs';
import { readReview, reviewProblems } from './review.mjs';
import { report } from './report.mjs';
import { SPLITS, splitProblems } from './split.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(root, '.cache/corpus');

const { values: args } = parseArgs({
  options: {
    preset: { type: 'string', multiple: true },
    repo: { type: 'string', multiple: true },
    split: { type: 'string' },
    'mirror-dir': { type: 'string', default: process.env.URILINT_CORPUS_MIRRORS ?? join(cacheDir, 'mirrors') },
    'no-fix': { type: 'boolean', default: false },
    'from-cache': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

/** The entries of the manifest that --repo and --split select (all when neither is given). */
function selectRepos(manifest) {
  if (args.split !== undefined && !SPLITS.includes(args.split)) {
    console.error(`--split ${args.split}: not one of ${SPLITS.join(', ')}`);
    process.exit(2);
  }
  const unknown = (args.repo ?? []).filter((name) => !manifest.repos.some((r) => r.repo === name));
  if (unknown.length > 0) {
    console.error(`--repo ${unknown.join(', ')}: not in corpus/repos.json`);
    process.exit(2);
  }
  return manifest.repos.filter((r) => (!args.repo || args.repo.includes(r.repo)) && (!args.split || r.split === args.split));
}

/** Extracts the selected repositories and returns the files to lint. */
function prepareCorpus(repos, defaults) {
  const corpus = [];
  for (const entry of repos) {
    const dir = join(cacheDir, repoDirName(entry.repo));
    const stamp = extractRepo(entry, defaults, args['mirror-dir'], dir);
    let lines = 0;
    const files = stamp.files.map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      lines += text.split('\n').length;
      return { file, text };
    });
    corpus.push({ entry, files, lines, skipped: stamp.skipped });
    console.log(`${entry.repo}@${entry.commit.slice(0, 10)}: ${files.length} files, ${lines} lines; skipped ${JSON.stringify(stamp.skipped)}`);
  }
  return corpus;
}

/** Lints the corpus with every preset; returns per preset the findings, the files no parser read, and the fix checks. */
function lintCorpus(corpus, presets) {
  const runs = new Map(presets.map((preset) => [preset, { preset, findings: [], unparsable: [], fixes: [] }]));
  for (const { entry, files } of corpus) {
    for (const { file, text } of files) {
      const where = { repo: entry.repo, commit: entry.commit, file };
      const filename = `${repoDirName(entry.repo)}/${file}`;
      const { fatal, results, variant, sourceCode } = lintWithPresets(text, filename, presets);
      for (const [preset, run] of runs) {
        if (fatal) {
          run.unparsable.push({ ...where, message: fatal.message });
          continue;
        }
        const own = results.get(preset).filter((m) => m.ruleId?.startsWith('urilint/'));
        run.findings.push(...own.map((m) => findingOf(m, where, sourceCode)));
        if (!args['no-fix'] && own.some((m) => m.fix)) {
          const checked = checkFixes(text, filename, preset, variant);
          if (checked) run.fixes.push({ ...where, ...checked });
        }
      }
    }
  }
  return [...runs.values()];
}

function main() {
  const manifest = JSON.parse(readFileSync(join(root, 'corpus/repos.json'), 'utf8'));
  const reviewFile = join(root, 'corpus/review.json');
  const rows = readReview(reviewFile);
  const problems = reviewProblems(rows);
  if (problems.length > 0) {
    console.error(`corpus/review.json is not well-formed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const splitIssues = splitProblems(manifest.repos);
  if (splitIssues.length > 0) {
    console.error(`corpus/repos.json does not follow the split rule (node scripts/corpus/split.mjs):\n  ${splitIssues.join('\n  ')}`);
    process.exit(1);
  }
  const selected = selectRepos(manifest);
  if (selected.length === 0) {
    console.error('no repository selected');
    process.exit(2);
  }
  console.log(`${selected.length} of ${manifest.repos.length} repositories${args.split ? ` (split ${args.split})` : ''}`);
  const available = presetNames();
  const presets = args.preset ?? JS_PRESETS;
  for (const p of presets.filter((p) => !available.includes(p))) console.log(`preset ${p}: not in the plugin, skipped`);
  mkdirSync(cacheDir, { recursive: true });
  if (args['from-cache']) {
    const cached = presets.filter((p) => available.includes(p)).map((preset) => JSON.parse(readFileSync(join(cacheDir, `findings-${preset}.json`), 'utf8')));
    // Files written before `repos` was recorded hold the whole manifest of that time.
    const linted = (run) => new Set(run.repos ?? manifest.repos.map((r) => r.repo));
    const repos = new Set(selected.map((r) => r.repo).filter((repo) => cached.every((run) => linted(run).has(repo))));
    const missing = selected.filter((r) => !repos.has(r.repo)).map((r) => r.repo);
    if (missing.length > 0) console.log(`not in the cached findings (not joined): ${missing.join(', ')}`);
    const keep = (f) => repos.has(f.repo);
    const runs = cached.map((run) => ({ ...run, findings: run.findings.filter(keep), unparsable: run.unparsable.filter(keep), fixes: run.fixes.filter(keep) }));
    process.exit(report(runs, rows, { cacheDir, verbose: args.verbose, repos }) ? 1 : 0);
  }
  const corpus = prepareCorpus(selected, manifest.defaults);
  const started = performance.now();
  const runs = lintCorpus(corpus, presets.filter((p) => available.includes(p)));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const files = corpus.reduce((n, r) => n + r.files.length, 0);
  const lines = corpus.reduce((n, r) => n + r.lines, 0);
  console.log(`linted ${files} files, ${lines} lines with ${runs.length} presets in ${seconds} s`);
  const repos = new Set(corpus.map((r) => r.entry.repo));
  for (const run of runs) {
    writeFileSync(join(cacheDir, `findings-${run.preset}.json`), JSON.stringify({ files, lines, seconds, split: args.split ?? null, repos: [...repos], ...run }, null, 1));
  }
  const failed = report(runs, rows, { cacheDir, verbose: args.verbose, repos });
  process.exit(failed ? 1 : 0);
}

main();
