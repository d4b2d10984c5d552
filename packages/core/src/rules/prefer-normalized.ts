import { UNRESERVED } from '../chars.js';
import { dotSegmentRemoval } from '../dot-segments.js';
import { nearHole } from '../holes.js';
import { isDriveLetterAuthority, startsWithDot, undecodedPathPrefix } from '../normalize.js';
import { driveLetterStart, passwordStart } from '../parse.js';
import { decodingForgesEscape, isPercentTriplet, tripletValue } from '../percent.js';
import { defineRule, shortened } from '../rule.js';
import { SPECIAL_NETWORK_SCHEMES, SPECIAL_SCHEMES } from '../schemes.js';
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
    // other URL is kept as written, so a program reading `url.hostname` would see the change. A
    // network-path reference (`//Example.com/x`) takes its base's scheme, which may be a custom
    // one (Electron's `app:`, a webview's): there too the change is only offered.
    const hostFixable = special;
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

    // §6.2.2.1: the host is case-insensitive. In an IPv6 literal only the hex digits of the
    // address (not an RFC 6874 zone identifier) are letters. An IPvFuture literal is lower-cased
    // like any host (as normalize() does); no browser parses one, so only the RFC's reading
    // counts. A drive letter (`file://C:/x`) is no host: browsers keep its case.
    if (a && a.host.kind !== 'ipv4' && a.host.kind !== 'empty' && !isDriveLetterAuthority(a, scheme)) {
      const host = a.host;
      const ipv6 = host.kind === 'ipv6';
      let end = host.end;
      if (ipv6 && host.inner) {
        const zone = text.indexOf('%', host.inner.start);
        end = zone !== -1 && zone < host.inner.end ? zone : host.inner.end;
      }
      const fixable = ipv6 || host.kind === 'ipvfuture' || hostFixable;
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

    // §6.2.2.3: dot segments (the policy of dot-segments.ts, which normalize() shares).
    const path = uri.path;
    const { removed, runs } = dotSegmentRemoval(text, uri, scheme, anyInHole);
    for (const { start, end, edit } of runs) {
      report({ messageId: 'dotSegments', data: { segments: shortened(text.slice(start, end), SHOWN_LENGTH) }, start, end, fix: [edit] });
    }

    // §6.2.2.1 and §6.2.2.2: percent-encoding, component by component.
    const password = passwordStart(a?.userinfo);
    if (a?.userinfo) percent(a.userinfo.start, a.userinfo.end, 'userinfo', { host: false, fixable: true });
    if (a && a.host.kind === 'reg-name' && !isDriveLetterAuthority(a, scheme)) {
      percent(a.host.start, a.host.end, 'host', { host: true, fixable: hostFixable });
    }
    // Decoding must not change the URL's structure: see undecodedPathPrefix.
    const relativePath = !uri.scheme && !a && path.start < path.end && text.charCodeAt(path.start) !== 0x2f;
    const drive = driveLetterStart(ctx);
    const undecodedEnd = path.start + undecodedPathPrefix(path.value, relativePath, drive === -1 ? -1 : drive - path.start);
    path.segments.forEach((seg, k) => {
      if (removed[k] === 1) return;
      percent(seg.start, seg.end, 'path', { host: false, fixable: true, undecodedEnd, segment: true });
    });
    if (uri.query) percent(uri.query.start, uri.query.end, 'query', { host: false, fixable: true });
    if (uri.fragment) percent(uri.fragment.start, uri.fragment.end, 'fragment', { host: false, fixable: true });

    // §6.2.3 (off by default, SPEC §3): `https://host` means `https://host/`. Not in an
    // identifier (compared as written) nor in a prefix that ends at the port's `:` (`'http://h:'`).
    // An empty port before a query or fragment (`https://h:?q`) is no prefix: valid-port drops
    // its `:`, and the "/" goes in the same pass.
    const prefix = a?.port !== undefined && a.port.start === a.port.end && a.port.end === uri.end;
    if (ctx.options.trailingSlash && a && path.start === path.end && SPECIAL_NETWORK_SCHEMES.has(scheme) && a.host.start < a.end && !ctx.identifier && !prefix) {
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

    function percent(start: number, end: number, component: string, opts: { host: boolean; fixable: boolean; undecodedEnd?: number; segment?: boolean }): void {
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
        // A decoded character must not forge a new escape with a stray `%` before it (`%4%42`),
        // nor change the URL's structure (undecodedEnd), nor stand in a segment that starts with
        // a dot (what Node 20 reads of the path could change, see startsWithDot).
        const decodable =
          v < 0x80 &&
          UNRESERVED[v] === 1 &&
          !decodingForgesEscape(text, i, v) &&
          i >= (opts.undecodedEnd ?? start) &&
          !(opts.segment === true && startsWithDot(text, start));
        if (decodable) {
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
  },
});
