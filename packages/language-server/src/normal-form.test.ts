import { describe, expect, it } from 'vitest';
import { normalFormOf } from './normal-form.js';

describe('the normal form the hover shows', () => {
  it('says "already normalized" only of a URL without errors that is its own normal form', () => {
    expect(normalFormOf('https://example.com/a', 'absolute')).toEqual({ text: 'https://example.com/a', note: '(already normalized)' });
    expect(normalFormOf('HTTPS://Example.com/a/./b', 'absolute')).toEqual({ text: 'https://example.com/a/b', note: '' });
  });

  it('shows the normal form of the fixed URL when the fixes clear every error', () => {
    // A space is no URI character (RFC 3986 §2): the URL as written has no normal form.
    expect(normalFormOf('/api/users?name=John Doe', 'reference')).toEqual({ text: '/api/users?name=John%20Doe', note: '(once the errors are fixed)' });
    expect(normalFormOf('https://Example.com/caf\u00e9 x', 'reference')).toEqual({ text: 'https://example.com/caf%C3%A9%20x', note: '(once the errors are fixed)' });
  });

  it('has none while an error is left that no fix clears', () => {
    expect(normalFormOf('javascript:void(0)', 'absolute')).toEqual({ note: 'none until the error is fixed (no-dangerous-scheme)' });
    expect(normalFormOf('http://256.1.1.1/a', 'absolute')).toEqual({ note: 'none until the error is fixed (valid-host)' });
  });
});
