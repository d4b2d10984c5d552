/** Line starts as LSP counts lines, and as ECMA-262 does. */

/** The offset of each line's start (0 first), by LF, CRLF and CR as LSP counts them. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  forEachLineStart(text, text.length, false, (start) => starts.push(start));
  return starts;
}

/**
 * Calls `visit` with the start of each line but the first, up to `end` (a start at `end` counts):
 * lines end at LF, CR and CRLF, as LSP counts them, and with `ecma` also at U+2028 and U+2029, as
 * ECMA-262 §12.3 does. A CRLF ends its line after the LF.
 */
export function forEachLineStart(text: string, end: number, ecma: boolean, visit: (start: number) => void): void {
  const n = Math.min(text.length, end);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a) visit(i + 1);
    else if (c === 0x0a || (ecma && (c === 0x2028 || c === 0x2029))) visit(i + 1);
  }
}
