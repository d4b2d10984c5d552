/**
 * The literals a URL check compares with: an origin (`https://example.com`, nothing after the
 * authority), a URL, a host name, a script scheme. Shapes only: each must be certain, since the
 * literal is most of the evidence that a check is about URLs.
 */

/** Name endings of files, which a URL's path ends with and no check of a host means (`index.html`, `app.min.js`). */
const FILE_EXTENSIONS: ReadonlySet<string> = new Set(
  'html htm xhtml php asp aspx jsp js mjs cjs jsx ts mts cts tsx json map css scss less png jpg jpeg gif svg webp avif ico bmp pdf txt xml md csv yml yaml toml wasm mp3 mp4 webm ogg wav zip gz tgz tar bz2 xz woff woff2 ttf otf eot exe dmg msi apk deb rpm sh py rb go rs java vue svelte lock log ini cfg conf'.split(' '),
);

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** A host name of two labels or more whose last label is a top-level domain's shape and no file extension. */
export function isHostName(s: string): boolean {
  const labels = s.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  const tld = labels[labels.length - 1];
  return /^[a-z]{2,}$/i.test(tld) && !FILE_EXTENSIONS.has(tld.toLowerCase());
}

export interface UrlLiteral {
  /** `https://example.com:8080`: scheme, `://` and authority. */
  origin: string;
  host: string;
  port: string;
  /** What follows the authority (`/path?q`), '' for an origin. */
  rest: string;
}

const URL_SHAPE = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?([/?#][^\s]*)?$/i;

/** A URL with `scheme://` and a host (no user information, no white space), or undefined. */
export function urlLiteral(s: string): UrlLiteral | undefined {
  const m = URL_SHAPE.exec(s);
  if (!m) return undefined;
  const host = m[2];
  if (!host.startsWith('[') && !(isHostName(host) || /^localhost$/i.test(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host))) return undefined;
  const port = m[3] ?? '';
  return { origin: `${m[1]}://${host}${port ? ':' + port : ''}`, host, port, rest: m[4] ?? '' };
}

/** Schemes whose URLs run code or carry a document of their own: a check of them keeps them out. */
const SCRIPT_SCHEMES = /^(javascript|vbscript|data):$/i;

/** `javascript:`, `vbscript:`, `data:` as a whole literal (lower-cased), or undefined. */
export function scriptSchemeLiteral(s: string): string | undefined {
  return SCRIPT_SCHEMES.test(s) ? s.toLowerCase() : undefined;
}

/** A string shown in a message: control characters written as escapes (`\t`, `\x01`). */
export function shown(s: string): string {
  let out = '';
  for (const c of s) {
    const code = c.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) out += c;
    else out += c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\x' + code.toString(16).padStart(2, '0');
  }
  return out;
}
