/** A half-open range `[start, end)` of UTF-16 offsets into the analyzed text. */
export interface Span {
  start: number;
  end: number;
}

/** A text replacement; offsets are into the analyzed text. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export type SeverityName = 'off' | 'warn' | 'error';
export type Severity = SeverityName | 0 | 1 | 2;

export type UrlContext = 'absolute' | 'reference';

export interface Suggestion {
  messageId: string;
  message: string;
  data?: Record<string, string>;
  edits: Edit[];
}

export interface Finding {
  ruleId: string;
  messageId: string;
  /** One sentence; names the character or part; never echoes a password. */
  message: string;
  /** The values interpolated into the rule's message template (`{{name}}`). */
  data?: Record<string, string>;
  severity: 'warn' | 'error';
  start: number;
  end: number;
  /** Safe: the URL identifies the same resource afterwards (RFC 3986 §6.2). */
  fix?: Edit[];
  /** Offered, never applied automatically: the meaning changes. */
  suggestions?: Suggestion[];
}

export type RuleSetting = Severity | [Severity] | [Severity, Record<string, unknown>];

export interface AnalyzeOptions {
  /** 'reference': relative references are URLs too (SPEC §4). Default 'absolute'. */
  context?: UrlContext;
  /** The preset that `rules` is laid over. Default 'recommended'. */
  preset?: 'recommended' | 'strict' | 'all' | 'none';
  /** Per-rule severity and options, as in ESLint (`urilint/` prefix optional). */
  rules?: Record<string, RuleSetting>;
  /**
   * Opaque, well-formed placeholders inside the text (e.g. template literal `${…}`
   * expressions, or the unknown rest of a `+` concatenation). Findings that touch one are
   * dropped and no edit ever touches one.
   */
  holes?: readonly Span[];
  /**
   * The value names something and is never fetched: an XML namespace (`xmlns`,
   * `createElementNS`, `setAttributeNS`) or another identifier URI. no-insecure-scheme skips it.
   */
  identifier?: boolean;
  /**
   * The value is the URL of a request that `fetch()` makes (`fetch(url)`, `new Request(url)`),
   * which throws on a URL with credentials (Fetch standard, the Request constructor): there any
   * user name is an error, where elsewhere only a password is (no-credentials).
   */
  fetched?: boolean;
  /**
   * Take the fast path for plain `http(s)://host/path` URLs (default true). Tests turn it off to
   * check that it never hides a finding.
   */
  fastPath?: boolean;
  /** Treat RFC 6570 URI-template expressions (`{owner}`) and route parameters (`:id`) as holes. Default true. */
  templates?: boolean;
  /**
   * Called when a rule throws: that rule's findings for this value are dropped, every other
   * rule's are kept. Without it the failure is silent; adapters log it, and the test suite
   * makes it throw (a hook that throws makes `analyze` throw: the one way it ever does).
   */
  onRuleError?: (failure: RuleFailure) => void;
}

/** A rule that threw while analyzing one value (see `AnalyzeOptions.onRuleError`). */
export interface RuleFailure {
  /** The rule's id, or undefined when the shared work before any rule (detection, parsing) threw. */
  ruleId: string | undefined;
  /** The analyzed value. */
  text: string;
  error: unknown;
}
