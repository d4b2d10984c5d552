import type { Component, ParsedUri } from './parse.js';
import { SPECIAL_SCHEMES } from './schemes.js';
import type { Edit, Span } from './types.js';

/*
 * Dot-segment removal (RFC 3986 §5.2.4, §6.2.2.3) as one policy for prefer-normalized's fix and
 * for normalize(): the same segments are removed, with the same edits, so that the rule's fixes
 * lead to the normal form that normalize() computes and the hover shows.
 */

/**
 * `.` or `..` for a dot segment, `%2E` counting as `.` (RFC 3986 §2.3: the two are equivalent;
 * WHATWG reads `%2e`, `.%2e`, `%2e.` and `%2e%2e` as dot segments too), else undefined.
 */
export function dotSegmentValue(raw: string): '.' | '..' | undefined {
  if (raw === '.' || raw === '..') return raw;
  if (raw.length > 6 || raw.length < 3) return undefined;
  const v = raw.replace(/%2e/gi, '.');
  return v === '.' || v === '..' ? v : undefined;
}

/** A Windows drive letter as WHATWG reads one at the start of a `file:` path (`C:`, `c|`). */
const DRIVE_LETTER = /^[A-Za-z][:|]/;

export interface DotSegmentRemoval {
  /** Per segment of the path, 1 when the edits remove it (empty when none is removed). */
  removed: Uint8Array;
  /**
   * One removal per run of removed `/segment` units: the span it covers (from its `/`) and its
   * edit (a path that ends in a dot segment keeps its final `/`, `/a/b/..` → `/a/`).
   */
  runs: Array<{ start: number; end: number; edit: Edit }>;
}

/**
 * Whether browsers read a host where RFC 3986 sees a path: a special URL other than `file:` with
 * no authority (`http:/a/../b`, WHATWG's "special authority ignore slashes"), or a reference with
 * an empty one (`///cdn.example/../a.js` against an http base). Its dot segments are left alone.
 */
function browserReadsHostInPath(uri: ParsedUri, scheme: string, special: boolean): boolean {
  const a = uri.authority;
  if (special && scheme !== 'file') return !a || a.value === '';
  return scheme === '' && a !== undefined && a.value === '';
}

/** Nothing removed: `removed` is empty (no segment is 1), as for a path without a dot segment. */
const NONE_REMOVED: DotSegmentRemoval = Object.freeze({ removed: new Uint8Array(0), runs: [] });

/**
 * Whether a segment of an absolute path starts with `.` or `%` (a dot segment starts with `.` or
 * `%2E`): every segment follows a `/`, so two searches (native code) rule out most paths before
 * any segment is read.
 */
function mayHoldDotSegment(text: string, path: Span): boolean {
  const dot = text.indexOf('/.', path.start);
  if (dot !== -1 && dot < path.end - 1) return true;
  const percent = text.indexOf('/%', path.start);
  return percent !== -1 && percent < path.end - 1;
}

/**
 * The dot segments of an absolute path (one starting with `/`) that can go without changing what
 * any parser reads, and the edits that remove them. Never a relative-path reference, whose
 * leading dot segments mean something until it is resolved (§4.2), nor a rootless path such as
 * `mailto:` or `urn:` ones, which browsers keep opaque. A segment that a `..` must not cancel
 * (its meaning is not known, or browsers split it differently) is a barrier: a `..` right after
 * one is kept. `covered(start, end)` says whether a placeholder (whose text is not known) covers
 * an offset of `[start, end)`: Holes.covers.
 */
export function dotSegmentRemoval(text: string, uri: ParsedUri, scheme: string, covered: (start: number, end: number) => boolean = () => false): DotSegmentRemoval {
  const path = uri.path;
  const segments = path.segments;
  const n = segments.length;
  if (path.start === path.end || text.charCodeAt(path.start) !== 0x2f || !mayHoldDotSegment(text, path)) return NONE_REMOVED;
  const removed = new Uint8Array(n);
  const none: DotSegmentRemoval = { removed, runs: [] };
  const special = SPECIAL_SCHEMES.has(scheme);
  if (browserReadsHostInPath(uri, scheme, special)) return none;
  // Node 20's URL parser (ada) leaves some paths with a segment such as `.well-known` or `.a`
  // unnormalized (`http://h/x/.a/b/..` stays as it is), so a fix there would change what Node
  // reads: such paths are left alone.
  let dotted = false;
  for (const seg of segments) {
    const c = seg.value.charCodeAt(0);
    if (c === 0x2e && dotSegmentValue(seg.value) === undefined) return none;
    // A dot segment starts with `.` or `%2E`.
    if (c === 0x2e || c === 0x25) dotted = true;
  }
  // None can be a dot segment (most paths): nothing is removed, no segment need be looked at.
  if (!dotted) return none;
  // A reference may be resolved against a special base, where `\` is `/`, or against `file:`.
  const backslashIsSlash = special || scheme === '';
  const driveLetters = scheme === 'file' || scheme === '';
  const holeBeforePath = covered(uri.start, path.start);
  const stack: Array<{ k: number; barrier: boolean }> = [];
  for (let k = 0; k < n; k++) {
    const seg = segments[k];
    const nearHole = covered(seg.start - 1, seg.end + 1);
    const dots = nearHole ? undefined : dotSegmentValue(seg.value);
    if (dots === '.') removed[k] = 1;
    else if (dots === '..') {
      const top = stack[stack.length - 1];
      // Node's URL parser (ada) leaves an empty path, not "/", for a final `..` at the root of
      // a non-special URL (`myapp://h/..`), and a reference may resolve against such a base.
      const lastAtOpaqueRoot = k === n - 1 && !special;
      if (top === undefined && !holeBeforePath && !lastAtOpaqueRoot) removed[k] = 1;
      else if (top === undefined || top.barrier) stack.push({ k, barrier: true });
      else {
        stack.pop();
        removed[top.k] = 1;
        removed[k] = 1;
      }
    } else {
      const raw = seg.value;
      const barrier =
        nearHole ||
        (backslashIsSlash && raw.includes('\\')) ||
        /[\t\n\r]/.test(raw) || // browsers remove tab and newline first (`.\t.` is `..` to them)
        // WHATWG never pops a drive letter, the first segment once `..`s are resolved (Node 20
        // also keeps `u:p@…`); `d%7C:80` counts as `d|:80`, which no-unencoded-characters' fix
        // may have written, so that one pass converges.
        (driveLetters && stack.length === 0 && DRIVE_LETTER.test(raw.replace(/%7C/gi, '|').replace(/%3A/gi, ':')));
      stack.push({ k, barrier });
    }
  }
  if (!removed.includes(1) || (!uri.authority && startsLikeAuthority(segments, removed, backslashIsSlash))) return none;
  return { removed, runs: runsOf(segments, removed) };
}

/**
 * Without an authority the result must not start with `//` (it would read as one), nor with `/\`
 * where `\` is `/` (`/./\cdn/x` → `/\cdn/x`, which names the host `cdn` against an http base).
 */
function startsLikeAuthority(segments: readonly Component[], removed: Uint8Array, backslashIsSlash: boolean): boolean {
  const n = segments.length;
  let result = '';
  for (let k = 0; k < n && result.length < 3; k++) if (removed[k] === 0) result += '/' + segments[k].value;
  if (removed[n - 1] === 1 && result.length < 3) result += '/';
  return result.startsWith('//') || (backslashIsSlash && result.startsWith('/\\'));
}

function runsOf(segments: readonly Component[], removed: Uint8Array): DotSegmentRemoval['runs'] {
  const n = segments.length;
  const runs: DotSegmentRemoval['runs'] = [];
  let k = 0;
  while (k < n) {
    if (removed[k] === 0) {
      k++;
      continue;
    }
    let m = k;
    while (m + 1 < n && removed[m + 1] === 1) m++;
    const start = segments[k].start - 1;
    const end = segments[m].end;
    runs.push({ start, end, edit: m === n - 1 ? { start: start + 1, end, text: '' } : { start, end, text: '' } });
    k = m + 1;
  }
  return runs;
}

/**
 * remove_dot_segments for a relative-path reference (`a/./b/../c` → `a/c`), which is not resolved
 * yet: a `..` cancels a segment of the reference only, and one with nothing left to cancel stays
 * (`a/../../x` → `../x`), as it climbs from the base once resolved (RFC 3986 §5.2). A path with a
 * `\`, tab or newline is left alone (browsers split or join its segments differently), and a
 * leading drive letter (`c|`) is never cancelled (WHATWG, against a `file:` base).
 */
export function removeRelativeDotSegments(path: string): string {
  if (/[\\\t\n\r]/.test(path)) return path;
  const out: string[] = [];
  const segments = path.split('/');
  const keepFirst = DRIVE_LETTER.test(segments[0]);
  segments.forEach((seg, k) => {
    const last = k === segments.length - 1;
    const dots = dotSegmentValue(seg);
    if (dots === undefined) out.push(seg);
    else if (dots === '..' && (out.length === 0 || out[out.length - 1] === '..' || (out.length === 1 && keepFirst))) out.push('..');
    else {
      if (dots === '..') out.pop();
      if (last) out.push('');
    }
  });
  const result = out.join('/');
  // A relative result must not start with "/" nor with a segment containing ":" (RFC 3986 §4.2).
  if (result === '' || result.startsWith('/') || /^[^/]*:/.test(result)) return './' + result;
  return result;
}
