import { isHex } from '../chars.js';
import { isPercentTriplet, tripletValue, utf8SequenceLength } from '../percent.js';
import { defineRule } from '../rule.js';
import { browserHostSpan, cappedReport, holeMask } from './no-unencoded-characters.js';

type MessageId = 'invalidPercent' | 'invalidPercentHost' | 'invalidUtf8' | 'invalidUtf8Password';

/** The triplets a message shows: at most eight, then `…`. */
function shownBytes(raw: string): string {
  return raw.length > 24 ? raw.slice(0, 24) + '…' : raw;
}

/**
 * The range the second byte of a UTF-8 sequence must lie in (Unicode Table 3-7, as the WHATWG
 * Encoding Standard's UTF-8 decoder checks it): this excludes overlong forms, surrogates and
 * code points above U+10FFFF.
 */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

export const noInvalidPercentEncoding = defineRule<Record<string, never>, MessageId>({
  id: 'no-invalid-percent-encoding',
  description: 'Disallow `%` not followed by two hex digits, and percent-encoded bytes that are not UTF-8.',
  source: 'RFC 1630, RFC 3986 §2.1',
  whatwgErrors: ['invalid-URL-unit'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: true,
  hasSuggestions: false,
  messages: {
    invalidPercent: '"%" not followed by two hex digits in the {{component}}; a literal "%" is written "%25".',
    invalidPercentHost: '"%" not followed by two hex digits in the host.',
    invalidUtf8: 'The percent-encoded bytes {{bytes}} in the {{component}} are not valid UTF-8.',
    invalidUtf8Password: 'Percent-encoded bytes in the password are not valid UTF-8.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  defaultOptions: {},
  check(ctx) {
    const { text, uri, scheme } = ctx;
    const report = cappedReport(ctx.report);
    const mask = holeMask(text, ctx.holes);
    const inHole = (i: number): boolean => mask !== null && i >= 0 && i < mask.length && mask[i] === 1;
    // data: URLs carry arbitrary octets (RFC 2397): their bytes need not be UTF-8.
    const checkUtf8 = scheme !== 'data';

    let passwordStart = -1;
    const userinfo = uri.authority?.userinfo;
    if (userinfo) {
      const colon = text.indexOf(':', userinfo.start);
      if (colon !== -1 && colon < userinfo.end) passwordStart = colon + 1;
    }

    const scan = (start: number, end: number, component: string, isHost: boolean): void => {
      // A run of adjacent ill-formed byte sequences is one finding.
      let badStart = -1;
      let badEnd = -1;
      const flushBad = (): void => {
        if (badStart === -1) return;
        const secret = component === 'userinfo' && passwordStart !== -1 && badEnd > passwordStart;
        if (secret) report({ messageId: 'invalidUtf8Password', start: badStart, end: badEnd });
        else report({ messageId: 'invalidUtf8', data: { bytes: shownBytes(text.slice(badStart, badEnd)), component }, start: badStart, end: badEnd });
        badStart = badEnd = -1;
      };
      const markBad = (s: number, e: number): void => {
        if (badStart !== -1 && badEnd !== s) flushBad();
        if (badStart === -1) badStart = s;
        badEnd = e;
      };
      let i = start;
      while (i < end) {
        if (text.charCodeAt(i) !== 0x25 || inHole(i)) {
          i++;
          continue;
        }
        if (!isPercentTriplet(text, i, end)) {
          flushBad();
          // A placeholder right after the `%` may well supply the hex digits (`%${hex}`).
          if (!inHole(i + 1) && !(isHex(text.charCodeAt(i + 1)) && inHole(i + 2)) && !tripletOnceTabsRemoved(text, i, end)) {
            if (isHost) report({ messageId: 'invalidPercentHost', start: i, end: i + 1 });
            else report({ messageId: 'invalidPercent', data: { component }, start: i, end: i + 1, fix: [{ start: i, end: i + 1, text: '%25' }] });
          }
          i++;
          continue;
        }
        const lead = tripletValue(text, i);
        if (lead < 0x80 || !checkUtf8) {
          flushBad();
          i += 3;
          continue;
        }
        const length = utf8SequenceLength(lead);
        if (length === -1) {
          // A continuation byte with no lead, or a byte that never occurs in UTF-8 (C0, C1, F5-FF).
          markBad(i, i + 3);
          i += 3;
          continue;
        }
        // The maximal subpart (Unicode §3.9): the lead and the continuation bytes that fit.
        let j = i + 3;
        let ok = true;
        let truncatedByHole = false;
        for (let k = 1; k < length; k++, j += 3) {
          if (!isPercentTriplet(text, j, end)) {
            ok = false;
            truncatedByHole = inHole(j);
            break;
          }
          const [lo, hi] = k === 1 ? secondByteRange(lead) : [0x80, 0xbf];
          const v = tripletValue(text, j);
          if (v < lo || v > hi) {
            ok = false;
            break;
          }
        }
        if (ok) flushBad();
        else if (truncatedByHole) flushBad();
        else markBad(i, j);
        i = j;
      }
      flushBad();
    };

    const a = uri.authority;
    if (a?.userinfo) scan(a.userinfo.start, a.userinfo.end, 'userinfo', false);
    if (a) scan(a.host.start, a.host.end, 'host', true);
    const browserHost = browserHostSpan(ctx);
    if (browserHost) {
      scan(uri.path.start, browserHost.start, 'path', false);
      scan(browserHost.start, browserHost.end, 'host', true);
      scan(browserHost.end, uri.path.end, 'path', false);
    } else scan(uri.path.start, uri.path.end, 'path', false);
    if (uri.query) scan(uri.query.start, uri.query.end, 'query', false);
    if (uri.fragment) scan(uri.fragment.start, uri.fragment.end, 'fragment', false);
  },
});

/**
 * True when `%` at `i` starts a triplet once tab, LF and CR are removed, as browsers remove them
 * (`%\t41` is `%41` to a browser): writing it as `%25` would change what a browser sends, and
 * no-unencoded-characters already reports the tab or newline.
 */
function tripletOnceTabsRemoved(text: string, i: number, end: number): boolean {
  let digits = 0;
  let sawTab = false;
  for (let j = i + 1; j < end && digits < 2; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x09 || c === 0x0a || c === 0x0d) sawTab = true;
    else if (isHex(c)) digits++;
    else return false;
  }
  return sawTab && digits === 2;
}
