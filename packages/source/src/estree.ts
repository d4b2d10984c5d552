/**
 * The ESTree this package reads: the node shape, the names of callees and members, and the walk
 * of a Program for the ASTs that no linter traverses.
 *
 * It reads nothing but `type`, `range` and the node's own fields (no scope analysis), so that an
 * ESLint Program (espree, typescript-eslint's parser) and one parsed with
 * `@typescript-eslint/typescript-estree` outside ESLint give the same names.
 */

/** The shape of ESTree nodes this package reads: ESLint's, typescript-estree's and espree's all fit. */
export interface EstreeNode {
  type: string;
  range?: [number, number];
  [key: string]: unknown;
}

/** How a candidate finder learns a node's parent: ESLint's `node.parent`, or the walk's own map. */
export type ParentOf = (node: EstreeNode) => EstreeNode | undefined;

/** ESLint's parents: set on every node before any rule runs (`null` on the root). */
export function eslintParent(node: EstreeNode): EstreeNode | undefined {
  return (node.parent as EstreeNode | null | undefined) ?? undefined;
}

export function isStringLiteral(node: EstreeNode | undefined): boolean {
  return node?.type === 'Literal' && typeof node.value === 'string';
}

/** `a.b.c` for an identifier / member chain (`this` included), or undefined. */
export function calleePath(node: EstreeNode | undefined): string | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'Identifier':
      return node.name as string;
    case 'ThisExpression':
      return 'this';
    case 'MetaProperty':
      return `${(node.meta as EstreeNode).name as string}.${(node.property as EstreeNode).name as string}`;
    case 'ChainExpression':
      return calleePath(node.expression as EstreeNode);
    case 'TSNonNullExpression':
      return calleePath(node.expression as EstreeNode);
    case 'MemberExpression': {
      const object = calleePath(node.object as EstreeNode);
      const property = propertyName(node);
      return object !== undefined && property !== undefined ? `${object}.${property}` : undefined;
    }
    default:
      return undefined;
  }
}

/** The last name of a callee (`get` of `api.client.get`), or undefined: `lastName(calleePath(node))` without building the path. */
export function calleeName(node: EstreeNode): string | undefined {
  switch (node.type) {
    case 'Identifier':
      return node.name as string;
    case 'ChainExpression':
    case 'TSNonNullExpression':
      return calleeName(node.expression as EstreeNode);
    case 'MemberExpression':
      return propertyName(node);
    default:
      return undefined;
  }
}

export function propertyName(member: EstreeNode): string | undefined {
  const p = member.property as EstreeNode;
  if (!member.computed && (p.type === 'Identifier' || p.type === 'PrivateIdentifier')) return p.name as string;
  if (member.computed && p.type === 'Literal' && typeof p.value === 'string') return p.value;
  return undefined;
}

export function lastName(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? path : path.slice(dot + 1);
}

export function jsxName(name: EstreeNode): string {
  if (name.type === 'JSXNamespacedName') return `${(name.namespace as EstreeNode).name as string}:${(name.name as EstreeNode).name as string}`;
  return (name.name as string) ?? '';
}

const SKIP_KEYS = new Set(['parent', 'loc', 'range', 'start', 'end', 'tokens', 'comments', 'type']);

/** Pushes the child nodes of `node`: its visitor keys' values, or every node-valued property. */
function pushChildren(stack: EstreeNode[], node: EstreeNode, keys: readonly string[] | undefined): void {
  const names = keys ?? Object.keys(node);
  for (const k of names) {
    if (keys === undefined && SKIP_KEYS.has(k)) continue;
    const v = node[k];
    if (Array.isArray(v)) {
      for (const item of v) if (item && typeof item === 'object' && typeof (item as EstreeNode).type === 'string') stack.push(item as EstreeNode);
    } else if (v && typeof v === 'object' && typeof (v as EstreeNode).type === 'string') {
      stack.push(v as EstreeNode);
    }
  }
}

/**
 * Visits every node of `program`, each after its parent, with the parents recorded on the way
 * (typescript-estree's nodes have no `parent` links; ESLint's traversal gives them instead).
 * `visitorKeys` are ESLint's `sourceCode.visitorKeys`; without them every node-valued field is walked.
 */
export function walkWithParents(
  program: EstreeNode,
  visitorKeys: Readonly<Record<string, readonly string[] | undefined>> | undefined,
  visit: (node: EstreeNode, parentOf: ParentOf) => void,
): void {
  const parents = new Map<EstreeNode, EstreeNode>();
  const parentOf: ParentOf = (n) => parents.get(n);
  const stack: EstreeNode[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const first = stack.length;
    pushChildren(stack, node, visitorKeys?.[node.type]);
    for (let k = first; k < stack.length; k++) parents.set(stack[k], node);
    visit(node, parentOf);
  }
}
