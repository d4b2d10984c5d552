import { dotSegmentValue } from './dot-segments.js';
import { driveLetterStart, type ParsedUri } from './parse.js';

/** A Windows drive letter written with `|` (WHATWG "Windows drive letter": a letter, then `:` or `|`). */
const DRIVE_WITH_BAR = /^[A-Za-z]\|$/;

export interface DriveLetterBars {
  /** Offsets of a `|` that browsers read as the `:` of a drive letter in this `file:` URL. */
  certain: ReadonlySet<number>;
  /** In a reference: a `|` that is one against some `file:` base and data against others. */
  uncertain: ReadonlySet<number>;
}

const NONE: DriveLetterBars = { certain: new Set(), uncertain: new Set() };

/**
 * The `|` of the drive letters that browsers read in a path (RFC 8089 Appendix E.2.2's `c|`,
 * WHATWG path state: "If url's scheme is "file", url's path is empty, and buffer is a Windows
 * drive letter, then replace the second code point in buffer with U+003A (:)"). Segments are
 * followed as browsers split and resolve them (`/` and `\`, `..` and `%2E%2E`, a drive letter
 * never removed), so `/x/../d|/y` has one and `/x/d|/y` none.
 */
export function driveLetterBars(ctx: { text: string; scheme: string; uri: ParsedUri }): DriveLetterBars {
  const { text, scheme, uri } = ctx;
  const path = uri.path;
  if ((scheme !== 'file' && scheme !== '') || text.indexOf('|', path.start) === -1) return NONE;
  const start = driveLetterStart(ctx);
  if (start === -1) return NONE;
  const certain = new Set<number>();
  const uncertain = new Set<number>();
  let depth = 0;
  let driveFirst = false;
  for (let s = start; s <= path.end; ) {
    let e = s;
    while (e < path.end && text[e] !== '/' && text[e] !== '\\') e++;
    const segment = text.slice(s, e);
    const dots = dotSegmentValue(segment);
    if (dots === '..') {
      if (depth > 0 && !(depth === 1 && driveFirst)) depth--;
    } else if (dots === undefined && (e < path.end || segment !== '')) {
      if (DRIVE_WITH_BAR.test(segment)) {
        // Against a base, a reference's path may not start empty: only a `file:` URL is certain.
        if (scheme === 'file' && depth === 0) certain.add(s + 1);
        else if (scheme === '') uncertain.add(s + 1);
      }
      if (depth === 0) driveFirst = /^[A-Za-z][:|]$/.test(segment);
      depth++;
    }
    s = e + 1;
  }
  return { certain, uncertain };
}
