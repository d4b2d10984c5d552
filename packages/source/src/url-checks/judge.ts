/**
 * no-incomplete-url-check: judges the calls that can be URL, host or scheme checks (see index.ts
 * for how they are found) and reports those whose shape lets another URL pass.
 */

import { formatMessage, noIncompleteUrlCheck, type NoIncompleteUrlCheckMessageId } from '@urilint/core';
import { propertyName, type EstreeNode, type ParentOf } from '../estree.js';
import type { SourceFinding } from '../mapped-candidate.js';
import type { SourceEdit } from '../value-map.js';
import { scriptSchemeLiteral, shown, urlLiteral, isHostName } from './literals.js';
import { analyzeRegex } from './regex.js';
import { PASS_THROUGH_METHODS, isCondition, isRepeatable, urlValueKind, type UrlValueKind, type ValuesOf } from './vocabulary.js';

export interface UrlCheckOptions {
  /** ESLint's `sourceCode.visitorKeys`; without them every node-valued field is walked. */
  visitorKeys?: Readonly<Record<string, readonly string[] | undefined>>;
  /** The severity to give the findings (default: the registry's). */
  severity?: 'warn' | 'error';
  /**
   * Told of a check whose analysis threw (a bug): the others are still reported. Without it the
   * error is thrown, as tests want it.
   */
  onError?: (error: unknown, range: [number, number]) => void;
}

const RULE = noIncompleteUrlCheck;

type Suggestion = { messageId: NoIncompleteUrlCheckMessageId; replacement: string; range: [number, number] };

/** Each check among `calls` judged, in source order (see UrlCheckCollector#findings). */
export function judgeChecks(calls: readonly EstreeNode[], text: string, parentOf: ParentOf, valuesOf: ValuesOf, options: UrlCheckOptions): SourceFinding[] {
  const findings: SourceFinding[] = [];
  const severity = options.severity ?? RULE.defaultSeverity;
  const source = (n: EstreeNode): string => text.slice(rangeOf(n)[0], rangeOf(n)[1]);
  const report = (node: EstreeNode | [number, number], messageId: NoIncompleteUrlCheckMessageId, data: Record<string, string>, suggestion?: Suggestion): void => {
    const range: [number, number] = Array.isArray(node) ? node : rangeOf(node);
    const finding: SourceFinding = { ruleId: RULE.id, messageId, message: formatMessage(RULE.messages[messageId], data), data, severity, range };
    if (suggestion) {
      const sdata = { replacement: suggestion.replacement };
      const edits: SourceEdit[] = [{ range: suggestion.range, text: suggestion.replacement }];
      finding.suggestions = [{ messageId: suggestion.messageId, message: formatMessage(RULE.messages[suggestion.messageId], sdata), data: sdata, edits }];
    }
    findings.push(finding);
  };
  const env: Env = { source, report, valuesOf };
  for (const call of calls) {
    if (options.onError === undefined) {
      checkCall(call, parentOf, env);
      continue;
    }
    try {
      checkCall(call, parentOf, env);
    } catch (error) {
      options.onError(error, rangeOf(call));
    }
  }
  return findings.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

interface Env {
  source(n: EstreeNode): string;
  report(node: EstreeNode | [number, number], messageId: NoIncompleteUrlCheckMessageId, data: Record<string, string>, suggestion?: Suggestion): void;
  /** The values written to the variable a name reads (`u = url.trim().toLowerCase()`). */
  valuesOf: ValuesOf;
}

/** A node's source range: ESLint's `range`, or Babel's `start` and `end` (its ESTree has `range` only when asked). */
function rangeOf(n: EstreeNode): [number, number] {
  return n.range ?? [n.start as number, n.end as number];
}

export function isRegexLiteral(n: EstreeNode | null | undefined): boolean {
  // A string's `value` first: most literals are strings, which have no `regex` to look up.
  return n?.type === 'Literal' && typeof n.value !== 'string' && typeof n.regex === 'object' && n.regex !== null;
}

/** The string of a literal or of a template literal without expressions. */
function stringOf(n: EstreeNode | undefined): string | undefined {
  if (n === undefined) return undefined;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0) return ((n.quasis as EstreeNode[])[0].value as { cooked: string | null }).cooked ?? undefined;
  return undefined;
}

/** The quote to write a suggested string with: the checked literal's own. */
function quoteOf(env: Env, n: EstreeNode): string {
  const q = env.source(n)[0];
  return q === '"' || q === '`' ? q : "'";
}

function quoted(q: string, s: string): string {
  return q + s.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), '\\' + q) + q;
}

/** How `x.indexOf(lit)` / `x.search(re)` is compared: 'contains', 'prefix' (`=== 0`), negated or not; undefined for anything else. */
function indexComparison(call: EstreeNode, parentOf: ParentOf): { node: EstreeNode; kind: 'contains' | 'prefix'; negated: boolean } | undefined {
  const parent = parentOf(call);
  if (parent?.type === 'UnaryExpression' && parent.operator === '~') return { node: parent, kind: 'contains', negated: false };
  if (parent?.type !== 'BinaryExpression') return undefined;
  const other = (parent.left === call ? parent.right : parent.left) as EstreeNode;
  const n = numberOf(other);
  if (n === undefined) return undefined;
  const op = parent.left === call ? (parent.operator as string) : flip(parent.operator as string);
  if (n === -1 && (op === '!==' || op === '!=' || op === '>')) return { node: parent, kind: 'contains', negated: false };
  if (n === -1 && (op === '===' || op === '==')) return { node: parent, kind: 'contains', negated: true };
  if (n === 0 && op === '>=') return { node: parent, kind: 'contains', negated: false };
  if (n === 0 && op === '<') return { node: parent, kind: 'contains', negated: true };
  if (n === 0 && (op === '===' || op === '==')) return { node: parent, kind: 'prefix', negated: false };
  if (n === 0 && (op === '!==' || op === '!=')) return { node: parent, kind: 'prefix', negated: true };
  return undefined;
}

function numberOf(n: EstreeNode): number | undefined {
  if (n.type === 'Literal' && typeof n.value === 'number') return n.value;
  if (n.type === 'UnaryExpression' && n.operator === '-' && (n.argument as EstreeNode).type === 'Literal' && typeof (n.argument as EstreeNode).value === 'number') return -((n.argument as EstreeNode).value as number);
  return undefined;
}

function flip(op: string): string {
  return ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as Record<string, string>)[op] ?? op;
}

/** `(…)` around a replacement of `node` unless it stands where any expression may. */
function wrapped(node: EstreeNode, parentOf: ParentOf, replacement: string, disjunction = false): string {
  const p = parentOf(node);
  // A comparison binds tighter than `&&` and `||`; a disjunction only stands bare under `||`.
  if (p?.type === 'LogicalExpression') return disjunction && p.operator !== '||' ? `(${replacement})` : replacement;
  const bare = p === undefined || p.type === 'IfStatement' || p.type === 'ReturnStatement' || p.type === 'ExpressionStatement' || (p.type === 'ArrowFunctionExpression' && p.body === node) || (p.type === 'CallExpression' && p.callee !== node) || (p.type === 'ConditionalExpression' && p.test === node);
  return bare ? replacement : `(${replacement})`;
}

/** The receiver without the case and white-space methods applied to it, and which of them were. */
function normalizations(receiver: EstreeNode): { base: EstreeNode; lowered: boolean; trimmed: boolean; other: boolean } {
  let n = receiver;
  let lowered = false;
  let trimmed = false;
  let other = false;
  for (;;) {
    if (n.type === 'ChainExpression') n = n.expression as EstreeNode;
    if (n.type !== 'CallExpression' || (n.callee as EstreeNode).type !== 'MemberExpression') break;
    const name = propertyName(n.callee as EstreeNode);
    if (name === 'toLowerCase' || name === 'toLocaleLowerCase') lowered = true;
    else if (name === 'trim' || name === 'trimStart') trimmed = true;
    else if (name === 'replace' || name === 'replaceAll' || name === 'normalize') other = true;
    else if (name === undefined || !PASS_THROUGH_METHODS.has(name)) break;
    n = (n.callee as EstreeNode).object as EstreeNode;
  }
  return { base: n, lowered, trimmed, other };
}

/** The methods of a string checked with a string (`checkStringCheck`). */
export const STRING_CHECK_METHODS: ReadonlySet<string> = new Set(['startsWith', 'endsWith', 'includes', 'indexOf']);
/** The methods that test a string with a regular expression (`checkRegexCheck`), by where the expression stands. */
export const REGEX_RECEIVER_METHODS: ReadonlySet<string> = new Set(['test', 'exec']);
export const REGEX_ARGUMENT_METHODS: ReadonlySet<string> = new Set(['match', 'search']);

/** The member a call calls (`x.startsWith` of `x?.startsWith(…)`), when it has an argument. */
function calledMember(call: EstreeNode): EstreeNode | undefined {
  let callee = call.callee as EstreeNode;
  if (callee.type === 'ChainExpression') callee = callee.expression as EstreeNode;
  return callee.type === 'MemberExpression' && (call.arguments as unknown[]).length > 0 ? callee : undefined;
}

/** `call`'s method when it is `x.<method>(…)` with an argument. */
export function checkMethod(call: EstreeNode): string | undefined {
  const member = calledMember(call);
  return member === undefined ? undefined : propertyName(member);
}

function checkCall(call: EstreeNode, parentOf: ParentOf, env: Env): void {
  const member = calledMember(call);
  const method = member === undefined ? undefined : propertyName(member);
  if (method === undefined) return;
  const args = call.arguments as EstreeNode[];
  const receiver = member!.object as EstreeNode;
  switch (method) {
    case 'startsWith':
      return checkStringCheck(call, call, receiver, args[0], 'prefix', false, parentOf, env);
    case 'endsWith':
      return checkStringCheck(call, call, receiver, args[0], 'suffix', false, parentOf, env);
    case 'includes':
      return checkStringCheck(call, call, receiver, args[0], 'contains', false, parentOf, env);
    case 'indexOf': {
      const c = indexComparison(call, parentOf);
      if (c) checkStringCheck(c.node, call, receiver, args[0], c.kind, c.negated, parentOf, env);
      return;
    }
    case 'test':
    case 'exec':
      return checkRegexCheck(call, receiver, args[0], parentOf, env);
    case 'match':
      return checkRegexCheck(call, args[0], receiver, parentOf, env);
    case 'search': {
      const c = indexComparison(call, parentOf);
      if (c) checkRegexCheck(c.node, args[0], receiver, parentOf, env);
      return;
    }
    default:
      return;
  }
}

/**
 * `receiver.startsWith(lit)`, `.endsWith`, `.includes`, `.indexOf(lit) !== -1`: `check` is the
 * boolean expression (the call or its comparison), `call` the method call.
 */
function checkStringCheck(
  check: EstreeNode,
  call: EstreeNode,
  receiver: EstreeNode,
  arg: EstreeNode,
  kind: 'prefix' | 'suffix' | 'contains',
  negated: boolean,
  parentOf: ParentOf,
  env: Env,
): void {
  const literal = stringOf(arg);
  if (literal === undefined) return;
  const scheme = scriptSchemeLiteral(literal);
  const url = urlLiteral(literal);
  const host = literal.startsWith('.') ? literal.slice(1) : literal;
  const hostLiteral = isHostName(host);
  // The literal's shape first: a check is a condition (a walk up the tree) only if it names a URL.
  if ((scheme === undefined && url === undefined && !hostLiteral) || !isCondition(check, parentOf)) return;
  const q = quoteOf(env, arg);
  if (scheme !== undefined && kind !== 'suffix') {
    // `data:` alone is how code tells inline data from a fetched resource; it keeps script out
    // only next to `javascript:` in the same condition (a deny-list of schemes).
    if (scheme === 'data:' && !/\b(java|vb)script:/i.test(env.source(conditionRoot(check, parentOf)))) return;
    return checkScheme(check, receiver, scheme, negated, q, parentOf, env);
  }
  const valueKind = urlValueKind(receiver, env.valuesOf);
  const eq = negated ? '!==' : '===';
  if (kind === 'prefix') {
    // A prefix check of an origin: nothing after the host ends the authority.
    if (url === undefined || url.rest !== '') return;
    const bypass = url.port !== '' ? `${literal}@evil.net` : `${literal}.evil.net`;
    const origin = parsedOrigin(literal);
    const suggestion: Suggestion | undefined = origin === undefined ? undefined : { messageId: 'compareOrigin', replacement: wrapped(check, parentOf, `new URL(${env.source(receiver)}).origin ${eq} ${quoted(q, origin)}`), range: rangeOf(check) };
    return env.report(check, 'prefixWithoutEnd', { literal: shown(literal), bypass }, suggestion);
  }
  if (valueKind === undefined) return;
  if (kind === 'suffix') {
    if (!hostLiteral || literal.startsWith('.')) return;
    const bypass = valueKind === 'host' ? `evil${literal}` : `https://evil${literal}`;
    const subject = valueKind === 'host' ? env.source(receiver) : `new URL(${env.source(receiver)}).hostname`;
    const suggestion: Suggestion | undefined = isRepeatable(receiver) ? { messageId: 'compareHost', replacement: wrapped(check, parentOf, hostForm(subject, literal, q, false), true), range: rangeOf(check) } : undefined;
    return env.report(check, 'suffixWithoutDot', { literal: shown(literal), bypass }, suggestion);
  }
  // A substring of a URL or a host: it may stand anywhere.
  if (!hostLiteral && url === undefined) return;
  const bypass = valueKind === 'host' ? `${host}.evil.net` : `https://evil.net/?${literal}`;
  let suggestion: Suggestion | undefined;
  if (url !== undefined && valueKind === 'url') {
    const origin = parsedOrigin(url.origin);
    if (url.rest === '' && origin !== undefined) suggestion = { messageId: 'compareOrigin', replacement: wrapped(check, parentOf, `new URL(${env.source(receiver)}).origin ${eq} ${quoted(q, origin)}`), range: rangeOf(check) };
  } else if (hostLiteral && isRepeatable(receiver)) {
    const subject = valueKind === 'host' ? env.source(receiver) : `new URL(${env.source(receiver)}).hostname`;
    suggestion = { messageId: 'compareHost', replacement: wrapped(check, parentOf, hostForm(subject, host, q, negated), !negated), range: rangeOf(check) };
  }
  env.report(check, 'substringOfUrl', { literal: shown(literal), bypass, value: valueKind === 'host' ? 'host' : 'URL' }, suggestion);
}

/** The whole boolean expression around `check` (`a || b || check`): its `&&`, `||` and `!` parents. */
function conditionRoot(check: EstreeNode, parentOf: ParentOf): EstreeNode {
  let n = check;
  for (let p = parentOf(n); p !== undefined && (p.type === 'LogicalExpression' || (p.type === 'UnaryExpression' && p.operator === '!')); p = parentOf(p)) n = p;
  return n;
}

/** `host === 'example.com' || host.endsWith('.example.com')`, or its negation. */
function hostForm(subject: string, host: string, q: string, negated: boolean): string {
  const form = `${subject} === ${quoted(q, host)} || ${subject}.endsWith(${quoted(q, '.' + host)})`;
  return negated ? `!(${form})` : form;
}

function parsedOrigin(s: string): string | undefined {
  try {
    const origin = new URL(s).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** `x.startsWith('javascript:')`: browsers read the scheme after case folding and removing white space and control characters. */
function checkScheme(check: EstreeNode, receiver: EstreeNode, scheme: string, negated: boolean, q: string, parentOf: ParentOf, env: Env): void {
  const { base, ...seen } = normalizations(receiver);
  let { lowered, trimmed, other } = seen;
  // A name that some assignment normalizes (`u = decodeURI(url).trim().toLowerCase()`): judged by that.
  if (base.type === 'Identifier') {
    for (const value of env.valuesOf(base) ?? []) {
      const n = normalizations(value);
      lowered ||= n.lowered;
      trimmed ||= n.trimmed;
      other ||= n.other;
    }
  }
  // A value someone already rewrote with `replace` is judged by that rewrite, which is not read.
  if (other) return;
  const name = scheme.slice(0, -1);
  const bypass = !lowered ? name[0].toUpperCase() + name.slice(1) + ':' : !trimmed ? ' ' + scheme : name.slice(0, 4) + '\t' + name.slice(4) + ':';
  const replacement = wrapped(check, parentOf, `new URL(${env.source(base)}).protocol ${negated ? '!==' : '==='} ${quoted(q, scheme)}`);
  env.report(check, 'schemeByString', { scheme, bypass: shown(bypass + 'alert(1)') }, { messageId: 'compareProtocol', replacement, range: rangeOf(check) });
}

/** `re.test(x)`, `x.match(re)`, `re.exec(x)`, `x.search(re) !== -1` with a regular expression literal or a constant holding one. */
function checkRegexCheck(check: EstreeNode, regex: EstreeNode, subject: EstreeNode | undefined, parentOf: ParentOf, env: Env): void {
  let literal: EstreeNode | undefined = regex;
  // A name that holds one regular expression literal, and nothing else.
  if (regex.type === 'Identifier') {
    const values = env.valuesOf(regex);
    literal = values?.length === 1 ? values[0] : undefined;
  }
  if (!literal || !isRegexLiteral(literal)) return;
  const receiver: UrlValueKind | undefined = subject === undefined ? undefined : urlValueKind(subject, env.valuesOf);
  const raw = env.source(literal);
  const { problems, fixed } = analyzeRegex(raw, receiver);
  // The pattern first: a check is a condition (a walk up the tree) only if its host is weak.
  if (problems.length === 0 || !isCondition(check, parentOf)) return;
  const at = rangeOf(literal)[0];
  // The constant's literal is reported where it is used: the check is the weakness.
  const inPlace = literal === regex;
  for (const p of problems) {
    const range: [number, number] = inPlace ? [at + p.start, at + p.end] : rangeOf(regex);
    const data: Record<string, string> = { host: p.host, bypass: shown(p.bypass), ...(p.before !== undefined ? { before: p.before } : {}) };
    const suggestion: Suggestion | undefined = fixed !== undefined ? { messageId: 'useRegex', replacement: fixed, range: rangeOf(literal) } : undefined;
    env.report(range, p.kind, data, suggestion);
  }
}
