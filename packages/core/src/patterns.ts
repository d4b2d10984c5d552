import { isHex } from './chars.js';
import { parseAuthority, type ParsedUri } from './parse.js';
import { SPECIAL_SCHEMES } from './schemes.js';
import type { Span } from './types.js';

/*
 * Placeholders of URL patterns and URL-building conventions: text that a library, a
 * formatter or a reader replaces before anything is fetched, so it is not part of a broken URL.
 * Each becomes a hole (see holes.ts): findings that touch one are dropped, and no edit touches one.
 *
 * - request-matching patterns (msw, nock, Playwright, WebExtension match patterns): `*` in the
 *   scheme, host or port (`'*://*.example.com/*'`, `'http://localhost:*'`, `'ws://*'`) and a
 *   named host or port parameter (`'https://:service.example.com/'`, `'http://h::port/'`);
 * - path-to-regexp (Express, msw, Vue Router…): `:name` with an optional `(regexp)` group and
 *   `?`, `*` or `+` (`'/user/:id(\\d+)'`, `'/:file.:ext'`), an unnamed group starting a segment
 *   (`'/(\\d+)'`), `{…}` groups holding a parameter (`'/files{/*path}'`), and its `\(` escapes
 *   in a pattern that is not an http(s) URL;
 * - printf-style conversions as `util.format` and `console.log` read them (`'http://%s:%d/api'`),
 *   and as sprintf-js, C and Python write them with a position, a name, a sign flag or a
 *   precision (`'…/users/%1$s'`, `'?lat=%.6f'`, `'/%(user)s'`), and then `%%`, a format string's
 *   own percent sign;
 *   `%name%` variables (`'…/v%version%/node.tar.gz'`) and `<name>` placeholders of examples
 *   (`'https://example.com/<page>'`): each only where its `%` does not start a percent-encoded
 *   octet, so `%2F` and `%E9` stay percent-encodings;
 * - a path parameter's regular-expression constraint in braces (Hono, Next.js middleware
 *   matchers: `'/posts/:id{[0-9]+}'`, `':year{[1-9]{1}[0-9]{3}}'`), a named parameter with its
 *   constraint inside the braces (gorilla/mux, FastRoute, Spring: `'/posts/{id:[0-9]+}'`), and the
 *   dynamic segments of file-system routers (Next.js, Nuxt, Astro, SvelteKit), each a whole path
 *   segment (`'/blog/[slug]'`, `'/docs/[...slug]'`, `'/shop/[[...slug]]'`, `'/[[lang]]'`,
 *   `'/[page=integer]'`);
 * - SQL `LIKE` wildcards (`'https://%.example.com/%'`, `'http://%'`): a `%` at the start of a host
 *   label, and then one as a whole path segment or at the very end, in a URL with no
 *   percent-encoded octet.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*/;
/** `:name`, an optional `(regexp)` (escapes inside), and an optional `?`, `*` or `+`. */
const PATH_PARAMETER = /:[A-Za-z_$][\w$]*(?:\((?:[^()\\]|\\.)*\))?[?*+]?/y;
/** What starts a placeholder in an authority: a `*` run or a `:name` parameter. */
const STAR_OR_COLON = /[*:]/g;
/** What starts a path parameter or an unnamed group. */
const PARAMETER_START = /[:(]/g;
/** An unnamed path-to-regexp group: `(regexp)` with escapes inside. */
const PATH_GROUP = /\((?:[^()\\]|\\.)*\)[?*+]?/y;
/** Conversions of Node's util.format (`%s %d %i %f %j %o %O %c`): the only letters read as one right after a `%`. */
const NODE_CONVERSION = '[sdifjoOc]';
/**
 * The conversions of C's printf and sprintf-js, which count only after what only a format string
 * writes between `%` and its letter: an argument position (`%1$s`), a Python-style name (`%(id)d`),
 * a `-` or `+` flag or a precision (`%-8s`, `%.6f`). A width or a `0` flag alone is no sign: `%3g`
 * is as likely a broken percent-encoding. Flags `[-+0]` and a width that starts at 1-9 never read
 * the same digits twice, so a run of them is matched in linear time.
 */
const C_CONVERSION = '[sdifjoOcuxXeEgGb]';
const SPECIFICATION = String.raw`[-+0]*(?:[1-9][0-9]*)?(?:\.[0-9]+)?`;
const CONVERSION = String.raw`%(?:(?:[1-9][0-9]*\$|\([A-Za-z_]\w*\))${SPECIFICATION}${C_CONVERSION}|(?=[-+0]*[-+.])${SPECIFICATION}${C_CONVERSION}|${NODE_CONVERSION})`;
/**
 * printf conversions, each followed by no letter or digit: in `100%off`, `/%success` and `50%-off`
 * the `%` is a stray one, not a conversion.
 */
const PRINTF = new RegExp(`${CONVERSION}(?![A-Za-z0-9])`, 'g');
/** A format string's own percent sign (`50%%`), read as one only in a string with a conversion. */
const PERCENT_ESCAPE = /%%/g;
/**
 * `%name%`: a variable of a string that is replaced before use (batch files, release scripts), of
 * three characters or more (`%ah%` is a broken percent-encoding next to a `%`).
 */
const PERCENT_VARIABLE = /%[A-Za-z_][A-Za-z0-9_]{2,}%/g;
/** A value made only of printf conversions and `%name%` variables (`%s`, `%1$s`, `%filtered%`). */
const FORMAT_PLACEHOLDERS = new RegExp(`^(?:${CONVERSION}|%[A-Za-z_][A-Za-z0-9_]{2,}%)+$`);

/**
 * Whether `text[start, end)` is nothing but printf conversions and `%name%` variables: a formatter
 * fills them, so a component written that way is still there (a password stays a password).
 */
export function isFormatPlaceholder(text: string, start: number, end: number): boolean {
  return end > start && FORMAT_PLACEHOLDERS.test(text.slice(start, end));
}

/** `<name>` or `<your name>`: a placeholder in a documentation example. */
const ANGLE_PLACEHOLDER = /<[A-Za-z_][\w.-]*(?: [\w.-]+){0,5}>/g;
/** HTML elements, which `<name>` is not (`'https://x.example/?q=<script>'` tests an injection). */
const HTML_ELEMENT = /^<(?:a|abbr|audio|b|base|body|br|button|code|div|em|embed|form|h[1-6]|head|hr|html|i|iframe|img|input|li|link|math|meta|object|ol|p|pre|s|script|section|select|span|strong|style|svg|table|td|template|textarea|th|title|tr|u|ul|video)>$/i;
/** path-to-regexp's escapes of its own syntax characters. */
const PATTERN_ESCAPE = /\\[(){}*?+:!]/g;

/** True when the `%` at `i` starts a percent-encoded octet (`%` and two hex digits). */
function isTriplet(text: string, i: number): boolean {
  return isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2));
}

/** The matches of a global regular expression in `text[start, end)`, each as a hole. */
function matches(re: RegExp, text: string, start: number, end: number, keep: (at: number) => boolean, out: Span[]): void {
  const slice = text.slice(0, end);
  re.lastIndex = start;
  let m: RegExpExecArray | null;
  while ((m = re.exec(slice)) !== null) {
    if (keep(m.index)) out.push({ start: m.index, end: m.index + m[0].length });
    // A rejected match must not hide one that starts inside it: in `%D0A%Bgb%`, `%D0A%` is a
    // percent-encoding and `%Bgb%` the variable.
    else re.lastIndex = m.index + 1;
  }
}

/** `*` runs and `:name` parameters in the authority (host labels and port), and a `*` scheme. */
function authorityHoles(text: string, uri: ParsedUri, out: Span[]): void {
  let a = uri.authority;
  if (text.startsWith('*://', uri.start)) {
    // `*://*.example.com/*`: no scheme to RFC 3986, so the authority is read here.
    out.push({ start: uri.start, end: uri.start + 1 });
    let end = uri.start + 4;
    while (end < uri.end && !'/?#'.includes(text[end])) end++;
    a = parseAuthority(text, uri.start + 4, end);
  }
  if (!a) return;
  const from = a.userinfo ? a.userinfo.end + 1 : a.start;
  // An IP literal's `::` is no parameter: start after its `]`.
  const close = text.charCodeAt(from) === 0x5b ? text.indexOf(']', from) : -1;
  const first = close !== -1 && close < a.end ? close + 1 : from;
  // Only a `*` or a `:` starts one: most hosts hold neither, which the pattern (native code) finds.
  STAR_OR_COLON.lastIndex = first;
  if (!STAR_OR_COLON.test(text) || STAR_OR_COLON.lastIndex > a.end) return;
  for (let i = STAR_OR_COLON.lastIndex - 1; i < a.end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2a /* * */) {
      // A whole label or port (`*.example.com`, `localhost:*`); `a*b.com` is a bad host name.
      let j = i;
      while (j < a.end && text.charCodeAt(j) === 0x2a) j++;
      const before = i === from ? 0x2e : text.charCodeAt(i - 1);
      const after = j === a.end ? 0x2e : text.charCodeAt(j);
      if ((before === 0x2e || before === 0x3a) && (after === 0x2e || after === 0x3a)) out.push({ start: i, end: j });
      i = j - 1;
    } else if (c === 0x3a /* : */ && (i === from || text.charCodeAt(i - 1) === 0x2e || text.charCodeAt(i - 1) === 0x3a)) {
      // `//:service.example.com`, `//api.:region.example.com`, `//host::port`
      const name = IDENTIFIER.exec(text.slice(i + 1, Math.min(a.end, i + 65)));
      if (name) out.push({ start: i, end: i + 1 + name[0].length });
    }
  }
}

/** path-to-regexp parameters and groups in a hierarchical or relative path. */
function pathHoles(text: string, uri: ParsedUri, out: Span[]): void {
  const { start, end } = uri.path;
  const hierarchical = uri.authority !== undefined || !uri.scheme || text.charCodeAt(start) === 0x2f;
  if (!hierarchical || start === end) return;
  // To the URL's end: a parameter's `?` modifier (`/user/:name?`) reads as a query to RFC 3986.
  let slice: string | undefined;
  for (let i = start; i < end; i++) {
    // Only a `:` or a `(` starts a parameter or a group: the pattern (native code) skips to the next.
    PARAMETER_START.lastIndex = i;
    if (!PARAMETER_START.test(text)) break;
    i = PARAMETER_START.lastIndex - 1;
    if (i >= end) break;
    const c = text.charCodeAt(i);
    const prev = i > start ? text.charCodeAt(i - 1) : 0x2f;
    // A parameter follows `/`, or `.` / `-` inside a segment (`/:file.:ext`, `/:from-:to`).
    const re = c === 0x3a && (prev === 0x2f || prev === 0x2e || prev === 0x2d) ? PATH_PARAMETER : c === 0x28 && prev === 0x2f ? PATH_GROUP : undefined;
    if (!re) continue;
    re.lastIndex = i;
    const m = re.exec((slice ??= text.slice(0, uri.end)));
    if (m && m[0].length > 1) {
      let stop = i + m[0].length;
      if (c === 0x3a) {
        // `:id{[0-9]+}`: a regular-expression constraint, then an optional modifier.
        const close = constraintEnd(text, stop, uri.end);
        if (close !== -1) stop = close < uri.end && '?*+'.includes(text[close]) ? close + 1 : close;
        // A relative reference that starts with `:name` is a pattern only when the parameter is
        // its whole first segment: `:foo.com` is a colon in the first segment (RFC 3986 §4.2).
        if (i === uri.start && !uri.scheme && !uri.authority && stop < uri.end && !'/?#'.includes(text[stop])) continue;
      }
      out.push({ start: i, end: stop });
      i = stop - 1;
    }
  }
  if (text.indexOf('[', start) !== -1) dynamicSegmentHoles(text, start, end, out);
  // `\(` escapes a pattern's own `(`; in an http(s) URL a `\` is a `/` to browsers, a real finding.
  if (text.indexOf('\\', start) !== -1 && !SPECIAL_SCHEMES.has(uri.scheme?.value.toLowerCase() ?? '')) matches(PATTERN_ESCAPE, text, start, end, () => true, out);
}

/**
 * The end (after its `}`) of a `{…}` regular-expression constraint starting at `open`, braces
 * balanced (`{[1-9]{1}[0-9]{3}}`) and `\\` escaping; -1 when there is none there (no `{`,
 * unbalanced, empty, or white space, quotes or angle brackets inside).
 */
function constraintEnd(text: string, open: number, end: number): number {
  if (text.charCodeAt(open) !== 0x7b || text.charCodeAt(open + 1) === 0x7d) return -1;
  let depth = 0;
  for (let k = open; k < end && k - open <= 200; k++) {
    const c = text[k];
    if (c === '\\') k++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return k + 1;
    else if (/[\s"'<>`]/.test(c)) return -1;
  }
  return -1;
}

/**
 * A dynamic segment of a file-system router: Next.js, Nuxt, Astro and SvelteKit's `[slug]` and
 * `[...slug]`, their optional forms `[[...slug]]` and `[[lang]]` (Nuxt, SvelteKit), each with
 * SvelteKit's optional matcher (`[page=integer]`, `[[lang=locale]]`).
 */
const DYNAMIC_SEGMENT = /\[\[?(?:\.\.\.)?[A-Za-z_$][\w$-]*(?:=[A-Za-z_$][\w$]*)?\]/y;

/** Next.js dynamic segments of the path `text[start, end)`, each only as a whole segment. */
function dynamicSegmentHoles(text: string, start: number, end: number, out: Span[]): void {
  for (let open = text.indexOf('[', start); open !== -1 && open < end; open = text.indexOf('[', open + 1)) {
    if (open === start || text.charCodeAt(open - 1) !== 0x2f) continue;
    DYNAMIC_SEGMENT.lastIndex = open;
    const m = DYNAMIC_SEGMENT.exec(text);
    if (!m) continue;
    let close = open + m[0].length;
    // An optional segment closes the `[[` it opened with `]]`.
    if (text.charCodeAt(open + 1) === 0x5b) {
      if (text.charCodeAt(close) !== 0x5d) continue;
      close++;
    }
    if (close < end && text.charCodeAt(close) !== 0x2f) continue;
    out.push({ start: open, end: close });
    open = close - 1;
  }
}

/**
 * SQL `LIKE` wildcards: in a URL that holds no percent-encoded octet and whose host has a `%` at
 * the start of a label (a host never holds a raw `%`: the sign that the string is a pattern), every
 * `%` that starts a host label, is a whole path segment or ends the URL (`'https://%.example.com/%'`,
 * `'http://%'`). Without that sign, `'https://example.com/%'` is a stray `%` like `'…/100%'`.
 */
function likeHoles(text: string, uri: ParsedUri, first: number, out: Span[]): void {
  const a = uri.authority;
  if (!a) return;
  const { start, end } = uri;
  for (let k = text.indexOf('%', first); k !== -1 && k < end; k = text.indexOf('%', k + 1)) if (isTriplet(text, k)) return;
  const hostStart = a.userinfo ? a.userinfo.end + 1 : a.start;
  const taken = (k: number): boolean => out.some((h) => h.start <= k && k < h.end);
  const labelStart = (k: number): boolean => k >= hostStart && k < a.end && (k === hostStart || text.charCodeAt(k - 1) === 0x2e) && !taken(k);
  let sign = false;
  for (let k = text.indexOf('%', hostStart); k !== -1 && k < a.end && !sign; k = text.indexOf('%', k + 1)) sign = labelStart(k);
  if (!sign) return;
  const { start: pathStart, end: pathEnd } = uri.path;
  for (let k = text.indexOf('%', Math.max(first, start)); k !== -1 && k < end; k = text.indexOf('%', k + 1)) {
    if (taken(k)) continue;
    const segment = k > pathStart - 1 && k < pathEnd && text.charCodeAt(k - 1) === 0x2f && (k + 1 === pathEnd || text.charCodeAt(k + 1) === 0x2f);
    if (labelStart(k) || segment || k === end - 1) out.push({ start: k, end: k + 1 });
  }
}

/** `{name:` opening a named parameter with a constraint (`{id:[0-9]+}`). */
const CONSTRAINED_NAME = /[A-Za-z_$][\w$]*:/y;

/**
 * path-to-regexp `{…}` groups that hold a `:name` or `*name` parameter (`{/*path}`, `{.:ext}`),
 * and a named parameter with a regular-expression constraint as gorilla/mux, FastRoute and Spring
 * write it, braces balanced (`{id:[0-9]+}`, `{name:[a-z]{2,8}}`).
 */
function braceGroupHoles(text: string, start: number, end: number, out: Span[]): void {
  for (let open = text.indexOf('{', start); open !== -1 && open < end; open = text.indexOf('{', open + 1)) {
    CONSTRAINED_NAME.lastIndex = open + 1;
    const name = CONSTRAINED_NAME.exec(text);
    if (name !== null) {
      const close = constraintEnd(text, open, end);
      // A constraint follows the `:` (`{id:}` is none).
      if (close > open + name[0].length + 2) {
        out.push({ start: open, end: close });
        open = close - 1;
        continue;
      }
    }
    let close = open + 1;
    while (close < end && close - open <= 200 && !/[{}\s"'<>\\]/.test(text[close])) close++;
    if (text.charCodeAt(close) === 0x7d && /[:*][A-Za-z_$]/.test(text.slice(open + 1, close))) out.push({ start: open, end: close + 1 });
  }
}

/**
 * The placeholders of URL patterns and conventions in `text[uri.start, uri.end)` (see above), as
 * holes appended to `out` (which is returned). Cheap on the common URL: each kind is looked for
 * only when its first character occurs.
 */
export function patternHoles(text: string, uri: ParsedUri, out: Span[] = []): Span[] {
  const { start, end } = uri;
  authorityHoles(text, uri, out);
  pathHoles(text, uri, out);
  if (text.indexOf('{', start) !== -1) braceGroupHoles(text, start, end, out);
  const percent = text.indexOf('%', start);
  if (percent !== -1 && percent < end) {
    const before = out.length;
    matches(PRINTF, text, start, end, (at) => !isTriplet(text, at), out);
    // `%%` is a literal `%` only to a formatter: in a string that holds a conversion.
    if (out.length > before) matches(PERCENT_ESCAPE, text, start, end, () => true, out);
    matches(PERCENT_VARIABLE, text, start, end, (at) => !isTriplet(text, at), out);
    likeHoles(text, uri, percent, out);
  }
  const angle = text.indexOf('<', start);
  // Never in a data: URL, whose payload is content (`data:text/html,<b>hi</b>`).
  if (angle !== -1 && angle < end && uri.scheme?.value.toLowerCase() !== 'data') {
    matches(ANGLE_PLACEHOLDER, text, start, end, (at) => !HTML_ELEMENT.test(text.slice(at, text.indexOf('>', at) + 1)), out);
  }
  return out;
}

/**
 * The socket part of a Unix-socket URL as got, nock and request write it:
 * `http://unix:/var/run/docker.sock:/containers/json` is the request `/containers/json` on the
 * socket `/var/run/docker.sock`, so `unix:/var/run/docker.sock:` is no host and empty port.
 * (`http+unix://%2Fvar%2Frun%2Fdocker.sock/info` needs nothing: its host is the encoded path.)
 * Appended to `out` (which is returned).
 */
export function socketHoles(text: string, uri: ParsedUri, out: Span[] = []): Span[] {
  const a = uri.authority;
  // Lengths first: most authorities are no `unix:`, and the comparisons below copy in lower case.
  if (!a || a.end - a.start !== 5 || a.value.toLowerCase() !== 'unix:' || (uri.scheme?.value.toLowerCase() !== 'http' && uri.scheme?.value.toLowerCase() !== 'https')) return out;
  const colon = text.indexOf(':', uri.path.start);
  const end = colon !== -1 && colon < uri.end ? colon + 1 : uri.end;
  out.push({ start: a.start, end });
  return out;
}
