/**
 * Through real ESLint: route syntaxes beyond path-to-regexp's `:name` (a named parameter with its
 * constraint inside braces; optional parameters and matchers of file-system routers) are no
 * broken URLs, and a bracket or brace next to them that belongs to no such shape still is.
 */
import { describe, expect, it } from 'vitest';
import { lintCase, reportsOfEveryRule as reports, type SnapshotCase } from '../support/eslint-snapshot.js';

describe('route syntaxes that no rule reports', () => {
  it.each<SnapshotCase>([
    { code: "fetch('/articles/{category}/{id:[0-9]+}'); const api = new URL('https://example.com/v{version:\\\\d+}/items');" },
    { filename: 'page.jsx', code: 'const a = <><a href="/[[lang]]/about" /><Link to="/blog/[page=integer]" /><a href="/[[lang=locale]]/docs/[...path]" /></>;' },
  ])('$code', (c) => {
    expect(reports(c)).toEqual([]);
  });
});

describe('brackets and braces of no route syntax', () => {
  it('are still reported', () => {
    const code = "fetch('/blog/[[lang]]x/{1id:[0-9]+}');";
    const columns = lintCase('no-unencoded-characters', { code }).map((m) => code[m.column - 1]);
    expect(columns).toEqual(expect.arrayContaining(['[', '{']));
  });
});
