/**
 * Vue single-file components' `<template>`, as `vue-eslint-parser` parses it (`ast.templateBody`,
 * the tree its template body visitor walks): static URL attributes (`href="…"`, entities decoded
 * by the parser and mapped to source), and the strings inside bound expressions (`:href="…"`,
 * `v-bind:src="…"`), found by the JavaScript candidate finder as if the expression were a JSX
 * attribute of that name (so `:href="cond ? '/a' : '/b'"` holds two references). The `<script>`
 * is an ordinary ESTree program: the JavaScript finder reads it.
 */

import { findUrlCandidates } from '../candidates.js';
import type { EstreeNode } from '../estree.js';
import type { MappedCandidate } from '../mapped-candidate.js';
import type { CandidateOptions } from '../url-contexts.js';
import { addAttributeCandidates } from './html-attributes.js';
import { inSourceOrder, type FormatCandidateOptions } from './literal.js';

/** The vue-eslint-parser template node shapes read here. */
export interface VueNode {
  type: string;
  range: [number, number];
  name?: unknown;
  rawName?: string;
  value?: unknown;
  directive?: boolean;
  key?: VueNode;
  argument?: VueNode | null;
  expression?: EstreeNode | null;
  startTag?: VueNode;
  attributes?: VueNode[];
  children?: VueNode[];
}

/** The `templateBody` of a vue-eslint-parser `Program`, if it has one. */
export function vueTemplateBody(ast: object): VueNode | undefined {
  const body = (ast as { templateBody?: VueNode | null }).templateBody;
  return body && body.type === 'VElement' ? body : undefined;
}

/** The URL candidates of a Vue template (not of its `<script>`), in source order. */
export function vueTemplateCandidates(templateBody: VueNode, text: string, options: FormatCandidateOptions & CandidateOptions = {}): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const stack: VueNode[] = [templateBody];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== 'VElement') continue;
    const element = typeof node.rawName === 'string' ? node.rawName.toLowerCase() : String(node.name ?? '');
    const attributes = node.startTag?.attributes ?? [];
    const sibling = (name: string): string | undefined => {
      const a = attributes.find((x) => !x.directive && String(x.key?.name ?? '').toLowerCase() === name);
      const v = a?.value as VueNode | null | undefined;
      return v && typeof v.value === 'string' ? v.value : undefined;
    };
    for (const a of attributes) {
      if (a.directive) addDirectiveCandidates(a, text, options, out);
      else addStaticCandidates(a, element, text, options, sibling, out);
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return inSourceOrder(out);
}

function addStaticCandidates(a: VueNode, element: string, text: string, options: FormatCandidateOptions, sibling: (name: string) => string | undefined, out: MappedCandidate[]): void {
  const literal = a.value as VueNode | null | undefined;
  if (!literal || literal.type !== 'VLiteral' || typeof literal.value !== 'string') return;
  const [start, end] = literal.range;
  const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
  const base = quote ? start + 1 : start;
  const raw = text.slice(base, quote ? end - 1 : end);
  const name = String(a.key?.rawName ?? a.key?.name ?? '');
  addAttributeCandidates({ element, name, base, raw, quote, range: literal.range, expected: literal.value, sibling }, options, out);
}

function addDirectiveCandidates(a: VueNode, text: string, options: CandidateOptions, out: MappedCandidate[]): void {
  const container = a.value as VueNode | null | undefined;
  const expression = container?.expression;
  if (!container || !expression) return;
  const key = a.key;
  const directive = (key?.name as VueNode | undefined)?.name;
  const argument = key?.argument;
  // `:href="…"` is the JSX attribute `href={…}` to the candidate finder: the same URL slots.
  const root: EstreeNode =
    directive === 'bind' && argument?.type === 'VIdentifier'
      ? { type: 'JSXAttribute', range: container.range, name: { type: 'JSXIdentifier', name: argument.rawName ?? argument.name }, value: { type: 'JSXExpressionContainer', range: container.range, expression } }
      : expression;
  out.push(...findUrlCandidates(root, text, { urlContexts: options.urlContexts }));
}
