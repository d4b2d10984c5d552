import { REGISTERED_SCHEMES, DEFAULT_PORTS } from './generated/schemes.js';

export { REGISTERED_SCHEMES, DEFAULT_PORTS };

/**
 * Schemes that carry script: a browser runs them in the page's origin (javascript:, and the
 * legacy vbscript:/livescript:/mocha: of old IE and Netscape). `data:` is handled by media type.
 */
export const SCRIPT_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'vbscript', 'livescript', 'mocha']);

/**
 * WHATWG URL §4.1 "special scheme": browsers parse these URLs with `\` as `/`, always give them
 * a host (but file:), and lower-case and decode that host (§3.5 "host parser").
 */
export const SPECIAL_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

/**
 * The special schemes with a default port (WHATWG URL §4.1's table: all but file). Their URLs are
 * written with `//` and a non-empty host, and an empty path means "/" (RFC 3986 §6.2.3; RFC 9110
 * §4.2.3, formerly RFC 7230 §2.7.3, for http and https).
 */
export const SPECIAL_NETWORK_SCHEMES: ReadonlySet<string> = new Set([...SPECIAL_SCHEMES].filter((s) => s !== 'file'));

/**
 * Schemes whose URLs must name a host: the special network schemes (RFC 9110 §4.2.1, formerly
 * RFC 7230 §2.7.1, for http; RFC 6455 §3 for ws; RFC 1738 §3.2 for ftp) and RFC 1738's gopher,
 * telnet, nntp, wais and prospero (§3.1-§3.11: `//host…`).
 */
export const HOST_REQUIRED_SCHEMES: ReadonlySet<string> = new Set([...SPECIAL_NETWORK_SCHEMES, 'gopher', 'telnet', 'nntp', 'wais', 'prospero']);

/**
 * HTTP and WebSocket schemes: the URLs a browser or fetch() requests (a ws/wss URI is an http one
 * for the opening handshake, RFC 6455 §3). They never carry user information on the wire.
 */
export const HTTP_FAMILY_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss']);

/**
 * Schemes whose `name:` prefix makes a string a URL even without `//`: the special schemes (so
 * that `http:/x` is caught), and schemes written without `//` in code (`mailto:`, `data:`…). A
 * `scheme:` prefix alone is too weak a sign (event names such as `"session:start"` or labels such
 * as `"Info: …"` look like it), so only these and any `scheme://` count as URLs.
 */
export const SCHEMES_RECOGNIZED_WITHOUT_SLASHES: ReadonlySet<string> = new Set([
  ...SPECIAL_SCHEMES,
  'mailto', 'tel', 'sms', 'data', 'urn', 'about', 'blob', 'geo', 'magnet', 'sip', 'sips',
  'xmpp', 'news', 'nntp', 'cid', 'mid', 'doi', 'view-source',
  ...SCRIPT_SCHEMES,
]);

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
