/**
 * One document's analysis: extraction by language, the core on every candidate, ESLint
 * directive comments (fix all is fix-all.ts). Pure over (text, language, settings); the server
 * adds scheduling, caching and the protocol.
 */

import { resolveRules, RULE_PREFIX, RULES, type RuleFailure } from '@urilint/core';
import { Directives } from './directives.js';
import { javascript } from './languages/javascript.js';
import { svelte, vue } from './languages/components.js';
import { css } from './languages/css.js';
import { html } from './languages/html.js';
import { json } from './languages/json.js';
import { markdown } from './languages/markdown.js';
import { yaml } from './languages/yaml.js';
import type { DocumentCandidate, Extraction, ExtractOptions, LanguageSupport, PartialExtraction, SourceFinding } from './languages/types.js';
import { bySourceRange, type CandidateAnalyzeOptions } from '@urilint/source';
import type { EffectiveSettings } from './settings.js';
import { lineStarts } from './lines.js';

export const LANGUAGES: readonly LanguageSupport[] = [javascript, json, markdown, html, css, yaml, vue, svelte];

const byId = new Map<string, LanguageSupport>();
for (const l of LANGUAGES) for (const id of l.ids) byId.set(id, l);

export function languageSupport(languageId: string): LanguageSupport | undefined {
  return byId.get(languageId);
}

export interface Analysis {
  extraction: Extraction;
  /** In source order, where they are in the document. */
  findings: SourceFinding[];
  /** Set when the analysis stopped at `maxFindings`: the offset of the first candidate left unanalyzed. */
  stoppedAt?: number;
}

/**
 * Documents at least this long (UTF-16 code units), analyzed without a previous version, are
 * extracted in parts where their language can (`LanguageSupport.extractInParts`); below, a whole
 * parse comes soon enough even cold.
 */
export const PARTS_MIN_LENGTH = 40_000;

/** What an analysis in parts has found in the top of its document (see analyzeSteps). */
export interface PartialAnalysis {
  /** The findings before `settled`, in source order, at most `maxFindings`: those the whole analysis has there. */
  findings: SourceFinding[];
  /** A line start. */
  settled: number;
}

export interface AnalysisLimits {
  /** Stop after this many findings (not counting those an ESLint directive disables). */
  maxFindings?: number;
  /** Told when a rule throws on a candidate (the core's `onRuleError`); pass the same function each time, or candidates analyze again. */
  onRuleError?: (failure: RuleFailure) => void;
}

/** Line (0-based) of each offset, by LF, CRLF and CR as LSP counts them. */
function lineIndex(text: string): (offset: number) => number {
  let starts: number[] | undefined;
  return (offset) => {
    starts ??= lineStarts(text);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
}

/** The start of the line of `offset` (after LF, CR or CRLF, as lineIndex counts lines). */
function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text.charCodeAt(i - 1) !== 0x0a && text.charCodeAt(i - 1) !== 0x0d) i--;
  return i;
}

function notDisabled(extraction: Extraction, lineOf: (offset: number) => number): (f: SourceFinding) => boolean {
  const directives = extraction.comments.length > 0 ? new Directives(extraction.comments, lineOf) : undefined;
  if (!directives || directives.empty) return () => true;
  return (f) => !directives.disabled(RULE_PREFIX + f.ruleId, f.range[0], lineOf(f.range[0]));
}

const CODE_RULES = RULES.filter((r) => r.input === 'code');

/**
 * Whether the settings turn on the rules that read code, and at what severity (they run in the
 * extraction, on the parsed program); a check that throws goes to the rule-error hook.
 */
function codeChecksFor(text: string, settings: EffectiveSettings, onRuleError: AnalysisLimits['onRuleError']): ExtractOptions['codeChecks'] {
  const { preset = 'recommended', rules } = settings.analyzeOptions;
  const [on] = resolveRules(CODE_RULES, preset, rules);
  if (!on) return undefined;
  return { severity: on.severity, onError: (error, range) => onRuleError?.({ ruleId: on.rule.id, text: text.slice(range[0], range[1]), error }) };
}

function optionsFor(settings: EffectiveSettings, onRuleError: AnalysisLimits['onRuleError']): CandidateAnalyzeOptions {
  return onRuleError ? { ...settings.analyzeOptions, onRuleError } : settings.analyzeOptions;
}

/**
 * Analysis as steps: yields after each candidate so that a caller can spread a large document over
 * several event-loop turns, and after each part of a document extracted in parts (PARTS_MIN_LENGTH)
 * what is found in its top. What it returns does not depend on the parts.
 */
export function* analyzeSteps(
  text: string,
  languageId: string,
  settings: EffectiveSettings,
  previous?: Extraction,
  limits: AnalysisLimits = {},
): Generator<PartialAnalysis | undefined, Analysis | undefined> {
  const support = byId.get(languageId);
  if (!support) return undefined;
  const options = optionsFor(settings, limits.onRuleError);
  const max = limits.maxFindings ?? Number.POSITIVE_INFINITY;
  const extractOptions = { urlContexts: settings.urlContexts, parserRoots: settings.parserRoots, codeChecks: codeChecksFor(text, settings, limits.onRuleError) };
  const lineOf = lineIndex(text);
  const extraction =
    !previous && support.extractInParts && text.length >= PARTS_MIN_LENGTH
      ? yield* analyzedInParts(support.extractInParts(text, languageId, extractOptions), text.toString(), lineOf, options, max)
      : support.extract(text, languageId, extractOptions, previous);
  return yield* analyzedExtraction(extraction, lineOf, options, max);
}

/** analyzeSteps for an extraction made elsewhere: `UnparsableDocument.kept`. */
export function analyzeExtractionSteps(text: string, extraction: Extraction, settings: EffectiveSettings, limits: AnalysisLimits = {}): Generator<undefined, Analysis> {
  return analyzedExtraction(extraction, lineIndex(text), optionsFor(settings, limits.onRuleError), limits.maxFindings ?? Number.POSITIVE_INFINITY);
}

/** The candidates of `extraction` analyzed, but those a directive disables, up to `max` findings. */
function* analyzedExtraction(extraction: Extraction, lineOf: (offset: number) => number, options: CandidateAnalyzeOptions, max: number): Generator<undefined, Analysis> {
  const kept = notDisabled(extraction, lineOf);
  const findings: SourceFinding[] = (extraction.checks ?? []).filter(kept);
  const candidates = extraction.candidates;
  for (let i = 0; i < candidates.length; i++) {
    for (const f of candidates[i].analyze(options)) if (kept(f)) findings.push(f);
    // Candidates come in source order: what is kept is the first `max` findings of the document.
    if (findings.length >= max && i + 1 < candidates.length) {
      const stoppedAt = candidates[i + 1].range[0];
      return { extraction, findings: findings.filter((f) => f.range[0] < stoppedAt).sort(bySourceRange).slice(0, max), stoppedAt };
    }
    yield;
  }
  findings.sort(bySourceRange);
  if (findings.length <= max) return { extraction, findings };
  return { extraction, findings: findings.slice(0, max), stoppedAt: findings[max].range[0] };
}

/**
 * Runs an extraction in parts; after each part, yields the findings before the start of the line
 * of its settled offset (a directive after that offset may still disable a finding on its line,
 * `eslint-disable-line`); returns the whole extraction. Candidates keep their findings
 * (languages/candidate.ts), so the whole analysis after this runs no rule twice.
 */
function* analyzedInParts(
  parts: Generator<PartialExtraction, Extraction>,
  text: string,
  lineOf: (offset: number) => number,
  options: CandidateAnalyzeOptions,
  max: number,
): Generator<PartialAnalysis | undefined, Extraction> {
  let capped = false;
  for (;;) {
    const r = parts.next();
    if (r.done) return r.value;
    if (capped) continue; // the whole analysis stops at the cap, before the end of this part
    const part = r.value;
    const settled = lineStart(text, part.settled);
    const kept = notDisabled(part, lineOf);
    const findings: SourceFinding[] = (part.checks ?? []).filter((f) => f.range[0] < settled && kept(f));
    for (const c of part.candidates) {
      if (c.range[0] >= settled || findings.length >= max) break;
      for (const f of c.analyze(options)) if (f.range[0] < settled && kept(f)) findings.push(f);
      yield;
    }
    capped = findings.length >= max;
    yield { findings: findings.sort(bySourceRange).slice(0, max), settled };
  }
}

export function analyzeText(text: string, languageId: string, settings: EffectiveSettings, previous?: Extraction, limits?: AnalysisLimits): Analysis | undefined {
  const steps = analyzeSteps(text, languageId, settings, previous, limits);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** The candidate under `offset` (the innermost, and for a srcset the entry under it). */
export function candidateAt(candidates: readonly DocumentCandidate[], offset: number): DocumentCandidate | undefined {
  let best: DocumentCandidate | undefined;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    if (c.range[0] > offset) break;
    if (offset >= c.range[1]) continue;
    const inner = c.toSource(0, c.value.length) ?? c.range;
    if (offset < inner[0] - 1 || offset > inner[1]) continue;
    const length = inner[1] - inner[0];
    if (length < bestLength) {
      best = c;
      bestLength = length;
    }
  }
  return best;
}
