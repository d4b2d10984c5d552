/**
 * Target embedding, the other half of no-confusable-host: a host that spells a well-known or
 * protected domain in its labels and then goes on to another registrable domain
 * (`paypal.com.evil.io`, `paypal-com.evil.io`, `www.paypal.com-login.io`), which a reader takes for
 * the domain it spells. Chromium warns of such hosts ("lookalike" interstitial; its
 * `SearchForEmbeddings` in components/lookalikes/core/lookalike_url_util.cc), and so does this
 * rule, on the host's text alone and with the same well-known list as its skeleton comparison.
 *
 * As Chromium does: a host is read as tokens split at `.` and `-`, and a target's tokens must
 * follow one another in it. They must be followed by two more tokens, a registrable domain's worth
 * (Chromium asks for one: `paypal-com.io` is left out, which keeps analyze's fast path from looking
 * at hosts of three tokens, most hosts; an embedding at the very end, `evil-paypal.com`, is
 * Chromium's weaker "safety tip" and not reported either); the host must have a
 * registrable domain under a suffix of the Public Suffix List (so never `localhost`, an IP
 * address, a single label, `.local` or `.test`); and the host is not reported when its registrable
 * domain is the target (`www.paypal.com`, `paypal.com.paypal.com`) or has the target's name under
 * another suffix (`paypal.com.au`, `google.com.hk`, `google.com.de`, where `com.de` is a private
 * suffix), or when the target's name is shorter than four characters (`vk.com`, `bbc.co.uk`:
 * such tokens turn up in unrelated names).
 *
 * Cost: analyze's fast path leaves plain URLs whose host has fewer than four tokens besides a
 * first `www.` unread (plain.ts `LONG_HOST`); for the others, and for every host the rule sees,
 * the first test is one scan of the host's characters that hashes its tokens and looks each pair
 * up in a table of the targets' first two tokens (`mayEmbedTarget`, in the fast path through
 * `spellsTarget`); the tokens are compared only for a host that passes it, and the Public Suffix
 * List (tldts) read only for one that spells a target.
 */
import { parse } from 'tldts';
import { DOT, HASH, HYPHEN, QUESTION, SLASH } from '../chars.js';
import { decodeHost } from '../unicode/host.js';
import { topDomainList } from '../unicode/tables.js';

/** A domain that hosts must not embed. */
interface Target {
  /** Its registrable domain, as the message names it (`paypal.com`). */
  domain: string;
  /** Its name without the public suffix (`paypal`). */
  name: string;
  /** `domain` split at `.` and `-`. */
  tokens: string[];
}

/** The targets of one configuration, and the table of their first two tokens' hashes. */
export interface EmbeddingTargets {
  readonly byFirstToken: ReadonlyMap<string, readonly Target[]>;
  /**
   * By the hash of a target's first two tokens (see `pairIndex`): the fewest tokens of the
   * targets that start so, 0 for none.
   */
  readonly pairTable: Uint8Array;
}

/** Chromium's `kMinE2LDLengthForTargetEmbedding`: shorter names are not protected. */
const MIN_NAME_LENGTH = 4;

/** Size of the pair table (one byte per entry): 64 K entries, about 450 set. */
const TABLE_MASK = 0xffff;

/** The table index of two tokens' hashes, each built character by character as `mayEmbedTarget` does. */
function pairIndex(first: number, second: number): number {
  const h = (Math.imul(first, 0x9e3779b1) ^ second) | 0;
  return (h ^ (h >>> 16)) & TABLE_MASK;
}

function hashOf(token: string): number {
  let h = 0;
  for (let i = 0; i < token.length; i++) h = (Math.imul(h, 31) + token.charCodeAt(i)) | 0;
  return h;
}

const TLDTS_OPTIONS = { extractHostname: false, validateHostname: false } as const;
const TLDTS_PRIVATE = { ...TLDTS_OPTIONS, allowPrivateDomains: true } as const;

/**
 * A listed domain as a target: its registrable domain, with private suffixes (`mycompany.github.io`
 * stays itself) unless it is such a suffix (`blogspot.com`), where the public one is taken.
 */
function targetOf(listed: string): Target | undefined {
  const domain = listed.trim().toLowerCase().replace(/\.$/, '');
  const own = parse(domain, TLDTS_PRIVATE);
  const site = own.domain ? own : parse(domain, TLDTS_OPTIONS);
  if (!site.domain || !site.domainWithoutSuffix || site.domainWithoutSuffix.length < MIN_NAME_LENGTH) return undefined;
  const tokens = site.domain.split(/[.-]/).filter((t) => t !== '');
  return tokens.length < 2 ? undefined : { domain: site.domain, name: site.domainWithoutSuffix, tokens };
}

function buildTargets(domains: Iterable<string>): EmbeddingTargets {
  const byFirstToken = new Map<string, Target[]>();
  const pairTable = new Uint8Array(TABLE_MASK + 1);
  const seen = new Set<string>();
  for (const listed of domains) {
    const target = targetOf(listed);
    if (!target || seen.has(target.domain)) continue;
    seen.add(target.domain);
    const first = target.tokens[0];
    const list = byFirstToken.get(first);
    if (list) list.push(target);
    else byFirstToken.set(first, [target]);
    const k = pairIndex(hashOf(first), hashOf(target.tokens[1]));
    const count = Math.min(target.tokens.length, 255);
    if (pairTable[k] === 0 || count < pairTable[k]) pairTable[k] = count;
  }
  return { byFirstToken, pairTable };
}

let topTargets: EmbeddingTargets | undefined;
const userTargets = new WeakMap<readonly string[], EmbeddingTargets>();

/**
 * The targets for `protectedDomains` (the user's own, in Unicode or `xn--` form) and Chromium's
 * top domains, built once per options array.
 */
export function embeddingTargets(protectedDomains: readonly string[]): EmbeddingTargets {
  topTargets ??= buildTargets(topDomainList());
  if (protectedDomains.length === 0) return topTargets;
  let targets = userTargets.get(protectedDomains);
  if (!targets) {
    const own = protectedDomains.map((domain) => {
      const labels = decodeHost(domain.trim().toLowerCase());
      return labels ? labels.map((l) => l.unicode).join('.') : domain;
    });
    targets = buildTargets([...own, ...topDomainList()]);
    userTargets.set(protectedDomains, targets);
  }
  return targets;
}

/**
 * Whether the host that starts at `start` in `text` (and ends at its end or at `/`, `?`, `#`) may
 * embed a target: two of its tokens in a row hash as a target's first two, and two more tokens
 * follow that target's. One pass over the host, no allocation. Never false where
 * {@link targetEmbedding} finds one; the host must be in lower case.
 */
export function mayEmbedTarget(text: string, start: number, targets: EmbeddingTargets): boolean {
  const table = targets.pairTable;
  const length = text.length;
  let h = 0;
  let previous = 0;
  let tokenStart = start;
  let tokens = 0;
  // The fewest tokens a host needs for an embedding of a target whose first two tokens it has.
  let needed = Infinity;
  let i = start;
  for (; ; i++) {
    const c = i < length ? text.charCodeAt(i) : SLASH;
    // A token's character: anything but `.`, `-` and the ends of a host (`/`, `?`, `#`). `-`, `.`
    // and `/` are 0x2d-0x2f, `#` below them: letters and digits take two comparisons.
    if (c > SLASH ? c !== QUESTION : c !== DOT && c !== HYPHEN && c !== SLASH && c !== HASH) {
      h = (Math.imul(h, 31) + c) | 0;
      continue;
    }
    if (i > tokenStart) {
      if (tokens > 0) {
        const count = table[pairIndex(previous, h)];
        // The pair starts at token `tokens - 1`: with the target's `count` tokens and two more
        // after them, the host needs `tokens + count + 1` tokens.
        if (count !== 0 && tokens + count + 1 < needed) needed = tokens + count + 1;
      }
      previous = h;
      tokens++;
    }
    if (c !== DOT && c !== HYPHEN) break;
    h = 0;
    tokenStart = i + 1;
  }
  return needed <= tokens;
}

export interface Embedding {
  /** The embedded target (`paypal.com`). */
  domain: string;
  /** The host's own registrable domain (`evil.io`). */
  registrable: string;
}

/** The tokens of a host: its labels split at `-` too, empty ones left out (a trailing dot). */
function tokensOf(host: string): string[] {
  return host.split(/[.-]/).filter((t) => t !== '');
}

/**
 * The targets whose tokens follow one another in `tokens` with at least two more tokens after
 * them (a registrable domain's worth: a name and a suffix).
 */
function spelledTargets(tokens: readonly string[], targets: EmbeddingTargets): Target[] {
  const out: Target[] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    for (const target of targets.byFirstToken.get(tokens[i]) ?? []) {
      if (i + target.tokens.length + 1 < tokens.length && target.tokens.every((t, k) => tokens[i + k] === t)) out.push(target);
    }
  }
  return out;
}

/**
 * {@link mayEmbedTarget}, then the tokens compared (the Public Suffix List left to the rule): the
 * test of analyze's fast path, which gives a plain URL to the rule only when this is true. Rarely
 * past the scan (a hash collision, or a host that spells a target), so the slice costs nothing.
 */
export function spellsTarget(text: string, start: number, targets: EmbeddingTargets): boolean {
  if (!mayEmbedTarget(text, start, targets)) return false;
  let end = start;
  while (end < text.length && text[end] !== '/' && text[end] !== '?' && text[end] !== '#') end++;
  return spelledTargets(tokensOf(text.slice(start, end).toLowerCase()), targets).length > 0;
}

/**
 * The target that `host` (lower case; Unicode form for an internationalized one) embeds, if any
 * (see the top of this file).
 */
export function targetEmbedding(host: string, targets: EmbeddingTargets): Embedding | undefined {
  if (!mayEmbedTarget(host, 0, targets)) return undefined;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const spelled = spelledTargets(tokensOf(name), targets);
  if (spelled.length === 0) return undefined;
  const site = siteOf(name);
  if (site === null) return undefined;
  const target = spelled.find((t) => !ownsTarget(name, site, t));
  return target && { domain: target.domain, registrable: site.domain };
}

/** A host's registrable domains: with the public suffixes of the ICANN section, and with private ones too. */
interface Site {
  /** The one named in the message: with private suffixes (`someone.github.io`) where there is one. */
  domain: string;
  domains: string[];
  names: string[];
}

/** The registrable domains of `host`, or null when it has none under a listed suffix. */
function siteOf(host: string): Site | null {
  const icann = parse(host, TLDTS_OPTIONS);
  const own = parse(host, TLDTS_PRIVATE);
  if (icann.isIp || !(icann.isIcann || own.isPrivate)) return null;
  const domains: string[] = [];
  const names: string[] = [];
  for (const p of [own, icann]) {
    if (p.domain && p.domainWithoutSuffix) {
      domains.push(p.domain);
      names.push(p.domainWithoutSuffix);
    }
  }
  return domains.length === 0 ? null : { domain: domains[0], domains, names };
}

/**
 * Whether the host belongs to the target's owner: the host is the target or under it, or its
 * registrable domain is the target's name under another public suffix (Chromium's
 * `IsEmbeddingItself` and `IsCrossTLDMatch`).
 */
function ownsTarget(host: string, site: Site, target: Target): boolean {
  if (host === target.domain || host.endsWith('.' + target.domain)) return true;
  return site.domains.includes(target.domain) || site.names.includes(target.name);
}
