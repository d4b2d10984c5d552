/**
 * Building blocks shared by the per-format candidate finders: a candidate of one literal (a JSON
 * string, a Markdown destination, an HTML attribute value…) and the identity format of text that
 * has no escapes (a YAML plain scalar, a Markdown autolink).
 */

import { locateUrl, type UrlContext } from '@urilint/core';
import type { MappedCandidate } from '../mapped-candidate.js';
import { srcsetUrls } from '../srcset.js';
import { ValueMapBuilder, type Decoded, type LiteralFormat } from '../value-map.js';

/** What a format's finder needs from the caller. */
export interface FormatCandidateOptions {
  /** Attribute names that hold a URL (HTML, Vue, Svelte, Markdown's raw HTML): the ESLint setting `settings.urilint.urlContexts`. */
  urlContexts?: { attributes?: string[]; defaults?: boolean };
}

/**
 * The candidate of one literal whose source content is `raw`, starting at absolute offset
 * `base`, reported on `range` when a finding has no exact place. `expected` is the value the
 * parser gave (checked against the decoding: a mismatch leaves the value unmapped, so no fix);
 * without it the decoding is the value. Undefined when the content does not decode or is empty.
 */
export function literalCandidate(
  format: LiteralFormat,
  base: number,
  raw: string,
  range: [number, number],
  context: UrlContext,
  identifier = false,
  expected?: string,
): MappedCandidate | undefined {
  // The core's cheap "is this a URL?" check first, as for JavaScript literals: most strings of
  // a JSON or YAML file are not URLs, and mapping their escapes would cost more than linting them.
  if (context === 'absolute' && expected !== undefined && locateUrl(expected) === null) return undefined;
  let map;
  if (expected === undefined) {
    map = ValueMapBuilder.literal(format, base, raw);
  } else {
    const b = new ValueMapBuilder();
    b.addLiteral(format, base, raw, expected);
    map = b.build();
  }
  if (!map || map.value.trim().length === 0) return undefined;
  if (context === 'absolute' && expected === undefined && locateUrl(map.value) === null) return undefined;
  return { range, value: map.value, holes: [...map.holes], context, identifier, map };
}

/** One candidate per URL of a `srcset` value (HTML "parse a srcset attribute"). */
export function srcsetCandidates(whole: MappedCandidate): MappedCandidate[] {
  return srcsetUrls(whole.value).map((s) => {
    const map = whole.map.slice(s.start, s.end);
    return { range: whole.range, value: map.value, holes: [...map.holes], context: whole.context, identifier: whole.identifier, map };
  });
}

/** Text whose value is its source: every code unit its own segment. */
export function identityDecode(raw: string): Decoded {
  const segments = new Array(raw.length);
  for (let i = 0; i < raw.length; i++) segments[i] = { v: i, vEnd: i + 1, s: i, sEnd: i + 1 };
  return { value: raw, segments };
}

/**
 * Candidates in source order (finders that walk trees depth-first may find them out of order).
 * Most documents have none or one: no call of sort then (it costs more than a lint of a file
 * without URLs).
 */
export function inSourceOrder<T extends { range: readonly [number, number] }>(list: T[]): T[] {
  if (list.length < 2) return list;
  return list.sort(bySourceRange);
}

/** Source order of anything with a source range: by start, then by end. */
export function bySourceRange(a: { range: readonly [number, number] }, b: { range: readonly [number, number] }): number {
  return a.range[0] - b.range[0] || a.range[1] - b.range[1];
}
