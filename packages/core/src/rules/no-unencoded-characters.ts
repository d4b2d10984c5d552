import { describeChar, isInvisibleOrBidi } from '../chars.js';
import { SPECIAL_SCHEMES, type ParsedUri } from '../parse.js';
import { percentEncode } from '../percent.js';
import { defineRule, type Report } from '../rule.js';
import type { Edit, Span } from '../types.js';

type MessageId =
  | 'unencoded'
  | 'tabOrNewline'
  | 'backslash'
  | 'invisible'
  | 'loneSurrogate'
  | 'surroundingWhitespace'
  | 'removeChar'
  | 'encodeChar'
  | 'replaceWithSlash'
  | 'replaceWithReplacementChar';

/**
 * What a run of offending characters is. Adjacent characters of one kind make one finding with
 * one edit; a change of kind starts a new finding. Space, controls, non-ASCII and unsafe ASCII
 * share one kind (`encodable`): they have the same fix, and one edit for `caf\u00e9 latte`'s
 * "é " lets `eslint --fix` finish in one pass (ESLint defers a fix that touches another).
 */
type Kind = 'encodable' | 'tabOrNewline' | 'backslash' | 'invisible' | 'surrogate';

/**
 * ASCII characters that RFC 3986 §2 does not allow raw in any component and that RFC 1738 §2.2
 * calls unsafe: `" < > \ ^ \` { } |`, plus `[` and `]` (gen-delims only allowed in an IP
 * literal, §3.2.2). `#` is added for the fragment only (a second `#`, §3.5).
 */
const DELIMITER = new Uint8Array(128);
for (const c of '"<>\\^`{}|[]') DELIMITER[c.charCodeAt(0)] = 1;

/**
 * Marks the offsets of `text` covered by a hole (template placeholder), or null when there is
 * none. An empty hole (the unknown tail of a concatenation) marks the offset where it stands, so
 * the mask has one entry more than `text`.
 */
export function holeMask(text: string, holes: readonly Span[]): Uint8Array | null {
  if (holes.length === 0) return null;
  const mask = new Uint8Array(text.length + 1);
  for (const h of holes) {
    const start = Math.max(0, h.start);
    if (h.end <= h.start) {
      if (start <= text.length) mask[start] = 1;
    } else mask.fill(1, start, Math.min(text.length, h.end));
  }
  return mask;
}

/**
 * The part that a browser reads as the host of a special URL although RFC 3986 sees no
 * authority (`http:example.com/a`, `http:/example.com`, `http:///example.com`): WHATWG's
 * "special authority ignore slashes" state. valid-scheme reports the mangled form; this rule
 * leaves that host alone as it does any host.
 */
export function browserHostSpan(ctx: { text: string; scheme: string; uri: ParsedUri }): Span | null {
  const { text, uri, scheme } = ctx;
  if (!SPECIAL_SCHEMES.has(scheme) || scheme === 'file') return null;
  if (uri.authority && uri.authority.value !== '') return null;
  let i = uri.path.start;
  const end = uri.path.end;
  while (i < end && (text.charCodeAt(i) === 0x2f || text.charCodeAt(i) === 0x5c)) i++;
  const start = i;
  while (i < end && text.charCodeAt(i) !== 0x2f && text.charCodeAt(i) !== 0x5c) i++;
  return start < i ? { start, end: i } : null;
}

/**
 * The most findings one rule reports in one value. A value with thousands of broken characters
 * is one problem, not thousands, and the editor and `eslint --fix` (which runs again until
 * nothing is left to fix) stay fast on megabyte-long literals.
 */
export const MAX_FINDINGS = 100;

/** `report`, dropping everything after the first {@link MAX_FINDINGS} reports. */
export function cappedReport<M extends string>(report: (r: Report<M>) => void): (r: Report<M>) => void {
  let left = MAX_FINDINGS;
  return (r) => {
    if (left > 0) {
      left--;
      report(r);
    }
  };
}

/** A message's name for a run of characters: `space`, `U+0009`, `"é"`, `"日本"`… (at most 16 shown). */
function describeRun(run: string): string {
  const cps = Array.from(run.length > 40 ? run.slice(0, 40) : run);
  if (cps.length === 1) return describeChar(cps[0]);
  const shown = cps.slice(0, 16);
  const more = run.length > shown.join('').length ? '…' : '';
  if (shown.every((c) => c === ' ')) return `${run.length} spaces`;
  const names = shown.map(describeChar);
  if (names.every((n) => n.startsWith('"'))) return `"${shown.join('')}${more}"`;
  return names.join(' ') + more;
}

const REPLACEMENT_ENCODED = '%EF%BF%BD';

export const noUnencodedCharacters = defineRule<Record<string, never>, MessageId>({
  id: 'no-unencoded-characters',
  description: 'Disallow characters that a URI may not hold raw: space, controls, non-ASCII, `"` `<` `>` `\\` `^` `` ` `` `{` `|` `}`, and stray `[`, `]` or `#`.',
  source: 'RFC 3986 §2, RFC 1738 §2.2',
  whatwgErrors: ['invalid-URL-unit', 'invalid-reverse-solidus'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: true,
  hasSuggestions: true,
  messages: {
    unencoded: 'Unencoded {{char}} in the {{component}}; percent-encode it.',
    tabOrNewline: 'Unencoded {{char}} in the {{component}}, which browsers silently remove.',
    backslash: 'Backslash in the {{component}}, which browsers read as "/" in {{scheme}}: URLs.',
    invisible: 'Invisible or bidirectional control character {{char}} in the {{component}}: such characters hide what a URL really is.',
    loneSurrogate: 'Lone surrogate {{char}} in the {{component}} has no UTF-8 encoding.',
    surroundingWhitespace: '{{where}} white space around the URL, which browsers strip.',
    removeChar: 'Remove the {{char}}.',
    encodeChar: 'Percent-encode the {{char}}.',
    replaceWithSlash: 'Replace the backslash with "/", as browsers read it.',
    replaceWithReplacementChar: 'Replace the {{char}} with "%EF%BF%BD" (U+FFFD), as browsers do.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  defaultOptions: {},
  check(ctx) {
    const { text, uri, scheme } = ctx;
    const report = cappedReport(ctx.report);
    const mask = holeMask(text, ctx.holes);
    const special = SPECIAL_SCHEMES.has(scheme);

    // White space around the URL: WHATWG strips leading and trailing C0 controls and spaces, so
    // removing it keeps the meaning.
    if (uri.start > 0) {
      report({ messageId: 'surroundingWhitespace', data: { where: 'Leading' }, start: 0, end: uri.start, fix: [{ start: 0, end: uri.start, text: '' }] });
    }
    if (uri.end < text.length) {
      report({
        messageId: 'surroundingWhitespace',
        data: { where: 'Trailing' },
        start: uri.end,
        end: text.length,
        fix: [{ start: uri.end, end: text.length, text: '' }],
      });
    }

    /** Where a userinfo's password starts (its content is never named in a message). */
    let passwordStart = -1;
    const userinfo = uri.authority?.userinfo;
    if (userinfo) {
      const colon = text.indexOf(':', userinfo.start);
      if (colon !== -1 && colon < userinfo.end) passwordStart = colon + 1;
    }

    const flush = (kind: Kind, start: number, end: number, component: string): void => {
      const run = text.slice(start, end);
      const secret = component === 'userinfo' && passwordStart !== -1 && end > passwordStart;
      const part = secret ? 'password' : component;
      const char = secret ? (end - start > 1 ? 'characters' : 'character') : describeRun(run);
      const remove: Edit[] = [{ start, end, text: '' }];
      const encode: Edit[] = [{ start, end, text: percentEncode(run) }];
      switch (kind) {
        case 'encodable':
          report({ messageId: 'unencoded', data: { char, component: part }, start, end, fix: encode });
          return;
        case 'tabOrNewline':
          // Browsers remove tab, LF and CR anywhere in a URL: encoding them changes what a browser
          // fetches, removing them changes what the RFC says, so both are only offered.
          report({
            messageId: 'tabOrNewline',
            data: { char, component: part },
            start,
            end,
            suggestions: [
              { messageId: 'removeChar', data: { char }, edits: remove },
              { messageId: 'encodeChar', data: { char }, edits: encode },
            ],
          });
          return;
        case 'backslash':
          report({
            messageId: 'backslash',
            data: { component: part, scheme },
            start,
            end,
            suggestions: [
              { messageId: 'replaceWithSlash', edits: [{ start, end, text: '/'.repeat(end - start) }] },
              { messageId: 'encodeChar', data: { char: 'backslash' }, edits: encode },
            ],
          });
          return;
        case 'invisible':
          report({
            messageId: 'invisible',
            data: { char, component: part },
            start,
            end,
            suggestions: [{ messageId: 'removeChar', data: { char }, edits: remove }],
          });
          return;
        case 'surrogate':
          report({
            messageId: 'loneSurrogate',
            data: { char, component: part },
            start,
            end,
            suggestions: [
              { messageId: 'removeChar', data: { char }, edits: remove },
              { messageId: 'replaceWithReplacementChar', data: { char }, edits: [{ start, end, text: REPLACEMENT_ENCODED.repeat(end - start) }] },
            ],
          });
          return;
      }
    };

    /**
     * Scans `[start, end)` of one component. `onlyInvisible`: a host, where nothing is ever
     * percent-encoded (valid-host owns hosts) but invisible characters are still reported.
     */
    const scan = (start: number, end: number, component: string, onlyInvisible = false): void => {
      let runKind: Kind | undefined;
      let runStart = start;
      let i = start;
      const close = (at: number): void => {
        if (runKind !== undefined) flush(runKind, runStart, at, component);
        runKind = undefined;
      };
      while (i < end) {
        if (mask !== null && mask[i] === 1) {
          close(i);
          i++;
          continue;
        }
        const c = text.charCodeAt(i);
        let width = 1;
        let kind: Kind | undefined;
        if (c < 0x80) {
          if (onlyInvisible) kind = undefined;
          else if (c === 0x20) kind = 'encodable';
          else if (c === 0x09 || c === 0x0a || c === 0x0d) kind = 'tabOrNewline';
          else if (c < 0x20 || c === 0x7f) kind = 'encodable';
          else if (c === 0x5c) kind = special && component === 'path' ? 'backslash' : 'encodable';
          else if (DELIMITER[c] === 1 || (c === 0x23 && component === 'fragment')) kind = 'encodable';
        } else if (c >= 0xd800 && c <= 0xdfff) {
          const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
          if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
            width = 2;
            const cp = text.codePointAt(i) ?? 0;
            kind = isInvisibleOrBidi(cp) ? 'invisible' : onlyInvisible ? undefined : 'encodable';
          } else kind = onlyInvisible ? undefined : 'surrogate';
        } else if (isInvisibleOrBidi(c)) kind = 'invisible';
        else kind = onlyInvisible ? undefined : 'encodable';
        if (kind !== runKind) {
          close(i);
          if (kind !== undefined) {
            runKind = kind;
            runStart = i;
          }
        }
        i += width;
      }
      close(end);
    };

    const browserHost = browserHostSpan(ctx);
    const a = uri.authority;
    if (a?.userinfo) scan(a.userinfo.start, a.userinfo.end, 'userinfo');
    if (a) scan(a.host.start, a.host.end, 'host', true);
    if (browserHost) {
      scan(uri.path.start, browserHost.start, 'path');
      scan(browserHost.start, browserHost.end, 'host', true);
      scan(browserHost.end, uri.path.end, 'path');
    } else scan(uri.path.start, uri.path.end, 'path');
    if (uri.query) scan(uri.query.start, uri.query.end, 'query');
    if (uri.fragment) scan(uri.fragment.start, uri.fragment.end, 'fragment');
  },
});
