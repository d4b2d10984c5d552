/**
 * How many items two versions of a list share, the same objects, at their start and then at their
 * end: a keystroke changes a stretch in the middle of a document's statement groups, findings and
 * diagnostics, and what lies before and after it is taken from the last version
 * (moved-analysis.ts, server/diagnostic-reuse.ts).
 */
export function sharedEnds<T>(list: readonly T[], last: readonly T[]): [number, number] {
  const most = Math.min(list.length, last.length);
  let head = 0;
  while (head < most && list[head] === last[head]) head++;
  let tail = 0;
  while (tail < most - head && list[list.length - 1 - tail] === last[last.length - 1 - tail]) tail++;
  return [head, tail];
}
