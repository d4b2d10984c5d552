import { UNRESERVED } from '../chars.js';
import { nearHole } from '../holes.js';
import { normalizePercentEncoding } from '../normalize.js';
import { SPECIAL_SCHEMES, passwordStart, type Component } from '../parse.js';
import { isPercentTriplet, tripletValue } from '../percent.js';
import { defineRule, shortened } from '../rule.js';
import { EMPTY_PATH_IS_ROOT } from '../schemes.js';
import type { Edit } from '../types.js';

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

/** Segments that WHATWG reads as dot segments although RFC 3986 sees data (`%2e`, `.%2E`…). */
const ENCODED_DOT_SEGMENTS = new Set(['%2e', '.%2e', '%2e.', '%2e%2e']);

/** How much of a long value a message shows. */
const SHOWN_LENGTH = 40;

function isUpper(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

export const preferNormalized = defineRule<Options, MessageId>({
  id: 'prefer-normalized',
  description: 'Prefer the normal form: lower-case scheme and host, upper-case percent hex, no encoded unreserved characters, no dot segments.',
  source: 'RFC 3986 §6.2.2',
  whatwgErrors: [],
  defaultSeverity: 'warn',
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
    const { text, uri, scheme } = ctx;
    const report = ctx.report; // analyze() caps the findings of a rule in one value
    const inHole = ctx.inHole;
    const anyInHole = (from: number, to: number): boolean => {
      for (let i = from; i < to; i++) if (inHole(i)) return true;
      return false;
    };
    const special = SPECIAL_SCHEMES.has(scheme);
    // Browsers lower-case (and percent-decode) the host of a special URL only; the host of any
    // other URL is kept as written, so a program reading `url.hostname` would see the change.
    const hostFixable = scheme === '' || special;
    const a = uri.authority;

    // §6.2.2.1: the scheme is case-insensitive.
    if (uri.scheme && /[A-Z]/.test(uri.scheme.value)) {
      const normalized = uri.scheme.value.toLowerCase();
      report({
        messageId: 'schemeCase',
        data: { scheme: uri.scheme.value, normalized },
        start: uri.scheme.start,
        end: uri.scheme.end,
        fix: [{ start: uri.scheme.start, end: uri.scheme.end, text: normalized }],
      });
    }

    // §6.2.2.1: the host is case-insensitive. In an IP literal only the hex digits of the
    // address (not an RFC 6874 zone identifier) are letters; IPvFuture is left alone.
    if (a && (a.host.kind === 'reg-name' || a.host.kind === 'ipv6')) {
      const host = a.host;
      const ipv6 = host.kind === 'ipv6';
      let end = host.end;
      if (ipv6 && host.inner) {
        const zone = text.indexOf('%', host.inner.start);
        end = zone !== -1 && zone < host.inner.end ? zone : host.inner.end;
      }
      const fixable = ipv6 || hostFixable;
      // Runs of upper-case letters, grouped into one finding per stretch without a hole.
      const groups: Edit[][] = [];
      let edits: Edit[] = [];
      let sawHole = false;
      let i = ipv6 && host.inner ? host.inner.start : host.start;
      while (i < end) {
        if (inHole(i)) {
          sawHole = true;
          i++;
          continue;
        }
        if (!ipv6 && isPercentTriplet(text, i, end)) {
          i += 3;
          continue;
        }
        const c = text.charCodeAt(i);
        if (isUpper(c) && (!ipv6 || c <= 0x46)) {
          let j = i + 1;
          while (j < end && !inHole(j) && isUpper(text.charCodeAt(j)) && (!ipv6 || text.charCodeAt(j) <= 0x46)) j++;
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
      if (groups.length > 0) {
        let normalized = '';
        let at = host.start;
        for (const e of groups.flat()) {
          normalized += text.slice(at, e.start) + e.text;
          at = e.end;
        }
        normalized += text.slice(at, host.end);
        for (const g of groups) {
          const where = { data: { host: host.value, normalized }, start: g[0].start, end: g[g.length - 1].end };
          if (fixable) report({ messageId: 'hostCase', ...where, fix: g });
          else report({ messageId: 'hostCase', ...where, suggestions: [{ messageId: 'useNormalForm', data: { normalized, scheme }, edits: g }] });
        }
      }
    }

    // §6.2.2.3: dot segments, for a path that starts with "/" (never a relative-path reference,
    // whose leading dot segments mean something until it is resolved, §4.2, nor a rootless path
    // such as `mailto:` or `urn:` ones, which browsers keep opaque).
    const path = uri.path;
    const removed = new Uint8Array(path.segments.length);
    const browserSeesOtherHost = special && scheme !== 'file' && (!a || a.value === '');
    if (text.charCodeAt(path.start) === 0x2f && path.start < path.end && !browserSeesOtherHost) {
      dotSegments(path.segments);
    }

    // §6.2.2.1 and §6.2.2.2: percent-encoding, component by component.
    const password = passwordStart(a?.userinfo);
    if (a?.userinfo) {
      percent(a.userinfo.start, a.userinfo.end, 'userinfo', { guardDots: false, host: false, fixable: true });
    }
    if (a && a.host.kind === 'reg-name') percent(a.host.start, a.host.end, 'host', { guardDots: false, host: true, fixable: hostFixable });
    path.segments.forEach((seg, k) => {
      if (removed[k] === 1) return;
      const decoded = seg.value.indexOf('%') === -1 ? seg.value : normalizePercentEncoding(seg.value);
      percent(seg.start, seg.end, 'path', { guardDots: decoded === '.' || decoded === '..', host: false, fixable: true });
    });
    if (uri.query) percent(uri.query.start, uri.query.end, 'query', { guardDots: false, host: false, fixable: true });
    if (uri.fragment) percent(uri.fragment.start, uri.fragment.end, 'fragment', { guardDots: false, host: false, fixable: true });

    // §6.2.3 (off by default, SPEC §3): `https://host` means `https://host/`.
    if (ctx.options.trailingSlash && a && path.start === path.end && EMPTY_PATH_IS_ROOT.has(scheme) && a.host.start < a.end) {
      const at = path.start;
      if (!nearHole(ctx.holes, at, at)) {
        report({
          messageId: 'missingTrailingSlash',
          data: { host: a.host.value },
          start: a.host.start,
          end: a.end,
          fix: [{ start: at, end: at, text: '/' }],
        });
      }
    }

    function percent(start: number, end: number, component: string, opts: { guardDots: boolean; host: boolean; fixable: boolean }): void {
      let kind: 'decode' | 'upper' | undefined;
      let runStart = start;
      let runEnd = start;
      let replacement = '';
      const flush = (): void => {
        if (kind === undefined) return;
        const edits: Edit[] = [{ start: runStart, end: runEnd, text: replacement }];
        const raw = text.slice(runStart, runEnd);
        const secret = component === 'userinfo' && password !== -1 && runEnd > password;
        const messageId: MessageId = secret
          ? kind === 'decode' ? 'encodedUnreservedPassword' : 'lowercaseHexPassword'
          : kind === 'decode' ? 'encodedUnreserved' : 'lowercaseHex';
        const data = secret ? undefined : { triplets: shortened(raw, SHOWN_LENGTH), normalized: shortened(replacement, SHOWN_LENGTH), component };
        if (opts.fixable) report({ messageId, data, start: runStart, end: runEnd, fix: edits });
        else {
          report({
            messageId,
            data,
            start: runStart,
            end: runEnd,
            suggestions: [{ messageId: 'useNormalForm', data: { normalized: replacement, scheme }, edits }],
          });
        }
        kind = undefined;
      };
      let i = start;
      while (i < end) {
        if (inHole(i) || !isPercentTriplet(text, i, end) || inHole(i + 1) || inHole(i + 2)) {
          flush();
          i++;
          continue;
        }
        const v = tripletValue(text, i);
        const raw = text.slice(i, i + 3);
        let next: 'decode' | 'upper' | undefined;
        let out = '';
        // Decoding `%2E` must not make a new dot segment: `%2E%2E` is data (RFC 3986 §6.2.2.3).
        if (v < 0x80 && UNRESERVED[v] === 1 && !(opts.guardDots && v === 0x2e)) {
          next = 'decode';
          out = String.fromCharCode(v);
          if (opts.host) out = out.toLowerCase();
        } else if (raw !== raw.toUpperCase()) {
          next = 'upper';
          out = raw.toUpperCase();
        }
        if (next !== kind || (kind !== undefined && runEnd !== i)) flush();
        if (next !== undefined) {
          if (kind === undefined) {
            kind = next;
            runStart = i;
            replacement = '';
          }
          replacement += out;
          runEnd = i + 3;
        }
        i += 3;
      }
      flush();
    }

    /**
     * remove_dot_segments (RFC 3986 §5.2.4) on the "/segment" units of an absolute path, with one
     * edit per run of removed units: the dot segments and the segments that `..` cancels, no more.
     * Units that a `..` must not cancel (their meaning is not known, or browsers split them
     * differently) are barriers: a `..` right after one is kept.
     */
    function dotSegments(segments: readonly Component[]): void {
      const n = segments.length;
      // Node 20's URL parser (ada) leaves some paths with a segment such as `.well-known` or `.a`
      // unnormalized (`http://h/x/.a/b/..` stays as it is), so a fix there would change what
      // Node reads: such paths are left alone.
      for (const seg of segments) {
        const v = seg.value;
        if (v.charCodeAt(0) === 0x2e && v !== '.' && v !== '..') return;
      }
      const holeBeforePath = anyInHole(uri.start, path.start);
      const stack: Array<{ k: number; barrier: boolean }> = [];
      for (let k = 0; k < n; k++) {
        const seg = segments[k];
        const touchesHole = anyInHole(seg.start - 1, seg.end + 1);
        const raw = seg.value;
        if (!touchesHole && raw === '.') {
          removed[k] = 1;
        } else if (!touchesHole && raw === '..') {
          const top = stack[stack.length - 1];
          // Node's URL parser (ada) leaves an empty path, not "/", for a final `..` at the root of
          // a non-special URL (`myapp://h/..`): keep that one.
          const lastOfOpaqueHost = k === n - 1 && !special && scheme !== '';
          if (top === undefined && !holeBeforePath && !lastOfOpaqueHost) removed[k] = 1;
          else if (top === undefined || top.barrier) stack.push({ k, barrier: true });
          else {
            stack.pop();
            removed[top.k] = 1;
            removed[k] = 1;
          }
        } else {
          const barrier =
            touchesHole ||
            (special && raw.includes('\\')) ||
            /[\t\n\r]/.test(raw) || // browsers remove tab and newline first (`.\t.` is `..` to them)
            (raw.length <= 6 && ENCODED_DOT_SEGMENTS.has(raw.toLowerCase())) ||
            (scheme === 'file' && k === 0 && /^[A-Za-z][:|]/.test(raw)); // a drive letter (Node also keeps `u:p@…`)
          stack.push({ k, barrier });
        }
      }
      if (!removed.includes(1)) return;
      if (!a) {
        // Without an authority the result must not start with "//" (it would read as one).
        let result = '';
        for (let k = 0; k < n && result.length < 3; k++) if (removed[k] === 0) result += '/' + segments[k].value;
        if (removed[n - 1] === 1 && result.length < 3) result += '/';
        if (result.startsWith('//')) return;
      }
      let k = 0;
      while (k < n) {
        if (removed[k] === 0) {
          k++;
          continue;
        }
        let m = k;
        while (m + 1 < n && removed[m + 1] === 1) m++;
        const start = segments[k].start - 1;
        const end = segments[m].end;
        // A path that ends in a dot segment keeps its final "/" (`/a/b/..` → `/a/`).
        const edit: Edit = m === n - 1 ? { start: start + 1, end, text: '' } : { start, end, text: '' };
        report({ messageId: 'dotSegments', data: { segments: shortened(text.slice(start, end), SHOWN_LENGTH) }, start, end, fix: [edit] });
        k = m + 1;
      }
    }
  },
});
