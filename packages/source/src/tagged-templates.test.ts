import { parse } from '@typescript-eslint/typescript-estree';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import { findUrlCandidates } from './candidates.js';
import type { EstreeNode } from './estree.js';
import { analyzeCandidate } from './mapped-candidate.js';
import type { UrlContextSettings } from './url-contexts.js';

/*
 * Tagged templates: a tag decides what its template means (`sql`, `html`, `gql`, `css`), so
 * they are skipped, except `String.raw`, whose result is the raw text of the template itself.
 */

function candidates(code: string, urlContexts?: UrlContextSettings) {
  const program = parse(code, { range: true }) as unknown as EstreeNode;
  return findUrlCandidates(program, code, { urlContexts });
}

describe('String.raw templates', () => {
  it('are analyzed, with their raw text as the value', () => {
    const code = 'const u = String.raw`https://x.com:443/a\\d`;';
    const [c] = candidates(code);
    expect(c.value).toBe('https://x.com:443/a\\d');
    expect(c.context).toBe('absolute');
  });

  it('map findings and fixes to the source of the raw text', () => {
    const code = 'const u = String.raw`https://x.com:443/a`;';
    const [c] = candidates(code);
    const [f] = analyzeCandidate(c, { preset: 'none', rules: { 'no-default-port': 'error' } });
    expect(code.slice(...f.range)).toBe(':443');
    expect(f.fix ?? f.suggestions?.[0].edits).toEqual([{ range: [code.indexOf(':443'), code.indexOf(':443') + 4], text: '' }]);
  });

  it('map after a backslash: the raw text is the value, character for character', () => {
    const code = 'fetch(String.raw`/a\\b/c d`);';
    const [c] = candidates(code);
    expect(c.value).toBe('/a\\b/c d');
    expect(c.context).toBe('reference');
    const findings = analyzeCandidate(c, { preset: 'none', rules: { 'no-unencoded-characters': 'error' } });
    const space = findings.find((f) => code.slice(...f.range) === ' ');
    expect(space?.fix).toEqual([{ range: [code.indexOf(' '), code.indexOf(' ') + 1], text: '%20' }]);
  });

  it('keep their expressions opaque', () => {
    const code = 'const u = String.raw`https://x.com:443/${id}/a`;';
    const [c] = candidates(code);
    expect(c.value).toBe('https://x.com:443/x/a');
    expect(c.holes).toEqual([{ start: 18, end: 19 }]);
  });

  it('are found the same from espree', () => {
    const code = 'const u = String.raw`https://x.com:443/${id}/a`;';
    const program = espree.parse(code, { range: true, ecmaVersion: 'latest' }) as unknown as EstreeNode;
    const [c] = findUrlCandidates(program, code);
    expect([c.value, c.map.toSource(0, c.value.length)]).toEqual(['https://x.com:443/x/a', [21, 46]]);
  });
});

describe('other tagged templates', () => {
  it('stay skipped', () => {
    const code = 'sql`https://x.com:443/a`; html`<a href="https://x.com:443/">`; gql`https://x.com:443/`; css`url(https://x.com:443/)`; raw`https://x.com:443/`;';
    expect(candidates(code)).toEqual([]);
  });

  it('the raw tags are configurable', () => {
    const code = 'myRaw`https://x.com:443/a`; String.raw`https://y.com:443/`;';
    expect(candidates(code, { rawTemplateTags: ['myRaw'] }).map((c) => c.value)).toEqual(['https://x.com:443/a', 'https://y.com:443/']);
    expect(candidates(code, { defaults: false, rawTemplateTags: ['myRaw'] }).map((c) => c.value)).toEqual(['https://x.com:443/a']);
  });
});
