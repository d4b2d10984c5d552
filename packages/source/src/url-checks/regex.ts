/**
 * The host checks inside a regular expression (parsed with `@eslint-community/regexpp`): a host
 * written in the pattern (`example\.com`) and what stands around it. Each problem comes with a
 * string that gets through, built from a sample match of the pattern, and one suggestion fixes
 * them all.
 */

import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { isHostName } from './literals.js';
import type { UrlValueKind } from './vocabulary.js';

export type RegexProblemKind = 'regexUnescapedDot' | 'regexMissingAnchor' | 'regexHostNotEnded' | 'regexAnyBeforeHost';

export interface RegexProblem {
  kind: RegexProblemKind;
  /** Offsets into the literal's raw text (`/…/flags`). */
  start: number;
  end: number;
  host: string;
  bypass: string;
  before?: string;
}

export interface RegexAnalysis {
  problems: RegexProblem[];
  /** The literal with every problem fixed, when a fix can be written. */
  fixed?: string;
}

type Element = AST.Element;
type Alternative = AST.Alternative;

interface Edit {
  start: number;
  end: number;
  text: string;
}

const LABEL_CHAR = /^[a-z0-9-]$/i;

function labelChar(e: Element): string | undefined {
  if (e.type !== 'Character') return undefined;
  const c = String.fromCodePoint(e.value);
  return LABEL_CHAR.test(c) && e.raw === c ? c : undefined;
}

/** 'escaped' for `\.` and `[.]`, 'any' for an unescaped `.`, or undefined. */
function dotKind(e: Element): 'escaped' | 'any' | undefined {
  if (e.type === 'Character' && e.value === 0x2e) return 'escaped';
  if (e.type === 'CharacterClass' && !e.negate && e.elements.length === 1 && e.elements[0].type === 'Character' && e.elements[0].value === 0x2e) return 'escaped';
  if (e.type === 'CharacterSet' && e.kind === 'any') return 'any';
  return undefined;
}

/** A sample of what `e` matches: enough to show a string that gets through. */
function sample(e: Element | Alternative): string {
  switch (e.type) {
    case 'Alternative':
      return e.elements.map(sample).join('');
    case 'Character':
      return String.fromCodePoint(e.value);
    case 'CharacterSet':
      if (e.kind === 'any') return 'x';
      if (e.kind === 'digit') return e.negate ? 'a' : '1';
      if (e.kind === 'space') return e.negate ? 'a' : ' ';
      return 'a';
    case 'CharacterClass': {
      const first = e.elements[0];
      if (e.negate || first === undefined) return 'x';
      if (first.type === 'Character') return String.fromCodePoint(first.value);
      if (first.type === 'CharacterClassRange') return String.fromCodePoint(first.min.value);
      return 'a';
    }
    case 'Group':
    case 'CapturingGroup':
      return e.alternatives.length > 0 ? sample(e.alternatives[0]) : '';
    case 'Quantifier':
      return sample(e.element).repeat(e.min);
    default:
      return '';
  }
}

/** The elements before (nearest first) or after element `index` of `alt`, out through plain groups; `edge` says where the walk stopped. */
function around(alt: Alternative, index: number, dir: -1 | 1): { elements: Element[]; edge: 'pattern' | 'unknown' } {
  const elements: Element[] = [];
  let a: Alternative = alt;
  let i = index;
  for (;;) {
    for (let k = i + dir; k >= 0 && k < a.elements.length; k += dir) elements.push(a.elements[k]);
    const parent = a.parent;
    if (parent.type === 'Pattern') return { elements, edge: 'pattern' };
    if ((parent.type !== 'Group' && parent.type !== 'CapturingGroup') || parent.parent.type !== 'Alternative') return { elements, edge: 'unknown' };
    a = parent.parent;
    i = a.elements.indexOf(parent);
  }
}

function containsStart(e: Element | Alternative): boolean {
  switch (e.type) {
    case 'Assertion':
      return e.kind === 'start';
    case 'Alternative':
      return e.elements.some(containsStart);
    case 'Group':
    case 'CapturingGroup':
      return e.alternatives.some(containsStart);
    default:
      return false;
  }
}

const END_CHARS = new Set([0x2f, 0x3a, 0x3f, 0x23]); // / : ? #

/** Whether `e` ends a host: `$`, `/`, `:`, `?`, `#`, a class of those, a group each of whose branches starts with one. */
function endsHost(e: Element): boolean | undefined {
  switch (e.type) {
    case 'Assertion':
      if (e.kind === 'end') return true;
      if (e.kind === 'lookahead' && !e.negate) return e.alternatives.every((a) => a.elements.length > 0 && endsHost(a.elements[0]) === true);
      // A negative lookahead (`(?![\w.-])`) or a lookbehind: not read, so not reported.
      if (e.kind === 'lookahead' || e.kind === 'lookbehind') return undefined;
      return false;
    case 'Character':
      return END_CHARS.has(e.value);
    case 'CharacterClass':
      return !e.negate && e.elements.every((c) => c.type === 'Character' && END_CHARS.has(c.value));
    case 'Group':
    case 'CapturingGroup':
      return e.alternatives.every((a) => a.elements.length > 0 && endsHost(a.elements[0]) === true);
    case 'Quantifier':
      return e.min >= 1 ? endsHost(e.element) : false;
    default:
      return false;
  }
}

/** Whether `e` may match nothing, so that what follows it may come right after the host. */
function mayBeEmpty(e: Element): boolean {
  return (e.type === 'Quantifier' && e.min === 0) || (e.type === 'Assertion' && e.kind === 'word');
}

/** `.*`, `.+`, `\S*`, `[^/]*` before a host: another host may end with it. */
function isAnyRun(e: Element | undefined): e is AST.Quantifier {
  if (e?.type !== 'Quantifier' || e.max < 1) return false;
  const x = e.element;
  return (x.type === 'CharacterSet' && (x.kind === 'any' || (x.kind === 'space' && x.negate))) || (x.type === 'CharacterClass' && x.negate);
}

/** Whether what follows a host (nearest first, to the pattern's end) ends it: undefined when that is not known. */
function hostEnded(after: readonly Element[]): boolean | undefined {
  for (const e of after) {
    const end = endsHost(e);
    if (end !== false) return end;
    if (!mayBeEmpty(e)) return undefined;
  }
  return false;
}

interface HostRun {
  alt: Alternative;
  from: number;
  to: number;
  host: string;
  leadingDot: boolean;
  /** Unescaped dots between (or before) the labels. */
  anyDots: Element[];
}

function hostRuns(alt: Alternative): HostRun[] {
  const runs: HostRun[] = [];
  const els = alt.elements;
  let i = 0;
  while (i < els.length) {
    if (labelChar(els[i]) === undefined && dotKind(els[i]) === undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < els.length && (labelChar(els[j]) !== undefined || dotKind(els[j]) !== undefined)) j++;
    let to = j;
    while (to > i && dotKind(els[to - 1]) !== undefined) to--;
    const leadingDot = dotKind(els[i]) !== undefined;
    const text = els.slice(i, to).map((e) => labelChar(e) ?? '.').join('');
    const host = leadingDot ? text.slice(1) : text;
    if (isHostName(host)) runs.push({ alt, from: i, to, host, leadingDot, anyDots: els.slice(i, to).filter((e) => dotKind(e) === 'any') });
    i = j;
  }
  return runs;
}

function alternatives(pattern: AST.Pattern): Alternative[] {
  const out: Alternative[] = [];
  const visit = (e: Element | Alternative): void => {
    if (e.type === 'Alternative') {
      out.push(e);
      e.elements.forEach(visit);
    } else if (e.type === 'Group' || e.type === 'CapturingGroup') e.alternatives.forEach(visit);
    else if (e.type === 'Quantifier') visit(e.element);
  };
  pattern.alternatives.forEach(visit);
  return out;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

function parse(raw: string): AST.RegExpLiteral | undefined {
  try {
    return parser.parseLiteral(raw);
  } catch {
    return undefined;
  }
}

/**
 * The problems of the hosts in regular expression literal `raw`, tested on a value of kind
 * `receiver` (undefined when the name says nothing). A host counts when the pattern writes `//`
 * before it (a URL) or the value is a URL or a host.
 */
export function analyzeRegex(raw: string, receiver: UrlValueKind | undefined): RegexAnalysis {
  // Without a URL-valued receiver, a host counts only after a written `\/\/`: a pattern without
  // one (most of a program's) is not parsed.
  if (receiver === undefined && !raw.includes('\\/\\/')) return { problems: [] };
  const literal = parse(raw);
  if (literal === undefined) return { problems: [] };
  const problems: RegexProblem[] = [];
  const edits: Edit[] = [];
  const seen = new Set<RegexProblemKind>();
  let fixable = true;
  const add = (p: RegexProblem, edit: Edit | undefined): void => {
    if (edit) edits.push(edit);
    else fixable = false;
    if (seen.has(p.kind)) return;
    seen.add(p.kind);
    problems.push(p);
  };
  const patternStart = literal.pattern.start;
  const patternEnd = literal.pattern.end;
  let anchorAdded = false;
  for (const alt of alternatives(literal.pattern)) {
    for (const run of hostRuns(alt)) {
      const before = around(alt, run.from, -1);
      const after = around(alt, run.to - 1, 1);
      const prefix = before.elements.slice().reverse().map(sample).join('');
      // A URL when the pattern is one from its start (`^https?:\/\/`, `\/\/`), or the value is one:
      // `xmlns="http:\/\/…"` searches a document for a namespace.
      const url = /^([a-z][a-z0-9+.-]*:)?\/\/$/i.test(prefix) || (receiver !== undefined && prefix.includes('//'));
      if (!url && receiver === undefined) continue;
      const els = alt.elements.slice(run.from, run.to);
      const first = els[0];
      const last = els[els.length - 1];
      const written = (run.leadingDot ? '.' : '') + run.host;
      const anchored = before.edge === 'pattern' && before.elements.some(containsStart);
      const immediate = before.elements[0];

      // An unescaped `.` between labels, or between a label written before the run and the run.
      const dots = run.leadingDot && dotKind(first) === 'any' && (immediate === undefined || immediate.type === 'Character' || isAnyRun(immediate)) ? run.anyDots.slice(1) : run.anyDots;
      for (const dot of dots) {
        const shownHost = els.map((e) => (e === dot ? 'x' : (labelChar(e) ?? '.'))).join('');
        add({ kind: 'regexUnescapedDot', start: dot.start, end: dot.end, host: run.host, bypass: prefix + shownHost }, { start: dot.start, end: dot.end, text: '\\.' });
      }

      // `.*` right before the host: another host ends with it.
      if (isAnyRun(immediate)) {
        const filler = run.leadingDot ? 'evil.net/' : 'evil';
        const outer = before.elements.slice(1).reverse().map(sample).join('');
        const text = run.leadingDot ? '[a-z0-9-]+(?:\\.[a-z0-9-]+)*' : '(?:[a-z0-9-]+\\.)*';
        add({ kind: 'regexAnyBeforeHost', start: immediate.start, end: immediate.end, host: run.host, before: immediate.raw, bypass: outer + filler + written }, { start: immediate.start, end: immediate.end, text });
      } else if (!anchored && before.edge === 'pattern') {
        if (url) {
          const single = literal.pattern.alternatives.length === 1;
          const edit = anchorAdded ? { start: patternStart, end: patternStart, text: '' } : single ? { start: patternStart, end: patternStart, text: '^' } : undefined;
          anchorAdded = true;
          add({ kind: 'regexMissingAnchor', start: patternStart, end: Math.max(first.start, patternStart + 1), host: run.host, bypass: 'https://evil.net/?' + prefix + written }, edit);
        } else if (!run.leadingDot && before.elements.every((e) => mayBeEmpty(e))) {
          const bypass = receiver === 'host' ? 'evil' + run.host : 'https://evil.net/?' + run.host;
          add({ kind: 'regexMissingAnchor', start: first.start, end: first.end, host: run.host, bypass }, receiver === 'host' ? { start: first.start, end: first.start, text: '(?:^|\\.)' } : undefined);
        }
      }

      // Nothing after the host ends it: the host may go on (`example.com.evil.net`).
      if (after.edge === 'pattern' && hostEnded(after.elements) === false) {
        const text = url ? '(?=[\\/:?#]|$)' : receiver === 'host' ? '$' : undefined;
        add({ kind: 'regexHostNotEnded', start: first.start, end: last.end, host: run.host, bypass: prefix + written + '.evil.net' }, text === undefined ? undefined : { start: last.end, end: last.end, text });
      }
    }
  }
  if (problems.length === 0) return { problems };
  return { problems, ...(fixable ? { fixed: applyEdits(raw, edits, patternEnd) } : {}) };
}

function applyEdits(raw: string, edits: readonly Edit[], patternEnd: number): string | undefined {
  const sorted = edits.filter((e) => e.text !== '' || e.start !== e.end).sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) return undefined;
    out += raw.slice(at, e.start) + e.text;
    at = e.end;
  }
  out += raw.slice(at);
  if (patternEnd > raw.length || parse(out) === undefined) return undefined;
  return out;
}
