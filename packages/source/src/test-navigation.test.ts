import { parse } from '@typescript-eslint/typescript-estree';
import { describe, expect, it } from 'vitest';
import { findUrlCandidates } from './candidates.js';
import type { EstreeNode } from './estree.js';
import type { UrlContextSettings } from './url-contexts.js';

/*
 * Test-framework navigation takes a URL: Cypress `cy.visit`/`cy.request`, Playwright and
 * Puppeteer `page.goto`, supertest `request(app).get(…)`.
 */

function references(code: string, urlContexts?: UrlContextSettings): string[] {
  const program = parse(code, { range: true }) as unknown as EstreeNode;
  return findUrlCandidates(program, code, { urlContexts })
    .filter((c) => c.context === 'reference')
    .map((c) => c.value);
}

describe('test-framework navigation is a URL context', () => {
  it('Cypress', () => {
    expect(references("cy.visit('/users?sort=name asc'); cy.request('/api/users');")).toEqual(['/users?sort=name asc', '/api/users']);
  });

  it('Playwright and Puppeteer', () => {
    expect(references("await page.goto('/login'); await this.page.goto('/a b'); await popup.goto('/c');")).toEqual(['/login', '/a b']);
  });

  it('supertest: a request built from a client call', () => {
    const code = "await request(app).get('/users?sort=name asc'); await request(app).post('/items').send({}); await supertest(server).delete('/x');";
    expect(references(code)).toEqual(['/users?sort=name asc', '/items', '/x']);
  });

  it('not other calls of the same method names', () => {
    expect(references("map.goto('/a'); visit('/b'); router.visit('/c'); cache(app).get('/d'); request(app).send('/e');")).toEqual([]);
  });

  it('is configurable: the lists can be replaced', () => {
    const code = "cy.visit('/a'); page.goto('/b'); request(app).get('/c'); browser.url('/d');";
    expect(references(code, { defaults: false, functions: ['browser.url'] })).toEqual(['/d']);
  });
});
