/**
 * Where a top-level statement of JavaScript or TypeScript ends for good: what lets a region of
 * statements be parsed on its own and give what a parse of the whole file gives there.
 *
 * A parser reads a program left to right; between two top-level statements, the only thing the
 * statement before passes on is whether the next tokens may still continue it. ECMAScript's
 * automatic semicolon insertion (ECMA-262 §12.10) ends a statement at a line terminator only when
 * the next token cannot continue it, so `a = b` followed by a line starting with `(` is one call,
 * and `if (a) b;` takes an `else` from the next line. A statement is *closed* when nothing after
 * it can continue it (it ends with its own `;`, or with the `}` of a declaration or block); a
 * statement that is not closed still ends where it ends when a line terminator follows it and
 * the next token is one that never continues a statement (see `startsFresh`).
 */

import type { EstreeNode } from '@urilint/source';

/** Statements that end with the `}` of their own body: nothing can follow them as a continuation. */
const CLOSED_BY_BODY = new Set(['FunctionDeclaration', 'ClassDeclaration', 'BlockStatement', 'SwitchStatement', 'TSInterfaceDeclaration', 'TSEnumDeclaration']);

/** Words that continue a statement after a line break (`in`, `else`, `from 'x'` after `export { a }`…). */
const CONTINUING_WORDS = new Set(['in', 'instanceof', 'as', 'satisfies', 'else', 'catch', 'finally', 'while', 'from', 'with', 'assert', 'extends', 'implements', 'of']);

function endsWithSemicolon(node: EstreeNode, text: string, shift: number): boolean {
  return text.charCodeAt(node.range![1] - shift - 1) === 0x3b; // ';'
}

/** Whether nothing after `node`, a statement of `text` (whose offset 0 is `shift` in the node's coordinates), can continue it. */
export function isClosed(node: EstreeNode, text: string, shift = 0): boolean {
  switch (node.type) {
    case 'IfStatement':
      // `if (a) b;` takes an `else` from the next line.
      return node.alternate ? isClosed(node.alternate as EstreeNode, text, shift) : false;
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
    case 'WhileStatement':
    case 'WithStatement':
    case 'LabeledStatement':
      return isClosed(node.body as EstreeNode, text, shift);
    case 'TryStatement':
      return node.finalizer !== null && node.finalizer !== undefined; // `catch {}` may take a `finally`
    case 'TSModuleDeclaration':
      return node.body ? true : endsWithSemicolon(node, text, shift); // `declare module 'x'` takes a `{` from the next line
    case 'ExportNamedDeclaration':
    case 'ExportDefaultDeclaration': {
      const declaration = node.declaration as EstreeNode | null | undefined;
      if (declaration && (CLOSED_BY_BODY.has(declaration.type) || declaration.type.startsWith('TS'))) return isClosed(declaration, text, shift);
      return endsWithSemicolon(node, text, shift);
    }
    default:
      if (CLOSED_BY_BODY.has(node.type)) return true;
      return endsWithSemicolon(node, text, shift);
  }
}

function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/**
 * The offset of the first token at or after `from` in `text` (white space and comments skipped)
 * and whether a line terminator came before it (a multi-line comment counts as one, §12.4), or
 * undefined when a comment is unterminated.
 */
function nextToken(text: string, from: number): { at: number; lineBreak: boolean } | undefined {
  let i = from;
  let lineBreak = false;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      while (i < text.length && !isLineTerminator(text.charCodeAt(i))) i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return undefined;
      for (let k = i + 2; k < close; k++) if (isLineTerminator(text.charCodeAt(k))) lineBreak = true;
      i = close + 2;
    } else if (isLineTerminator(c)) {
      lineBreak = true;
      i++;
    } else if (c === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c || c === 0xa0 || c === 0xfeff) {
      i++;
    } else if (c > 0x7f && /\s/u.test(String.fromCharCode(c))) {
      i++;
    } else break;
  }
  return { at: i, lineBreak };
}

/**
 * Whether the statement ending at `end` in `text` ends there however it is continued: a line
 * terminator follows, then a token that never continues a statement (an ASCII word that is not
 * one of CONTINUING_WORDS, a number, a quoted string), or the end of the text.
 */
export function startsFresh(text: string, end: number): boolean {
  const next = nextToken(text, end);
  if (!next) return false;
  if (next.at >= text.length) return true;
  if (!next.lineBreak) return false;
  const c = text.charCodeAt(next.at);
  if (c === 0x22 || c === 0x27 || (c >= 0x30 && c <= 0x39)) return true; // " ' digit
  let k = next.at;
  while (k < text.length && isWordChar(text.charCodeAt(k))) k++;
  if (k === next.at || (k < text.length && text.charCodeAt(k) > 0x7f)) return false;
  return !CONTINUING_WORDS.has(text.slice(next.at, k));
}

function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x24;
}
