import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze, normalize } from '@urilint/core';
import { readCases } from './support/conformance.js';

interface UrlTestCase {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
}

interface Deviation {
  input: string;
  kind: 'failure-not-reported' | 'accepted-but-reported';
  /** For accepted-but-reported: `ruleId:messageId` of every finding, so the list stays exact. */
  rules?: string[];
  reason: string;
}

/** The one documented list of cases where urilint deliberately differs from WHATWG. */
const deviations = JSON.parse(readFileSync(new URL('./whatwg-deviations.json', import.meta.url), 'utf8')) as {
  deviations: Deviation[];
};
const deviationOf = new Map(deviations.deviations.map((d) => [d.kind + '\u0000' + d.input, d]));

const urlCases = readCases<UrlTestCase>('urltestdata.json');
/** An absolute URL of a special scheme, as the WHATWG parser reads the start of the input. */
// eslint-disable-next-line no-control-regex -- WHATWG strips leading C0 controls and spaces
const SPECIAL_ABSOLUTE = /^[\x00-\x20]*(?:https?|wss?|ftp|file):/i;

/**
 * A failure case is handed to the URL parser: a URL for sure, as in a URL context (`new URL(input)`),
 * where white space and a missing authority are defects. (In a plain literal, a value with white space
 * or `http:` without `//` is text: not reported at all.)
 */
const URL_PARSER = { context: 'reference' } as const;

describe('web-platform-tests urltestdata.json', () => {
  const failures = urlCases.filter((c) => c.failure === true && SPECIAL_ABSOLUTE.test(c.input));
  const accepted = urlCases.filter((c) => c.failure !== true && c.href === c.input);

  it('has the case counts the closing note reports', () => {
    expect(failures.length).toBe(211);
    expect(accepted.length).toBe(187);
  });

  it('reports every special-scheme URL that browsers reject with an error in a URL context, or lists it as a deviation', () => {
    const missed: string[] = [];
    const staleDeviations: string[] = [];
    for (const c of failures) {
      const errors = analyze(c.input, URL_PARSER).filter((f) => f.severity === 'error');
      const deviation = deviationOf.get('failure-not-reported\u0000' + c.input);
      if (errors.length === 0 && !deviation) missed.push(c.input);
      if (errors.length > 0 && deviation) staleDeviations.push(c.input);
    }
    expect(missed).toEqual([]);
    expect(staleDeviations).toEqual([]);
  });

  it('reports nothing for a URL that browsers accept and serialize unchanged, or lists it as a deviation', () => {
    const reported: string[] = [];
    const staleDeviations: string[] = [];
    for (const c of accepted) {
      const findings = analyze(c.input);
      const deviation = deviationOf.get('accepted-but-reported\u0000' + c.input);
      const keys = [...new Set(findings.map((f) => f.ruleId + ':' + f.messageId))];
      if (findings.length > 0 && !deviation) reported.push(`${c.input} → ${keys.join(', ')}`);
      if (findings.length > 0 && deviation) expect(keys, c.input).toEqual(deviation.rules);
      if (findings.length === 0 && deviation) staleDeviations.push(c.input);
    }
    expect(reported).toEqual([]);
    expect(staleDeviations).toEqual([]);
  });

  it('has the deviation counts the closing note reports', () => {
    const kinds = deviations.deviations.map((d) => d.kind);
    expect(kinds.filter((k) => k === 'failure-not-reported').length).toBe(2);
    expect(kinds.filter((k) => k === 'accepted-but-reported').length).toBe(50);
  });

  it('lists only deviations that belong to a tested case, each with a reason', () => {
    const inputs = new Set(urlCases.map((c) => c.input));
    for (const d of deviations.deviations) {
      expect(inputs.has(d.input), d.input).toBe(true);
      expect(d.reason.length).toBeGreaterThan(20);
    }
  });
});

describe('RFC 3986 normalization sets through normalize()', () => {
  it('§6.2.2–§6.2.3 normalization examples', () => {
    const cases = readCases<{ input: string; normalized: string }>('rfc3986-normalization.derived.json');
    expect(cases.length).toBe(10);
    for (const c of cases) expect(normalize(c.input), c.input).toBe(c.normalized);
  });

  it('§6.2 equivalence pairs: equal normal forms exactly when equivalent', () => {
    const cases = readCases<{ a: string; b: string; equivalent: boolean }>('rfc3986-equivalence.derived.json');
    expect(cases.length).toBe(12);
    for (const c of cases) expect(normalize(c.a) === normalize(c.b), `${c.a} ≟ ${c.b}`).toBe(c.equivalent);
  });

  it('§5.2.4 remove_dot_segments examples', () => {
    const cases = readCases<{ input: string; output: string }>('rfc3986-remove-dot-segments.derived.json');
    expect(cases.length).toBe(2);
    for (const c of cases) expect(normalize(c.input), c.input).toBe(c.output);
  });
});
