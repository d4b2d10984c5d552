import { browserEncodes, type ComponentShape } from '../browser-encoding.js';
import { isInvisibleOrBidi, isTabOrNewline } from '../chars.js';
import { driveLetterBars, type DriveLetterBars } from '../drive-letters.js';
import { componentSpans, passwordStart } from '../parse.js';
import { percentEncode } from '../percent.js';
import { MAX_FINDINGS, defineRule, type Report } from '../rule.js';
import { SPECIAL_SCHEMES } from '../schemes.js';
import type { Edit } from '../types.js';
import { describeRun, type Ctx, type MessageId } from './no-unencoded-characters-utils/context.js';
import { reportSurroundingWhitespace, reportTabsAndNewlines } from './no-unencoded-characters-utils/white-space.js';

/**
 * What a run of offending characters is. Adjacent characters of one kind make one finding with
 * one edit; a change of kind starts a new finding. Space, controls, non-ASCII and unsafe ASCII
 * share one kind (`encodable`): they have the same fix, and one edit for `caf\u00e9 latte`'s
 * "é " lets `eslint --fix` finish in one pass (ESLint defers a fix that touches another).
 * Tab, LF and CR are reported on their own (see reportTabsAndNewlines).
 */
type Kind = 'encodable' | 'backslash' | 'driveLetterBar' | 'maybeDriveLetterBar' | 'invisible' | 'surrogate';

/**
 * ASCII characters that RFC 3986 §2 does not allow raw in any component and that RFC 1738 §2.2
 * calls unsafe: `" < > \ ^ \` { } |`, plus `[` and `]` (gen-delims only allowed in an IP
 * literal, §3.2.2). `#` is added for the fragment only (a second `#`, §3.5), `@` for the
 * userinfo only (§3.2.1; browsers split the authority at the last `@`).
 */
const DELIMITER = new Uint8Array(128);
for (const c of '"<>\\^`{}|[]') DELIMITER[c.charCodeAt(0)] = 1;

const REPLACEMENT_ENCODED = '%EF%BF%BD';

/**
 * Printable ASCII that asciiKind finds nothing in, whatever the component: not a DELIMITER, nor
 * `#` or `@` (a stray one in the fragment or the userinfo), nor `|` (a drive letter's). Space,
 * controls and DEL are not printable.
 */
const QUIET = new Uint8Array(128);
for (let c = 0x21; c < 0x7f; c++) QUIET[c] = DELIMITER[c] === 1 || c === 0x23 || c === 0x40 ? 0 : 1;
/** A character that is not quiet: QUIET's complement, as a pattern to search with. */
const NOT_QUIET = new RegExp(`[^${Array.from(QUIET.keys(), (c) => (QUIET[c] === 1 ? `\\x${c.toString(16)}` : '')).join('')}]`, 'g');

function isQuiet(c: number): boolean {
  return c < 0x80 && QUIET[c] === 1;
}

export const noUnencodedCharacters = defineRule<{ dataPayload: boolean; queryBrackets: boolean }, MessageId>({
  id: 'no-unencoded-characters',
  description: 'Disallow characters that a URI may not hold raw: space, controls, non-ASCII, `"` `<` `>` `\\` `^` `` ` `` `{` `|` `}`, and stray `[`, `]` or `#`.',
  source: 'RFC 3986 §2, RFC 1738 §2.2',
  whatwgErrors: ['invalid-URL-unit', 'invalid-reverse-solidus'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: { queryBrackets: true } },
  allOptions: { dataPayload: true },
  fixable: true,
  hasSuggestions: true,
  reportsPlainUrls: false,
  messages: {
    unencoded: 'Unencoded {{char}} in the {{component}}; percent-encode it.',
    tabOrNewline: 'Unencoded {{char}} in the {{component}}, which browsers silently remove.',
    backslash: 'Backslash in the {{component}}, which browsers read as "/" in {{scheme}}: URLs.',
    backslashReference: 'Backslash in the path, which browsers read as "/" against an http(s), ws(s), ftp or file: base URL, and keep against any other.',
    driveLetterBar: 'The drive letter "{{drive}}" is written with "|", which browsers read as ":" (RFC 8089 Appendix E.2.2); write "{{fixed}}".',
    driveLetterBarReference: 'The drive letter "{{drive}}" is written with "|", which browsers read as ":" against a file: base URL, and keep against any other.',
    colonInFirstSegment: 'The first segment "{{segment}}" of this relative path holds ":", which RFC 3986 §4.2 forbids: parsers may read what precedes it as a scheme.',
    invisible: 'Invisible or bidirectional control character {{char}} in the {{component}}: such characters hide what a URL really is.',
    loneSurrogate: 'Lone surrogate {{char}} in the {{component}} has no UTF-8 encoding.',
    surroundingWhitespace: '{{where}} white space around the URL, which browsers strip.',
    removeChar: 'Remove the {{char}}.',
    encodeChar: 'Percent-encode the {{char}}.',
    replaceWithSlash: 'Replace the backslash with "/", as browsers read it.',
    useColon: 'Write the drive letter as "{{fixed}}".',
    prefixDotSlash: 'Write "./{{segment}}", which keeps it a path.',
    replaceWithReplacementChar: 'Replace the {{char}} with "%EF%BF%BD" (U+FFFD), as browsers do.',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      queryBrackets: {
        type: 'boolean',
        description: 'Also report `[` and `]` in the query (`?filter[author]=1`, `?ids[]=1`), which RFC 3986 §3.4 does not allow raw but browsers send as written and server frameworks read.',
        default: false,
      },
      dataPayload: {
        type: 'boolean',
        description: 'Also check the payload of data: URLs (after the comma), which browsers and Node read as written.',
        default: false,
      },
    },
    additionalProperties: false,
  },
  check(rule) {
    // analyze() keeps the first MAX_FINDINGS reports of a rule: once they are made, the rest of a
    // megabyte of broken text need not be looked at (each report builds its edits).
    let left = MAX_FINDINGS;
    // Built key by key, not spread: the context of every URL checked, where a spread was slower.
    const { text, uri, scheme, options, context, identifier, fetched, holes } = rule;
    const ctx: Ctx = {
      text,
      uri,
      scheme,
      options,
      context,
      identifier,
      fetched,
      holes,
      report: (r) => {
        left--;
        rule.report(r);
      },
    };
    const full = (): boolean => left <= 0;
    reportSurroundingWhitespace(ctx);
    reportTabsAndNewlines(ctx, full);
    reportColonInFirstSegment(ctx);
    // The payload of a data: URL is content, not an address: the Fetch "data: URL processor"
    // percent-decodes it and takes every other character as written, and code builds such URLs
    // from source text on purpose (Vite's `data:text/javascript,…` module hooks, found by the
    // real-world run). By default only invisible characters are reported there.
    const payloadStart = scheme === 'data' && !ctx.options.dataPayload ? text.indexOf(',', uri.path.start) + 1 : 0;
    const scanner: Scanner = { ctx, drives: driveLetterBars(ctx), full };
    for (const c of componentSpans(ctx)) {
      if (payloadStart > 0 && c.name !== 'host' && c.end > payloadStart) {
        const split = Math.max(c.start, payloadStart);
        if (c.start < split) scan(scanner, c.start, split, c.name);
        scan(scanner, split, c.end, 'data', true);
      } else scan(scanner, c.start, c.end, c.name, c.name === 'host');
    }
  },
});

/**
 * RFC 3986 §4.2: "A path segment that contains a colon character (e.g., "this:that") cannot be
 * used as the first segment of a relative-path reference, as it would be mistaken for a scheme
 * name." Browsers read `:80/api` or `1.2.3.4:80/x` as a path; `./` makes every parser agree. Only
 * a suggestion: the author most likely meant a host and port.
 */
function reportColonInFirstSegment(ctx: Ctx): void {
  const { text, uri } = ctx;
  const path = uri.path;
  if (uri.scheme || uri.authority || path.start === path.end || text.charCodeAt(path.start) === 0x2f) return;
  const first = path.segments[0];
  const colon = first.value.indexOf(':');
  if (colon === -1) return;
  for (let i = path.start; i <= first.start + colon; i++) if (ctx.holes.at(i)) return;
  const segment = first.value;
  ctx.report({
    messageId: 'colonInFirstSegment',
    data: { segment },
    start: first.start + colon,
    end: first.start + colon + 1,
    suggestions: [{ messageId: 'prefixDotSlash', data: { segment }, edits: [{ start: path.start, end: path.start, text: './' }] }],
  });
}

/** What kind of finding the ASCII character `c` at `i` of a component is, if any. */
function asciiKind(ctx: Ctx, c: number, i: number, component: string, drives: DriveLetterBars): Kind | undefined {
  if (c === 0x20 || c < 0x20 || c === 0x7f) return isTabOrNewline(c) ? undefined : 'encodable';
  if (c === 0x5c) return component === 'path' && (SPECIAL_SCHEMES.has(ctx.scheme) || ctx.scheme === '') ? 'backslash' : 'encodable';
  if (c === 0x7c && drives.certain.has(i)) return 'driveLetterBar';
  if (c === 0x7c && drives.uncertain.has(i)) return 'maybeDriveLetterBar';
  // `?filter[author]=1`, `?ids[]=1` (JSON:API, Rails, PHP): browsers send query brackets as
  // written and every server framework reads them, so RFC 3986's reading is an option.
  if ((c === 0x5b || c === 0x5d) && component === 'query' && ctx.options.queryBrackets !== true) return undefined;
  if (DELIMITER[c] === 1 || (c === 0x23 && component === 'fragment') || (c === 0x40 && component === 'userinfo')) return 'encodable';
  return undefined;
}

/**
 * Scans `[start, end)` of one component. `onlyInvisible`: a host, where nothing is ever
 * percent-encoded (valid-host owns hosts), or a data: payload; invisible characters are still
 * reported there.
 */
/** What a scan of the components shares: the rule's context, the drive letters, whether the reports are all made. */
interface Scanner {
  ctx: Ctx;
  drives: DriveLetterBars;
  full(): boolean;
}

function scan(scanner: Scanner, start: number, end: number, component: string, onlyInvisible = false): void {
  const { ctx, drives } = scanner;
  const text = ctx.text;
  let runKind: Kind | undefined;
  let runStart = start;
  let i = start;
  const close = (at: number): void => {
    if (runKind !== undefined) flush(ctx, runKind, runStart, at, component);
    runKind = undefined;
  };
  while (i < end && !scanner.full()) {
    if (isQuiet(text.charCodeAt(i))) {
      // A run of characters that no component reports ends a run of findings as a hole does;
      // the pattern (native code) finds where it ends.
      close(i);
      NOT_QUIET.lastIndex = i;
      i = NOT_QUIET.test(text) && NOT_QUIET.lastIndex <= end ? NOT_QUIET.lastIndex - 1 : end;
      continue;
    }
    if (ctx.holes.at(i)) {
      close(i);
      i++;
      continue;
    }
    const c = text.charCodeAt(i);
    let width = 1;
    let kind: Kind | undefined;
    if (c < 0x80) kind = onlyInvisible ? undefined : asciiKind(ctx, c, i, component, drives);
    else if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        width = 2;
        kind = isInvisibleOrBidi(text.codePointAt(i) ?? 0) ? 'invisible' : onlyInvisible ? undefined : 'encodable';
      } else kind = onlyInvisible ? undefined : 'surrogate';
    } else if (isInvisibleOrBidi(c)) kind = 'invisible';
    else kind = onlyInvisible ? undefined : 'encodable';
    // A drive letter's `|` is one character with a remedy of its own.
    if (kind !== runKind || kind === 'driveLetterBar' || kind === 'maybeDriveLetterBar') {
      close(i);
      if (kind !== undefined) {
        runKind = kind;
        runStart = i;
      }
    }
    i += width;
  }
  close(end);
}

/**
 * How browsers parse the components: a reference is taken as resolved against an http(s) page,
 * where most references in code are used.
 */
function shapeOf(ctx: Ctx): ComponentShape {
  if (ctx.scheme === '' || SPECIAL_SCHEMES.has(ctx.scheme)) return 'special';
  return ctx.uri.authority ? 'hierarchical' : 'opaque';
}

/**
 * A run of encodable characters: each stretch that browsers encode themselves gets its fix (same
 * href); each they keep as written gets a suggestion, since encoding it changes the URL fetched.
 */
function reportKeptApart(ctx: Ctx, start: number, end: number, component: string, part: string, secret: boolean): void {
  const shape = shapeOf(ctx);
  let from = start;
  while (from < end) {
    const cp = ctx.text.codePointAt(from) ?? 0;
    const encodes = browserEncodes(cp, component, shape);
    let to = from + (cp > 0xffff ? 2 : 1);
    while (to < end) {
      const next = ctx.text.codePointAt(to) ?? 0;
      if (browserEncodes(next, component, shape) !== encodes) break;
      to += next > 0xffff ? 2 : 1;
    }
    const run = ctx.text.slice(from, to);
    const char = runName(run, secret);
    const encode: Edit[] = [{ start: from, end: to, text: percentEncode(run) }];
    if (encodes) ctx.report({ messageId: 'unencoded', data: { char, component: part }, start: from, end: to, fix: encode });
    else ctx.report({ messageId: 'unencoded', data: { char, component: part }, start: from, end: to, suggestions: [{ messageId: 'encodeChar', data: { char }, edits: encode }] });
    from = to;
  }
}

/** Reports one run of characters of one kind. */
function flush(ctx: Ctx, kind: Kind, start: number, end: number, component: string): void {
  const { text, scheme } = ctx;
  const password = passwordStart(ctx.uri.authority?.userinfo);
  const secret = component === 'userinfo' && password !== -1 && end > password;
  const part = secret ? 'password' : component;
  // The most common kind: reportKeptApart describes and encodes each stretch itself.
  if (kind === 'encodable') return reportKeptApart(ctx, start, end, component, part, secret);
  const run = text.slice(start, end);
  const encode: Edit[] = [{ start, end, text: percentEncode(run) }];
  const where = { start, end };
  const report = (r: Omit<Report<MessageId>, 'start' | 'end'>): void => ctx.report(Object.assign(r, where));
  switch (kind) {
    case 'backslash': {
      const suggestions = [
        { messageId: 'replaceWithSlash' as const, edits: [{ start, end, text: '/'.repeat(end - start) }] },
        { messageId: 'encodeChar' as const, data: { char: 'backslash' }, edits: encode },
      ];
      // Against which base a reference resolves is not known: `%5C` changes the path against
      // an http base (`\` is `/` there), `/` changes it against any other.
      if (scheme === '') return report({ messageId: 'backslashReference', suggestions });
      return report({ messageId: 'backslash', data: { component: part, scheme }, suggestions });
    }
    case 'driveLetterBar':
    case 'maybeDriveLetterBar': {
      const drive = text.slice(start - 1, end);
      const fixed = drive[0] + ':';
      const useColon: Edit[] = [{ start, end, text: ':' }];
      // In a file: URL browsers read "c|" as "c:" (so "%7C" would name another file): a fix.
      if (scheme === 'file' && kind === 'driveLetterBar') return report({ messageId: 'driveLetterBar', data: { drive, fixed }, fix: useColon });
      // Against a base that may not be file:, both are offered.
      return report({
        messageId: 'driveLetterBarReference',
        data: { drive },
        suggestions: [
          { messageId: 'useColon', data: { fixed }, edits: useColon },
          { messageId: 'encodeChar', data: { char: '"|"' }, edits: encode },
        ],
      });
    }
    case 'invisible': {
      const char = runName(run, secret);
      return report({ messageId: 'invisible', data: { char, component: part }, suggestions: [{ messageId: 'removeChar', data: { char }, edits: [{ start, end, text: '' }] }] });
    }
    case 'surrogate': {
      const char = runName(run, secret);
      return report({
        messageId: 'loneSurrogate',
        data: { char, component: part },
        suggestions: [
          { messageId: 'removeChar', data: { char }, edits: [{ start, end, text: '' }] },
          { messageId: 'replaceWithReplacementChar', data: { char }, edits: [{ start, end, text: REPLACEMENT_ENCODED.repeat(end - start) }] },
        ],
      });
    }
  }
}

/** What a message calls a run: its characters described, or no more than their number in a password. */
function runName(run: string, secret: boolean): string {
  return secret ? (run.length > 1 ? 'characters' : 'character') : describeRun(run);
}
