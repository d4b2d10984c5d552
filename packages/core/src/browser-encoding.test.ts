import { describe, expect, it } from 'vitest';
import { browserEncodes, type ComponentShape } from './browser-encoding.js';

const COMPONENTS = ['path', 'query', 'fragment', 'userinfo', 'host'];
const SHAPES: ComponentShape[] = ['special', 'hierarchical', 'opaque'];

/** What Node's WHATWG parser makes of `c` in a component of an http: URL, written here apart from the module's probes. */
const SPECIAL_ORACLE: Record<string, (c: string) => string> = {
  path: (c) => new URL(`http://h/a${c}a`).pathname.slice(1),
  query: (c) => new URL(`http://h/?a${c}a`).search.slice(1),
  fragment: (c) => new URL(`http://h/#a${c}a`).hash.slice(1),
  userinfo: (c) => new URL(`http://a${c}a@h/`).username,
};

describe('browserEncodes', () => {
  it('answers the same for every ASCII character, component and shape whether it probes or reads its cache', () => {
    for (const component of COMPONENTS) {
      for (const shape of SHAPES) {
        for (let c = 0; c < 0x80; c++) {
          // Asked first (probed), then again (cached): the same answer both times.
          const first = browserEncodes(c, component, shape);
          expect(browserEncodes(c, component, shape), `${component} ${shape} U+${c.toString(16)}`).toBe(first);
        }
      }
    }
  });

  it('agrees with the WHATWG parser on every printable ASCII character of an http: URL', () => {
    for (const [component, parse] of Object.entries(SPECIAL_ORACLE)) {
      for (let code = 0x21; code < 0x7f; code++) {
        const c = String.fromCharCode(code);
        let encoded: boolean;
        try {
          encoded = parse(c) !== `a${c}a`;
        } catch {
          encoded = false;
        }
        expect(browserEncodes(code, component, 'special'), `${component} ${JSON.stringify(c)}`).toBe(encoded);
      }
    }
  });

  it('encodes what WHATWG URL encodes: a space in a special path, and keeps "[" there', () => {
    expect(browserEncodes(0x20, 'path', 'special')).toBe(true);
    expect(new URL('http://h/a[a').pathname).toBe('/a[a');
    expect(browserEncodes(0x5b, 'path', 'special')).toBe(false);
  });

  it('encodes nothing in a component it has no probe for (a host is never percent-encoded by a fix)', () => {
    for (let c = 0x20; c < 0x7f; c++) expect(browserEncodes(c, 'host', 'special')).toBe(false);
  });

  it('always encodes characters above U+007E, astral ones included', () => {
    for (const cp of [0x7f, 0xe9, 0x65e5, 0x1f600]) expect(browserEncodes(cp, 'query', 'opaque')).toBe(true);
  });
});
