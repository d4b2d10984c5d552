import type { Span } from './types.js';

/**
 * RFC 6570 URI-template expressions (levels 1-4: `{var}`, `{+var}`, `{/a,b*}`, `{?q:3}`), plus
 * the `${name}` and `{{name}}` placeholders that string-built URLs use. They are not broken
 * URLs: SPEC §3 leaves them alone by default.
 */
const TEMPLATE_EXPRESSION =
  /\$\{[^{}]*\}|\{\{[^{}]*\}\}|\{[+#./;?&=,!@|]?[A-Za-z0-9_.%-]+(?::[1-9][0-9]{0,3}|\*)?(?:,[A-Za-z0-9_.%-]+(?::[1-9][0-9]{0,3}|\*)?)*\}/g;

/** The template expressions in `text[start, end)`, appended to `holes` (which is returned). */
export function templateHoles(text: string, start: number, end: number, holes: Span[] = []): Span[] {
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

/** Above this many holes, `near` answers from a table built once per value (a host with many placeholders stays linear). */
const LINEAR_SCAN_MAX = 8;

/**
 * The placeholders (holes) of one analyzed value and every question asked of them: which offsets
 * they cover, which ranges they touch, which they lie in or next to. One object per value, built
 * by analyze() and shared by every rule (RuleContext.holes): the text of a hole is not known, so
 * no finding is made from it and no edit goes into it.
 */
export class Holes {
  /** Offsets covered by a hole (an empty hole, the unknown tail of a concatenation, marks where it stands), or null. */
  private readonly mask: Uint8Array | null;
  /** nearCount[p]: how many offsets of [0, p) lie in or next to a hole; built on first use. */
  private nearCount: Int32Array | undefined;

  constructor(
    private readonly text: string,
    readonly spans: readonly Span[],
  ) {
    this.mask = null;
    if (spans.length === 0) return;
    const mask = new Uint8Array(text.length + 1);
    for (const h of spans) {
      const start = Math.max(0, h.start);
      if (h.end <= h.start) {
        if (start <= text.length) mask[start] = 1;
      } else mask.fill(1, start, Math.min(text.length, h.end));
    }
    this.mask = mask;
  }

  /** Whether offset `i` lies in a hole. Called per character by the rules: one array read. */
  at(i: number): boolean {
    const mask = this.mask;
    return mask !== null && i >= 0 && i < mask.length && mask[i] === 1;
  }

  /** Whether an offset of `[start, end)` lies in a hole, as {@link at} reads offsets (an empty hole counts where it stands). */
  covers(start: number, end: number): boolean {
    if (this.mask === null) return false;
    for (let i = start; i < end; i++) if (this.at(i)) return true;
    return false;
  }

  /** Whether `[start, end)` touches a hole (an insertion touches one strictly inside it). */
  touches(start: number, end: number): boolean {
    for (const h of this.spans) if (overlaps(h, start, end)) return true;
    return false;
  }

  /**
   * Whether a hole lies in or right next to `[start, end]`: the text there is not known. Offsets
   * are integers, so this is {@link touches} on the range widened by one offset on each side.
   */
  near(start: number, end: number): boolean {
    if (this.spans.length <= LINEAR_SCAN_MAX) return this.touches(start - 1, end + 1);
    const count = (this.nearCount ??= this.countNear());
    const a = Math.max(start, 0);
    const b = Math.min(end, this.text.length);
    return a <= b && count[b + 1] - count[a] > 0;
  }

  /** The holes that lie in or right next to `[start, end]` (those for which {@link near} holds). */
  nearList(start: number, end: number): Span[] {
    return this.spans.filter((h) => overlaps(h, start - 1, end + 1));
  }

  private countNear(): Int32Array {
    const size = this.text.length + 1;
    const diff = new Int32Array(size + 1);
    for (const h of this.spans) {
      diff[Math.min(Math.max(h.start, 0), size)]++;
      diff[Math.min(Math.max(h.end, 0), size - 1) + 1]--;
    }
    const count = new Int32Array(size + 1);
    let depth = 0;
    for (let p = 0; p < size; p++) {
      depth += diff[p];
      count[p + 1] = count[p] + (depth > 0 ? 1 : 0);
    }
    return count;
  }
}
