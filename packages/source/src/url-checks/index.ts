/**
 * no-incomplete-url-check: finds the URL, host and scheme checks of an ESTree program whose shape
 * lets another URL pass (judged in judge.ts). Pure and synchronous: the ESLint plugin tells it
 * the literals of ESLint's traversal, the language server gives it the program it parses; both
 * report what it returns as it is.
 */

import { eslintParent, walkWithParents, type EstreeNode, type ParentOf } from '../estree.js';
import type { SourceFinding } from '../mapped-candidate.js';
import { REGEX_ARGUMENT_METHODS, REGEX_RECEIVER_METHODS, STRING_CHECK_METHODS, checkMethod, isRegexLiteral, judgeChecks, type UrlCheckOptions } from './judge.js';

export type { UrlCheckOptions } from './judge.js';

/**
 * The call that can be a check in which `node` is the checked-for value: the string of
 * `x.startsWith('…')`, `.endsWith`, `.includes`, `.indexOf`, or the regular expression (a literal,
 * or a name that holds one) of `re.test(x)`, `re.exec(x)`, `x.match(re)`, `x.search(re)`.
 * Every check has one, so a traversal finds them all from the literals and the names it meets.
 */
function checkCallOf(node: EstreeNode, parentOf: ParentOf, parent = parentOf(node)): EstreeNode | undefined {
  if (parent === undefined) return undefined;
  const string = node.type !== 'Identifier' && !isRegexLiteral(node);
  if (parent.type === 'CallExpression' && (parent.arguments as EstreeNode[])[0] === node) {
    const method = checkMethod(parent);
    return method !== undefined && (string ? STRING_CHECK_METHODS : REGEX_ARGUMENT_METHODS).has(method) ? parent : undefined;
  }
  if (string || parent.type !== 'MemberExpression' || parent.object !== node) return undefined;
  const call = parentOf(parent);
  const method = call?.type === 'CallExpression' && call.callee === parent ? checkMethod(call) : undefined;
  return method !== undefined && REGEX_RECEIVER_METHODS.has(method) ? call : undefined;
}

/** A `.` in a pattern, as itself or as an escape of its code point (`\x2e`, `\u002e`, `\u{2e}`). */
const DOT_IN_PATTERN = /\.|\\x2e|\\u\{?0*2e/i;

/**
 * Whether a literal can name a URL, a host or a scheme at all: each has a `.` between labels
 * (escaped or not in a pattern) or a `:` after a scheme.
 */
function mayNameHost(node: EstreeNode): boolean {
  if (node.type === 'TemplateLiteral') return (node.quasis as EstreeNode[]).some((q) => /[.:]/.test((q.value as { raw: string }).raw));
  const value = node.value;
  if (typeof value === 'string') return value.includes('.') || value.includes(':');
  return isRegexLiteral(node) && DOT_IN_PATTERN.test((node.regex as { pattern: string }).pattern);
}

/** What the checks need to know of names, from whoever resolves them. */
export interface NameResolution {
  /** The values written to the variable that the identifier `name` reads (`const u = new URL(x)`, `u = …`). */
  valuesOf(name: EstreeNode): readonly EstreeNode[] | undefined;
  /** The identifiers that read the variable a `VariableDeclarator` declares. */
  readsOf(declarator: EstreeNode): readonly EstreeNode[];
}

/**
 * The checks of a program, told its literals: by someone else's traversal (ESLint's, whose nodes
 * carry `parent`) or by `findIncompleteUrlChecks`'s own walk. Every check has a literal, or a
 * constant that holds one, so no other node needs telling; names are resolved by the caller.
 */
export class UrlCheckCollector {
  private readonly calls: EstreeNode[] = [];

  constructor(
    private readonly names: NameResolution,
    private readonly parentOf: ParentOf = eslintParent,
  ) {}

  /** A `Literal` or `TemplateLiteral` of the program. */
  literal(node: EstreeNode): void {
    // Most literals of a program stand elsewhere (object values, other calls' arguments): where a
    // literal stands is read before its text.
    const parent = this.parentOf(node);
    const where = parent?.type;
    if (where === 'CallExpression' || where === 'MemberExpression') {
      const call = checkCallOf(node, this.parentOf, parent);
      if (call !== undefined && mayNameHost(node)) this.calls.push(call);
    } else if (where === 'VariableDeclarator' && isRegexLiteral(node) && mayNameHost(node)) {
      // A regular expression kept in a constant (`const ALLOWED = /…/`): checked where it is read.
      for (const read of this.names.readsOf(parent!)) {
        const readCall = checkCallOf(read, this.parentOf);
        if (readCall !== undefined) this.calls.push(readCall);
      }
    }
  }

  /** Whether a literal told stands in a call that may be a check: without one, there is nothing to judge. */
  get found(): boolean {
    return this.calls.length > 0;
  }

  /**
   * The incomplete URL checks among the literals told, in source order: each with its
   * `[start, end)` source range (offsets into `text`, the program's source) and at most one
   * suggestion, never a fix.
   */
  findings(text: string, options: UrlCheckOptions = {}): SourceFinding[] {
    if (this.calls.length === 0) return [];
    return judgeChecks(this.calls, text, this.parentOf, this.names.valuesOf, options);
  }
}

/**
 * The incomplete URL checks of `program` (see UrlCheckCollector#findings), by a walk of its own
 * for a tree that no traversal visits otherwise (the language server's), with names resolved by
 * name: what is written to a name anywhere in `program` with `=` or a declaration is its value, and
 * every identifier of that name reads it.
 */
export function findIncompleteUrlChecks(program: EstreeNode, text: string, options: UrlCheckOptions = {}): SourceFinding[] {
  const written = new Map<string, EstreeNode[]>();
  const identifiers = new Map<string, EstreeNode[]>();
  const literals: EstreeNode[] = [];
  let parents: ParentOf = () => undefined;
  walkWithParents(program, options.visitorKeys, (node, parentOf) => {
    parents = parentOf;
    if (node.type === 'Literal' || node.type === 'TemplateLiteral') literals.push(node);
    else if (node.type === 'Identifier') remember(identifiers, node.name as string, node);
    else if (node.type === 'AssignmentExpression' && node.operator === '=' && (node.left as EstreeNode).type === 'Identifier') remember(written, (node.left as EstreeNode).name as string, node.right as EstreeNode);
    else if (node.type === 'VariableDeclarator' && (node.id as EstreeNode).type === 'Identifier' && node.init) remember(written, (node.id as EstreeNode).name as string, node.init as EstreeNode);
  });
  const names: NameResolution = {
    valuesOf: (name) => written.get(name.name as string),
    readsOf: (declarator) => {
      const id = declarator.id as EstreeNode;
      return (identifiers.get(id.name as string) ?? []).filter((read) => read !== id);
    },
  };
  // Parents are known once the walk is over: a literal's call is its grandparent at most.
  const collector = new UrlCheckCollector(names, parents);
  for (const node of literals) collector.literal(node);
  return collector.findings(text, options);
}

function remember(map: Map<string, EstreeNode[]>, name: string, value: EstreeNode): void {
  const list = map.get(name);
  if (list) list.push(value);
  else map.set(name, [value]);
}

/** The parts of a scope analysis (ESLint's `SourceCode`, over eslint-scope) that `scopeNames` reads. */
export interface ScopeAnalysis {
  getScope(node: never): ScopeOfNames;
  getDeclaredVariables(node: never): readonly VariableOfNames[];
}
interface ScopeOfNames {
  set: Map<string, unknown>;
  upper: ScopeOfNames | null;
}
interface VariableOfNames {
  references: ReadonlyArray<{ identifier: unknown; isRead(): boolean }>;
}

/** Names resolved by a scope analysis: the variable a name reads, and what is written to it. */
export function scopeNames(scopes: ScopeAnalysis): NameResolution {
  const variableOf = (name: EstreeNode): VariableOfNames | undefined => {
    for (let scope: ScopeOfNames | null = scopes.getScope(name as never); scope !== null; scope = scope.upper) {
      const variable = scope.set.get(name.name as string);
      if (variable !== undefined) return variable as VariableOfNames;
    }
    return undefined;
  };
  return {
    // `const u = …` and `u = …`: a destructuring or a compound assignment writes no known value.
    valuesOf: (name) =>
      variableOf(name)?.references.flatMap(({ identifier }) => {
        const p = (identifier as EstreeNode).parent as EstreeNode;
        if (p.type === 'VariableDeclarator' && p.id === identifier && p.init) return [p.init as EstreeNode];
        return p.type === 'AssignmentExpression' && p.left === identifier && p.operator === '=' ? [p.right as EstreeNode] : [];
      }),
    readsOf: (declarator) => scopes.getDeclaredVariables(declarator as never).flatMap((v) => v.references.filter((r) => r.isRead()).map((r) => r.identifier as EstreeNode)),
  };
}
