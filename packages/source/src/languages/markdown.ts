/**
 * Markdown as `@eslint/markdown` parses it (mdast from mdast-util-from-markdown, CommonMark or
 * GFM): link and image destinations (inline and in reference definitions), autolinks (`<…>`
 * and GFM's literal `https://…`), and the URL attributes of raw HTML. Code spans and fenced code
 * are never looked into (mdast keeps them as `inlineCode` / `code` values).
 *
 * mdast gives a link's decoded URL but not where its destination is: the destination is found
 * in the node's source after its label (CommonMark 0.31 §6.3 links, §4.7 definitions), decoded
 * (backslash escapes, character references), and used only when it decodes to mdast's URL.
 */

import type { MappedCandidate } from '../mapped-candidate.js';
import { DecodedWriter, type Decoded, type LiteralFormat } from '../value-map.js';
import { referenceAt } from '../character-references.js';
import { addAttributeCandidates } from './html-attributes.js';
import { htmlTagAttributes } from './html-tags.js';
import { identityDecode, inSourceOrder, literalCandidate, type FormatCandidateOptions } from './literal.js';

/** The mdast node shapes read here. */
export interface MdNode {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdNode[];
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Decodes a destination: `<…>` content (`literal`) or a bare one (`raw`), CommonMark §6.3. */
export function decodeDestination(raw: string, literal: boolean): Decoded | null {
  const out = new DecodedWriter();
  let depth = 0;
  while (out.at < raw.length) {
    const i = out.at;
    const ch = raw[i];
    const c = raw.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return null;
    if (ch === '\\' && i + 1 < raw.length && ASCII_PUNCTUATION.test(raw[i + 1])) {
      out.read(raw[i + 1], 2);
      continue;
    }
    const reference = ch === '&' ? referenceAt(raw, i, 'commonmark') : undefined;
    if (reference) {
      out.read(reference.text, reference.length);
      continue;
    }
    if (literal) {
      if (ch === '<' || ch === '>') return null;
    } else if (ch === ' ') {
      return null;
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')' && --depth < 0) {
      return null;
    }
    out.read(ch, 1);
  }
  return depth === 0 ? out.result() : null;
}

function destinationFormat(literal: boolean): LiteralFormat {
  return {
    decode: (raw) => decodeDestination(raw, literal),
    escape: (text) => text.replace(/[\\()<>&\s]/g, (ch) => (/\s/.test(ch) ? encodeURIComponent(ch) : '\\' + ch)),
  };
}

const LITERAL = destinationFormat(true);
const RAW = destinationFormat(false);
/** An autolink's content: no escapes (CommonMark §6.5), no space, `<` or `>`. */
const AUTOLINK: LiteralFormat = { decode: (raw) => (/[\s<>]/.test(raw) ? null : identityDecode(raw)), escape: (text) => text };

/** Offset just past the `]` closing the label that opens at `open` (`[`), escapes skipped, nesting counted. */
function labelEnd(text: string, open: number, limit: number): number {
  let depth = 0;
  for (let i = open; i < limit; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Skips spaces and tabs and at most one line ending (CommonMark §6.3, §4.7). */
function skipSpace(text: string, i: number, limit: number): number {
  let newline = false;
  while (i < limit) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t') i++;
    else if ((ch === '\n' || ch === '\r') && !newline) {
      newline = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else break;
  }
  return i;
}

/** The destination starting at `i`: `[start, end)` of its content and whether it is `<…>`. */
function destinationAt(text: string, i: number, limit: number): { start: number; end: number; literal: boolean } | undefined {
  if (text[i] === '<') {
    for (let j = i + 1; j < limit; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === '>') return { start: i + 1, end: j, literal: true };
      else if (text[j] === '\n' || text[j] === '<') return undefined;
    }
    return undefined;
  }
  let depth = 0;
  let j = i;
  for (; j < limit; j++) {
    const ch = text[j];
    if (ch === '\\') j++;
    else if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) break;
    else if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') break;
  }
  return { start: i, end: Math.min(j, limit), literal: false };
}

function offsets(node: MdNode): [number, number] | undefined {
  const s = node.position?.start.offset;
  const e = node.position?.end.offset;
  return s === undefined || e === undefined ? undefined : [s, e];
}

/** A link, image or definition's destination candidate (reference context: relative URLs count). */
function destinationCandidate(node: MdNode, text: string): MappedCandidate | undefined {
  const range = offsets(node);
  if (!range || typeof node.url !== 'string') return undefined;
  const [start, end] = range;
  let i: number;
  if (node.type === 'definition') {
    const close = labelEnd(text, start, end);
    if (close < 0 || text[close] !== ':') return undefined;
    i = skipSpace(text, close + 1, end);
  } else {
    if (text[start] === '<') return autolinkCandidate(node, text, range);
    const open = text[start] === '!' ? start + 1 : start;
    if (text[open] !== '[') return node.type === 'link' ? literalAutolinkCandidate(node, text, range) : undefined;
    const close = labelEnd(text, open, end);
    if (close < 0 || text[close] !== '(') return undefined;
    i = skipSpace(text, close + 1, end);
  }
  const d = destinationAt(text, i, end);
  if (!d) return undefined;
  const raw = text.slice(d.start, d.end);
  const decoded = decodeDestination(raw, d.literal);
  if (!decoded || decoded.value !== node.url) return undefined;
  return literalCandidate(d.literal ? LITERAL : RAW, d.start, raw, [d.start, d.end], 'reference', false, node.url);
}

/** `<https://…>`: the content is the URL, no escapes (an e-mail autolink's URL adds `mailto:`: not in the source). */
function autolinkCandidate(node: MdNode, text: string, range: [number, number]): MappedCandidate | undefined {
  const raw = text.slice(range[0] + 1, range[1] - 1);
  if (raw !== node.url) return undefined;
  return literalCandidate(AUTOLINK, range[0] + 1, raw, [range[0] + 1, range[1] - 1], 'absolute');
}

/** GFM's literal autolink (`https://example.com` in text), where the source is the URL (not `www.…`, which gains `http://`). */
function literalAutolinkCandidate(node: MdNode, text: string, range: [number, number]): MappedCandidate | undefined {
  const raw = text.slice(range[0], range[1]);
  if (raw !== node.url) return undefined;
  return literalCandidate(AUTOLINK, range[0], raw, range, 'absolute');
}

/** Every URL candidate of an mdast `Root` (`@eslint/markdown`'s `sourceCode.ast`), in source order. */
export function markdownCandidates(root: MdNode, text: string, options: FormatCandidateOptions = {}): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const stack: MdNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition': {
        const c = destinationCandidate(node, text);
        if (c) out.push(c);
        break;
      }
      case 'html': {
        const range = offsets(node);
        if (range) for (const a of htmlTagAttributes(text, range[0], range[1])) addAttributeCandidates(a, options, out);
        break;
      }
      default:
        break;
    }
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return inSourceOrder(out);
}
