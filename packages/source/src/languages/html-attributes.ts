/**
 * URL-valued HTML attributes, shared by every format that writes HTML: HTML files, Vue and
 * Svelte templates, raw HTML in Markdown.
 *
 * - Which attributes hold a URL (HTML Standard, "URL-valued attributes": `href`, `src`,
 *   `action`, `formaction`, `poster`, `cite`, `data`, `background`…) and `srcset` lists, taken
 *   from the same `urlContexts.attributes` setting as JSX attributes;
 * - `<meta http-equiv="refresh" content="0; url=…">` (HTML Standard §4.2.5.3, "shared declarative
 *   refresh steps"): the URL part of `content`;
 * - attribute values decode character references (HTML Standard §13.2.5.72-80: `&amp;`,
 *   `&#x20;`, `&#233;`), mapped to source like a string's escapes; a fix writes `&` as `&amp;`
 *   and the value's quote as a reference, so the attribute still reads back as the fixed URL.
 */

import type { UrlContext } from '@urilint/core';
import type { MappedCandidate } from '../mapped-candidate.js';
import { DEFAULT_URL_CONTEXTS } from '../url-contexts.js';
import type { Decoded, LiteralFormat } from '../value-map.js';
import { decodeReferences } from '../character-references.js';
import { literalCandidate, srcsetCandidates, type FormatCandidateOptions } from './literal.js';

/**
 * Decodes an attribute value's source (between its quotes, or unquoted). `quote` is `"`, `'` or
 * `''` for an unquoted value; null when the text cannot be such a value (it holds the quote).
 */
export function decodeAttribute(raw: string, quote: string): Decoded | null {
  return decodeReferences(raw, 'html', quote === '' ? (ch) => /[\s"'<=>`]/.test(ch) : (ch) => ch === quote);
}

/** Writes value text as attribute source: `&` and the quote as references (unquoted: also space and `"'<=>\``). */
export function escapeAttribute(text: string, quote: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '&') out += '&amp;';
    else if (ch === '"' && quote !== "'") out += '&quot;';
    else if (ch === "'" && quote !== '"') out += '&#39;';
    else if (quote === '' && /[\s<=>`]/.test(ch)) out += `&#${ch.codePointAt(0)};`;
    else out += ch;
  }
  return out;
}

const FORMATS = new Map<string, LiteralFormat>();

/** The format of an attribute value quoted with `quote` (`''`: unquoted). */
export function attributeFormat(quote: string): LiteralFormat {
  let f = FORMATS.get(quote);
  if (!f) {
    f = { decode: (raw) => decodeAttribute(raw, quote), escape: (text) => escapeAttribute(text, quote) };
    FORMATS.set(quote, f);
  }
  return f;
}

interface AttributeKinds {
  urls: Set<string>;
  srcsets: Set<string>;
}

const kindsBySettings = new WeakMap<object, AttributeKinds>();
let defaultKinds: AttributeKinds | undefined;

/** The URL and `srcset` attribute names (lower case) of the settings, cached per settings object. */
function attributeKinds(options: FormatCandidateOptions): AttributeKinds {
  const s = options.urlContexts;
  if (!s) return (defaultKinds ??= computeKinds(undefined));
  let k = kindsBySettings.get(s);
  if (!k) kindsBySettings.set(s, (k = computeKinds(s)));
  return k;
}

function computeKinds(s: FormatCandidateOptions['urlContexts']): AttributeKinds {
  const names = [...(s?.defaults === false ? [] : DEFAULT_URL_CONTEXTS.attributes), ...(Array.isArray(s?.attributes) ? s.attributes : [])].map((n) => n.toLowerCase());
  // HTML's own spelling of the JSX names (`formAction` is `formaction` in HTML either way).
  return { urls: new Set(names.filter((n) => n !== 'srcset')), srcsets: new Set(names.filter((n) => n === 'srcset')) };
}

/** What a finder knows of one attribute: its name and where its value's source is. */
export interface AttributeSource {
  /** The element's name (lower case), for `<meta http-equiv=refresh>`. */
  element: string;
  name: string;
  /** Absolute offset of the value's source content (inside the quotes). */
  base: number;
  /** The value's source content. */
  raw: string;
  /** `"`, `'`, or `''` for an unquoted value. */
  quote: string;
  /** Range to report on when a finding has no exact place (the value, quotes included). */
  range: [number, number];
  /** The value as the parser decoded it, when it did (Vue, Svelte): checked against ours. */
  expected?: string;
  /** The element's other attributes by lower-case name (raw values), for `http-equiv`. */
  sibling?: (name: string) => string | undefined;
}

/** How an attribute's value is read: a URL, a `srcset` list, an identifier (`xmlns`), or not at all. */
export function attributeRole(name: string, options: FormatCandidateOptions): 'url' | 'srcset' | 'identifier' | undefined {
  const lower = name.toLowerCase();
  if (lower === 'xmlns' || lower.startsWith('xmlns:')) return 'identifier';
  const kinds = attributeKinds(options);
  if (kinds.srcsets.has(lower)) return 'srcset';
  if (kinds.urls.has(lower) || kinds.urls.has(lower.replace(':', ''))) return 'url';
  return undefined;
}

/** `0; url=…` of a refresh `content` (HTML Standard §4.2.5.3): the URL's [start, end) in the value. */
export function refreshUrl(value: string): [number, number] | undefined {
  const m = /^[\t\n\f\r ]*[0-9.]+[\t\n\f\r ]*[;,]?[\t\n\f\r ]*(?:url[\t\n\f\r ]*=[\t\n\f\r ]*)?/iy.exec(value);
  if (!m || m[0].length === value.length) return undefined;
  let start = m[0].length;
  let end = value.length;
  const q = value[start];
  if (q === '"' || q === "'") {
    start++;
    const close = value.indexOf(q, start);
    if (close >= 0) end = close;
  }
  return start < end ? [start, end] : undefined;
}

/** The candidates of one attribute (none, one, or one per `srcset` entry), appended to `out`. */
export function addAttributeCandidates(a: AttributeSource, options: FormatCandidateOptions, out: MappedCandidate[]): void {
  const role = attributeRole(a.name, options);
  const format = attributeFormat(a.quote);
  if (role === undefined) {
    if (a.element === 'meta' && a.name.toLowerCase() === 'content' && a.sibling?.('http-equiv')?.trim().toLowerCase() === 'refresh') addRefresh(a, out);
    return;
  }
  const context: UrlContext = role === 'identifier' ? 'absolute' : 'reference';
  // Without a character reference the value is the source: its map is then built only when a
  // finding needs it (most attributes get none).
  const expected = a.expected ?? (a.raw.includes('&') ? undefined : a.raw);
  const c = literalCandidate(format, a.base, a.raw, a.range, context, role === 'identifier', expected);
  if (!c) return;
  if (role === 'srcset') out.push(...srcsetCandidates(c));
  else out.push(c);
}

function addRefresh(a: AttributeSource, out: MappedCandidate[]): void {
  const whole = literalCandidate(attributeFormat(a.quote), a.base, a.raw, a.range, 'reference', false, a.expected);
  const span = whole && refreshUrl(whole.value);
  if (!whole || !span) return;
  const map = whole.map.slice(span[0], span[1]);
  out.push({ range: a.range, value: map.value, holes: [...map.holes], context: 'reference', identifier: false, map });
}
