/**
 * Value → source mapping for one literal of a non-JavaScript format (a JSON string, a Markdown
 * link destination): the literal's source is cut into segments, each the source text of one or
 * more value code units (`\u00e9`, `&amp;`, `\(`). Same semantics as the ESLint plugin's map
 * for JavaScript (SPEC §5): offsets inside a segment have no source position, and a fix is only
 * offered when the re-escaped source decodes back to the fixed value.
 */

import { analyze, type Edit, type Finding, type Span, type UrlContext } from '@urlint/core';
import type { CandidateAnalyzeOptions } from '@urlint/eslint-plugin/candidates';
import type { DocumentCandidate, SourceEdit, SourceFinding } from './types.js';

export interface Segment {
  /** Value code units [v, vEnd) come from source offsets [s, sEnd), relative to the content. */
  v: number;
  vEnd: number;
  s: number;
  sEnd: number;
}

export interface Decoded {
  value: string;
  segments: Segment[];
}

export interface LiteralFormat {
  /** Decodes source content, or null when it is not valid content of this format. */
  decode(raw: string): Decoded | null;
  /** Writes value text as source content of this format. */
  escape(text: string): string;
}

export class SegmentMap {
  private readonly startAt: Int32Array;
  private readonly endAt: Int32Array;

  constructor(
    readonly value: string,
    segments: readonly Segment[],
    /** Absolute source offset of the content. */
    private readonly base: number,
    private readonly raw: string,
    private readonly format: LiteralFormat,
  ) {
    const n = value.length;
    this.startAt = new Int32Array(n + 1).fill(-1);
    this.endAt = new Int32Array(n + 1).fill(-1);
    for (const seg of segments) {
      if (seg.v === seg.vEnd) continue;
      this.startAt[seg.v] = seg.s;
      this.endAt[seg.vEnd] = seg.sEnd;
    }
  }

  toSource(start: number, end: number): [number, number] | null {
    if (!(start >= 0 && start <= end && end <= this.value.length)) return null;
    if (start === end) {
      const s = this.startAt[start] >= 0 ? this.startAt[start] : this.endAt[start];
      return s >= 0 ? [s + this.base, s + this.base] : null;
    }
    const s = this.startAt[start];
    const e = this.endAt[end];
    return s >= 0 && e >= 0 ? [s + this.base, e + this.base] : null;
  }

  toSourceEdits(edits: readonly Edit[]): SourceEdit[] | null {
    const out: SourceEdit[] = [];
    const rawEdits: Edit[] = [];
    for (const edit of edits) {
      const range = this.toSource(edit.start, edit.end);
      if (!range) return null;
      const text = this.format.escape(edit.text);
      out.push({ range, text });
      rawEdits.push({ start: range[0] - this.base, end: range[1] - this.base, text });
    }
    const decoded = this.format.decode(applySorted(this.raw, rawEdits));
    if (!decoded || decoded.value !== applySorted(this.value, edits)) return null;
    return out;
  }
}

function applySorted(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The same placement as the ESLint plugin's `toSourceFinding`. */
export function placeFinding(map: SegmentMap, range: [number, number], finding: Finding): SourceFinding {
  const precise = map.toSource(finding.start, finding.end);
  const out: SourceFinding = {
    ruleId: finding.ruleId,
    messageId: finding.messageId,
    message: finding.message,
    severity: finding.severity,
    range: precise ?? range,
  };
  if (finding.data) out.data = finding.data;
  if (!precise) return out;
  if (finding.fix) {
    const edits = map.toSourceEdits(finding.fix);
    if (edits) out.fix = edits;
  }
  if (finding.suggestions) {
    const suggestions = [];
    for (const s of finding.suggestions) {
      const edits = map.toSourceEdits(s.edits);
      if (edits) suggestions.push({ messageId: s.messageId, message: s.message, ...(s.data ? { data: s.data } : {}), edits });
    }
    if (suggestions.length > 0) out.suggestions = suggestions;
  }
  return out;
}

/** A candidate for a literal whose content starts at `base` in the document. */
export function segmentCandidate(
  text: string,
  base: number,
  end: number,
  range: [number, number],
  format: LiteralFormat,
  context: UrlContext,
  identifier = false,
): DocumentCandidate | undefined {
  const raw = text.slice(base, end);
  const decoded = format.decode(raw);
  if (!decoded || decoded.value.length === 0) return undefined;
  const map = new SegmentMap(decoded.value, decoded.segments, base, raw, format);
  const holes: Span[] = [];
  return {
    range,
    value: decoded.value,
    holes,
    context,
    identifier,
    toSource: (s, e) => map.toSource(s, e),
    analyze: (options: CandidateAnalyzeOptions) =>
      analyze(decoded.value, { ...options, context, identifier }).map((f) => placeFinding(map, range, f)),
  };
}
