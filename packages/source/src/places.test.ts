import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUrlSpecifier } from './places.js';

describe('isUrlSpecifier', () => {
  // The pattern the function's cheap first test stands in front of (places.ts).
  const pattern = /^\s*(?:https?|file|data):/i;
  const pieces = fc.constantFrom('http:', 'HTTPS:', 'file:', 'Data:', 'h', 'd', 'f', 'x', ':', ' ', '\t', '\n', '\x01', '\u00a0', '\u2028', '\ufeff', '\u3000', 'é', 'node:', '');

  it('says a URL specifier is one after any white space, ASCII or not', () => {
    for (const value of ['https://esm.sh/preact', ' \tfile:///x.js', '\u00a0data:text/javascript,1', '\ufeffHTTP://x.com/a.js']) expect(isUrlSpecifier(value)).toBe(true);
    for (const value of ['', 'node:fs', './x.js', 'lodash', '\x01http://x.com/', 'jsr:@std/path']) expect(isUrlSpecifier(value)).toBe(false);
  });

  it('agrees with its pattern on any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces, { maxLength: 6 }).map((p) => p.join(''))), (value) => {
        expect(isUrlSpecifier(value)).toBe(pattern.test(value));
      }),
      { numRuns: 5000 },
    );
  });
});
