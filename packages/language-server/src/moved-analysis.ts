/**
 * The analysis of an extraction whose candidates an edit moved (`Extraction.moved`: JavaScript's
 * top-level statements after the edit keep their candidate objects, js-statements.ts): each
 * finding is given as its candidate gave it, with how far it has moved since, and placed in the
 * document only when it is read (`Analysis.findings`). After a keystroke in a 15,000-line file,
 * placing every later statement's candidates and findings again allocated ~2 MB, and a scavenge
 * every 7-9 keystrokes took 4-7 ms of one of them (issue 15; docs/design.md).
 */

import { movedFinding } from './languages/candidate.js';
import type { Extraction, MovedCandidates, SourceFinding } from './languages/types.js';
import { bySourceRange, type CandidateAnalyzeOptions } from '@urilint/source';
import type { Analysis } from './analysis.js';
import { sharedEnds } from './list-ends.js';

/** Findings with how far each has moved since it was placed (see Analysis.found). */
export interface MovedFindings {
  findings: readonly SourceFinding[];
  by: readonly number[];
}

/** The number of candidates of an extraction, without placing moved ones. */
export function candidateCount(extraction: Extraction): number {
  if (!extraction.moved) return extraction.candidates.length;
  let n = 0;
  for (const g of extraction.moved.groups) n += g.length;
  return n;
}

/** Sorts `findings` from `start` on in source order. */
function sortFrom(findings: SourceFinding[], start: number): void {
  if (findings.length - start < 2) return;
  const tail = findings.splice(start).sort(bySourceRange);
  for (const f of tail) findings.push(f);
}

/** An analysis of moved candidates: `findings` placed on first read. */
function movedAnalysis(extraction: Extraction, found: SourceFinding[], by: number[], stoppedAt: number | undefined): Analysis {
  const analysis: Analysis = by.some((b) => b !== 0) ? lazilyPlaced(extraction, { findings: found, by }) : { extraction, findings: found };
  if (stoppedAt !== undefined) analysis.stoppedAt = stoppedAt;
  return analysis;
}

/**
 * A class, not an object literal with `get findings()`: V8 kept every such literal since the last
 * scavenge alive with what its getter captured, until the next mark-compact (see results.ts,
 * `ComputedResult`).
 */
class LazilyPlaced implements Analysis {
  declare stoppedAt?: number;
  #findings: SourceFinding[] | undefined;

  constructor(
    readonly extraction: Extraction,
    readonly found: MovedFindings,
  ) {}

  get findings(): SourceFinding[] {
    const found = this.found;
    return (this.#findings ??= found.findings.map((f, i) => movedFinding(f, found.by[i])));
  }
}

function lazilyPlaced(extraction: Extraction, found: MovedFindings): Analysis {
  return new LazilyPlaced(extraction, found);
}

/** The first candidate's offset in the groups from `g` on, or undefined when they have none. */
function firstFrom(moved: MovedCandidates, g: number): number | undefined {
  for (let k = g; k < moved.groups.length; k++) if (moved.groups[k].length > 0) return moved.groups[k][0].range[0] + moved.by[k];
  return undefined;
}

/**
 * What no directive disables (analysis.ts): everything. Only then does a group's share of the
 * findings depend on the group alone, which `analyses` relies on.
 */
export const KEEP_ALL = (): boolean => true;

/**
 * A moved analysis made with KEEP_ALL and without reaching the cap, kept for the analysis of the
 * next version, which is made from this one's extraction (`previous`, as the incremental parse is):
 * a group, the same array, holds the same candidates, whose findings for the same options are the
 * same objects (languages/candidate.ts memoizes them), so its findings are this analysis's, moved
 * by the change in its group's distance. After a keystroke only the statements the edit parsed
 * again are analyzed; every candidate of the file was visited before (~0.4 ms a keystroke in the
 * 15,000-line benchmark file, issue 15). Weakly keyed: gone with the extraction.
 */
interface GroupedFindings {
  readonly groups: MovedCandidates['groups'];
  readonly by: Float64Array;
  readonly options: CandidateAnalyzeOptions;
  /** Where each group's findings start in `found`; the last entry is `found.length`. */
  readonly starts: Int32Array;
  readonly found: readonly SourceFinding[];
  readonly foundBy: readonly number[];
}

const analyses = new WeakMap<Extraction, GroupedFindings>();

/**
 * analyzeSteps' loop over moved candidates (Extraction.moved): the same findings, in the same
 * order, with the same cap, each given as its candidate gave it with how far it moved. A group's
 * findings lie in its range, and the groups are in source order: sorting each group sorts all.
 * The groups shared with the analysis of `previous` (see `analyses`) are copied from it, unless
 * the cap falls in them.
 */
export function* analyzedMoved(
  extraction: Extraction,
  moved: MovedCandidates,
  options: CandidateAnalyzeOptions,
  kept: (f: SourceFinding, by?: number) => boolean,
  max: number,
  previous?: Extraction,
): Generator<undefined, Analysis> {
  const keepAll = kept === KEEP_ALL;
  const known = keepAll && previous !== undefined ? analyses.get(previous) : undefined;
  const last = known?.options === options ? known : undefined;
  const [head, tail] = last ? sharedEnds(moved.groups, last.groups) : [0, 0];
  const n = moved.groups.length;
  const lastStarts = last?.starts;
  const lastFound = last?.found;
  const lastBy = last?.foundBy;
  const shift = last ? last.groups.length - n : 0;
  // The shared groups at the start that did not move (before the edit): their findings in one copy.
  let unmoved = 0;
  while (unmoved < head && moved.by[unmoved] === last!.by[unmoved]) unmoved++;
  if (unmoved > 0 && lastStarts![unmoved] >= max) unmoved = 0;
  const found: SourceFinding[] = unmoved > 0 ? lastFound!.slice(0, lastStarts![unmoved]) : [];
  const by: number[] = unmoved > 0 ? lastBy!.slice(0, lastStarts![unmoved]) : [];
  const starts = keepAll ? new Int32Array(n + 1) : undefined;
  if (starts && unmoved > 0) starts.set(lastStarts!.subarray(0, unmoved));
  for (let g = unmoved; g < n; g++) {
    const group = moved.groups[g];
    const m = moved.by[g];
    const start = found.length;
    if (starts) starts[g] = start;
    const lg = g < head ? g : g >= n - tail ? g + shift : -1;
    if (lg >= 0 && start + lastStarts![lg + 1] - lastStarts![lg] < max) {
      const delta = m - last!.by[lg];
      for (let i = lastStarts![lg], end = lastStarts![lg + 1]; i < end; i++) {
        found.push(lastFound![i]);
        by.push(lastBy![i] + delta);
      }
      continue;
    }
    for (let j = 0; j < group.length; j++) {
      for (const f of group[j].analyze(options)) {
        if (!kept(f, m)) continue;
        found.push(f);
        by.push(m);
      }
      if (found.length >= max) {
        const next = j + 1 < group.length ? group[j + 1].range[0] + m : firstFrom(moved, g + 1);
        if (next !== undefined) {
          sortFrom(found, start);
          found.length = max;
          by.length = max;
          return movedAnalysis(extraction, found, by, next);
        }
      }
      yield;
    }
    sortFrom(found, start);
  }
  if (starts && found.length < max) {
    starts[n] = found.length;
    analyses.set(extraction, { groups: moved.groups, by: moved.by, options, starts, found, foundBy: by });
  }
  if (found.length <= max) return movedAnalysis(extraction, found, by, undefined);
  const stoppedAt = found[max].range[0] + by[max];
  found.length = max;
  by.length = max;
  return movedAnalysis(extraction, found, by, stoppedAt);
}
