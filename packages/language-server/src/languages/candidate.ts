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

const ORIGIN = Symbol('urilint.findingOrigin');

/**
 * The finding `f` was placed from: a candidate's finding as the core gave it, the same object
 * wherever the candidate moves (the server keys what it derives from a finding on it; a copy of
 * a placed finding keeps its origin, so that key is checked against the finding's content).
 */
export function findingOrigin(f: SourceFinding): SourceFinding {
  return (f as { [ORIGIN]?: SourceFinding })[ORIGIN] ?? f;
}

function shiftFinding(f: SourceFinding, by: number): SourceFinding {
  const out: SourceFinding & { [ORIGIN]?: SourceFinding } = { ...f, range: [f.range[0] + by, f.range[1] + by] };
  if (f.fix) out.fix = shiftEdits(f.fix, by);
  if (f.suggestions) out.suggestions = f.suggestions.map((s) => ({ ...s, edits: shiftEdits(s.edits, by) }));
  out[ORIGIN] = f; // assigned, not in the literal: a computed key after a spread makes a slow object
  return out;
}

/** `c`, found at offsets `shift` less than where it now is in the document. */
export function documentCandidate(c: MappedCandidate, shift = 0): DocumentCandidate {
  let placedFrom: Memo | undefined;
  let placed: SourceFinding[] | undefined;
  return {
    range: [c.range[0] + shift, c.range[1] + shift],
    value: c.value,
    holes: c.holes,
    context: c.context,
    identifier: c.identifier,
    toSource: (start, end) => {
      const r = c.map.toSource(start, end);
      return r ? [r[0] + shift, r[1] + shift] : null;
    },
    analyze: (options) => {
      let m = memo.get(c);
      if (!m || m.options !== options) {
        m = { options, findings: analyzeCandidate(c, options) };
        memo.set(c, m);
      }
      // The same objects while this placement and the options last (see DocumentCandidate.analyze).
      if (placedFrom !== m) {
        placed = m.findings.map((f) => shiftFinding(f, shift));
        placedFrom = m;
      }
      return placed!;
    },
  };
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
