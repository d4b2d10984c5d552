/**
 * YAML as `yaml-eslint-parser` parses it (the parser of eslint-plugin-yml): every scalar value
 * that is a string (not a mapping key), in all five scalar styles (YAML 1.2.2 §7.3, §8.1).
 *
 * Source maps: plain and single-quoted scalars on one line (`''` is a quote); double-quoted
 * scalars with their escapes (§5.7: `\"`, `\\`, `\/`, `\t`, `\n`, `\xXX`, `\uXXXX`,
 * `\UXXXXXXXX`, `\N`, `\_`, …), where a fix is written with escapes; block scalars (`|`, `>`)
 * whose content is one line. Anything else (a value folded over lines) is analyzed and reported
 * on the whole scalar, without a fix.
 */

import type { MappedCandidate } from '../mapped-candidate.js';
import { decodeEscapes, hexEscape, plainCharacter, singleCharacterEscapes, type EscapeSyntax, type Reader } from '../backslash-escapes.js';
import { DecodedWriter, type Decoded, type LiteralFormat } from '../value-map.js';
import { identityDecode, inSourceOrder, literalCandidate } from './literal.js';

/** The yaml-eslint-parser node shapes read here. */
export interface YamlNode {
  type: string;
  range: [number, number];
  style?: string;
  value?: unknown;
  body?: YamlNode[];
  content?: YamlNode | null;
  pairs?: YamlNode[];
  key?: YamlNode | null;
  entries?: Array<YamlNode | null>;
}

/** The escapes of double-quoted scalars (§5.7), their hex escapes of 2, 4 and 8 digits included; no line break unescaped. */
const DOUBLE_QUOTED_SYNTAX: EscapeSyntax = {
  escapes: new Map<string, Reader>([
    ...singleCharacterEscapes({
      '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
      ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
    }),
    ['x', hexEscape(2)],
    ['u', hexEscape(4)],
    ['U', hexEscape(8)],
  ]),
  character: plainCharacter((c) => c === 0x22 || c === 0x0a || c === 0x0d),
};

/** Decodes the content of a one-line double-quoted scalar (YAML 1.2.2 §7.3.1). */
export function decodeYamlDouble(raw: string): Decoded | null {
  return decodeEscapes(raw, DOUBLE_QUOTED_SYNTAX);
}

/** Writes value text as double-quoted scalar content: `"`, `\` and non-printable characters escaped (§5.7). */
export function escapeYamlDouble(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0x9f)) out += '\\x' + c.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out;
}

/** Decodes the content of a one-line single-quoted scalar (§7.3.2: `''` is a quote). */
function decodeYamlSingle(raw: string): Decoded | null {
  const out = new DecodedWriter();
  while (out.at < raw.length) {
    const ch = raw[out.at];
    if (ch === '\n' || ch === '\r') return null;
    if (ch === "'" && raw[out.at + 1] !== "'") return null;
    out.read(ch, ch === "'" ? 2 : 1);
  }
  return out.result();
}

/**
 * A plain scalar's text on one line (§7.3.3): no `: ` or ` #` inside, no line break, no
 * leading indicator, no surrounding space, so that a fix cannot turn it into something else.
 */
function decodeYamlPlain(raw: string): Decoded | null {
  if (raw.length === 0 || /[\n\r]|: |:$| #|^[-?:,[\]{}#&*!|>'"%@`\s]|\s$/.test(raw)) return null;
  return identityDecode(raw);
}

const DOUBLE: LiteralFormat = { decode: decodeYamlDouble, escape: escapeYamlDouble };
const SINGLE: LiteralFormat = { decode: decodeYamlSingle, escape: (text) => text.replace(/'/g, "''") };
const PLAIN: LiteralFormat = { decode: decodeYamlPlain, escape: (text) => text };

/** `s` without its trailing line feeds (a block scalar's kept or clipped final breaks). */
function trimFinalBreaks(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 0x0a) end--;
  return s.slice(0, end);
}

/** A block scalar's one content line: the text after the header line, indentation trimmed. */
function blockContent(node: YamlNode, text: string): [number, number] | undefined {
  const value = node.value as string;
  const line = trimFinalBreaks(value);
  if (line.includes('\n')) return undefined;
  const headerEnd = text.indexOf('\n', node.range[0]);
  if (headerEnd < 0 || headerEnd >= node.range[1]) return undefined;
  const start = text.indexOf(line, headerEnd + 1);
  return start >= 0 && start + line.length <= node.range[1] ? [start, start + line.length] : undefined;
}

function scalarCandidate(node: YamlNode, text: string): MappedCandidate | undefined {
  const value = node.value;
  if (typeof value !== 'string' || value.trim().length === 0) return undefined;
  const [start, end] = node.range;
  switch (node.style) {
    case 'plain':
      return literalCandidate(PLAIN, start, text.slice(start, end), node.range, 'absolute', false, value);
    case 'single-quoted':
      return literalCandidate(SINGLE, start + 1, text.slice(start + 1, end - 1), node.range, 'absolute', false, value);
    case 'double-quoted':
      return literalCandidate(DOUBLE, start + 1, text.slice(start + 1, end - 1), node.range, 'absolute', false, value);
    default: {
      const content = blockContent(node, text);
      if (!content) return literalCandidate(PLAIN, start, '', node.range, 'absolute', false, value);
      return literalCandidate(PLAIN, content[0], text.slice(content[0], content[1]), node.range, 'absolute', false, trimFinalBreaks(value));
    }
  }
}

/** True for the `Program` yaml-eslint-parser gives as `sourceCode.ast`. */
export function isYamlProgram(ast: { type: string; body?: unknown }): boolean {
  return ast.type === 'Program' && Array.isArray(ast.body) && (ast.body as YamlNode[])[0]?.type === 'YAMLDocument';
}

/** Every string scalar value of a yaml-eslint-parser `Program` (keys excluded), in source order. */
export function yamlCandidates(program: YamlNode, text: string): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const stack: YamlNode[] = [...(program.body ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'YAMLDocument':
        if (node.content) stack.push(node.content);
        break;
      case 'YAMLMapping':
        for (const pair of node.pairs ?? []) if (pair.value && typeof pair.value === 'object') stack.push(pair.value as YamlNode);
        break;
      case 'YAMLSequence':
        for (const entry of node.entries ?? []) if (entry) stack.push(entry);
        break;
      case 'YAMLWithMeta':
        if (node.value && typeof node.value === 'object') stack.push(node.value as YamlNode);
        break;
      case 'YAMLScalar': {
        const c = scalarCandidate(node, text);
        if (c) out.push(c);
        break;
      }
      default:
        break;
    }
  }
  return inSourceOrder(out);
}
