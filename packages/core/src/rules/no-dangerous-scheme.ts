import { isAsciiWhitespace, isTabOrNewline } from '../chars.js';
import { readSchemeLikeBrowser } from '../detect.js';
import { defineRule } from '../rule.js';
import { SCRIPT_SCHEMES } from '../schemes.js';

type MessageId = 'scriptScheme' | 'scriptData';

/**
 * JavaScript MIME type essences (HTML Standard, "JavaScript MIME type"), plus legacy VBScript:
 * a `<script src>`, `import()` or worker fed a `data:` URL of one of these runs it.
 */
const SCRIPT_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
  'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2',
  'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript',
  'text/x-ecmascript', 'text/x-javascript', 'text/vbscript', 'text/vbs',
]);

/**
 * True for a media type whose *document* runs script wherever it is opened or framed: HTML, any
 * XML MIME type (HTML Standard: `text/xml`, `application/xml`, or a subtype ending in `+xml`, such
 * as `application/xhtml+xml`, since an XML document runs XHTML `<script>` elements) and XSLT.
 * With `strictMediaTypes`, also the JavaScript types and `image/svg+xml`: they run only where the
 * code itself loads them as script (`import()`, `new Worker`, `<script src>`) or frames the SVG,
 * and Node loaders and bundlers build such URLs on purpose (`data:text/javascript,…` module
 * hooks; inlined SVG icons for `<img>` and CSS, where SVG scripts never run).
 */
function isScriptMediaType(essence: string, strict: boolean): boolean {
  if (essence === 'image/svg+xml' || SCRIPT_MEDIA_TYPES.has(essence)) return strict;
  return essence === 'text/html' || essence === 'text/xml' || essence === 'application/xml' || essence === 'text/xsl' || essence.endsWith('+xml');
}

export const noDangerousScheme = defineRule<{ strictMediaTypes: boolean }, MessageId>({
  id: 'no-dangerous-scheme',
  description: 'Disallow script-bearing URLs (`javascript:`, `vbscript:`, `data:text/html`).',
  source: 'RFC 3986 §7, WHATWG URL',
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: { strictMediaTypes: true } },
  fixable: false,
  hasSuggestions: false,
  reportsPlainUrls: false,
  messages: {
    scriptScheme: 'The "{{scheme}}:" URL runs script in the page that follows it.',
    scriptData: 'The data: URL has the media type "{{mediaType}}", whose content can run script.',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      strictMediaTypes: {
        type: 'boolean',
        description: 'Also report data: URLs of JavaScript media types and image/svg+xml, which run script only where code loads them as a script or frames them.',
        default: false,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const { text, uri } = ctx;
    // A scheme that RFC 3986 reads (no tab or newline inside) is the one browsers read too.
    if (uri.scheme !== undefined && ctx.scheme !== 'data' && !SCRIPT_SCHEMES.has(ctx.scheme)) return;
    // Browsers strip leading C0 controls and spaces (uri.start is past them), drop tab and
    // newline anywhere and ignore case: `" JaVa\tscript:"` is `javascript:`. uri.scheme is
    // undefined when a tab splits the name, so read the scheme again the browser's way.
    const read = readSchemeLikeBrowser(text, uri.start, uri.end);
    if (!read || read.scheme === '' || text.charCodeAt(read.next) !== 0x3a /* : */) return;
    const { scheme, next } = read;
    if (SCRIPT_SCHEMES.has(scheme)) {
      ctx.report({ messageId: 'scriptScheme', data: { scheme }, start: uri.start, end: next + 1 });
      return;
    }
    if (scheme !== 'data') return;
    // Fetch "data: URL processor": the media type runs up to the first `,`; its essence
    // (type/subtype) up to the first `;`, trimmed of ASCII white space, any case.
    let i = next + 1;
    let essence = '';
    let essenceEnd = i;
    for (; i < uri.end; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x2c /* , */ || c === 0x3b /* ; */) break;
      if (isTabOrNewline(c)) continue;
      if (essence === '' && isAsciiWhitespace(c)) continue;
      essence += String.fromCharCode(c | (c >= 0x41 && c <= 0x5a ? 0x20 : 0));
      if (!isAsciiWhitespace(c)) essenceEnd = i + 1;
      if (essence.length > 100) return; // no media type is that long
    }
    essence = essence.trimEnd();
    if (essence === '' || !isScriptMediaType(essence, ctx.options.strictMediaTypes)) return;
    ctx.report({ messageId: 'scriptData', data: { mediaType: essence }, start: uri.start, end: essenceEnd });
  },
});
