import { applyEdits } from './edits.js';
import { normalize } from './normalize.js';
import { DEFAULT_PORTS } from './schemes.js';
import type { Edit, UrlContext } from './types.js';

/*
 * A fix is applied without asking (`eslint --fix`, "Fix all"), so it must leave the URL as it was
 * (SPEC §3, §5): what a browser or Node reads, `new URL()`, is the same before and after, up to
 * percent-encoding (RFC 3986 §2.1, §6.2.2: `%7E` and `~`, a stray `%` and `%25` name the same
 * character) and the default ports that RFC 1738 §3 defines for its schemes (`gopher://h:70/`,
 * which WHATWG leaves as written: §6.2.3 scheme-based normalization). Each rule's fixes are built to keep that; this is the check that holds them to it,
 * for every rule at once, so that a fix a rule could not foresee (a URL that browsers reject, a
 * placeholder that looks like a defect) is offered as a suggestion instead.
 */

/** Where a relative reference in a URL context is resolved for the check: any http(s) page. */
const BASE = 'https://base.invalid/dir/page';

function parsed(text: string, context: UrlContext): string | undefined {
  let url: URL;
  try {
    url = context === 'reference' ? new URL(text, BASE) : new URL(text);
  } catch {
    return undefined;
  }
  const entry = DEFAULT_PORTS.get(url.protocol.slice(0, -1));
  if (entry?.rfc1738 === true && url.port === String(entry.port)) url.port = '';
  return url.href;
}

/** `href` with every `%XX` decoded to the byte it stands for, so that encodings compare equal. */
function decoded(href: string): string {
  return href.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether `edits` leave the URL `text` means as it was: both parse as browsers parse them, to the
 * same URL up to percent-encoding; or browsers reject both (an IPvFuture or zone-identifier
 * literal), and RFC 3986's normal form (§6.2.2, §6.2.3), their only meaning, is the same. An edit
 * that makes a URL parse, or stop parsing, changes what it means.
 */
export function fixKeepsMeaning(text: string, edits: readonly Edit[], context: UrlContext): boolean {
  const fixed = applyEdits(text, edits);
  const before = parsed(text, context);
  const after = parsed(fixed, context);
  if (before === undefined || after === undefined) return before === after && normalize(text) === normalize(fixed);
  return before === after || decoded(before) === decoded(after);
}
