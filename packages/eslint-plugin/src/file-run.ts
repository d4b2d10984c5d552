/**
 * One lint of one file (SPEC §6: one analysis per literal for all rules), kept as
 * eslint-plugin-regexp keeps its per-file state: in a WeakMap keyed by the file's SourceCode.
 * ESLint creates every rule of a file before it traverses; the first urilint rule opens the run
 * and listens, the others join it. Each candidate is analyzed once with every joined rule, and
 * each finding is reported through its rule's context. The rules that read code are told the same
 * literals, for every check they judge has one. Other file types' candidates are analyzed at the
 * root's exit, which ends the run. A rule that finds its run ended, or holding a rule of its name
 * (Linter#verify given one SourceCode twice, the plugin under a second name), opens a new one.
 */

import type { Rule, SourceCode } from 'eslint';
import { fastPathFindsNothing, type AnalyzeOptions, type RuleFailure, type RuleSetting } from '@urilint/core';
import { UrlCheckCollector, analyzeCandidate, createCandidateCollector, documentKind, formatCandidates, scopeNames, type EstreeNode, type MappedCandidate, type SourceFinding, type UrlContextSettings } from '@urilint/source';
import { reportFindings, ruleErrorFinding, type FixMode } from './report.js';

/** Shared settings: `settings.urilint` in an ESLint config. */
export interface UrilintSettings {
  /** Where relative references count as URLs, added to the defaults (see UrlContextSettings). */
  urlContexts?: UrlContextSettings;
  /** Treat RFC 6570 URI-template expressions (`{id}`) and route parameters (`:id`) as placeholders. Default true. */
  templates?: boolean;
  /** 'suggest': each fix is offered as a suggestion only, so `--fix` leaves the file alone (the `*-tests` presets). */
  fix?: 'apply' | 'suggest';
}

/** What a rule reads: string values (the core's rules), or code (no-incomplete-url-check). */
export type RuleInput = 'value' | 'code';

type RuleOptions = Record<string, unknown>;
type Member = { ruleId: string; options: RuleOptions; context: Rule.RuleContext };
type CoreOptions = { preset: 'none'; rules: Record<string, RuleSetting>; templates?: false };

/**
 * The core options of one configuration's value rules, and the members they were made for.
 * ESLint hands every file of one configuration the same rule options objects (merged with
 * meta.defaultOptions once, when it normalizes the configuration) and creates its rules in the
 * same order, so the options made for one file serve the next, and the core, which resolves its
 * rule set once per `rules` object, resolves it once per configuration rather than once per file
 * (on ordinary code, more than the rest of a file's setup). Kept with the first member's options
 * object, they live as long as the configuration that owns that object and hold nothing of a file.
 */
const coreOptionsByConfiguration = new WeakMap<RuleOptions, { members: ReadonlyArray<Omit<Member, 'context'>>; options: CoreOptions }>();

/** The run of each file: the last one opened for it. */
const runs = new WeakMap<SourceCode, FileRun>();

/** Joins the rule to its file's run; returns the rule's listeners. */
export function joinFileRun(context: Rule.RuleContext, ruleId: string, defaults: RuleOptions, input: RuleInput): Rule.RuleListener {
  const sourceCode = context.sourceCode;
  let run = runs.get(sourceCode);
  if (run === undefined || run.ended || run.ruleIds.has(ruleId)) {
    const settings = (context.settings as { urilint?: UrilintSettings } | undefined)?.urilint ?? {};
    runs.set(sourceCode, (run = new FileRun(sourceCode, settings)));
  }
  const options = (context.options[0] as RuleOptions | undefined) ?? defaults;
  return run.join({ ruleId, options, context }, input);
}

class FileRun {
  private readonly members: Member[] = [];
  private readonly codeMembers: Member[] = [];
  readonly ruleIds = new Set<string>();
  /** The checks that the code rules judge, when one has joined. */
  private checks: UrlCheckCollector | undefined;
  /** Made at the first candidate, when every rule of the file has joined; `candidate` is the one analyzed. */
  private analyzing: AnalyzeOptions | undefined;
  private candidate: MappedCandidate | undefined;
  /** The root's exit has been reached: a rule joining now is for another lint of the file. */
  ended = false;

  constructor(private readonly sourceCode: SourceCode, private readonly settings: UrilintSettings) {}

  join(member: Member, input: RuleInput): Rule.RuleListener {
    const first = this.ruleIds.size === 0;
    this.ruleIds.add(member.ruleId);
    if (input === 'code') {
      this.codeMembers.push(member);
      this.checks ??= new UrlCheckCollector(scopeNames(this.sourceCode));
    } else this.members.push(member);
    return first ? this.listeners() : {};
  }

  private listeners(): Rule.RuleListener {
    const { sourceCode, settings } = this;
    const collector = createCandidateCollector(sourceCode.text, {
      urlContexts: settings.urlContexts,
      settled: (value) => fastPathFindsNothing(value, this.analysisOptions()),
      onCandidate: (candidate) => this.report([candidate]),
    });
    const ast = sourceCode.ast as unknown as { type: string };
    const exit = (): void => {
      this.ended = true;
      const kind = documentKind(ast);
      if (kind !== 'javascript') this.report(formatCandidates(ast, sourceCode.text, { urlContexts: settings.urlContexts }, kind));
      if (this.checks?.found === true) this.reportChecks(this.checks);
    };
    // Every rule of the file has joined by the first node: candidates are looked for only when a value rule has.
    const alsoChecks = (listener: (node: EstreeNode) => void) => (node: EstreeNode) => (this.members.length > 0 && listener(node), this.checks?.literal(node));
    // The root: `Program`, or `Document`, `root`, `StyleSheet` of @eslint/json, markdown, css.
    const { Literal, TemplateLiteral } = collector.listeners;
    return { Literal: alsoChecks(Literal), TemplateLiteral: alsoChecks(TemplateLiteral), [`${ast.type}:exit`]: exit } as unknown as Rule.RuleListener;
  }

  /** The core options of the members: their configuration's, or new ones. */
  private coreOptions(): CoreOptions {
    const { members } = this;
    const templates = this.settings.templates === false ? { templates: false as const } : {};
    const known = members.length > 0 ? coreOptionsByConfiguration.get(members[0].options) : undefined;
    const fits = known !== undefined && known.options.templates === templates.templates && known.members.length === members.length && known.members.every((m, k) => m.ruleId === members[k].ruleId && m.options === members[k].options);
    if (fits) return known.options;
    const options: CoreOptions = { preset: 'none', rules: Object.fromEntries(members.map((m) => [m.ruleId, ['error', m.options]])), ...templates };
    if (members.length > 0) coreOptionsByConfiguration.set(members[0].options, { members: members.map(({ ruleId, options }) => ({ ruleId, options })), options });
    return options;
  }

  /** The options of every analysis of the run; a core rule that threw is reported by its own ESLint rule (see ruleErrorFinding). */
  private analysisOptions(): AnalyzeOptions {
    // Made once: asked for by every settled value and every candidate.
    return (this.analyzing ??= { ...this.coreOptions(), onRuleError: (failure: RuleFailure) => reportByRule(this.members, [ruleErrorFinding(failure, this.candidate!.range, this.members[0].ruleId)]) });
  }

  /** Analyzes `candidates` once with every member's rule, and reports each finding through its rule's context. */
  private report(candidates: readonly MappedCandidate[]): void {
    const options = this.analysisOptions();
    const fixMode: FixMode = this.settings.fix === 'suggest' ? 'suggest' : 'apply';
    for (const candidate of candidates) {
      this.candidate = candidate;
      reportByRule(this.members, analyzeCandidate(candidate, options), fixMode);
    }
  }

  /** The checks judged once, each finding through its rule's context; a check that throws is reported where it happened. */
  private reportChecks(checks: UrlCheckCollector): void {
    const { text } = this.sourceCode;
    const ruleId = this.codeMembers[0].ruleId;
    const onError = (error: unknown, range: [number, number]): void => reportByRule(this.codeMembers, [ruleErrorFinding({ ruleId, text: text.slice(...range), error }, range, ruleId)]);
    reportByRule(this.codeMembers, checks.findings(text, { onError }));
  }
}

/** Each finding through the context of the member whose rule it is. */
function reportByRule(members: readonly Member[], findings: readonly SourceFinding[], fixMode: FixMode = 'apply'): void {
  if (findings.length === 0) return;
  for (const m of members) reportFindings(m.context, findings.filter((f) => f.ruleId === m.ruleId), fixMode);
}
