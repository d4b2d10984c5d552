import { isHex, isTabOrNewline } from '../chars.js';
import { componentSpans, passwordStart } from '../parse.js';
import { isPercentTriplet, tripletValue, utf8SequenceLength } from '../percent.js';
import { defineRule, shortened } from '../rule.js';

type MessageId = 'invalidPercent' | 'invalidPercentHost' | 'invalidUtf8' | 'invalidUtf8Password';

/** How many characters of a run of triplets a message shows: eight triplets, then `…`. */
const SHOWN_TRIPLETS = 24;

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
  reportsPlainUrls: false,
  messages: {
    invalidPercent: '"%" not followed by two hex digits in the {{component}}; a literal "%" is written "%25".',
    invalidPercentHost: '"%" not followed by two hex digits in the host.',
    invalidUtf8: 'The percent-encoded bytes {{bytes}} in the {{component}} are not valid UTF-8.',
    invalidUtf8Password: 'Percent-encoded bytes in the password are not valid UTF-8.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  check(ctx) {
    const { text, uri, scheme } = ctx;
    const report = ctx.report; // analyze() caps the findings of a rule in one value
    const inHole = ctx.inHole;
    // data: URLs carry arbitrary octets (RFC 2397): their bytes need not be UTF-8.
    const checkUtf8 = scheme !== 'data';

    const password = passwordStart(uri.authority?.userinfo);

    const scan = (start: number, end: number, component: string, isHost: boolean): void => {
      // A run of adjacent ill-formed byte sequences is one finding.
      let badStart = -1;
      let badEnd = -1;
      const flushBad = (): void => {
        if (badStart === -1) return;
        const secret = component === 'userinfo' && password !== -1 && badEnd > password;
        if (secret) report({ messageId: 'invalidUtf8Password', start: badStart, end: badEnd });
        else report({ messageId: 'invalidUtf8', data: { bytes: shortened(text.slice(badStart, badEnd), SHOWN_TRIPLETS), component }, start: badStart, end: badEnd });
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

    for (const c of componentSpans(ctx)) scan(c.start, c.end, c.name, c.name === 'host');
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
    if (isTabOrNewline(c)) sawTab = true;
    else if (isHex(c)) digits++;
    else return false;
  }
  return sawTab && digits === 2;
}
