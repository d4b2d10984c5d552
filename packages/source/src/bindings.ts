/**
 * Whether a name is declared in a scope around a node, within its top-level statement: enough to
 * tell a local variable from a global of the same name where that changes what a value is
 * (`let location; … location = \`near ${file}\`` is no navigation, slots.ts). Nothing above the
 * top-level statement is read, as everywhere in the candidate finder (the language server parses
 * an edited statement alone), so a module-level declaration is not seen.
 */

import type { EstreeNode, ParentOf } from './estree.js';

const FUNCTIONS: ReadonlySet<string> = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Whether `pattern` (a parameter, a declarator's id, a catch parameter) binds `name`. */
function binds(pattern: EstreeNode | null | undefined, name: string): boolean {
  if (!pattern) return false;
  switch (pattern.type) {
    case 'Identifier':
      return pattern.name === name;
    case 'AssignmentPattern':
      return binds(pattern.left as EstreeNode, name);
    case 'RestElement':
      return binds(pattern.argument as EstreeNode, name);
    case 'TSParameterProperty':
      return binds(pattern.parameter as EstreeNode, name);
    case 'ArrayPattern':
      return (pattern.elements as Array<EstreeNode | null>).some((e) => binds(e, name));
    case 'ObjectPattern':
      return (pattern.properties as EstreeNode[]).some((p) => binds(p.type === 'Property' ? (p.value as EstreeNode) : p, name));
    default:
      return false;
  }
}

/**
 * Whether statement `s` declares `name` in the block it stands in (`var` in nested blocks is found
 * by `declaresVar`; an `export` stands only at the top level, which is not read).
 */
function declaresHere(s: EstreeNode, name: string): boolean {
  if (s.type === 'VariableDeclaration') return (s.declarations as EstreeNode[]).some((v) => binds(v.id as EstreeNode, name));
  if (s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') return binds(s.id as EstreeNode | null, name);
  return false;
}

/** Whether a `var` in `node`, outside nested functions, declares `name` (it is hoisted to the function). */
function declaresVar(node: unknown, name: string): boolean {
  if (Array.isArray(node)) return node.some((n) => declaresVar(n, name));
  if (typeof node !== 'object' || node === null || typeof (node as EstreeNode).type !== 'string') return false;
  const n = node as EstreeNode;
  if (FUNCTIONS.has(n.type)) return false;
  if (n.type === 'VariableDeclaration' && n.kind === 'var' && declaresHere(n, name)) return true;
  for (const key in n) {
    if (key === 'parent' || key === 'range' || key === 'loc') continue;
    const value = n[key];
    if (typeof value === 'object' && value !== null && declaresVar(value, name)) return true;
  }
  return false;
}

/** Whether `scope` (an ancestor of the use) declares `name` for what it holds. */
function scopeDeclares(scope: EstreeNode, name: string): boolean {
  switch (scope.type) {
    case 'BlockStatement':
    case 'StaticBlock':
      return (scope.body as EstreeNode[]).some((s) => declaresHere(s, name));
    case 'SwitchStatement':
      return (scope.cases as EstreeNode[]).some((c) => (c.consequent as EstreeNode[]).some((s) => declaresHere(s, name)));
    case 'ForStatement':
      return !!scope.init && declaresHere(scope.init as EstreeNode, name);
    case 'ForInStatement':
    case 'ForOfStatement':
      return declaresHere(scope.left as EstreeNode, name);
    case 'CatchClause':
      return binds(scope.param as EstreeNode | null, name);
    default:
      if (!FUNCTIONS.has(scope.type)) return false;
      return binds(scope.id as EstreeNode | null, name) || (scope.params as EstreeNode[]).some((p) => binds(p, name)) || declaresVar(scope.body, name);
  }
}

/** Whether `name` is declared in a scope around `node`, below its top-level statement (see above). */
export function declaredAround(node: EstreeNode, name: string, parentOf: ParentOf): boolean {
  for (let scope = parentOf(node); scope && scope.type !== 'Program'; scope = parentOf(scope)) {
    if (scopeDeclares(scope, name)) return true;
  }
  return false;
}
