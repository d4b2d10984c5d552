/**
 * Which calls, constructors, properties and JSX attributes take a URL (SPEC §4): the defaults,
 * the user's `urlContexts` settings, and their resolution into the sets the candidate finder
 * looks names up in.
 */

import { lastName } from './estree.js';
import { IDENTIFIER_METHODS, TEST_CALLEE_NAMES } from './places.js';

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
  /**
   * HTTP client objects whose `clientMethods` take a URL first (`axios.get(url)`, `this.http.post(url)`),
   * or functions that return one (supertest's `request(app).get(url)`).
   */
  clients?: string[];
  clientMethods?: string[];
  /** Properties whose assignment is a URL (`a.href = …`, `img.src = …`, `window.location = …`). */
  properties?: string[];
  /** JSX attributes holding a URL (`href`, `src`…); `srcSet`/`srcset` entries are split. */
  attributes?: string[];
  /**
   * Template tags whose result is the template's raw text (`String.raw`): their templates are
   * analyzed as that raw text. Every other tagged template (`sql`, `html`, `gql`, `css`…) is
   * skipped: its tag decides what it means.
   */
  rawTemplateTags?: string[];
  /** Set to false to replace the default lists instead of adding to them. */
  defaults?: boolean;
}

export interface CandidateOptions {
  urlContexts?: UrlContextSettings;
  /** ESLint's `sourceCode.visitorKeys`; without them every object-valued field is walked. */
  visitorKeys?: Readonly<Record<string, readonly string[] | undefined>>;
}

export const DEFAULT_URL_CONTEXTS: Required<Omit<UrlContextSettings, 'defaults'>> = {
  functions: [
    'fetch', 'open', 'location.assign', 'location.replace', 'importScripts', 'navigator.sendBeacon', 'axios', 'ky', 'got', '$fetch', 'ofetch', 'useFetch',
    // Test-framework navigation: Cypress, Playwright and Puppeteer.
    'cy.visit', 'cy.request', 'page.goto',
  ],
  constructors: ['URL', 'Request', 'EventSource', 'WebSocket', 'Worker', 'SharedWorker'],
  clients: ['axios', 'ky', 'got', 'http', 'https', 'api', 'apiClient', 'client', 'httpClient', '$http', '$axios', 'superagent', 'request', 'supertest', 'instance'],
  clientMethods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request'],
  properties: ['href', 'src', 'location', 'action', 'formAction', 'poster'],
  attributes: ['href', 'src', 'action', 'formAction', 'poster', 'srcSet', 'xlinkHref', 'xlink:href', 'cite', 'data', 'background', 'manifest', 'to'],
  rawTemplateTags: ['String.raw'],
};

/** DOM methods whose first argument is a namespace URI (an identifier, never fetched). */
export const NAMESPACE_METHODS: ReadonlySet<string> = new Set([
  'createElementNS', 'createAttributeNS', 'setAttributeNS', 'getAttributeNS', 'hasAttributeNS', 'removeAttributeNS',
  'getAttributeNodeNS', 'getElementsByTagNameNS', 'createDocument', 'isDefaultNamespace', 'lookupPrefix',
]);

/** The objects a global function is also called on (`window.fetch`). */
export const GLOBAL_OBJECTS: readonly string[] = ['window', 'globalThis', 'self'];

/** The settings as the candidate finder reads them: sets of names. */
export interface ResolvedContexts {
  /**
   * The last name of every callee that can give an argument a slot (`fetch`, `get`, `URL`,
   * `setAttribute`…): most calls in a program are none of these, and are ruled out with one
   * set lookup before any callee path is built.
   */
  calleeNames: Set<string>;
  /**
   * Those of calleeNames that can make an argument a reference (`fetch`, `URL`, `get`,
   * `setAttribute`…): a value with neither a scheme nor a colon is a URL in no other slot (a
   * module specifier, an identifier and a test title need more), so for most literals of a
   * program `require(…)`, `it(…)` and `describe(…)` are ruled out with this set.
   */
  referenceCalleeNames: Set<string>;
  functions: FunctionMatcher;
  constructors: Set<string>;
  clients: Set<string>;
  clientMethods: Set<string>;
  properties: Set<string>;
  attributes: Set<string>;
  srcsetAttributes: Set<string>;
  /** Tags whose templates are analyzed as their raw text (`String.raw`). */
  rawTemplateTags: Set<string>;
}

/** Resolved contexts per settings object: a lint run passes the same settings for every file. */
const resolvedContexts = new WeakMap<UrlContextSettings, ResolvedContexts>();
let defaultContexts: ResolvedContexts | undefined;

export function resolveContexts(s: UrlContextSettings | undefined): ResolvedContexts {
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
  const referenceCalleeNames = new Set([...pick('functions'), ...pick('constructors'), ...pick('clientMethods')].map(lastName));
  for (const name of ['setAttribute', 'setAttributeNS', 'open']) referenceCalleeNames.add(name);
  const calleeNames = new Set(referenceCalleeNames);
  for (const name of [...NAMESPACE_METHODS, 'require', 'resolve', ...TEST_CALLEE_NAMES, ...IDENTIFIER_METHODS]) calleeNames.add(name);
  return {
    calleeNames,
    referenceCalleeNames,
    functions: functionMatcher(pick('functions')),
    constructors: new Set(pick('constructors')),
    clients: new Set(pick('clients')),
    clientMethods: new Set(pick('clientMethods')),
    properties: new Set(pick('properties')),
    attributes: new Set(attributes.filter((a) => a !== 'srcset')),
    srcsetAttributes: new Set(attributes.filter((a) => a === 'srcset')),
    rawTemplateTags: new Set(pick('rawTemplateTags')),
  };
}

/** The callee paths that take a URL first: each entry, the same on a global object, and `*.a.b` for dotted entries. */
export interface FunctionMatcher {
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

export function matchesFunction(path: string, m: FunctionMatcher): boolean {
  if (m.paths.has(path)) return true;
  for (const suffix of m.suffixes) if (path.endsWith(suffix)) return true;
  return false;
}

/** True when one of `names` is a URL or `srcset` attribute (case-insensitively). */
export function isUrlAttribute(c: ResolvedContexts, ...names: string[]): boolean {
  return names.some((n) => c.attributes.has(n.toLowerCase()) || c.srcsetAttributes.has(n.toLowerCase()));
}
