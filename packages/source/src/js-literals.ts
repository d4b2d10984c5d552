/**
 * The value of a JavaScript string-like expression and its value → source map: a string
 * literal (backslash escapes, or entities in a JSX attribute), a template literal (static parts
 * mapped, one placeholder per `${…}`), and a `+` chain of them (one placeholder per operand that
 * is not a string).
 */

import { jsFormat } from './escapes.js';
import { isStringLiteral, type EstreeNode } from './estree.js';
import { DecodedWriter, PLACEHOLDER, type Decoded, type LiteralFormat, type ValueMapBuilder } from './value-map.js';

/**
 * A template's raw text, as `String.raw` returns it: every source character is itself (a line
 * break `\r\n` or `\r` is `\n`). Content that a template cannot hold (a lone `` ` ``, `${`, a
 * final lone `\`) does not decode, so a fix that would write it is dropped.
 */
export const RAW_TEMPLATE: LiteralFormat = {
  decode(raw: string): Decoded | null {
    const w = new DecodedWriter();
    for (let k = 0; k < raw.length; k++) {
      const ch = raw[k];
      if (ch === '`' || (ch === '$' && raw[k + 1] === '{')) return null;
      if (ch === '\\') {
        // `\`` and `\${` are themselves in the raw text; a final `\` would escape the delimiter.
        if (k + 1 >= raw.length) return null;
        w.read('\\', 1);
        if (raw[k + 1] === '`' || raw[k + 1] === '$' || raw[k + 1] === '\\') w.read(raw[++k], 1);
      } else if (ch === '\r') {
        const crlf = raw[k + 1] === '\n';
        w.read('\n', crlf ? 2 : 1);
        if (crlf) k++;
      } else w.read(ch, 1);
    }
    return w.result();
  },
  escape: (text) => text,
};

export function isPlus(node: EstreeNode | undefined): boolean {
  return node !== undefined && node.type === 'BinaryExpression' && node.operator === '+';
}

/** Operands of a `+` chain, left to right (parenthesized sub-chains included). */
export function flattenPlus(node: EstreeNode): EstreeNode[] {
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

export function isStringish(node: EstreeNode): boolean {
  return isStringLiteral(node) || node.type === 'TemplateLiteral';
}

/** Appends a string literal's or template literal's value to `b`, mapped to its source in `text`. */
export function addStringish(b: ValueMapBuilder, node: EstreeNode, text: string, jsxAttribute: boolean, raw = false): void {
  const range = node.range!;
  if (node.type === 'Literal') {
    const format = jsFormat(jsxAttribute ? 'jsx' : 'string', text[range[0]]);
    b.addLiteral(format, range[0] + 1, text.slice(range[0] + 1, range[1] - 1), node.value as string);
    return;
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
    const { cooked, raw: rawText } = q.value as { cooked: string | null; raw: string };
    if (raw) b.addLiteral(RAW_TEMPLATE, start, text.slice(start, end), rawText);
    else b.addLiteral(jsFormat('template', '`'), start, text.slice(start, end), cooked ?? '\u0000\u0000');
    if (k < expressions.length) b.addHole();
  });
}

/** The value a string or template literal gives, with one placeholder per `${…}` (no source map). */
export function cookedValue(node: EstreeNode): string {
  if (node.type === 'Literal') return node.value as string;
  const quasis = node.quasis as EstreeNode[];
  if (quasis.length === 0) return ''; // never from a parser (ESTree: one more quasi than expressions)
  // A loop, not forEach with a closure, and no concatenation for a template without `${…}` (most
  // of them): this runs on every template literal of a file (1.5 → 0.5 µs each in ESLint).
  let value = (quasis[0].value as { cooked: string | null }).cooked ?? '';
  for (let k = 1; k < quasis.length; k++) value += PLACEHOLDER + ((quasis[k].value as { cooked: string | null }).cooked ?? '');
  return value;
}

/** The value `String.raw` gives a template literal, with one placeholder per `${…}` (no source map). */
export function rawValue(node: EstreeNode): string {
  const quasis = node.quasis as EstreeNode[];
  return quasis.map((q) => (q.value as { raw: string }).raw).join(PLACEHOLDER);
}

/** The value of a `+` chain's operands, without a source map: the cheap check's input. */
export function concatenationValue(operands: readonly EstreeNode[]): string {
  return operands.map((op) => (isStringish(op) ? cookedValue(op) : PLACEHOLDER)).join('');
}

/** Appends a `+` chain's operands to `b`: the string-like ones mapped, each other one a placeholder. */
export function addConcatenation(b: ValueMapBuilder, operands: readonly EstreeNode[], text: string): void {
  for (const op of operands) {
    if (isStringish(op)) addStringish(b, op, text, false);
    else b.addHole();
  }
}
