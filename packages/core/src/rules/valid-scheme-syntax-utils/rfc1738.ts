import { splitAt, type ParsedUri } from '../../parse.js';
import { indexWithin, isAlnum, unitAt, type Ctx } from './context.js';

/* The schemes of RFC 1738 §3 (and their successors): telnet, ftp, gopher, wais, prospero, news and nntp. */

// RFC 1738 §3.8, RFC 4248: telnet://login[/], nothing after the "/".
export function checkTelnet(ctx: Ctx, uri: ParsedUri): void {
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
export function checkFtp(ctx: Ctx, uri: ParsedUri): void {
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
    if (/^[aidAID]$/.test(code) || ctx.holes.near(eq + 1, e)) continue;
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
export function checkGopher(ctx: Ctx, uri: ParsedUri): void {
  const p = uri.path;
  if (p.end - p.start < 2 || ctx.text.charCodeAt(p.start) !== 0x2f) return;
  const i = p.start + 1;
  const unit = unitAt(ctx.text, i);
  if (ctx.text.charCodeAt(i) === 0x25 || GOPHER_TYPES.has(ctx.text[i]) || ctx.holes.near(i, unit.end)) return;
  ctx.report({ messageId: 'gopherType', data: { type: unit.name }, start: i, end: unit.end });
}

// RFC 1738 §3.9: wais://host:port/database[?search] or /database/wtype/wpath.
export function checkWais(ctx: Ctx, uri: ParsedUri): void {
  const n = uri.path.segments.length;
  if (n === 2 || n > 3) {
    ctx.report({ messageId: 'waisPath', start: uri.path.start, end: uri.path.end });
  } else if (n === 3 && uri.query) {
    ctx.report({ messageId: 'waisPath', start: uri.query.start - 1, end: uri.query.end });
  }
}

// RFC 1738 §3.11: prospero://host:port/hsoname *( ";" fieldname "=" fieldvalue ).
export function checkProspero(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const p = uri.path;
  const semi = text.indexOf(';', p.start);
  if (semi === -1 || semi >= p.end) return;
  for (const { start: s, end: e } of splitAt(text, semi + 1, p.end, 0x3b)) {
    const field = text.slice(s, e);
    if (!field.includes('=') && !ctx.holes.near(s, e)) ctx.report({ messageId: 'prosperoField', data: { field }, start: s, end: e });
  }
}

/**
 * RFC 5536 §3.1.4 newsgroup-name: dot-separated components of letters, digits, `+`, `-`, `_`;
 * in news: URLs RFC 5538 §2.2 also allows a wildmat (`*`, `?`, `[…]`, `!`, `,`).
 */
function checkGroup(ctx: Ctx, start: number, end: number, wildmat: boolean): void {
  const { text } = ctx;
  if (ctx.holes.near(start, end)) return;
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
export function checkNews(ctx: Ctx, uri: ParsedUri): void {
  const p = uri.path;
  const start = uri.authority && ctx.text.charCodeAt(p.start) === 0x2f ? p.start + 1 : p.start;
  const value = ctx.text.slice(start, p.end);
  if (value === '' || value.includes('@') || /%40/i.test(value)) return; // an article's message-id
  checkGroup(ctx, start, p.end, true);
}

// RFC 1738 §3.7, RFC 5538 §2.2: nntp://host:port/group[/article-number].
export function checkNntp(ctx: Ctx, uri: ParsedUri): void {
  if (!uri.authority) return;
  const segs = uri.path.segments;
  if (segs.length === 0 || segs.length > 2 || segs[0].value === '') {
    const span = uri.path.start < uri.path.end ? uri.path : uri.authority;
    if (!ctx.holes.near(span.start, span.end)) ctx.report({ messageId: 'nntpPath', start: span.start, end: span.end });
    return;
  }
  checkGroup(ctx, segs[0].start, segs[0].end, false);
  if (segs.length === 2 && !/^\d+$/.test(segs[1].value) && !ctx.holes.near(segs[1].start, segs[1].end)) {
    ctx.report({ messageId: 'nntpArticle', data: { article: segs[1].value }, start: segs[1].start, end: segs[1].end });
  }
}
