/**
 * HTML as `@html-eslint/parser` parses it (es-html-parser's tree inside an ESTree `Program`):
 * URL-valued attributes of every element (see html-attributes.ts), and `url()` / `@import` in
 * `<style>` elements (see css.ts; html-eslint parses them with css-tree, its node types prefixed
 * `Css`). Script elements are left to a JavaScript linter.
 */

import type { MappedCandidate } from '../mapped-candidate.js';
import { cssNodeCandidates, type CssNode } from './css.js';
import { addAttributeCandidates } from './html-attributes.js';
import { inSourceOrder, type FormatCandidateOptions } from './literal.js';

/** The html-eslint node shapes read here. */
export interface HtmlNode {
  type: string;
  range: [number, number];
  name?: string;
  value?: HtmlNode | string;
  key?: HtmlNode;
  startWrapper?: HtmlNode;
  attributes?: HtmlNode[];
  children?: HtmlNode[];
  body?: HtmlNode[];
  stylesheet?: CssNode;
}

/** True for the `Program` html-eslint gives as `sourceCode.ast`. */
export function isHtmlProgram(ast: { type: string; body?: unknown }): boolean {
  return ast.type === 'Program' && Array.isArray(ast.body) && (ast.body as HtmlNode[])[0]?.type === 'Document';
}

/** Every URL candidate of an html-eslint `Program`, in source order. */
export function htmlCandidates(program: HtmlNode, text: string, options: FormatCandidateOptions = {}): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const stack: HtmlNode[] = [...(program.body ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.attributes) addTagCandidates(node, text, options, out);
    if (node.type === 'StyleTag' && typeof node.value === 'object' && node.value.stylesheet) {
      out.push(...cssNodeCandidates(node.value.stylesheet, text, 'Css'));
    }
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return inSourceOrder(out);
}

function addTagCandidates(tag: HtmlNode, text: string, options: FormatCandidateOptions, out: MappedCandidate[]): void {
  const attributes = tag.attributes!;
  const element = (tag.name ?? '').toLowerCase();
  const sibling = (name: string): string | undefined => {
    const a = attributes.find((x) => x.key?.value !== undefined && String((x.key as HtmlNode).value).toLowerCase() === name);
    return a && typeof a.value === 'object' ? String(a.value.value) : undefined;
  };
  for (const a of attributes) {
    const key = a.key;
    const value = a.value;
    if (!key || typeof value !== 'object' || typeof value.value !== 'string') continue;
    const quote = typeof a.startWrapper?.value === 'string' ? a.startWrapper.value : '';
    const [start, end] = value.range;
    const range: [number, number] = quote ? [start - 1, end + 1] : [start, end];
    addAttributeCandidates({ element, name: String(key.value), base: start, raw: text.slice(start, end), quote, range, sibling }, options, out);
  }
}
