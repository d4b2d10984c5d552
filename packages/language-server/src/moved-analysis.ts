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
 * findings depend on the group alone, which `lastMoved` relies on.
 */
export const KEEP_ALL = (): boolean => true;

/**
 * The last moved analysis made with KEEP_ALL and without reaching the cap, for the next to start
 * from (one entry, as server/diagnostic-reuse.ts keeps the last message): a group, the same array,
 * holds the same candidates, whose findings for the same options are the same objects
 * (languages/candidate.ts memoizes them), so its findings are the last analysis's, moved by the
 * change in its group's distance. After a keystroke only the statements the edit parsed again are
 * analyzed; the rest are two runs copied from the last analysis, where every candidate of the file
 * was visited (~0.4 ms a keystroke in the 15,000-line benchmark file, issue 15). It holds one
 * document's groups and findings until the next such analysis (a closed document's, at most one).
 */
interface LastMoved {
  readonly groups: MovedCandidates['groups'];
  readonly by: Float64Array;
  readonly options: CandidateAnalyzeOptions;
  /** Where each group's findings start in `found`; the last entry is `found.length`. */
  readonly starts: Int32Array;
  readonly found: readonly SourceFinding[];
  readonly foundBy: readonly number[];
}

let lastMoved: LastMoved | undefined;

/** Appends group `g`'s findings, each candidate's in turn, sorted (KEEP_ALL); yields after each candidate. */
function* appendGroup(moved: MovedCandidates, g: number, options: CandidateAnalyzeOptions, found: SourceFinding[], by: number[]): Generator<undefined, void> {
  const group = moved.groups[g];
  const m = moved.by[g];
  const start = found.length;
  for (const c of group) {
    for (const f of c.analyze(options)) {
      found.push(f);
      by.push(m);
    }
    yield;
  }
  sortFrom(found, start);
}

/**
 * analyzedMoved from `last`: the groups it shares at the start (at the same distance) and at the
 * end copied, the others analyzed. Undefined when it shares none, or the cap is reached (then the
 * whole loop decides where the analysis stops).
 */
function* fromLast(extraction: Extraction, moved: MovedCandidates, options: CandidateAnalyzeOptions, max: number, last: LastMoved): Generator<undefined, Analysis | undefined> {
  const n = moved.groups.length;
  const ln = last.groups.length;
  let head = 0;
  while (head < n && head < ln && moved.groups[head] === last.groups[head] && moved.by[head] === last.by[head]) head++;
  let tail = 0;
  while (tail < n - head && tail < ln - head && moved.groups[n - 1 - tail] === last.groups[ln - 1 - tail]) tail++;
  if (head + tail === 0) return undefined;
  const found = last.found.slice(0, last.starts[head]);
  const by = last.foundBy.slice(0, last.starts[head]);
  const starts = new Int32Array(n + 1);
  starts.set(last.starts.subarray(0, head));
  for (let g = head; g < n - tail; g++) {
    starts[g] = found.length;
    yield* appendGroup(moved, g, options, found, by);
  }
  for (let g = n - tail; g < n; g++) {
    const lg = g - n + ln;
    const delta = moved.by[g] - last.by[lg];
    starts[g] = found.length;
    for (let i = last.starts[lg]; i < last.starts[lg + 1]; i++) {
      found.push(last.found[i]);
      by.push(last.foundBy[i] + delta);
    }
  }
  if (found.length >= max) return undefined;
  starts[n] = found.length;
  lastMoved = { groups: moved.groups, by: moved.by, options, starts, found, foundBy: by };
  return movedAnalysis(extraction, found, by, undefined);
}

/**
 * analyzeSteps' loop over moved candidates (Extraction.moved): the same findings, in the same
 * order, with the same cap, each given as its candidate gave it with how far it moved. A group's
 * findings lie in its range, and the groups are in source order: sorting each group sorts all.
 */
export function* analyzedMoved(
  extraction: Extraction,
  moved: MovedCandidates,
  options: CandidateAnalyzeOptions,
  kept: (f: SourceFinding, by?: number) => boolean,
  max: number,
): Generator<undefined, Analysis> {
  const keepAll = kept === KEEP_ALL;
  if (keepAll && lastMoved !== undefined && lastMoved.options === options) {
    const analysis = yield* fromLast(extraction, moved, options, max, lastMoved);
    if (analysis !== undefined) return analysis;
  }
  const found: SourceFinding[] = [];
  const by: number[] = [];
  const starts = keepAll ? new Int32Array(moved.groups.length + 1) : undefined;
  for (let g = 0; g < moved.groups.length; g++) {
    const group = moved.groups[g];
    const m = moved.by[g];
    const start = found.length;
    if (starts) starts[g] = start;
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
  if (found.length < max && starts) {
    starts[moved.groups.length] = found.length;
    lastMoved = { groups: moved.groups, by: moved.by, options, starts, found, foundBy: by };
  }
  if (found.length <= max) return movedAnalysis(extraction, found, by, undefined);
  const stoppedAt = found[max].range[0] + by[max];
  found.length = max;
  by.length = max;
  return movedAnalysis(extraction, found, by, stoppedAt);
}
