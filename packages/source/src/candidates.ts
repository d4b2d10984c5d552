/**
 * URL candidates in an ESTree (SPEC §4): every string-like value of a JavaScript program that
 * the core should analyze, with its URL context and its value → source map.
 *
 * Works on any ESTree Program: ESLint's (espree, typescript-eslint's parser), fed node by node
 * during ESLint's own traversal (`createCandidateCollector`, parents from `node.parent`), or one
 * parsed with `@typescript-eslint/typescript-estree` outside ESLint (`findUrlCandidates`, parents
 * recorded by its own walk). Both read a node's slot from its ancestors the same way (slots.ts),
 * so the ESLint plugin and the language server find exactly the same candidates.
 */

import { walkWithParents, type EstreeNode, type ParentOf } from './estree.js';
import { addConcatenation, addStringish, concatenationValue, cookedValue, flattenPlus, isPlus, isStringish } from './js-literals.js';
import type { MappedCandidate } from './mapped-candidate.js';
import { mayBeCandidate, mayBeUrl, slotFromAncestors, type Slot } from './slots.js';
import { srcsetUrls } from './srcset.js';
import { resolveContexts, type CandidateOptions, type ResolvedContexts } from './url-contexts.js';
import { ValueMapBuilder } from './value-map.js';

/** One string-like value of a JavaScript program to analyze. */
export interface UrlCandidate extends MappedCandidate {
  /** The literal, template literal, `+` expression or JSX attribute value holding the URL. */
  node: EstreeNode;
}

/**
 * The candidates that `node` heads (none, one, or one per `srcset` entry), appended to `out`.
 * A string or template literal heads one unless it is an operand of a `+` chain (the chain's
 * root heads that one) or a tagged template (a tag decides what its template means: `sql`,
 * `html`…); a `+` chain's root heads one when an operand is a string.
 */
function addCandidatesAt(node: EstreeNode, text: string, parentOf: ParentOf, contexts: ResolvedContexts, out: UrlCandidate[]): void {
  switch (node.type) {
    case 'Literal':
      return addLiteralCandidate(node, text, parentOf, contexts, out);
    case 'TemplateLiteral':
      return addTemplateCandidate(node, text, parentOf, contexts, out);
    case 'BinaryExpression':
      return addConcatenationCandidate(node, text, parentOf, contexts, out);
    default:
      return;
  }
}

// One function per node type, each run on every node of its type: the cheapest test that rules a
// node out comes first (most string literals are not URLs), and each function's property reads
// see the few shapes of one node type (a read that sees every node type is a slow lookup in V8).

function addLiteralCandidate(node: EstreeNode, text: string, parentOf: ParentOf, contexts: ResolvedContexts, out: UrlCandidate[]): void {
  const value = node.value;
  if (typeof value !== 'string') return;
  const parent = parentOf(node);
  if (isPlus(parent) || !mayBeCandidate(value, parent)) return;
  const slot = slotFromAncestors(node, parentOf, contexts);
  if (!mayBeUrl(value, slot) || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, text, slot?.jsx === true);
  pushCandidate(node, b, slot, out);
}

function addTemplateCandidate(node: EstreeNode, text: string, parentOf: ParentOf, contexts: ResolvedContexts, out: UrlCandidate[]): void {
  const parent = parentOf(node);
  if (isPlus(parent) || parent?.type === 'TaggedTemplateExpression') return;
  const value = cookedValue(node);
  if (!mayBeCandidate(value, parent)) return;
  const slot = slotFromAncestors(node, parentOf, contexts);
  if (!mayBeUrl(value, slot) || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, text, false);
  pushCandidate(node, b, slot, out);
}

function addConcatenationCandidate(node: EstreeNode, text: string, parentOf: ParentOf, contexts: ResolvedContexts, out: UrlCandidate[]): void {
  if (!isPlus(node)) return;
  const parent = parentOf(node);
  if (isPlus(parent)) return;
  const operands = flattenPlus(node);
  if (!operands.some(isStringish)) return;
  const value = concatenationValue(operands);
  if (!mayBeCandidate(value, parent)) return;
  const slot = slotFromAncestors(node, parentOf, contexts);
  if (!mayBeUrl(value, slot) || !node.range) return;
  const b = new ValueMapBuilder();
  addConcatenation(b, operands, text);
  pushCandidate(node, b, slot, out);
}

/** Appends the candidate (or, for a `srcset` list, one per entry) that `node` heads. */
function pushCandidate(node: EstreeNode, b: ValueMapBuilder, slot: Slot | undefined, out: UrlCandidate[]): void {
  const map = b.build();
  if (map.value.length === 0 || map.value.length === map.holes.length) return;
  const range = node.range!;
  const context = slot?.context ?? 'absolute';
  const identifier = slot?.identifier === true;
  // Object literals of one shape (no `{ ...base, … }` copies: see analyzeCandidate in mapped-candidate.ts).
  if (slot?.srcset) {
    for (const s of srcsetUrls(map.value)) {
      const sub = map.slice(s.start, s.end);
      out.push({ node, range, context, identifier, value: sub.value, holes: [...sub.holes], map: sub });
    }
    return;
  }
  out.push({ node, range, context, identifier, value: map.value, holes: [...map.holes], map });
}

/** Listeners for the node types that can head a candidate, as an ESLint rule returns them. */
export interface CandidateListeners {
  Literal(node: EstreeNode): void;
  TemplateLiteral(node: EstreeNode): void;
  BinaryExpression(node: EstreeNode): void;
}

/**
 * A candidate finder fed by someone else's traversal (ESLint's), whose nodes carry `parent`:
 * register `listeners` for their node types, then read `candidates`.
 */
export function createCandidateCollector(text: string, options: CandidateOptions = {}): { listeners: CandidateListeners; candidates(): UrlCandidate[] } {
  const contexts = resolveContexts(options.urlContexts);
  const out: UrlCandidate[] = [];
  const parentOf: ParentOf = (n) => n.parent as EstreeNode | undefined;
  return {
    listeners: {
      Literal: (node) => addLiteralCandidate(node, text, parentOf, contexts, out),
      TemplateLiteral: (node) => addTemplateCandidate(node, text, parentOf, contexts, out),
      BinaryExpression: (node) => addConcatenationCandidate(node, text, parentOf, contexts, out),
    },
    candidates: () => out.sort((a, b) => a.range[0] - b.range[0]),
  };
}

/**
 * Finds every URL candidate in `program` with a walk of its own (for ASTs that no linter
 * traverses, such as the language server's typescript-estree Program). `text` is the full source
 * text the node ranges index into. Candidates are returned in source order.
 *
 * Nothing above `program` is read (the walk records parents from it down, and no slot reaches
 * past a statement), so a top-level statement passed alone gives the candidates it gives inside
 * its Program: the language server's incremental extraction relies on this.
 */
export function findUrlCandidates(program: EstreeNode, text: string, options: CandidateOptions = {}): UrlCandidate[] {
  const contexts = resolveContexts(options.urlContexts);
  const out: UrlCandidate[] = [];
  walkWithParents(program, options.visitorKeys, (node, parentOf) => addCandidatesAt(node, text, parentOf, contexts, out));
  return out.sort((a, b) => a.range[0] - b.range[0]);
}
