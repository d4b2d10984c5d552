/**
 * The ESLint rules, generated from the core registry (one ESLint rule per core rule).
 *
 * One analysis per literal for all rules (SPEC §6). ESLint calls every enabled rule's
 * `create()` for a file before it emits the first node event. So each urilint rule's `create()`
 * registers its core rule id and its options in a per-file state (see `fileState`), and the
 * first of them also listens to the node types that can head a URL candidate:
 * candidates are collected during ESLint's own traversal (no second walk of the AST), with the
 * same candidate logic the language server uses (`createCandidateCollector`). At `Program:exit`
 * the first rule runs `analyze` once per candidate with exactly the registered rules and options
 * (`preset: 'none'`), and each rule reports its own findings from that shared result. The result
 * is exact: the same findings and the same fix arbitration between rules as a single core run
 * configured like this file. (Only when one file enables the same core rule twice with different
 * options, e.g. the plugin registered under two names, does the second instance get an analysis
 * of its own.)
 */

// Types only, from two places (nothing of @typescript-eslint/utils is imported at run time, so
// a JavaScript project does not get TypeScript installed through its `typescript` peer):
// @typescript-eslint/utils types the rule internals (a devDependency, erased from the output);
// the exported types come from `eslint`, our peer dependency, so that the published .d.ts
// resolves in every project that has ESLint, with or without typescript-eslint.
import type { TSESLint } from '@typescript-eslint/utils';
import type { Rule } from 'eslint';
import { RULES, docsUrl, type RuleDefinition, type RuleFailure, type UrlContext } from '@urilint/core';
import { analyzeCandidate, createCandidateCollector, documentKind, formatCandidates, type CandidateListeners, type DocumentKind, type MappedCandidate, type SourceFinding, type UrlContextSettings } from '@urilint/source';

/** Shared settings: `settings.urilint` in an ESLint config. */
export interface UrilintSettings {
  /** Where relative references count as URLs, added to the defaults (see UrlContextSettings). */
  urlContexts?: UrlContextSettings;
  /** Treat RFC 6570 URI-template expressions (`{id}`) and route parameters (`:id`) as placeholders. Default true. */
  templates?: boolean;
}

export interface UrilintRuleDocs {
  description: string;
  /** In `configs.recommended`. */
  recommended: boolean;
  /** In `configs.strict`. */
  strict: boolean;
}

export type UrilintRuleOptions = [Record<string, unknown>];

/** An ESLint rule (eslint's own `Rule.RuleModule`) whose docs say its presets and its page. */
export interface UrilintRuleModule extends Rule.RuleModule {
  meta: Rule.RuleMetaData & { docs: UrilintRuleDocs & { url: string } };
}

/** What the rule internals are written against (typed messages, options, listeners and fixer). */
type TypedRuleModule = TSESLint.RuleModule<string, UrilintRuleOptions, UrilintRuleDocs & { url: string }>;

/** Rules that report style rather than a broken or unsafe URL (ESLint's `meta.type`). */
const SUGGESTION_TYPE = new Set(['prefer-normalized', 'no-default-port']);

/** Keys already computed, by options object (see stableKey). */
const keysByOptions = new WeakMap<object, string>();

/**
 * A key for an options object, to tell apart two registrations of one rule with different
 * options. Plain JSON: options come from configs, and a key that differs only by property order
 * costs a second analysis, never a wrong one. ESLint hands every file of one configuration the
 * same options objects (merged with meta.defaultOptions once, when the config is normalized), so
 * the key is computed once per configuration, not once per file and rule.
 */
function stableKey(value: Record<string, unknown>): string {
  let key = keysByOptions.get(value);
  if (key === undefined) {
    key = JSON.stringify(value);
    keysByOptions.set(value, key);
  }
  return key;
}

/**
 * One `rules` object per distinct rule set, so that the core's resolution cache (keyed by the
 * object) resolves a configuration once per lint run, not once per file.
 */
const rulesByKey = new Map<string, Record<string, ['error', Record<string, unknown>]>>();

/** The rule set of the previous file: files of one configuration register the same options objects. */
let lastRuleSet: { registrations: Registration[]; rules: Record<string, ['error', Record<string, unknown>]> } | undefined;

/** The `rules` object for these registrations (see rulesByKey). */
function rulesFor(registered: ReadonlyMap<string, Registration>): Record<string, ['error', Record<string, unknown>]> {
  const registrations = [...registered.values()];
  const last = lastRuleSet?.registrations;
  if (last && last.length === registrations.length && last.every((r, k) => r.options === registrations[k].options && r.id === registrations[k].id)) return lastRuleSet!.rules;
  let setKey = '';
  for (const r of registrations) setKey += r.id + '\u0000' + r.key + '\u0001';
  let rules = rulesByKey.get(setKey);
  if (!rules) {
    rules = {};
    for (const r of registrations) rules[r.id] = ['error', r.options];
    rulesByKey.set(setKey, rules);
  }
  lastRuleSet = { registrations, rules };
  return rules;
}

interface Registration {
  id: string;
  options: Record<string, unknown>;
  key: string;
}

class FileState {
  /** The options of each enabled core rule, by core rule id (first registration wins). */
  private readonly registered = new Map<string, Registration>();
  private candidates: MappedCandidate[] | undefined;
  /** The file type, read from the root of the tree (`@eslint/json`'s, `@eslint/markdown`'s, html-eslint's…). */
  readonly kind: DocumentKind;
  /** Fed by ESLint's own traversal: no second walk of the AST (SPEC §6, and the overhead goal). */
  private readonly collector: ReturnType<typeof createCandidateCollector>;
  private collectorTaken = false;
  readonly listeners: CandidateListeners;
  private shared: Map<string, SourceFinding[]> | undefined;
  private readonly separate = new Map<string, SourceFinding[]>();
  /** Set once the analysis ran: the next `create()` on this Program belongs to a new lint run. */
  started = false;

  constructor(
    private readonly ast: { type: string },
    private readonly text: string,
    private readonly settings: UrilintSettings,
  ) {
    this.kind = documentKind(ast);
    this.collector = createCandidateCollector(text, { urlContexts: settings.urlContexts });
    this.listeners = this.collector.listeners;
  }

  /** The type of the tree's root, whose exit ends the traversal. */
  get rootType(): string {
    return this.ast.type;
  }

  /** True for the first rule of the file that asks: it registers the collecting listeners. */
  takeCollector(): boolean {
    if (this.collectorTaken) return false;
    this.collectorTaken = true;
    return true;
  }

  register(ruleId: string, options: Record<string, unknown>): void {
    if (!this.registered.has(ruleId)) this.registered.set(ruleId, { id: ruleId, options, key: stableKey(options) });
  }

  /** The string literals ESLint's traversal fed the collector, and the candidates of the file type's own tree (packages/source/src/languages). */
  private getCandidates(): MappedCandidate[] {
    if (!this.candidates) {
      const literals: MappedCandidate[] = this.collector.candidates();
      const own = this.kind === 'javascript' ? [] : formatCandidates(this.ast, this.text, { urlContexts: this.settings.urlContexts }, this.kind);
      this.candidates = own.length === 0 ? literals : literals.length === 0 ? own : [...literals, ...own].sort((a, b) => a.range[0] - b.range[0]);
    }
    return this.candidates;
  }

  private run(rules: Record<string, ['error', Record<string, unknown>]>): Map<string, SourceFinding[]> {
    const byRule = new Map<string, SourceFinding[]>();
    const add = (finding: SourceFinding): void => {
      let list = byRule.get(finding.ruleId);
      if (!list) byRule.set(finding.ruleId, (list = []));
      list.push(finding);
    };
    let candidate: MappedCandidate | undefined;
    // A core rule that threw is reported by its own ESLint rule (see ruleErrorFinding).
    const onRuleError = (failure: RuleFailure): void => add(ruleErrorFinding(failure, candidate!, Object.keys(rules)[0]));
    const options = { preset: 'none' as const, rules, onRuleError, ...(this.settings.templates === false ? { templates: false } : {}) };
    for (candidate of this.getCandidates()) {
      for (const finding of analyzeCandidate(candidate, options)) add(finding);
    }
    return byRule;
  }

  /** The findings of one core rule with the given options, placed in the source. */
  findings(ruleId: string, options: Record<string, unknown>): SourceFinding[] {
    this.started = true;
    const key = stableKey(options);
    const reg = this.registered.get(ruleId);
    if (reg && reg.key === key) {
      if (!this.shared) this.shared = this.run(rulesFor(this.registered));
      return this.shared.get(ruleId) ?? [];
    }
    const separateKey = `${ruleId}\u0000${key}`;
    let list = this.separate.get(separateKey);
    if (!list) {
      list = this.run({ [ruleId]: ['error', options] }).get(ruleId) ?? [];
      this.separate.set(separateKey, list);
    }
    return list;
  }
}

/**
 * The state of the file whose rules are being created. ESLint creates every rule of a file, one
 * after the other, before it emits the first node event, so the rules of one file meet the same
 * state; a new Program, or one already analyzed (the same SourceCode linted again), starts anew.
 */
let current: { program: object; state: FileState } | undefined;

function fileState(context: Readonly<TSESLint.RuleContext<string, UrilintRuleOptions>>): FileState {
  const sourceCode = context.sourceCode;
  const program = sourceCode.ast;
  if (current && current.program === program && !current.state.started) return current.state;
  const settings = (context.settings as { urilint?: UrilintSettings }).urilint ?? {};
  current = { program, state: new FileState(program as { type: string }, sourceCode.text, settings) };
  return current.state;
}

/** The messageId of a finding that stands for a core rule that threw (reported with its own message). */
const RULE_ERROR = 'urilintRuleError';

/**
 * A core rule threw on one literal (issue 11): its other findings for that literal are lost, so
 * the lint must say so, at the literal, naming the rule and the value. Reported as a problem
 * rather than thrown (ESLint's own treatment of a crashing rule): the rest of the file and of the
 * run is still linted, `--fix` still applies, and the line can be disabled while the bug is fixed.
 * A failure before any rule ran is reported by the first rule of the analysis.
 */
function ruleErrorFinding(failure: RuleFailure, candidate: MappedCandidate, firstRule: string): SourceFinding {
  const ruleId = failure.ruleId ?? firstRule;
  const value = failure.text.length > 80 ? failure.text.slice(0, 79) + '…' : failure.text;
  const error = failure.error instanceof Error ? `${failure.error.name}: ${failure.error.message}` : String(failure.error);
  const what = failure.ruleId ? `The urilint rule "${failure.ruleId}" failed` : 'urilint failed';
  return {
    ruleId,
    messageId: RULE_ERROR,
    message: `${what} on ${JSON.stringify(value)} (${error.split('\n')[0]}), so this value was not fully checked. This is a bug in urilint; please report it.`,
    severity: 'error',
    range: candidate.range,
  };
}

/** Reports placed findings; `toSourceFinding` already dropped what the rule's metadata does not allow. */
function reportAll(context: Readonly<TSESLint.RuleContext<string, UrilintRuleOptions>>, findings: readonly SourceFinding[]): void {
  const sourceCode = context.sourceCode;
  for (const { range, messageId, message, data, fix, suggestions } of findings) {
    const loc = { start: sourceCode.getLocFromIndex(range[0]), end: sourceCode.getLocFromIndex(range[1]) };
    if (messageId === RULE_ERROR) {
      // ESLint takes a plain `message` as well as a `messageId` (typescript-eslint's types only the latter).
      context.report({ loc, message } as unknown as Parameters<typeof context.report>[0]);
      continue;
    }
    context.report({
      loc,
      messageId,
      ...(data ? { data } : {}),
      ...(fix ? { fix: (fixer: TSESLint.RuleFixer) => fix.map((e) => fixer.replaceTextRange(e.range, e.text)) } : {}),
      ...(suggestions
        ? {
            suggest: suggestions.map((s) => ({
              messageId: s.messageId,
              ...(s.data ? { data: s.data } : {}),
              fix: (fixer: TSESLint.RuleFixer) => s.edits.map((e) => fixer.replaceTextRange(e.range, e.text)),
            })),
          }
        : {}),
    });
  }
}

function createEslintRule(rule: RuleDefinition<object, string>): UrilintRuleModule {
  const defaults = rule.defaultOptions as Record<string, unknown>;
  const create = (context: Readonly<TSESLint.RuleContext<string, UrilintRuleOptions>>, options: Record<string, unknown>): TSESLint.RuleListener => {
    const state = fileState(context);
    state.register(rule.id, options);
    const listeners: TSESLint.RuleListener = {
      // The root's exit: `Program` in JavaScript (and the parsers that give a Program: html-eslint,
      // yaml-eslint-parser, vue-eslint-parser, svelte-eslint-parser), `Document` in @eslint/json,
      // `root` in @eslint/markdown, `StyleSheet` in @eslint/css.
      [`${state.rootType}:exit`]() {
        reportAll(context, state.findings(rule.id, options));
      },
    };
    if (state.takeCollector()) Object.assign(listeners, state.listeners as unknown as TSESLint.RuleListener);
    return listeners;
  };
  // What @typescript-eslint/utils' RuleCreator gave, less its create(): the docs URL in meta.
  // Its create() laid meta.defaultOptions over the options again for every file and every rule
  // (structuredClone and a deep merge: a third of the plugin's cost in a lint run); ESLint ≥ 9.15
  // has already merged them into context.options, once per configuration.
  const module: TypedRuleModule = {
    meta: {
      type: SUGGESTION_TYPE.has(rule.id) ? 'suggestion' : 'problem',
      docs: {
        description: rule.description,
        recommended: rule.presets.recommended !== undefined,
        strict: rule.presets.strict !== undefined,
        url: docsUrl(rule.id),
      },
      messages: rule.messages,
      schema: [rule.optionsSchema as never],
      ...(rule.fixable ? { fixable: 'code' as const } : {}),
      ...(rule.hasSuggestions ? { hasSuggestions: true } : {}),
      defaultOptions: [defaults],
    },
    create: (context) => create(context, (context.options[0] as Record<string, unknown> | undefined) ?? defaults),
  };
  // ESLint passes its own context to the same object: the two type families describe one shape.
  return module as unknown as UrilintRuleModule;
}

/** `{ '<rule id>': rule }` for every core rule, without the `urilint/` prefix. */
export const rules: Record<string, UrilintRuleModule> = Object.fromEntries(RULES.map((r) => [r.id, createEslintRule(r)]));

export type { UrlContext };
