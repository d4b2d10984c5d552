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
  const found: SourceFinding[] = [];
  const by: number[] = [];
  for (let g = 0; g < moved.groups.length; g++) {
    const group = moved.groups[g];
    const m = moved.by[g];
    const start = found.length;
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
  if (found.length <= max) return movedAnalysis(extraction, found, by, undefined);
  const stoppedAt = found[max].range[0] + by[max];
  found.length = max;
  by.length = max;
  return movedAnalysis(extraction, found, by, stoppedAt);
}

