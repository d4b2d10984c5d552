import { isAlpha } from '../chars.js';
import { splitAt, type ParsedUri } from '../parse.js';
import { defineRule } from '../rule.js';
import type { Edit } from '../types.js';
import { reportSlashes, type Ctx, type MessageId } from './valid-scheme-syntax-utils/context.js';
import { checkData } from './valid-scheme-syntax-utils/data.js';
import { checkFtp, checkGopher, checkNews, checkNntp, checkProspero, checkTelnet, checkWais } from './valid-scheme-syntax-utils/rfc1738.js';
import { checkTel, checkUrn } from './valid-scheme-syntax-utils/tel-urn.js';

// RFC 6068 §2: mailto:[to][hfields]; to = addr-spec *("," addr-spec); hfield = hfname "=" hfvalue.
function checkMailto(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const toStart = reportSlashes(ctx, uri, 'mailto');
  const toEnd = uri.path.end;
  if (toStart < toEnd && !ctx.holes.near(toStart, toEnd)) {
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
      if (s === e || ctx.holes.near(s, e)) continue;
      const field = text.slice(s, e);
      if (!field.includes('=')) ctx.report({ messageId: 'mailtoField', data: { field }, start: s, end: e });
    }
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
    if (p.start === p.end || c === 0x2f || c === 0x5c || ctx.holes.near(p.start, p.start)) return;
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
  if (ctx.holes.near(a.start, a.end)) return;
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
