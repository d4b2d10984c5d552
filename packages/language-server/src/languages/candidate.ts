/**
 * Candidates as the server keeps them: a `MappedCandidate` of `@urilint/source`
 * module (JavaScript's from `findUrlCandidates`; JSON strings and Markdown destinations built
 * here with its `ValueMapBuilder` and the language's `LiteralFormat`), shifted to its place in
 * the document and with its analysis memoized.
 */

import type { UrlContext } from '@urilint/core';
import { analyzeCandidate, ValueMapBuilder, type CandidateAnalyzeOptions, type LiteralFormat, type MappedCandidate } from '@urilint/source';
import type { DocumentCandidate, SourceEdit, SourceFinding } from './types.js';

/** A candidate's findings for the analysis options they were found with. */
interface Memo {
  options: CandidateAnalyzeOptions;
  findings: SourceFinding[];
}

const memo = new WeakMap<MappedCandidate, Memo>();

function shiftEdits(edits: readonly SourceEdit[], by: number): SourceEdit[] {
  return edits.map((e) => ({ range: [e.range[0] + by, e.range[1] + by], text: e.text }));
}

function shiftFinding(f: SourceFinding, by: number): SourceFinding {
  const out: SourceFinding = { ...f, range: [f.range[0] + by, f.range[1] + by] };
  if (f.fix) out.fix = shiftEdits(f.fix, by);
  if (f.suggestions) out.suggestions = f.suggestions.map((s) => ({ ...s, edits: shiftEdits(s.edits, by) }));
  return out;
}

/** `f` moved `by` further (an analysis's finding of a moved candidate, `Extraction.moved`): `f` itself when 0. */
export function movedFinding(f: SourceFinding, by: number): SourceFinding {
  return by === 0 ? f : shiftFinding(f, by);
}

/**
 * A candidate placed in the document: a class rather than an object of closures (~300 bytes
 * each), for the candidates of a large JavaScript document are placed again for hover and fix
 * all after an edit moved them (js-statements.ts).
 */
class PlacedCandidate implements DocumentCandidate {
  readonly range: [number, number];
  readonly value: string;
  readonly holes: MappedCandidate['holes'];
  readonly context: MappedCandidate['context'];
  readonly identifier: boolean;
  /** The memo `placed` was placed from. */
  private placedFrom: Memo | undefined = undefined;
  private placed: SourceFinding[] | undefined = undefined;

  constructor(
    private readonly c: MappedCandidate,
    private readonly shift: number,
  ) {
    this.range = [c.range[0] + shift, c.range[1] + shift];
    this.value = c.value;
    this.holes = c.holes;
    this.context = c.context;
    this.identifier = c.identifier;
  }

  moved(by: number): PlacedCandidate {
    return new PlacedCandidate(this.c, this.shift + by);
  }

  toSource(start: number, end: number): [number, number] | null {
    const r = this.c.map.toSource(start, end);
    return r ? [r[0] + this.shift, r[1] + this.shift] : null;
  }

  analyze(options: CandidateAnalyzeOptions): readonly SourceFinding[] {
    let m = memo.get(this.c);
    if (!m || m.options !== options) {
      m = { options, findings: analyzeCandidate(this.c, options) };
      memo.set(this.c, m);
    }
    // The same objects while this placement and the options last (see DocumentCandidate.analyze).
    if (this.placedFrom !== m) {
      const shift = this.shift;
      this.placed = m.findings.map((f) => shiftFinding(f, shift));
      this.placedFrom = m;
    }
    return this.placed!;
  }
}

/** `c`, found at offsets `shift` less than where it now is in the document. */
export function documentCandidate(c: MappedCandidate, shift = 0): DocumentCandidate {
  return new PlacedCandidate(c, shift);
}

/** `c` (made by documentCandidate) placed `by` further: the candidates of `Extraction.moved` where they now are. */
export function movedCandidate(c: DocumentCandidate, by: number): DocumentCandidate {
  if (by === 0) return c;
  if (!(c instanceof PlacedCandidate)) throw new TypeError('movedCandidate: not a placed candidate');
  return c.moved(by);
}

/**
 * The candidate of one literal of `format` whose content is `text.slice(start, end)` (reported
 * on `range` when a finding has no exact place), or undefined when the content does not decode
 * or is empty.
 */
export function literalCandidate(
  text: string,
  start: number,
  end: number,
  range: [number, number],
  format: LiteralFormat,
  context: UrlContext,
  identifier = false,
): DocumentCandidate | undefined {
  const map = ValueMapBuilder.literal(format, start, text.slice(start, end));
  if (!map || map.value.length === 0) return undefined;
  return documentCandidate({ range, value: map.value, holes: [...map.holes], context, identifier, map });
}
