import { firstTabOrNewline, isTabOrNewline } from '../../chars.js';
import { componentSpans, parseUriReference, passwordStart } from '../../parse.js';
import { percentEncode } from '../../percent.js';
import { describeRun, type Ctx } from './context.js';

/**
 * White space around the URL: WHATWG strips leading and trailing C0 controls and spaces, so in a
 * URL context removing it keeps the meaning (a fix). Elsewhere (a script URL in a plain literal)
 * the literal may be text that holds the URL, and what surrounds it is not ours to touch: it is
 * only offered (SPEC §5).
 */
export function reportSurroundingWhitespace(ctx: Ctx): void {
  const { text, uri } = ctx;
  if (uri.start > 0) surrounding(ctx, 'Leading', 0, uri.start);
  if (uri.end < text.length) surrounding(ctx, 'Trailing', uri.end, text.length);
}

function surrounding(ctx: Ctx, where: string, start: number, end: number): void {
  const edits = [{ start, end, text: '' }];
  if (ctx.context === 'reference') ctx.report({ messageId: 'surroundingWhitespace', data: { where }, start, end, fix: edits });
  else ctx.report({ messageId: 'surroundingWhitespace', data: { where }, start, end, suggestions: [{ messageId: 'removeChar', data: { char: describeRun(ctx.text.slice(start, end)) }, edits }] });
}

/**
 * Tab, LF and CR anywhere in the URL, the scheme and host included. Browsers remove them before
 * parsing (WHATWG URL parser, step 3), so `analyze` runs the other rules on the URL without them
 * (browser-view.ts) and only this finding points at them. Encoding them changes what a browser
 * fetches, removing them changes what the RFC reads, so both are only offered. The component is
 * named as browsers split the URL once they are gone.
 */
export function reportTabsAndNewlines(ctx: Ctx, full: () => boolean): void {
  const { text, uri } = ctx;
  const first = firstTabOrNewline(text, uri.start, uri.end);
  if (first === -1) return;
  const componentAt = browserComponents(text, uri.start, uri.end);
  const password = passwordStart(uri.authority?.userinfo);
  let i = first;
  while (i < uri.end && !full()) {
    if (!isTabOrNewline(text.charCodeAt(i)) || ctx.holes.at(i)) {
      i++;
      continue;
    }
    const start = i;
    while (i < uri.end && isTabOrNewline(text.charCodeAt(i)) && !ctx.holes.at(i)) i++;
    const component = componentAt(start);
    const secret = component === 'userinfo' && password !== -1 && start >= password;
    const char = describeRun(text.slice(start, i));
    ctx.report({
      messageId: 'tabOrNewline',
      data: { char, component: secret ? 'password' : component },
      start,
      end: i,
      suggestions: [
        { messageId: 'removeChar', data: { char }, edits: [{ start, end: i, text: '' }] },
        { messageId: 'encodeChar', data: { char }, edits: [{ start, end: i, text: percentEncode(text.slice(start, i)) }] },
      ],
    });
  }
}

/**
 * The component that browsers see at each offset of `text[start, end)`: the URL is parsed with
 * its tabs and newlines removed, and an offset takes the component of the next character kept.
 */
function browserComponents(text: string, start: number, end: number): (offset: number) => string {
  let view = '';
  const original: number[] = [];
  for (let i = start; i < end; i++) {
    if (isTabOrNewline(text.charCodeAt(i))) continue;
    view += text[i];
    original.push(i);
  }
  const uri = parseUriReference(view);
  const scheme = uri.scheme ? uri.scheme.value.toLowerCase() : '';
  const spans = componentSpans({ text: view, scheme, uri });
  // Offsets are asked in increasing order: one pass over the view in all.
  let v = 0;
  return (offset) => {
    while (v < original.length && original[v] < offset) v++;
    if (uri.scheme && v <= uri.scheme.end) return 'scheme';
    const span = spans.find((s) => v >= s.start && v < s.end) ?? spans.find((s) => v === s.end);
    return span ? span.name : 'path';
  };
}
