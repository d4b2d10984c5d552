import { isAsciiWhitespace } from '../../chars.js';
import { splitAt, type ParsedUri } from '../../parse.js';
import { isPercentTriplet, tripletValue } from '../../percent.js';
import { isAlnum, unitAt, type Ctx } from './context.js';

/* data: URLs (RFC 2397): the media type and a base64 payload (RFC 4648 §4). */

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
export function checkData(ctx: Ctx, uri: ParsedUri): void {
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
    if (start < end && !ctx.holes.near(start, end)) ctx.report({ messageId: 'dataComma', start, end });
    return;
  }
  if (ctx.holes.near(start, comma)) return;
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
  const holes = ctx.holes.nearList(start, end);
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
