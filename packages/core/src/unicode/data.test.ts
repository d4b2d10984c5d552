import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { OUTPUT, generate } from '../../scripts/generate-unicode.mjs';
import { dangerousPattern } from './patterns.js';
import { restrictionLevel, resolvedScripts } from './scripts.js';
import { lookalikeSkeleton, skeleton } from './skeleton.js';
import { UNICODE_VERSION, characterName, confusablePrototype, digitZeroOf, isDefaultIgnorable, isIdentifierAllowed, isNonspacingMark, scriptsOf, topDomainList } from './tables.js';

const cps = (s: string): number[] => Array.from(s, (c) => c.codePointAt(0) as number);

describe('generated Unicode data', () => {
  it('is up to date with packages/core/data and the pinned packages (run `npm run generate`)', async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await generate());
  }, 60_000);

  it('is Unicode 17.0.0, the version of tr46', () => {
    expect(UNICODE_VERSION).toBe('17.0.0');
  });

  it('holds UTS #39 identifier status', () => {
    for (const c of 'aé中ひカ한я') expect(isIdentifierAllowed(c.codePointAt(0) as number), c).toBe(true);
    for (const c of '♥💩ĸᏣ') expect(isIdentifierAllowed(c.codePointAt(0) as number), c).toBe(false);
  });

  it('holds Script_Extensions', () => {
    expect(scriptsOf(0x430)).toEqual(['Cyrillic']);
    expect(scriptsOf(0x61)).toEqual(['Latin']);
    expect(scriptsOf(0x30)).toEqual(['Common']);
    expect(scriptsOf(0x30fc)).toEqual(['Hiragana', 'Katakana']);
    expect(scriptsOf(0x4e2d)).toEqual(['Han']);
  });

  it('holds confusables.txt prototypes and computes the UTS #39 skeleton', () => {
    expect(confusablePrototype(0x430)).toBe('a');
    expect(confusablePrototype(0x6d)).toBe('rn'); // m looks like r n
    expect(skeleton('аррӏе')).toBe(skeleton('apple'));
    expect(skeleton('paypal')).not.toBe(skeleton('paypa1x'));
    expect(lookalikeSkeleton('googlé.com')).toBe(lookalikeSkeleton('google.com'));
    expect(lookalikeSkeleton('bücher.de')).toBe(lookalikeSkeleton('bucher.de'));
  });

  it('names characters, Hangul syllables and ideographs included', () => {
    expect(characterName(0x430)).toBe('CYRILLIC SMALL LETTER A');
    expect(characterName(0x33)).toBe('DIGIT THREE');
    expect(characterName(0xd55c)).toBe('HANGUL SYLLABLE HAN');
    expect(characterName(0xac00)).toBe('HANGUL SYLLABLE GA');
    expect(characterName(0x4e2d)).toBe('CJK UNIFIED IDEOGRAPH-4E2D');
    expect(characterName(0x200d)).toBe('ZERO WIDTH JOINER');
  });

  it('knows number systems, nonspacing marks and invisible characters', () => {
    expect(digitZeroOf(0x39)).toBe(0x30);
    expect(digitZeroOf(0x968)).toBe(0x966); // Devanagari two
    expect(digitZeroOf(0x61)).toBe(-1);
    expect(isNonspacingMark(0x301)).toBe(true);
    expect(isNonspacingMark(0x61)).toBe(false);
    expect(isDefaultIgnorable(0x200d)).toBe(true);
  });

  it("ships Chromium's top-bucket domains", () => {
    expect(topDomainList()).toContain('apple.com');
    expect(topDomainList().length).toBe(489);
  });
});

describe('UTS #39 §5 restriction levels', () => {
  it('resolves Common and Inherited to every script', () => {
    expect(resolvedScripts(cps('abc-1')).has('Latin')).toBe(true);
    expect(resolvedScripts(cps('аb')).size).toBe(0);
  });

  it('accepts Latin with Han and Kana, with Han and Bopomofo, with Han and Hangul; nothing else mixed', () => {
    expect(restrictionLevel(cps('abc日本ひカ'))).toBe('highly restrictive');
    expect(restrictionLevel(cps('abc中文ㄅ'))).toBe('highly restrictive');
    expect(restrictionLevel(cps('abc漢한'))).toBe('highly restrictive');
    expect(restrictionLevel(cps('日本ひカ'))).toBe('single script');
    expect(restrictionLevel(cps('aа'))).toBe('mixed');
    expect(restrictionLevel(cps('한カ'))).toBe('mixed');
    expect(restrictionLevel(cps('abcαβ'))).toBe('mixed');
  });
});

describe("Chromium's dangerous patterns", () => {
  const pattern = (s: string): string | undefined => dangerousPattern(cps(s))?.pattern;
  const cases: Array<[string, string]> = [
    ['aノb', 'slash-like'],
    ['aヽ', 'iteration mark'],
    ['カへカ', 'among Katakana'],
    ['ひヘひ', 'among Katakana'],
    ['aー', 'prolonged sound mark'],
    ['ー', 'prolonged sound mark'],
    ['a・', 'middle dot'],
    ['a一', 'ideograph that looks like a Latin letter'],
    ['ש\u0301', 'combining diacritic on a letter'],
    ['\u0131\u0301', 'dotless i'],
    ['か\u3099', 'voiced sound mark'],
    ['l\u0307', 'dot above'],
  ];
  for (const [label, name] of cases) it(`${label}: ${name}`, () => expect(pattern(label)).toContain(name));

  it('leaves the same characters alone in their own script', () => {
    for (const label of ['ノート', 'カーカ', 'ひへひ', 'カヽ', '一二三', 'é']) expect(pattern(label), label).toBeUndefined();
  });
});
