/**
 * What Chromium's IDN display policy adds to UTS #39 (docs/idn.md, "Google Chrome's IDN policy";
 * components/url_formatter/spoof_checks/idn_spoof_checker.cc and skeleton_generator.cc,
 * Copyright The Chromium Authors, BSD-3-Clause: packages/core/data/chromium/LICENSE.txt).
 * These are policy choices, not Unicode properties, so they are written out here, each with
 * the reason Chromium gives; the Unicode data itself is generated (data.generated.ts).
 */

/** Step 4: characters Chromium removes from the identifier set, as [first, last] ranges. */
export const CHROMIUM_BLOCKED: ReadonlyArray<readonly [number, number]> = [
  [0x0138, 0x0138], // ĸ LATIN SMALL LETTER KRA: historic, looks like k
  [0x01cd, 0x01dc], // Latin Extended-B Pinyin letters: rarely used
  [0x02bb, 0x02bc], // modifier letters that look like quotation marks
  [0x02ec, 0x02ec], // modifier letter voicing
  [0x0338, 0x0338], // combining long solidus overlay: a slash with a broken font
  [0x058a, 0x058a], // Armenian hyphen (NV8 in IDNA 2008)
  [0x1c80, 0x1c8f], // Cyrillic Extended-C
  [0x1e00, 0x1e9b], // Latin Extended Additional (its rarely used part)
  [0x1f00, 0x1fff], // Greek Extended
  [0x2010, 0x2010], // hyphen: looks like "-"
  [0x2019, 0x2019], // right single quotation mark: hard to notice
  [0x2027, 0x2027], // hyphenation point: looks like U+30FB
  [0x30a0, 0x30a0], // Katakana-Hiragana double hyphen
  [0xa640, 0xa69f], // Cyrillic Extended-B
  [0xa720, 0xa7ff], // Latin Extended-D
];

export function isChromiumBlocked(cp: number): boolean {
  for (const [first, last] of CHROMIUM_BLOCKED) if (cp >= first && cp <= last) return true;
  return false;
}

/**
 * Letters that only some ccTLDs may use (a label longer than one character): thorn and eth
 * (þ spoofs b and p, ð spoofs o) under .is and .fo, schwa under .az.
 */
export const TLD_SPECIFIC_LETTERS: ReadonlyMap<number, readonly string[]> = new Map([
  [0x00fe, ['is', 'fo']],
  [0x00f0, ['is', 'fo']],
  [0x0259, ['az']],
]);

/** U+00B7 MIDDLE DOT: only Catalan's ela geminada `l·l` under .cat (RFC 5892 Appendix A.3). */
export function hasUnsafeMiddleDot(label: readonly number[], tld: string): boolean {
  for (let i = 0; i < label.length; i++) {
    if (label[i] !== 0xb7) continue;
    if (tld !== 'cat' || label[i - 1] !== 0x6c || label[i + 1] !== 0x6c) return true;
  }
  return false;
}

/** Step 11: characters that are, or look like, digits (a label of only these and 0-9 is refused). */
export const DIGIT_LOOKALIKES: ReadonlySet<number> = new Set(codePoints('θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨'));

/**
 * Step 10: per script, the letters that look like Latin letters and the ccTLDs where whole
 * labels of them are common and allowed. urilint also counts every letter whose UTS #39
 * skeleton is ASCII (see wholeScriptConfusable in checks.ts).
 */
export const WHOLE_SCRIPT_LOOKALIKES: ReadonlyMap<string, { letters: ReadonlySet<number>; tlds: readonly string[] }> = new Map(
  (
    [
      ['Armenian', 'ագզէլհյոսւօՙ', ['am']],
      ['Cyrillic', 'аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ', ['bg', 'by', 'kz', 'pyc', 'ru', 'su', 'ua', 'uz']],
      ['Ethiopic', 'ሀሠሰስበነተከዐዕዘጠፐꬅ', ['er', 'et']],
      ['Georgian', 'იოყძხჽჿ', ['ge']],
      ['Greek', 'αικνρυωηοτ', ['gr']],
      ['Hebrew', 'דוחיןסװײ׳ﬦ', ['il']],
      ['Bengali', '০৭', []],
      ['Devanagari', 'ऽ०ॱ', []],
      ['Gujarati', 'ડટ૦૧', []],
      ['Gurmukhi', '੦੧', []],
      ['Kannada', 'ಽ೦೧', []],
      ['Malayalam', 'ടഠധനറ൦', []],
      ['Oriya', 'ଠ୦୮', []],
      ['Tamil', 'டப௦', []],
      ['Telugu', '౦౧', []],
      ['Myanmar', 'ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097', ['mm']],
      ['Thai', 'บพเแ๐', ['th']],
    ] as const
  ).map(([script, letters, tlds]) => [script, { letters: new Set(codePoints(letters)), tlds }]),
);

/**
 * Step 13: Chromium's additions to the UTS #39 confusable mapping for the top-domain
 * comparison (skeleton_generator.cc "ExtraConf"), and the letters its diacritic removal maps.
 */
export const EXTRA_CONFUSABLES: ReadonlyMap<number, string> = new Map(
  (
    [
      ['æӕ', 'ae'],
      ['ϼҏ', 'p'],
      ['ħнћңҥӈӊԋԧԩ', 'h'],
      ['ĸκкқҝҟҡӄԟ', 'k'],
      ['ŋпԥกח', 'n'],
      ['ŧтҭԏ七丅丆丁', 't'],
      ['ƅьҍв', 'b'],
      ['ωшщพฟພຟ', 'w'],
      ['мӎ', 'm'],
      ['єҽҿၔ', 'e'],
      ['ґ', 'r'],
      ['ғӻ', 'f'],
      ['ҫင', 'c'],
      ['ұ丫', 'y'],
      ['χҳӽӿ乂', 'x'],
      ['ԃძ', 'd'],
      ['ԍဌ', 'g'],
      ['ടรຣຮ', 's'],
      ['၂', 'j'],
      ['०০੦૦ଠ୦೦', 'o'],
      ['৭੧૧', 'q'],
      ['บບ', 'u'],
      ['θ', '0'],
      ['२২੨૨೩೭շ', '2'],
      ['зҙӡउওਤ੩૩౩ဒვპ', '3'],
      ['੫丩ㄐ', '4'],
      ['ճ', '6'],
      ['৪੪୫', '8'],
      ['૭୨౨', '9'],
      ['—一―⸺⸻', '-'],
    ] as const
  ).flatMap(([sources, target]) => codePoints(sources).map((cp) => [cp, target] as const)),
);

/** Letters that "NFD, remove nonspacing marks, NFC" leaves alone: Chromium maps them too. */
export const DIACRITIC_LETTERS: ReadonlyMap<number, string> = new Map([
  [0x0142, 'l'], // ł
  [0x00f8, 'o'], // ø
  [0x0111, 'd'], // đ
]);

function codePoints(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0) as number);
}
