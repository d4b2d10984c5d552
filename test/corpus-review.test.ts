import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the corpus script, without type declarations
import { VERDICTS, reviewProblems } from '../scripts/corpus/review.mjs';

// The hand review of the real-world corpus (corpus/README.md). The findings themselves need the
// repositories' files; this checks only what is committed: the review and the manifest.
interface ReviewRow {
  repo: string;
  commit: string;
  file: string;
  line: number;
  rule: string;
  literal: string;
  verdict: string;
  reason: string;
  family?: string;
  presets: string[];
}
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, new URL('../', import.meta.url)), 'utf8'));
const rows = read('corpus/review.json') as ReviewRow[];
const manifest = read('corpus/repos.json') as { repos: { repo: string; commit: string }[] };

const row: ReviewRow = {
  repo: 'o/r', commit: 'c', file: 'a.js', line: 1, rule: 'valid-port', literal: "'http://h:'",
  verdict: 'defect', reason: 'an empty port in a whole URL', presets: ['recommended'],
};

describe('corpus/review.json', () => {
  it('reviews findings of repositories that the manifest names, at least 12 of them', () => {
    const named = new Set(manifest.repos.map((r) => r.repo));
    expect(named.size).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !named.has(r.repo)).map((r) => r.repo)).toEqual([]);
  });

  it('is well-formed: every field, an allowed verdict, a reason, a family for false alarms, no duplicate keys', () => {
    expect(reviewProblems(rows)).toEqual([]);
  });

  it('names each repository at the commit the manifest pins', () => {
    const pinned = new Map(manifest.repos.map((r) => [r.repo, r.commit]));
    expect(rows.filter((r) => pinned.get(r.repo) !== r.commit).map((r) => `${r.repo} ${r.commit}`)).toEqual([]);
  });

  it('uses only the presets of the plugin and the three verdicts', () => {
    expect(VERDICTS).toEqual(['defect', 'test-fixture', 'false-alarm']);
    const presets = new Set(rows.flatMap((r) => r.presets));
    expect([...presets].filter((p) => !['recommended', 'strict', 'all'].includes(p))).toEqual([]);
  });
});

describe('the review check', () => {
  it('accepts a complete row', () => {
    expect(reviewProblems([row])).toEqual([]);
  });

  it('rejects a second row with the same repo, file, line, rule and literal', () => {
    expect(reviewProblems([row, { ...row, verdict: 'test-fixture' }])).toEqual([expect.stringContaining('duplicate key')]);
  });

  it('rejects a verdict outside the three, an empty reason, a missing field and a false alarm without family', () => {
    expect(reviewProblems([{ ...row, verdict: 'maybe' }])).toEqual([expect.stringContaining('verdict "maybe"')]);
    expect(reviewProblems([{ ...row, reason: ' ' }])).toEqual([expect.stringContaining('reason says nothing')]);
    const { presets: _presets, ...noPresets } = row;
    expect(reviewProblems([noPresets])).toEqual([expect.stringContaining('no presets')]);
    expect(reviewProblems([{ ...row, verdict: 'false-alarm' }])).toEqual([expect.stringContaining('names its family')]);
  });
});
