import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { applyEdits } from './edits.js';
import type { AnalyzeOptions } from './types.js';

/*
 * Placeholders each recognized only where their shape is unambiguous, and the misses that a
 * placeholder or a lenient reading used to hide.
 */

const run = analyze;

function ids(text: string, options: AnalyzeOptions = {}): string[] {
  return run(text, options).map((f) => `${f.ruleId}/${f.messageId}`);
}

const reference: AnalyzeOptions = { context: 'reference' };

describe('route parameters with a regular-expression constraint', () => {
  it.each([
    '/posts/:postId{[abc]+}/comments/:id{[0-9]+}',
    ':year{[1-9]{1}[0-9]{3}}',
    '/post/:date{[0-9]+}/:title{[a-z]+}',
    '/files/:name{.+\\.png}',
    '/archive/:year{[0-9]{4}}?',
  ])('%s is a pattern, not a broken URL', (text) => {
    expect(run(text, reference)).toEqual([]);
    expect(run(`https://example.com${text.startsWith('/') ? '' : '/'}${text}`)).toEqual([]);
  });

  it('still reports braces and brackets that follow no parameter', () => {
    expect(ids('/posts/{[abc]+}', reference).length).toBeGreaterThan(0);
    expect(ids('/posts/id{[0-9]+}', reference).length).toBeGreaterThan(0);
    // An unbalanced constraint is no constraint.
    expect(ids('/posts/:id{[0-9]+', reference).length).toBeGreaterThan(0);
  });
});

describe('Next.js dynamic segments', () => {
  it.each(['/blog/[slug]', '/docs/[...slug]', '/shop/[[...slug]]', '/[locale]/blog/[slug]/edit', '/blog/[slug]?ref=x', 'https://example.com/blog/[slug]'])(
    '%s is a route, not a broken URL',
    (text) => {
      expect(run(text, text.startsWith('/') ? reference : {})).toEqual([]);
    },
  );

  it('only as a whole path segment of an identifier', () => {
    for (const text of ['/blog/x[slug]', '/blog/[slug]x', '/blog/[a b]', '/blog/[]', '/blog/[[slug]]x', '/blog/[[...slug]', '/?ids[0]=1&x=[a]']) {
      expect(ids(text, { ...reference, rules: { 'no-unencoded-characters': ['error', { queryBrackets: true }] } }).length, text).toBeGreaterThan(0);
    }
  });
});

describe('SQL LIKE wildcards', () => {
  it.each(['https://%.example.com/%', 'http://%', 'https://%', 'https://%.example.com/%/items', 'https://%.example.com/docs%', 'https://%example.com/%', 'https://api.%.example.com/'])(
    '%s is a LIKE pattern: no finding and no fix',
    (text) => {
      expect(run(text)).toEqual([]);
    },
  );

  it('not in a string that is percent-encoded elsewhere', () => {
    const findings = run('https://%.example.com/caf%C3%A9/%');
    expect(findings.map((f) => f.ruleId)).toContain('no-invalid-percent-encoding');
  });

  it('not without a wildcard in the host: a trailing "%" alone is a stray one', () => {
    expect(ids('https://example.com/%')).toEqual(['no-invalid-percent-encoding/invalidPercent']);
  });

  it('not inside a segment or a label', () => {
    expect(ids('https://example.com/50%/x/a%b')).toContain('no-invalid-percent-encoding/invalidPercent');
    expect(ids('https://ex%ample.com/')).not.toEqual([]);
  });
});

describe('printf conversions are narrow', () => {
  it.each(['https://example.com/sale/100%off', 'https://example.com/%success', 'https://example.com/%dogs', 'https://example.com/a%image'])(
    '%s: the % is a stray one',
    (text) => {
      const findings = run(text, reference).filter((f) => f.ruleId === 'no-invalid-percent-encoding');
      expect(findings).toHaveLength(1);
      const pct = text.indexOf('%', 8);
      expect(findings[0]).toMatchObject({ start: pct, end: pct + 1 });
    },
  );

  it.each(['http://unix:%s:%s', '/v%version%/', 'http://%s:%d/api', 'https://api.example.com/users/%d', 'https://example.com/%s_%d.png', 'https://example.com/?q=%s&page=%d'])(
    '%s stays a placeholder',
    (text) => {
      expect(run(text, text.startsWith('/') ? reference : {})).toEqual([]);
    },
  );
});

describe('a placeholder password is still a password', () => {
  it('reports %name% placeholders in the password', () => {
    const text = 'https://%filtered%:%filtered%@somedomain.com/';
    const findings = run(text);
    expect(findings).toMatchObject([{ ruleId: 'no-credentials', messageId: 'password' }]);
    expect(findings[0].fix).toBeUndefined();
  });

  it('reports a printf password', () => {
    expect(ids('ftp://user:%s@files.example.com/')).toEqual(['no-credentials/password']);
  });

  it('a placeholder user name alone stays a user name', () => {
    expect(run('https://%user%@somedomain.com/')).toEqual([]);
  });
});

describe('scp-like git remotes', () => {
  it.each(['git+ssh://git@github.com:org/repo.git#v1.2.3', 'ssh://git@host:org/repo.git', 'git+ssh://git@github.com:org/repo.git', 'git://git@github.com:org/repo'])(
    '%s: the part after ":" is a path, not a port',
    (text) => {
      expect(ids(text).filter((id) => id.startsWith('valid-port'))).toEqual([]);
    },
  );

  it('keeps a numeric port a port', () => {
    expect(ids('git+ssh://git@github.com:0022/org/repo.git')).toContain('valid-port/leadingZeros');
    expect(ids('git+ssh://git@github.com:99999/org/repo.git')).toContain('valid-port/outOfRange');
    expect(run('git+ssh://git@github.com:22/org/repo.git').filter((f) => f.ruleId === 'valid-port')).toEqual([]);
  });

  it('reads a port as a port in other schemes', () => {
    expect(ids('https://example.com:org/repo')).toContain('valid-port/nonDigit');
  });
});

describe('misses', () => {
  it("reports 'https:://example.com/' with the intended URL as a suggestion", () => {
    const text = 'https:://example.com/';
    const findings = run(text).filter((f) => f.ruleId === 'valid-scheme');
    expect(findings).toHaveLength(1);
    expect(findings[0].fix).toBeUndefined();
    const suggested = (findings[0].suggestions ?? []).map((s) => applyEdits(text, s.edits));
    expect(suggested).toContain('https://example.com/');
  });

  it("reports ':foo.com' as a reference (colon in the first segment)", () => {
    expect(ids(':foo.com', reference)).toContain('no-unencoded-characters/colonInFirstSegment');
  });

  it("reports 'file:notes.txt' in a URL context as a file URL without an absolute path", () => {
    const findings = run('file:notes.txt', reference);
    expect(findings).toMatchObject([{ ruleId: 'valid-scheme-syntax', messageId: 'fileRelative' }]);
  });
});
