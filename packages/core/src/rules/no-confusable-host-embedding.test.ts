import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddingTargets, mayEmbedTarget, targetEmbedding } from './no-confusable-host-embedding.js';

/**
 * The scan that every host pays for (and analyze's fast path for plain URLs runs) must never say
 * no where the exact check could say yes: the exact check needs a target's first token followed
 * by at least two more tokens, so the scan must find every such token.
 */
describe('mayEmbedTarget, the first test of target embedding', () => {
  const targets = embeddingTargets([]);
  const firstTokens = [...targets.byFirstToken.keys()];
  const token = fc.oneof(fc.constantFrom(...firstTokens, 'com', 'www', 'io', 'co', 'uk', 'de', 'online'), fc.stringMatching(/^[a-z0-9_!$]{1,8}$/));
  const host = fc.tuple(fc.array(fc.tuple(token, fc.constantFrom('.', '-')), { maxLength: 6 }), token).map(([parts, last]) => parts.map(([t, sep]) => t + sep).join('') + last);

  /** Whether the tokens of a target follow one another in `host` with two more tokens after them (no scan). */
  function spellsTarget(host: string): boolean {
    const tokens = host.split(/[.-]/).filter((t) => t !== '');
    return tokens.some((t, i) => (targets.byFirstToken.get(t) ?? []).some((target) => i + target.tokens.length + 1 < tokens.length && target.tokens.every((x, k) => tokens[i + k] === x)));
  }

  it('says yes whenever the tokens of a target are followed by two more tokens', () => {
    fc.assert(
      fc.property(host, fc.constantFrom('', '/', '/a?b#c', '?q', '#f'), (h, tail) => {
        if (spellsTarget(h)) expect(mayEmbedTarget(`https://${h}${tail}`, 8, targets), h).toBe(true);
        if (!mayEmbedTarget(h, 0, targets)) expect(targetEmbedding(h, targets)).toBeUndefined();
      }),
      { numRuns: 5000 },
    );
    for (const h of ['paypal.com.evil.io', 'a!b.paypal-com.x.io', 'www.google.co.uk.x.y', 'x.t-online.de.y.z', 'login-paypal-com-secure.io']) {
      expect(mayEmbedTarget(h, 0, targets), h).toBe(true);
    }
  });

  it('says no for hosts that merely hold the first tokens of a target', () => {
    for (const h of ['www.telegraph.co.uk', 'www.paypal.com', 'paypal.com', 'google.co.uk', 'www.example.com', 'docs.python.org', 'paypal-com.io', 'www.paypal.com.io']) {
      expect(mayEmbedTarget(h, 0, targets), h).toBe(false);
    }
  });

  it('stops at the end of the host', () => {
    expect(mayEmbedTarget('https://www.example.com/paypal.com.evil.io', 8, targets)).toBe(false);
    expect(mayEmbedTarget('https://paypal.com.evil.io?x', 8, targets)).toBe(true);
    expect(mayEmbedTarget('https://paypal.com?a.b.c', 8, targets)).toBe(false);
    expect(mayEmbedTarget('https://paypal.com#a.b.c', 8, targets)).toBe(false);
  });

  it('builds the targets of one protectedDomains array once', () => {
    const own = ['example.com'];
    expect(embeddingTargets(own)).toBe(embeddingTargets(own));
    expect(embeddingTargets([])).toBe(targets);
  });
});
