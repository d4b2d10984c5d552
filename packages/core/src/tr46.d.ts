// tr46 ships no types; this is the part of its API that idna.ts and unicode/host.ts use (tr46 6.x, index.js).
declare module 'tr46' {
  interface ToAsciiOptions {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    transitionalProcessing?: boolean;
    verifyDNSLength?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  /** The ASCII form of a domain name, or null when UTS #46 processing fails. */
  export function toASCII(domainName: string, options?: ToAsciiOptions): string | null;
  /** The Unicode form of a domain name (`xn--` labels decoded, UTS #46 mapping applied). */
  export function toUnicode(domainName: string, options?: Omit<ToAsciiOptions, 'verifyDNSLength'>): { domain: string; error: boolean };
  const tr46: { toASCII: typeof toASCII; toUnicode: typeof toUnicode };
  export default tr46;
}
