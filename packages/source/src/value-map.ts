/**
 * The value → source map of one URL candidate. A candidate's value is built from parts: the
 * decoded content of literals (a string literal, a template literal's static parts, a JSX
 * attribute string, a JSON string, a Markdown link destination) and opaque placeholders (a
 * `${…}` expression, the unknown operand of a `+` concatenation). Offsets on segment boundaries
 * of a literal part map to source offsets; everything else (inside an escape such as
 * `\u{1F600}`, inside a placeholder, in a part whose decoding did not match the parser's value)
 * does not, and the caller falls back to the whole literal without a fix (SPEC §5).
 *
 * The mechanism knows nothing of any syntax: each literal part comes with its `LiteralFormat`
 * (JavaScript's in escapes.ts; each file type's in languages/).
 */

import { applyEdits, type Edit, type Span } from '@urilint/core';

/** A replacement in the file: `[start, end)` source offsets and the source text to put there. */
export interface SourceEdit {
  range: [number, number];
  text: string;
}

/** Value code units `[v, vEnd)` come from source offsets `[s, sEnd)` (offsets relative to the content start). */
export interface Segment {
  v: number;
  vEnd: number;
  s: number;
  sEnd: number;
}

/** A literal's value and the segments it was decoded from. */
export interface Decoded {
  value: string;
  segments: Segment[];
}

/**
 * Builds a `Decoded` as a decoder reads its source left to right: each `read` appends value text
 * that stands for `len` source characters, and moves the read position past them.
 */
export class DecodedWriter {
  value = '';
  readonly segments: Segment[] = [];
  /** The source offset read so far. */
  at = 0;

  read(text: string, len: number): void {
    this.segments.push({ v: this.value.length, vEnd: this.value.length + text.length, s: this.at, sEnd: this.at + len });
    this.value += text;
    this.at += len;
  }

  result(): Decoded {
    return { value: this.value, segments: this.segments };
  }
}

/** How one kind of literal content (a quoted JS string, a JSON string…) is read and written. */
export interface LiteralFormat {
  /**
   * Decodes source content. Returns null when the text is not valid content of this format (an
   * unescaped quote, a bad escape): the map uses this to check that a re-escaped fix still
   * produces valid source.
   */
  decode(raw: string): Decoded | null;
  /**
   * Writes value text as source content of this format, so that it decodes back to `text`.
   * `before` and `after` are the raw source around the replaced range, for formats where a
   * character combines with its neighbour (`$` + `{` in a template, `&` + `amp;` in JSX).
   */
  escape(text: string, before: string, after: string): string;
}

interface Part {
  /** The literal's format; undefined for a placeholder or a literal that did not decode to its value. */
  format: LiteralFormat | undefined;
  /** Absolute source offset of the part's content (after the opening delimiter). */
  base: number;
  /** The part's source content. */
  raw: string;
  /** The part's value. */
  value: string;
  /** Offset of the part's value inside the candidate's whole value. */
  vStart: number;
}

/** A part as appended: its content is decoded only when the map is first asked for a position. */
interface PendingPart extends Part {
  /** The decoding, when the caller already has it. */
  decoded?: Decoded | null;
}

/** The placeholder written into the value for each opaque expression: a letter, valid in every URL component. */
export const PLACEHOLDER = 'x';

export class ValueMapBuilder {
  private readonly parts: PendingPart[] = [];
  private value = '';
  private readonly holes: Span[] = [];

  get length(): number {
    return this.value.length;
  }

  /**
   * The map of a single literal whose value is whatever its content decodes to (a JSON string,
   * a Markdown destination: no parser value to check against), or null when `raw` is not valid
   * content of `format`.
   */
  static literal(format: LiteralFormat, base: number, raw: string): ValueMap | null {
    const decoded = format.decode(raw);
    if (!decoded) return null;
    const b = new ValueMapBuilder();
    b.push(format, base, raw, decoded.value, decoded);
    return b.build();
  }

  /**
   * Appends a literal part of `format`. `raw` is its source content starting at absolute offset
   * `base`; `expected` is the value the parser gave it. When decoding `raw` does not give
   * `expected` (a parser quirk, an escape the format does not know), the part is kept but opaque.
   */
  addLiteral(format: LiteralFormat, base: number, raw: string, expected: string): void {
    this.push(format, base, raw, expected, undefined);
  }

  private push(format: LiteralFormat, base: number, raw: string, expected: string, decoded: Decoded | null | undefined): void {
    this.parts.push({ format, base, raw, value: expected, vStart: this.value.length, decoded });
    this.value += expected;
  }

  /** Appends an opaque placeholder (one character) and records it as a hole. */
  addHole(): void {
    this.parts.push({ format: undefined, base: -1, raw: '', value: PLACEHOLDER, vStart: this.value.length });
    this.holes.push({ start: this.value.length, end: this.value.length + 1 });
    this.value += PLACEHOLDER;
  }

  /**
   * The map. Its positions are worked out on first use: most candidates get no finding, and
   * decoding every literal's escapes up front would cost more than analyzing it.
   */
  build(): ValueMap {
    const parts = this.parts;
    const n = this.value.length;
    let core: MapCore | undefined;
    return new ValueMap(() => (core ??= buildCore(parts, n)), 0, this.value, this.holes);
  }
}

/** Decodes each literal part (checking it against its parser value) and indexes the segments. */
function buildCore(pending: readonly PendingPart[], n: number): MapCore {
  const startAt = new Int32Array(n + 1).fill(-1);
  const endAt = new Int32Array(n + 1).fill(-1);
  const partOf = new Int32Array(n + 1).fill(-1);
  const parts: Part[] = [];
  for (let p = 0; p < pending.length; p++) {
    const { format, base, raw, value, vStart, decoded: given } = pending[p];
    const decoded = format && (given !== undefined ? given : format.decode(raw));
    const mapped = decoded !== undefined && decoded !== null && decoded.value === value;
    parts.push({ format: mapped ? format : undefined, base, raw, value, vStart });
    for (let v = vStart; v < vStart + value.length; v++) partOf[v] = p;
    if (!mapped) continue;
    for (const seg of decoded.segments) {
      if (seg.v === seg.vEnd) continue; // a line continuation: kept around any edit
      startAt[seg.v + vStart] = seg.s + base;
      endAt[seg.vEnd + vStart] = seg.sEnd + base;
    }
  }
  return { parts, startAt, endAt, partOf };
}

interface MapCore {
  parts: Part[];
  startAt: Int32Array;
  endAt: Int32Array;
  partOf: Int32Array;
}

export class ValueMap {
  /** @internal */
  constructor(
    private readonly core: () => MapCore,
    private readonly offset: number,
    /** The candidate's value: literal text with one placeholder character per opaque expression. */
    readonly value: string,
    /** The placeholders, as offsets into `value`. */
    readonly holes: readonly Span[],
  ) {}

  /** A view of `value.slice(start, end)` (a `srcSet` entry) with its own offsets. */
  slice(start: number, end: number): ValueMap {
    const holes = this.holes
      .filter((h) => h.start < end && h.end > start)
      .map((h) => ({ start: Math.max(h.start, start) - start, end: Math.min(h.end, end) - start }));
    return new ValueMap(this.core, this.offset + start, this.value.slice(start, end), holes);
  }

  /** Absolute source offsets of the value range `[start, end)`, or null where there are none. */
  toSource(start: number, end: number): [number, number] | null {
    if (!(start >= 0 && start <= end && end <= this.value.length)) return null;
    const a = start + this.offset;
    const b = end + this.offset;
    const { startAt, endAt } = this.core();
    if (a === b) {
      const s = startAt[a] >= 0 ? startAt[a] : endAt[a];
      return s >= 0 ? [s, s] : null;
    }
    const s = startAt[a];
    const e = endAt[b];
    return s >= 0 && e >= 0 ? [s, e] : null;
  }

  private partOfEdit(a: number, b: number): number {
    const { partOf, startAt } = this.core();
    if (a === b) return startAt[a] >= 0 ? partOf[a] : a > 0 ? partOf[a - 1] : -1;
    const p = partOf[a];
    return p >= 0 && partOf[b - 1] === p ? p : -1;
  }

  /**
   * The source edits for value edits, re-escaped for each literal's format, or null
   * when one of them has no source position or the result would not decode back to the edited
   * value (checked by decoding every touched literal again).
   */
  toSourceEdits(edits: readonly Edit[]): SourceEdit[] | null {
    const out: SourceEdit[] = [];
    const byPart = new Map<number, Array<{ raw: { start: number; end: number; text: string }; value: Edit }>>();
    for (const edit of edits) {
      const range = this.toSource(edit.start, edit.end);
      if (!range) return null;
      const a = edit.start + this.offset;
      const b = edit.end + this.offset;
      const p = this.partOfEdit(a, b);
      if (p < 0) return null;
      const { format, base, raw, vStart } = this.core().parts[p];
      if (!format) return null;
      const relStart = range[0] - base;
      const relEnd = range[1] - base;
      const text = format.escape(edit.text, raw.slice(0, relStart), raw.slice(relEnd));
      out.push({ range, text });
      let list = byPart.get(p);
      if (!list) byPart.set(p, (list = []));
      list.push({
        raw: { start: relStart, end: relEnd, text },
        value: { start: a - vStart, end: b - vStart, text: edit.text },
      });
    }
    for (const [p, list] of byPart) {
      const part = this.core().parts[p];
      const newRaw = applyEdits(part.raw, list.map((e) => e.raw));
      const decoded = part.format!.decode(newRaw);
      if (!decoded || decoded.value !== applyEdits(part.value, list.map((e) => e.value))) return null;
    }
    return out;
  }
}
