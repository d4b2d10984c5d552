import type { Span } from './types.js';

/**
 * RFC 6570 URI-template expressions (levels 1-4: `{var}`, `{+var}`, `{/a,b*}`, `{?q:3}`), plus
 * the `${name}` and `{{name}}` placeholders that string-built URLs use. They are not broken
 * URLs: SPEC §3 leaves them alone by default.
 */
const TEMPLATE_EXPRESSION =
  /\$\{[^{}]*\}|\{\{[^{}]*\}\}|\{[+#./;?&=,!@|]?[A-Za-z0-9_.%-]+(?::[1-9][0-9]{0,3}|\*)?(?:,[A-Za-z0-9_.%-]+(?::[1-9][0-9]{0,3}|\*)?)*\}/g;

export function templateHoles(text: string, start: number, end: number): Span[] {
  const holes: Span[] = [];
  // Cheap test first: most URLs hold no brace at all.
  const brace = text.indexOf('{', start);
  if (brace === -1 || brace >= end) return holes;
  TEMPLATE_EXPRESSION.lastIndex = brace > 0 && text.charCodeAt(brace - 1) === 0x24 ? brace - 1 : brace;
  const slice = text.slice(0, end);
  let m: RegExpExecArray | null;
  while ((m = TEMPLATE_EXPRESSION.exec(slice)) !== null) holes.push({ start: m.index, end: m.index + m[0].length });
  return holes;
}

/**
 * True when the hole `h` and `[start, end)` share an offset. For an insertion (`start === end`)
 * that means the hole holds it strictly inside: at a hole's edge, text is added next to the
 * unknown, not into it.
 */
function overlaps(h: Span, start: number, end: number): boolean {
  return start < h.end && h.start < end;
}

/** True when `[start, end)` touches a hole (an insertion touches one strictly inside it). */
export function touchesHole(holes: readonly Span[], start: number, end: number): boolean {
  for (const h of holes) if (overlaps(h, start, end)) return true;
  return false;
}

/**
 * True when a hole lies in or right next to `[start, end]`: the text there is not known. Offsets
 * are integers, so this is {@link touchesHole} on the range widened by one offset on each side.
 */
export function nearHole(holes: readonly Span[], start: number, end: number): boolean {
  for (const h of holes) if (overlaps(h, start - 1, end + 1)) return true;
  return false;
}

/** The holes that lie in or right next to `[start, end]` (those for which {@link nearHole} holds). */
export function holesNear(holes: readonly Span[], start: number, end: number): Span[] {
  return holes.filter((h) => overlaps(h, start - 1, end + 1));
}

/**
 * `nearHole` for many ranges inside `[from, to]`: one pass over the holes, then O(1) per query,
 * so that a host with many labels and many placeholders stays linear.
 */
export function holeQuery(holes: readonly Span[], from: number, to: number): (start: number, end: number) => boolean {
  const relevant = holesNear(holes, from, to);
  if (relevant.length === 0) return () => false;
  const size = to - from + 1;
  const diff = new Int32Array(size + 1);
  for (const h of relevant) {
    diff[Math.max(h.start, from) - from]++;
    diff[Math.min(h.end, to) - from + 1]--;
  }
  // covered[i] = how many points of [from, from + i) lie in or next to a hole
  const covered = new Int32Array(size + 1);
  let depth = 0;
  for (let i = 0; i < size; i++) {
    depth += diff[i];
    covered[i + 1] = covered[i] + (depth > 0 ? 1 : 0);
  }
  return (start, end) => {
    const a = Math.max(start, from) - from;
    const b = Math.min(end, to) - from;
    return a <= b && covered[b + 1] - covered[a] > 0;
  };
}

/**
 * Marks the offsets of `text` covered by a hole (template placeholder), or null when there is
 * none. An empty hole (the unknown tail of a concatenation) marks the offset where it stands, so
 * the mask has one entry more than `text`.
 */
export function holeMask(text: string, holes: readonly Span[]): Uint8Array | null {
  if (holes.length === 0) return null;
  const mask = new Uint8Array(text.length + 1);
  for (const h of holes) {
    const start = Math.max(0, h.start);
    if (h.end <= h.start) {
      if (start <= text.length) mask[start] = 1;
    } else mask.fill(1, start, Math.min(text.length, h.end));
  }
  return mask;
}

/**
 * Whether offset `i` of `text` lies in a hole (see holeMask): one mask per analyzed value,
 * shared by every rule (RuleContext.inHole). Always the same closure, with or without holes, so
 * that the rules' per-character calls stay monomorphic and are inlined.
 */
export function holeTest(text: string, holes: readonly Span[]): (i: number) => boolean {
  const mask = holeMask(text, holes);
  return (i) => mask !== null && i >= 0 && i < mask.length && mask[i] === 1;
}
