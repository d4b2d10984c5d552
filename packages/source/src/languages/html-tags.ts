/**
 * The attributes of start tags in a piece of raw HTML (Markdown's `html` nodes, which mdast keeps
 * as text), after the HTML Standard's tokenizer states for tags and attributes (§13.2.5.6-39),
 * without the parts that do not hold attributes (comments, doctypes, CDATA are skipped whole).
 */

import type { AttributeSource } from './html-attributes.js';

/** Every attribute with a value in the start tags of `text.slice(start, end)`. */
export function htmlTagAttributes(text: string, start: number, end: number): AttributeSource[] {
  const out: AttributeSource[] = [];
  let i = start;
  while (i < end) {
    const lt = text.indexOf('<', i);
    if (lt < 0 || lt >= end) break;
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      i = close < 0 ? end : close + 3;
      continue;
    }
    if (!/[a-zA-Z]/.test(text[lt + 1] ?? '')) {
      i = lt + 1;
      continue;
    }
    i = readTag(text, lt + 1, end, out);
  }
  return out;
}

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';
}

/** Reads one start tag from its name at `i`; returns the offset after it. */
function readTag(text: string, i: number, end: number, out: AttributeSource[]): number {
  const nameStart = i;
  while (i < end && !isSpace(text[i]) && text[i] !== '/' && text[i] !== '>') i++;
  const element = text.slice(nameStart, i).toLowerCase();
  const attributes: AttributeSource[] = [];
  const sibling = (name: string): string | undefined => attributes.find((a) => a.name.toLowerCase() === name)?.raw;
  while (i < end) {
    while (i < end && (isSpace(text[i]) || text[i] === '/')) i++;
    if (i >= end || text[i] === '>') break;
    const keyStart = i;
    while (i < end && !isSpace(text[i]) && text[i] !== '/' && text[i] !== '>' && text[i] !== '=') i++;
    if (i === keyStart) i++; // a stray character, kept in the name as the tokenizer does
    const name = text.slice(keyStart, i);
    let j = i;
    while (j < end && isSpace(text[j])) j++;
    if (text[j] !== '=') continue;
    j++;
    while (j < end && isSpace(text[j])) j++;
    const quote = text[j] === '"' || text[j] === "'" ? text[j] : '';
    const base = quote ? j + 1 : j;
    let k = base;
    if (quote) {
      k = text.indexOf(quote, base);
      if (k < 0 || k >= end) return end;
    } else {
      while (k < end && !isSpace(text[k]) && text[k] !== '>') k++;
    }
    attributes.push({ element, name, base, raw: text.slice(base, k), quote, range: quote ? [base - 1, k + 1] : [base, k], sibling });
    i = quote ? k + 1 : k;
  }
  out.push(...attributes);
  return i + 1;
}
