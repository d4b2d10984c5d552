import { firstTabOrNewline, isTabOrNewline } from './chars.js';
import { MAX_FINDINGS } from './rule.js';
import type { AnalyzeOptions, Edit, Finding, Span } from './types.js';

/*
 * Tab, LF and CR inside a URL. Browsers remove them before they parse anything (WHATWG URL
 * parser: "remove all ASCII tab or newline from input"), so `ht\ttp://[::1]/` is `http://[::1]/`
 * to them. The rules judge the URL that browsers see: the value is analyzed once more without
 * those characters, and the findings and edits are mapped back to the value as written. The
 * characters themselves are reported by no-unencoded-characters on the value as written.
 */

/** True when `text[span]` holds a tab, LF or CR. */
export function hasTabOrNewline(text: string, span: Span): boolean {
  return firstTabOrNewline(text, span.start, span.end) !== -1;
}

/** Analyzes `text` as written (`asWritten`) or as browsers read it. */
export type Analyzer = (text: string, options: AnalyzeOptions, asWritten: boolean) => Finding[];

/** The value without the tabs and newlines of `span`, and the offsets that map between the two. */
interface BrowserView {
  text: string;
  /** Offset in the value of each offset of the view (one more entry for the end). */
  toValue: Int32Array;
  /** Offset in the view of each offset of the value (one more entry for the end). */
  toView: Int32Array;
}

function browserView(text: string, span: Span): BrowserView {
  const toValue: number[] = [];
  const toView = new Int32Array(text.length + 1);
  const parts: string[] = [];
  let kept = 0;
  for (let i = 0; i < text.length; i++) {
    toView[i] = toValue.length;
    if (i >= span.start && i < span.end && isTabOrNewline(text.charCodeAt(i))) {
      parts.push(text.slice(kept, i));
      kept = i + 1;
    } else toValue.push(i);
  }
  parts.push(text.slice(kept));
  toView[text.length] = toValue.length;
  toValue.push(text.length);
  return { text: parts.join(''), toValue: Int32Array.from(toValue), toView };
}

/** A view span as a value span (it may grow over the removed characters inside it). */
function toValueSpan(view: BrowserView, start: number, end: number): Span {
  return { start: view.toValue[start], end: end > start ? view.toValue[end - 1] + 1 : view.toValue[start] };
}

/** View edits as value edits, or undefined when one would also delete a tab or newline. */
function toValueEdits(view: BrowserView, edits: readonly Edit[]): Edit[] | undefined {
  const out: Edit[] = [];
  for (const e of edits) {
    const span = toValueSpan(view, e.start, e.end);
    if (span.end - span.start !== e.end - e.start) return undefined;
    out.push({ start: span.start, end: span.end, text: e.text });
  }
  return out;
}

function toValueFinding(view: BrowserView, f: Finding): Finding {
  const mapped: Finding = { ...f, ...toValueSpan(view, f.start, f.end) };
  delete mapped.fix;
  delete mapped.suggestions;
  const fix = f.fix && toValueEdits(view, f.fix);
  if (fix) mapped.fix = fix;
  const suggestions = f.suggestions?.flatMap((s) => {
    const edits = toValueEdits(view, s.edits);
    return edits ? [{ ...s, edits }] : [];
  });
  if (suggestions && suggestions.length > 0) mapped.suggestions = suggestions;
  return mapped;
}

/**
 * The findings of a value whose URL (`span`) holds tabs or newlines: every rule's findings on
 * the URL as browsers read it, mapped back (an edit that would delete one of those characters is
 * dropped), plus no-unencoded-characters' findings of the characters themselves.
 */
export function analyzeAsBrowsersRead(text: string, span: Span, options: AnalyzeOptions, analyzeText: Analyzer): Finding[] {
  const view = browserView(text, span);
  const holes = options.holes
    ?.map((h) => ({ start: view.toView[h.start], end: view.toView[h.end] }))
    .filter((h) => h.start < h.end);
  const seen = analyzeText(view.text, { ...options, holes }, false).map((f) => toValueFinding(view, f));
  const removed = analyzeText(text, options, true).filter((f) => f.ruleId === 'no-unencoded-characters' && f.messageId === 'tabOrNewline');
  const findings = [...removed, ...seen].sort((a, b) => a.start - b.start || a.end - b.end);
  // One rule still says at most MAX_FINDINGS things about one value.
  const perRule = new Map<string, number>();
  return findings.filter((f) => {
    const n = (perRule.get(f.ruleId) ?? 0) + 1;
    perRule.set(f.ruleId, n);
    return n <= MAX_FINDINGS;
  });
}
