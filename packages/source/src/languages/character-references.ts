/**
 * Character references (`&amp;`, `&#x20;`, `&#233;`), as HTML attribute values and CommonMark
 * destinations both decode them: named ones from HTML's list (decode-named-character-reference),
 * numeric ones with HTML's replacements (HTML Standard §13.2.5.80; CommonMark §6.2 follows it).
 */

import { decodeNamedCharacterReference } from 'decode-named-character-reference';

/** HTML: a numeric reference's `;` may be missing. */
const HTML_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6});?|#([0-9]{1,7});?|([a-zA-Z][a-zA-Z0-9]{0,31});)/y;
/** CommonMark: every reference ends with `;`. */
const COMMONMARK_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z][a-zA-Z0-9]{0,31}));/y;

function numericReference(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** The reference starting at `raw[i]` (an `&`): its text and source length, or undefined where there is none. */
export function referenceAt(raw: string, i: number, syntax: 'html' | 'commonmark'): { text: string; length: number } | undefined {
  const re = syntax === 'html' ? HTML_REFERENCE : COMMONMARK_REFERENCE;
  re.lastIndex = i;
  const m = re.exec(raw);
  if (!m) return undefined;
  const text = m[1] !== undefined ? numericReference(Number.parseInt(m[1], 16)) : m[2] !== undefined ? numericReference(Number.parseInt(m[2], 10)) : decodeNamedCharacterReference(m[3]);
  return text === false ? undefined : { text, length: m[0].length };
}
