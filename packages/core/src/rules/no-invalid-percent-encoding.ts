import { isHex, isTabOrNewline } from '../chars.js';
import { componentSpans, passwordStart } from '../parse.js';
import { isPercentTriplet, tripletValue, utf8SequenceLength } from '../percent.js';
import { defineRule, shortened, type RuleContext } from '../rule.js';

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
    // Most URLs hold no `%`: one native search instead of a scan of every component.
    const percent = ctx.text.indexOf('%', ctx.uri.start);
    if (percent === -1 || percent >= ctx.uri.end) return;
    const password = passwordStart(ctx.uri.authority?.userinfo);
    for (const c of componentSpans(ctx)) scanComponent(ctx, c.start, c.end, c.name, password);
  },
});

type Context = RuleContext<Record<string, never>, MessageId>;

/** Percent-encodings in `text[start, end)`, a component: stray `%`s and ill-formed UTF-8. */
function scanComponent(ctx: Context, start: number, end: number, component: string, password: number): void {
  const { text, holes } = ctx;
  // data: URLs carry arbitrary octets (RFC 2397): their bytes need not be UTF-8.
  const checkUtf8 = ctx.scheme !== 'data';
  // A run of adjacent ill-formed byte sequences is one finding.
  const secret = component === 'userinfo' && password !== -1;
  const bad = new IllFormedRun(ctx, component, secret ? password : -1);
  let i = start;
  while (i < end) {
    // The next `%`, found by indexOf (native code); every other character is passed over.
    const percent = text.indexOf('%', i);
    if (percent === -1 || percent >= end) break;
    i = percent;
    if (holes.at(i)) {
      i++;
      continue;
    }
    if (!isPercentTriplet(text, i, end)) {
      bad.flush();
      strayPercent(ctx, i, end, component);
      i++;
      continue;
    }
    const lead = tripletValue(text, i);
    if (lead < 0x80 || !checkUtf8) {
      bad.flush();
      i += 3;
      continue;
    }
    const sequence = utf8Sequence(ctx, i, end, lead);
    if (sequence.wellFormed) bad.flush();
    else bad.mark(i, sequence.end);
    i = sequence.end;
  }
  bad.flush();
}

/** Adjacent ill-formed byte sequences, reported as one finding when the run ends. */
class IllFormedRun {
  private start = -1;
  private end = -1;

  /** `password`: where the password starts in this userinfo, or -1 (its bytes are never shown). */
  constructor(
    private readonly ctx: Context,
    private readonly component: string,
    private readonly password: number,
  ) {}

  mark(start: number, end: number): void {
    if (this.start !== -1 && this.end !== start) this.flush();
    if (this.start === -1) this.start = start;
    this.end = end;
  }

  flush(): void {
    const { start, end, ctx, component } = this;
    if (start === -1) return;
    // analyze() caps the findings of a rule in one value.
    if (this.password !== -1 && end > this.password) ctx.report({ messageId: 'invalidUtf8Password', start, end });
    else ctx.report({ messageId: 'invalidUtf8', data: { bytes: shortened(ctx.text.slice(start, end), SHOWN_TRIPLETS), component }, start, end });
    this.start = this.end = -1;
  }
}

/** A `%` at `i` not followed by two hex digits: reported unless a placeholder or a tab may complete it. */
function strayPercent(ctx: Context, i: number, end: number, component: string): void {
  const { text, holes } = ctx;
  // A placeholder right after the `%` may well supply the hex digits (`%${hex}`).
  if (holes.at(i + 1) || (isHex(text.charCodeAt(i + 1)) && holes.at(i + 2)) || tripletOnceTabsRemoved(text, i, end)) return;
  if (component === 'host') ctx.report({ messageId: 'invalidPercentHost', start: i, end: i + 1 });
  else ctx.report({ messageId: 'invalidPercent', data: { component }, start: i, end: i + 1, fix: [{ start: i, end: i + 1, text: '%25' }] });
}

/**
 * The UTF-8 sequence that the triplet at `i` (byte `lead`, not ASCII) starts: where it ends and
 * whether it is well-formed. An ill-formed one ends after its maximal subpart (Unicode §3.9: the
 * lead and the continuation bytes that fit); one cut short by a placeholder counts as well-formed
 * (the placeholder may supply the rest).
 */
function utf8Sequence(ctx: Context, i: number, end: number, lead: number): { end: number; wellFormed: boolean } {
  const { text, holes } = ctx;
  const length = utf8SequenceLength(lead);
  // A continuation byte with no lead, or a byte that never occurs in UTF-8 (C0, C1, F5-FF).
  if (length === -1) return { end: i + 3, wellFormed: false };
  let j = i + 3;
  for (let k = 1; k < length; k++, j += 3) {
    if (!isPercentTriplet(text, j, end)) return { end: j, wellFormed: holes.at(j) };
    const [lo, hi] = k === 1 ? secondByteRange(lead) : [0x80, 0xbf];
    const v = tripletValue(text, j);
    if (v < lo || v > hi) return { end: j, wellFormed: false };
  }
  return { end: j, wellFormed: true };
}

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
