// What a corpus run prints and leaves in .cache/corpus/: precision per rule and preset, the findings
// nobody reviewed yet (as skeleton rows to fill in), the review rows no run produces any more, and
// the fix checks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { joinReview, precision, reviewKey } from './review.mjs';

const SHOWN = 20;

function pct(counts) {
  const p = precision(counts);
  return p === undefined ? '–' : `${(p * 100).toFixed(1)}%`;
}

/** A Markdown table: one line per rule, per preset its findings, false alarms and precision. */
function precisionTable(joined) {
  const rules = [...new Set(joined.flatMap((j) => [...j.perRule.keys()]))].filter((r) => r !== '*').sort();
  const head = `| rule | ${joined.map((j) => `${j.preset}: findings / false alarms / unreviewed / precision`).join(' | ')} |`;
  const lines = [head, `|---|${joined.map(() => '---').join('|')}|`];
  for (const rule of [...rules, '*']) {
    const cells = joined.map(({ perRule }) => {
      const c = perRule.get(rule);
      return c ? `${c.findings} / ${c['false-alarm']} / ${c.findings - c.reviewed} / ${pct(c)}` : '–';
    });
    lines.push(`| ${rule === '*' ? '**all rules**' : rule} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** A Markdown table of false alarms per family and preset. */
function familyTable(joined) {
  const families = [...new Set(joined.flatMap((j) => [...j.perFamily.keys()]))].sort();
  const lines = [`| family | ${joined.map((j) => j.preset).join(' | ')} |`, `|---|${joined.map(() => '---').join('|')}|`];
  for (const family of families) lines.push(`| ${family} | ${joined.map((j) => j.perFamily.get(family) ?? 0).join(' | ')} |`);
  return lines.join('\n');
}

/** Skeleton review rows for the unreviewed findings of every preset, one per key. */
function skeletons(joined) {
  const byKey = new Map();
  for (const { preset, unreviewed } of joined) {
    for (const f of unreviewed) {
      const key = reviewKey(f);
      const row = byKey.get(key) ?? { repo: f.repo, commit: f.commit, file: f.file, line: f.line, rule: f.rule, literal: f.literal,
        verdict: '', reason: '', presets: [], message: f.message, source: f.source, count: 0 };
      if (!row.presets.includes(preset)) row.presets.push(preset);
      if (preset === row.presets[0]) row.count++;
      byKey.set(key, row);
    }
  }
  return [...byKey.values()];
}

function printRows(title, rows, verbose) {
  if (rows.length === 0) return;
  console.log(`\n${title}: ${rows.length}`);
  for (const r of verbose ? rows : rows.slice(0, SHOWN)) {
    console.log(`  ${r.repo} ${r.file}:${r.line} ${r.rule}${r.verdict ? ` [${r.verdict}]` : ''} ${r.literal.replace(/\s+/g, ' ').slice(0, 100)}`);
  }
  if (!verbose && rows.length > SHOWN) console.log(`  … and ${rows.length - SHOWN} more (--verbose lists all)`);
}

/**
 * The outcome of each changed literal, where a literal reviewed as a false alarm is not a URL:
 * `new URL()` may read both forms alike, yet the fix changed code that was right.
 */
function classifyChanges(fixes, rows) {
  const falseAlarms = new Set(rows.filter((r) => r.verdict === 'false-alarm').map((r) => [r.repo, r.file, r.line, r.literal].join('\0')));
  return fixes.flatMap((f) => f.changes.map((c) => {
    const key = [f.repo, f.file, c.line, c.before.length > 240 ? c.before.slice(0, 240) + '…' : c.before].join('\0');
    const outcome = falseAlarms.has(key) && !c.outcome.startsWith('VIOLATION') ? 'VIOLATION: fixed a false alarm' : c.outcome;
    return { ...f, ...c, outcome };
  }));
}

/** Prints the fix checks of one preset; returns how many violate. */
function printFixes(preset, fixes, rows, verbose) {
  const changes = classifyChanges(fixes, rows);
  const outcomes = {};
  for (const c of changes) outcomes[c.outcome] = (outcomes[c.outcome] ?? 0) + 1;
  const broken = fixes.filter((f) => !f.parses || f.shapeChanged);
  const bad = changes.filter((c) => c.outcome.startsWith('VIOLATION'));
  console.log(`  fixes (${preset}): ${fixes.length} files fixed, ${changes.length} literals changed ${JSON.stringify(outcomes)}; ${broken.length} fixed files do not parse or changed shape`);
  for (const f of broken) console.log(`    DOES NOT PARSE: ${f.repo} ${f.file}`);
  for (const c of verbose ? bad : bad.slice(0, SHOWN)) {
    console.log(`    ${c.outcome}: ${c.repo} ${c.file}:${c.line} ${c.before.slice(0, 80)} → ${c.after.slice(0, 80)}${c.inExpression ? ' (in an expression)' : ''}`);
  }
  return bad.length + broken.length;
}

/** Prints everything; writes unreviewed.json and summary.md; returns whether the run failed. */
export function report(runs, rows, { cacheDir, verbose, repos }) {
  const ownRows = rows.filter((r) => repos.has(r.repo));
  const joined = runs.map((run) => ({ preset: run.preset, ...joinReview(run.preset, run.findings, ownRows) }));
  let failures = 0;
  for (const [i, { preset, perRule, gone }] of joined.entries()) {
    const all = perRule.get('*');
    console.log(`\n== ${preset}: ${all.findings} findings, ${all.reviewed} reviewed (${all.defect} defect, ${all['test-fixture']} test-fixture, ${all['false-alarm']} false-alarm), precision ${pct(all)}; ${runs[i].unparsable.length} files unparsable`);
    // A true finding given up on purpose (`givenUp` says by which decision: a plain literal with
    // white space is text, SPEC §4) is listed, not counted as a regression.
    const lost = gone.filter((r) => r.verdict !== 'false-alarm' && !r.givenUp);
    printRows(`  review rows no longer produced: fixed false alarms`, gone.filter((r) => r.verdict === 'false-alarm'), verbose);
    printRows(`  true findings given up by design (givenUp)`, gone.filter((r) => r.verdict !== 'false-alarm' && r.givenUp), verbose);
    printRows(`  LOST TRUE FINDINGS (recall regression)`, lost, true);
    failures += lost.length + printFixes(preset, runs[i].fixes, ownRows, verbose);
  }
  const todo = skeletons(joined);
  writeFileSync(join(cacheDir, 'unreviewed.json'), JSON.stringify(todo, null, 1));
  printRows('\nunreviewed findings (skeleton rows in .cache/corpus/unreviewed.json)', todo, verbose);
  const table = precisionTable(joined) + '\n\nFalse alarms per family:\n\n' + familyTable(joined);
  writeFileSync(join(cacheDir, 'summary.md'), table + '\n');
  console.log('\n' + table);
  return failures > 0;
}
