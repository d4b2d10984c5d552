/**
 * A host as browsers show it: each label decoded from Punycode and mapped (UTS #46 ToUnicode,
 * with tr46 as idna.ts uses it), checked as Chromium's IDN display policy checks labels, and
 * compared with well-known domains by skeleton (docs/idn.md steps 1-13).
 */
import tr46 from 'tr46';
import { domainToAscii } from '../idna.js';
import { checkLabel, type LabelProblem } from './checks.js';
import { lookalikeSkeleton } from './skeleton.js';
import { characterName, isDefaultIgnorable, isNonspacingMark, scriptsOf, topDomainList } from './tables.js';

/** One label of a host: where it is written (offsets into the host) and its Unicode form. */
export interface HostLabel {
  start: number;
  end: number;
  unicode: string;
  fromPunycode: boolean;
}

/** True when a host needs no check: ASCII with no `xn--` label (the fast path). */
export function isPlainAsciiHost(host: string): boolean {
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c >= 0x80) return false;
    // `xn--` at the start of a label, in any case.
    if ((c | 0x20) === 0x78 && (i === 0 || host.charCodeAt(i - 1) === 0x2e) && (host.charCodeAt(i + 1) | 0x20) === 0x6e && host.startsWith('--', i + 2)) {
      return false;
    }
  }
  return true;
}

function toUnicode(label: string): string | null {
  const { domain, error } = tr46.toUnicode(label, { checkBidi: true, checkJoiners: true, transitionalProcessing: false, ignoreInvalidPunycode: false });
  return error ? null : domain;
}

/**
 * The labels of `host` in their Unicode form, or null when the host has none (UTS #46 fails:
 * valid-host reports that). A written label that maps to several (a full-width dot) keeps its span.
 */
export function decodeHost(host: string): HostLabel[] | null {
  if (domainToAscii(host) === '') return null;
  const labels: HostLabel[] = [];
  let start = 0;
  for (const written of host.split('.')) {
    const end = start + written.length;
    const unicode = written === '' ? '' : toUnicode(written);
    if (unicode === null) return null;
    const fromPunycode = /^xn--/i.test(written);
    for (const part of unicode.split('.')) labels.push({ start, end, unicode: part, fromPunycode });
    start = end + 1;
  }
  return labels;
}

/** The top-level domain in Unicode form: the last non-empty label. */
export function topLevelDomain(labels: readonly HostLabel[]): string {
  for (let i = labels.length - 1; i >= 0; i--) if (labels[i].unicode !== '') return labels[i].unicode;
  return '';
}

export interface LabelVerdict {
  label: HostLabel;
  problem: LabelProblem;
}

/** Chromium steps 3-12 on every label. */
export function labelVerdicts(labels: readonly HostLabel[]): LabelVerdict[] {
  const tld = topLevelDomain(labels);
  const out: LabelVerdict[] = [];
  for (const label of labels) {
    const problem = checkLabel(codePointsOf(label.unicode), tld, { fromPunycode: label.fromPunycode });
    if (problem) out.push({ label, problem });
  }
  return out;
}

export function codePointsOf(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0) as number);
}

/** Domains compared by skeleton: the shipped list and the user's, skeleton → domain. */
export type ProtectedSkeletons = ReadonlyMap<string, string>;

let topSkeletons: Map<string, string> | undefined;
const userSkeletons = new WeakMap<readonly string[], ProtectedSkeletons>();

/**
 * The skeletons of Chromium's top domains and of `protectedDomains` (the user's own, first), built
 * once per options array. A user domain is taken in its Unicode form (`xn--` decoded).
 */
export function protectedSkeletons(protectedDomains: readonly string[]): ProtectedSkeletons {
  if (!topSkeletons) {
    topSkeletons = new Map();
    for (const domain of topDomainList()) topSkeletons.set(lookalikeSkeleton(domain), domain);
  }
  if (protectedDomains.length === 0) return topSkeletons;
  let map = userSkeletons.get(protectedDomains);
  if (!map) {
    const own = new Map<string, string>();
    for (const domain of protectedDomains) {
      const labels = decodeHost(domain.trim().toLowerCase());
      const unicode = labels ? labels.map((l) => l.unicode).join('.') : domain.toLowerCase();
      if (unicode) own.set(lookalikeSkeleton(unicode), unicode);
    }
    map = new Map([...topSkeletons, ...own]);
    userSkeletons.set(protectedDomains, map);
  }
  return map;
}

/**
 * Chromium step 13: the well-known domain whose skeleton equals that of the host's last two to
 * four labels (`www.googlé.com` → `google.com`), unless the host is that domain or under it.
 */
export function lookalikeOf(unicodeHost: string, skeletons: ProtectedSkeletons): string | undefined {
  const labels = unicodeHost.replace(/\.$/, '').split('.');
  for (let n = Math.min(4, labels.length); n >= 2; n--) {
    const suffix = labels.slice(labels.length - n).join('.');
    const domain = skeletons.get(lookalikeSkeleton(suffix));
    if (domain === undefined) continue;
    const host = labels.join('.');
    return host === domain || host.endsWith('.' + domain) ? undefined : domain;
  }
  return undefined;
}

/** `"а" (U+0430 CYRILLIC SMALL LETTER A, Cyrillic)`; marks and invisible characters without the glyph. */
export function describeCodePoint(cp: number): string {
  const name = characterName(cp);
  const id = 'U+' + cp.toString(16).toUpperCase().padStart(4, '0') + (name ? ' ' + name : '');
  if (isNonspacingMark(cp) || isDefaultIgnorable(cp)) return `${id}, a combining or invisible character`;
  const scripts = scriptsOf(cp);
  // Punctuation shared by many scripts: a few of them are enough to place it.
  const shownScripts = scripts.length > 3 ? scripts.slice(0, 3).join('/') + '/…' : scripts.join('/');
  return `"${String.fromCodePoint(cp)}" (${id}, ${shownScripts})`;
}

/**
 * Message data naming up to three distinct characters (`char1`…`char3`, each a short value, as
 * `analyze` shortens long ones) and how many more there are (`more`).
 */
export function describeCodePoints(cps: readonly number[]): Record<'char1' | 'char2' | 'char3' | 'more', string> {
  const distinct = [...new Set(cps)];
  const at = (i: number): string => (i < distinct.length ? (i > 0 ? ', ' : '') + describeCodePoint(distinct[i]) : '');
  const more = distinct.length > 3 ? ` and ${distinct.length - 3} more` : '';
  return { char1: at(0), char2: at(1), char3: at(2), more };
}

/** The scripts of a host's non-ASCII and letter characters, for the hover. */
export function hostScripts(unicodeHost: string): string[] {
  const scripts = new Set<string>();
  for (const cp of codePointsOf(unicodeHost)) {
    const own = scriptsOf(cp);
    if (own.length === 1 && (own[0] === 'Common' || own[0] === 'Inherited')) continue;
    scripts.add(own[0]);
  }
  return [...scripts];
}
