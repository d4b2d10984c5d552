/**
 * The per-label checks of no-confusable-host, in the order of Chromium's IDN display policy
 * (docs/idn.md "Google Chrome's IDN policy", steps 3-12), each grounded in UTS #39 where UTS #39
 * has the rule. A label is its Unicode form after UTS #46 mapping (lower case, NFC), as code
 * points; `tld` is the host's last label in that form.
 */
import { DIGIT_LOOKALIKES, TLD_SPECIFIC_LETTERS, WHOLE_SCRIPT_LOOKALIKES, hasUnsafeMiddleDot, isChromiumBlocked } from './chromium-policy.js';
import { dangerousPattern } from './patterns.js';
import { mainScript, minorityScriptChars, mixedNumberDigits, resolvedScripts, restrictionLevel } from './scripts.js';
import { isLgcOnly, skeleton } from './skeleton.js';
import { isDefaultIgnorable, isIdentifierAllowed, isNonspacingMark, scriptsOf } from './tables.js';

export type LabelProblem =
  | { kind: 'invisible'; chars: number[] }
  | { kind: 'repeatedMark'; chars: number[] }
  | { kind: 'notAllowed'; chars: number[] }
  | { kind: 'blocked'; chars: number[] }
  | { kind: 'mixedScript'; chars: number[]; scripts: string[] }
  | { kind: 'mixedNumbers'; chars: number[] }
  | { kind: 'tldSpecific'; chars: number[]; tlds: readonly string[] }
  | { kind: 'middleDot'; chars: number[] }
  | { kind: 'wholeScript'; chars: number[]; script: string; looksLike: string }
  | { kind: 'digitLookalike'; chars: number[] }
  | { kind: 'nonAsciiLatinMixed'; chars: number[]; scripts: string[] }
  | { kind: 'dangerousPattern'; chars: number[]; pattern: string };

export interface LabelCheckOptions {
  /** Whether the label was written as `xn--`: its invisible characters are hidden in the text. */
  fromPunycode: boolean;
}

/** The first problem of a label, or undefined when browsers would show it as Unicode. */
export function checkLabel(label: readonly number[], tld: string, options: LabelCheckOptions): LabelProblem | undefined {
  if (label.every((cp) => cp < 0x80)) return undefined;
  return characterProblem(label, options) ?? scriptProblem(label, tld);
}

/** Steps 3, 4 and 7 (UTS #39 §3.1 identifier status, §5.4 invisible characters and marks). */
function characterProblem(label: readonly number[], options: LabelCheckOptions): LabelProblem | undefined {
  // ZWJ and ZWNJ written as such are valid-host's (invisibleChar); inside `xn--` no one sees them.
  const invisible = label.filter(isDefaultIgnorable);
  if (invisible.length > 0) return options.fromPunycode ? { kind: 'invisible', chars: invisible } : undefined;
  const repeated = repeatedMarks(label);
  if (repeated.length > 0) return { kind: 'repeatedMark', chars: repeated };
  const notAllowed = label.filter((cp) => cp >= 0x80 && !isIdentifierAllowed(cp));
  if (notAllowed.length > 0) return { kind: 'notAllowed', chars: notAllowed };
  const blocked = label.filter(isChromiumBlocked);
  if (blocked.length > 0) return { kind: 'blocked', chars: blocked };
  return undefined;
}

/**
 * UTS #39 §5.4: the same nonspacing mark twice in a row, or more than four nonspacing marks in
 * a row, in the NFD form: they stack into one invisible or indistinguishable mark.
 */
function repeatedMarks(label: readonly number[]): number[] {
  const nfd = Array.from(String.fromCodePoint(...label).normalize('NFD'), (c) => c.codePointAt(0) as number);
  const out: number[] = [];
  let run: number[] = [];
  for (const cp of [...nfd, 0x20]) {
    if (isNonspacingMark(cp)) {
      if (run.includes(cp)) out.push(cp);
      run.push(cp);
      continue;
    }
    if (run.length > 4) out.push(...run);
    run = [];
  }
  return [...new Set(out)];
}

/** Steps 5, 6 and 8-12. */
function scriptProblem(label: readonly number[], tld: string): LabelProblem | undefined {
  const level = restrictionLevel(label);
  if (level === 'mixed') {
    const { scripts, chars } = minorityScriptChars(label);
    return { kind: 'mixedScript', chars, scripts };
  }
  const mixedDigits = mixedNumberDigits(label);
  if (mixedDigits.length > 0) return { kind: 'mixedNumbers', chars: mixedDigits };
  const tldProblem = tldSpecificProblem(label, tld);
  if (tldProblem) return tldProblem;
  // Chromium: kana that look alike and combining diacritics send single-script labels through
  // the pattern checks too.
  const exceptions = label.some((cp) => (cp >= 0x3078 && cp <= 0x307a) || (cp >= 0x30d8 && cp <= 0x30da) || (cp >= 0x30fb && cp <= 0x30fe) || (cp >= 0x300 && cp <= 0x339));
  if (level === 'single script' && !exceptions) return wholeScriptProblem(label, tld) ?? digitLookalikeProblem(label);
  return digitLookalikeProblem(label) ?? nonAsciiLatinProblem(label) ?? dangerousPatternProblem(label);
}

function tldSpecificProblem(label: readonly number[], tld: string): LabelProblem | undefined {
  if (label.length > 1) {
    for (const cp of label) {
      const tlds = TLD_SPECIFIC_LETTERS.get(cp);
      if (tlds && !tlds.includes(tld)) return { kind: 'tldSpecific', chars: label.filter((c) => TLD_SPECIFIC_LETTERS.get(c) === tlds), tlds };
    }
  }
  if (hasUnsafeMiddleDot(label, tld)) return { kind: 'middleDot', chars: [0xb7] };
  return undefined;
}

/**
 * UTS #39 §4 whole-script confusables, with Chromium's step 10: a label whose letters all come
 * from one script other than Latin and all look like Latin letters (their skeleton is ASCII, or
 * Chromium lists them), under a TLD that is neither in that script nor one of the ccTLDs where
 * such names are at home (`аррӏе.com`, but not `сор.ru`).
 */
function wholeScriptProblem(label: readonly number[], tld: string): LabelProblem | undefined {
  const letters = label.filter((cp) => !resolvedScripts([cp]).has('*'));
  if (letters.length === 0) return undefined;
  const script = mainScript(letters[0]);
  if (script === 'Latin' || letters.some((cp) => !scriptsOf(cp).includes(script))) return undefined;
  const policy = WHOLE_SCRIPT_LOOKALIKES.get(script);
  const looksLatin = (cp: number): boolean => policy?.letters.has(cp) === true || /^[a-z0-9]+$/i.test(skeleton(String.fromCodePoint(cp)));
  if (!letters.every(looksLatin)) return undefined;
  if (policy?.tlds.includes(tld)) return undefined;
  if (Array.from(tld).some((c) => scriptsOf(c.codePointAt(0) as number).includes(script))) return undefined;
  return { kind: 'wholeScript', chars: [...new Set(letters)], script, looksLike: skeleton(String.fromCodePoint(...label)) };
}

/** Step 11: only ASCII digits and characters that look like digits (`२३`, `θ1`). */
function digitLookalikeProblem(label: readonly number[]): LabelProblem | undefined {
  const lookalikes = label.filter((cp) => DIGIT_LOOKALIKES.has(cp));
  if (lookalikes.length === 0 || !label.every((cp) => (cp >= 0x30 && cp <= 0x39) || DIGIT_LOOKALIKES.has(cp))) return undefined;
  return { kind: 'digitLookalike', chars: lookalikes };
}

/**
 * Chromium: ASCII is the only Latin that may mix with Chinese, Japanese or Korean (a label of
 * Latin, Greek and Cyrillic only is left to the other checks).
 */
function nonAsciiLatinProblem(label: readonly number[]): LabelProblem | undefined {
  const latin = label.filter((cp) => cp >= 0x80 && scriptsOf(cp).length === 1 && scriptsOf(cp)[0] === 'Latin');
  if (latin.length === 0 || isLgcOnly(String.fromCodePoint(...label))) return undefined;
  const scripts = [...new Set(label.filter((cp) => !resolvedScripts([cp]).has('*') && !scriptsOf(cp).includes('Latin')).map(mainScript))];
  return { kind: 'nonAsciiLatinMixed', chars: latin, scripts };
}

function dangerousPatternProblem(label: readonly number[]): LabelProblem | undefined {
  const found = dangerousPattern(label);
  return found ? { kind: 'dangerousPattern', chars: found.chars, pattern: found.pattern } : undefined;
}
