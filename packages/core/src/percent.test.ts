import { describe, expect, it } from 'vitest';
import { decodingForgesEscape, isPercentTriplet, percentDecodeUtf8, percentEncode, tripletValue } from './percent.js';

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

  it('encodes each character as its UTF-8 octets, a lone surrogate as U+FFFD (WHATWG UTF-8 encode)', () => {
    expect(percentEncode(' "é')).toBe('%20%22%C3%A9');
    expect(percentEncode('\u07ff\u0800\uffff')).toBe('%DF%BF%E0%A0%80%EF%BF%BF');
    expect(percentEncode('a\u{1F600}b')).toBe('%61%F0%9F%98%80%62');
    expect(percentEncode('\ud83d')).toBe('%EF%BF%BD');
    expect(percentEncode('\ude00\ud83dx')).toBe('%EF%BF%BD%EF%BF%BD%78');
  });

  it('tells a decoded hex digit that would forge an escape with a stray "%" before it', () => {
    // Decoding %42 to "B" in "%4%42" would write "%4B"; in "%%42x", "%Bx"…
    expect(decodingForgesEscape('%4%42', 2, 0x42)).toBe(true);
    expect(decodingForgesEscape('%%42', 1, 0x42)).toBe(true);
    // …and after the "%25" that replaces such a "%", so that one pass of fixes converges.
    expect(decodingForgesEscape('%254%42', 4, 0x42)).toBe(true);
    expect(decodingForgesEscape('%25%41', 3, 0x41)).toBe(true);
    // A character that is no hex digit forges nothing, nor does a hex digit after other text.
    expect(decodingForgesEscape('%4%7E', 2, 0x7e)).toBe(false);
    expect(decodingForgesEscape('ab%42', 2, 0x42)).toBe(false);
    expect(decodingForgesEscape('%41%42', 3, 0x42)).toBe(false);
  });
});
