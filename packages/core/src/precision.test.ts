import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { applyEdits } from './edits.js';
import type { AnalyzeOptions, UrlContext } from './types.js';

/*
 * Precision on real code. Each family of false alarms found in well-known projects, written as
 * values a maintainer would write, under every preset; and the true defects that must stay
 * flagged, in URL contexts and in plain literals that are whole URLs.
 */

const PRESETS = ['recommended', 'strict', 'all'] as const;

/** Every finding of every preset for `value`, as `rule@start-end`. */
function findings(value: string, options: AnalyzeOptions = {}): string[] {
  return PRESETS.flatMap((preset) => analyze(value, { ...options, preset }).map((f) => `${preset}:${f.ruleId}@${f.start}-${f.end}`));
}

/** The rule ids the strict preset reports for `value`. */
function strictRules(value: string, context: UrlContext = 'absolute'): string[] {
  return [...new Set(analyze(value, { preset: 'strict', context }).map((f) => f.ruleId))].sort();
}

describe('recall: true defects stay flagged in URL contexts and in plain literals that are whole URLs', () => {
  it.each([
    ['https://example.com/café', 'no-unencoded-characters'],
    ['https://bücher.example/', 'valid-host'],
    ['https://example.com:443/', 'no-default-port'],
    ['HTTPS://Example.com/', 'prefer-normalized'],
    ['https://example.com/%7euser', 'prefer-normalized'],
    ['https://example.com/a/./b/../c', 'prefer-normalized'],
    ['javascript:alert(1)', 'no-dangerous-scheme'],
    ['https://admin:hunter2@example.com/', 'no-credentials'],
    ['htps://example.com/', 'valid-scheme'],
    ['https//example.com/', 'valid-scheme'],
    ['http://example.com:99999/', 'valid-port'],
    ['http://example.com:/a', 'valid-port'],
    ['data:text/html,<p>Hi there</p>', 'no-dangerous-scheme'],
  ])('%s → %s, in a plain literal and in a URL context', (value, rule) => {
    expect(strictRules(value, 'absolute')).toContain(rule);
    expect(strictRules(value, 'reference')).toContain(rule);
  });

  it.each([
    ['https://example.com/a b', 'no-unencoded-characters'],
    ['https://example.com/search?q=hello world', 'no-unencoded-characters'],
    ['https://example.com/my documents/report 2024.pdf', 'no-unencoded-characters'],
    ['data:text/plain;charset=utf-8<p>Hi</p>', 'valid-scheme-syntax'],
    ['http:/example.com', 'valid-scheme'],
  ])('%s → %s in a URL context; a plain literal of that shape is text, and silent', (value, rule) => {
    expect(strictRules(value, 'reference')).toContain(rule);
    expect(strictRules(value, 'absolute')).toEqual([]);
  });
});

describe('family 1: prose that begins with a URL', () => {
  it('reads a test title or log message as a URL followed by words', () => {
    const title = 'https://github.com/org/repo/issues/123 retries on 503 and keeps the body';
    expect(findings(title)).toEqual([]);
    expect(findings('http://localhost:3000 is not reachable, retrying in 5 s')).toEqual([]);
    expect(findings('https://example.com/docs\n\nSee the README for details.')).toEqual([]);
  });

  it('is silent on the URL of a sentence, and never touches white space around it', () => {
    // One certain URL or nothing (SPEC §4): a fix inside a line of text could only guess.
    expect(findings('https://example.com:443/a returns the cached body')).toEqual([]);
    expect(findings('  https://example.com/ is down  ')).toEqual([]);
    expect(findings('https://example.com/\n')).toEqual([]);
    expect(findings('http://example.com#\u0000, a')).toEqual([]);
  });

  it('trims white space around a URL only in a URL context, where browsers strip it', () => {
    expect(findings('  https://example.com/  ')).toEqual([]);
    const sink = analyze('  https://example.com/  ', { context: 'reference' });
    expect(sink.map((f) => f.messageId)).toEqual(['surroundingWhitespace', 'surroundingWhitespace']);
    expect(sink.every((f) => f.fix !== undefined)).toBe(true);
    // A script URL in a plain literal is read as browsers read it, but what surrounds it is only offered.
    const script = analyze(' javascript:alert(1)', { preset: 'strict' }).find((f) => f.messageId === 'surroundingWhitespace')!;
    expect(script.fix).toBeUndefined();
    expect(script.suggestions?.[0].edits).toEqual([{ start: 0, end: 1, text: '' }]);
  });

  it('reports every space in a URL context', () => {
    const title = 'https://github.com/org/repo/issues/123 retries on 503';
    expect(analyze(title, { context: 'reference' }).map((f) => title.slice(f.start, f.end))).toEqual([' ', ' ', ' ']);
  });
});

describe('family 2: words with a colon', () => {
  it.each([
    ['data: {"a":1}\n\n'], // a Server-Sent Events frame
    ['event: ping\ndata: x'],
    ['Data:Ready'],
    ['file:changed'],
    ['user:login'],
    ['http:request'],
    ['blob:created'],
    ['tel:number'],
  ])('%s is not a URL outside URL contexts', (value) => {
    expect(findings(value)).toEqual([]);
  });

  it('still reads the shapes of real data:, file: and mailto: URLs', () => {
    expect(strictRules('data:text/plain;charset,hi')).toEqual(['valid-scheme-syntax']);
    expect(strictRules('file://home/user/x.txt')).toEqual(['valid-scheme-syntax']);
    expect(strictRules('mailto:someone@example.com?subject')).toEqual(['valid-scheme-syntax']);
  });

  it('keeps checking such words in a URL context', () => {
    expect(strictRules('Data:Ready', 'reference')).toContain('valid-scheme-syntax');
  });
});

describe('family 3: URL patterns are not URLs', () => {
  it.each([
    ['http://localhost:*'],
    ['ws://*'],
    ['wss://*'],
    ['http://*.localhost:*/user/*'],
    ['https://:service.example.com/'],
    ['http://localhost::port/api'],
    ['/user/:id(\\d+)'],
    ['/files{/*path}'],
    ['/user/:name?'],
    ["/resource\\('id'\\)"],
    ['**/api/*'],
  ])('%s: no finding in a URL context (a pattern given to msw, nock or a router)', (value) => {
    expect(findings(value, { context: 'reference' })).toEqual([]);
  });

  it('*://*.example.com/* (a WebExtension match pattern) gets no finding', () => {
    expect(findings('*://*.example.com/*', { context: 'reference' })).toEqual([]);
  });

  it('still reports what no pattern syntax explains', () => {
    expect(strictRules('http://a*b.example/', 'reference')).toContain('valid-host');
    expect(strictRules('http://localhost:8o/', 'reference')).toContain('valid-port');
    expect(strictRules('https://x.example/a\\b', 'reference')).toContain('no-unencoded-characters');
  });

  it('treats none of them as placeholders with templates: false', () => {
    expect(analyze('http://localhost:*', { context: 'reference', templates: false }).map((f) => f.ruleId)).toEqual(['valid-port']);
  });
});

describe('family 4: prefixes and conventions', () => {
  it('takes a literal that ends at the port\'s ":" for a prefix, and leaves it alone', () => {
    expect(findings('http://127.0.0.1:')).toEqual([]);
    expect(findings('http://[::1]:')).toEqual([]);
    // An empty port inside a URL is still reported, and fixed.
    const [f] = analyze('http://127.0.0.1:/health');
    expect(f.messageId).toBe('emptyPort');
    expect(applyEdits('http://127.0.0.1:/health', f.fix ?? [])).toBe('http://127.0.0.1/health');
  });

  it('understands Unix-socket URLs as HTTP clients write them', () => {
    expect(findings('http://unix:/var/run/docker.sock:/containers/json')).toEqual([]);
    expect(findings('http://unix:/tmp/test.sock:/')).toEqual([]);
    expect(findings('http+unix://%2Fvar%2Frun%2Fdocker.sock/info')).toEqual([]);
    expect(findings('ws+unix:///tmp/app.sock')).toEqual([]);
    // …but not every unregistered scheme.
    expect(strictRules('stratum+tcp://pool.example:3333')).toEqual(['valid-scheme']);
  });

  it('leaves printf conversions, %name% variables and <name> placeholders alone', () => {
    for (const value of [
      'http://%s:%d/api',
      'https://api.example.com/users/%d',
      'http://unix:%s:%s',
      'https://nodejs.org/dist/v%version%/node-v%version%-x86.msi',
      'https://example.com/<page>',
      'chrome-extension://1234/<pageName>.html',
    ]) expect(findings(value), value).toEqual([]);
  });

  it('still reports broken percent-encodings and raw angle brackets', () => {
    expect(strictRules('https://example.com/100%zz')).toEqual(['no-invalid-percent-encoding']);
    expect(strictRules('https://example.com/%21%ah%12')).toEqual(['no-invalid-percent-encoding']);
    expect(strictRules('https://example.com/?q=<script>alert(1)</script>')).toContain('no-unencoded-characters');
  });
});

describe('family 7: one defect, one report', () => {
  it('collapses the findings of one rule on one span, or on touching spans with one message', () => {
    const value = 'http://.../test';
    const host = analyze(value, { context: 'reference' }).filter((f) => f.ruleId === 'valid-host');
    expect(host.map((f) => [f.messageId, value.slice(f.start, f.end)])).toEqual([['emptyLabel', '..']]);
    expect(host[0].suggestions?.map((s) => applyEdits(value, s.edits))).toEqual(['http://./test']);
    const [f] = analyze('http://a...b/', { context: 'reference' });
    expect([f.start, f.end, applyEdits('http://a...b/', f.suggestions?.[0].edits ?? [])]).toEqual([8, 10, 'http://a.b/']);
  });

  it('reports the last dot of a run of dots once, not also as a trailing dot (strict)', () => {
    const host = analyze('http://.../test', { preset: 'strict', context: 'reference' }).filter((f) => f.ruleId === 'valid-host');
    expect(host.map((f) => [f.messageId, f.start, f.end])).toEqual([['emptyLabel', 7, 9]]);
    expect(analyze('http://a./', { preset: 'strict' }).map((f) => f.messageId)).toEqual(['trailingDot']);
  });

  it('keeps distinct defects of one rule apart', () => {
    const value = 'https://x.example/a b/c d';
    expect(analyze(value, { context: 'reference' }).map((f) => value.slice(f.start, f.end))).toEqual([' ', ' ']);
    expect(analyze('http://a..b..c/', { context: 'reference' })).toHaveLength(2);
  });
});

describe('one host, one report', () => {
  it('reports a look-alike host once, as a look-alike, with no suggestion to write it in Punycode', () => {
    const value = 'https://раураl.com/';
    const all = analyze(value);
    expect(all.map((f) => `${f.ruleId}:${f.messageId}`)).toEqual(['no-confusable-host:lookalike']);
    // valid-host alone still says the host is not ASCII.
    expect(analyze(value, { preset: 'none', rules: { 'valid-host': 'error' } }).map((f) => f.messageId)).toEqual(['nonAscii']);
    // A host that is not ASCII and imitates nothing keeps valid-host's report.
    expect(analyze('https://bücher.example/').map((f) => f.ruleId)).toEqual(['valid-host']);
  });
});
