import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, fastPathFindsNothing, RULES, type AnalyzeOptions, type RuleSetting } from '@urilint/core';
import { isPlainHttpUrl } from '../packages/core/src/plain.js';
import { CONFORMANCE_DIR } from './support/conformance.js';

/**
 * The fast path of analyze (plain.ts) answers a plain http(s) URL with no finding, without
 * running any rule, when every enabled rule declares that it never reports one
 * (`reportsPlainUrls`). Here every such answer is checked against the full rules
 * (`fastPath: false`), under every preset and under configurations derived from the registry, so
 * that a rule added, or an option added to a rule, is checked without anyone listing it.
 */

const SLOW = { fastPath: false } as const;
/** Tens of thousands of full analyses: room for a loaded machine. */
const LONG = 120_000;

/** Each rule alone, with its defaults, with its `all` preset options, and each boolean option flipped. */
function perRuleConfigs(): AnalyzeOptions[] {
  const out: AnalyzeOptions[] = [];
  for (const rule of RULES) {
    const settings: RuleSetting[] = ['error'];
    const strict = rule.presets.strict;
    const all = { ...(strict && strict !== true ? strict : {}), ...rule.allOptions };
    if (Object.keys(all).length > 0) settings.push(['error', all]);
    for (const [name, schema] of Object.entries(rule.optionsSchema.properties)) {
      if (typeof schema.default === 'boolean') settings.push(['error', { [name]: !schema.default }]);
    }
    for (const setting of settings) out.push({ preset: 'none', rules: { [rule.id]: setting } });
  }
  return out;
}

/** Every preset, and the options whose value decides whether the fast path may answer. */
const CONFIGS: AnalyzeOptions[] = [
  {},
  { preset: 'strict' },
  { preset: 'all' },
  { context: 'reference' },
  { identifier: true },
  { rules: { 'valid-host': ['error', { allowUnderscore: false }], 'prefer-normalized': ['warn', { trailingSlash: true }] } },
  { rules: { 'no-insecure-scheme': ['warn', { allowHosts: ['*.com', 'www.sec.gov'], allowPatterns: ['^http://[a-m]'] }] } },
  { rules: { 'no-confusable-host': ['error', { protectedDomains: ['example.com', 'my-shop.io'] }] } },
  ...perRuleConfigs(),
];

/** The configurations under which the fast path answers a URL with an LDH host. */
const ANSWERING = CONFIGS.filter((c) => analyzesWithoutRules('http://answering.example/', c));

/** Whether analyze answers `url` without running a rule (a rule that runs reports to the hook). */
function analyzesWithoutRules(url: string, config: AnalyzeOptions): boolean {
  let ran = false;
  const spy = RULES.map((r) => [r, r.check] as const);
  for (const [r, check] of spy) r.check = (ctx) => ((ran = true), check(ctx));
  try {
    analyze(url, config);
  } finally {
    for (const [r, check] of spy) r.check = check;
  }
  return !ran;
}

/** The configurations where fast and full analysis disagree on `url` (JSON, as adapters see findings). */
function disagreements(url: string, configs: readonly AnalyzeOptions[]): string[] {
  const out: string[] = [];
  for (const config of configs) {
    const fast = JSON.stringify(analyze(url, config));
    const full = JSON.stringify(analyze(url, { ...config, ...SLOW }));
    if (fast !== full) out.push(`${JSON.stringify(config)}: ${url}\n  fast ${fast}\n  full ${full}`);
  }
  return out;
}

const benchmarkUrls = readFileSync(new URL('../bench/data/kasztp-urls.txt', import.meta.url), 'utf8')
  .replace(/^\uFEFF/, '')
  .split('\n')
  .filter((l) => l.length > 0);

/** Every string of the conformance data (inputs, bases, expected hrefs), and each IDNA case as a host. */
function conformanceUrls(): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
  };
  for (const file of readdirSync(CONFORMANCE_DIR).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(CONFORMANCE_DIR + file, 'utf8')) as unknown;
    walk(data);
    if (file === 'toascii.json') {
      for (const c of data as Array<{ input?: string }>) if (typeof c === 'object' && c.input) out.add(`https://${c.input}/a`);
    }
  }
  return [...out];
}

describe('the fast path for plain http(s) URLs', () => {
  it('answers under the recommended preset and not under the presets with no-insecure-scheme', () => {
    // Without this, the comparisons below could pass with a fast path that never answers.
    expect(ANSWERING).toContain(CONFIGS[0]);
    expect(ANSWERING).not.toContain(CONFIGS[1]);
    expect(ANSWERING).not.toContain(CONFIGS[2]);
    expect(ANSWERING.length).toBeGreaterThan(RULES.length);
  });

  it('knows every rule of the registry: each declares whether it reports plain URLs', () => {
    for (const rule of RULES) {
      expect(rule.reportsPlainUrls === false || typeof rule.reportsPlainUrls === 'function', rule.id).toBe(true);
    }
  });

  it('gives the findings of the full rules on the 48,000 benchmark URLs, in every configuration', () => {
    expect(benchmarkUrls.length).toBeGreaterThan(48_000);
    expect(benchmarkUrls.filter(isPlainHttpUrl).length).toBeGreaterThan(47_000);
    // Every URL under the default configuration, every 16th under the others (the fast path's
    // decision depends on the configuration only through the rules' declarations).
    const sample = benchmarkUrls.filter((_, i) => i % 16 === 0);
    const differing = [...benchmarkUrls.flatMap((u) => disagreements(u, [{}])), ...sample.flatMap((u) => disagreements(u, CONFIGS))];
    expect(differing.slice(0, 5)).toEqual([]);
  }, LONG);

  it('gives the findings of the full rules on every conformance URL, in every configuration', () => {
    const urls = conformanceUrls();
    expect(urls.filter(isPlainHttpUrl).length).toBeGreaterThan(100);
    // Where the fast path cannot answer (no-insecure-scheme on, …) both run the same code: a sample.
    const others = CONFIGS.filter((c) => !ANSWERING.includes(c));
    const differing = [...urls.flatMap((u) => disagreements(u, ANSWERING)), ...urls.filter((_, i) => i % 8 === 0).flatMap((u) => disagreements(u, others))];
    expect(differing.slice(0, 5)).toEqual([]);
  }, LONG);

  it('gives the findings of the full rules on generated near-plain URLs, in every configuration', () => {
    const label = fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), weight: 8 },
      { arbitrary: fc.stringMatching(/^[a-z0-9A-Z_-]{0,8}$/), weight: 1 },
      { arbitrary: fc.stringMatching(/^(0x?[0-9a-f]{0,4}|[0-9]{1,4}|xn--[a-z0-9]{1,6}|[a-z]{2}--[a-z]{1,3})$/), weight: 1 },
      { arbitrary: fc.constantFrom('localhost', 'example', 'com', 'test', 'local', 'www', 'w3', 'org', 'paypal', 'my-shop', 'io', 'a'.repeat(64)), weight: 1 },
      // A well-known domain in the labels (target embedding, which the fast path must leave to the rule).
      { arbitrary: fc.constantFrom('paypal.com', 'paypal-com', 'github.com', 'google.co.uk', 'example-com'), weight: 1 },
    );
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((ls) => ls.join('.'));
    const tail = fc.oneof(
      { arbitrary: fc.stringMatching(/^(\/[a-z0-9_]{0,5}){0,3}(\?[a-z=&]{0,6})?$/), weight: 3 },
      { arbitrary: fc.stringMatching(/^[a-zA-Z0-9\-._~!$&'()*+,;=:@/?#.%\\ ]{0,24}$/), weight: 2 },
      { arbitrary: fc.constantFrom('/', '/.', '/..', '/./a', '/.well-known', '/a/../b', '//', '#a#b', '?a#b?c', ':80', ':443/', '@x/'), weight: 1 },
    );
    const scheme = fc.oneof(
      { arbitrary: fc.constantFrom('http://', 'https://'), weight: 4 },
      { arbitrary: fc.constantFrom('HTTP://', 'http:/', 'ws://', 'ftp://'), weight: 1 },
    );
    const url = fc.tuple(scheme, host, tail).map(([s, h, t]) => s + h + t);
    // The generator must exercise both sides of the fast path.
    const sample = fc.sample(url, 1000);
    expect(sample.filter(isPlainHttpUrl).length).toBeGreaterThan(100);
    expect(sample.filter((u) => !isPlainHttpUrl(u)).length).toBeGreaterThan(100);
    fc.assert(
      fc.property(url, (u) => {
        expect(disagreements(u, CONFIGS)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  }, LONG);

  it('still reports what the opt-in rules say about plain URLs', () => {
    expect(analyze('http://api.acme.io/x', { preset: 'strict' }).map((f) => f.ruleId)).toContain('no-insecure-scheme');
    expect(analyze('https://api.acme.io', { rules: { 'prefer-normalized': ['warn', { trailingSlash: true }] } }).map((f) => f.ruleId)).toContain('prefer-normalized');
    expect(analyze('https://a_b.acme.io/', { rules: { 'valid-host': ['error', { allowUnderscore: false }] } }).map((f) => f.ruleId)).toContain('valid-host');
    // no-confusable-host reports a plain URL whose host embeds a well-known domain (a scan of the host decides).
    expect(analyze('https://paypal.com.acme.io/x').map((f) => f.ruleId)).toEqual(['no-confusable-host']);
    expect(fastPathFindsNothing('https://paypal.com.acme.io/x')).toBe(false);
    expect(fastPathFindsNothing('https://www.paypal.com/x')).toBe(true);
  });
});

/** Every way an adapter may later analyze a value it asked about: context, identifier flag, holes. */
const PLACES: AnalyzeOptions[] = [
  {},
  { context: 'reference' },
  { identifier: true },
  { context: 'reference', identifier: true },
  { holes: [{ start: 8, end: 9 }] },
];

describe('fastPathFindsNothing: the fast path on its own, for adapters', () => {
  /** The configurations and values where it answers true but a full analysis, in some place, finds something. */
  function wrongAnswers(urls: readonly string[], configs: readonly AnalyzeOptions[]): string[] {
    const out: string[] = [];
    for (const config of configs) {
      for (const url of urls) {
        if (!fastPathFindsNothing(url, config)) continue;
        for (const place of PLACES) {
          const full = analyze(url, { ...config, ...place, ...SLOW });
          if (full.length > 0) out.push(`${JSON.stringify({ ...config, ...place })}: ${url} → ${full.map((f) => f.ruleId).join(', ')}`);
        }
      }
    }
    return out;
  }

  it('answers for plain URLs under the recommended preset, and not where a rule reports them', () => {
    expect(fastPathFindsNothing('https://example.com/a/b?c=d#e')).toBe(true);
    expect(fastPathFindsNothing('http://example.com/a', { preset: 'recommended' })).toBe(true);
    expect(fastPathFindsNothing('http://example.com/a', { preset: 'strict' })).toBe(false); // no-insecure-scheme
    expect(fastPathFindsNothing('https://example.com', { rules: { 'prefer-normalized': ['warn', { trailingSlash: true }] } })).toBe(false);
    expect(fastPathFindsNothing('https://a_b.example.com/', { preset: 'none', rules: { 'valid-host': ['error', { allowUnderscore: false }] } })).toBe(false);
    expect(fastPathFindsNothing('https://example.com/a', { fastPath: false })).toBe(false);
    expect(fastPathFindsNothing('HTTP://example.com/')).toBe(false); // upper case: the full analysis's
    expect(fastPathFindsNothing('https://example.com/a b')).toBe(false);
    expect(fastPathFindsNothing(42 as unknown as string)).toBe(false);
  });

  it('never throws, and answers true only where analyze finds nothing, whatever the options', () => {
    const odd = [
      { preset: 'none', rules: { 'no-such-rule': 'error' } },
      { preset: 'nonsense', rules: null },
      { rules: { 'valid-host': ['error', 'not an object'] } },
      { rules: { 'valid-host': ['error', { allowUnderscore: 'yes' }] } },
    ] as unknown as AnalyzeOptions[];
    for (const options of odd) {
      for (const url of ['https://example.com/', 'https://a_b.example.com/x', 'http://x.io']) {
        const answer = fastPathFindsNothing(url, options);
        if (answer) expect(analyze(url, { ...options, ...SLOW }), `${JSON.stringify(options)} ${url}`).toEqual([]);
      }
    }
  });

  it('never answers true for a value that a full analysis in any place finds something in', () => {
    const urls = [...benchmarkUrls.filter((_, i) => i % 16 === 0), ...conformanceUrls()];
    expect(urls.filter((u) => fastPathFindsNothing(u)).length).toBeGreaterThan(2_000);
    expect(wrongAnswers(urls, CONFIGS).slice(0, 5)).toEqual([]);
  }, LONG);
});

