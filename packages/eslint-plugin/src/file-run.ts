/**
 * One lint pass over one file: what urilint's ESLint rules share (SPEC §6: one analysis per
 * literal for all rules).
 *
 * ESLint creates every enabled rule of a file before it traverses the tree (it needs their
 * listeners to traverse), so by the time the traversal reaches the first node, every urilint rule
 * of the file has joined the file's run. The first rule to join leads: it alone listens to the
 * nodes that can head a URL candidate (candidates are found during ESLint's own traversal, with
 * the candidate logic the language server uses), analyzes each candidate once, as it is found,
 * with exactly the joined rules and their options (`preset: 'none'`), and reports every finding
 * through the context of the rule it belongs to; the file type's own candidates (JSON, Markdown,
 * HTML, a Vue template…) are analyzed so at the root's exit. The other rules listen to nothing: one
 * listener call per node for the whole preset, not one per rule. The result is exact: the same
 * findings and the same fix arbitration between rules as a single core run configured like this
 * file. (A core rule joined twice with different options, e.g. the plugin registered under two
 * names, gets an analysis of its own for the second.)
 *
 * A run that has reached the root's exit is over: a rule created on the same SourceCode after that
 * starts a new run (Linter#verify given one SourceCode twice). A JavaScript file's run in ESLint
 * has no exit; the next file's rules, made from a new file context, open a new run.
 */

import type { Rule } from 'eslint';
import { fastPathFindsNothing, type RuleFailure, type RuleSetting } from '@urilint/core';
import { analyzeCandidate, createCandidateCollector, formatCandidates, documentKind, type DocumentKind, type MappedCandidate, type SourceFinding, type UrlContextSettings } from '@urilint/source';
import { reportFindings, ruleErrorFinding } from './report.js';

/** Shared settings: `settings.urilint` in an ESLint config. */
export interface UrilintSettings {
  /** Where relative references count as URLs, added to the defaults (see UrlContextSettings). */
  urlContexts?: UrlContextSettings;
  /** Treat RFC 6570 URI-template expressions (`{id}`) and route parameters (`:id`) as placeholders. Default true. */
  templates?: boolean;
}

type RuleOptions = Record<string, unknown>;
type RuleSet = Record<string, RuleSetting>;

interface Member {
  ruleId: string;
  /** The rule's default options, for a configuration that gives none. */
  defaults: RuleOptions;
  context: Rule.RuleContext;
}

/**
 * How the members of one configuration report: the core's rules of the analysis they share, and
 * for a member whose rule joined before with other options, the rules of its own analysis. Made
 * when a file first has something to analyze, and again only when the configuration changes.
 */
interface ReportPlan {
  /** Each member's rule and options object: ESLint hands every file of one configuration the same ones. */
  readonly ruleIds: readonly string[];
  readonly options: readonly RuleOptions[];
  readonly shared: RuleSet;
  /** Per member: undefined to report from the shared analysis, or its own (`key` tells equal ones apart). */
  readonly own: ReadonlyArray<{ key: string; rules: RuleSet } | undefined>;
  /** The core's options of every analysis of the plan, for its fast path (see FileRun#settled). */
  readonly analyses: ReadonlyArray<{ preset: 'none'; rules: RuleSet }>;
}

/** What the rules other than the leader return: they report through the leader's analysis. */
const NO_LISTENERS: Rule.RuleListener = Object.freeze({});

/**
 * The run rules of the file being set up join. ESLint creates the rules of one file in one
 * synchronous loop, before it traverses, so the run to join is the last one opened, if it is for
 * the same file and has not ended yet. (A rule created for another file in between, which
 * ESLint never does, would open a new run: the findings stay exact, each run reporting for its
 * own rules.) A one-entry memo, not a WeakMap: the entry of a WeakMap costs more than the rest of
 * a rule's create() (measured in ESLint's stats: issue 15).
 *
 * The file is told by the prototype of the rule's context: ESLint (8 to 10) makes every rule
 * context of one file with `Object.create(fileContext)` from one object made for that file
 * (FileContext#extend). Reading `context.sourceCode` instead is a load through that new
 * prototype, which V8 cannot cache from one file to the next: the first of a file costs 2-5 µs
 * (V8 sets the new prototype up, whichever rule makes that load; the leader reads what it needs as
 * property descriptors, which need no set-up: FileRun#leaderListeners) and each later one about
 * 0.4 µs, which the ten other rules do not pay. Where contexts have no prototype of their own
 * (`Object.prototype`), each rule opens a run of its own: slower, still exact.
 */
let open: FileRun | undefined;

/** Joins the rule to its file's run; returns the rule's listeners. */
export function joinFileRun(context: Rule.RuleContext, ruleId: string, defaults: RuleOptions): Rule.RuleListener {
  const file = Object.getPrototypeOf(context) as object | null;
  if (open === undefined || open.file !== file || open.ended || file === Object.prototype || file === null) open = new FileRun(file);
  return open.join(context, ruleId, defaults);
}

class FileRun {
  private readonly members: Member[] = [];
  /** The members' report plan, made at the first candidate (every member has joined by then). */
  private plan: ReportPlan | undefined;
  /** The root's exit has been reached: a rule joining now is for another lint of the file. */
  ended = false;

  constructor(readonly file: object | null) {}

  join(context: Rule.RuleContext, ruleId: string, defaults: RuleOptions): Rule.RuleListener {
    this.members.push({ ruleId, defaults, context });
    return this.members.length === 1 ? this.leaderListeners(context) : NO_LISTENERS;
  }

  private leaderListeners(context: Rule.RuleContext): Rule.RuleListener {
    // Read off the file's context (ESLint's FileContext, the prototype of the file's rule
    // contexts), where they are its own values, as property descriptors (ownValue): a load,
    // through `context` or off the file's context itself, is the first through a prototype new to
    // V8, 2-5 µs a file (issue 15). Through `context` where the prototype has none: another host,
    // or no prototype of its own, or oxlint's, which all files share, with getters (there a run
    // must end at the root's exit, or the next file's rules would join it).
    const own = ownValue(this.file, 'sourceCode') as Rule.RuleContext['sourceCode'] | undefined;
    const perFile = own !== undefined;
    const sourceCode = perFile ? own : context.sourceCode;
    const settings = ((perFile ? ownValue(this.file, 'settings') : context.settings) as { urilint?: UrilintSettings } | undefined)?.urilint ?? {};
    const ast = sourceCode.ast as unknown as { type: string };
    const kind = documentKind(ast);
    // Fed by ESLint's own traversal: no second walk of the tree (SPEC §6). Each candidate is
    // analyzed and reported as the traversal finds it (every member has joined by then; ESLint
    // sorts a file's problems itself), so the root's exit has only what is left: the file type's
    // own candidates (not string literals), and the end of a run whose file context is shared.
    const collector = createCandidateCollector(sourceCode.text, {
      urlContexts: settings.urlContexts,
      settled: (value) => this.settled(value),
      onCandidate: (candidate) => this.report([candidate], settings),
    });
    const { Literal, TemplateLiteral } = collector.listeners;
    // JavaScript in its own file context (ESLint's): no listener at the root's exit, which every
    // file paid, ~7 µs, mostly files without a candidate (issue 15).
    if (perFile && kind === 'javascript') return { Literal, TemplateLiteral } as unknown as Rule.RuleListener;
    const exit = (): void => this.finish(ast, kind, sourceCode.text, settings);
    // The root: `Program` for the parsers that give one (html-eslint, yaml-eslint-parser,
    // vue-eslint-parser, svelte-eslint-parser), `Document` in @eslint/json, `root` in
    // @eslint/markdown, `StyleSheet` in @eslint/css. An object of one fixed shape for a Program: a
    // computed key makes V8 build a slow dictionary object, once per file.
    if (ast.type === 'Program') return { Literal, TemplateLiteral, 'Program:exit': exit } as unknown as Rule.RuleListener;
    return { Literal, TemplateLiteral, [`${ast.type}:exit`]: exit } as unknown as Rule.RuleListener;
  }

  /**
   * Whether every analysis of this file would find nothing in `value` on the core's fast path (a
   * plain http(s) URL that none of the joined rules reports, with their options): such a value is
   * no candidate, and costs neither a value map nor a call into the analyzer.
   * Most URLs of a code base are such (issue 15: a file with candidates paid ~30 µs at its exit,
   * the analyzer's code and data being cold there, against 0.7 µs a URL in a loop).
   */
  private settled(value: string): boolean {
    const plan = (this.plan ??= planFor(this.members));
    for (const options of plan.analyses) if (!fastPathFindsNothing(value, options)) return false;
    return true;
  }

  /** The root's exit: the run is over, and the file type's own candidates are analyzed (packages/source/src/languages). */
  private finish(ast: { type: string }, kind: DocumentKind, text: string, settings: UrilintSettings): void {
    this.ended = true;
    if (open === this) open = undefined; // over: its file's tree is not kept after the lint
    if (kind === 'javascript') return;
    const own = formatCandidates(ast, text, { urlContexts: settings.urlContexts }, kind);
    if (own.length !== 0) this.report(own, settings);
  }

  /** Analyzes `candidates` for every member, and reports each member's findings through its context. */
  private report(candidates: MappedCandidate[], settings: UrilintSettings): void {
    const plan = (this.plan ??= planFor(this.members));
    const shared = analyzeAll(candidates, plan.shared, settings);
    const separate = new Map<string, Map<string, SourceFinding[]>>();
    this.members.forEach((m, i) => {
      const own = plan.own[i];
      let byRule = shared;
      if (own !== undefined) {
        byRule = separate.get(own.key) ?? analyzeAll(candidates, own.rules, settings);
        separate.set(own.key, byRule);
      }
      const findings = byRule.get(m.ruleId);
      if (findings) reportFindings(m.context, findings);
    });
  }
}

/**
 * The plan of the last file's configuration when the members are the same rules with the same
 * options objects (a pointer comparison each), else a new one. Files of one configuration follow
 * one another, so the options' keys, the rule set's key and its lookup are made once per
 * configuration, not once per file with candidates (issue 15: they cost as much as the analysis).
 */
let lastPlan: ReportPlan | undefined;

function planFor(members: readonly Member[]): ReportPlan {
  const last = lastPlan;
  if (last !== undefined && last.ruleIds.length === members.length && members.every((m, i) => m.ruleId === last.ruleIds[i] && optionsOf(m) === last.options[i])) return last;
  return (lastPlan = newPlan(members));
}

/** ESLint ≥ 9.15 has already laid meta.defaultOptions under the options, once per configuration. */
function optionsOf(m: Member): RuleOptions {
  const options = (ownValue(m.context, 'options') ?? m.context.options) as unknown[];
  return (options[0] as RuleOptions | undefined) ?? m.defaults;
}

/**
 * The value of `object`'s own data property `key`, read without a property load: ESLint makes
 * each file's rule contexts with `Object.create` from an object new to that file, so V8 gives them,
 * and that object as a prototype, maps it has never seen, and a load through one misses V8's
 * caches and sets the new prototype up (issue 15: 2-3 µs a file at the first read). Undefined for
 * an accessor (oxlint's contexts) or an inherited or missing property.
 */
function ownValue(object: object | null, key: string): unknown {
  return object === null ? undefined : Object.getOwnPropertyDescriptor(object, key)?.value;
}

function newPlan(members: readonly Member[]): ReportPlan {
  const options = members.map(optionsOf);
  const keys = options.map(optionsKey);
  const first = new Map<string, number>();
  members.forEach((m, i) => first.has(m.ruleId) || first.set(m.ruleId, i));
  const shared = ruleSetOf([...first.values()].map((i) => ({ ruleId: members[i].ruleId, key: keys[i], options: options[i] })));
  const own = members.map((m, i) => {
    if (keys[first.get(m.ruleId)!] === keys[i]) return undefined;
    return { key: `${m.ruleId}\u0000${keys[i]}`, rules: { [m.ruleId]: ['error', options[i]] } as RuleSet };
  });
  const analyses = [shared, ...own.flatMap((o) => (o ? [o.rules] : []))].map((rules) => ({ preset: 'none' as const, rules }));
  return { ruleIds: members.map((m) => m.ruleId), options, shared, own, analyses };
}

/** Every candidate analyzed once with `rules`: the findings by rule. */
function analyzeAll(candidates: readonly MappedCandidate[], rules: RuleSet, settings: UrilintSettings): Map<string, SourceFinding[]> {
  const byRule = new Map<string, SourceFinding[]>();
  const add = (finding: SourceFinding): void => {
    let list = byRule.get(finding.ruleId);
    if (!list) byRule.set(finding.ruleId, (list = []));
    list.push(finding);
  };
  let candidate: MappedCandidate | undefined;
  // A core rule that threw is reported by its own ESLint rule (see ruleErrorFinding).
  const onRuleError = (failure: RuleFailure): void => add(ruleErrorFinding(failure, candidate!, Object.keys(rules)[0]));
  const options = { preset: 'none' as const, rules, onRuleError, ...(settings.templates === false ? { templates: false } : {}) };
  for (candidate of candidates) {
    for (const finding of analyzeCandidate(candidate, options)) add(finding);
  }
  return byRule;
}

/** Keys already given, by options object and by the options' JSON (see optionsKey). */
const keysByOptions = new WeakMap<object, string>();
const keysByJson = new Map<string, string>();

/**
 * A short key for an options object, to tell apart two sets of options of one rule: equal JSON,
 * equal key. Plain JSON: options come from configs, and a key that differs only by property order
 * costs a second analysis, never a wrong one. ESLint hands every file of one configuration the
 * same options objects (merged with meta.defaultOptions once, when the config is normalized), so
 * the JSON is written once per configuration, not once per file and rule.
 */
function optionsKey(options: RuleOptions): string {
  let key = keysByOptions.get(options);
  if (key === undefined) {
    const json = JSON.stringify(options);
    key = keysByJson.get(json);
    if (key === undefined) keysByJson.set(json, (key = String(keysByJson.size)));
    keysByOptions.set(options, key);
  }
  return key;
}

/** One `rules` object per distinct rule set (a memo: equal keys, equal objects). */
const ruleSets = new Map<string, RuleSet>();

/**
 * The core's `rules` setting for these members. The same object for every file of one
 * configuration, so that the core's resolution cache (keyed by the object) resolves a
 * configuration once per lint run, not once per file.
 */
function ruleSetOf(members: ReadonlyArray<{ ruleId: string; key: string; options: RuleOptions }>): RuleSet {
  let setKey = '';
  for (const m of members) setKey += m.ruleId + '\u0000' + m.key + '\u0001';
  let rules = ruleSets.get(setKey);
  if (!rules) {
    rules = {};
    for (const m of members) rules[m.ruleId] = ['error', m.options];
    ruleSets.set(setKey, rules);
  }
  return rules;
}
