/**
 * Confusable comparison: the UTS #39 §4 skeleton, and the form Chromium compares with its top
 * domains (docs/idn.md step 13: diacritics removed, Chromium's extra mappings, then the
 * skeleton; skeleton_generator.cc).
 */
import { DIACRITIC_LETTERS, EXTRA_CONFUSABLES } from './chromium-policy.js';
import { confusablePrototype, isNonspacingMark, scriptsOf } from './tables.js';

/**
 * UTS #39 §4 "skeleton(X)": convert X to NFD, replace each character by its prototype from
 * confusables.txt, convert to NFD again. Two strings are confusable when their skeletons are
 * equal. (NFD is the engine's: ICU in Node and VS Code.)
 */
export function skeleton(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFD')) out += confusablePrototype(ch.codePointAt(0) as number) ?? ch;
  return out.normalize('NFD');
}

/** Latin, Greek and Cyrillic letters, ASCII digits, `.`, `_`, `-` and U+0300-U+0339 only. */
export function isLgcOnly(s: string): boolean {
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    if ((cp >= 0x30 && cp <= 0x39) || cp === 0x2e || cp === 0x5f || cp === 0x2d || (cp >= 0x300 && cp <= 0x339)) continue;
    const scripts = scriptsOf(cp);
    if (!scripts.includes('Latin') && !scripts.includes('Greek') && !scripts.includes('Cyrillic')) return false;
  }
  return true;
}

/**
 * Chromium's "MaybeRemoveDiacritics": for a host of Latin, Greek and Cyrillic letters only,
 * NFD, remove nonspacing marks, NFC, then ł → l, ø → o, đ → d (`googlé.com` → `google.com`).
 */
export function removeDiacritics(host: string): string {
  if (!isLgcOnly(host)) return host;
  let out = '';
  for (const ch of host.normalize('NFD')) {
    const cp = ch.codePointAt(0) as number;
    if (!isNonspacingMark(cp)) out += ch;
  }
  let mapped = '';
  for (const ch of out.normalize('NFC')) mapped += DIACRITIC_LETTERS.get(ch.codePointAt(0) as number) ?? ch;
  return mapped;
}

/** The form compared with well-known domains: diacritics removed, Chromium's extra mappings, skeleton. */
export function lookalikeSkeleton(host: string): string {
  let mapped = '';
  for (const ch of removeDiacritics(host)) mapped += EXTRA_CONFUSABLES.get(ch.codePointAt(0) as number) ?? ch;
  return skeleton(mapped);
}
