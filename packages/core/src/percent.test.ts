import { describe, expect, it } from 'vitest';
import { isPercentTriplet, percentDecodeUtf8, percentEncode, tripletValue } from './percent.js';

describe('percent-encoding (RFC 3986 §2.1)', () => {
  it('reads triplets', () => {
    expect(isPercentTriplet('a%2Fb', 1)).toBe(true);
    expect(isPercentTriplet('a%2', 1)).toBe(false);
    expect(isPercentTriplet('%zz', 0)).toBe(false);
    expect(isPercentTriplet('%41', 0, 2)).toBe(false);
    expect(tripletValue('%2f', 0)).toBe(0x2f);
  });

  it('decodes percent-encoded UTF-8, as browsers decode a host', () => {
    expect(percentDecodeUtf8('caf%C3%A9.example')).toBe('café.example');
    expect(percentDecodeUtf8('%65xample')).toBe('example');
    expect(percentDecodeUtf8('日本%2Ejp')).toBe('日本.jp');
    expect(percentDecodeUtf8('%zz')).toBe('%zz');
    expect(percentDecodeUtf8('%C3')).toBeUndefined(); // truncated sequence
    expect(percentDecodeUtf8('%C0%AF')).toBeUndefined(); // overlong form
    expect(percentDecodeUtf8('%ED%A0%80')).toBeUndefined(); // a surrogate
    expect(percentDecodeUtf8(percentEncode('münchen'))).toBe('münchen');
  });
});
