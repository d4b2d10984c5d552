import { REG_NAME_CHAR, UNRESERVED, describeChar, isAlpha, isDigit, isForbiddenDomainCodePoint, isInvisibleOrBidi } from '../chars.js';
import { decodeALabel, domainToAscii as domainToASCII, isValidALabel } from '../idna.js';
import { analyzeIpv4 } from '../ip.js';
import { splitAt, type Component } from '../parse.js';
import { isPercentTriplet, percentDecodeUtf8, tripletValue } from '../percent.js';
import { MAX_FINDINGS, type Report } from '../rule.js';
import type { Edit } from '../types.js';
import { reportIpv4, type IpMessageId } from './host-ip.js';

/*
 * valid-host's checks of a host name (reg-name): its characters, its percent-encoding, IPv4 as
 * browsers read numbers, its labels (RFC 1738 §3.1, RFC 1034 §3.5) and IDNA (RFC 5891).
 */

export type HostNameMessageId =
  | IpMessageId
  | 'invisibleChar'
  | 'forbiddenChar'
  | 'invalidChar'
  | 'percentEncoded'
  | 'percentEncodedInvalid'
  | 'trailingDot'
  | 'labelChar'
  | 'labelHyphen'
  | 'labelTooLong'
  | 'nameTooLong'
  | 'invalidPunycode'
  | 'invalidALabel'
  | 'nonAscii'
  | 'nonAsciiInvalid'
  | 'removeChar'
  | 'useDecoded'
  | 'usePunycode';

type ReportFn = (report: Report<HostNameMessageId>) => void;

export interface ValidHostOptions {
  allowUnderscore: boolean;
  allowTrailingDot: boolean;
}

/**
 * The forbidden domain code points (WHATWG URL §3.2) that this rule reports in a host. `#`, `/`,
 * `?` and `@` end or precede the host and `:` starts its port, so where one stands in the span
 * looked at here (a browser's host read from a path, `http:/u@h:1`) it is read as that delimiter,
 * not as a character of the host.
 */
function isReportedForbiddenChar(c: number): boolean {
  return isForbiddenDomainCodePoint(c) && c !== 0x23 && c !== 0x2f && c !== 0x3a && c !== 0x3f && c !== 0x40;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** A reg-name (or what stands where one goes) in `text[start, end)`, and how to report on it. */
export interface HostEnv {
  text: string;
  start: number;
  end: number;
  /** Browsers parse it as a domain: a special scheme, or a network-path reference. */
  browser: boolean;
  options: ValidHostOptions;
  /** Whether a placeholder lies in or next to `[start, end]`. */
  near: (start: number, end: number) => boolean;
  report: ReportFn;
}

/** What the characters of a host hold. `bad`: a character reported here or by another rule. */
function scanHostCharacters(env: HostEnv): { bad: boolean; percent: boolean; encoded: boolean; nonAscii: boolean } {
  const { text, browser, report } = env;
  const found = { bad: false, percent: false, encoded: false, nonAscii: false };
  for (let i = env.start; i < env.end; i++) {
    const c = text.charCodeAt(i);
    // A surrogate pair is read as one code point (the character is sliced only for a message).
    const cp = c >= 0xd800 && c <= 0xdbff ? (text.codePointAt(i) ?? c) : c;
    const len = cp > 0xffff ? 2 : 1;
    if (isInvisibleOrBidi(cp)) {
      found.bad = true;
      const char = describeChar(text.slice(i, i + len));
      report({ messageId: 'invisibleChar', data: { char }, start: i, end: i + len, suggestions: [{ messageId: 'removeChar', data: { char }, edits: [{ start: i, end: i + len, text: '' }] }] });
    } else if (c === 0x25) {
      if (isPercentTriplet(text, i, env.end)) {
        const v = tripletValue(text, i);
        if (!(v < 128 && UNRESERVED[v] === 1)) found.percent = true;
        found.encoded = true;
        i += 2;
      } else found.bad = true; // a stray "%": no-invalid-percent-encoding reports it (invalidPercentHost)
      continue;
    } else if (c >= 0x80) found.nonAscii = true;
    else if (browser ? isReportedForbiddenChar(c) : REG_NAME_CHAR[c] !== 1) {
      found.bad = true;
      report({ messageId: browser ? 'forbiddenChar' : 'invalidChar', data: { char: describeChar(text.slice(i, i + len)) }, start: i, end: i + 1 });
    }
    i += len - 1;
  }
  return found;
}

/** Labels of ASCII letters and digits joined by single hyphens, joined by dots (RFC 1123 §2.1; no `--`, so no `xn--`). */
const LDH_NAME = /(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.)*[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/y;

/**
 * Whether `text[start, end)` is a host name with nothing to report, whatever the scheme: LDH
 * labels (LDH_NAME), none longer than 63 characters, at most 253 in all, and a last label that
 * no parser reads as a number (not all digits, not `0x…`: WHATWG's "ends in a number"). Most
 * hosts are; they skip the scan of every character and label below.
 */
function isPlainHostName(text: string, start: number, end: number): boolean {
  if (end - start > 253) return false;
  LDH_NAME.lastIndex = start;
  if (!LDH_NAME.test(text) || LDH_NAME.lastIndex !== end) return false;
  const lastLabel = text.lastIndexOf('.', end - 1) + 1;
  const last = lastLabel > start ? lastLabel : start;
  if (text.charCodeAt(last) === 0x30 && (text.charCodeAt(last + 1) | 0x20) === 0x78) return false;
  let numeric = true;
  for (let i = last; i < end && numeric; i++) numeric = isDigit(text.charCodeAt(i));
  if (numeric) return false;
  if (end - start <= 63) return true;
  let label = start;
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) !== 0x2e) continue;
    if (i - label > 63) return false;
    label = i + 1;
  }
  return end - label <= 63;
}

/** Characters, percent-encoding, IPv4 and labels of a reg-name. */
export function checkRegName(env: HostEnv): void {
  if (isPlainHostName(env.text, env.start, env.end)) return;
  const chars = scanHostCharacters(env);
  if (chars.bad) return;
  const hostHole = env.near(env.start, env.end);
  if (chars.percent) return reportPercentEncoded(env, hostHole);
  if (chars.encoded) {
    // Only unreserved triplets (`m%61ñana.example`): prefer-normalized decodes them; the name is
    // checked here as browsers decode it (a non-special host is opaque to them).
    if (env.browser && !hostHole) checkDecodedHost(env);
    return;
  }
  const { text, browser, report } = env;
  const host = text.slice(env.start, env.end);
  const labels = splitAt(text, env.start, env.end, 0x2e /* . */);
  // IPv4, as browsers read numbers (WHATWG) or, for other schemes, the RFC's dotted form.
  if (!hostHole) {
    const ip = analyzeIpv4(labels, browser);
    if (ip.kind !== 'name') return reportIpv4(report, ip, host, env.start, env.end, browser);
  }
  if (browser) {
    const asciiLength = checkLabels(env, labels);
    if (!hostHole && asciiLength > 253) report({ messageId: 'nameTooLong', data: { length: String(asciiLength) }, start: env.start, end: env.end });
  }
  if (chars.nonAscii && (browser || !hostHole)) reportNonAscii(report, labels, host, hostHole, env.near);
}

/**
 * RFC 3986 §3.2.2: percent-encoding in a host is for UTF-8 names only; browsers decode it
 * (WHATWG "host parser"), which hides the name that is really meant. Bytes that are not UTF-8
 * are no-invalid-percent-encoding's; in a non-special URL a valid triplet is RFC 3986 syntax for
 * an opaque host.
 */
function reportPercentEncoded(env: HostEnv, hostHole: boolean): void {
  if (!env.browser || hostHole) return;
  const host = env.text.slice(env.start, env.end);
  const decoded = percentDecodeUtf8(host);
  if (decoded === undefined) return;
  const ascii = domainToASCII(decoded);
  const where = { start: env.start, end: env.end };
  if (ascii === '') return env.report({ messageId: 'percentEncodedInvalid', data: { host }, ...where });
  env.report({
    messageId: 'percentEncoded',
    data: { host, decoded },
    ...where,
    suggestions: [{ messageId: 'useDecoded', data: { replacement: ascii }, edits: [{ ...where, text: ascii }] }],
  });
}

/**
 * The host with its unreserved triplets decoded, as browsers read it, checked like any host:
 * findings and edits on the decoded name are mapped back onto the triplets they cover.
 */
function checkDecodedHost(env: HostEnv): void {
  const { text, start, end } = env;
  let decoded = '';
  /** The offset in `text` of each character of `decoded`, and of its end. */
  const origin: number[] = [];
  for (let i = start; i < end; ) {
    origin.push(i);
    if (isPercentTriplet(text, i, end)) {
      decoded += String.fromCharCode(tripletValue(text, i));
      i += 3;
    } else decoded += text[i++];
  }
  origin.push(end);
  const toText = (at: number): number => (at < start ? at : at - start < origin.length ? origin[at - start] : at - start - decoded.length + end);
  const toTextEdit = (e: Edit): Edit => ({ start: toText(e.start), end: toText(e.end), text: e.text });
  const report: ReportFn = (r) =>
    env.report({
      ...r,
      start: toText(r.start),
      end: toText(r.end),
      fix: r.fix?.map(toTextEdit),
      suggestions: r.suggestions?.map((s) => ({ ...s, edits: s.edits.map(toTextEdit) })),
    });
  const view = text.slice(0, start) + decoded + text.slice(end);
  checkRegName({ ...env, text: view, end: start + decoded.length, near: () => false, report });
}

/** Labels (RFC 1738 §3.1, RFC 1034 §3.5, RFC 1123 §2.1); returns the name's length in ASCII. */
function checkLabels(env: HostEnv, labels: Component[]): number {
  const { text, options, near } = env;
  const host = text.slice(env.start, env.end);
  // analyze() keeps MAX_FINDINGS reports of a rule: past them, only the length is counted.
  let left = MAX_FINDINGS;
  const report: ReportFn = (r) => {
    left--;
    env.report(r);
  };
  let asciiLength = 0;
  for (let k = 0; k < labels.length; k++) {
    const label = labels[k];
    if (label.value.length === 0) {
      if (left <= 0) continue;
      if (k === labels.length - 1 && k > 0) {
        // After an empty label (`http://.../`) the last dot is part of that defect, reported once.
        if (!options.allowTrailingDot && labels[k - 1].value.length > 0 && !near(label.start - 1, label.start)) {
          reportDot(report, 'trailingDot', host, label.start - 1);
        }
      } else if (!near(label.start - 1, label.end + 1)) reportDot(report, 'emptyLabel', host, k === 0 ? label.end : label.start - 1);
      continue;
    }
    if (k > 0) asciiLength++;
    if (near(label.start, label.end)) continue;
    const asciiLabel = isAscii(label.value) ? label.value : domainToASCII(label.value);
    asciiLength += asciiLabel.length;
    if (left <= 0) continue;
    for (let i = label.start; i < label.end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80 || isAlpha(c) || isDigit(c) || c === 0x2d || (c === 0x5f && options.allowUnderscore)) continue;
      report({ messageId: 'labelChar', data: { char: describeChar(text[i]) }, start: i, end: i + 1 });
    }
    if (label.value.charCodeAt(0) === 0x2d) {
      report({ messageId: 'labelHyphen', data: { label: label.value }, start: label.start, end: label.start + 1 });
    } else if (label.value.charCodeAt(label.value.length - 1) === 0x2d) {
      report({ messageId: 'labelHyphen', data: { label: label.value }, start: label.end - 1, end: label.end });
    }
    if (asciiLabel.length > 63) report({ messageId: 'labelTooLong', data: { label: label.value }, start: label.start, end: label.end });
    reportInvalidALabel(report, label);
  }
  return asciiLength;
}

/** An extra dot at `at` (an empty label, or a trailing dot), with a suggestion to remove it. */
function reportDot(report: ReportFn, messageId: 'emptyLabel' | 'trailingDot', host: string, at: number): void {
  report({ messageId, data: { host }, start: at, end: at + 1, suggestions: [{ messageId: 'removeDot', edits: [{ start: at, end: at + 1, text: '' }] }] });
}

/** Whether `label` starts with the ACE prefix `xn--`, in any case (RFC 5890 §2.3.2.1), read without a copy. */
function hasAcePrefix(label: string): boolean {
  return (label.charCodeAt(0) | 0x20) === 0x78 && (label.charCodeAt(1) | 0x20) === 0x6e && label.charCodeAt(2) === 0x2d && label.charCodeAt(3) === 0x2d;
}

/**
 * An `xn--` label that is no valid A-label (RFC 5891 §5.4). Browsers no longer check this
 * (IgnoreInvalidPunycode); DNS registries do. The message tells Punycode that does not decode
 * (RFC 3492) from Punycode whose decoded label IDNA rejects.
 */
function reportInvalidALabel(report: ReportFn, label: Component): void {
  if (!hasAcePrefix(label.value) || !isAscii(label.value) || isValidALabel(label.value)) return;
  const decoded = decodeALabel(label.value);
  const where = { start: label.start, end: label.end };
  if (decoded === undefined) return report({ messageId: 'invalidPunycode', data: { label: label.value }, ...where });
  report({ messageId: 'invalidALabel', data: { label: label.value, decoded: Array.from(decoded, printable).join('') }, ...where });
}

/** A character as a message shows it inside quotes: itself, or `<U+0080>` for an invisible one. */
function printable(ch: string): string {
  const name = describeChar(ch);
  return name.startsWith('"') ? ch : `<${name}>`;
}

/**
 * IDN (RFC 3986 §3.2.2 and RFC 5891): a host name in DNS is ASCII; browsers convert a Unicode
 * name with UTS #46 (WHATWG "domain to ASCII"), which Node's `url.domainToASCII` implements.
 * The edits replace the non-ASCII labels only, never percent-encode.
 */
function reportNonAscii(report: ReportFn, labels: Component[], hostValue: string, hostHole: boolean, near: (start: number, end: number) => boolean): void {
  const edits: Edit[] = [];
  let first = -1;
  let last = -1;
  let failed = false;
  for (const label of labels) {
    if (isAscii(label.value)) continue;
    if (near(label.start, label.end)) continue;
    if (first === -1) first = label.start;
    last = label.end;
    const ascii = domainToASCII(label.value);
    if (ascii === '') failed = true;
    else edits.push({ start: label.start, end: label.end, text: ascii });
  }
  if (first === -1) return;
  const whole = hostHole ? undefined : domainToASCII(hostValue);
  if (failed || whole === '') {
    report({ messageId: 'nonAsciiInvalid', data: { host: hostValue }, start: first, end: last });
    return;
  }
  const ascii = whole ?? edits.map((e) => e.text).join('.');
  report({
    messageId: 'nonAscii',
    data: { host: hostValue, ascii },
    start: first,
    end: last,
    suggestions: [{ messageId: 'usePunycode', data: { ascii }, edits }],
  });
}
