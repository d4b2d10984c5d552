/**
 * What no-incomplete-url-check takes as a URL-valued expression and as a condition: the one place
 * these lists live. The rule reads names, not types (no scope analysis, as everywhere in this
 * package), so a name counts only when it says plainly that it holds one URL or one host.
 */

import { calleePath, propertyName, type EstreeNode, type ParentOf } from '../estree.js';

/** What a string value holds: a whole URL (or origin, referrer…) or a host name. */
export type UrlValueKind = 'url' | 'host';

/** The last word of a name that holds one URL (`redirectUrl`, `event.origin`, `req.headers.referer`). */
const URL_WORDS: ReadonlySet<string> = new Set(['url', 'uri', 'href', 'link', 'origin', 'referer', 'referrer', 'location', 'redirect']);
/** The last word of a name that holds one host (`u.hostname`, `cookieDomain`). */
const HOST_WORDS: ReadonlySet<string> = new Set(['host', 'hostname', 'domain']);

/** Members that hold a URL whatever their object is called (`document.URL`, `document.documentURI`). */
const URL_MEMBERS: ReadonlySet<string> = new Set(['URL', 'documentURI', 'baseURI', 'referrer']);

/** Request headers read by name (`req.get('referer')`, `request.headers.get('origin')`, `req.header('Host')`). */
const HEADER_GETTERS: ReadonlySet<string> = new Set(['get', 'header', 'getHeader']);
const URL_HEADERS: ReadonlySet<string> = new Set(['referer', 'referrer', 'origin', 'location']);
const HOST_HEADERS: ReadonlySet<string> = new Set(['host', 'x-forwarded-host']);

/** Calls that give back their argument's kind of value (`decodeURIComponent(url)`, `String(origin)`). */
const PASS_THROUGH_FUNCTIONS: ReadonlySet<string> = new Set(['String', 'decodeURI', 'decodeURIComponent', 'unescape']);
/** Methods that give back their receiver's kind of value (`url.toLowerCase()`, `origin.trim()`). */
export const PASS_THROUGH_METHODS: ReadonlySet<string> = new Set(['toLowerCase', 'toLocaleLowerCase', 'toUpperCase', 'trim', 'trimStart', 'trimEnd', 'toString', 'valueOf', 'normalize']);

/** `redirectUrl` → ['redirect', 'url'], `REDIRECT_URL` → ['redirect', 'url'], `documentURI` → ['document', 'uri']. */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  let word = '';
  const isUpper = (c: string | undefined): boolean => c !== undefined && c >= 'A' && c <= 'Z';
  const isLower = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (!isUpper(c) && !isLower(c)) {
      if (word !== '') words.push(word);
      word = '';
      continue;
    }
    // A word starts at an upper-case letter after a lower-case one (`redirectUrl`), or at the
    // last capital of a run that a lower-case letter follows (`URLParser` → URL, Parser).
    const prev = name[i - 1];
    if (word !== '' && isUpper(c) && (isLower(prev) || (isUpper(prev) && isLower(name[i + 1]) && !/\d/.test(name[i + 1])))) {
      words.push(word);
      word = '';
    }
    word += c;
  }
  if (word !== '') words.push(word);
  return words.map((w) => w.toLowerCase());
}

/** The kind of value a name holds by its last word, or undefined (a plural, `urlPattern`, `isUrl`). */
export function kindOfName(name: string): UrlValueKind | undefined {
  const words = nameWords(name);
  const last = words[words.length - 1];
  if (last === undefined) return undefined;
  // `isUrl`, `hasOrigin`, `validateHost`: a question or an action about a URL, not the URL.
  if (words.length > 1 && /^(is|has|should|can|check|validate|get|set|parse|make|build|to|use|allow|with)$/.test(words[0])) return undefined;
  if (URL_WORDS.has(last)) return 'url';
  if (HOST_WORDS.has(last)) return 'host';
  return undefined;
}

function unwrap(node: EstreeNode): EstreeNode {
  let n = node;
  while (n.type === 'ChainExpression' || n.type === 'TSNonNullExpression' || n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'ParenthesizedExpression') {
    n = n.expression as EstreeNode;
  }
  return n;
}

/** The values written to the variable that the identifier `name` reads (`const u = new URL(x)`), when known. */
export type ValuesOf = (name: EstreeNode) => readonly EstreeNode[] | undefined;

/** The last word of an object whose URL-named members are URLs from outside: a request, an event, a location, headers. */
const SOURCE_WORDS: ReadonlySet<string> = new Set(['location', 'document', 'window', 'event', 'evt', 'ev', 'e', 'message', 'msg', 'req', 'request', 'headers', 'query', 'params', 'ctx', 'context', 'anchor', 'element', 'target']);

/** A `new URL(…)` or `url.parse(…)` result. */
function isParsedUrl(n: EstreeNode): boolean {
  if (n.type === 'NewExpression') return calleePath(n.callee as EstreeNode) === 'URL';
  if (n.type === 'CallExpression') {
    const path = calleePath(n.callee as EstreeNode);
    return path === 'url.parse' || path === 'parseUrl' || path === 'URL.parse';
  }
  return false;
}

/** Whether the object of a URL-named member is a URL, a request, an event, a location or headers. */
function isUrlSource(object: EstreeNode, valuesOf: ValuesOf): boolean {
  const o = unwrap(object);
  if (isParsedUrl(o)) return true;
  if (o.type === 'Identifier') {
    if ((valuesOf(o) ?? []).some((v) => isParsedUrl(unwrap(v)))) return true;
  } else if (o.type !== 'MemberExpression' && o.type !== 'ThisExpression') return false;
  const path = calleePath(o);
  if (path === undefined) return false;
  const words = nameWords(path.slice(path.lastIndexOf('.') + 1));
  const last = words[words.length - 1];
  return last !== undefined && (SOURCE_WORDS.has(last) || URL_WORDS.has(last)) && (o.type !== 'MemberExpression' || propertyName(o) !== undefined);
}

/** The kind of value `node` holds when it is certainly a URL or a host, or undefined. */
export function urlValueKind(node: EstreeNode, valuesOf: ValuesOf = () => undefined): UrlValueKind | undefined {
  const n = unwrap(node);
  switch (n.type) {
    case 'Identifier':
      return kindOfName(n.name as string);
    case 'MemberExpression': {
      const name = propertyName(n);
      if (name === undefined) return undefined;
      if (URL_MEMBERS.has(name)) return 'url';
      // `location.pathname`, `url.search`: parts of a URL that are not one. A member holds a URL
      // only on an object that is one, or a request, an event, a location, headers: `tag.href`
      // of a configuration's list is the code's own data, not a URL to check.
      const kind = kindOfName(name);
      return kind !== undefined && isUrlSource(n.object as EstreeNode, valuesOf) ? kind : undefined;
    }
    case 'CallExpression': {
      const callee = unwrap(n.callee as EstreeNode);
      const args = n.arguments as EstreeNode[];
      if (callee.type === 'Identifier' && PASS_THROUGH_FUNCTIONS.has(callee.name as string) && args.length > 0) return urlValueKind(args[0], valuesOf);
      if (callee.type !== 'MemberExpression') return undefined;
      const method = propertyName(callee);
      if (method !== undefined && PASS_THROUGH_METHODS.has(method)) return urlValueKind(callee.object as EstreeNode, valuesOf);
      if (method !== undefined && HEADER_GETTERS.has(method) && args.length > 0) {
        const a = args[0];
        if (a.type === 'Literal' && typeof a.value === 'string') {
          const header = a.value.toLowerCase();
          if (URL_HEADERS.has(header)) return 'url';
          if (HOST_HEADERS.has(header)) return 'host';
        }
      }
      return undefined;
    }
    case 'LogicalExpression':
      // `referer || ''`, `origin ?? ''`
      return urlValueKind(n.left as EstreeNode, valuesOf);
    case 'TemplateLiteral':
    case 'NewExpression':
    default:
      return undefined;
  }
}

/** The text of a receiver that can be repeated in a suggestion without running anything twice. */
export function isRepeatable(node: EstreeNode): boolean {
  return calleePath(unwrap(node)) !== undefined;
}

/** Parents that keep a boolean a boolean on its way to the condition (`!check`, `(check)`, `a && check`). */
function isBooleanComposition(parent: EstreeNode, child: EstreeNode): boolean {
  switch (parent.type) {
    case 'UnaryExpression':
      return parent.operator === '!';
    case 'LogicalExpression':
      return true;
    case 'ChainExpression':
    case 'ParenthesizedExpression':
    case 'TSNonNullExpression':
      return true;
    case 'ConditionalExpression':
      return parent.test === child;
    default:
      return false;
  }
}

/** Calls whose first argument is a guard in main code (`assert(ok)`, `invariant(ok, 'msg')`). */
const GUARDS: ReadonlySet<string> = new Set(['assert', 'assert.ok', 'invariant', 'ok']);

/** Calls that run a test or a hook: code inside their callbacks states expectations, it guards nothing. */
const TEST_CALLS: ReadonlySet<string> = new Set(['it', 'test', 'describe', 'suite', 'context', 'specify', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'before', 'after', 'bench']);

function isTestCall(call: EstreeNode): boolean {
  const path = calleePath(call.callee as EstreeNode);
  if (path === undefined) return false;
  // `it.each(...)(...)`, `test.concurrent`, `describe.skip`: the first name decides.
  return TEST_CALLS.has(path.split('.')[0]);
}

/** Whether `node` sits inside a callback of a test or a hook. */
function insideTest(node: EstreeNode, parentOf: ParentOf): boolean {
  for (let n: EstreeNode | undefined = node, p = parentOf(node); p !== undefined; n = p, p = parentOf(p)) {
    if (p.type === 'CallExpression' && (p.arguments as EstreeNode[]).includes(n) && isTestCall(p)) return true;
    if (p.type === 'CallExpression' && p.callee !== n && p.callee && (p.callee as EstreeNode).type === 'CallExpression' && isTestCall(p.callee as EstreeNode)) return true;
  }
  return false;
}

/**
 * Whether the boolean `check` decides something: it is (composed with `!`, `&&`, `||`, `?:`) the
 * test of an `if`, a loop or a `?:`, an operand of `&&`/`||` whose value is used as a branch, a
 * returned value (a `filter` callback), or a guard's argument outside tests. Never a `switch`
 * label, an argument of `expect(…)`, of a log call or of an assertion of equality, nor anything
 * inside the callback of a test or a hook.
 */
export function isCondition(check: EstreeNode, parentOf: ParentOf): boolean {
  // Inside a test or a hook, a check routes a mock or states an expectation: it guards nothing.
  if (insideTest(check, parentOf)) return false;
  let child = check;
  let parent = parentOf(check);
  let logical = false;
  while (parent !== undefined && isBooleanComposition(parent, child)) {
    if (parent.type === 'LogicalExpression' && parent.operator !== '??') logical = true;
    if (parent.type === 'ConditionalExpression') return true;
    child = parent;
    parent = parentOf(parent);
  }
  if (parent === undefined) return false;
  switch (parent.type) {
    case 'IfStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
    case 'ForStatement':
      return parent.test === child;
    case 'ReturnStatement':
      return true;
    case 'ArrowFunctionExpression':
      return parent.body === child;
    case 'CallExpression': {
      if ((parent.arguments as EstreeNode[])[0] !== child) return false;
      const path = calleePath(parent.callee as EstreeNode);
      if (path !== undefined && GUARDS.has(path)) return true;
      return false;
    }
    case 'ExpressionStatement':
    case 'JSXExpressionContainer':
      // `isTrusted(url) && go(url)`, `{url.includes(host) && <Link/>}`: a branch.
      return logical;
    default:
      return false;
  }
}
