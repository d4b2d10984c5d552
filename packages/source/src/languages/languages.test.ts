/**
 * The per-format candidate finders on the trees of the parsers ESLint uses for each format:
 * what they find, where their values map in the source, and the fixes written back through
 * each format's escapes.
 */

import css from '@eslint/css';
import json from '@eslint/json';
import markdown from '@eslint/markdown';
import * as htmlParser from '@html-eslint/parser';
import { applyEdits } from '@urilint/core';
import * as svelteParser from 'svelte-eslint-parser';
import { describe, expect, it } from 'vitest';
import * as vueParser from 'vue-eslint-parser';
import * as yamlParser from 'yaml-eslint-parser';
import { findUrlCandidates } from '../candidates.js';
import type { EstreeNode } from '../estree.js';
import { analyzeCandidate, type MappedCandidate } from '../mapped-candidate.js';
import { decodeCss, escapeCss } from './css.js';
import { decodeAttribute, escapeAttribute, refreshUrl } from './html-attributes.js';
import { formatCandidates } from './index.js';
import { decodeYamlDouble, escapeYamlDouble } from './yaml.js';

type Lang = 'json' | 'jsonc' | 'json5' | 'markdown' | 'css' | 'html' | 'yaml' | 'vue' | 'svelte';

function parse(lang: Lang, text: string): object {
  const file = { body: text, path: 'x', physicalPath: 'x', bom: false };
  switch (lang) {
    case 'json':
    case 'jsonc':
    case 'json5': {
      const r = json.languages[lang].parse(file as never, { languageOptions: {} } as never) as { ok: boolean; ast: object };
      return r.ast;
    }
    case 'markdown':
      return (markdown.languages.gfm.parse(file as never, { languageOptions: {} } as never) as { ast: object }).ast;
    case 'css':
      return (css.languages.css.parse(file as never, { languageOptions: {} } as never) as { ast: object }).ast;
    case 'html':
      return htmlParser.parseForESLint(text, {}).ast;
    case 'yaml':
      return yamlParser.parseForESLint(text, {}).ast;
    case 'vue':
      return vueParser.parseForESLint(text, { ecmaVersion: 2022, sourceType: 'module' }).ast;
    case 'svelte':
      return svelteParser.parseForESLint(text, {}).ast;
  }
}

function candidates(lang: Lang, text: string): MappedCandidate[] {
  return formatCandidates(parse(lang, text), text);
}

/** The values found and the source text each one maps to. */
function found(lang: Lang, text: string): Array<[string, string]> {
  return candidates(lang, text).map((c) => {
    const r = c.map.toSource(0, c.value.length);
    return [c.value, r ? text.slice(...r) : '(unmapped)'];
  });
}

/** The text after applying every fix of the recommended rules once. */
function fixed(lang: Lang, text: string): string {
  const edits = candidates(lang, text).flatMap((c) => analyzeCandidate(c).flatMap((f) => f.fix ?? []));
  return applyEdits(text, edits.map((e) => ({ start: e.range[0], end: e.range[1], text: e.text })));
}

describe('JSON, JSONC and JSON5 (@eslint/json)', () => {
  it('finds string values, not keys, and maps JSON escapes', () => {
    const text = '{ "https://key.example": "https:\\/\\/example.com\\/caf\\u00e9", "n": 1, "l": ["http://a.example/x"] }';
    expect(found('json', text)).toEqual([
      ['https://example.com/café', 'https:\\/\\/example.com\\/caf\\u00e9'],
      ['http://a.example/x', 'http://a.example/x'],
    ]);
    expect(fixed('json', text)).toBe('{ "https://key.example": "https:\\/\\/example.com\\/caf%C3%A9", "n": 1, "l": ["http://a.example/x"] }');
  });

  it('treats $schema and $id values as identifiers, as the server always did', () => {
    const [schema, other] = candidates('json', '{ "$schema": "http://json-schema.org/x", "u": "http://example.org/x" }');
    expect(schema.identifier).toBe(true);
    expect(other.identifier).toBe(false);
  });

  it('reads JSON5 single-quoted strings and identifier keys', () => {
    const text = "{ $id: 'http://example.org/s', home: 'https://example.com:443/it\\'s' }";
    const [id, home] = candidates('json5', text);
    expect(id.identifier).toBe(true);
    expect(home.value).toBe("https://example.com:443/it's");
    expect(fixed('json5', text)).toBe("{ $id: 'http://example.org/s', home: 'https://example.com/it\\'s' }");
  });
});

describe('Markdown (@eslint/markdown)', () => {
  it('finds destinations, definitions, autolinks and raw HTML attributes, never code', () => {
    const text = [
      '[a](https://example.com/a\\(b\\)) ![i](<https://example.com/x y.png> "t") <https://example.com/auto>',
      '',
      '[ref]: https://example.com/ref',
      '',
      '<a href="https://example.com/h?a=1&amp;b=2">x</a> `https://example.com/code`',
      '',
      '```',
      '[no](https://example.com/fenced)',
      '```',
    ].join('\n');
    expect(found('markdown', text)).toEqual([
      ['https://example.com/a(b)', 'https://example.com/a\\(b\\)'],
      ['https://example.com/x y.png', 'https://example.com/x y.png'],
      ['https://example.com/auto', 'https://example.com/auto'],
      ['https://example.com/ref', 'https://example.com/ref'],
      ['https://example.com/h?a=1&b=2', 'https://example.com/h?a=1&amp;b=2'],
    ]);
  });

  it('fixes through the destination syntax', () => {
    expect(fixed('markdown', '[a](<HTTPS://example.com:443/a b>)\n')).toBe('[a](<https://example.com/a%20b>)\n');
  });
});

describe('CSS (@eslint/css)', () => {
  it('finds url(), @import strings and image-set() strings, and maps CSS escapes', () => {
    const text = '@import "a.css";\n.x { background: url( "b\\22 c.png" ) , image-set("d.png" 1x, url(e\\20 f.png) 2x); content: "not-a-url"; }';
    expect(found('css', text)).toEqual([
      ['a.css', 'a.css'],
      ['b"c.png', 'b\\22 c.png'],
      ['d.png', 'd.png'],
      ['e f.png', 'e\\20 f.png'],
    ]);
  });

  it('fixes an escaped space in an unquoted url()', () => {
    expect(fixed('css', '.x { background: url(https://example.com:443/a\\20 b.png); }')).toBe('.x { background: url(https://example.com/a%20b.png); }');
  });

  it('writes what needs escaping as hex escapes that decode back', () => {
    for (const quote of ['', '"', "'"]) {
      const text = 'a b"c\'d(e)\\f\n';
      expect(decodeCss(escapeCss(text, quote), quote)?.value).toBe(text);
    }
  });
});

describe('HTML (@html-eslint/parser)', () => {
  it('finds URL attributes, srcset entries, refresh URLs and <style> url()s, entities decoded', () => {
    const text = [
      '<meta http-equiv="Refresh" content="5; URL=\'/next\'">',
      '<a href="/s?a=1&amp;b=2" title="/not">x</a>',
      "<img srcset='/a.png 1x, /b.png 2x' data-x='/no'>",
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<style>.a { background: url(/c.png) }</style>',
    ].join('\n');
    expect(found('html', text)).toEqual([
      ['/next', '/next'],
      ['/s?a=1&b=2', '/s?a=1&amp;b=2'],
      ['/a.png', '/a.png'],
      ['/b.png', '/b.png'],
      ['http://www.w3.org/2000/svg', 'http://www.w3.org/2000/svg'],
      ['/c.png', '/c.png'],
    ]);
    expect(candidates('html', text)[4].identifier).toBe(true);
  });

  it('keeps entities in fixes', () => {
    expect(fixed('html', '<a href="HTTPS://example.com/a b?x=1&amp;y=2">x</a>')).toBe('<a href="https://example.com/a%20b?x=1&amp;y=2">x</a>');
  });

  it('decodes and re-encodes character references', () => {
    expect(decodeAttribute('a&amp;b&#x20;c&#233;&notanentity', '"')?.value).toBe('a&b cé&notanentity');
    const text = 'a&b"c\'d';
    for (const quote of ['"', "'", '']) expect(decodeAttribute(escapeAttribute(text, quote), quote)?.value).toBe(text);
    expect(refreshUrl('0;url=https://example.com/')).toEqual([6, 26]);
    expect(refreshUrl('10')).toBeUndefined();
  });
});

describe('YAML (yaml-eslint-parser)', () => {
  it('reads the five scalar styles, keys excluded', () => {
    const text = [
      'https://key.example/: 1',
      'plain: https://example.com/p',
      "single: 'https://example.com/it''s'",
      'double: "https://example.com/\\x41\\u00e9"',
      'literal: |',
      '  https://example.com/l',
      'folded: >-',
      '  https://example.com/f',
    ].join('\n');
    expect(found('yaml', text)).toEqual([
      ['https://example.com/p', 'https://example.com/p'],
      ["https://example.com/it's", "'https://example.com/it''s'".slice(1, -1)],
      ['https://example.com/Aé', 'https://example.com/\\x41\\u00e9'],
      ['https://example.com/l', 'https://example.com/l'],
      ['https://example.com/f', 'https://example.com/f'],
    ]);
  });

  it('fixes double-quoted scalars through their escapes', () => {
    expect(fixed('yaml', 'u: "https://example.com:443/a\\x3cb\\u00e9"\n')).toBe('u: "https://example.com/a%3Cb%C3%A9"\n');
    expect(decodeYamlDouble(escapeYamlDouble('a"b\\c\u0001'))?.value).toBe('a"b\\c\u0001');
  });

  it('offers no fix where a scalar is folded over lines', () => {
    // An escaped line break joins the lines with nothing between them (YAML 1.2 §7.3.1).
    const text = 'u: "https://example.com:4\\\n  43/a"\n';
    const [c] = candidates('yaml', text);
    expect(c.value).toBe('https://example.com:443/a');
    const findings = analyzeCandidate(c);
    expect(findings.map((f) => f.ruleId)).toEqual(['no-default-port']);
    expect(findings.some((f) => f.fix)).toBe(false);
  });
});

describe('Vue templates (vue-eslint-parser)', () => {
  it('finds static URL attributes and the strings of bound ones', () => {
    const text = '<template><a href="/a&amp;b" :src="ok ? \'/c\' : \'/d\'" title="/no" :title="\'/no\'">x</a></template>';
    expect(found('vue', text)).toEqual([
      ['/a&b', '/a&amp;b'],
      ['/c', '/c'],
      ['/d', '/d'],
    ]);
    expect(candidates('vue', text).map((c) => c.context)).toEqual(['reference', 'reference', 'reference']);
  });
});

describe('Svelte markup (svelte-eslint-parser)', () => {
  it('finds URL attributes with each {expression} as a placeholder', () => {
    const text = '<script>let id = 1;</script>\n<a href="/items/{id}/a&amp;b" title="/no">x</a>';
    const [c, ...rest] = candidates('svelte', text);
    expect(rest).toEqual([]);
    expect(c.value).toBe('/items/x/a&b');
    expect(c.holes).toEqual([{ start: 7, end: 8 }]);
    expect(fixed('svelte', '<a href="HTTPS://example.com/{id} b">x</a>')).toBe('<a href="https://example.com/{id}%20b">x</a>');
  });

  it("gives the strings of a {…} value the attribute's URL context, as in JSX", () => {
    const text = "<script>let ok = true;</script>\n<a href={ok ? '/a' : '/b'} title={ok ? '/c' : '/d'}>x</a>";
    const { ast, visitorKeys } = svelteParser.parseForESLint(text, {});
    const refs = findUrlCandidates(ast as EstreeNode, text, { visitorKeys }).map((c) => [c.value, c.context]);
    expect(refs).toEqual([
      ['/a', 'reference'],
      ['/b', 'reference'],
    ]);
  });
});
