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

import { calleePath, eslintParent, walkWithParents, type EstreeNode, type ParentOf } from './estree.js';
import { addConcatenation, addStringish, concatenationValue, cookedValue, flattenPlus, isPlus, rawValue } from './js-literals.js';
import { inSourceOrder } from './languages/literal.js';
import type { MappedCandidate } from './mapped-candidate.js';
import { candidateSlot, type Slot } from './slots.js';
import { srcsetUrls } from './srcset.js';
import { resolveContexts, type CandidateOptions, type ResolvedContexts } from './url-contexts.js';
import { ValueMapBuilder } from './value-map.js';

/** One string-like value of a JavaScript program to analyze. */
export interface UrlCandidate extends MappedCandidate {
  /** The literal, template literal, `+` expression or JSX attribute value holding the URL. */
  node: EstreeNode;
}

/** What every node visit of one document's search reads and writes. */
interface Search {
  readonly text: string;
  readonly parentOf: ParentOf;
  readonly contexts: ResolvedContexts;
  readonly out: UrlCandidate[];
  /** Where each candidate goes as it is found, when not into `out` (see CollectorOptions). */
  readonly onCandidate: ((candidate: UrlCandidate) => void) | undefined;
  /** The `+` chains already looked at (a chain is reached from each of its string operands); made for the first. */
  chains: Set<EstreeNode> | undefined;
  /** Values the caller knows to have nothing to report: no candidate (see CollectorOptions). */
  readonly settled: ((value: string) => boolean) | undefined;
}

function newSearch(text: string, parentOf: ParentOf, options: CollectorOptions): Search {
  return { text, parentOf, contexts: resolveContexts(options.urlContexts), out: [], onCandidate: options.onCandidate, chains: undefined, settled: options.settled };
}

/**
 * The candidates that a string or template literal heads (none, one, or one per `srcset`
 * entry), appended to the search's output. A literal heads one unless it is a tagged template (a
 * tag decides what its template means: `sql`, `html`…) or an operand of a `+` chain: the chain's
 * root heads that one, and is looked at from its first string operand reached (so that only the
 * nodes that hold a string are visited, not every binary expression of a program).
 */
function addCandidatesAt(node: EstreeNode, s: Search): void {
  if (node.type === 'Literal') addLiteralCandidate(node, s);
  else if (node.type === 'TemplateLiteral') addTemplateCandidate(node, s);
}

// One function per node type, each run on every node of its type: the cheapest test that rules a
// node out comes first (most string literals are not URLs).

function addLiteralCandidate(node: EstreeNode, s: Search): void {
  const value = node.value;
  if (typeof value !== 'string') return;
  const parent = s.parentOf(node);
  if (isPlus(parent)) return addChainCandidate(parent!, s);
  const slot = candidateSlot(node, value, parent, s.parentOf, s.contexts, s.settled);
  if (slot === null || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, s.text, slot?.jsx === true);
  pushCandidate(node, b, slot, s);
}

function addTemplateCandidate(node: EstreeNode, s: Search): void {
  const parent = s.parentOf(node);
  if (isPlus(parent)) return addChainCandidate(parent!, s);
  if (parent?.type === 'TaggedTemplateExpression') return addRawTemplateCandidate(node, parent, s);
  const value = cookedValue(node);
  const slot = candidateSlot(node, value, parent, s.parentOf, s.contexts, s.settled);
  if (slot === null || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, s.text, false);
  pushCandidate(node, b, slot, s);
}

/**
 * A tagged template's candidate, only when its tag returns the raw text (`String.raw`): the value
 * is that raw text, in the slot of the tagged expression. Any other tag decides what its template
 * means (`sql`, `html`, `gql`, `css`…): no candidate.
 */
function addRawTemplateCandidate(node: EstreeNode, tagged: EstreeNode, s: Search): void {
  if (tagged.quasi !== node) return;
  const tag = calleePath(tagged.tag as EstreeNode);
  if (tag === undefined || !s.contexts.rawTemplateTags.has(tag)) return;
  const value = rawValue(node);
  const slot = candidateSlot(tagged, value, s.parentOf(tagged), s.parentOf, s.contexts, s.settled);
  if (slot === null || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, s.text, false, true);
  pushCandidate(node, b, slot, s);
}

/** The candidate of the `+` chain that `plus` is part of, once per chain: its root heads it. */
function addChainCandidate(plus: EstreeNode, s: Search): void {
  let root = plus;
  let parent = s.parentOf(root);
  while (isPlus(parent)) {
    root = parent!;
    parent = s.parentOf(root);
  }
  s.chains ??= new Set();
  if (s.chains.has(root)) return;
  s.chains.add(root);
  const operands = flattenPlus(root);
  const value = concatenationValue(operands);
  const slot = candidateSlot(root, value, parent, s.parentOf, s.contexts, s.settled);
  if (slot === null || !root.range) return;
  const b = new ValueMapBuilder();
  addConcatenation(b, operands, s.text);
  pushCandidate(root, b, slot, s);
}

/** Gives the search the candidate (or, for a `srcset` list, one per entry) that `node` heads. */
function pushCandidate(node: EstreeNode, b: ValueMapBuilder, slot: Slot | undefined, s: Search): void {
  const map = b.build();
  if (map.value.length === 0 || map.value.length === map.holes.length) return;
  const range = node.range!;
  const context = slot?.context ?? 'absolute';
  const identifier = slot?.identifier === true;
  const fetched = slot?.fetched === true;
  // Object literals of one shape (no `{ ...base, … }` copies: see analyzeCandidate in mapped-candidate.ts).
  if (slot?.srcset) {
    for (const entry of srcsetUrls(map.value)) {
      const sub = map.slice(entry.start, entry.end);
      give({ node, range, context, identifier, fetched, value: sub.value, holes: [...sub.holes], map: sub }, s);
    }
    return;
  }
  give({ node, range, context, identifier, fetched, value: map.value, holes: [...map.holes], map }, s);
}

function give(candidate: UrlCandidate, s: Search): void {
  if (s.onCandidate === undefined) s.out.push(candidate);
  else s.onCandidate(candidate);
}

/** Listeners for the node types that can head a candidate, as an ESLint rule returns them. */
export interface CandidateListeners {
  Literal(node: EstreeNode): void;
  TemplateLiteral(node: EstreeNode): void;
}

/** Options of a collector: the candidate finder's, and what its caller has settled. */
export interface CollectorOptions extends CandidateOptions {
  /**
   * Values with nothing to report for the caller, whatever their slot: not made candidates, and
   * ruled out before their slot is read (a `srcset` list that is one such value has one entry, the
   * value itself). The ESLint plugin passes the core's fast path (`fastPathFindsNothing` under its
   * rules), so that a plain http(s) URL costs no slot, no value map and no analysis; its findings
   * are the same. Asked only of values that may hold an absolute URL, as the value the candidate
   * would be analyzed with (placeholders included).
   */
  settled?: (value: string) => boolean;
  /**
   * Called with each candidate as the traversal finds it (in traversal order), instead of keeping
   * it for `candidates()`, which then gives none: the ESLint plugin analyzes and reports a
   * JavaScript file's candidates as they come.
   */
  onCandidate?: (candidate: UrlCandidate) => void;
}

/**
 * A candidate finder fed by someone else's traversal (ESLint's), whose nodes carry `parent`:
 * register `listeners` for their node types, then read `candidates`.
 */
export function createCandidateCollector(text: string, options: CollectorOptions = {}): { listeners: CandidateListeners; candidates(): UrlCandidate[] } {
  const s = newSearch(text, eslintParent, options);
  return {
    listeners: {
      Literal: (node) => addLiteralCandidate(node, s),
      TemplateLiteral: (node) => addTemplateCandidate(node, s),
    },
    candidates: () => inSourceOrder(s.out),
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
  let s: Search | undefined;
  walkWithParents(program, options.visitorKeys, (node, parentOf) => addCandidatesAt(node, (s ??= newSearch(text, parentOf, options))));
  return s === undefined ? [] : inSourceOrder(s.out);
}
