/**
 * Lookups in the generated Unicode 17.0.0 data (data.generated.ts). The compact strings are
 * decoded on first use, so that a run that sees only ASCII hosts never pays for them.
 */
import * as data from './data.generated.js';

/** Code-point runs: `starts[i]` begins a run whose value is `values[i]`. */
interface Runs {
  starts: Int32Array;
  values: Int32Array;
}

function decodeRuns(encoded: string): Runs {
  const parts = encoded.split(',');
  const starts = new Int32Array(parts.length);
  const values = new Int32Array(parts.length);
  let start = 0;
  for (let i = 0; i < parts.length; i++) {
    const dot = parts[i].indexOf('.');
    start += parseInt(parts[i].slice(0, dot), 36);
    starts[i] = start;
    values[i] = parseInt(parts[i].slice(dot + 1), 36);
  }
  return { starts, values };
}

/** The index of the last of the ascending `sorted` that is `<= cp` (0 when none is). */
function lastAtOrBelow(sorted: ArrayLike<number>, cp: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= cp) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function runValue(runs: Runs, cp: number): number {
  return runs.values[lastAtOrBelow(runs.starts, cp)];
}

function decodeCodePoints(encoded: string): number[] {
  const out: number[] = [];
  let cp = 0;
  for (const delta of encoded.split(',')) out.push((cp += parseInt(delta, 36)));
  return out;
}

/** Lazily built, once per process. */
function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const allowedRuns = lazy(() => decodeRuns(data.ALLOWED_RUNS));
const scriptRuns = lazy(() => decodeRuns(data.SCRIPT_RUNS));
const scriptSets = lazy(() => data.SCRIPT_SETS.split(' ').map((set) => Object.freeze(set.split('+').map((s) => s.replace(/_/g, ' ')))));
const nonspacingRuns = lazy(() => decodeRuns(data.NONSPACING_RUNS));
const ignorable = lazy(() => new Set(decodeCodePoints(data.IGNORABLE)));
const digitZeros = lazy(() => Int32Array.from(decodeCodePoints(data.DIGIT_ZEROS)));
const confusables = lazy(() => {
  const sources = decodeCodePoints(data.CONFUSABLE_SOURCES);
  const targets = data.CONFUSABLE_TARGETS.split('\u0001');
  return new Map(sources.map((cp, i) => [cp, targets[i]]));
});
const names = lazy(() => {
  const codePoints = decodeCodePoints(data.NAME_CODE_POINTS);
  const encoded = data.NAMES.split(',');
  return new Map(codePoints.map((cp, i) => [cp, encoded[i]]));
});
const nameWords = lazy(() => data.NAME_WORDS.split(' '));
const algorithmicNames = lazy(() =>
  data.ALGORITHMIC_NAMES.split(',').map((entry) => {
    const [start, end, ...prefix] = entry.split('.');
    return { start: parseInt(start, 36), end: parseInt(end, 36), prefix: prefix.join('.') };
  }),
);
const jamo = lazy(() => data.HANGUL_JAMO.map((list) => list.split(' ')));

/** UTS #39 §3.1 Identifier_Status=Allowed (General Security Profile). */
export function isIdentifierAllowed(cp: number): boolean {
  return runValue(allowedRuns(), cp) === 1;
}

/** Script_Extensions (UAX #24) long names, e.g. ['Cyrillic'], ['Common'], ['Arabic', 'Syriac']. */
export function scriptsOf(cp: number): readonly string[] {
  return scriptSets()[runValue(scriptRuns(), cp)];
}

/** General_Category=Nonspacing_Mark. */
export function isNonspacingMark(cp: number): boolean {
  return cp >= 0x300 && runValue(nonspacingRuns(), cp) === 1;
}

/** Default_Ignorable_Code_Point among the code points that UTS #46 keeps (ZWNJ, ZWJ). */
export function isDefaultIgnorable(cp: number): boolean {
  return ignorable().has(cp);
}

/** The zero of the decimal number system `cp` belongs to (General_Category=Nd), or -1. */
export function digitZeroOf(cp: number): number {
  if (cp >= 0x30 && cp <= 0x39) return 0x30;
  if (cp < 0x80) return -1;
  const zeros = digitZeros();
  if (cp < zeros[0]) return -1;
  const zero = zeros[lastAtOrBelow(zeros, cp)];
  // Every Nd system is ten code points from its zero (a Unicode stability guarantee).
  return cp - zero < 10 ? zero : -1;
}

/** The UTS #39 §4 prototype of `cp` (confusables.txt), or undefined when it maps to itself. */
export function confusablePrototype(cp: number): string | undefined {
  return confusables().get(cp);
}

/** The Unicode name of `cp`, or undefined for code points whose name the data leaves out. */
export function characterName(cp: number): string | undefined {
  if (cp >= 0xac00 && cp <= 0xd7a3) return hangulSyllableName(cp);
  for (const range of algorithmicNames()) {
    if (cp >= range.start && cp <= range.end) return range.prefix + cp.toString(16).toUpperCase().padStart(4, '0');
  }
  const encoded = names().get(cp);
  if (encoded === undefined) return undefined;
  const words = nameWords();
  return encoded
    .split('.')
    .map((i) => words[parseInt(i, 36)])
    .join(' ');
}

/** Unicode §3.12 "Hangul Syllable Name Generation". */
function hangulSyllableName(cp: number): string {
  const index = cp - 0xac00;
  const [leading, vowels, trailing] = jamo();
  return 'HANGUL SYLLABLE ' + leading[Math.floor(index / 588)] + vowels[Math.floor((index % 588) / 28)] + trailing[index % 28];
}

export const topDomainList = lazy(() => data.TOP_DOMAINS.split(' '));

export { UNICODE_VERSION } from './data.generated.js';
