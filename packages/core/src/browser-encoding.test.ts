import { describe, expect, it } from 'vitest';
import { browserEncodes, browserEncodesCodePoint, type ComponentShape } from './browser-encoding.js';

const COMPONENTS = ['path', 'query', 'fragment', 'userinfo', 'host'];
const SHAPES: ComponentShape[] = ['special', 'hierarchical', 'opaque'];

describe('browserEncodesCodePoint', () => {
  it('answers as browserEncodes does for every ASCII character, component and shape, probed or not', () => {
    for (const component of COMPONENTS) {
      for (const shape of SHAPES) {
        for (let c = 0; c < 0x80; c++) {
          // Asked first by code point (not probed yet), then by string (probed): the same answer both times.
          const byCode = browserEncodesCodePoint(c, component, shape);
          expect(byCode, `${component} ${shape} U+${c.toString(16)}`).toBe(browserEncodes(String.fromCharCode(c), component, shape));
          expect(browserEncodesCodePoint(c, component, shape)).toBe(byCode);
        }
      }
    }
  });

  it('encodes what WHATWG URL encodes: a space in a special path, and keeps "[" there', () => {
    expect(browserEncodesCodePoint(0x20, 'path', 'special')).toBe(true);
    expect(new URL('http://h/a[a').pathname).toBe('/a[a');
    expect(browserEncodesCodePoint(0x5b, 'path', 'special')).toBe(false);
  });

  it('always encodes characters above U+007E, astral ones included', () => {
    for (const cp of [0x7f, 0xe9, 0x65e5, 0x1f600]) expect(browserEncodesCodePoint(cp, 'query', 'opaque')).toBe(true);
  });
});
