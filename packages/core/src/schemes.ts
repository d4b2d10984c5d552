import { REGISTERED_SCHEMES, DEFAULT_PORTS } from './generated/schemes.js';

export { REGISTERED_SCHEMES, DEFAULT_PORTS };

/**
 * Schemes that carry script: a browser runs them in the page's origin (javascript:, and the
 * legacy vbscript:/livescript:/mocha: of old IE and Netscape). `data:` is handled by media type.
 */
export const SCRIPT_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'vbscript', 'livescript', 'mocha']);

/**
 * Schemes that are written without `//` in code and are URLs all the same. A `scheme:` prefix
 * alone is too weak a sign (event names such as `"session:start"` or labels such as
 * `"Info: …"` look like it), so only these and any `scheme://` count as URLs.
 */
export const OPAQUE_URL_SCHEMES: ReadonlySet<string> = new Set([
  'http', 'https', 'ws', 'wss', 'ftp', 'file', // special schemes, so that `http:/x` is caught
  'mailto', 'tel', 'sms', 'data', 'urn', 'about', 'blob', 'geo', 'magnet', 'sip', 'sips',
  'xmpp', 'news', 'nntp', 'cid', 'mid', 'doi', 'view-source',
  ...SCRIPT_SCHEMES,
]);

/** Schemes whose empty path means "/" (RFC 3986 §6.2.3; RFC 9110 §4.2.3, formerly RFC 7230 §2.7.3, for http and https). */
export const EMPTY_PATH_IS_ROOT: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/** `scheme` in the case style of the scheme as written (`HTPS` → `HTTPS`, `Http` → `https`). */
export function inCaseOf(written: string, scheme: string): string {
  return written === written.toUpperCase() && written !== written.toLowerCase() ? scheme.toUpperCase() : scheme;
}

export function isRegisteredScheme(scheme: string): boolean {
  return REGISTERED_SCHEMES.has(scheme);
}

/** Schemes commonly mangled in code; a near miss of one of these followed by `//` is a URL. */
export const COMMON_SCHEMES: readonly string[] = ['http', 'https', 'ftp', 'ws', 'wss', 'file', 'mailto', 'ftps', 'sftp', 'ssh', 'git', 'tel'];

/** Damerau-Levenshtein distance (optimal string alignment), bounded: returns max+1 when larger. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * The registered scheme that an unregistered `scheme` is a near miss of (`htps` → `https`,
 * `htttp` → `http`, `mailtp` → `mailto`), or undefined. Only common schemes are candidates, and
 * short names need a closer match, so that in-house schemes are not "corrected".
 */
export function nearMissScheme(scheme: string): string | undefined {
  if (REGISTERED_SCHEMES.has(scheme)) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of COMMON_SCHEMES) {
    const max = candidate.length <= 3 ? 1 : 2;
    const d = editDistance(scheme, candidate, max);
    if (d <= max && d < bestDistance && !(scheme.length < 3)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
