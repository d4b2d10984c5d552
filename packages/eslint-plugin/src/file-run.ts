/**
 * One lint of one file (SPEC §6: one analysis per literal for all rules), kept as
 * eslint-plugin-regexp keeps its per-file state: in a WeakMap keyed by the file's SourceCode.
 * ESLint creates every rule of a file before it traverses; the first urilint rule opens the run
 * and listens, the others join it. Each candidate is analyzed once with every joined rule, and
 * each finding is reported through its rule's context. Other file types' candidates are analyzed
 * at the root's exit, which ends the run (Linter#verify given one SourceCode twice opens another).
 */

import type { Rule, SourceCode } from 'eslint';
import { fastPathFindsNothing, type RuleFailure, type RuleSetting } from '@urilint/core';
import { analyzeCandidate, createCandidateCollector, documentKind, formatCandidates, type MappedCandidate, type UrlContextSettings } from '@urilint/source';
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

type RuleOptions = Record<string, unknown>;

type Member = { ruleId: string; options: RuleOptions; context: Rule.RuleContext };

/**
 * A core rule set in which each rule appears once, with one set of options (the plugin registered
 * twice may need two); its options object is made once per file, for the core resolves its rule
 * set once per options object.
 */
interface Analysis {
  options: { preset: 'none'; rules: Record<string, RuleSetting>; templates?: false };
  members: Member[];
}

const runs = new WeakMap<SourceCode, FileRun>();

/** Joins the rule to its file's run; returns the rule's listeners. */
export function joinFileRun(context: Rule.RuleContext, ruleId: string, defaults: RuleOptions): Rule.RuleListener {
  const sourceCode = context.sourceCode;
  let run = runs.get(sourceCode);
  if (run === undefined || run.ended) {
    const settings = (context.settings as { urilint?: UrilintSettings } | undefined)?.urilint ?? {};
    run = new FileRun(sourceCode, settings);
    runs.set(sourceCode, run);
  }
  const options = (context.options[0] as RuleOptions | undefined) ?? defaults;
  return run.join({ ruleId, options, context });
}

class FileRun {
  private readonly members: Member[] = [];
  /** Made at the first candidate, when every rule of the file has joined. */
  private analyses: Analysis[] | undefined;
  /** The root's exit has been reached: a rule joining now is for another lint of the file. */
  ended = false;

  constructor(private readonly sourceCode: SourceCode, private readonly settings: UrilintSettings) {}

  join(member: Member): Rule.RuleListener {
    this.members.push(member);
    return this.members.length === 1 ? this.listeners() : {};
  }

  private listeners(): Rule.RuleListener {
    const { sourceCode, settings } = this;
    const collector = createCandidateCollector(sourceCode.text, {
      urlContexts: settings.urlContexts,
      settled: (value) => this.settled(value),
      onCandidate: (candidate) => this.report([candidate]),
    });
    const ast = sourceCode.ast as unknown as { type: string };
    const exit = (): void => {
      this.ended = true;
      const kind = documentKind(ast);
      if (kind !== 'javascript') this.report(formatCandidates(ast, sourceCode.text, { urlContexts: settings.urlContexts }, kind));
    };
    // The root: `Program`, or `Document`, `root`, `StyleSheet` of @eslint/json, markdown, css.
    return { ...collector.listeners, [`${ast.type}:exit`]: exit } as unknown as Rule.RuleListener;
  }

  private analysesOfMembers(): Analysis[] {
    return (this.analyses ??= groupIntoAnalyses(this.members, this.settings));
  }

  /** A value the core's fast path settles for every analysis needs no value map and no analysis. */
  private settled = (value: string): boolean => this.analysesOfMembers().every((a) => fastPathFindsNothing(value, a.options));

  /** Analyzes `candidates` once per analysis, and reports each finding through its rule's context. */
  private report(candidates: readonly MappedCandidate[]): void {
    for (const analysis of this.analysesOfMembers()) {
      const firstRule = analysis.members[0].ruleId;
      let candidate: MappedCandidate | undefined;
      // A core rule that threw is reported by its own ESLint rule (see ruleErrorFinding).
      const onRuleError = (failure: RuleFailure): void => {
        const finding = ruleErrorFinding(failure, candidate!.range, firstRule);
        for (const m of analysis.members) if (m.ruleId === finding.ruleId) reportFindings(m.context, [finding]);
      };
      const options = { ...analysis.options, onRuleError };
      const fixMode: FixMode = this.settings.fix === 'suggest' ? 'suggest' : 'apply';
      for (candidate of candidates) {
        const findings = analyzeCandidate(candidate, options);
        if (findings.length === 0) continue;
        for (const m of analysis.members) reportFindings(m.context, findings.filter((f) => f.ruleId === m.ruleId), fixMode);
      }
    }
  }
}

/** The members in as few analyses as there can be: each rule once per analysis, with one set of options. */
function groupIntoAnalyses(members: readonly Member[], settings: UrilintSettings): Analysis[] {
  const analyses: Analysis[] = [];
  for (const member of members) {
    // A rule meets itself only when the plugin is registered twice: compare options then alone.
    const fits = ({ options: { rules } }: Analysis): boolean => !(member.ruleId in rules) || sameOptions((rules[member.ruleId] as [string, RuleOptions])[1], member.options);
    let analysis = analyses.find(fits);
    if (analysis === undefined) analyses.push((analysis = { options: { preset: 'none', rules: {}, ...(settings.templates === false ? { templates: false } : {}) }, members: [] }));
    analysis.options.rules[member.ruleId] = ['error', member.options];
    analysis.members.push(member);
  }
  return analyses;
}

function sameOptions(a: RuleOptions, b: RuleOptions): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
