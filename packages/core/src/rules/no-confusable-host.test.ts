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
  it('judges plain ASCII hosts only for target embedding (no skeletons, no label checks)', () => {
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

describe("no-confusable-host: target embedding (Chromium's lookalike heuristic)", () => {
  it('reports a well-known domain followed by labels of another registrable domain, naming both', () => {
    const [finding] = run('https://paypal.com.evil.io/signin');
    expect(finding).toMatchObject({ messageId: 'targetEmbedding', start: 8, end: 26, data: { domain: 'paypal.com', registrable: 'evil.io' } });
    expect(finding.message).toBe('The host "paypal.com.evil.io" spells `paypal.com` but belongs to another registrable domain, `evil.io`.');
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions).toBeUndefined();
  });

  it('reads labels split at hyphens too, wherever the domain stands in the host', () => {
    expect(run('https://paypal-com.evil.io/')).toMatchObject([{ messageId: 'targetEmbedding', data: { domain: 'paypal.com', registrable: 'evil.io' } }]);
    expect(run('https://www.paypal.com-secure-login.info/')).toMatchObject([{ data: { domain: 'paypal.com', registrable: 'com-secure-login.info' } }]);
    expect(run('https://login-paypal-com.evil.io/')).toMatchObject([{ data: { domain: 'paypal.com' } }]);
    expect(run('https://accounts.google.co.uk.evil.io/')).toMatchObject([{ data: { domain: 'google.co.uk' } }]);
    expect(run('https://t-online.de.evil.io/')).toMatchObject([{ data: { domain: 't-online.de' } }]);
  });

  it('reports mirrors and proxies that spell a well-known domain (they are someone else’s servers)', () => {
    expect(run('https://github.com.cnpmjs.org/vuejs/vue.git')).toMatchObject([{ data: { domain: 'github.com', registrable: 'cnpmjs.org' } }]);
    // A private suffix of the Public Suffix List names the registrant (someone.github.io).
    expect(run('https://paypal.com.someone.github.io/')).toMatchObject([{ data: { registrable: 'someone.github.io' } }]);
  });

});

describe('no-confusable-host: what target embedding leaves alone', () => {
  it('does not report the domain itself, its subdomains, or its name under another public suffix', () => {
    for (const host of ['paypal.com', 'www.paypal.com', 'paypal.com.paypal.com', 'paypal.com.au', 'www.paypal.com.au', 'google.com.hk', 'www.google.com.de', 'apple.com.cn', 'paypal.com.']) {
      expect(run(`https://${host}/`), host).toEqual([]);
    }
  });

  it('does not report unrelated names that share a label with a well-known domain', () => {
    for (const host of ['registry.npmjs.org', 'maps.googleapis.com', 'google-analytics.com', 'www-google-analytics.l.google.com', 'api.github.com', 'raw.githubusercontent.com', 'paypal.community.io', 'docs.aws.amazon.com']) {
      expect(run(`https://${host}/`), host).toEqual([]);
    }
  });

  it('leaves a domain at the very end of the host to others (evil-paypal.com is combosquatting, not embedding)', () => {
    expect(run('https://evil-paypal.com/')).toEqual([]);
    expect(run('https://secure.paypal-com/')).toEqual([]);
  });

  it('needs two tokens after the domain, a registrable domain’s worth (so short hosts cost the fast path nothing)', () => {
    expect(run('https://paypal-com.io/')).toEqual([]);
    expect(run('https://www.paypal.com.io/')).toEqual([]);
    expect(run('https://paypal-com-x.io/')).toMatchObject([{ messageId: 'targetEmbedding', data: { registrable: 'paypal-com-x.io' } }]);
  });

  it('needs a registrable domain under a public suffix: never localhost, IP addresses, single labels, .local or .test', () => {
    for (const host of ['localhost', 'paypal', '127.0.0.1', 'paypal.com.localhost', 'paypal.com.local', 'paypal.com.internal', 'paypal.com.test', 'paypal.com.example']) {
      expect(run(`https://${host}/`), host).toEqual([]);
    }
  });

  it('does not protect names shorter than four characters (vk.com, bbc.co.uk), as Chromium', () => {
    expect(run('https://vk.com.evil.io/')).toEqual([]);
    expect(run('https://bbc.co.uk.evil.io/')).toEqual([]);
  });

});

describe('no-confusable-host: target embedding in every form of a host', () => {
  it('reads the host in any case, as Unicode or Punycode, in any scheme, and not across a placeholder', () => {
    expect(run('https://PayPal.COM.evil.io/')).toMatchObject([{ messageId: 'targetEmbedding', data: { host: '"PayPal.COM.evil.io"', domain: 'paypal.com' } }]);
    expect(run('wss://paypal.com.evil.io:8443/socket')).toMatchObject([{ messageId: 'targetEmbedding' }]);
    expect(run('https://paypal.com.${tenant}.io/')).toEqual([]);
    expect(run('https://paypal.com.bücher.de/')).toMatchObject([{ data: { host: '"paypal.com.bücher.de"', registrable: 'bücher.de' } }]);
    expect(run('https://paypal.com.xn--bcher-kva.de/')).toMatchObject([{ data: { host: '"paypal.com.xn--bcher-kva.de" (paypal.com.bücher.de)', registrable: 'bücher.de' } }]);
  });

  it('protects protectedDomains too, given in Unicode or Punycode', () => {
    expect(run('https://example.com.evil.io/', { protectedDomains: ['example.com'] })).toMatchObject([{ data: { domain: 'example.com' } }]);
    expect(run('https://example-com.evil.io/')).toEqual([]);
    expect(run('https://bücher.de.evil.io/', { protectedDomains: ['xn--bcher-kva.de'] })).toMatchObject([{ data: { domain: 'bücher.de' } }]);
    expect(run('https://xn--bcher-kva.de.evil.io/', { protectedDomains: ['bücher.de'] })).toMatchObject([{ data: { domain: 'bücher.de' } }]);
    expect(run('https://shop.example.com/', { protectedDomains: ['example.com'] })).toEqual([]);
  });

  it('reports a look-alike of a domain once, as a look-alike, and label problems beside an embedding', () => {
    expect(run('https://paypal.com.аpple.com/').map((f) => f.messageId)).toEqual(['lookalike']);
    expect(run('https://paypal.com.i♥ny.io/').map((f) => f.messageId)).toEqual(['targetEmbedding', 'notAllowed']);
  });

  it('is reported under the recommended preset, also through the fast path for plain URLs', () => {
    expect(analyze('https://paypal.com.evil.io/').map((f) => f.ruleId)).toEqual(['no-confusable-host']);
    expect(analyze('https://paypal.com.evil.io/', { fastPath: false }).map((f) => f.ruleId)).toEqual(['no-confusable-host']);
    expect(analyze('https://www.paypal.com/')).toEqual([]);
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
