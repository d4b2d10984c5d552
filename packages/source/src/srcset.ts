/**
 * `srcset` lists: JSX's `srcSet` and the `srcset` attributes of HTML, Vue and Svelte hold one
 * URL per entry, each a candidate of its own.
 */

import type { Span } from '@urilint/core';

/** Splits a `srcset` value into its URLs (HTML "parse a srcset attribute", simplified). */
export function srcsetUrls(value: string): Span[] {
  const out: Span[] = [];
  let i = 0;
  const n = value.length;
  const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (i < n) {
    while (i < n && (isSpace(value[i]) || value[i] === ',')) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(value[i])) i++;
    let end = i;
    let commaEnded = false;
    while (end > start && value[end - 1] === ',') {
      end--;
      commaEnded = true;
    }
    if (end > start) out.push({ start, end });
    if (commaEnded) continue;
    // descriptors, up to a comma outside parentheses
    let depth = 0;
    while (i < n) {
      const ch = value[i];
      if (ch === '(') depth++;
      else if (ch === ')') depth = Math.max(0, depth - 1);
      else if (ch === ',' && depth === 0) break;
      i++;
    }
  }
  return out;
}
