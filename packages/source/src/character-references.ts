/**
 * Character references (`&amp;`, `&#x20;`, `&#233;`), as HTML attribute values, CommonMark
 * destinations and JSX attribute strings decode them:
 *
 * - HTML: named ones from WHATWG HTML's list (decode-named-character-reference), numeric ones
 *   with HTML's replacements (HTML Standard §13.2.5.80), the `;` of a numeric one optional;
 * - CommonMark (§6.2): the same, every reference ending with `;`;
 * - JSX (acorn-jsx, typescript-estree): XHTML 1.0's 253 names (entities.ts), numeric ones as
 *   written up to U+10FFFF, `;` required.
 */

import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { XHTML_ENTITIES } from './entities.js';
import { DecodedWriter, type Decoded } from './value-map.js';

/** Which syntax of references a text has. */
export type ReferenceSyntaxName = 'html' | 'commonmark' | 'jsx';

interface ReferenceSyntax {
  /** Sticky; groups: 1 hex digits, 2 decimal digits, 3 name. */
  pattern: RegExp;
  numeric(code: number): string | undefined;
  named(name: string): string | undefined;
}

/** HTML's replacements: NUL, surrogates and what lies past U+10FFFF read as U+FFFD. */
function replacedCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

function whatwgNamed(name: string): string | undefined {
  const text = decodeNamedCharacterReference(name);
  return text === false ? undefined : text;
}

const SYNTAXES: Readonly<Record<ReferenceSyntaxName, ReferenceSyntax>> = {
  html: {
    pattern: /&(?:#[xX]([0-9a-fA-F]{1,6});?|#([0-9]{1,7});?|([a-zA-Z][a-zA-Z0-9]{0,31});)/y,
    numeric: replacedCodePoint,
    named: whatwgNamed,
  },
  commonmark: {
    pattern: /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z][a-zA-Z0-9]{0,31}));/y,
    numeric: replacedCodePoint,
    named: whatwgNamed,
  },
  jsx: {
    pattern: /&(?:#x([\da-fA-F]+)|#(\d+)|([0-9a-zA-Z]+));/y,
    numeric: (code) => (code <= 0x10ffff ? String.fromCodePoint(code) : undefined),
    named: (name) => (Object.hasOwn(XHTML_ENTITIES, name) ? XHTML_ENTITIES[name] : undefined),
  },
};

/** The reference starting at `raw[i]` (an `&`): its text and source length, or undefined where there is none. */
export function referenceAt(raw: string, i: number, syntaxName: ReferenceSyntaxName): { text: string; length: number } | undefined {
  const syntax = SYNTAXES[syntaxName];
  const re = syntax.pattern;
  re.lastIndex = i;
  const m = re.exec(raw);
  if (!m) return undefined;
  const text = m[1] !== undefined ? syntax.numeric(Number.parseInt(m[1], 16)) : m[2] !== undefined ? syntax.numeric(Number.parseInt(m[2], 10)) : syntax.named(m[3]);
  return text === undefined ? undefined : { text, length: m[0].length };
}

/**
 * Decodes text whose only escapes are character references of `syntax` (an HTML or JSX attribute
 * value); null where a character that `forbidden` names stands in it (the value's quote).
 */
export function decodeReferences(raw: string, syntax: ReferenceSyntaxName, forbidden: (ch: string) => boolean): Decoded | null {
  const out = new DecodedWriter();
  while (out.at < raw.length) {
    const ch = raw[out.at];
    if (forbidden(ch)) return null;
    const reference = ch === '&' ? referenceAt(raw, out.at, syntax) : undefined;
    if (reference) out.read(reference.text, reference.length);
    else out.read(ch, 1);
  }
  return out.result();
}
