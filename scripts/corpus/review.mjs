// The hand review of corpus findings (corpus/review.json): reading and checking it, joining it with
// the findings of a run, and the precision it gives per rule and per preset.
import { readFileSync, writeFileSync } from 'node:fs';

export const VERDICTS = ['defect', 'test-fixture', 'false-alarm'];
const REQUIRED = ['repo', 'commit', 'file', 'line', 'rule', 'literal', 'verdict', 'reason', 'presets'];

/** The key a finding and its review row share: where it is, which rule, and the literal's text. */
export function reviewKey(r) {
  return [r.repo, r.file, r.line, r.rule, r.literal].join('\u0000');
}

/** The key without the line, for a finding whose line moved. */
function looseKey(r) {
  return [r.repo, r.file, r.rule, r.literal].join('\u0000');
}

/** Problems of a review file: missing fields, unknown verdicts, empty reasons, duplicate keys. */
export function reviewProblems(rows) {
  const problems = [];
  const seen = new Set();
  rows.forEach((row, i) => {
    const where = `row ${i + 1} (${row.repo} ${row.file}:${row.line} ${row.rule})`;
    for (const field of REQUIRED) if (row[field] === undefined) problems.push(`${where}: no ${field}`);
    if (!VERDICTS.includes(row.verdict)) problems.push(`${where}: verdict ${JSON.stringify(row.verdict)} is not one of ${VERDICTS.join(', ')}`);
    if (typeof row.reason !== 'string' || row.reason.trim().length < 8) problems.push(`${where}: the reason says nothing`);
    if (row.verdict === 'false-alarm' && !row.family) problems.push(`${where}: a false alarm names its family`);
    if (row.maxFindings !== undefined && !(Number.isInteger(row.maxFindings) && row.maxFindings > 0)) {
      problems.push(`${where}: maxFindings is a positive whole number`);
    }
    const key = reviewKey(row);
    if (seen.has(key)) problems.push(`${where}: duplicate key`);
    seen.add(key);
  });
  return problems;
}

export function readReview(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** One row per line: a review diff shows the rows that changed. */
export function writeReview(file, rows) {
  const sorted = [...rows].sort((a, b) => reviewKey(a).localeCompare(reviewKey(b), 'en') || a.line - b.line);
  writeFileSync(file, '[\n' + sorted.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n');
}

/** An index of review rows by key, with a line-free fallback for rows whose key is unique without it. */
export function indexReview(rows) {
  const exact = new Map(rows.map((r) => [reviewKey(r), r]));
  const loose = new Map();
  for (const r of rows) {
    const k = looseKey(r);
    loose.set(k, loose.has(k) ? null : r);
  }
  return (finding) => exact.get(reviewKey(finding)) ?? loose.get(looseKey(finding)) ?? undefined;
}

function emptyCounts() {
  return { findings: 0, reviewed: 0, defect: 0, 'test-fixture': 0, 'false-alarm': 0 };
}

/** Precision = (defect + test-fixture) / reviewed, over findings (a row counts once per finding it covers). */
export function precision(c) {
  return c.reviewed === 0 ? undefined : (c.defect + c['test-fixture']) / c.reviewed;
}

/**
 * The verdict of one finding: its row's, except that findings of one key past the row's
 * `maxFindings` repeat a report already made ("one defect, one report") and are false alarms.
 */
function verdictOf(row, seenBefore) {
  return row.maxFindings !== undefined && seenBefore >= row.maxFindings ? 'false-alarm' : row.verdict;
}

/**
 * Joins one preset's findings with the review. Returns counts per rule (and '*' for all), the
 * unreviewed findings, and the rows of this preset that the run no longer produces.
 */
export function joinReview(preset, findings, rows) {
  const rowOf = indexReview(rows);
  const perRule = new Map([['*', emptyCounts()]]);
  const perFamily = new Map();
  const unreviewed = [];
  const produced = new Map();
  for (const f of findings) {
    if (!perRule.has(f.rule)) perRule.set(f.rule, emptyCounts());
    const row = rowOf(f);
    const verdict = row && verdictOf(row, produced.get(row) ?? 0);
    for (const c of [perRule.get('*'), perRule.get(f.rule)]) {
      c.findings++;
      if (row) {
        c.reviewed++;
        c[verdict]++;
      }
    }
    if (verdict === 'false-alarm') {
      const family = row.verdict === 'false-alarm' ? row.family : 'F7';
      perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
    }
    if (row) produced.set(row, (produced.get(row) ?? 0) + 1);
    else unreviewed.push(f);
  }
  const gone = rows.filter((r) => r.presets.includes(preset) && !produced.has(r));
  return { perRule, perFamily, unreviewed, gone, produced };
}
