/**
 * Mutations of real URLs for the oracle check: each family of input that once made a
 * fix change a URL (inserted spaces, non-ASCII, `\`, `|`, `%`, `@`, tabs, dot segments, case,
 * ports, `file:` drive letters, relative references). Deterministic: one seeded generator per
 * URL, so that the counts of scripts/oracle.mjs reproduce.
 */

/** mulberry32: a small seeded generator (uniform in [0, 1)). */
export function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NON_ASCII = ['é', 'ü', '日本', 'ñ', '😀', 'ß', '\u00a0'];
const PERCENT = ['%', '%4', '%zz', '%4%42', '%%41', '%2', '%7e', '%41', '%C3%A9', '%c3', '%25%34%31', '%2e', '%2E%2E', '%E2%82'];
const PORTS = [':', ':80', ':443', ':0080', ':99999', ':8o', ':21', ':0'];
const DOTS = ['/./', '/../', '/%2e%2e/', '/.%2E/', '/%2e/', '/a/..', '/..', '/.'];
const SCHEMES = ['ssh', 'git', 'myapp', 'ws', 'ftp', 'file', 'HTTP', 'hTTps'];

/** Splits an absolute URL of the corpus into scheme, authority and the rest (path, query, fragment). */
function split(url) {
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url);
  if (!m) return undefined;
  let end = m[0].length;
  while (end < url.length && !'/?#'.includes(url[end])) end++;
  return { scheme: m[1], authority: url.slice(m[0].length, end), rest: url.slice(end) };
}

/**
 * The mutated inputs made from one URL of the corpus: `{ input, context }`, with `context`
 * 'reference' for relative references and URLs with white space (analyzed as the first argument
 * of `fetch` would be).
 */
export function mutate(url, seed) {
  const rnd = generator(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const at = (s, from = 0) => from + Math.floor(rnd() * (s.length - from + 1));
  const insert = (s, what, from = 0) => {
    const i = at(s, from);
    return s.slice(0, i) + what + s.slice(i);
  };
  const parts = split(url);
  if (!parts) return [{ input: url, context: 'absolute' }];
  const { scheme, authority, rest } = parts;
  const afterHost = url.length - rest.length;
  const path = rest === '' ? '/' : rest;
  const abs = (input) => ({ input, context: 'absolute' });
  const ref = (input) => ({ input, context: 'reference' });
  // White space inside: a URL only in a URL context (a plain literal with it is text).
  const sink = ref;
  const out = [
    abs(url),
    sink(insert(url, ' ', afterHost)),
    abs(insert(url, pick(NON_ASCII), scheme.length + 3)),
    abs(insert(url, '\\', scheme.length + 3)),
    abs(insert(url, '|', afterHost)),
    abs(insert(url, pick(PERCENT), scheme.length + 3)),
    abs(insert(url, pick(PERCENT), afterHost)),
    abs(`${scheme}://${pick(['me@mail.example@', 'a@b@', 'user:p@ss@', 'u:p@', '@', 'user@'])}${authority}${rest}`),
    sink(insert(url, pick(['\t', '\n', '\r\n']), 1)),
    abs(`${scheme}://${authority}${pick(DOTS)}${rest.replace(/^\//, '')}`),
    abs(rnd() < 0.5 ? url.toUpperCase() : scheme.toUpperCase() + url.slice(scheme.length).replace(authority, authority.toUpperCase())),
    abs(`${scheme}://${authority}${pick(PORTS)}${rest}`),
    abs(`${pick(SCHEMES)}://${pick(['', '@', ':9418', 'u@'])}${rnd() < 0.3 ? '' : authority}${rest}`),
    abs(`file:${pick(['///', '//', '/', '', '//host/'])}${pick(['d', 'C', 'z'])}${pick(['|', ':'])}${path}`),
    ref(path),
    ref(insert(path, '\\')),
    ref(`${pick(['..\\', '\\\\', '\\', '/\\', '..|', ''])}${path.replace(/^\//, '')}`),
    ref(`///${authority}/..${path}`),
    ref(`//${pick(['D:', 'D|', 'd:', authority + ':'])}${path}`),
    ref(`${pick([':80', 'h%41ttps:', '1a:', '%41:'])}${path}`),
    ref(insert(path, pick(PERCENT))),
    ref(insert(path, pick(['\t', ' ', '|', '@', '..', '%2e%2e/', pick(NON_ASCII)]))),
  ];
  return out;
}
