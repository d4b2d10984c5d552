import { analyzeAsBrowsersRead, hasTabOrNewline } from './browser-view.js';
import { resolveRules } from './config.js';
import { locateUrl } from './detect.js';
import { Holes, templateHoles } from './holes.js';
import { patternHoles, socketHoles } from './patterns.js';
import { parseUriReference } from './parse.js';
import { LONG_HOST, PLAIN_MASK, Plain, plainHostStart, plainHttpUrlShape } from './plain.js';
import { RULES } from './registry.js';
import { MAX_FINDINGS, formatMessage, shortened, type Report } from './rule.js';
import { fixKeepsMeaning } from './fix-check.js';
import type { AnalyzeOptions, Edit, Finding, Span, UrlContext } from './types.js';
import type { ResolvedRule } from './config.js';
import type { ParsedUri } from './parse.js';
import type { RuleContext } from './rule.js';

/**
 * The rules to run for one configuration, and whether they may report a plain http(s) URL (see
 * plain.ts): every enabled rule declares whether, with its options, it may (`reportsPlainUrls`),
 * or, when that depends on the URL, a test of the URL (`plainUrlTest`).
 */
interface RuleSet {
  readonly rules: ResolvedRule[];
  /** No enabled rule without a test reports a plain URL: [host of LDH labels, host with `_`]. */
  readonly plainIsClean: readonly [boolean, boolean];
  /** The tests of the enabled rules that have one, as one function: a plain URL is clean when it says false. */
  readonly plainTest: ((text: string, hostStart: number) => boolean) | undefined;
}

function ruleSet(preset: NonNullable<AnalyzeOptions['preset']>, rules: AnalyzeOptions['rules']): RuleSet {
  // A rule that reads code is the source layer's business: no string value ever reaches it.
  const resolved = resolveRules(RULES, preset, rules).filter(({ rule }) => rule.input === 'value');
  const clean = (underscore: boolean): boolean =>
    resolved.every(({ rule, options }) => rule.reportsPlainUrls === false || rule.plainUrlTest !== undefined || !rule.reportsPlainUrls(options, underscore));
  const tests = resolved.flatMap(({ rule, options }) => (rule.reportsPlainUrls !== false && rule.plainUrlTest ? [rule.plainUrlTest(options)] : []));
  // One rule has a test (no-confusable-host): called directly, not through a loop over a list.
  const plainTest = tests.length <= 1 ? tests[0] : (text: string, hostStart: number) => tests.some((test) => test(text, hostStart));
  return { rules: resolved, plainIsClean: [clean(false), clean(true)], plainTest };
}

/**
 * Rule sets, cached per preset and per `rules` object: adapters pass the same settings object
 * for every literal of a file, so resolution runs once per file, not per value.
 */
const byRules = new WeakMap<object, Map<string, RuleSet>>();
const byPreset = new Map<string, RuleSet>();

/** The last configuration asked for: a lint run or an editor asks for the same one, value after value. */
let last: { preset: AnalyzeOptions['preset']; rules: AnalyzeOptions['rules']; set: RuleSet } | undefined;

function ruleSetFor(options: AnalyzeOptions): RuleSet {
  if (last !== undefined && last.rules === options.rules && last.preset === options.preset) return last.set;
  const set = cachedRuleSet(options);
  last = { preset: options.preset, rules: options.rules, set };
  return set;
}

function cachedRuleSet(options: AnalyzeOptions): RuleSet {
  const preset = options.preset ?? 'recommended';
  if (!options.rules) {
    let r = byPreset.get(preset);
    if (!r) byPreset.set(preset, (r = ruleSet(preset, undefined)));
    return r;
  }
  let sets = byRules.get(options.rules);
  if (!sets) byRules.set(options.rules, (sets = new Map()));
  let r = sets.get(preset);
  if (!r) sets.set(preset, (r = ruleSet(preset, options.rules)));
  return r;
}

function overlaps(a: Edit, b: Edit): boolean {
  if (a.start === a.end && b.start === b.end) return a.start === b.start;
  return a.start < b.end && b.start < a.end;
}

function editsValid(edits: readonly Edit[], textLength: number, holes: Holes): boolean {
  for (const e of edits) {
    if (!(e.start >= 0 && e.start <= e.end && e.end <= textLength)) return false;
    if (holes.touches(e.start, e.end)) return false;
  }
  return true;
}

/** No options: one object for every call without any (a default `{}` is an allocation per call). */
const DEFAULTS: AnalyzeOptions = Object.freeze({});

/**
 * Analyzes one string value (SPEC §2). Returns the findings of the enabled rules, sorted by
 * offset. Never throws: a value that is not a URL yields `[]`; a rule that throws loses its own
 * findings for this value and is reported to `options.onRuleError` (when that hook throws, so
 * does `analyze`: the test suite's way of making every rule error fatal).
 */
export function analyze(text: string, options: AnalyzeOptions = DEFAULTS): Finding[] {
  if (typeof text !== 'string') return [];
  try {
    return analyzeUnsafe(text, options);
  } catch (error) {
    if (error instanceof HookError) throw error.error;
    // A bug before any rule ran (detection, parsing) costs this value's findings, and is reported.
    options.onRuleError?.({ ruleId: undefined, text, error });
    return [];
  }
}

/** What `onRuleError` threw, carried through the catch in `analyze` untouched. */
class HookError {
  constructor(readonly error: unknown) {}
}

/** A rule's context whose options are set rule by rule (RuleContext's are read-only to the rules). */
type SharedContext = Omit<RuleContext<object, string>, 'options'> & { options: object };

/**
 * Every rule on the parsed URL, in the registry's order. The rules of one value share one context
 * and one report function, which reports for the rule that runs: a context and a closure per
 * rule cost more than a rule that has nothing to say (most rules on most URLs past the fast path).
 */
function runRules(text: string, uri: ParsedUri, options: AnalyzeOptions, rules: readonly ResolvedRule[], placeholders: Holes): Finding[] {
  const findings: Finding[] = [];
  const context = options.context ?? 'absolute';
  let current: ResolvedRule | undefined;
  let left = 0;
  const report = (r: Report<string>): void => {
    // One rule says at most MAX_FINDINGS things about one value: a megabyte of broken text is
    // one problem, and memory and time stay linear.
    if (current === undefined || left <= 0) return;
    if (!(r.start >= 0 && r.start <= r.end && r.end <= text.length)) return;
    if (placeholders.touches(r.start, r.end) || (r.start === r.end && placeholders.near(r.start, r.start))) return;
    left--;
    findings.push(toFinding(current.rule, current.severity, r, text, context, placeholders));
  };
  const scheme = uri.scheme ? uri.scheme.value.toLowerCase() : '';
  const identifier = options.identifier === true;
  const fetched = options.fetched === true;
  const ctx: SharedContext = { text, uri, scheme, options: {}, context: options.context ?? 'absolute', identifier, fetched, holes: placeholders, report };
  for (const resolved of rules) {
    current = resolved;
    left = MAX_FINDINGS;
    ctx.options = resolved.options;
    checkRule(resolved.rule, ctx, findings, options);
  }
  current = undefined;
  return findings;
}

/**
 * Runs one rule. A rule that throws loses what it reported (it may be half-done); every other
 * rule's findings stay, and the failure is reported.
 */
function checkRule(rule: ResolvedRule['rule'], ctx: Parameters<ResolvedRule['rule']['check']>[0], findings: Finding[], options: AnalyzeOptions): void {
  const before = findings.length;
  try {
    rule.check(ctx);
  } catch (error) {
    findings.length = before;
    ruleFailed(options, rule.id, ctx.text, error);
  }
}

/** Reports a rule that threw (a bug in the rule must not take the editor or the lint run down). */
function ruleFailed(options: AnalyzeOptions, ruleId: string, text: string, error: unknown): void {
  if (!options.onRuleError) return;
  try {
    options.onRuleError({ ruleId, text, error });
  } catch (hookError) {
    throw new HookError(hookError);
  }
}

function analyzeUnsafe(text: string, options: AnalyzeOptions, asWritten = false): Finding[] {
  const set = ruleSetFor(options);
  // (Kept apart from the full analysis, so that this small function is inlined into analyze and a
  // plain URL costs little more than the pattern.)
  if (options.fastPath !== false && plainAndClean(text, set)) return [];
  return analyzeFully(text, options, set.rules, asWritten);
}

/**
 * The fast path: a plain http(s) URL (plain.ts) has nothing for these rules to report, in any
 * context. Holes can only remove findings, so they do not matter here.
 */
function plainAndClean(text: string, set: RuleSet): boolean {
  const shape = plainHttpUrlShape(text, set.plainIsClean[1]);
  const plain = shape & PLAIN_MASK;
  if (plain === Plain.No || !set.plainIsClean[plain - 1]) return false;
  // A rule's test is asked only about hosts of four tokens or more (see plainUrlTest).
  return set.plainTest === undefined || (shape & LONG_HOST) === 0 || !set.plainTest(text, plainHostStart(text));
}

/**
 * Whether `analyze(text, options)` is `[]` on its fast path alone, whatever the context, holes or
 * identifier flag it is later given: a plain http(s) URL that no rule `options` enables reports.
 * For an adapter that can then leave the value out before it builds anything for it (the ESLint
 * plugin). False when the answer needs the full analysis, or `options` are not valid.
 */
export function fastPathFindsNothing(text: string, options: AnalyzeOptions = DEFAULTS): boolean {
  if (typeof text !== 'string' || options.fastPath === false) return false;
  try {
    return plainAndClean(text, ruleSetFor(options));
  } catch {
    return false; // options `analyze` would report on through onRuleError: left to it
  }
}

/** Every enabled rule on the URL in `text` (past the fast path). */
function analyzeFully(text: string, options: AnalyzeOptions, rules: readonly ResolvedRule[], asWritten: boolean): Finding[] {
  const context = options.context ?? 'absolute';
  const span = locateUrl(text, context);
  if (span === null) return [];
  // Tab and newline inside the URL: the rules judge the URL that browsers see (browser-view.ts).
  if (!asWritten && hasTabOrNewline(text, span)) return analyzeAsBrowsersRead(text, span, options, analyzeUnsafe);
  const uri = parseUriReference(text, span.start, span.end);
  // Each finder appends its holes to this one array: no array per finder, no copies.
  const holes: Span[] = options.holes ? [...options.holes] : [];
  if (options.templates !== false) {
    templateHoles(text, span.start, span.end, holes);
    patternHoles(text, uri, holes);
  }
  socketHoles(text, uri, holes);
  const placeholders = new Holes(text, holes);
  const findings = runRules(text, uri, options, rules, placeholders);
  // Most values have findings of one rule, reported in order: the sort (a comparator call per
  // comparison) only when they are not in order already (a stable sort would keep them as they are).
  if (!inOrder(findings)) findings.sort(byPosition);
  if (findings.length > 1) {
    oneReportPerDefect(findings);
    oneReportPerHost(findings);
  }
  // SPEC §5: fixes of one literal never overlap. The first (leftmost) fix wins; the finding stays.
  // Findings come sorted and their edits are local, so the common case is one comparison with
  // the furthest end taken so far; only an edit that reaches back is checked against the rest.
  const taken: Edit[] = [];
  let takenEnd = -1;
  for (const f of findings) {
    if (!f.fix) continue;
    const clear = f.fix.every((e) => e.start > takenEnd || (e.start === takenEnd && e.end > e.start)) || !f.fix.some((e) => taken.some((t) => overlaps(e, t)));
    if (!clear) {
      delete f.fix;
      continue;
    }
    for (const e of f.fix) {
      taken.push(e);
      if (e.end > takenEnd) takenEnd = e.end;
    }
  }
  return findings;
}

function byPosition(a: Finding, b: Finding): number {
  return a.start - b.start || a.end - b.end;
}

/** Whether `findings` are sorted by {@link byPosition}. */
function inOrder(findings: readonly Finding[]): boolean {
  for (let k = 1; k < findings.length; k++) if (byPosition(findings[k - 1], findings[k]) > 0) return false;
  return true;
}

/** A rule's report as a finding: its message filled in, its fix and suggestions as the rule's metadata allows. */
function toFinding(rule: ResolvedRule['rule'], severity: Finding['severity'], r: Report<string>, text: string, context: UrlContext, placeholders: Holes): Finding {
  const textLength = text.length;
  const data = messageData(r.data);
  const finding: Finding = {
    ruleId: rule.id,
    messageId: r.messageId,
    message: formatMessage(rule.messages[r.messageId], data),
    severity,
    start: r.start,
    end: r.end,
  };
  if (data) finding.data = data;
  // A rule's metadata bounds what its findings carry (ESLint refuses a fix from a rule that
  // is not `fixable`, and suggestions from one without `hasSuggestions`).
  let offered: Report<string>['suggestions'] = r.suggestions;
  if (r.fix && rule.fixable && r.fix.length > 0 && editsValid(r.fix, textLength, placeholders)) {
    // A fix that cannot be shown to keep the URL is offered, never applied (see fix-check.ts).
    if (fixKeepsMeaning(text, r.fix, context)) finding.fix = r.fix;
    else offered = [{ messageId: r.messageId, data: r.data, edits: r.fix }, ...(r.suggestions ?? [])];
  }
  if (offered && rule.hasSuggestions) {
    const suggestions: NonNullable<Finding['suggestions']> = [];
    for (const s of offered) {
      if (s.edits.length === 0 || !editsValid(s.edits, textLength, placeholders)) continue;
      // Built key by key, not spread: a spread cost microseconds an object here, and a URL may
      // have a hundred findings.
      const data = messageData(s.data);
      const message = formatMessage(rule.messages[s.messageId], data);
      suggestions.push(data ? { messageId: s.messageId, message, data, edits: s.edits } : { messageId: s.messageId, message, edits: s.edits });
    }
    if (suggestions.length > 0) finding.suggestions = suggestions;
  }
  return finding;
}

/**
 * One defect, one report: findings of one rule on the same span collapse into the
 * first (which takes a later one's fix when it has none); findings of one rule with the same
 * message and no fix on touching spans collapse into one over both, their suggestions joined
 * when they offer the same ones (the three empty labels of `http://.../` are one broken host).
 * `findings` is sorted by offset; it is compacted in place.
 */
function oneReportPerDefect(findings: Finding[]): void {
  // The last finding kept of each rule: a dozen rules at most, so a short list searched in order
  // is cheaper than a Map built for every value with findings.
  const last: Finding[] = [];
  let kept = 0;
  for (const f of findings) {
    const k = indexOfRule(last, f.ruleId);
    const prev = k === -1 ? undefined : last[k];
    // Spans first: a message is a string built by concatenation, which a comparison flattens
    // (a copy), and most findings of one rule neither share nor touch a span.
    if (prev !== undefined && f.start <= prev.end && prev.message === f.message) {
      if (prev.start === f.start && prev.end === f.end) {
        if (!prev.fix && f.fix) prev.fix = f.fix;
        continue;
      }
      if (f.start <= prev.end && !prev.fix && !f.fix && joinSuggestions(prev, f)) {
        prev.end = Math.max(prev.end, f.end);
        continue;
      }
    }
    if (k === -1) last.push(f);
    else last[k] = f;
    findings[kept++] = f;
  }
  findings.length = kept;
}

/**
 * One host, one report: a host that imitates another (no-confusable-host) is not also reported as
 * a host that is merely not ASCII (valid-host), whose suggestion, to write the same deceptive name
 * in Punycode, would help nobody. `findings` is compacted in place.
 */
function oneReportPerHost(findings: Finding[]): void {
  const deceptive = findings.filter((f) => f.ruleId === 'no-confusable-host');
  if (deceptive.length === 0) return;
  let kept = 0;
  for (const f of findings) {
    const superseded = f.ruleId === 'valid-host' && f.messageId === 'nonAscii' && deceptive.some((d) => d.start <= f.start && f.end <= d.end);
    if (!superseded) findings[kept++] = f;
  }
  findings.length = kept;
}

function indexOfRule(last: readonly Finding[], ruleId: string): number {
  for (let k = 0; k < last.length; k++) if (last[k].ruleId === ruleId) return k;
  return -1;
}

/** Adds `f`'s suggestions to `into`'s when both offer the same ones (by message), edits apart. */
function joinSuggestions(into: Finding, f: Finding): boolean {
  const a = into.suggestions ?? [];
  const b = f.suggestions ?? [];
  if (a.length !== b.length || a.some((s, k) => s.message !== b[k].message)) return false;
  const apart = a.every((s, k) => s.edits.every((e) => b[k].edits.every((x) => e.end <= x.start || x.end <= e.start)));
  if (!apart) return false;
  a.forEach((s, k) => (s.edits = [...s.edits, ...b[k].edits]));
  return true;
}

/** The longest value a message quotes: messages are one sentence, whatever the input's size. */
const MAX_QUOTED = 80;

function messageData(data: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!data) return undefined;
  let long = false;
  for (const k in data) if (data[k].length > MAX_QUOTED) long = true;
  if (!long) return data;
  const out: Record<string, string> = {};
  for (const k in data) out[k] = shortened(data[k], MAX_QUOTED);
  return out;
}
