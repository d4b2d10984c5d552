import type { Holes } from './holes.js';
import type { ParsedUri } from './parse.js';
import type { Edit, UrlContext } from './types.js';

export const DOCS_BASE = 'https://github.com/urilint/urilint/blob/main/docs/rules/';

export type PresetName = 'recommended' | 'strict';

/**
 * A JSON Schema for a rule's options object (as ESLint's `meta.schema` takes it), typed from the
 * rule's options interface `O`: one property per option, whose `type`, `items` and `default`
 * agree with the option's type. A schema that names an option the interface lacks, misses one,
 * or gives it another type or default does not compile; rule-options.test.ts checks the values
 * (defaults and preset options) against the schema at run time.
 */
export interface OptionsSchema<O extends object = Record<string, unknown>> {
  type: 'object';
  properties: { [K in keyof O]-?: PropertySchema<O[K]> };
  additionalProperties: false;
}

/** The JSON Schema type name of values of type `T` (any name when `T` is not known). */
type JsonTypeOf<T> = unknown extends T ? string : T extends boolean ? 'boolean' : T extends number ? 'number' | 'integer' : T extends string ? 'string' : T extends readonly unknown[] ? 'array' : 'object';

/** The schema of one option of type `T`: its JSON type (and that of its items), a description and its default. */
export type PropertySchema<T> = Record<string, unknown> & {
  type: JsonTypeOf<T>;
  description: string;
  default: T;
} & (T extends readonly (infer E)[] ? { items: { type: JsonTypeOf<E> }; uniqueItems?: boolean } : unknown);

export interface Report<M extends string> {
  messageId: M;
  data?: Record<string, string>;
  start: number;
  end: number;
  fix?: Edit[];
  suggestions?: Array<{ messageId: M; data?: Record<string, string>; edits: Edit[] }>;
}

export interface RuleContext<O, M extends string = string> {
  /** The whole analyzed text (the literal's value). */
  readonly text: string;
  /** The URL inside `text` (leading and trailing white space trimmed). */
  readonly uri: ParsedUri;
  /** Lower-cased scheme, or '' for a relative reference. */
  readonly scheme: string;
  readonly options: O;
  readonly context: UrlContext;
  /** The value is an identifier (XML namespace…), not fetched: see AnalyzeOptions.identifier. */
  readonly identifier: boolean;
  /** The URL of a request `fetch()` makes: see AnalyzeOptions.fetched. */
  readonly fetched: boolean;
  /** Opaque placeholders (template expressions, unknown concatenation tails) and the questions asked of them. */
  readonly holes: Holes;
  report(report: Report<M>): void;
}

/**
 * A test of a rule's options, declared through a method so that it is bivariant in `O` as
 * `check` is: every RuleDefinition<O, M> is then a RuleDefinition<object, string>, and the
 * registry lists the rules without casts (analyze() gives each rule the options resolved from
 * its own schema and presets).
 */
type OptionsTest<O> = { test(options: O, underscore: boolean): boolean }['test'];
/** A rule's `plainUrlTest` for its options (a method's type, for the same reason). */
type PlainUrlTestFactory<O> = { make(options: O): (text: string, hostStart: number) => boolean }['make'];

export interface RuleDefinition<O extends object = Record<string, unknown>, M extends string = string> {
  id: string;
  /** One line; used for ESLint's meta.docs.description, the README table and editor settings. */
  description: string;
  /** Where the rule's rationale comes from, e.g. 'RFC 3986 §2, RFC 1738 §2.2'. */
  source: string;
  /** WHATWG URL Standard validation errors that this rule covers. */
  whatwgErrors: readonly string[];
  defaultSeverity: 'warn' | 'error';
  /**
   * What a finding of the rule is (ESLint's `meta.type`): `problem`, a URL that is broken or
   * unsafe; `suggestion`, one that works but could be written better (normal form, a default
   * port). `defineRule` makes it `problem` when a rule does not say.
   */
  type: 'problem' | 'suggestion';
  /** Preset membership: `true` for the default options, or the options that preset sets. */
  presets: Partial<Record<PresetName, true | Partial<O>>>;
  /**
   * The options that only the `all` preset sets, on top of `strict`'s: checks that are off by
   * default even in `strict` because most code bases do not want them (`dataPayload`). `all`
   * turns every rule on with `strict`'s options and these. An option whose fix could break the
   * code around a URL stays out (prefer-normalized's `trailingSlash`: `base + '/users'`).
   */
  allOptions?: Partial<O>;
  /** Whether findings may carry a fix; `analyze` drops the fixes of a rule that says no. */
  fixable: boolean;
  /** Whether findings may carry suggestions; `analyze` drops those of a rule that says no. */
  hasSuggestions: boolean;
  /**
   * Whether the rule, with these options, may report a plain `http(s)://host/path` URL (see
   * plain.ts; `underscore`: its host holds `_`). `false` for rules that never do: analyze's fast
   * path answers such URLs without running any rule only when every enabled rule says so.
   */
  reportsPlainUrls: false | OptionsTest<O>;
  /**
   * For a rule that may report a plain URL only for some of them (no-confusable-host: a host that
   * embeds a well-known domain): a test the fast path runs on such a URL (`text`, and where its
   * host starts), false when the rule would report nothing. It is asked only about hosts of four
   * tokens or more besides a first `www.` (labels split at `.` and `-`, plain.ts `LONG_HOST`): the
   * rule must report no plain URL with a shorter host. Made once per configuration, so it may
   * prepare tables.
   */
  plainUrlTest?: PlainUrlTestFactory<O>;
  messages: Record<M, string>;
  optionsSchema: OptionsSchema<O>;
  defaultOptions: O;
  /**
   * What the rule reads: `value`, one string value at a time through `check` (every rule but
   * one); `code`, a program's syntax tree, which only `@urilint/source` can read (the core knows
   * no ESTree): `analyze` never runs such a rule, its `check` does nothing, and each adapter calls
   * the source layer's analysis of the program instead (`findIncompleteUrlChecks`).
   */
  input: 'value' | 'code';
  check(context: RuleContext<O, M>): void;
}

/** Checks a rule module against the contract and adds its `defaultOptions`, read from its schema. */
export function defineRule<O extends object, M extends string>(
  rule: Omit<RuleDefinition<O, M>, 'defaultOptions' | 'type' | 'input'> & { type?: RuleDefinition['type']; input?: RuleDefinition['input'] },
): RuleDefinition<O, M> {
  // The defaults live once, in the options schema (as ESLint's meta.defaultOptions reads them).
  const defaultOptions = Object.fromEntries(Object.entries<PropertySchema<unknown>>(rule.optionsSchema.properties).map(([name, schema]) => [name, schema.default])) as O;
  return { ...rule, type: rule.type ?? 'problem', input: rule.input ?? 'value', defaultOptions };
}

/**
 * Declares a rule that reads a program rather than a string value (`input: 'code'`): its metadata
 * lives in the registry like every rule's, and its analysis in `@urilint/source`.
 */
export function defineCodeRule<O extends object, M extends string>(
  rule: Omit<RuleDefinition<O, M>, 'defaultOptions' | 'type' | 'input' | 'check' | 'reportsPlainUrls' | 'fixable'> & { type?: RuleDefinition['type'] },
): RuleDefinition<O, M> {
  return defineRule<O, M>({ ...rule, input: 'code', fixable: false, reportsPlainUrls: false, check: () => {} });
}

export function docsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}

/**
 * A message template split once into its text and its `{{name}}` placeholders: texts at even
 * indexes, names at odd ones.
 */
const compiledTemplates = new Map<string, string[]>();

function compileTemplate(template: string): string[] {
  let parts = compiledTemplates.get(template);
  if (!parts) {
    parts = template.split(/\{\{\s*([^{}\s]+)\s*\}\}/);
    compiledTemplates.set(template, parts);
  }
  return parts;
}

/** Fills `{{name}}` placeholders as ESLint does (an unknown name stays as written). */
export function formatMessage(template: string, data: Record<string, string> | undefined): string {
  if (!data) return template;
  const parts = compileTemplate(template);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i];
    out += (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : '{{' + key + '}}') + parts[i + 1];
  }
  return out;
}

/** What a message shows of a long value: its first `max` characters, then `…`. */
export function shortened(s: string, max: number): string {
  return s.length > max ? s.slice(0, max) + '…' : s;
}

/**
 * The most findings one rule reports in one value. A value with thousands of broken characters
 * is one problem, not thousands, and the editor and `eslint --fix` (which runs again until
 * nothing is left to fix) stay fast on megabyte-long literals. `analyze` applies it to every
 * rule, counting only the findings it keeps (not those dropped at a placeholder).
 */
export const MAX_FINDINGS = 100;

