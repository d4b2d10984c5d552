/** Where two versions of a text differ. */

/**
 * The changed middle of `b` against `a`, once their common prefix and then their common suffix
 * (not overlapping the prefix) are taken off: `[start, endA)` in `a` became `[start, endB)` in `b`.
 */
export function changedRange(a: string, b: string): { start: number; endA: number; endB: number } {
  let start = 0;
  const max = Math.min(a.length, b.length);
  while (start < max && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  return { start, endA, endB };
}
