import { isDigit, isHex } from '../../chars.js';
import { splitAt, type ParsedUri } from '../../parse.js';
import { indexWithin, reportSlashes, unitAt, type Ctx } from './context.js';

/* tel: (RFC 3966) and urn: (RFC 8141) URIs. */

function isVisualSeparator(c: number): boolean {
  return c === 0x2d || c === 0x2e || c === 0x28 || c === 0x29;
}

// RFC 3966 §3: telephone-subscriber = global-number / local-number.
export function checkTel(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const start = reportSlashes(ctx, uri, 'tel');
  const end = uri.path.end;
  if (ctx.holes.near(start, end)) return;
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
        // no two quantifiers can trade characters: linear time.
        if (!/^[().-]*\d[\d().-]*$/.test(value)) ctx.report({ messageId: 'telExtension', data: { ext: value }, start: s, end: e });
      }
    }
  }
  if (!global && !phoneContext) ctx.report({ messageId: 'telLocal', data: { number }, start, end: numberEnd });
}

// RFC 8141 §2: urn:<NID>:<NSS>; NID = (alphanum) 0*30(ldh) (alphanum); NSS = pchar *(pchar / "/").
export function checkUrn(ctx: Ctx, uri: ParsedUri): void {
  const { text } = ctx;
  const start = uri.scheme!.end + 1;
  const end = uri.path.end;
  if (ctx.holes.near(start, end)) return;
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
