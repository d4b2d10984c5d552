/**
 * URL candidates in an ESTree (SPEC §4): every string-like value that the core should analyze,
 * with its URL context and its value → source map.
 *
 * Works on any ESTree Program: ESLint's (espree, typescript-eslint's parser) or one parsed with
 * `@typescript-eslint/typescript-estree` outside ESLint. It reads nothing but `type`, `range`
 * and the node's own fields (no `parent` links, no scope analysis), so the ESLint plugin and the
 * language server find exactly the same candidates.
 */

import { analyze, getRule, locateUrl, type AnalyzeOptions, type Finding, type Span, type UrlContext } from '@urilint/core';
import { jsFormat } from './escapes.js';
import { IDENTIFIER_METHODS, MODULE_FUNCTIONS, TEST_CALLEE_NAMES, isIdentifierKey, isKeyLike, isTestTitleCallee, isUrlSpecifier } from './places.js';
import { PLACEHOLDER, ValueMapBuilder, type SourceEdit, type ValueMap } from './value-map.js';

export { ValueMapBuilder } from './value-map.js';
export type { Decoded, LiteralFormat, Segment, SourceEdit, ValueMap } from './value-map.js';

/** The shape of ESTree nodes this module reads: ESLint's, typescript-estree's and espree's all fit. */
export interface EstreeNode {
  type: string;
  range?: [number, number];
  [key: string]: unknown;
}

/**
 * Where relative references count as URLs (`context: 'reference'`) and where a URL is an
 * identifier (XML namespaces). Each list is added to the defaults below, unless
 * `defaults: false`. Names match case-sensitively except JSX attributes.
 *
 * Configured in ESLint as `settings.urilint.urlContexts`; the language server takes the same
 * object.
 */
export interface UrlContextSettings {
  /**
   * Callees whose first argument is a URL. `fetch` also matches `window.fetch`,
   * `globalThis.fetch` and `self.fetch`; a dotted entry matches the end of the callee
   * (`location.assign` matches `window.location.assign`).
   */
  functions?: string[];
  /** Constructors whose first argument is a URL (`new URL(…)`); `URL` also takes a base as second argument. */
  constructors?: string[];
  /** HTTP client objects whose `clientMethods` take a URL first (`axios.get(url)`, `this.http.post(url)`). */
  clients?: string[];
  clientMethods?: string[];
  /** Properties whose assignment is a URL (`a.href = …`, `img.src = …`, `window.location = …`). */
  properties?: string[];
  /** JSX attributes holding a URL (`href`, `src`…); `srcSet`/`srcset` entries are split. */
  attributes?: string[];
  /** Set to false to replace the default lists instead of adding to them. */
  defaults?: boolean;
}

export interface CandidateOptions {
  urlContexts?: UrlContextSettings;
  /** ESLint's `sourceCode.visitorKeys`; without them every object-valued field is walked. */
  visitorKeys?: Readonly<Record<string, readonly string[] | undefined>>;
}

export const DEFAULT_URL_CONTEXTS: Required<Omit<UrlContextSettings, 'defaults'>> = {
  functions: ['fetch', 'open', 'location.assign', 'location.replace', 'importScripts', 'navigator.sendBeacon', 'axios', 'ky', 'got', '$fetch', 'ofetch', 'useFetch'],
  constructors: ['URL', 'Request', 'EventSource', 'WebSocket', 'Worker', 'SharedWorker'],
  clients: ['axios', 'ky', 'got', 'http', 'https', 'api', 'apiClient', 'client', 'httpClient', '$http', '$axios', 'superagent', 'request', 'instance'],
  clientMethods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request'],
  properties: ['href', 'src', 'location', 'action', 'formAction', 'poster'],
  attributes: ['href', 'src', 'action', 'formAction', 'poster', 'srcSet', 'xlinkHref', 'xlink:href', 'cite', 'data', 'background', 'manifest', 'to'],
};

/** DOM methods whose first argument is a namespace URI (an identifier, never fetched). */
const NAMESPACE_METHODS = new Set([
  'createElementNS', 'createAttributeNS', 'setAttributeNS', 'getAttributeNS', 'hasAttributeNS', 'removeAttributeNS',
  'getAttributeNodeNS', 'getElementsByTagNameNS', 'createDocument', 'isDefaultNamespace', 'lookupPrefix',
]);

const GLOBAL_OBJECTS = ['window', 'globalThis', 'self'];

/**
 * A value to analyze with its value → source map: what `analyzeCandidate` and `toSourceFinding`
 * work on. Front ends for other formats (JSON strings, Markdown destinations) build these with
 * `ValueMapBuilder` and their own `LiteralFormat`.
 */
export interface MappedCandidate {
  /** Source range to report on when a finding cannot be placed more precisely. */
  range: [number, number];
  /** The value; each opaque expression is one placeholder character (see `holes`). */
  value: string;
  /** Placeholders of `${…}` expressions and unknown `+` operands (offsets into `value`). */
  holes: Span[];
  context: UrlContext;
  /** An XML namespace or other identifier URI: never fetched. */
  identifier: boolean;
  /** Value offsets → source offsets, escape-aware. */
  map: ValueMap;
}

/** One string-like value of a JavaScript program to analyze. */
export interface UrlCandidate extends MappedCandidate {
  /** The literal, template literal, `+` expression or JSX attribute value holding the URL. */
  node: EstreeNode;
}

interface Slot {
  context?: UrlContext;
  identifier?: boolean;
  /** The value is a `srcset` list: each entry is a candidate. */
  srcset?: boolean;
  /** A JSX attribute string: decoded with entities, not backslash escapes. */
  jsx?: boolean;
  /** A module specifier: a URL only with a URL scheme (places.ts, isUrlSpecifier). */
  module?: boolean;
  /** An HTTP client method's argument: a key-like `name:rest` is no URL (places.ts, isKeyLike). */
  client?: boolean;
  /** Never a URL, whatever it holds (a test title). */
  notUrl?: boolean;
}

interface ResolvedContexts {
  /**
   * The last name of every callee that can give an argument a slot (`fetch`, `get`, `URL`,
   * `setAttribute`…): most calls in a program are none of these, and are ruled out with one
   * set lookup before any callee path is built.
   */
  calleeNames: Set<string>;
  functions: FunctionMatcher;
  constructors: Set<string>;
  clients: Set<string>;
  clientMethods: Set<string>;
  properties: Set<string>;
  attributes: Set<string>;
  srcsetAttributes: Set<string>;
}

/** Resolved contexts per settings object: a lint run passes the same settings for every file. */
const resolvedContexts = new WeakMap<UrlContextSettings, ResolvedContexts>();
let defaultContexts: ResolvedContexts | undefined;

function resolveContexts(s: UrlContextSettings | undefined): ResolvedContexts {
  if (!s) return (defaultContexts ??= computeContexts(undefined));
  let r = resolvedContexts.get(s);
  if (!r) resolvedContexts.set(s, (r = computeContexts(s)));
  return r;
}

function computeContexts(s: UrlContextSettings | undefined): ResolvedContexts {
  const pick = (k: keyof typeof DEFAULT_URL_CONTEXTS): string[] => [
    ...(s?.defaults === false ? [] : DEFAULT_URL_CONTEXTS[k]),
    ...(Array.isArray(s?.[k]) ? (s[k] as string[]) : []),
  ];
  const attributes = pick('attributes').map((a) => a.toLowerCase());
  const calleeNames = new Set([...pick('functions'), ...pick('constructors'), ...pick('clientMethods')].map(lastName));
  for (const name of [...NAMESPACE_METHODS, 'setAttribute', 'open', 'require', 'resolve', ...TEST_CALLEE_NAMES, ...IDENTIFIER_METHODS]) calleeNames.add(name);
  return {
    calleeNames,
    functions: functionMatcher(pick('functions')),
    constructors: new Set(pick('constructors')),
    clients: new Set(pick('clients')),
    clientMethods: new Set(pick('clientMethods')),
    properties: new Set(pick('properties')),
    attributes: new Set(attributes.filter((a) => a !== 'srcset')),
    srcsetAttributes: new Set(attributes.filter((a) => a === 'srcset')),
  };
}

const REFERENCE: Slot = { context: 'reference' };
const IDENTIFIER: Slot = { identifier: true };
const MODULE: Slot = { context: 'reference', module: true };
const CLIENT: Slot = { context: 'reference', client: true };
const NOT_URL: Slot = { notUrl: true };
/**
 * The base of `new URL(path, base)`: checked as a URL, but nothing is sent to it as such (Vite's
 * `new URL(path, 'http://vite.dev').pathname` only parses), so no-insecure-scheme leaves it alone.
 */
const BASE: Slot = { context: 'reference', identifier: true };

/** `a.b.c` for an identifier / member chain (`this` included), or undefined. */
function calleePath(node: EstreeNode | undefined): string | undefined {
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
function calleeName(node: EstreeNode): string | undefined {
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

function propertyName(member: EstreeNode): string | undefined {
  const p = member.property as EstreeNode;
  if (!member.computed && (p.type === 'Identifier' || p.type === 'PrivateIdentifier')) return p.name as string;
  if (member.computed && p.type === 'Literal' && typeof p.value === 'string') return p.value;
  return undefined;
}

function lastName(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? path : path.slice(dot + 1);
}

/** The callee paths that take a URL first: each entry, the same on a global object, and `*.a.b` for dotted entries. */
interface FunctionMatcher {
  paths: Set<string>;
  suffixes: string[];
}

function functionMatcher(entries: readonly string[]): FunctionMatcher {
  const paths = new Set<string>();
  const suffixes: string[] = [];
  for (const entry of entries) {
    paths.add(entry);
    for (const g of GLOBAL_OBJECTS) paths.add(`${g}.${entry}`);
    if (entry.includes('.')) suffixes.push('.' + entry);
  }
  return { paths, suffixes };
}

function matchesFunction(path: string, m: FunctionMatcher): boolean {
  if (m.paths.has(path)) return true;
  for (const suffix of m.suffixes) if (path.endsWith(suffix)) return true;
  return false;
}

function isStringLiteral(node: EstreeNode | undefined): boolean {
  return node?.type === 'Literal' && typeof node.value === 'string';
}

function jsxName(name: EstreeNode): string {
  if (name.type === 'JSXNamespacedName') return `${(name.namespace as EstreeNode).name as string}:${(name.name as EstreeNode).name as string}`;
  return (name.name as string) ?? '';
}

/** The slot of each argument of a call or `new` expression. */
function argumentSlots(node: EstreeNode, c: ResolvedContexts): Array<Slot | undefined> {
  const args = node.arguments as EstreeNode[];
  const slots: Array<Slot | undefined> = [];
  const callee = node.callee as EstreeNode;
  if (node.type === 'NewExpression') {
    const path = calleePath(callee);
    if (path !== undefined && (c.constructors.has(path) || c.constructors.has(lastName(path)))) {
      slots[0] = REFERENCE;
      if (lastName(path) === 'URL') slots[1] = BASE;
    }
    return slots;
  }
  // Issue 16: an identifier set through a builder (`Schema.object().id(…)`), a module specifier, a
  // test title (see places.ts).
  const method = callee.type === 'MemberExpression' ? propertyName(callee) : undefined;
  if (method !== undefined && IDENTIFIER_METHODS.has(method)) {
    slots[0] = IDENTIFIER;
    return slots;
  }
  const path = calleePath(callee);
  if (path === undefined) return slots;
  const name = lastName(path);
  const object = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : undefined;
  if (MODULE_FUNCTIONS.has(path)) slots[0] = MODULE;
  else if (isTestTitleCallee(path)) slots[0] = NOT_URL;
  if (slots[0] !== undefined) return slots;
  if (NAMESPACE_METHODS.has(name) && object !== undefined) {
    slots[0] = IDENTIFIER;
    if (name === 'setAttributeNS' && isStringLiteral(args[1]) && isUrlAttribute(c, lastName((args[1].value as string).replace(':', '.')), args[1].value as string)) slots[2] = REFERENCE;
    return slots;
  }
  if (name === 'setAttribute' && object !== undefined && isStringLiteral(args[0]) && isUrlAttribute(c, args[0].value as string)) {
    slots[1] = REFERENCE;
    return slots;
  }
  if (name === 'open' && object !== undefined && !GLOBAL_OBJECTS.includes(object)) {
    // XMLHttpRequest.open(method, url)
    if (args.length >= 2) slots[1] = REFERENCE;
    return slots;
  }
  if (matchesFunction(path, c.functions)) {
    slots[0] = REFERENCE;
    return slots;
  }
  if (object !== undefined && c.clientMethods.has(name) && c.clients.has(lastName(object))) slots[0] = CLIENT;
  return slots;
}

function isUrlAttribute(c: ResolvedContexts, ...names: string[]): boolean {
  return names.some((n) => c.attributes.has(n.toLowerCase()) || c.srcsetAttributes.has(n.toLowerCase()));
}

function attributeSlot(attr: EstreeNode, c: ResolvedContexts): Slot | undefined {
  const name = jsxName(attr.name as EstreeNode);
  const lower = name.toLowerCase();
  if (lower === 'xmlns' || lower.startsWith('xmlns:') || lower.startsWith('xmlnsx')) return IDENTIFIER;
  if (c.srcsetAttributes.has(lower)) return { context: 'reference', srcset: true };
  if (c.attributes.has(lower)) return REFERENCE;
  return undefined;
}

/** Node types that pass their slot on to an inner expression. */
function passesSlot(type: string): boolean {
  return (
    type === 'TSAsExpression' ||
    type === 'TSSatisfiesExpression' ||
    type === 'TSNonNullExpression' ||
    type === 'TSTypeAssertion' ||
    type === 'ConditionalExpression' ||
    type === 'LogicalExpression' ||
    type === 'JSXExpressionContainer' ||
    type === 'ParenthesizedExpression'
  );
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

/** Operands of a `+` chain, left to right (parenthesized sub-chains included). */
function flattenPlus(node: EstreeNode): EstreeNode[] {
  const out: EstreeNode[] = [];
  const stack: EstreeNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'BinaryExpression' && n.operator === '+') {
      stack.push(n.right as EstreeNode, n.left as EstreeNode);
    } else {
      out.push(n);
    }
  }
  return out;
}

function isStringish(node: EstreeNode): boolean {
  return isStringLiteral(node) || node.type === 'TemplateLiteral';
}

/**
 * Appends a string literal's or template literal's value to `b`; returns the template's
 * expressions (to be walked as ordinary code).
 */
function addStringish(b: ValueMapBuilder, node: EstreeNode, text: string, jsxAttribute: boolean): EstreeNode[] {
  const range = node.range!;
  if (node.type === 'Literal') {
    const format = jsFormat(jsxAttribute ? 'jsx' : 'string', text[range[0]]);
    b.addLiteral(format, range[0] + 1, text.slice(range[0] + 1, range[1] - 1), node.value as string);
    return [];
  }
  const quasis = node.quasis as EstreeNode[];
  const expressions = node.expressions as EstreeNode[];
  // espree / typescript-estree ranges of a TemplateElement include the delimiters (`` ` ``, `${`, `}`);
  // acorn's do not. Tell them apart by the first element's start.
  const withDelimiters = quasis.length > 0 && quasis[0].range![0] === range[0];
  quasis.forEach((q, k) => {
    const [qs, qe] = q.range!;
    const start = withDelimiters ? qs + 1 : qs;
    const end = withDelimiters ? qe - ((q.tail as boolean) ? 1 : 2) : qe;
    const cooked = (q.value as { cooked: string | null }).cooked;
    b.addLiteral(jsFormat('template', '`'), start, text.slice(start, end), cooked ?? '\u0000\u0000');
    if (k < expressions.length) b.addHole();
  });
  return expressions;
}

/** The value a string or template literal gives, with one placeholder per `${…}` (no source map). */
function cookedValue(node: EstreeNode): string {
  if (node.type === 'Literal') return node.value as string;
  const quasis = node.quasis as EstreeNode[];
  let value = '';
  quasis.forEach((q, k) => {
    value += (q.value as { cooked: string | null }).cooked ?? '';
    if (k < quasis.length - 1) value += PLACEHOLDER;
  });
  return value;
}

/**
 * The core's cheap "is this a URL?" check, before any source map is built: in an absolute
 * context most literals of a code base are not URLs, and mapping their escapes would cost more
 * than linting them (SPEC §2: a literal that is not a URL yields [] quickly).
 */
function mayBeUrl(value: string, slot: Slot | undefined): boolean {
  if (slot !== undefined) {
    if (slot.notUrl === true) return false;
    if (slot.module === true) return isUrlSpecifier(value);
    // `client.get('user:1')`: a key, unless it has the shape of a URL (`'tel:+1…'`, see the core's locateUrl).
    if (slot.client === true && isKeyLike(value)) return locateUrl(value) !== null;
  }
  return slot?.context === 'reference' || locateUrl(value) !== null;
}

/** Splits a `srcset` value into its URLs (HTML "parse a srcset attribute", simplified). */
export function srcsetUrls(value: string): Span[] {
  const out: Span[] = [];
  let i = 0;
  const n = value.length;
  const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (i < n) {
    while (i < n && (isSpace(value[i]) || value[i] === ',')) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(value[i])) i++;
    let end = i;
    let commaEnded = false;
    while (end > start && value[end - 1] === ',') {
      end--;
      commaEnded = true;
    }
    if (end > start) out.push({ start, end });
    if (commaEnded) continue;
    // descriptors, up to a comma outside parentheses
    let depth = 0;
    while (i < n) {
      const ch = value[i];
      if (ch === '(') depth++;
      else if (ch === ')') depth = Math.max(0, depth - 1);
      else if (ch === ',' && depth === 0) break;
      i++;
    }
  }
  return out;
}

/** How a candidate finder learns a node's parent: ESLint's `node.parent`, or the walk's own map. */
export type ParentOf = (node: EstreeNode) => EstreeNode | undefined;

/**
 * The slot a node stands in, read from its ancestors: through the expressions that pass a URL on
 * (`?:`, `||`, `as`, `!`, `(…)`, `{…}` in JSX) up to the call argument, `import()` source,
 * assignment or JSX attribute that makes it a URL (SPEC §4). One implementation for both
 * adapters: ESLint's traversal gives parents, the language server's walk records them.
 */
function slotFromAncestors(node: EstreeNode, parentOf: ParentOf, contexts: ResolvedContexts): Slot | undefined {
  let child = node;
  let p = parentOf(child);
  while (p !== undefined && passesSlot(p.type)) {
    if (p.type === 'ConditionalExpression' && p.test === child) return undefined;
    child = p;
    p = parentOf(p);
  }
  if (p === undefined) return undefined;
  switch (p.type) {
    case 'CallExpression':
    case 'NewExpression': {
      const name = calleeName(p.callee as EstreeNode);
      if (name === undefined || !contexts.calleeNames.has(name)) return undefined;
      const k = (p.arguments as EstreeNode[]).indexOf(child);
      const slot = k === -1 ? undefined : argumentSlots(p, contexts)[k];
      // The base of a `new URL(…)` that is itself requested (`fetch(new URL(path, base))`) is a URL.
      return slot === BASE && slotFromAncestors(p, parentOf, contexts)?.context === 'reference' ? REFERENCE : slot;
    }
    case 'ImportExpression':
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
      return p.source === child ? MODULE : undefined;
    case 'TSExternalModuleReference':
      return p.expression === child ? MODULE : undefined;
    case 'Property': {
      // `{ $schema: 'http://json-schema.org/draft-07/schema#' }`: an identifier, as in JSON.
      if (p.value !== child || p.computed === true) return undefined;
      const key = p.key as EstreeNode;
      const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? key.value : undefined;
      return typeof name === 'string' && isIdentifierKey(name) ? IDENTIFIER : undefined;
    }
    case 'AssignmentExpression': {
      if (p.right !== child || p.operator !== '=') return undefined;
      const left = p.left as EstreeNode;
      if (left.type === 'Identifier' && left.name === 'location') return REFERENCE;
      if (left.type === 'MemberExpression') {
        const name = propertyName(left);
        if (name !== undefined && contexts.properties.has(name)) return REFERENCE;
      }
      return undefined;
    }
    case 'JSXAttribute': {
      if (p.value !== child) return undefined;
      const s = attributeSlot(p, contexts);
      // A string attribute value is decoded as JSX (entities, no backslash escapes).
      return child.type === 'Literal' ? { ...s, jsx: true } : s;
    }
    case 'SvelteMustacheTag': {
      // `href={…}` in Svelte markup (svelte-eslint-parser): the attribute's slot, as JSX's.
      const attribute = parentOf(p);
      const name = attribute?.type === 'SvelteAttribute' ? ((attribute.key as EstreeNode | undefined)?.name as string | undefined) : undefined;
      if (name === undefined || (attribute!.value as EstreeNode[]).length !== 1) return undefined;
      const lower = name.toLowerCase();
      if (contexts.srcsetAttributes.has(lower)) return { context: 'reference', srcset: true };
      return contexts.attributes.has(lower) ? REFERENCE : undefined;
    }
    default:
      return undefined;
  }
}

function isPlus(node: EstreeNode | undefined): boolean {
  return node !== undefined && node.type === 'BinaryExpression' && node.operator === '+';
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
  if (typeof value !== 'string' || isPlus(parentOf(node))) return;
  const slot = slotFromAncestors(node, parentOf, contexts);
  if (!mayBeUrl(value, slot) || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, text, slot?.jsx === true);
  pushCandidate(node, b, slot, out);
}

function addTemplateCandidate(node: EstreeNode, text: string, parentOf: ParentOf, contexts: ResolvedContexts, out: UrlCandidate[]): void {
  const parent = parentOf(node);
  if (isPlus(parent) || parent?.type === 'TaggedTemplateExpression') return;
  const slot = slotFromAncestors(node, parentOf, contexts);
  if (!mayBeUrl(cookedValue(node), slot) || !node.range) return;
  const b = new ValueMapBuilder();
  addStringish(b, node, text, false);
  pushCandidate(node, b, slot, out);
}

function addConcatenationCandidate(node: EstreeNode, text: string, parentOf: ParentOf, contexts: ResolvedContexts, out: UrlCandidate[]): void {
  if (!isPlus(node) || isPlus(parentOf(node))) return;
  const operands = flattenPlus(node);
  if (!operands.some(isStringish)) return;
  const slot = slotFromAncestors(node, parentOf, contexts);
  if (!mayBeUrl(operands.map((op) => (isStringish(op) ? cookedValue(op) : PLACEHOLDER)).join(''), slot) || !node.range) return;
  const b = new ValueMapBuilder();
  for (const op of operands) {
    if (isStringish(op)) addStringish(b, op, text, false);
    else b.addHole();
  }
  pushCandidate(node, b, slot, out);
}

/** Appends the candidate (or, for a `srcset` list, one per entry) that `node` heads. */
function pushCandidate(node: EstreeNode, b: ValueMapBuilder, slot: Slot | undefined, out: UrlCandidate[]): void {
  const map = b.build();
  if (map.value.length === 0 || map.value.length === map.holes.length) return;
  const range = node.range!;
  const context = slot?.context ?? 'absolute';
  const identifier = slot?.identifier === true;
  // Object literals of one shape (no `{ ...base, … }` copies: see analyzeCandidate).
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
 */
export function findUrlCandidates(program: EstreeNode, text: string, options: CandidateOptions = {}): UrlCandidate[] {
  const contexts = resolveContexts(options.urlContexts);
  const keys = options.visitorKeys;
  const out: UrlCandidate[] = [];
  const parents = new Map<EstreeNode, EstreeNode>();
  const parentOf: ParentOf = (n) => parents.get(n);
  const stack: EstreeNode[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const first = stack.length;
    pushChildren(stack, node, keys?.[node.type]);
    for (let k = first; k < stack.length; k++) parents.set(stack[k], node);
    addCandidatesAt(node, text, parentOf, contexts, out);
  }
  return out.sort((a, b) => a.range[0] - b.range[0]);
}

/** A core finding placed in the source file. */
export interface SourceFinding extends Pick<Finding, 'ruleId' | 'messageId' | 'message' | 'data' | 'severity'> {
  /** Source offsets of the offending characters, or of the whole literal when they have none. */
  range: [number, number];
  /** Present when the finding has a fix and it maps to source through the literal's escapes. */
  fix?: SourceEdit[];
  suggestions?: Array<{ messageId: string; message: string; data?: Record<string, string>; edits: SourceEdit[] }>;
}

/**
 * Places one core finding of `candidate` in the source. Keeps a fix only when the finding's rule
 * is `fixable` and suggestions only when it `hasSuggestions` (the rule's metadata, as ESLint
 * requires; an unknown rule keeps both).
 */
export function toSourceFinding(candidate: MappedCandidate, finding: Finding): SourceFinding {
  const rule = getRule(finding.ruleId);
  const precise = candidate.map.toSource(finding.start, finding.end);
  const out: SourceFinding = {
    ruleId: finding.ruleId,
    messageId: finding.messageId,
    message: finding.message,
    severity: finding.severity,
    range: precise ?? candidate.range,
  };
  if (finding.data) out.data = finding.data;
  if (!precise) return out; // no precise place: no fix either (SPEC §5)
  if (finding.fix && (rule?.fixable ?? true)) {
    const edits = candidate.map.toSourceEdits(finding.fix);
    if (edits) out.fix = edits;
  }
  if (finding.suggestions && (rule?.hasSuggestions ?? true)) {
    const suggestions = [];
    for (const s of finding.suggestions) {
      const edits = candidate.map.toSourceEdits(s.edits);
      if (edits) suggestions.push({ messageId: s.messageId, message: s.message, ...(s.data ? { data: s.data } : {}), edits });
    }
    if (suggestions.length > 0) out.suggestions = suggestions;
  }
  return out;
}

/** Options of `analyzeCandidate`: the core's, less what the candidate itself says. */
export type CandidateAnalyzeOptions = Omit<AnalyzeOptions, 'context' | 'holes' | 'identifier'>;

/** Analyzes one candidate with the core and places its findings in the source. */
export function analyzeCandidate(candidate: MappedCandidate, options: CandidateAnalyzeOptions = {}): SourceFinding[] {
  // One object literal of a fixed shape, not `{ ...options, … }`: V8 deprecates the map of such a
  // spread copy when its fields change type from one candidate to the next (no holes, some
  // holes), and every later copy then migrates, which cost ten times the analysis of a plain URL
  // in a lint run. The type lists every option, so a new one cannot be forgotten here.
  const analyzeOptions: { [K in keyof Required<AnalyzeOptions>]: AnalyzeOptions[K] } = {
    preset: options.preset,
    rules: options.rules,
    fastPath: options.fastPath,
    templates: options.templates,
    onRuleError: options.onRuleError,
    context: candidate.context,
    holes: candidate.holes,
    identifier: candidate.identifier,
  };
  const findings = analyze(candidate.value, analyzeOptions);
  return findings.map((f) => toSourceFinding(candidate, f));
}
