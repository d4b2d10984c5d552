import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, describeHost } from '../index.js';

const run = (text: string, options?: Record<string, unknown>) =>
  analyze(text, { preset: 'none', rules: { 'no-confusable-host': options ? ['error', options] : 'error' } });

/** The message ids for a host, written as Unicode and as Punycode (Node's own IDNA, not ours). */
function idsBothForms(host: string): [string[], string[]] {
  const punycode = domainToASCII(host);
  expect(punycode, host).toMatch(/xn--/);
  return [run(`https://${host}/`).map((f) => f.messageId), run(`https://${punycode}/`).map((f) => f.messageId)];
}

function expectBothForms(host: string, messageId: string): void {
  expect(idsBothForms(host), host).toEqual([[messageId], [messageId]]);
}

describe('no-confusable-host: look-alikes of well-known domains (UTS #39 §4 skeleton, Chromium step 13)', () => {
  it('reports a Cyrillic letter in a Latin name, written as Unicode or as Punycode, naming the domain and the letter', () => {
    const unicode = run('https://аpple.com/');
    expect(unicode).toMatchObject([{ messageId: 'lookalike', start: 8, end: 17 }]);
    expect(unicode[0].message).toBe(
      'The host "аpple.com" looks like `apple.com` but is another name: it holds "а" (U+0430 CYRILLIC SMALL LETTER A, Cyrillic).',
    );
    const punycode = run('https://xn--pple-43d.com/');
    expect(punycode[0].message).toBe(
      'The host "xn--pple-43d.com" (аpple.com) looks like `apple.com` but is another name: it holds "а" (U+0430 CYRILLIC SMALL LETTER A, Cyrillic).',
    );
  });

  it('compares the registrable part, so a subdomain of a look-alike is reported too', () => {
    expect(run('https://www.gооgle.com/search')).toMatchObject([{ messageId: 'lookalike', data: { domain: 'google.com' } }]);
    expect(run('https://login.раураl.com/')).toMatchObject([{ messageId: 'lookalike', data: { domain: 'paypal.com' } }]);
  });

  it('removes diacritics from Latin, Greek and Cyrillic names before comparing (googlé.com)', () => {
    expect(run('https://googlé.com/')).toMatchObject([{ messageId: 'lookalike', data: { domain: 'google.com' } }]);
    expect(run('https://wіkіреdіа.org/')).toMatchObject([{ messageId: 'lookalike', data: { domain: 'wikipedia.org', char1: expect.stringContaining('CYRILLIC') } }]);
  });

  it('says how many more characters there are past the third', () => {
    const [finding] = run('https://xn--80ak6aa92e.com/'); // аррӏе.com, every letter Cyrillic
    expect(finding.data).toMatchObject({ domain: 'apple.com', more: ' and 1 more' });
  });

  it('does not report a subdomain of a well-known domain (éxample.blogspot.com)', () => {
    expect(run('https://éxample.blogspot.com/')).toEqual([]);
  });

  it('compares with protectedDomains too, given in Unicode or Punycode', () => {
    expect(run('https://exаmple.com/', { protectedDomains: ['example.com'] })).toMatchObject([{ messageId: 'lookalike', data: { domain: 'example.com' } }]);
    expect(run('https://bűcher.de/', { protectedDomains: ['xn--bcher-kva.de'] })).toMatchObject([{ messageId: 'lookalike', data: { domain: 'bücher.de' } }]);
    // The protected domain itself and its subdomains are fine.
    expect(run('https://bücher.de/', { protectedDomains: ['bücher.de'] })).toEqual([]);
    expect(run('https://shop.bücher.de/', { protectedDomains: ['bücher.de'] })).toEqual([]);
  });
});

describe('no-confusable-host: UTS #39 checks on each label', () => {
  it('§3.1: characters outside Identifier_Status=Allowed (a symbol, an emoji, a historic letter)', () => {
    expectBothForms('i♥ny.com', 'notAllowed');
    expect(run('https://xn--ls8h.la/')[0].message).toContain('"💩" (U+1F4A9, Common)');
    expect(run('https://ĸo.com/')[0].message).toContain('U+0138 LATIN SMALL LETTER KRA');
  });

  it('§4: a whole label of non-Latin letters that all look like Latin ones, under a foreign TLD', () => {
    expectBothForms('сор.com', 'wholeScript');
    expect(run('https://ресурс.com/')[0].message).toContain('Cyrillic letters that all look like Latin ones ("pecypc")');
    expectBothForms('ικα.com', 'wholeScript');
  });

  it('§4: accepts whole-script confusables under a TLD of their script or one where they are at home', () => {
    for (const host of ['сор.ru', 'сор.рф', 'ресурс.ua', 'аррӏе.ru', 'ικα.gr']) expect(run(`https://${host}/`), host).toEqual([]);
  });

  it('§5.2: mixed scripts fail the Highly Restrictive level, whatever the form', () => {
    expectBothForms('exаmple.org', 'mixedScript');
    expect(run('https://πλάτωνicrelationship.com/')).toMatchObject([{ messageId: 'mixedScript', data: { scripts: 'Latin and Greek' } }]);
    expect(run('https://한국カタカナ.com/')).toMatchObject([{ messageId: 'mixedScript' }]);
  });

  it('§5.2: accepts ASCII Latin with Han, Hiragana and Katakana, or with Han and Hangul', () => {
    for (const host of ['abc日本語ひらがなカタカナ.jp', 'abc한국漢字.kr', '日本語abc.jp', 'abc中文.com']) expect(run(`https://${host}/`), host).toEqual([]);
  });

  it('§5.3: digits of two number systems', () => {
    expectBothForms('२3.com', 'mixedNumbers');
    expect(run('https://२3.com/')[0].message).toContain('"२" (U+0968 DEVANAGARI DIGIT TWO');
  });

  it('§5.4: the same nonspacing mark twice, or more than four marks, in a row', () => {
    expectBothForms('gruz\u0300\u0300ere.com', 'repeatedMark');
    expect(run('https://a\u0300\u0301\u0302\u0303\u0304.com/')).toMatchObject([{ messageId: 'repeatedMark' }]);
  });

  it('§5.4: a zero-width joiner hidden in an xn-- label (typed as such, it is valid-host’s)', () => {
    const host = 'क्\u200dष.com';
    expect(run(`https://${host}/`)).toEqual([]);
    expect(run(`https://${domainToASCII(host)}/`)).toMatchObject([{ messageId: 'invisible', message: expect.stringContaining('U+200D ZERO WIDTH JOINER') }]);
  });
});

describe("no-confusable-host: Chromium's additions", () => {
  it('bans look-alike characters (quotation marks, hyphen) even where UTS #39 allows them', () => {
    expectBothForms('aʻb.com', 'blocked');
    expect(run('https://a‐b.com/')).toMatchObject([{ messageId: 'blocked', message: expect.stringContaining('U+2010 HYPHEN') }]);
    expect(run('https://a’b.com/')).toMatchObject([{ messageId: 'blocked' }]);
  });

  it('accepts thorn, eth and schwa only under their ccTLDs, the middle dot only in Catalan l·l', () => {
    expectBothForms('þorp.com', 'tldSpecific');
    expect(run('https://əpple.com/')).toMatchObject([{ messageId: 'tldSpecific', data: { tlds: '.az' } }]);
    expectBothForms('a·b.com', 'middleDot');
    for (const host of ['þorp.is', 'əpple.az', 'col·legi.cat']) expect(run(`https://${host}/`), host).toEqual([]);
    expect(run('https://a·b.cat/')).toMatchObject([{ messageId: 'middleDot' }]);
  });

  it('reports a label of digits and digit look-alikes', () => {
    expect(run('https://xn--16-1ik.com/')).toMatchObject([{ messageId: 'digitLookalike', message: expect.stringContaining('GEORGIAN LETTER KAN') }]);
    expectBothForms('θ1.com', 'digitLookalike');
  });

  it('reports the prolonged sound mark and the Katakana middle dot next to Latin letters', () => {
    expectBothForms('aー.com', 'dangerousPattern');
    expectBothForms('a・b.jp', 'dangerousPattern');
    for (const host of ['ラーメン.jp', 'カー.jp', 'ラーメン・ショップ.jp']) expect(run(`https://${host}/`), host).toEqual([]);
  });

  it('reports the other dangerous patterns', () => {
    for (const host of ['aノb.com', 'a一b.com', 'カへカ.jp', 'i\u0307.com', 'ヽa.jp']) {
      expect(run(`https://${host}/`), host).toMatchObject([{ messageId: 'dangerousPattern' }]);
    }
  });

  it('lets only ASCII Latin mix with Chinese, Japanese or Korean', () => {
    expectBothForms('é中.com', 'nonAsciiLatinMixed');
    expect(run('https://é中.com/')[0].data).toMatchObject({ scripts: 'Han' });
  });
});

describe('no-confusable-host: real internationalized names are clean', () => {
  const hosts = [
    'bücher.de', 'münchen.de', 'zürich.ch', 'españa.com', 'café.fr', 'straße.de', 'çağrı.com.tr', 'việtnam.vn',
    '日本語.jp', '中国.cn', '例子.测试', '한국.kr', 'ひらがな.jp', 'カタカナ.jp', '漢字とひらがな.jp',
    'пример.рф', 'xn--80aswg.xn--p1ai', 'παράδειγμα.δοκιμή', 'ελλάδα.gr', 'ευρώπη.eu',
    'مثال.إختبار', 'טעסט.il', 'பரிட்சை.in', 'परीक्षा.in', 'ไทย.th', 'xn--bcher-kva.de',
  ];
  for (const host of hosts) it(host, () => expect(run(`https://${host}/`)).toEqual([]));
});

describe('no-confusable-host: scope', () => {
  it('never looks at plain ASCII hosts, which cost nothing', () => {
    for (const text of ['https://example.com/', 'https://rnicrosoft.com/', 'http://localhost:3000/', 'https://1.2.3.4/', 'https://[::1]/']) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('stays silent where valid-host reports the host (invalid Punycode, UTS #46 failures, typed invisible characters)', () => {
    for (const text of ['https://xn--a.com/', 'https://xn--1ug.com/', 'https://a\u200bpple.com/', 'https://%D0%B0pple.com/']) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('reports a look-alike in any scheme with a host, and not across a template placeholder', () => {
    expect(run('ssh://git@gіthub.com/x.git')).toMatchObject([{ messageId: 'lookalike', data: { domain: 'github.com' } }]);
    expect(run('https://${sub}.аpple.com/')).toEqual([]);
  });

  it('reports a deceptive host once: the deception, not also its Punycode form (valid-host)', () => {
    const findings = analyze('https://аpple.com/');
    expect(findings.map((f) => f.ruleId)).toEqual(['no-confusable-host']);
  });
});

describe('describeHost (the hover)', () => {
  it('gives the Unicode and Punycode forms, the scripts and the findings of an internationalized host', () => {
    expect(describeHost('xn--pple-43d.com')).toMatchObject({
      unicode: 'аpple.com',
      ascii: 'xn--pple-43d.com',
      scripts: ['Cyrillic', 'Latin'],
      findings: [{ messageId: 'lookalike' }],
    });
    expect(describeHost('bücher.de')).toMatchObject({ unicode: 'bücher.de', ascii: 'xn--bcher-kva.de', scripts: ['Latin'], findings: [] });
  });

  it('has nothing to say about a plain ASCII host or one UTS #46 rejects', () => {
    expect(describeHost('example.com')).toBeUndefined();
    expect(describeHost('xn--a.com')).toBeUndefined();
  });
});
