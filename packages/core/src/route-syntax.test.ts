import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import type { AnalyzeOptions } from './types.js';

/*
 * Route syntaxes of routers and file-system routers beyond path-to-regexp's `:name`: a named
 * parameter in braces with a regular-expression constraint (`{id:[0-9]+}`, as gorilla/mux,
 * FastRoute, Spring and OpenAPI tools write it), optional parameters of Nuxt and SvelteKit
 * (`[[lang]]`) and SvelteKit's matchers (`[page=integer]`), each only in its complete shape.
 */

const run = analyze;

const reference: AnalyzeOptions = { context: 'reference' };
/** Brackets reported wherever RFC 3986 says so (strict reading of the query too). */
const strictBrackets: AnalyzeOptions = { ...reference, rules: { 'no-unencoded-characters': ['error', { queryBrackets: true }] } };

describe('a named parameter in braces with a constraint', () => {
  it.each([
    '/users/{id}/posts/{postId:[0-9]+}',
    '/articles/{category}/{id:[0-9]+}',
    '/files/{name:[a-z]{2,8}}.txt',
    '/v{version:\\d+}/items',
    '/{slug:[a-z0-9-]+}',
  ])('%s is a route, not a broken URL', (text) => {
    expect(run(text, reference)).toEqual([]);
    expect(run(`https://example.com${text}`)).toEqual([]);
  });

  it.each(['/posts/{:[0-9]+}', '/posts/{1id:[0-9]+}', '/posts/{id:[0-9]+', '/posts/{id:[0-9] +}', '/posts/{id:}'])(
    '%s is no constraint: its braces are reported',
    (text) => {
      expect(run(text, reference).filter((f) => f.ruleId === 'no-unencoded-characters').length).toBeGreaterThan(0);
    },
  );
});

describe('optional parameters and matchers of file-system routers', () => {
  it.each(['/[[lang]]/about', '/docs/[[lang]]', '/blog/[page=integer]', '/[[lang=locale]]/blog/[slug]', 'https://example.com/[[lang]]/about'])(
    '%s is a route, not a broken URL',
    (text) => {
      expect(run(text, text.startsWith('/') ? strictBrackets : {})).toEqual([]);
    },
  );

  it.each(['/blog/[[lang]', '/blog/[lang]]', '/blog/[[lang]]x', '/blog/x[[lang]]', '/blog/[page=]', '/blog/[=integer]', '/blog/[page==integer]', '/blog/[[[lang]]]'])(
    '%s is no route segment: its brackets are reported',
    (text) => {
      expect(run(text, strictBrackets).filter((f) => f.ruleId === 'no-unencoded-characters').length).toBeGreaterThan(0);
    },
  );
});
