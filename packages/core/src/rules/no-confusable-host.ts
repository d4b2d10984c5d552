import { defineRule } from '../rule.js';
import { embeddingTargets, spellsTarget } from './no-confusable-host-embedding.js';
import { confusableHostFindings, type ConfusableMessageId } from './no-confusable-host-findings.js';

/*
 * no-confusable-host: a host that browsers would show as Punycode because it can pass for
 * another (UTS #39 Unicode Security Mechanisms §4-§5 and Chromium's IDN display policy,
 * docs/idn.md), judged on its Unicode form whether the text holds Unicode or `xn--` labels.
 *
 * Division of work with valid-host: valid-host judges how a host is written (syntax, an
 * invalid `xn--` label, a host UTS #46 rejects, invisible characters typed into the text, and
 * the Punycode form of any non-ASCII host); this rule judges what the name looks like, and
 * stays silent on hosts valid-host finds broken. Invisible characters are this rule's only
 * when hidden inside an `xn--` label.
 *
 * Target embedding (no-confusable-host-embedding.ts, after Chromium's lookalike heuristic): a
 * host that spells a well-known or protected domain and goes on to another registrable domain
 * (`paypal.com.evil.io`), plain ASCII or not.
 */

export interface NoConfusableHostOptions {
  protectedDomains: string[];
}

const CHARS = '{{char1}}{{char2}}{{char3}}{{more}}';

export const noConfusableHost = defineRule<NoConfusableHostOptions, ConfusableMessageId>({
  id: 'no-confusable-host',
  description: 'Disallow hosts that can pass for others: mixed scripts, look-alike characters, and names that look like well-known or protected domains.',
  source: "UTS #39 §4-§5, Chromium's IDN display policy",
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: false,
  hasSuggestions: false,
  // A plain URL's host is lower-case ASCII without `xn--` labels: nothing to confuse, but it may
  // embed a well-known domain, which a scan of the host tells apart (no-confusable-host-embedding.ts).
  reportsPlainUrls: () => true,
  plainUrlTest: (options) => {
    const targets = embeddingTargets(options.protectedDomains);
    return (text, hostStart) => spellsTarget(text, hostStart, targets);
  },
  messages: {
    lookalike: `The host {{host}} looks like \`{{domain}}\` but is another name: it holds ${CHARS}.`,
    mixedScript: `The host label {{label}} mixes {{scripts}} letters (${CHARS}), which browsers show as Punycode (UTS #39 §5.2).`,
    nonAsciiLatinMixed: `The host label {{label}} mixes non-ASCII Latin letters with {{scripts}} (${CHARS}), which browsers show as Punycode.`,
    notAllowed: `The host label {{label}} holds ${CHARS}, not allowed in identifiers (UTS #39 §3.1), which browsers show as Punycode.`,
    blocked: `The host label {{label}} holds ${CHARS}, which Chromium refuses to show in a host name.`,
    invisible: `The host label {{label}} hides the invisible character ${CHARS} in its Punycode.`,
    repeatedMark: `The host label {{label}} stacks combining marks that show as one or none (${CHARS}).`,
    mixedNumbers: `The host label {{label}} mixes digits of different number systems (${CHARS}).`,
    tldSpecific: `The host label {{label}} holds ${CHARS}, a look-alike that browsers accept only under {{tlds}}.`,
    middleDot: 'The host label {{label}} holds a middle dot "·", which browsers accept only between two "l" under .cat.',
    wholeScript: `The host label {{label}} is written in {{script}} letters that all look like Latin ones ("{{looksLike}}"): ${CHARS}.`,
    digitLookalike: `The host label {{label}} is made of digits and characters that look like digits (${CHARS}).`,
    dangerousPattern: `The host label {{label}} holds {{pattern}} (${CHARS}), which browsers show as Punycode.`,
    targetEmbedding: 'The host {{host}} spells `{{domain}}` but belongs to another registrable domain, `{{registrable}}`.',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      protectedDomains: {
        type: 'array',
        items: { type: 'string' },
        uniqueItems: true,
        description: "Your own domains (e.g. your company's), reported when a host looks like one of them, besides the shipped list of well-known domains.",
        default: [],
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const host = ctx.uri.authority?.host;
    if (!host || host.kind !== 'reg-name' || host.value.length === 0) return;
    if (host.value.indexOf('%') !== -1) return; // percent-encoded: valid-host's
    // A placeholder inside the host leaves the name unknown.
    if (ctx.holes.near(host.start, host.end)) return;
    for (const finding of confusableHostFindings(host.value, ctx.options.protectedDomains)) {
      ctx.report({ messageId: finding.messageId, data: finding.data, start: host.start + finding.start, end: host.start + finding.end });
    }
  },
});
