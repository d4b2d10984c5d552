/**
 * JSON and JSON with comments: every string value (not property names), located with
 * jsonc-parser's tree, JSON escapes (`\"`, `\\`, `\/`, `\n`, `\u00e9`…) mapped to source.
 */

import { createScanner, parseTree, printParseErrorCode, SyntaxKind, type Node, type ParseError } from 'jsonc-parser';
import type { Decoded, LiteralFormat, Segment } from '@urilint/source';
import { literalCandidate } from './candidate.js';
import type { DocumentCandidate, Extraction, LanguageSupport } from './types.js';

const SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Decodes the content of a JSON string (between its quotes). */
export function decodeJsonString(raw: string): Decoded | null {
  const segments: Segment[] = [];
  let value = '';
  let i = 0;
  while (i < raw.length) {
    const c = raw.charCodeAt(i);
    if (c === 0x22 || c < 0x20) return null;
    if (c === 0x5c) {
      const n = raw[i + 1];
      let text: string | undefined;
      let len = 2;
      if (n !== undefined && Object.hasOwn(SIMPLE, n)) text = SIMPLE[n];
      else if (n === 'u' && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 2, i + 6))) {
        text = String.fromCharCode(Number.parseInt(raw.slice(i + 2, i + 6), 16));
        len = 6;
      }
      if (text === undefined) return null;
      segments.push({ v: value.length, vEnd: value.length + 1, s: i, sEnd: i + len });
      value += text;
      i += len;
      continue;
    }
    segments.push({ v: value.length, vEnd: value.length + 1, s: i, sEnd: i + 1 });
    value += raw[i];
    i++;
  }
  return { value, segments };
}

export function escapeJsonString(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (c < 0x20) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out;
}

const JSON_FORMAT: LiteralFormat = { decode: decodeJsonString, escape: escapeJsonString };

/** Keys whose values name something (a schema, a JSON-LD context, a namespace) and are never fetched. */
const IDENTIFIER_KEYS = new Set(['$schema', '$id', '$ref', '@context', '@id', '@type', '@vocab', 'xmlns']);

export const json: LanguageSupport = {
  ids: ['json', 'jsonc'],
  extract(text: string, languageId: string): Extraction {
    const errors: ParseError[] = [];
    const root = parseTree(text, errors, {
      disallowComments: languageId === 'json',
      allowTrailingComma: languageId === 'jsonc',
      allowEmptyContent: true,
    });
    if (errors.length > 0) {
      const e = errors[0];
      throw new SyntaxError(`${printParseErrorCode(e.error)} at offset ${e.offset}`);
    }
    const candidates: DocumentCandidate[] = [];
    const stack: Node[] = root ? [root] : [];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'string') {
        const parent = node.parent;
        if (parent?.type === 'property' && parent.children?.[0] === node) continue; // a key
        const key = parent?.type === 'property' ? (parent.children?.[0]?.value as string | undefined) : undefined;
        const c = literalCandidate(
          text,
          node.offset + 1,
          node.offset + node.length - 1,
          [node.offset, node.offset + node.length],
          JSON_FORMAT,
          'absolute',
          key !== undefined && IDENTIFIER_KEYS.has(key),
        );
        if (c) candidates.push(c);
        continue;
      }
      if (node.children) for (let k = node.children.length - 1; k >= 0; k--) stack.push(node.children[k]);
    }
    candidates.sort((a, b) => a.range[0] - b.range[0]);
    return { candidates, comments: languageId === 'jsonc' ? jsonComments(text) : [] };
  },
  directiveComment: (languageId, body) => (languageId === 'jsonc' ? `// ${body}` : undefined),
};

/** Comments of a JSONC document, from jsonc-parser's scanner. */
function jsonComments(text: string): Extraction['comments'] {
  const out: Extraction['comments'] = [];
  if (!text.includes('//') && !text.includes('/*')) return out; // most JSON has none
  const scanner = createScanner(text, false);
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    if (kind === SyntaxKind.LineCommentTrivia || kind === SyntaxKind.BlockCommentTrivia) {
      const start = scanner.getTokenOffset();
      const end = start + scanner.getTokenLength();
      const raw = text.slice(start, end);
      const line = kind === SyntaxKind.LineCommentTrivia;
      out.push({ text: line ? raw.slice(2) : raw.slice(2, -2), range: [start, end], line });
    }
  }
  return out;
}
