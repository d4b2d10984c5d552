/**
 * JSON, JSONC and JSON5 as `@eslint/json` parses them (Momoa's tree, `ranges: true`): every string
 * value is a candidate; property names are not. The values of keys that name something rather
 * than point at it (`$schema`, `$id`, JSON-LD's `@context`…) are identifiers: never fetched, so
 * never reported as insecure.
 *
 * Escapes: JSON's (RFC 8259 §7: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`) and
 * JSON5's (ECMAScript 5.1 string escapes, single quotes, line continuations), mapped to source;
 * a fix is written with JSON's escapes only, which every mode reads.
 */

import type { MappedCandidate } from '../mapped-candidate.js';
import type { Decoded, LiteralFormat } from '../value-map.js';
import { decodeEscapes, hexEscape, plainCharacter, singleCharacterEscapes, type EscapeSyntax, type Reader } from '../backslash-escapes.js';
import { decodeJs } from '../escapes.js';
import { inSourceOrder, literalCandidate } from './literal.js';

/** The Momoa node shapes read here (`@humanwhocodes/momoa`, as `@eslint/json` gives them). */
export interface JsonNode {
  type: string;
  range?: [number, number];
  value?: unknown;
  name?: unknown;
  body?: JsonNode;
  members?: JsonNode[];
  elements?: JsonNode[];
}

/** JSON's escapes (RFC 8259 §7): `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and `\uXXXX`; no control character unescaped. */
const JSON_SYNTAX: EscapeSyntax = {
  escapes: new Map<string, Reader>([...singleCharacterEscapes({ '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }), ['u', hexEscape(4)]]),
  character: plainCharacter((c) => c === 0x22 || c < 0x20),
};

/** Decodes the content of a JSON string (between its double quotes), RFC 8259 §7. */
export function decodeJsonString(raw: string): Decoded | null {
  return decodeEscapes(raw, JSON_SYNTAX);
}

/** Writes value text as JSON string content quoted with `quote` (JSON5 also has `'`). */
export function escapeJsonString(text: string, quote = '"'): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (c < 0x20) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out;
}

/** A JSON string's content: JSON escapes. */
export const JSON_FORMAT: LiteralFormat = { decode: decodeJsonString, escape: (text) => escapeJsonString(text) };

/** A JSON5 string's content: ECMAScript 5.1 escapes in either quote, written back with JSON's. */
const JSON5_FORMATS: Record<string, LiteralFormat> = {
  '"': { decode: (raw) => decodeJs(raw, '"'), escape: (text) => escapeJsonString(text, '"') },
  "'": { decode: (raw) => decodeJs(raw, "'"), escape: (text) => escapeJsonString(text, "'") },
};

/** Keys whose values name something (a schema, a JSON-LD context, a namespace) and are never fetched. */
export const JSON_IDENTIFIER_KEYS: ReadonlySet<string> = new Set(['$schema', '$id', '$ref', '@context', '@id', '@type', '@vocab', 'xmlns']);

/**
 * Whether an object key names an identifier URI: one of JSON_IDENTIFIER_KEYS, or a namespace of
 * any kind (`documentNamespace` of SPDX, `targetNamespace` of XML Schema, `namespace`), which names
 * and is never fetched.
 */
export function isIdentifierKeyName(name: string): boolean {
  return JSON_IDENTIFIER_KEYS.has(name) || /namespace$/i.test(name);
}

function keyName(member: JsonNode): string | undefined {
  const name = member.name as JsonNode | undefined;
  if (!name) return undefined;
  if (name.type === 'Identifier') return name.name as string;
  if (name.type === 'String') return name.value as string;
  return undefined;
}

/**
 * Every string value of a Momoa `Document` (the root `@eslint/json` gives as `sourceCode.ast`),
 * in source order. `text` is the document's text.
 */
export function jsonCandidates(document: JsonNode, text: string): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const stack: Array<{ node: JsonNode; key: string | undefined }> = document.body ? [{ node: document.body, key: undefined }] : [];
  while (stack.length > 0) {
    const { node, key } = stack.pop()!;
    switch (node.type) {
      case 'Object':
        for (const m of node.members ?? []) if (m.value) stack.push({ node: m.value as JsonNode, key: keyName(m) });
        break;
      case 'Array':
        for (const e of node.elements ?? []) if (e.value) stack.push({ node: e.value as JsonNode, key: undefined });
        break;
      case 'String': {
        const c = stringCandidate(node, text, key !== undefined && isIdentifierKeyName(key));
        if (c) out.push(c);
        break;
      }
      default:
        break;
    }
  }
  return inSourceOrder(out);
}

function stringCandidate(node: JsonNode, text: string, identifier: boolean): MappedCandidate | undefined {
  const range = node.range;
  if (!range || typeof node.value !== 'string' || node.value.length === 0) return undefined;
  const quote = text[range[0]];
  const raw = text.slice(range[0] + 1, range[1] - 1);
  // The plain JSON decoder when it applies (the common case); JSON5's otherwise. Both are
  // checked against Momoa's value, so a decoding that disagrees maps nothing (no fix).
  const format = quote === '"' && !/\\[^"\\/bfnrtu]/.test(raw) ? JSON_FORMAT : JSON5_FORMATS[quote];
  if (!format) return undefined;
  return literalCandidate(format, range[0] + 1, raw, [range[0], range[1]], 'absolute', identifier, node.value);
}
