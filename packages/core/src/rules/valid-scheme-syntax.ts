import { isAlpha, isAsciiWhitespace, isDigit, isHex } from '../chars.js';
import { holesNear, nearHole } from '../holes.js';
import { splitAt, type ParsedUri } from '../parse.js';
import { isPercentTriplet, tripletValue } from '../percent.js';
import { defineRule, type RuleContext } from '../rule.js';
import type { Edit } from '../types.js';

type MessageId =
  | 'noSlashes'
  | 'mailtoNoAt'
  | 'mailtoField'
  | 'telnetExtra'
  | 'ftpType'
  | 'gopherType'
  | 'waisPath'
  | 'prosperoField'
  | 'newsGroupChar'
  | 'nntpPath'
  | 'nntpArticle'
  | 'fileDriveHost'
  | 'fileDirectoryHost'
  | 'fileRelative'
  | 'wsFragment'
  | 'dataComma'
  | 'dataMediaType'
  | 'dataParam'
  | 'dataBase64Char'
  | 'dataBase64Length'
  | 'telEmpty'
  | 'telChar'
  | 'telNoDigit'
  | 'telLocal'
  | 'telExtension'
  | 'urnNid'
  | 'removeSlashes'
  | 'removeExtra'
  | 'useFtpType'
  | 'useLocalPath'
  | 'removeFragment';

type Ctx = RuleContext<Record<string, never>, MessageId>;

function isAlnum(c: number): boolean {
  return isAlpha(c) || isDigit(c);
}

/**
 * The first `code` in `text[start, end)`, or -1. (`indexOf` from `start` searches to the end of
 * the text: in a loop over the parts of a value, that is quadratic time; issue 12.)
 */
function indexWithin(text: string, code: number, start: number, end: number): number {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/** The character (or `%XX` triplet) at `i`, as a message names it. */
function unitAt(text: string, i: number): { name: string; end: number } {
  const c = text.charCodeAt(i);
  if (isPercentTriplet(text, i)) return { name: `"${text.slice(i, i + 3)}"`, end: i + 3 };
  const cp = text.codePointAt(i) ?? c;
  const len = cp > 0xffff ? 2 : 1;
  const ch = text.slice(i, i + len);
  return { name: cp < 0x20 || cp === 0x7f ? 'U+' + cp.toString(16).toUpperCase().padStart(4, '0') : `"${ch}"`, end: i + len };
}

/** For a scheme that takes no authority, `scheme://…` (`mailto://a@b`, `tel://+1…`): report the `//`. */
function reportSlashes(ctx: Ctx, uri: ParsedUri, scheme: string): number {
  const colon = uri.scheme!.end;
  if (!uri.authority) return colon + 1;
  ctx.report({
    messageId: 'noSlashes',
    data: { scheme },
    start: colon + 1,
    end: colon + 3,
    suggestions: [{ messageId: 'removeSlashes', edits: [{ start: colon + 1, end: colon + 3, text: '' }] }],
  });
  return colon + 3;
}

// RFC 6068 §2: mailto:[to][hfields]; to = addr-spec *("," addr-spec); hfield = hfname "=" hfvalue.
function checkMailto(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const toStart = reportSlashes(ctx, uri, 'mailto');
  const toEnd = uri.path.end;
  if (toStart < toEnd && !nearHole(ctx.holes, toStart, toEnd)) {
    for (const { start: s0, end: e0 } of splitAt(text, toStart, toEnd, 0x2c /* , */)) {
      let s = s0;
      let e = e0;
      while (s < e && text.charCodeAt(s) === 0x20) s++;
      while (e > s && text.charCodeAt(e - 1) === 0x20) e--;
      if (s === e) continue;
      const address = text.slice(s, e);
      if (!address.includes('@') && !/%40/i.test(address)) {
        ctx.report({ messageId: 'mailtoNoAt', data: { address }, start: s, end: e });
      }
    }
  }
  const q = uri.query;
  if (q && q.start < q.end) {
    for (const { start: s, end: e } of splitAt(text, q.start, q.end, 0x26 /* & */)) {
      if (s === e || nearHole(ctx.holes, s, e)) continue;
      const field = text.slice(s, e);
      if (!field.includes('=')) ctx.report({ messageId: 'mailtoField', data: { field }, start: s, end: e });
    }
  }
}

// RFC 1738 §3.8, RFC 4248: telnet://login[/], nothing after the "/".
function checkTelnet(ctx: Ctx, uri: ParsedUri): void {
  if (!uri.authority) return;
  const p = uri.path;
  const extraStart = p.value.startsWith('/') ? p.start + 1 : p.start;
  if (extraStart >= uri.end) return;
  const extra = ctx.text.slice(extraStart, uri.end);
  ctx.report({
    messageId: 'telnetExtra',
    data: { extra },
    start: extraStart,
    end: uri.end,
    suggestions: [{ messageId: 'removeExtra', data: { extra }, edits: [{ start: extraStart, end: uri.end, text: '' }] }],
  });
}

const FTP_TYPE_WORDS: Record<string, string> = { binary: 'i', image: 'i', bin: 'i', ascii: 'a', text: 'a', dir: 'd', directory: 'd', list: 'd' };

// RFC 1738 §3.2.2, §5: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]; ftptype = A|I|D|a|i|d.
function checkFtp(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const segs = uri.path.segments;
  if (segs.length === 0) return;
  const last = segs[segs.length - 1];
  const semi = text.indexOf(';', last.start);
  if (semi === -1 || semi >= last.end) return;
  for (const { start: s, end: e } of splitAt(text, semi + 1, last.end, 0x3b /* ; */)) {
    const eq = indexWithin(text, 0x3d /* = */, s, e);
    if (eq === -1 || text.slice(s, eq).toLowerCase() !== 'type') continue;
    const code = text.slice(eq + 1, e);
    if (/^[aidAID]$/.test(code) || nearHole(ctx.holes, eq + 1, e)) continue;
    const intended = FTP_TYPE_WORDS[code.toLowerCase()];
    ctx.report({
      messageId: 'ftpType',
      data: { code },
      start: code === '' ? s - 1 : eq + 1,
      end: e,
      ...(intended ? { suggestions: [{ messageId: 'useFtpType' as const, data: { code: intended }, edits: [{ start: eq + 1, end: e, text: intended }] }] } : {}),
    });
  }
}

/**
 * Gopher item types: RFC 1436 §3.8 (0-9, +, T, g, I), Gopher+ (`:`, `;`, `<`) and the types
 * in wide use since (h HTML, i info, s sound, d document, p PNG, r RTF, P PDF, M MIME, c
 * calendar, e event, x/X XML, w web).
 */
const GOPHER_TYPES = new Set('0123456789+TgIhisdpr:;<PMcexXw'.split(''));

// RFC 1738 §3.4: gopher://host:port/<gophertype><selector>…
function checkGopher(ctx: Ctx, uri: ParsedUri): void {
  const p = uri.path;
  if (p.end - p.start < 2 || ctx.text.charCodeAt(p.start) !== 0x2f) return;
  const i = p.start + 1;
  const unit = unitAt(ctx.text, i);
  if (ctx.text.charCodeAt(i) === 0x25 || GOPHER_TYPES.has(ctx.text[i]) || nearHole(ctx.holes, i, unit.end)) return;
  ctx.report({ messageId: 'gopherType', data: { type: unit.name }, start: i, end: unit.end });
}

// RFC 1738 §3.9: wais://host:port/database[?search] or /database/wtype/wpath.
function checkWais(ctx: Ctx, uri: ParsedUri): void {
  const n = uri.path.segments.length;
  if (n === 2 || n > 3) {
    ctx.report({ messageId: 'waisPath', start: uri.path.start, end: uri.path.end });
  } else if (n === 3 && uri.query) {
    ctx.report({ messageId: 'waisPath', start: uri.query.start - 1, end: uri.query.end });
  }
}

// RFC 1738 §3.11: prospero://host:port/hsoname *( ";" fieldname "=" fieldvalue ).
function checkProspero(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const p = uri.path;
  const semi = text.indexOf(';', p.start);
  if (semi === -1 || semi >= p.end) return;
  for (const { start: s, end: e } of splitAt(text, semi + 1, p.end, 0x3b)) {
    const field = text.slice(s, e);
    if (!field.includes('=') && !nearHole(ctx.holes, s, e)) ctx.report({ messageId: 'prosperoField', data: { field }, start: s, end: e });
  }
}

/**
 * RFC 5536 §3.1.4 newsgroup-name: dot-separated components of letters, digits, `+`, `-`, `_`;
 * in news: URLs RFC 5538 §2.2 also allows a wildmat (`*`, `?`, `[…]`, `!`, `,`).
 */
function checkGroup(ctx: Ctx, start: number, end: number, wildmat: boolean): void {
  const { text } = ctx;
  if (nearHole(ctx.holes, start, end)) return;
  for (let i = start; i < end; ) {
    const c = text.charCodeAt(i);
    const unit = unitAt(text, i);
    const ok = isAlnum(c) || c === 0x2b || c === 0x2d || c === 0x5f || c === 0x2e || (wildmat && (c === 0x2a || c === 0x3f || c === 0x21 || c === 0x2c || c === 0x5b || c === 0x5d || c === 0x5e));
    if (!ok && c !== 0x25 && !(c === 0x20 || c < 0x20 || c >= 0x7f || c === 0x5c)) {
      // (raw spaces, controls, non-ASCII and `\` are no-unencoded-characters' findings)
      ctx.report({ messageId: 'newsGroupChar', data: { group: text.slice(start, end), char: unit.name }, start: i, end: unit.end });
      return;
    }
    i = unit.end;
  }
}

// RFC 1738 §3.6, RFC 5538 §2.1: news:[//server/](article | newsgroups | "*").
function checkNews(ctx: Ctx, uri: ParsedUri): void {
  const p = uri.path;
  const start = uri.authority && ctx.text.charCodeAt(p.start) === 0x2f ? p.start + 1 : p.start;
  const value = ctx.text.slice(start, p.end);
  if (value === '' || value.includes('@') || /%40/i.test(value)) return; // an article's message-id
  checkGroup(ctx, start, p.end, true);
}

// RFC 1738 §3.7, RFC 5538 §2.2: nntp://host:port/group[/article-number].
function checkNntp(ctx: Ctx, uri: ParsedUri): void {
  if (!uri.authority) return;
  const segs = uri.path.segments;
  if (segs.length === 0 || segs.length > 2 || segs[0].value === '') {
    const span = uri.path.start < uri.path.end ? uri.path : uri.authority;
    if (!nearHole(ctx.holes, span.start, span.end)) ctx.report({ messageId: 'nntpPath', start: span.start, end: span.end });
    return;
  }
  checkGroup(ctx, segs[0].start, segs[0].end, false);
  if (segs.length === 2 && !/^\d+$/.test(segs[1].value) && !nearHole(ctx.holes, segs[1].start, segs[1].end)) {
    ctx.report({ messageId: 'nntpArticle', data: { article: segs[1].value }, start: segs[1].start, end: segs[1].end });
  }
}

/** Top-level directories of common systems: `file://home/u/x` means `file:///home/u/x`. */
const ROOT_DIRECTORIES = new Set([
  'home', 'users', 'tmp', 'etc', 'var', 'usr', 'opt', 'mnt', 'root', 'srv', 'dev', 'proc', 'bin', 'sbin', 'lib',
  'media', 'private', 'volumes', 'applications', 'library', 'system', 'windows',
]);

// RFC 8089 §2: file-URI = "file:" ( "//" auth-path / local-path ); auth-path = [ file-auth ] path-absolute.
function checkFile(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const a = uri.authority;
  if (!a) {
    const p = uri.path;
    const c = text.charCodeAt(p.start);
    if (p.start === p.end || c === 0x2f || c === 0x5c || nearHole(ctx.holes, p.start, p.start)) return;
    // RFC 8089 Appendix E.2: `file:c:/path` is a known variant.
    if (isAlpha(c) && (text.charCodeAt(p.start + 1) === 0x3a || text.charCodeAt(p.start + 1) === 0x7c)) return;
    ctx.report({
      messageId: 'fileRelative',
      data: { path: p.value },
      start: p.start,
      end: p.end,
      suggestions: [{ messageId: 'useLocalPath', data: { path: '/' + p.value }, edits: [{ start: p.start, end: p.start, text: '///' }] }],
    });
    return;
  }
  const value = a.value;
  if (nearHole(ctx.holes, a.start, a.end)) return;
  const insertSlash: Edit[] = [{ start: a.start, end: a.start, text: '/' }];
  // `file://C:/x`: the drive letter stands where the host goes (WHATWG
  // file-invalid-Windows-drive-letter-host; RFC 8089 Appendix E.2 writes `file:///C:/x`).
  if (value.length === 2 && isAlpha(value.charCodeAt(0)) && (value[1] === ':' || value[1] === '|')) {
    ctx.report({
      messageId: 'fileDriveHost',
      data: { drive: value },
      start: a.start,
      end: a.end,
      suggestions: [{ messageId: 'useLocalPath', data: { path: '/' + text.slice(a.start, uri.path.end) }, edits: insertSlash }],
    });
    return;
  }
  if (!a.userinfo && !a.port && ROOT_DIRECTORIES.has(value.toLowerCase()) && uri.path.end - uri.path.start > 1) {
    ctx.report({
      messageId: 'fileDirectoryHost',
      data: { host: value },
      start: a.start,
      end: a.end,
      suggestions: [{ messageId: 'useLocalPath', data: { path: '/' + text.slice(a.start, uri.path.end) }, edits: insertSlash }],
    });
  }
}

// RFC 6455 §3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used".
function checkWebSocket(ctx: Ctx, uri: ParsedUri): void {
  const f = uri.fragment;
  if (!f) return;
  ctx.report({
    messageId: 'wsFragment',
    start: f.start - 1,
    end: f.end,
    suggestions: [{ messageId: 'removeFragment', edits: [{ start: f.start - 1, end: f.end, text: '' }] }],
  });
}

/** RFC 2045 §5.1 token characters. */
function isTokenChar(c: number): boolean {
  return c > 0x20 && c < 0x7f && '()<>@,;:\\"/[]?='.indexOf(String.fromCharCode(c)) === -1;
}

function isTokenRange(text: string, s: number, e: number): boolean {
  if (s === e) return false;
  for (let i = s; i < e; i++) if (!isTokenChar(text.charCodeAt(i))) return false;
  return true;
}

function isBase64Char(c: number): boolean {
  return isAlnum(c) || c === 0x2b || c === 0x2f;
}

/** `type/subtype` with optional `;param[=value]`s and a trailing `;`: what a data: URL prefix looks like. */
const MEDIA_TYPE_PREFIX = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:;[A-Za-z0-9!#$&^_.+-]+(?:=[A-Za-z0-9!#$&^_.+-]+)?)*;?$/;

// RFC 2397 §3: data:[<mediatype>][;base64],<data>; Fetch's "forgiving-base64 decode" for the payload.
function checkData(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const start = uri.scheme!.end + 1;
  // The fragment is not part of a data: URL's data (Fetch "data: URL processor").
  const end = uri.fragment ? uri.fragment.start - 1 : uri.end;
  const comma = text.indexOf(',', start);
  if (comma === -1 || comma >= end) {
    // `'data:application/json;'.length`, `startsWith('data:image/png;base64')`: a media type
    // alone is a prefix constant, like a bare `"http://"` (SPEC §3), not a broken URL (found by
    // the real-world run in postcss). Anything else without a comma is reported.
    if (MEDIA_TYPE_PREFIX.test(text.slice(start, end))) return;
    if (start < end && !nearHole(ctx.holes, start, end)) ctx.report({ messageId: 'dataComma', start, end });
    return;
  }
  if (nearHole(ctx.holes, start, comma)) return;
  const parts = splitAt(text, start, comma, 0x3b /* ; */);
  const { start: ts, end: te } = parts[0];
  if (ts < te) {
    const slash = text.indexOf('/', ts);
    if (slash === -1 || slash >= te || !isTokenRange(text, ts, slash) || !isTokenRange(text, slash + 1, te)) {
      // (a space in it is no-unencoded-characters' finding, but a type without "/" is still one here)
      ctx.report({ messageId: 'dataMediaType', data: { mediaType: text.slice(ts, te) }, start: ts, end: te });
    }
  }
  let base64 = false;
  for (let k = 1; k < parts.length; k++) {
    const { start: s, end: e, value: param } = parts[k];
    if (k === parts.length - 1 && param.toLowerCase() === 'base64') {
      base64 = true;
    } else if (!param.includes('=')) {
      ctx.report({ messageId: 'dataParam', data: { param }, start: s, end: e });
    }
  }
  if (base64) checkBase64(ctx, comma + 1, end);
}

function checkBase64(ctx: Ctx, start: number, end: number): void {
  const { text } = ctx;
  const holes = holesNear(ctx.holes, start, end);
  // Percent-decode (the payload of a data: URL is percent-decoded before base64), drop ASCII
  // white space, and keep where each character came from.
  const chars: number[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let hole = 0;
  for (let i = start; i < end; ) {
    while (hole < holes.length && holes[hole].end <= i) hole++;
    if (hole < holes.length && holes[hole].start <= i && i < holes[hole].end) {
      i = holes[hole].end;
      continue;
    }
    let c = text.charCodeAt(i);
    let next = i + 1;
    if (isPercentTriplet(text, i)) {
      c = tripletValue(text, i);
      next = i + 3;
    }
    if (!isAsciiWhitespace(c)) {
      chars.push(c);
      from.push(i);
      to.push(next);
    }
    i = next;
  }
  let n = chars.length;
  if (n % 4 === 0 && n > 0 && chars[n - 1] === 0x3d) {
    n--;
    if (chars[n - 1] === 0x3d) n--;
  }
  for (let k = 0; k < n; k++) {
    if (!isBase64Char(chars[k])) {
      const name = to[k] - from[k] === 3 ? `"${text.slice(from[k], to[k])}"` : unitAt(text, from[k]).name;
      ctx.report({ messageId: 'dataBase64Char', data: { char: name }, start: from[k], end: to[k] });
      return;
    }
  }
  if (n % 4 === 1 && holes.length === 0) ctx.report({ messageId: 'dataBase64Length', start, end });
}

function isVisualSeparator(c: number): boolean {
  return c === 0x2d || c === 0x2e || c === 0x28 || c === 0x29;
}

// RFC 3966 §3: telephone-subscriber = global-number / local-number.
function checkTel(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const start = reportSlashes(ctx, uri, 'tel');
  const end = uri.path.end;
  if (nearHole(ctx.holes, start, end)) return;
  const semi = text.indexOf(';', start);
  const numberEnd = semi === -1 || semi >= end ? end : semi;
  if (numberEnd === start) {
    ctx.report({ messageId: 'telEmpty', start: uri.scheme!.start, end: start });
    return;
  }
  const global = text.charCodeAt(start) === 0x2b; /* + */
  let digits = 0;
  for (let i = global ? start + 1 : start; i < numberEnd; ) {
    const c = text.charCodeAt(i);
    const unit = unitAt(text, i);
    if (isDigit(c)) digits++;
    else if (!global && (isHex(c) || c === 0x2a /* * */)) digits++;
    else if (!isVisualSeparator(c) && c !== 0x20) {
      // (a raw space is no-unencoded-characters' finding)
      ctx.report({ messageId: 'telChar', data: { char: unit.name }, start: i, end: unit.end });
      return;
    }
    i = unit.end;
  }
  const number = text.slice(start, numberEnd);
  if (digits === 0) {
    ctx.report({ messageId: 'telNoDigit', data: { number }, start, end: numberEnd });
    return;
  }
  let phoneContext = false;
  if (numberEnd < end) {
    for (const { start: s, end: e } of splitAt(text, numberEnd + 1, end, 0x3b)) {
      const eq = indexWithin(text, 0x3d /* = */, s, e);
      const name = (eq === -1 ? text.slice(s, e) : text.slice(s, eq)).toLowerCase();
      if (name === 'phone-context' && eq !== -1 && eq + 1 < e) phoneContext = true;
      if (name === 'ext') {
        const value = eq === -1 ? '' : text.slice(eq + 1, e);
        // RFC 3966 §3: extension = ";ext=" 1*phonedigit, phonedigit = DIGIT / visual-separator
        // (urilint wants a digit among them). The part before the first digit holds no digit, so
        // no two quantifiers can trade characters: linear time (issue 12).
        if (!/^[().-]*\d[\d().-]*$/.test(value)) ctx.report({ messageId: 'telExtension', data: { ext: value }, start: s, end: e });
      }
    }
  }
  if (!global && !phoneContext) ctx.report({ messageId: 'telLocal', data: { number }, start, end: numberEnd });
}

// RFC 8141 §2: urn:<NID>:<NSS>; NID = (alphanum) 0*30(ldh) (alphanum); NSS = pchar *(pchar / "/").
function checkUrn(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const start = uri.scheme!.end + 1;
  const end = uri.path.end;
  if (nearHole(ctx.holes, start, end)) return;
  const colon = text.indexOf(':', start);
  const nidEnd = colon === -1 || colon >= end ? end : colon;
  const nid = text.slice(start, nidEnd);
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]$/.test(nid)) {
    ctx.report({ messageId: 'urnNid', data: { nid }, start, end: nidEnd });
    return;
  }
  // `urn:uuid` and `urn:uuid:` alone are prefix constants (`scheme: "urn:uuid"` in ajv, found by
  // the real-world run), like a bare `"http://"`; an NSS that is there but empty after more is not.
  if (nidEnd === end || nidEnd + 1 === end) return;
}

export const validSchemeSyntax = defineRule<Record<string, never>, MessageId>({
  id: 'valid-scheme-syntax',
  description: 'Require the scheme-specific syntax of mailto, news, nntp, telnet, ftp, gopher, wais, prospero, file, ws(s), data, tel and urn URLs.',
  source: 'RFC 1738 §3, §5',
  whatwgErrors: ['file-invalid-Windows-drive-letter-host'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: false,
  hasSuggestions: true,
  reportsPlainUrls: false,
  messages: {
    noSlashes: 'A {{scheme}}: URL takes no "//" after the scheme.',
    mailtoNoAt: 'The mail address "{{address}}" has no "@".',
    mailtoField: 'The header field "{{field}}" has no "=" between its name and value.',
    telnetExtra: 'A telnet: URL ends after its host, port and an optional "/", so "{{extra}}" is not allowed.',
    ftpType: 'The FTP type code "{{code}}" is not one of "a", "i" or "d".',
    gopherType: 'The Gopher item type {{type}} (the first character of the path) is not a known item type.',
    waisPath: 'A wais: URL path is "/database", "/database?search" or "/database/wtype/wpath".',
    prosperoField: 'The Prospero field "{{field}}" has no "=" between its name and value.',
    newsGroupChar: 'The newsgroup name "{{group}}" holds {{char}}, which a newsgroup name may not hold.',
    nntpPath: 'An nntp: URL path is "/group" or "/group/article-number".',
    nntpArticle: 'The article number "{{article}}" is not all digits.',
    fileDriveHost: 'The drive letter "{{drive}}" stands where the host goes; a local file URL is written "file:///{{drive}}/…".',
    fileDirectoryHost: 'The host "{{host}}" looks like the first directory of a local path, which needs "file:///".',
    fileRelative: 'The file: URL path "{{path}}" does not start with "/".',
    wsFragment: 'A WebSocket URL may not have a fragment.',
    dataComma: 'The data: URL has no "," between its media type and its data.',
    dataMediaType: 'The media type "{{mediaType}}" is not of the form "type/subtype".',
    dataParam: 'The media type parameter "{{param}}" has no "=" (and ";base64" must come last).',
    dataBase64Char: 'The base64 data holds {{char}}, which is not a base64 character.',
    dataBase64Length: 'The base64 data has a length that no base64 encoding produces.',
    telEmpty: 'The tel: URL has no telephone number.',
    telChar: 'The telephone number holds {{char}}, which is neither a digit nor a visual separator ("-", ".", "(", ")").',
    telNoDigit: 'The telephone number "{{number}}" has no digit.',
    telLocal: 'The local number "{{number}}" needs a ";phone-context=" parameter, or a leading "+" and the country code.',
    telExtension: 'The extension "{{ext}}" is not a number.',
    urnNid: 'The URN namespace identifier "{{nid}}" is not 2 to 32 letters, digits or hyphens that start and end with a letter or digit.',
    removeSlashes: 'Remove the "//".',
    removeExtra: 'Remove "{{extra}}".',
    useFtpType: 'Use ";type={{code}}".',
    useLocalPath: 'Write "file://{{path}}".',
    removeFragment: 'Remove the fragment.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  check(ctx) {
    const { uri } = ctx;
    if (!uri.scheme) return;
    switch (ctx.scheme) {
      case 'mailto': return checkMailto(ctx, uri);
      case 'telnet': return checkTelnet(ctx, uri);
      case 'ftp': return checkFtp(ctx, uri);
      case 'gopher': return checkGopher(ctx, uri);
      case 'wais': return checkWais(ctx, uri);
      case 'prospero': return checkProspero(ctx, uri);
      case 'news': return checkNews(ctx, uri);
      case 'nntp': return checkNntp(ctx, uri);
      case 'file': return checkFile(ctx, uri);
      case 'ws':
      case 'wss': return checkWebSocket(ctx, uri);
      case 'data': return checkData(ctx, uri);
      case 'tel': return checkTel(ctx, uri);
      case 'urn': return checkUrn(ctx, uri);
      default: return; // http(s): see the docs (valid-host, valid-scheme and valid-port own their parts)
    }
  },
});
