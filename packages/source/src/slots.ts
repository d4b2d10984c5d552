/**
 * The slot a JavaScript value stands in (SPEC §4): a call argument, `import()` source,
 * assignment or JSX attribute that makes it a URL (a reference, an identifier, a module
 * specifier…), read from the node's ancestors; and the cheap "may this be a URL?" check that
 * comes before any source map is built.
 */

import { locateUrl, mayHoldAbsoluteUrl, type UrlContext } from '@urilint/core';
import { declaredAround } from './bindings.js';
import { calleeName, calleePath, isStringLiteral, jsxName, lastName, propertyName, type EstreeNode, type ParentOf } from './estree.js';
import { IDENTIFIER_METHODS, MODULE_FUNCTIONS, isIdentifierKey, isKeyLike, isTestTitleCallee, isUrlSpecifier } from './places.js';
import { GLOBAL_OBJECTS, NAMESPACE_METHODS, isUrlAttribute, matchesFunction, type ResolvedContexts } from './url-contexts.js';

/** What the place of a value says about it. */
export interface Slot {
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
  /** The URL of a request `fetch()` makes (`fetch(url)`, `new Request(url)`), which rejects any credentials in it. */
  fetched?: boolean;
}

/**
 * A slot with every field present (undefined where it says nothing), so that all slots have the
 * same fields: reading a field of slots of seven different shapes cost about 0.35 µs a literal in
 * a slot, in a lint.
 */
function slotOf(fields: Slot): Slot {
  return {
    context: fields.context,
    identifier: fields.identifier,
    srcset: fields.srcset,
    jsx: fields.jsx,
    module: fields.module,
    client: fields.client,
    notUrl: fields.notUrl,
    fetched: fields.fetched,
  };
}

const REFERENCE = slotOf({ context: 'reference' });
const FETCHED = slotOf({ context: 'reference', fetched: true });
const IDENTIFIER = slotOf({ identifier: true });
const MODULE = slotOf({ context: 'reference', module: true });
const CLIENT = slotOf({ context: 'reference', client: true });
const NOT_URL = slotOf({ notUrl: true });
const SRCSET = slotOf({ context: 'reference', srcset: true });

/** The JSX string values' slots, one per attribute slot (a handful), made at first use. */
const JSX_SLOTS = new Map<Slot | undefined, Slot>();

/** `s` for a JSX attribute's string value, decoded as JSX (entities, no backslash escapes). */
function jsxSlotOf(s: Slot | undefined): Slot {
  let slot = JSX_SLOTS.get(s);
  if (slot === undefined) JSX_SLOTS.set(s, (slot = slotOf({ ...s, jsx: true })));
  return slot;
}
/**
 * The base of `new URL(path, base)`: checked as a URL, but nothing is sent to it as such (Vite's
 * `new URL(path, 'http://vite.dev').pathname` only parses), so no-insecure-scheme leaves it alone.
 */
const BASE = slotOf({ context: 'reference', identifier: true });

/** The slot of each argument of a call or `new` expression. */
function argumentSlots(node: EstreeNode, c: ResolvedContexts): Array<Slot | undefined> {
  const args = node.arguments as EstreeNode[];
  const slots: Array<Slot | undefined> = [];
  const callee = node.callee as EstreeNode;
  if (node.type === 'NewExpression') {
    const path = calleePath(callee);
    if (path !== undefined && (c.constructors.has(path) || c.constructors.has(lastName(path)))) {
      slots[0] = lastName(path) === 'Request' ? FETCHED : REFERENCE;
      if (lastName(path) === 'URL') slots[1] = BASE;
    }
    return slots;
  }
  // An identifier set through a builder (`Schema.object().id(…)`), a module specifier, a
  // test title (see places.ts).
  const method = callee.type === 'MemberExpression' ? propertyName(callee) : undefined;
  if (method !== undefined && IDENTIFIER_METHODS.has(method)) {
    slots[0] = IDENTIFIER;
    return slots;
  }
  const path = calleePath(callee);
  if (path === undefined) {
    // `request(app).get(url)` (supertest): a client method called on what a client function returns.
    const made = callee.type === 'MemberExpression' && (callee.object as EstreeNode).type === 'CallExpression' ? calleePath((callee.object as EstreeNode).callee as EstreeNode) : undefined;
    if (method !== undefined && made !== undefined && c.clientMethods.has(method) && c.clients.has(lastName(made))) slots[0] = CLIENT;
    return slots;
  }
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
    slots[0] = name === 'fetch' ? FETCHED : REFERENCE;
    return slots;
  }
  if (object !== undefined && c.clientMethods.has(name) && c.clients.has(lastName(object))) slots[0] = CLIENT;
  return slots;
}

function attributeSlot(attr: EstreeNode, c: ResolvedContexts): Slot | undefined {
  const name = jsxName(attr.name as EstreeNode);
  const lower = name.toLowerCase();
  if (lower === 'xmlns' || lower.startsWith('xmlns:') || lower.startsWith('xmlnsx')) return IDENTIFIER;
  if (c.srcsetAttributes.has(lower)) return SRCSET;
  if (c.attributes.has(lower)) return REFERENCE;
  return undefined;
}

/** Node types that pass their slot on to an inner expression. */
const SLOT_PASSING_TYPES: ReadonlySet<string> = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ConditionalExpression',
  'LogicalExpression',
  'JSXExpressionContainer',
  'ParenthesizedExpression',
]);

function passesSlot(type: string): boolean {
  return SLOT_PASSING_TYPES.has(type);
}

/**
 * The slot a node stands in, read from its ancestors: through the expressions that pass a URL on
 * (`?:`, `||`, `as`, `!`, `(…)`, `{…}` in JSX) up to the call argument, `import()` source,
 * assignment or JSX attribute that makes it a URL (SPEC §4). One implementation for both
 * adapters: ESLint's traversal gives parents, the language server's walk records them.
 */
export function slotFromAncestors(node: EstreeNode, parentOf: ParentOf, contexts: ResolvedContexts, callees = contexts.calleeNames): Slot | undefined {
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
      if (name === undefined || !callees.has(name)) return undefined;
      const k = (p.arguments as EstreeNode[]).indexOf(child);
      const slot = k === -1 ? undefined : argumentSlots(p, contexts)[k];
      // The base of a `new URL(…)` that is itself requested (`fetch(new URL(path, base))`) is a URL.
      return slot === BASE && slotFromAncestors(p, parentOf, contexts, contexts.referenceCalleeNames)?.context === 'reference' ? REFERENCE : slot;
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
      // The global `location` (a navigation), not a variable of that name (`let location; location = \`near ${file}\``).
      if (left.type === 'Identifier' && left.name === 'location') return declaredAround(p, 'location', parentOf) ? undefined : REFERENCE;
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
      return child.type === 'Literal' ? jsxSlotOf(s) : s;
    }
    case 'SvelteMustacheTag': {
      // `href={…}` in Svelte markup (svelte-eslint-parser): the attribute's slot, as JSX's.
      const attribute = parentOf(p);
      const name = attribute?.type === 'SvelteAttribute' ? ((attribute.key as EstreeNode | undefined)?.name as string | undefined) : undefined;
      if (name === undefined || (attribute!.value as EstreeNode[]).length !== 1) return undefined;
      const lower = name.toLowerCase();
      if (contexts.srcsetAttributes.has(lower)) return SRCSET;
      return contexts.attributes.has(lower) ? REFERENCE : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The core's cheap "is this a URL?" check, before any source map is built: in an absolute
 * context most literals of a code base are not URLs, and mapping their escapes would cost more
 * than linting them (SPEC §2: a literal that is not a URL yields [] quickly). `absolute` is
 * mayHoldAbsoluteUrl(value): when false, locateUrl(value) is null.
 */
function mayBeUrl(value: string, slot: Slot | undefined, absolute: boolean): boolean {
  if (slot !== undefined) {
    if (slot.notUrl === true) return false;
    if (slot.module === true) return isUrlSpecifier(value);
    // `client.get('user:1')`: a key, unless it has the shape of a URL (`'tel:+1…'`, see the core's locateUrl).
    if (slot.client === true && isKeyLike(value)) return absolute && locateUrl(value) !== null;
  }
  return slot?.context === 'reference' || (absolute && locateUrl(value) !== null);
}

/**
 * The parents through which slotFromAncestors can give a value a slot in which it is a URL
 * without a scheme (a reference, a module specifier): those that pass a slot on, and every case
 * of its switch but `Property`, whose slot (an identifier) still needs a scheme.
 */
const REFERENCE_SLOT_PARENTS: ReadonlySet<string> = new Set([
  ...SLOT_PASSING_TYPES,
  'CallExpression', 'NewExpression', 'ImportExpression', 'ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration',
  'TSExternalModuleReference', 'AssignmentExpression', 'JSXAttribute', 'SvelteMustacheTag',
]);

/**
 * Whether the string-like `node`, whose value is `value` and parent `parent`, is a URL
 * candidate, and in which slot: null when it is none. Run on every string-like node of a program
 * (SPEC §6), so the cheapest tests come first, before any ancestor is read: a value that cannot
 * hold an absolute URL is a candidate only in a slot that makes it a reference, and such a slot
 * needs one of a few parents. Most literals of a code base (`'use strict'`, `'error'`, object
 * keys and values) fail both tests: a few reads and a table lookup. A value that `settled` says
 * has nothing to report in any slot (a plain http(s) URL, most URLs of a code base) is none
 * either, before its ancestors are read.
 */
export function candidateSlot(node: EstreeNode, value: string, parent: EstreeNode | undefined, parentOf: ParentOf, contexts: ResolvedContexts, settled?: (value: string) => boolean): Slot | undefined | null {
  const absolute = mayHoldAbsoluteUrl(value);
  if (!absolute && (parent === undefined || !REFERENCE_SLOT_PARENTS.has(parent.type))) return null;
  if (absolute && settled !== undefined && settled(value)) return null;
  // Without a scheme a value is a URL in a reference slot only, or as a module specifier that
  // starts with a URL scheme after white space other than ASCII (isUrlSpecifier): for the others
  // only the callees that give a reference are looked at (`require(…)`, `it(…)` and
  // `describe(…)` are not). An anchored test: a scan of the whole value for a colon would read
  // every character of the long messages of a program.
  const callees = absolute || isUrlSpecifier(value) ? contexts.calleeNames : contexts.referenceCalleeNames;
  const slot = slotFromAncestors(node, parentOf, contexts, callees);
  return mayBeUrl(value, slot, absolute) ? slot : null;
}
