/**
 * Candidates as the server keeps them: a `MappedCandidate` of `@urilint/source`, shifted to its
 * place in the document. A candidate moved to a new place shares its analysis with the one it was
 * moved from, so that a statement an edit only moved runs no rule again.
 */

import { analyzeCandidate, type CandidateAnalyzeOptions, type MappedCandidate } from '@urilint/source';
import type { DocumentCandidate, SourceEdit, SourceFinding } from './types.js';

/** A candidate's findings for the analysis options they were found with. */
interface Memo {
  options?: CandidateAnalyzeOptions;
  findings?: SourceFinding[];
}

/** Whether two analysis options hold the same values (a caller may make a new object per analysis). */
function sameOptions(a: CandidateAnalyzeOptions, b: CandidateAnalyzeOptions): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as Array<keyof CandidateAnalyzeOptions>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function shiftEdits(edits: readonly SourceEdit[], by: number): SourceEdit[] {
  return edits.map((e) => ({ range: [e.range[0] + by, e.range[1] + by], text: e.text }));
}

export function shiftFinding(f: SourceFinding, by: number): SourceFinding {
  const out: SourceFinding = { ...f, range: [f.range[0] + by, f.range[1] + by] };
  if (f.fix) out.fix = shiftEdits(f.fix, by);
  if (f.suggestions) out.suggestions = f.suggestions.map((s) => ({ ...s, edits: shiftEdits(s.edits, by) }));
  return out;
}

/** A candidate placed in the document. */
class PlacedCandidate implements DocumentCandidate {
  readonly range: [number, number];
  readonly value: string;
  readonly holes: MappedCandidate['holes'];
  readonly context: MappedCandidate['context'];
  readonly identifier: boolean;
  private placed: SourceFinding[] | undefined = undefined;
  /** The findings `placed` was placed from. */
  private placedFrom: SourceFinding[] | undefined = undefined;

  constructor(
    private readonly c: MappedCandidate,
    private readonly shift: number,
    /** Shared by the placements of one candidate. */
    private readonly memo: Memo = {},
  ) {
    this.range = [c.range[0] + shift, c.range[1] + shift];
    this.value = c.value;
    this.holes = c.holes;
    this.context = c.context;
    this.identifier = c.identifier;
  }

  moved(by: number): PlacedCandidate {
    return new PlacedCandidate(this.c, this.shift + by, this.memo);
  }

  toSource(start: number, end: number): [number, number] | null {
    const r = this.c.map.toSource(start, end);
    return r ? [r[0] + this.shift, r[1] + this.shift] : null;
  }

  analyze(options: CandidateAnalyzeOptions): readonly SourceFinding[] {
    const m = this.memo;
    if (!m.findings || !sameOptions(m.options!, options)) {
      m.findings = analyzeCandidate(this.c, options);
      m.options = options;
    }
    if (this.placedFrom !== m.findings) {
      const shift = this.shift;
      this.placed = shift === 0 ? m.findings : m.findings.map((f) => shiftFinding(f, shift));
      this.placedFrom = m.findings;
    }
    return this.placed!;
  }
}

/** `c`, found at offsets `shift` less than where it now is in the document. */
export function documentCandidate(c: MappedCandidate, shift = 0): DocumentCandidate {
  return new PlacedCandidate(c, shift);
}

/** `c` (made by documentCandidate) placed `by` further, with the analysis it has. */
export function movedCandidate(c: DocumentCandidate, by: number): DocumentCandidate {
  if (by === 0) return c;
  if (!(c instanceof PlacedCandidate)) throw new TypeError('movedCandidate: not a placed candidate');
  return c.moved(by);
}
