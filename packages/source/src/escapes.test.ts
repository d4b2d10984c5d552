import { describe, expect, it } from 'vitest';
import { decodeJs, decodeJsx, escapeText, jsFormat } from './escapes.js';
import { ValueMapBuilder } from './value-map.js';

/** Builds the map of one literal written as `source` (quotes included) at offset 0. */
function mapOf(source: string, kind: 'string' | 'template' | 'jsx' = 'string') {
  const quote = source[0];
  const raw = source.slice(1, -1);
  const expected = kind === 'jsx' ? decodeJsx(raw, quote)!.value : decodeJs(raw, quote)!.value;
  const b = new ValueMapBuilder();
  b.addLiteral(jsFormat(kind, quote), 1, raw, expected);
  return b.build();
}

/** The source text of value range [start, end). */
function sourceOf(source: string, start: number, end: number, kind: 'string' | 'template' | 'jsx' = 'string'): string | null {
  const r = mapOf(source, kind).toSource(start, end);
  return r ? source.slice(r[0], r[1]) : null;
}

describe('decodeJs', () => {
  it('decodes every escape kind the way JavaScript does', () => {
    const cases = [
      String.raw`'a\u00e9b'`,
      String.raw`'\u{1F600}x'`,
      String.raw`'\x20\t\n\r\b\f\v\0'`,
      String.raw`"\'\"\\\/"`,
      "'a\\\nb'",
      "'a\\\r\nb'",
      "'a\\\u2028b'",
      String.raw`'\101\7\08\8\9\377\400'`,
      "'\\😀'",
      "'😀 é'",
    ];
    for (const source of cases) {
      // The reference decoder is the engine itself (indirect eval).
      const expected = (0, eval)(source) as string;
      expect(decodeJs(source.slice(1, -1), source[0])?.value, source).toBe(expected);
    }
  });

  it('decodes template content: no octal, CR LF normalized', () => {
    expect(decodeJs('a\r\nb\rc', '`')?.value).toBe('a\nb\nc');
    expect(decodeJs('a\\`b\\${c}', '`')?.value).toBe('a`b${c}');
    expect(decodeJs('\\01', '`')).toBeNull();
    expect(decodeJs('a`b', '`')).toBeNull();
    expect(decodeJs('a${b', '`')).toBeNull();
  });

  it('rejects content that is not valid for the quote', () => {
    expect(decodeJs("a'b", "'")).toBeNull();
    expect(decodeJs('a"b', "'")?.value).toBe('a"b');
    expect(decodeJs('a\nb', '"')).toBeNull();
    expect(decodeJs('\\x2', '"')).toBeNull();
    expect(decodeJs('\\u{110000}', '"')).toBeNull();
    expect(decodeJs('a\\', '"')).toBeNull();
  });
});

describe('decodeJsx', () => {
  it('decodes named, decimal and hex references only', () => {
    expect(decodeJsx('a&amp;b&#x20;c&#233;&nbsp;&bogus;&amp\\n', '"')?.value).toBe('a&b c\u00e9\u00a0&bogus;&amp\\n');
    expect(decodeJsx('it&apos;s', '"')?.value).toBe("it's");
    expect(decodeJsx('a"b', '"')).toBeNull();
    expect(decodeJsx("a'b", '"')?.value).toBe("a'b");
  });
});

describe('value → source offsets', () => {
  it('maps through escapes', () => {
    // value: h t t p s : / / x / é / a b
    const src = String.raw`'https://x/\u00e9/a\x20b'`;
    const map = mapOf(src);
    expect(map.value).toBe('https://x/é/a b');
    expect(sourceOf(src, 10, 11)).toBe('\\u00e9');
    expect(sourceOf(src, 13, 14)).toBe('\\x20');
    expect(sourceOf(src, 0, 5)).toBe('https');
    expect(sourceOf(src, 10, 15)).toBe(String.raw`\u00e9/a\x20b`);
  });

  it('maps an insertion and keeps line continuations out of replaced ranges', () => {
    const src = "'ab\\\ncd'";
    const map = mapOf(src);
    expect(map.value).toBe('abcd');
    expect(sourceOf(src, 1, 2)).toBe('b');
    expect(sourceOf(src, 2, 3)).toBe('c');
    expect(sourceOf(src, 1, 3)).toBe('b\\\nc');
    expect(map.toSource(4, 4)).toEqual([src.length - 1, src.length - 1]);
  });

  it('has no source position inside a surrogate pair written as one escape', () => {
    const src = String.raw`'a\u{1F600}b'`;
    const map = mapOf(src);
    expect(map.value).toBe('a😀b');
    expect(map.toSource(1, 2)).toBeNull();
    expect(sourceOf(src, 1, 3)).toBe('\\u{1F600}');
  });

  it('maps JSX entities', () => {
    const src = '"a&amp;b&#x20;c"';
    expect(mapOf(src, 'jsx').value).toBe('a&b c');
    expect(sourceOf(src, 1, 2, 'jsx')).toBe('&amp;');
    expect(sourceOf(src, 3, 4, 'jsx')).toBe('&#x20;');
  });

  it('maps template parts around holes', () => {
    const b = new ValueMapBuilder();
    // `https://${host}/a b` with the first quasi at 1..9 and the second at 16..20
    const source = '`https://${host}/a b`';
    b.addLiteral(jsFormat('template', '`'), 1, 'https://', 'https://');
    b.addHole();
    b.addLiteral(jsFormat('template', '`'), 16, '/a b', '/a b');
    const map = b.build();
    expect(map.value).toBe('https://x/a b');
    expect(map.holes).toEqual([{ start: 8, end: 9 }]);
    const r = map.toSource(11, 12)!;
    expect(source.slice(r[0], r[1])).toBe(' ');
    expect(map.toSourceEdits([{ start: 8, end: 9, text: 'y' }])).toBeNull();
    expect(map.toSourceEdits([{ start: 11, end: 12, text: '%20' }])).toEqual([{ range: [18, 19], text: '%20' }]);
  });

  it('marks a literal whose decoding differs from the parser value as opaque', () => {
    const b = new ValueMapBuilder();
    b.addLiteral(jsFormat('string', "'"), 1, 'abc', 'xyz');
    const map = b.build();
    expect(map.value).toBe('xyz');
    expect(map.toSource(0, 1)).toBeNull();
  });
});

describe('escapeText and verified source edits', () => {
  it('escapes for string literals, keeping the quote style', () => {
    expect(escapeText('string', "'", "a'b\"c\\d\ne\u2028\u0001")).toBe("a\\'b\"c\\\\d\\ne\\u2028\\x01");
    expect(escapeText('string', '"', "a'b\"c")).toBe("a'b\\\"c");
  });

  it('escapes for templates: backtick, backslash and ${', () => {
    expect(escapeText('template', '`', 'a`b${c}\\')).toBe('a\\`b\\${c}\\\\');
    expect(escapeText('template', '`', 'a$', '', '{x}')).toBe('a\\$');
    expect(escapeText('template', '`', '{x}', 'a$')).toBe('\\{x}');
    expect(escapeText('template', '`', '$5')).toBe('$5');
  });

  it('escapes for JSX attributes with entities', () => {
    expect(escapeText('jsx', '"', 'a"b\'c')).toBe("a&quot;b'c");
    expect(escapeText('jsx', "'", 'a"b\'c')).toBe('a"b&#39;c');
    expect(escapeText('jsx', '"', '?a=1&b=2')).toBe('?a=1&b=2');
    expect(escapeText('jsx', '"', '&amp;')).toBe('&amp;amp;');
    expect(escapeText('jsx', '"', '&', '', 'lt;')).toBe('&amp;');
  });

  it('re-escapes a fix and checks that it decodes to the edited value', () => {
    const src = String.raw`'a\u00e9b'`;
    const map = mapOf(src);
    expect(map.toSourceEdits([{ start: 1, end: 2, text: '%C3%A9' }])).toEqual([{ range: [2, 8], text: '%C3%A9' }]);
    expect(map.toSourceEdits([{ start: 1, end: 2, text: "'" }])).toEqual([{ range: [2, 8], text: "\\'" }]);
    const jsx = mapOf('"a&amp;b"', 'jsx');
    expect(jsx.toSourceEdits([{ start: 1, end: 2, text: '"' }])).toEqual([{ range: [2, 7], text: '&quot;' }]);
  });
});
