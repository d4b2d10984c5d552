// Applies every urilint auto-fix of a file (what `eslint --fix` does) and checks the result:
// the fixed file still parses, and each changed literal means the same URL, read by `new URL()`
// alone and inside the expression it is part of (`'http://h:' + port`, `${base}/x`, [a, b].join('')).
import { linter, presetConfig } from './lint.mjs';

/** Stand-ins for the expressions around a literal: a port, a path segment, a path, a query. */
const PROBES = ['8080', 'seg', '/seg', '?q=1'];
/** Relative references are read against this base, as a page or a client's base URL would. */
const BASE = 'https://base.example/dir/page';
const STRING_NODES = new Set(['Literal', 'TemplateLiteral', 'JSXText']);

const SKIPPED_KEYS = new Set(['parent', 'loc', 'range', 'tokens', 'comments']);

/** String-like nodes in source order, and each node's parent (not every parser sets `parent`). */
function stringNodesAndParents(ast) {
  const nodes = [];
  const parents = new Map();
  const visit = (node) => {
    if (STRING_NODES.has(node.type) && (node.type !== 'Literal' || typeof node.value === 'string')) nodes.push(node);
    for (const key of Object.keys(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const child = node[key];
      for (const c of Array.isArray(child) ? child : [child]) {
        if (!c || typeof c.type !== 'string') continue;
        parents.set(c, node);
        visit(c);
      }
    }
  };
  visit(ast);
  return { nodes, parents };
}

function parse(text, filename, variant) {
  const messages = linter.verify(text, presetConfig(undefined, variant), filename);
  if (messages.some((m) => m.fatal)) return undefined;
  return linter.getSourceCode();
}

/** The string a node stands for, with each `${…}` replaced by the probe. */
function valueOf(node, probe) {
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(probe);
  return node.value;
}

/** The whole `+` chain or `[…].join(sep)` a literal belongs to, as a list of parts; or just the literal. */
function enclosingParts(node, parents) {
  let top = node;
  while (parents.get(top)?.type === 'BinaryExpression' && parents.get(top).operator === '+') top = parents.get(top);
  if (top !== node) return { parts: flattenPlus(top), sep: '' };
  const parent = parents.get(node);
  const call = parent?.type === 'ArrayExpression' ? parents.get(parents.get(parent)) : undefined;
  if (call?.type === 'CallExpression' && call.callee.property?.name === 'join') {
    const sep = call.arguments[0]?.type === 'Literal' ? String(call.arguments[0].value) : ',';
    return { parts: parent.elements, sep };
  }
  return { parts: [node], sep: '' };
}

function flattenPlus(node) {
  if (node.type === 'BinaryExpression' && node.operator === '+') return [...flattenPlus(node.left), ...flattenPlus(node.right)];
  return [node];
}

/** The URL an expression yields with `target` read as `text` and other operands as the probe. */
function evaluate({ parts, sep }, target, text, probe) {
  return parts.map((p) => (p === target ? text : p && STRING_NODES.has(p.type) ? valueOf(p, probe) : probe)).join(sep);
}

function href(text) {
  try {
    return new URL(text).href;
  } catch {
    try {
      return /^[a-z][a-z0-9+.-]*:/i.test(text) ? undefined : new URL(text, BASE).href;
    } catch {
      return undefined;
    }
  }
}

/** RFC 3986 §6.2.2: percent-encoded unreserved characters and hex case are equivalent forms. */
function normalHref(h) {
  return h.replace(/%[0-9a-f]{2}/gi, (e) => {
    const c = String.fromCharCode(parseInt(e.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : e.toUpperCase();
  });
}

/** How a fix changed what one string means: 'same', 'equivalent', or a violation. */
export function compareUrls(before, after) {
  const a = href(before);
  const b = href(after);
  if (a === undefined) return b === undefined ? 'neither-parses' : 'now-parses';
  if (b === undefined) return 'VIOLATION: no longer parses';
  if (a === b) return 'same';
  if (normalHref(a) === normalHref(b)) return 'equivalent';
  // The characters the rule docs list as fixed by percent-encoding (a stray `%` → `%25`, a space →
  // `%20`): the same characters, written encoded (packages/core/src/fix-check.ts holds fixes to it).
  return decodedHref(a) === decodedHref(b) ? 'percent-encoded' : 'VIOLATION: different URL';
}

/** `h` with every `%XX` decoded to its byte. */
function decodedHref(h) {
  return h.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The worst outcome of one changed literal across the probes of its expression. */
function checkLiteral(beforeNode, afterNode, parents) {
  const context = enclosingParts(beforeNode, parents);
  const outcomes = new Set();
  for (const probe of PROBES) {
    const before = evaluate(context, beforeNode, valueOf(beforeNode, probe), probe);
    const after = evaluate(context, beforeNode, valueOf(afterNode, probe), probe);
    outcomes.add(compareUrls(before, after));
  }
  const order = ['VIOLATION: different URL', 'VIOLATION: no longer parses', 'now-parses', 'percent-encoded', 'equivalent', 'same', 'neither-parses'];
  const worst = order.find((o) => outcomes.has(o));
  const hasExpressions = beforeNode.type === 'TemplateLiteral' && beforeNode.expressions.length > 0;
  return { outcome: worst, inExpression: context.parts.length > 1 || hasExpressions };
}

/** The line breaks and tabs of a literal's source text: raw, and written as `\n`, `\t`, `\r` escapes. */
function whiteSpaceOf(source) {
  return (source.match(/[\t\n\r]|\\[ntr]/g) ?? []).length;
}

/**
 * Applies the preset's fixes to one file and checks each changed literal. Returns undefined when
 * no fix applied, otherwise { parses, changes: [{ line, before, after, outcome, inExpression }] }.
 */
export function checkFixes(text, filename, preset, variant) {
  const result = linter.verifyAndFix(text, presetConfig(preset, variant, false), { filename, fix: true });
  if (!result.fixed) return undefined;
  const beforeCode = parse(text, filename, variant);
  const afterCode = parse(result.output, filename, variant);
  if (!afterCode) return { parses: false, changes: [] };
  const before = stringNodesAndParents(beforeCode.ast);
  const after = stringNodesAndParents(afterCode.ast).nodes;
  if (before.nodes.length !== after.length) return { parses: true, shapeChanged: true, changes: [] };
  const changes = [];
  before.nodes.forEach((node, i) => {
    const beforeText = beforeCode.getText(node);
    const afterText = afterCode.getText(after[i]);
    if (beforeText === afterText) return;
    const checked = checkLiteral(node, after[i], before.parents);
    const inExpression = checked.inExpression;
    // A fix changes the URL's characters and nothing around it: no line break or tab (raw or as
    // an escape) is ever lost.
    const outcome = whiteSpaceOf(afterText) < whiteSpaceOf(beforeText) ? 'VIOLATION: lost a line break or tab' : checked.outcome;
    changes.push({ line: node.loc.start.line, before: beforeText, after: afterText, outcome, inExpression });
  });
  return { parses: true, changes };
}
