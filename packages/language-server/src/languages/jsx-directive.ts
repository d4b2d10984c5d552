/**
 * "Disable for this line" in JavaScript and TypeScript: `// eslint-disable-next-line …`, except
 * where the line starts among a JSX element's children, where `//` would be page text (neither
 * ESLint nor the server reads it as a comment): there the comment goes in an expression
 * container, `{/* eslint-disable-next-line … *\/}`, which both honour.
 */

import type { EstreeNode } from '@urilint/source';
import { parseJavaScript } from './js-parser.js';

function isNode(v: unknown): v is EstreeNode {
  return typeof v === 'object' && v !== null && typeof (v as EstreeNode).type === 'string' && Array.isArray((v as EstreeNode).range);
}

/** The child of `node` whose range holds `offset` strictly after its start. */
function childAround(node: EstreeNode, offset: number): EstreeNode | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child) && child.range![0] < offset && offset < child.range![1]) return child;
    }
  }
  return undefined;
}

/** True when `offset` (a line's first character) stands among the children of a JSX element or fragment. */
export function inJsxChildren(program: EstreeNode, offset: number): boolean {
  let node = program;
  for (let next = childAround(node, offset); next; next = childAround(node, offset)) node = next;
  if (node.type === 'JSXText') return true;
  if (node.type !== 'JSXElement' && node.type !== 'JSXFragment') return false;
  const opening = (node.openingElement ?? node.openingFragment) as EstreeNode | undefined;
  const closing = (node.closingElement ?? node.closingFragment) as EstreeNode | null | undefined;
  return opening !== undefined && offset >= opening.range![1] && (!closing || offset <= closing.range![0]);
}

/** The directive comment to put at `place.offset` of a JavaScript or TypeScript document. */
export function jsDirectiveComment(languageId: string, body: string, place: { text: string; offset: number }): string {
  if (languageId !== 'typescript' && place.text.includes('<')) {
    try {
      if (inJsxChildren(parseJavaScript(place.text, languageId).program, place.offset)) return `{/* ${body} */}`;
    } catch {
      // unparsable: the plain comment
    }
  }
  return `// ${body}`;
}
