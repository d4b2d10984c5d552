/*
 * Which ASCII characters browsers percent-encode themselves, per component (WHATWG URL §1.3,
 * the percent-encode sets: fragment, query, special-query, path, userinfo; an opaque path only
 * encodes C0 controls). Where a browser encodes a character itself, writing it encoded changes
 * nothing that `new URL()` serializes: an automatic fix. Where it keeps the character as written
 * (`[`, `]`, `{`, `}`, `|`, `^` in a query, a second `#` in a fragment, any printable character in
 * an opaque path such as `javascript:`'s), encoding it changes the URL that is fetched, and RFC
 * 3986 §2.2 does not make `[` and `%5B` equivalent either: only a suggestion.
 *
 * The answer comes from the platform's own parser (Node's `URL` is WHATWG's), probed once per
 * character and component shape and cached, so that it follows the standard as Node implements
 * it rather than a copy of its tables.
 */

/** How the component is parsed: in a special URL, a non-special URL with an authority, or an opaque path. */
export type ComponentShape = 'special' | 'hierarchical' | 'opaque';

const PROBES: Record<string, Record<ComponentShape, (c: string) => string>> = {
  path: {
    special: (c) => new URL(`http://h/a${c}a`).pathname.slice(1),
    hierarchical: (c) => new URL(`x://h/a${c}a`).pathname.slice(1),
    opaque: (c) => new URL(`x:a${c}a`).pathname,
  },
  query: {
    special: (c) => new URL(`http://h/?a${c}a`).search.slice(1),
    hierarchical: (c) => new URL(`x://h/?a${c}a`).search.slice(1),
    opaque: (c) => new URL(`x:p?a${c}a`).search.slice(1),
  },
  fragment: {
    special: (c) => new URL(`http://h/#a${c}a`).hash.slice(1),
    hierarchical: (c) => new URL(`x://h/#a${c}a`).hash.slice(1),
    opaque: (c) => new URL(`x:p#a${c}a`).hash.slice(1),
  },
  userinfo: {
    special: (c) => new URL(`http://a${c}a@h/`).username,
    hierarchical: (c) => new URL(`x://a${c}a@h/`).username,
    opaque: (c) => new URL(`x://a${c}a@h/`).username,
  },
};

/** Per component, per shape, per ASCII character: 0 not probed yet, 1 encoded, 2 kept as written. */
const cache = new Map<string, Map<ComponentShape, Uint8Array>>();

/**
 * True when browsers write the character `codePoint` of `component` percent-encoded themselves
 * (so encoding it keeps `new URL().href`). Non-ASCII characters are always encoded (the C0
 * control percent-encode set holds everything above U+007E). Unknown components: false. Asked
 * by code point, per character of a run: a string is made only to probe an ASCII character,
 * once per component and shape.
 */
export function browserEncodes(codePoint: number, component: string, shape: ComponentShape): boolean {
  if (codePoint > 0x7e) return true;
  let byShape = cache.get(component);
  if (byShape === undefined) cache.set(component, (byShape = new Map()));
  let known = byShape.get(shape);
  if (known === undefined) byShape.set(shape, (known = new Uint8Array(0x7f)));
  if (known[codePoint] !== 0) return known[codePoint] === 1;
  const c = String.fromCharCode(codePoint);
  let encodes: boolean;
  const probe = PROBES[component]?.[shape];
  try {
    encodes = probe !== undefined && probe(c) !== `a${c}a`;
  } catch {
    // A character that makes the probe fail to parse (never one that reaches here today) is
    // not one a fix may encode blindly.
    encodes = false;
  }
  known[codePoint] = encodes ? 1 : 2;
  return encodes;
}
