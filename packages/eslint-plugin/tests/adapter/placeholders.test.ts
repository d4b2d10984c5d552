/**
 * Through real ESLint: placeholders recognized only where their shape is unambiguous (route
 * constraints, Next.js segments, SQL LIKE wildcards, narrow printf conversions, scp-like git
 * remotes), the misses they used to hide, `String.raw` templates and test-framework navigation.
 */
import { describe, expect, it } from 'vitest';
import { applyEdits, lintCase, reportsOfEveryRule as reports, type SnapshotCase } from '../support/eslint-snapshot.js';

describe('placeholders that no rule reports', () => {
  it.each<SnapshotCase>([
    { code: "fetch('/posts/:postId{[abc]+}/comments/:id{[0-9]+}'); app.get(':year{[1-9]{1}[0-9]{3}}', h);" },
    { filename: 'file.jsx', code: 'const a = <><Link href="/blog/[slug]" /><Link href="/docs/[...slug]" /><Link href="/shop/[[...slug]]" /></>;' },
    { code: "const patterns = ['https://%.example.com/%', 'http://%']; db.query(sql, ['https://%.example.com/%']);" },
    { code: "const a = 'http://unix:%s:%s'; fetch('/v%version%/node.tar.gz');" },
    { code: 'const dep = "git+ssh://git@github.com:org/repo.git#v1.2.3"; const r = "ssh://git@host:org/repo.git";' },
    { code: 'const q = sql`https://x.com:443/a b`; const h = html`<a href="https://x.com:443/a b">`;' },
  ])('$code', (c) => {
    expect(reports(c)).toEqual([]);
  });
});

describe('what placeholders must not hide', () => {
  it('a stray "%" next to a printf-like letter', () => {
    const c = { code: "fetch('https://example.com/sale/100%off'); const s = 'https://example.com/%success';" };
    const messages = lintCase('no-invalid-percent-encoding', c);
    expect(messages.map((m) => m.column)).toEqual([c.code.indexOf('%off') + 1, c.code.indexOf('%success') + 1]);
  });

  it('a password written as %name% placeholders', () => {
    const c = { code: "const u = 'https://%filtered%:%filtered%@somedomain.com/';" };
    expect(lintCase('no-credentials', c).map((m) => m.messageId)).toEqual(['password']);
  });

  it('a numeric port of a git remote', () => {
    expect(lintCase('valid-port', { code: "const r = 'git+ssh://git@github.com:0022/org/repo.git';" }).map((m) => m.messageId)).toEqual(['leadingZeros']);
  });
});

describe('misses', () => {
  it("'https:://example.com/' with the intended URL as a suggestion", () => {
    const code = "const u = 'https:://example.com/';";
    const [m, ...rest] = lintCase('valid-scheme', { code });
    expect(rest).toEqual([]);
    expect(m.fix).toBeUndefined();
    expect(m.suggestions?.map((s) => applyEdits(code, [s.fix]))).toContain("const u = 'https://example.com/';");
  });

  it("':foo.com' as a reference", () => {
    expect(lintCase('no-unencoded-characters', { code: "fetch(':foo.com');" }).map((m) => m.messageId)).toEqual(['colonInFirstSegment']);
  });

  it("'file:notes.txt' in a URL context", () => {
    expect(lintCase('valid-scheme-syntax', { code: "fetch('file:notes.txt');" }).map((m) => m.messageId)).toEqual(['fileRelative']);
  });
});

describe('String.raw templates', () => {
  it('are analyzed as their raw text, and fixed in place', () => {
    const code = 'const u = String.raw`https://x.com:443/a\\d`;';
    const [m, ...rest] = lintCase('no-default-port', { code });
    expect(rest).toEqual([]);
    const edits = m.fix ? [m.fix] : [m.suggestions![0].fix];
    expect(applyEdits(code, edits)).toBe('const u = String.raw`https://x.com/a\\d`;');
  });
});

describe('test-framework navigation', () => {
  it('cy.visit, page.goto and supertest requests are URL contexts', () => {
    const code = "cy.visit('/users?sort=name asc'); await page.goto('/a b'); await request(app).get('/c d');";
    expect(lintCase('no-unencoded-characters', { code }).map((m) => code.slice(m.column - 1, m.endColumn! - 1))).toEqual([' ', ' ', ' ']);
  });
});
