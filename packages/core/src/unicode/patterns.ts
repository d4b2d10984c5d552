/**
 * Chromium's "dangerous patterns" (docs/idn.md step 12; idn_spoof_checker.cc): characters that
 * are harmless in their own script and deceptive next to others. Written with the generated
 * Script_Extensions data rather than the engine's `\p{scx=…}`, so that every check uses the
 * same Unicode version.
 */
import { scriptsOf } from './tables.js';

function hasScript(cp: number | undefined, ...scripts: string[]): boolean {
  if (cp === undefined) return false;
  const own = scriptsOf(cp);
  return scripts.some((s) => own.includes(s));
}

const JAPANESE = ['Katakana', 'Hiragana', 'Han'];
const CJK = [...JAPANESE, 'Bopomofo'];

/** Katakana ノ ソ ゾ ン and ideographs 丶 乀 乁 丿: slashes between non-Japanese characters. */
const SLASH_LIKE = new Set([0x30ce, 0x30f3, 0x30bd, 0x30be, 0x4e36, 0x4e40, 0x4e41, 0x4e3f]);
/** Ideographs and Bopomofo that look like Latin letters or punctuation (一 丨 七 十 〇 工 丁 …). */
const LATIN_LIKE_CJK = new Set([
  0x4e00, 0x3127, 0x4e28, 0x4e5b, 0x4e03, 0x4e05, 0x5341, 0x3007, 0x3112, 0x311a, 0x311f, 0x3128, 0x3129, 0x3108, 0x31ba, 0x31b3, 0x5de5, 0x31b2,
  0x8ba0, 0x4e01,
]);

const isCombiningDiacritic = (cp: number | undefined): boolean => cp !== undefined && cp >= 0x300 && cp <= 0x339;
const isAsciiLower = (cp: number | undefined): boolean => cp !== undefined && cp >= 0x61 && cp <= 0x7a;

interface Pattern {
  name: string;
  /** The offending character at `i`, or false. */
  at(label: readonly number[], i: number): boolean;
}

const PATTERNS: readonly Pattern[] = [
  {
    name: 'a slash-like Katakana or ideograph between non-Japanese characters',
    at: (l, i) => SLASH_LIKE.has(l[i]) && i > 0 && i < l.length - 1 && !hasScript(l[i - 1], ...JAPANESE) && !hasScript(l[i + 1], ...JAPANESE),
  },
  {
    name: 'a Katakana iteration mark not after Katakana',
    at: (l, i) => (l[i] === 0x30fd || l[i] === 0x30fe) && (i === 0 || !hasScript(l[i - 1], 'Katakana')),
  },
  {
    name: 'a Hiragana へ べ ぺ among Katakana, or Katakana ヘ ベ ペ among Hiragana',
    at: (l, i) =>
      ((l[i] >= 0x3078 && l[i] <= 0x307a && l.every((c, k) => k === i || hasScript(c, 'Katakana'))) ||
        (l[i] >= 0x30d8 && l[i] <= 0x30da && l.every((c, k) => k === i || hasScript(c, 'Hiragana')))) &&
      l.length > 2 &&
      i > 0 &&
      i < l.length - 1,
  },
  {
    name: 'the prolonged sound mark ー not after Kana',
    at: (l, i) => l[i] === 0x30fc && (i === 0 || !hasScript(l[i - 1], 'Katakana', 'Hiragana')),
  },
  {
    name: 'the Katakana middle dot ・ next to a Latin letter',
    at: (l, i) => l[i] === 0x30fb && (isAsciiLower(l[i - 1]) || isAsciiLower(l[i + 1])),
  },
  {
    name: 'an ideograph that looks like a Latin letter or punctuation beside non-CJK text',
    at: (l, i) => LATIN_LIKE_CJK.has(l[i]) && ((i > 0 && !hasScript(l[i - 1], ...CJK)) || (i < l.length - 1 && !hasScript(l[i + 1], ...CJK))),
  },
  {
    name: 'a combining diacritic on a letter that is not Latin, Greek or Cyrillic',
    at: (l, i) => isCombiningDiacritic(l[i]) && i > 0 && !hasScript(l[i - 1], 'Latin', 'Greek', 'Cyrillic'),
  },
  { name: 'a combining diacritic on a dotless i', at: (l, i) => isCombiningDiacritic(l[i]) && l[i - 1] === 0x131 },
  { name: 'a combining Kana voiced sound mark', at: (l, i) => l[i] === 0x3099 || l[i] === 0x309a },
  { name: 'a combining dot above on i, j or l', at: (l, i) => l[i] === 0x307 && (l[i - 1] === 0x69 || l[i - 1] === 0x6a || l[i - 1] === 0x6c) },
];

/** The first dangerous pattern in the label: its description and the offending characters. */
export function dangerousPattern(label: readonly number[]): { pattern: string; chars: number[] } | undefined {
  for (const pattern of PATTERNS) {
    const chars: number[] = [];
    for (let i = 0; i < label.length; i++) if (pattern.at(label, i)) chars.push(label[i]);
    if (chars.length > 0) return { pattern: pattern.name, chars };
  }
  return undefined;
}
