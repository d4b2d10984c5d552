import { UNRESERVED } from '../chars.js';
import { dotSegmentRemoval } from '../dot-segments.js';
import { isDriveLetterAuthority, startsWithDot, undecodedPathPrefix } from '../normalize.js';
import { driveLetterStart, passwordStart, type Host } from '../parse.js';
import { decodingForgesEscape, isPercentTriplet, tripletValue } from '../percent.js';
import { defineRule, shortened, type RuleContext } from '../rule.js';
import { SPECIAL_NETWORK_SCHEMES, SPECIAL_SCHEMES } from '../schemes.js';
import type { Edit, Span } from '../types.js';

type MessageId =
  | 'schemeCase'
  | 'hostCase'
  | 'lowercaseHex'
  | 'encodedUnreserved'
  | 'lowercaseHexPassword'
  | 'encodedUnreservedPassword'
  | 'dotSegments'
  | 'missingTrailingSlash'
  | 'useNormalForm';

interface Options {
  trailingSlash: boolean;
}

/** How much of a long value a message shows. */
const SHOWN_LENGTH = 40;

function isUpper(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

/** An upper-case letter (isUpper) anywhere. */
const HAS_UPPER = /[A-Z]/;

export const preferNormalized = defineRule<Options, MessageId>({
  id: 'prefer-normalized',
  description: 'Prefer the normal form: lower-case scheme and host, upper-case percent hex, no encoded unreserved characters, no dot segments.',
  source: 'RFC 3986 §6.2.2',
  whatwgErrors: [],
  defaultSeverity: 'warn',
  type: 'suggestion',
  presets: { recommended: true, strict: true },
  fixable: true,
  hasSuggestions: true,
  // `trailingSlash` reports `https://host` without its `/`.
  reportsPlainUrls: (options) => options.trailingSlash,
  messages: {
    schemeCase: 'Upper-case letters in the scheme "{{scheme}}", which is case-insensitive; prefer "{{normalized}}".',
    hostCase: 'Upper-case letters in the host "{{host}}", which is case-insensitive; prefer "{{normalized}}".',
    lowercaseHex: 'Lower-case hex digits in {{triplets}} in the {{component}}; prefer {{normalized}}.',
    encodedUnreserved: 'Percent-encoded unreserved characters {{triplets}} in the {{component}}; prefer "{{normalized}}".',
    lowercaseHexPassword: 'Lower-case hex digits in a percent-encoding in the password; prefer upper case.',
    encodedUnreservedPassword: 'Percent-encoded unreserved characters in the password; prefer them unencoded.',
    dotSegments: 'Dot segments "{{segments}}" in the path, which RFC 3986 §5.2.4 removes.',
    missingTrailingSlash: 'Missing "/" path after the host "{{host}}".',
    useNormalForm: 'Write "{{normalized}}" instead (browsers keep the host of a {{scheme}} URL as written).',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      trailingSlash: {
        type: 'boolean',
        description: 'Also report an empty path after the authority of an http, https, ws, wss or ftp URL (`https://example.com` → `https://example.com/`).',
        default: false,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    // RFC 3986 §6.2.2.1, §6.2.2.3, §6.2.2.2, §6.2.3, in the order of the URL's components.
    schemeCase(ctx);
    hostCase(ctx);
    const removed = dotSegments(ctx);
    percentEncodings(ctx, removed);
    trailingSlash(ctx);
  },
});

type Context = RuleContext<Options, MessageId>;

/** §6.2.2.1: the scheme is case-insensitive. */
function schemeCase(ctx: Context): void {
  const scheme = ctx.uri.scheme;
  if (!scheme || !/[A-Z]/.test(scheme.value)) return;
  const normalized = scheme.value.toLowerCase();
  ctx.report({
    messageId: 'schemeCase',
    data: { scheme: scheme.value, normalized },
    start: scheme.start,
    end: scheme.end,
    fix: [{ start: scheme.start, end: scheme.end, text: normalized }],
  });
}

/**
 * Browsers lower-case (and percent-decode) the host of a special URL only; the host of any other
 * URL is kept as written, so a program reading `url.hostname` would see the change. A
 * network-path reference (`//Example.com/x`) takes its base's scheme, which may be a custom one
 * (Electron's `app:`, a webview's): there too the change is only offered.
 */
function hostFixable(ctx: Context): boolean {
  return SPECIAL_SCHEMES.has(ctx.scheme);
}

/**
 * §6.2.2.1: the host is case-insensitive. In an IPv6 literal only the hex digits of the address
 * (not an RFC 6874 zone identifier) are letters. An IPvFuture literal is lower-cased like any
 * host (as normalize() does); no browser parses one, so only the RFC's reading counts. A drive
 * letter (`file://C:/x`) is no host: browsers keep its case.
 */
function hostCase(ctx: Context): void {
  const { text, scheme } = ctx;
  const a = ctx.uri.authority;
  if (!a || a.host.kind === 'ipv4' || a.host.kind === 'empty' || isDriveLetterAuthority(a, scheme)) return;
  const host = a.host;
  // No upper-case letter at all (most hosts): no run to look for.
  if (!HAS_UPPER.test(host.value)) return;
  const groups = upperCaseRuns(ctx, host);
  if (groups.length === 0) return;
  let normalized = '';
  let at = host.start;
  for (const e of groups.flat()) {
    normalized += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  normalized += text.slice(at, host.end);
  const fixable = host.kind === 'ipv6' || host.kind === 'ipvfuture' || hostFixable(ctx);
  for (const g of groups) {
    const where = { data: { host: host.value, normalized }, start: g[0].start, end: g[g.length - 1].end };
    if (fixable) ctx.report({ messageId: 'hostCase', ...where, fix: g });
    else ctx.report({ messageId: 'hostCase', ...where, suggestions: [{ messageId: 'useNormalForm', data: { normalized, scheme }, edits: g }] });
  }
}

/** The host's runs of upper-case letters as lower-casing edits, grouped into one group per stretch without a hole. */
function upperCaseRuns(ctx: Context, host: Host): Edit[][] {
  const { text, holes } = ctx;
  const ipv6 = host.kind === 'ipv6';
  let end = host.end;
  if (ipv6 && host.inner) {
    const zone = text.indexOf('%', host.inner.start);
    end = zone !== -1 && zone < host.inner.end ? zone : host.inner.end;
  }
  // In an IPv6 address only the hex digits A-F are letters.
  const isLetter = (c: number): boolean => isUpper(c) && (!ipv6 || c <= 0x46);
  const groups: Edit[][] = [];
  let edits: Edit[] = [];
  let sawHole = false;
  let i = ipv6 && host.inner ? host.inner.start : host.start;
  while (i < end) {
    if (holes.at(i)) {
      sawHole = true;
      i++;
    } else if (!ipv6 && isPercentTriplet(text, i, end)) {
      i += 3;
    } else if (isLetter(text.charCodeAt(i))) {
      let j = i + 1;
      while (j < end && !holes.at(j) && isLetter(text.charCodeAt(j))) j++;
      if (sawHole && edits.length > 0) {
        groups.push(edits);
        edits = [];
      }
      sawHole = false;
      edits.push({ start: i, end: j, text: text.slice(i, j).toLowerCase() });
      i = j;
    } else i++;
  }
  if (edits.length > 0) groups.push(edits);
  return groups;
}

/** §6.2.2.3: dot segments (the policy of dot-segments.ts, which normalize() shares). Returns which segments go. */
function dotSegments(ctx: Context): Uint8Array {
  const { text, uri, scheme, holes } = ctx;
  const { removed, runs } = dotSegmentRemoval(text, uri, scheme, (from, to) => holes.covers(from, to));
  for (const { start, end, edit } of runs) {
    ctx.report({ messageId: 'dotSegments', data: { segments: shortened(text.slice(start, end), SHOWN_LENGTH) }, start, end, fix: [edit] });
  }
  return removed;
}

/** §6.2.2.1 and §6.2.2.2: percent-encoding, component by component (not in segments that dot-segment removal drops). */
function percentEncodings(ctx: Context, removed: ArrayLike<number>): void {
  const { text, uri, scheme } = ctx;
  // Most URLs hold no `%`: one native search instead of a scan of every component.
  const percent = text.indexOf('%', uri.start);
  if (percent === -1 || percent >= uri.end) return;
  const a = uri.authority;
  const path = uri.path;
  const password = passwordStart(a?.userinfo);
  const runs = (component: string, fixable: boolean): NormalizationRuns => new NormalizationRuns(ctx, component, fixable, password);
  // Components and segments are scanned in order: the next `%` is searched once for all of them.
  let next = percent;
  const nextPercent = (from: number): number => {
    if (next !== -1 && next < from) next = text.indexOf('%', from);
    return next;
  };
  const scanPercent = (span: Span, runs: NormalizationRuns, scan: PercentScan): void => scanTriplets(ctx, span, runs, scan, nextPercent);
  if (a?.userinfo) scanPercent(a.userinfo, runs('userinfo', true), {});
  if (a && a.host.kind === 'reg-name' && !isDriveLetterAuthority(a, scheme)) scanPercent(a.host, runs('host', hostFixable(ctx)), { host: true });
  // Decoding must not change the URL's structure: see undecodedPathPrefix.
  const relativePath = !uri.scheme && !a && path.start < path.end && text.charCodeAt(path.start) !== 0x2f;
  const drive = driveLetterStart(ctx);
  const undecodedEnd = path.start + undecodedPathPrefix(path.value, relativePath, drive === -1 ? -1 : drive - path.start);
  const segments = path.segments;
  // One run object for every segment: a scan flushes its run at the segment's end.
  let pathRuns: NormalizationRuns | undefined;
  for (let k = 0; k < segments.length; k++) {
    const seg = segments[k];
    // A segment without a `%` has nothing to normalize (most segments of a URL that has one).
    const at = nextPercent(seg.start);
    if (at === -1) break;
    if (at >= seg.end || removed[k] === 1) continue;
    scanPercent(seg, (pathRuns ??= runs('path', true)), { undecodedEnd, segment: true });
  }
  if (uri.query) scanPercent(uri.query, runs('query', true), {});
  if (uri.fragment) scanPercent(uri.fragment, runs('fragment', true), {});
}

/** How one component's triplets are normalized. */
interface PercentScan {
  /** A reg-name: decoded letters are lower-cased. */
  host?: boolean;
  /** Triplets before this offset stay encoded (see undecodedPathPrefix). */
  undecodedEnd?: number;
  /** A path segment: none is decoded in one that starts with a dot (see startsWithDot). */
  segment?: boolean;
}

/**
 * Each triplet of `span` that is not in normal form, in runs of the same kind. `nextPercent(i)`:
 * the offset of the first `%` at or after `i`, or -1; what lies before it ends a run.
 */
function scanTriplets(ctx: Context, span: Span, runs: NormalizationRuns, scan: PercentScan, nextPercent: (from: number) => number): void {
  const { text, holes } = ctx;
  const { start, end } = span;
  let i = start;
  while (i < end) {
    const percent = nextPercent(i);
    if (percent === -1 || percent >= end) break;
    if (percent > i) {
      runs.flush();
      i = percent;
    }
    if (holes.at(i) || !isPercentTriplet(text, i, end) || holes.at(i + 1) || holes.at(i + 2)) {
      runs.flush();
      i++;
      continue;
    }
    const v = tripletValue(text, i);
    const raw = text.slice(i, i + 3);
    // A decoded character must not forge a new escape with a stray `%` before it (`%4%42`),
    // nor change the URL's structure (undecodedEnd), nor stand in a segment that starts with
    // a dot (what Node 20 reads of the path could change, see startsWithDot).
    const decodable =
      v < 0x80 &&
      UNRESERVED[v] === 1 &&
      !decodingForgesEscape(text, i, v) &&
      i >= (scan.undecodedEnd ?? start) &&
      !(scan.segment === true && startsWithDot(text, start));
    if (decodable) {
      const c = String.fromCharCode(v);
      runs.add('decode', i, scan.host === true ? c.toLowerCase() : c);
    } else if (raw !== raw.toUpperCase()) runs.add('upper', i, raw.toUpperCase());
    else runs.flush();
    i += 3;
  }
  runs.flush();
}

/** Adjacent triplets to decode (or to upper-case), reported as one finding when the run ends. */
class NormalizationRuns {
  private kind: 'decode' | 'upper' | undefined;
  private start = 0;
  private end = 0;
  private replacement = '';

  /** `password`: where the password starts in the userinfo, or -1 (its triplets are never shown). */
  constructor(
    private readonly ctx: Context,
    private readonly component: string,
    private readonly fixable: boolean,
    private readonly password: number,
  ) {}

  /** Adds the triplet at `i`, written `out` in normal form, to the run (a new run when it is of another kind or not adjacent). */
  add(kind: 'decode' | 'upper', i: number, out: string): void {
    if (kind !== this.kind || this.end !== i) this.flush();
    if (this.kind === undefined) {
      this.kind = kind;
      this.start = i;
      this.replacement = '';
    }
    this.replacement += out;
    this.end = i + 3;
  }

  flush(): void {
    const { kind, start, end, replacement, component, ctx } = this;
    if (kind === undefined) return;
    const edits: Edit[] = [{ start, end, text: replacement }];
    const secret = component === 'userinfo' && this.password !== -1 && end > this.password;
    const messageId: MessageId = secret
      ? kind === 'decode' ? 'encodedUnreservedPassword' : 'lowercaseHexPassword'
      : kind === 'decode' ? 'encodedUnreserved' : 'lowercaseHex';
    const data = secret ? undefined : { triplets: shortened(ctx.text.slice(start, end), SHOWN_LENGTH), normalized: shortened(replacement, SHOWN_LENGTH), component };
    // analyze() caps the findings of a rule in one value.
    if (this.fixable) ctx.report({ messageId, data, start, end, fix: edits });
    else ctx.report({ messageId, data, start, end, suggestions: [{ messageId: 'useNormalForm', data: { normalized: replacement, scheme: ctx.scheme }, edits }] });
    this.kind = undefined;
  }
}

/**
 * §6.2.3 (off by default, SPEC §3): `https://host` means `https://host/`. Not in an identifier
 * (compared as written) nor in a prefix that ends at the port's `:` (`'http://h:'`). An empty
 * port before a query or fragment (`https://h:?q`) is no prefix: valid-port drops its `:`, and
 * the "/" goes in the same pass.
 */
function trailingSlash(ctx: Context): void {
  const { uri, scheme } = ctx;
  const a = uri.authority;
  const path = uri.path;
  if (!ctx.options.trailingSlash || !a || path.start !== path.end || !SPECIAL_NETWORK_SCHEMES.has(scheme) || a.host.start >= a.end || ctx.identifier) return;
  const prefix = a.port !== undefined && a.port.start === a.port.end && a.port.end === uri.end;
  if (prefix || ctx.holes.near(path.start, path.start)) return;
  ctx.report({
    messageId: 'missingTrailingSlash',
    data: { host: a.host.value },
    start: a.host.start,
    end: a.end,
    fix: [{ start: path.start, end: path.start, text: '/' }],
  });
}
