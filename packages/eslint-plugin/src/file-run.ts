/**
 * One lint of one file (SPEC §6: one analysis per literal for all rules), kept as
 * eslint-plugin-regexp keeps its per-file state: in a WeakMap keyed by the file's SourceCode.
 * ESLint creates every rule of a file before it traverses; the first urilint rule opens the run
 * and listens, the others join it. Each candidate is analyzed once with every joined rule, and
 * each finding is reported through its rule's context. The rules that read code are told the same
 * literals, for every check they judge has one. Other file types' candidates are analyzed at the
 * root's exit, which ends the run (Linter#verify given one SourceCode twice opens another).
 */

import type { Rule, SourceCode } from 'eslint';
import { fastPathFindsNothing, type RuleFailure, type RuleSetting } from '@urilint/core';
import { UrlCheckCollector, analyzeCandidate, createCandidateCollector, documentKind, formatCandidates, type EstreeNode, type MappedCandidate, type NameResolution, type UrlContextSettings } from '@urilint/source';
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

/** What a rule reads: string values (the core's rules), or code (no-incomplete-url-check). */
export type RuleInput = 'value' | 'code';

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
export function joinFileRun(context: Rule.RuleContext, ruleId: string, defaults: RuleOptions, input: RuleInput): Rule.RuleListener {
  const sourceCode = context.sourceCode;
  let run = runs.get(sourceCode);
  if (run === undefined || run.ended) {
    const settings = (context.settings as { urilint?: UrilintSettings } | undefined)?.urilint ?? {};
    run = new FileRun(sourceCode, settings);
    runs.set(sourceCode, run);
  }
  const options = (context.options[0] as RuleOptions | undefined) ?? defaults;
  return run.join({ ruleId, options, context }, input);
}

class FileRun {
  private readonly members: Member[] = [];
  private readonly codeMembers: Member[] = [];
  /** The checks that the code rules judge, when one has joined. */
  private checks: UrlCheckCollector | undefined;
  /** Made at the first candidate, when every rule of the file has joined. */
  private analyses: Analysis[] | undefined;
  /** The root's exit has been reached: a rule joining now is for another lint of the file. */
  ended = false;

  constructor(private readonly sourceCode: SourceCode, private readonly settings: UrilintSettings) {}

  join(member: Member, input: RuleInput): Rule.RuleListener {
    const first = this.members.length + this.codeMembers.length === 0;
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
      settled: (value) => this.settled(value),
      onCandidate: (candidate) => this.report([candidate]),
    });
    const ast = sourceCode.ast as unknown as { type: string };
    const exit = (): void => {
      this.ended = true;
      const kind = documentKind(ast);
      if (kind !== 'javascript') this.report(formatCandidates(ast, sourceCode.text, { urlContexts: settings.urlContexts }, kind));
      if (this.checks !== undefined) this.reportChecks(this.checks);
    };
    const { Literal, TemplateLiteral } = collector.listeners;
    // The root: `Program`, or `Document`, `root`, `StyleSheet` of @eslint/json, markdown, css.
    return {
      Literal: (node: EstreeNode) => {
        Literal(node);
        this.checks?.literal(node);
      },
      TemplateLiteral: (node: EstreeNode) => {
        TemplateLiteral(node);
        this.checks?.literal(node);
      },
      [`${ast.type}:exit`]: exit,
    } as unknown as Rule.RuleListener;
  }

  /** The code rules' findings, each through its rule's context; a check that throws is reported where it happened. */
  private reportChecks(checks: UrlCheckCollector): void {
    const { text } = this.sourceCode;
    for (const m of this.codeMembers) {
      const onError = (error: unknown, range: [number, number]): void => reportFindings(m.context, [ruleErrorFinding({ ruleId: m.ruleId, text: text.slice(...range), error }, range, m.ruleId)]);
      reportFindings(m.context, checks.findings(text, { onError }));
    }
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

/** Names resolved by ESLint's scope analysis: the variable a name reads, and what is written to it. */
function scopeNames(sourceCode: SourceCode): NameResolution {
  type Variable = { references: { identifier: EstreeNode; isRead(): boolean }[] };
  const variableOf = (name: EstreeNode): Variable | undefined => {
    for (let scope: ReturnType<SourceCode['getScope']> | null = sourceCode.getScope(name as never); scope !== null; scope = scope.upper) {
      const variable = scope.set.get(name.name as string);
      if (variable !== undefined) return variable as unknown as Variable;
    }
    return undefined;
  };
  return {
    // `const u = …` and `u = …`: a destructuring or a compound assignment writes no known value.
    valuesOf: (name) =>
      variableOf(name)?.references.flatMap(({ identifier }) => {
        const p = identifier.parent as EstreeNode;
        if (p.type === 'VariableDeclarator' && p.id === identifier && p.init) return [p.init as EstreeNode];
        return p.type === 'AssignmentExpression' && p.left === identifier && p.operator === '=' ? [p.right as EstreeNode] : [];
      }),
    readsOf: (declarator) => sourceCode.getDeclaredVariables(declarator as never).flatMap((v) => v.references.filter((r) => r.isRead()).map((r) => r.identifier as unknown as EstreeNode)),
  };
}
