#!/usr/bin/env node
// Adds reviewed rows to corpus/review.json: a file of rows from .cache/corpus/unreviewed.json with
// `verdict`, `reason` (and `family` for a false alarm) filled in by hand. A row with the key of an
// existing one replaces it. Also records in every row which presets report it in the latest run
// (the findings files), so that a row a preset stops reporting is listed as gone for that preset.
//
//   node scripts/corpus/merge-review.mjs [filled-rows.json]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexReview, readReview, reviewKey, reviewProblems, writeReview } from './review.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reviewFile = join(root, 'corpus/review.json');
const FIELDS = ['repo', 'commit', 'file', 'line', 'rule', 'literal', 'verdict', 'reason', 'family', 'maxFindings', 'givenUp', 'presets'];

function pick(row) {
  return Object.fromEntries(FIELDS.filter((f) => row[f] !== undefined).map((f) => [f, row[f]]));
}

const byKey = new Map(readReview(reviewFile).map((r) => [reviewKey(r), r]));
if (process.argv[2]) {
  for (const row of JSON.parse(readFileSync(process.argv[2], 'utf8'))) byKey.set(reviewKey(row), pick(row));
}
const rows = [...byKey.values()];
const rowOf = indexReview(rows);
for (const preset of ['recommended', 'strict', 'all']) {
  const file = join(root, `.cache/corpus/findings-${preset}.json`);
  if (!existsSync(file)) continue;
  for (const finding of JSON.parse(readFileSync(file, 'utf8')).findings) {
    const row = rowOf(finding);
    if (row && !row.presets.includes(preset)) row.presets = [...row.presets, preset];
  }
}
const problems = reviewProblems(rows);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeReview(reviewFile, rows);
console.log(`corpus/review.json: ${rows.length} rows`);
