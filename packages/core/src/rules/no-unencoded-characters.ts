import { describeChar, isInvisibleOrBidi, isTabOrNewline } from '../chars.js';
import { SPECIAL_SCHEMES, componentSpans, passwordStart } from '../parse.js';
import { percentEncode } from '../percent.js';
import { defineRule } from '../rule.js';
import type { Edit } from '../types.js';

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

export const noUnencodedCharacters = defineRule<{ dataPayload: boolean }, MessageId>({
  id: 'no-unencoded-characters',
  description: 'Disallow characters that a URI may not hold raw: space, controls, non-ASCII, `"` `<` `>` `\\` `^` `` ` `` `{` `|` `}`, and stray `[`, `]` or `#`.',
  source: 'RFC 3986 §2, RFC 1738 §2.2',
  whatwgErrors: ['invalid-URL-unit', 'invalid-reverse-solidus'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: true,
  hasSuggestions: true,
  reportsPlainUrls: false,
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
  optionsSchema: {
    type: 'object',
    properties: {
      dataPayload: {
        type: 'boolean',
        description: 'Also check the payload of data: URLs (after the comma), which browsers and Node read as written.',
        default: false,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const { text, uri, scheme } = ctx;
    const report = ctx.report; // analyze() caps the findings of a rule in one value
    const inHole = ctx.inHole;
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
    const password = passwordStart(uri.authority?.userinfo);

    const flush = (kind: Kind, start: number, end: number, component: string): void => {
      const run = text.slice(start, end);
      const secret = component === 'userinfo' && password !== -1 && end > password;
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
     * percent-encoded (valid-host owns hosts), or a data: payload; invisible characters are
     * still reported there.
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
        if (inHole(i)) {
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
          else if (isTabOrNewline(c)) kind = 'tabOrNewline';
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

    // The payload of a data: URL is content, not an address: the Fetch "data: URL processor"
    // percent-decodes it and takes every other character as written, and code builds such URLs
    // from source text on purpose (Vite's `data:text/javascript,…` module hooks, found by the
    // real-world run). By default only invisible characters are reported there.
    const payloadStart = scheme === 'data' && !ctx.options.dataPayload ? text.indexOf(',', uri.path.start) + 1 : 0;
    for (const c of componentSpans(ctx)) {
      if (payloadStart > 0 && c.name !== 'host' && c.end > payloadStart) {
        const split = Math.max(c.start, payloadStart);
        if (c.start < split) scan(c.start, split, c.name);
        scan(split, c.end, 'data', true);
      } else scan(c.start, c.end, c.name, c.name === 'host');
    }
  },
});
