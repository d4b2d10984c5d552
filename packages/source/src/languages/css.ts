/**
 * CSS as `@eslint/css` parses it (css-tree's tree, `positions: true`): every `url()` (RFC-free
 * CSS Values 4 §4.5: quoted or unquoted), the string of an `@import`, and the strings of
 * `image-set()` (CSS Images 4 §2.2), all of them references resolved against the style sheet.
 * `src:` in `@font-face` holds `url()`s, found with the others.
 *
 * Escapes (CSS Syntax 3 §4.3.7): `\` + 1-6 hex digits + one optional white space, `\` + any
 * other character, and in quoted strings `\` + newline (a continuation), mapped to source; a
 * fix writes the characters that need it as `\` escapes.
 */

import type { MappedCandidate } from '../mapped-candidate.js';
import { DecodedWriter, type Decoded, type LiteralFormat } from '../value-map.js';
import { inSourceOrder, literalCandidate } from './literal.js';

/** The css-tree node shapes read here (with `loc` offsets, as `@eslint/css` gives them, or `range`, as html-eslint does). */
export interface CssNode {
  type: string;
  loc?: { start: { offset: number }; end: { offset: number } } | null;
  range?: [number, number];
  name?: string;
  value?: unknown;
  prelude?: CssNode | null;
  block?: CssNode | null;
  children?: CssNode[] | null;
}

function isHex(c: string): boolean {
  return /^[0-9a-fA-F]$/.test(c);
}

function isCssSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
}

/**
 * Decodes CSS string or `url()` content. `quote` is `"`, `'` or `''` for an unquoted `url()`;
 * null where the text is not such content (an unescaped quote, newline, or in an unquoted URL
 * white space, `(`, `"` or `'`).
 */
export function decodeCss(raw: string, quote: string): Decoded | null {
  const out = new DecodedWriter();
  while (out.at < raw.length) {
    const i = out.at;
    const ch = raw[i];
    if (ch === '\\') {
      const n = raw[i + 1];
      if (n === undefined) return null;
      if (n === '\n' || n === '\r' || n === '\f') {
        if (quote === '') return null;
        const len = n === '\r' && raw[i + 2] === '\n' ? 3 : 2;
        out.read('', len);
        continue;
      }
      if (isHex(n)) {
        let j = i + 1;
        while (j < raw.length && j < i + 7 && isHex(raw[j])) j++;
        const code = Number.parseInt(raw.slice(i + 1, j), 16);
        if (raw[j] === '\r' && raw[j + 1] === '\n') j += 2;
        else if (isCssSpace(raw[j])) j++;
        out.read(code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(code), j - i);
        continue;
      }
      out.read(n, 2);
      continue;
    }
    if (quote !== '' && (ch === quote || ch === '\n' || ch === '\r' || ch === '\f')) return null;
    if (quote === '' && (isCssSpace(ch) || ch === '(' || ch === ')' || ch === '"' || ch === "'")) return null;
    out.read(ch, 1);
  }
  return out.result();
}

/** Writes value text as CSS content quoted with `quote` (`''`: unquoted `url()`). */
export function escapeCss(text: string, quote: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const special = ch === '\\' || ch === quote || c < 0x20 || c === 0x7f || (quote === '' && (ch === ' ' || ch === '(' || ch === ')' || ch === '"' || ch === "'"));
    // A hex escape ends with a space, so that a hex digit after it is not read as part of it.
    out += special ? `\\${c.toString(16)} ` : ch;
  }
  return out;
}

const FORMATS = new Map<string, LiteralFormat>();

function cssFormat(quote: string): LiteralFormat {
  let f = FORMATS.get(quote);
  if (!f) {
    f = { decode: (raw) => decodeCss(raw, quote), escape: (text) => escapeCss(text, quote) };
    FORMATS.set(quote, f);
  }
  return f;
}

function rangeOf(node: CssNode): [number, number] | undefined {
  if (node.range) return node.range;
  if (node.loc) return [node.loc.start.offset, node.loc.end.offset];
  return undefined;
}

/** The candidate of a `url(…)` node: its content between `url(` and `)`, quoted or not. */
function urlCandidate(node: CssNode, text: string): MappedCandidate | undefined {
  const range = rangeOf(node);
  if (!range || typeof node.value !== 'string') return undefined;
  let start = text.indexOf('(', range[0]) + 1;
  let end = range[1] - 1; // the `)`
  if (start <= 0 || end < start) return undefined;
  while (start < end && isCssSpace(text[start])) start++;
  while (end > start && isCssSpace(text[end - 1]) && text[end - 2] !== '\\') end--;
  let quote = '';
  if ((text[start] === '"' || text[start] === "'") && text[end - 1] === text[start] && end - start >= 2) {
    quote = text[start];
    start++;
    end--;
  }
  return literalCandidate(cssFormat(quote), start, text.slice(start, end), range, 'reference', false, node.value);
}

/** The candidate of a string node (quotes included in its range). */
function stringCandidate(node: CssNode, text: string): MappedCandidate | undefined {
  const range = rangeOf(node);
  if (!range || typeof node.value !== 'string') return undefined;
  const quote = text[range[0]];
  if (quote !== '"' && quote !== "'") return undefined;
  const closed = text[range[1] - 1] === quote && range[1] - range[0] >= 2;
  return literalCandidate(cssFormat(quote), range[0] + 1, text.slice(range[0] + 1, closed ? range[1] - 1 : range[1]), range, 'reference', false, node.value);
}

const IMAGE_SET = /^(?:-webkit-)?image-set$/i;

/**
 * The candidates under a css-tree node. `prefix` is the node types' prefix: `''` for
 * `@eslint/css`, `'Css'` for the style sheets html-eslint parses in `<style>`.
 */
export function cssNodeCandidates(root: CssNode, text: string, prefix = ''): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const t = (name: string): string => prefix + name;
  const stack: Array<{ node: CssNode; stringsAreUrls: boolean }> = [{ node: root, stringsAreUrls: false }];
  while (stack.length > 0) {
    const { node, stringsAreUrls } = stack.pop()!;
    let c: MappedCandidate | undefined;
    if (node.type === t('Url')) c = urlCandidate(node, text);
    else if (node.type === t('String') && stringsAreUrls) c = stringCandidate(node, text);
    if (c) out.push(c);
    const importPrelude = node.type === t('Atrule') && node.name?.toLowerCase() === 'import';
    if (node.prelude && typeof node.prelude === 'object') stack.push({ node: node.prelude, stringsAreUrls: importPrelude });
    if (node.block && typeof node.block === 'object') stack.push({ node: node.block, stringsAreUrls: false });
    if (node.type === t('Declaration') && node.value && typeof node.value === 'object') stack.push({ node: node.value as CssNode, stringsAreUrls: false });
    const imageSet = node.type === t('Function') && IMAGE_SET.test(node.name ?? '');
    for (const child of node.children ?? []) stack.push({ node: child, stringsAreUrls: imageSet || (stringsAreUrls && node.type === t('AtrulePrelude')) });
  }
  return inSourceOrder(out);
}

/** Every URL candidate of an `@eslint/css` `StyleSheet` (its `sourceCode.ast`), in source order. */
export function cssCandidates(styleSheet: CssNode, text: string): MappedCandidate[] {
  return cssNodeCandidates(styleSheet, text, '');
}
