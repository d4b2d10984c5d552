/**
 * A value to analyze with its value → source map, whatever file type it came from, and the
 * core's findings on it placed in the source: ranges, fixes and suggestions in source offsets,
 * re-escaped for the literal they land in (SPEC §5).
 */

import { analyze, type AnalyzeOptions, type Finding, type Span, type UrlContext } from '@urilint/core';
import type { SourceEdit, ValueMap } from './value-map.js';

/**
 * A value to analyze with its value → source map: what `analyzeCandidate` and `toSourceFinding`
 * work on. The JavaScript finder (candidates.ts) and each file type's finder (languages/) build
 * these with `ValueMapBuilder` and the `LiteralFormat` of their literals.
 */
export interface MappedCandidate {
  /** Source range to report on when a finding cannot be placed more precisely. */
  range: [number, number];
  /** The value; each opaque expression is one placeholder character (see `holes`). */
  value: string;
  /** Placeholders of `${…}` expressions and unknown `+` operands (offsets into `value`). */
  holes: Span[];
  context: UrlContext;
  /** An XML namespace or other identifier URI: never fetched. */
  identifier: boolean;
  /** The URL of a request `fetch()` makes (AnalyzeOptions.fetched); absent: false. */
  fetched?: boolean;
  /** Value offsets → source offsets, escape-aware. */
  map: ValueMap;
}

/** A core finding placed in the source file. */
export interface SourceFinding extends Pick<Finding, 'ruleId' | 'messageId' | 'message' | 'data' | 'severity'> {
  /** Source offsets of the offending characters, or of the whole literal when they have none. */
  range: [number, number];
  /** Present when the finding has a fix and it maps to source through the literal's escapes. */
  fix?: SourceEdit[];
  suggestions?: Array<{ messageId: string; message: string; data?: Record<string, string>; edits: SourceEdit[] }>;
}

/**
 * Places one core finding of `candidate` in the source, with the fix and suggestions that map to
 * it (`analyze` already kept only what the rule's metadata allows).
 */
export function toSourceFinding(candidate: MappedCandidate, finding: Finding): SourceFinding {
  const precise = candidate.map.toSource(finding.start, finding.end);
  const out: SourceFinding = {
    ruleId: finding.ruleId,
    messageId: finding.messageId,
    message: finding.message,
    severity: finding.severity,
    range: precise ?? candidate.range,
  };
  if (finding.data) out.data = finding.data;
  if (!precise) return out; // no precise place: no fix either (SPEC §5)
  if (finding.fix) {
    const edits = candidate.map.toSourceEdits(finding.fix);
    if (edits) out.fix = edits;
  }
  if (finding.suggestions) {
    const suggestions = [];
    for (const s of finding.suggestions) {
      const edits = candidate.map.toSourceEdits(s.edits);
      if (edits) suggestions.push({ messageId: s.messageId, message: s.message, ...(s.data ? { data: s.data } : {}), edits });
    }
    if (suggestions.length > 0) out.suggestions = suggestions;
  }
  return out;
}

/** Options of `analyzeCandidate`: the core's, less what the candidate itself says. */
export type CandidateAnalyzeOptions = Omit<AnalyzeOptions, 'context' | 'holes' | 'identifier' | 'fetched'>;

/** Analyzes one candidate with the core and places its findings in the source. */
export function analyzeCandidate(candidate: MappedCandidate, options: CandidateAnalyzeOptions = {}): SourceFinding[] {
  // One object literal with every option, not `{ ...options, … }`: copies whose fields change
  // type from one candidate to the next (no holes, some holes) cost ten times the analysis of a
  // plain URL in a lint run. The type lists every option, so a new one cannot be forgotten here.
  const analyzeOptions: { [K in keyof Required<AnalyzeOptions>]: AnalyzeOptions[K] } = {
    preset: options.preset,
    rules: options.rules,
    fastPath: options.fastPath,
    templates: options.templates,
    onRuleError: options.onRuleError,
    context: candidate.context,
    holes: candidate.holes,
    identifier: candidate.identifier,
    fetched: candidate.fetched === true,
  };
  const findings = analyze(candidate.value, analyzeOptions);
  return findings.map((f) => toSourceFinding(candidate, f));
}
