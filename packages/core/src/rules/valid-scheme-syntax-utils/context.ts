import { isAlpha, isDigit } from '../../chars.js';
import { type ParsedUri } from '../../parse.js';
import { isPercentTriplet } from '../../percent.js';
import type { RuleContext } from '../../rule.js';

/*
 * What valid-scheme-syntax's checkers share: its message ids, its context type and the helpers
 * that name a character or find the `//` of a scheme that takes no authority.
 */

export type MessageId =
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

export type Ctx = RuleContext<Record<string, never>, MessageId>;

export function isAlnum(c: number): boolean {
  return isAlpha(c) || isDigit(c);
}

/**
 * The first `code` in `text[start, end)`, or -1. (`indexOf` from `start` searches to the end of
 * the text: in a loop over the parts of a value, that is quadratic time.)
 */
export function indexWithin(text: string, code: number, start: number, end: number): number {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/** The character (or `%XX` triplet) at `i`, as a message names it. */
export function unitAt(text: string, i: number): { name: string; end: number } {
  const c = text.charCodeAt(i);
  if (isPercentTriplet(text, i)) return { name: `"${text.slice(i, i + 3)}"`, end: i + 3 };
  const cp = text.codePointAt(i) ?? c;
  const len = cp > 0xffff ? 2 : 1;
  const ch = text.slice(i, i + len);
  return { name: cp < 0x20 || cp === 0x7f ? 'U+' + cp.toString(16).toUpperCase().padStart(4, '0') : `"${ch}"`, end: i + len };
}

/** For a scheme that takes no authority, `scheme://…` (`mailto://a@b`, `tel://+1…`): report the `//`. */
export function reportSlashes(ctx: Ctx, uri: ParsedUri, scheme: string): number {
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

