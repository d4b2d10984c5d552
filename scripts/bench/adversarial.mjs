// Adversarial values for the linear-time check: for every grammar the core reads,
// each scheme and each component, long runs that almost match (a value that keeps a pattern or
// a scan going to the very end, then fails on the last character). A super-linear regular
// expression or loop shows up as time per character growing with the size.
// Used by the core benchmark (scripts/bench/core.mjs), the linear-time test
// (packages/core/src/linear-time.test.ts) and the fuzzer (scripts/fuzz.mjs).

/** `unit` repeated to about `n` characters. */
const run = (unit, n) => unit.repeat(Math.max(1, Math.ceil(n / unit.length)));

/** Name → (n → a value of about n characters) and the URL context it is analyzed in. */
export const ADVERSARIAL_SHAPES = {
  // generic syntax (RFC 3986 §3) and the browser's reading of it (WHATWG)
  'scheme: long scheme-like run': [(n) => run('h', n) + ':x', 'absolute'],
  'scheme: near miss with many slashes': [(n) => 'htp:' + run('/', n) + 'x', 'absolute'],
  'scheme: leading spaces and controls before javascript:': [(n) => run(' \u0001', n) + 'javascript:x', 'absolute'],
  'scheme: tabs inside javascript:': [(n) => 'java' + run('\t', n) + 'script:x', 'absolute'],
  'userinfo: colons and @': [(n) => 'http://' + run(':@', n), 'absolute'],
  'userinfo: long password': [(n) => 'ftp://u:' + run('p', n) + '@h/', 'absolute'],
  'host: empty labels': [(n) => 'http://' + run('.', n), 'absolute'],
  'host: one long label ending in a hyphen': [(n) => 'http://' + run('a', n) + '-.com/', 'absolute'],
  'host: many labels then a bad one': [(n) => 'http://' + run('a.', n) + '-/', 'absolute'],
  'host: IPv4-like dotted numbers': [(n) => 'http://' + run('1.', n) + '256/', 'absolute'],
  'host: hex IPv4-like parts': [(n) => 'http://' + run('0x7f.', n) + 'g/', 'absolute'],
  'host: IPv6 groups then a bad one': [(n) => 'http://[' + run('1:', n) + 'g]/', 'absolute'],
  'host: IPvFuture': [(n) => 'http://[v1.' + run('a', n) + '%]/', 'absolute'],
  'host: brackets': [(n) => 'https://' + run('[', n), 'absolute'],
  'host: Punycode label': [(n) => 'http://xn--' + run('a', n) + '/', 'absolute'],
  'host: non-ASCII': [(n) => 'http://' + run('é', n) + '/', 'absolute'],
  'host: percent-encoded': [(n) => 'http://' + run('%41', n) + '%/', 'absolute'],
  'port: leading zeros then a letter': [(n) => 'http://h:' + run('0', n) + 'x/', 'absolute'],
  'port: huge number': [(n) => 'http://h:' + run('9', n) + '/', 'absolute'],
  'path: segments then a stray percent': [(n) => 'http://a/' + run('a/', n) + '%', 'absolute'],
  'path: dot segments': [(n) => 'http://a' + run('/./..', n), 'absolute'],
  'path: encoded dot segments': [(n) => 'http://a' + run('/%2e%2E', n) + '/x', 'absolute'],
  'path: unencoded and bad percent': [(n) => 'http://a/' + run('a b%zz<', n), 'absolute'],
  'path: encoded unreserved': [(n) => 'http://a/' + run('%7e', n), 'absolute'],
  'path: truncated UTF-8': [(n) => 'http://a/' + run('%C3', n), 'absolute'],
  'path: UTF-8 sequences then a bad byte': [(n) => 'http://a/' + run('%E2%82%AC', n) + '%E2%82', 'absolute'],
  'path: backslashes': [(n) => 'https://a' + run('\\', n), 'absolute'],
  'path: invisible characters': [(n) => 'https://a/' + run('\u200b\u202e', n), 'absolute'],
  'query: pairs then a bad escape': [(n) => 'http://h/?' + run('a=b&', n) + '%g', 'absolute'],
  'fragment: many #': [(n) => 'http://h/#' + run('#', n), 'absolute'],
  'template: braces': [(n) => 'https://x/' + run('{a}{', n), 'absolute'],
  'template: route parameters': [(n) => 'https://x/' + run(':id/', n) + ':', 'absolute'],
  'reference: parent segments': [(n) => run('../', n) + 'a b', 'reference'],
  'reference: network-path with dots': [(n) => '//' + run('./', n), 'reference'],
  'reference: colon in the first segment': [(n) => run('a', n) + ':80/x', 'reference'],
  // scheme-specific grammars (valid-scheme-syntax: RFC 1738 §3, RFC 6068, 5538, 8089, 2397, 3966, 8141)
  'mailto: address without @': [(n) => 'mailto:' + run('a', n) + ',b', 'absolute'],
  'mailto: many addresses': [(n) => 'mailto:' + run('a@b,', n) + 'c', 'absolute'],
  'mailto: header fields': [(n) => 'mailto:a@b?' + run('x=y&', n) + 'z', 'absolute'],
  'news: long group name then a bad character': [(n) => 'news:' + run('a.', n) + '/', 'absolute'],
  'nntp: group and article number with a letter': [(n) => 'nntp://h/g/' + run('1', n) + 'x', 'absolute'],
  'telnet: long path': [(n) => 'telnet://h/' + run('a', n), 'absolute'],
  'ftp: type parameters then a bad code': [(n) => 'ftp://h/f' + run(';type=a', n) + 'x', 'absolute'],
  'ftp: empty parameters': [(n) => 'ftp://h/f;' + run(';', n), 'absolute'],
  'gopher: long selector': [(n) => 'gopher://h/' + run('1', n), 'absolute'],
  'wais: many segments': [(n) => 'wais://h/' + run('d/', n), 'absolute'],
  'prospero: fields then one without =': [(n) => 'prospero://h/p' + run(';a=b', n) + ';c', 'absolute'],
  'file: relative path': [(n) => 'file:' + run('a/', n), 'absolute'],
  'file: directory host': [(n) => 'file://' + run('home/', n), 'absolute'],
  'file: drive letter host': [(n) => 'file://C:/' + run('a/', n), 'absolute'],
  'ws: long fragment': [(n) => 'ws://h/#' + run('a', n), 'absolute'],
  'data: media type parameters, no comma': [(n) => 'data:a/b' + run(';c=d', n) + ';=', 'absolute'],
  'data: media type without a slash': [(n) => 'data:' + run('a', n) + ',x', 'absolute'],
  'data: base64 then a bad character': [(n) => 'data:text/plain;base64,' + run('QUJD', n) + '*', 'absolute'],
  'data: base64 with bad length': [(n) => 'data:;base64,' + run('QUJD', n) + 'Q', 'absolute'],
  'data: percent-encoded payload': [(n) => 'data:,' + run('%4', n), 'absolute'],
  'tel: extension digits then a letter': [(n) => 'tel:+1;ext=' + run('1', n) + 'x', 'absolute'],
  'tel: extension separators only': [(n) => 'tel:+1;ext=' + run('(-.)', n), 'absolute'],
  'tel: number with separators then a letter': [(n) => 'tel:' + run('1-', n) + 'x', 'absolute'],
  'tel: global number of parentheses': [(n) => 'tel:+' + run('(', n), 'absolute'],
  'tel: parameters': [(n) => 'tel:1' + run(';a=b', n), 'absolute'],
  'tel: parameters without =': [(n) => 'tel:1' + run(';a', n), 'absolute'],
  'urn: long namespace identifier': [(n) => 'urn:' + run('a', n) + ':x', 'absolute'],
  'urn: hyphens in the namespace identifier': [(n) => 'urn:a' + run('-', n) + ':x', 'absolute'],
  'javascript: long body': [(n) => 'javascript:' + run('a', n), 'absolute'],
  // Punycode is quadratic in a label's distinct code points (RFC 3492 §6.3); idna.ts converts no
  // label over MAX_IDNA_LABEL code points (no DNS label exceeds 63 octets).
  'host: many distinct non-ASCII characters': [
    (n) => {
      let host = '';
      for (let i = 0; i < n; i++) host += String.fromCodePoint(0x4e00 + (i % 20000));
      return 'http://' + host + '/';
    },
    'absolute',
  ],
};

/** Every shape as `{ name, context, make }`. */
export function adversarialShapes() {
  return Object.entries(ADVERSARIAL_SHAPES).map(([name, [make, context]]) => ({ name, context, make }));
}

/**
 * Least ns per character of `analyze(text)` over a few runs (at least one, about 300 ms in all),
 * in CPU time of this process: other processes on a shared machine do not count.
 */
function nsPerChar(analyze, text, context) {
  analyze(text, { preset: 'all', context });
  let best = Number.POSITIVE_INFINITY;
  const until = performance.now() + 300;
  for (let r = 0; r < 20 && (r < 1 || performance.now() < until); r++) {
    const before = process.cpuUsage();
    analyze(text, { preset: 'all', context });
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) * 1000);
  }
  return best / text.length;
}

/**
 * Largest growth of the time per character from 1 KB to 1 MB that reads as linear: a quadratic
 * cost grows about 1,000×, while caches and memory of a megabyte-long string make a linear one
 * vary by a few times.
 */
const BUDGET_GROWTH = 10;

/**
 * The benchmark section (scripts/bench/core.mjs): ns per character of every shape at 1 KB, 32 KB
 * and 1 MB, and the ratio of the last to the first (1.0 is flat).
 */
export function adversarialSection(analyze, { fmt, row }) {
  console.log('\n## Core: analyze() on adversarial strings, every grammar, preset all, CPU time (per character it must stay flat from 1 KB to 1 MB)');
  row('', '  1 KB ns/ch', ' 32 KB ns/ch', '  1 MB ns/ch', '  1MB / 1KB');
  let worstNs = 0;
  let worstRatio = 0;
  for (const { name, context, make } of adversarialShapes()) {
    const [small, medium, large] = [1_000, 32_000, 1_000_000].map((n) => nsPerChar(analyze, make(n), context));
    worstNs = Math.max(worstNs, large);
    worstRatio = Math.max(worstRatio, large / small);
    row(name, fmt(small, 0), fmt(medium, 0), fmt(large, 0), fmt(large / small, 2));
  }
  console.log(`worst at 1 MB: ${worstNs.toFixed(0)} ns/char`);
  console.log(`budget: linear time, growth from 1 KB to 1 MB ≤ ${BUDGET_GROWTH}×: largest ×${worstRatio.toFixed(2)} → ${worstRatio <= BUDGET_GROWTH ? 'PASS' : 'FAIL'}`);
  return worstNs;
}
