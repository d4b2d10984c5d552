// tr46: UTS #46, the implementation whatwg-url uses (CommonJS; types in tr46.d.ts). A static
// import, so that bundlers (the VS Code extension's esbuild) include it.
import tr46 from 'tr46';
import { isForbiddenDomainCodePoint } from './chars.js';

/**
 * Labels longer than this are never converted. Punycode takes one pass over a label per distinct
 * code point (RFC 3492 §6.3), quadratic time on a long label of distinct characters, and no DNS
 * name has a label over 63 octets (RFC 1035 §2.3.4): such a host is a failure here, as it is in
 * DNS, in time linear in its length.
 */
export const MAX_IDNA_LABEL = 1000;

/** True when some label of `domain` (split at any UTS #46 full stop) is longer than MAX_IDNA_LABEL. */
function hasOverlongLabel(domain: string): boolean {
  let run = 0;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    run = c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61 ? 0 : run + 1;
    if (run > MAX_IDNA_LABEL) return true;
  }
  return false;
}

function toAscii(domain: string, ignoreInvalidPunycode: boolean): string | null {
  if (hasOverlongLabel(domain)) return null;
  return tr46.toASCII(domain, {
    checkHyphens: false,
    checkBidi: true,
    checkJoiners: true,
    useSTD3ASCIIRules: false,
    transitionalProcessing: false,
    verifyDNSLength: false,
    ignoreInvalidPunycode,
  });
}

/**
 * WHATWG URL "domain to ASCII" with beStrict false (UTS #46 ToASCII: CheckHyphens off, CheckBidi
 * and CheckJoiners on, non-transitional, IgnoreInvalidPunycode on, no DNS length check): the
 * Punycode (IDNA) form of a host name as browsers compute it, or '' when it has none. Node's
 * `url.domainToASCII` does the same through its bundled Ada, whose answers change from one Node
 * release to the next (Node 20 still fails `xn--a`, which the Standard now accepts); tr46 gives
 * every user the same verdict. `test` checks it against WPT's toascii.json.
 */
export function domainToAscii(domain: string): string {
  const ascii = toAscii(domain, true);
  if (ascii === null || ascii === '') return '';
  // WHATWG "host parser": an ASCII domain holding a forbidden domain code point is a failure.
  for (let i = 0; i < ascii.length; i++) if (isForbiddenDomainCodePoint(ascii.charCodeAt(i))) return '';
  return ascii;
}

/**
 * True when an `xn--` label is a valid A-label (RFC 5891 §5.4: its Punycode decodes, to a valid
 * U-label). Browsers no longer check this (IgnoreInvalidPunycode); DNS registries do.
 */
export function isValidALabel(label: string): boolean {
  return toAscii(label, false) !== null;
}

/**
 * The label that an `xn--` label's Punycode stands for (RFC 3492 decoding, as UTS #46 ToUnicode
 * does it), or undefined when its Punycode does not decode. valid-host tells a label that is no
 * Punycode at all from one whose decoded form IDNA rejects.
 */
export function decodeALabel(label: string): string | undefined {
  if (hasOverlongLabel(label)) return undefined;
  const { domain } = tr46.toUnicode(label, { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, transitionalProcessing: false });
  return domain === '' || domain.toLowerCase() === label.toLowerCase() ? undefined : domain;
}
