/**
 * UTS #39 §5 "Mixed-Script Detection": resolved script sets, the restriction levels of §5.2
 * and the mixed-number check of §5.3, on a label's code points.
 */
import { digitZeroOf, scriptsOf } from './tables.js';

/** Common and Inherited belong to every script (UTS #39 §5.1, "augmented script set"). */
const ALL = '*';

/**
 * UTS #39 §5.1 augmented script set: Script_Extensions, with Han also Han with Bopomofo,
 * Japanese and Korean, Hiragana and Katakana Japanese, Hangul Korean, Bopomofo Han with
 * Bopomofo; Common and Inherited stand for all scripts.
 */
export function augmentedScripts(cp: number): ReadonlySet<string> {
  const scripts = scriptsOf(cp);
  if (scripts.length === 1 && (scripts[0] === 'Common' || scripts[0] === 'Inherited')) return new Set([ALL]);
  const set = new Set(scripts);
  if (set.has('Han')) for (const s of ['Han with Bopomofo', 'Japanese', 'Korean']) set.add(s);
  if (set.has('Hiragana') || set.has('Katakana')) set.add('Japanese');
  if (set.has('Hangul')) set.add('Korean');
  if (set.has('Bopomofo')) set.add('Han with Bopomofo');
  return set;
}

/** The intersection of the augmented script sets (UTS #39 §5.1 "resolved script set"); ALL when unconstrained. */
export function resolvedScripts(codePoints: readonly number[], skip: (cp: number) => boolean = () => false): ReadonlySet<string> {
  let resolved: Set<string> | null = null;
  for (const cp of codePoints) {
    if (skip(cp)) continue;
    const scripts = augmentedScripts(cp);
    if (scripts.has(ALL)) continue;
    if (resolved === null) resolved = new Set(scripts);
    else for (const s of resolved) if (!scripts.has(s)) resolved.delete(s);
  }
  return resolved ?? new Set([ALL]);
}

export type RestrictionLevel = 'single script' | 'highly restrictive' | 'mixed';

/**
 * UTS #39 §5.2: "Single Script" when the resolved script set is not empty; "Highly Restrictive"
 * when the string is covered by Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo or
 * Latin + Han + Hangul (the resolved set of its non-Latin characters holds Japanese, Han with
 * Bopomofo or Korean); otherwise mixed (what browsers show as Punycode).
 */
export function restrictionLevel(codePoints: readonly number[]): RestrictionLevel {
  if (resolvedScripts(codePoints).size > 0) return 'single script';
  const nonLatin = resolvedScripts(codePoints, (cp) => scriptsOf(cp).includes('Latin'));
  if (nonLatin.has('Japanese') || nonLatin.has('Han with Bopomofo') || nonLatin.has('Korean')) return 'highly restrictive';
  return 'mixed';
}

/** The script a character is counted in for messages: its first script, or Common. */
export function mainScript(cp: number): string {
  return scriptsOf(cp)[0];
}

/**
 * The characters that do not belong to the label's main script (the one most of its letters
 * share): what makes a mixed-script label mixed.
 */
export function minorityScriptChars(codePoints: readonly number[]): { scripts: string[]; chars: number[] } {
  const counts = new Map<string, number>();
  for (const cp of codePoints) {
    if (augmentedScripts(cp).has(ALL)) continue;
    for (const s of scriptsOf(cp)) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const main = ranked[0]?.[0];
  const chars = codePoints.filter((cp) => !augmentedScripts(cp).has(ALL) && !scriptsOf(cp).includes(main as string));
  const scripts = [...new Set([main as string, ...chars.map(mainScript)])];
  return { scripts, chars };
}

/**
 * UTS #39 §5.3 "Mixed-Number Detection": the label's decimal digits come from more than one
 * number system. Returns the digits that are not ASCII (or, with no ASCII digit, not of the
 * first system met), or [] when there is one system.
 */
export function mixedNumberDigits(codePoints: readonly number[]): number[] {
  const zeros = new Set<number>();
  let first = -1;
  for (const cp of codePoints) {
    const zero = digitZeroOf(cp);
    if (zero === -1) continue;
    zeros.add(zero);
    if (first === -1) first = zero;
  }
  if (zeros.size < 2) return [];
  const base = zeros.has(0x30) ? 0x30 : first;
  return codePoints.filter((cp) => digitZeroOf(cp) !== -1 && digitZeroOf(cp) !== base);
}
