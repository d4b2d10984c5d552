import { parse } from '@typescript-eslint/typescript-estree';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import { createCandidateCollector, findUrlCandidates, type CollectorOptions, type UrlCandidate } from './candidates.js';
import type { EstreeNode } from './estree.js';
import { analyzeCandidate } from './mapped-candidate.js';

/** Parsed without ESLint, as the language server does. */
function candidatesOf(code: string, jsx = true) {
  const program = parse(code, { range: true, jsx }) as unknown as EstreeNode;
  return findUrlCandidates(program, code).map((c) => ({
    value: c.value,
    context: c.context,
    identifier: c.identifier,
    holes: c.holes,
    source: code.slice(...c.range),
  }));
}

describe('findUrlCandidates on a typescript-estree Program: URL contexts', () => {
  it('marks every URL context of SPEC §4 as reference', () => {
    const code = [
      "fetch('/a'); window.fetch('/b'); new URL('/c', '/d'); new Request('/e');",
      "window.open('/f'); xhr.open('GET', '/g'); location.assign('/h'); location.replace('/i');",
      "location = '/j'; location.href = '/k'; a.href = '/l'; img.src = '/m'; import('https://n.example/');",
      "axios.get('/o'); api.post('/p'); this.http.put('/q'); client.patch('/r'); ky.delete('/s'); got.head('/t'); axios.request('/u');",
      "el.setAttribute('src', '/v');",
      "const x = <a href='/w' src='/x' action='/y' formAction='/z' poster='/1' srcSet='/2 1x, /3 2x' />;",
      "fetch(c ? '/4' : '/5'); fetch(u ?? '/6'); fetch('/7' as string); fetch('/8' satisfies string);",
    ].join('\n');
    const refs = candidatesOf(code).filter((c) => c.context === 'reference').map((c) => c.value);
    expect(refs).toEqual([
      '/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i', '/j', '/k', '/l', '/m', 'https://n.example/',
      '/o', '/p', '/q', '/r', '/s', '/t', '/u', '/v', '/w', '/x', '/y', '/z', '/1', '/2', '/3',
      '/4', '/5', '/6', '/7', '/8',
    ]);
  });

  it('takes an assignment to `location` as a navigation only where no variable of that name is declared around it', () => {
    const code = [
      'location = "/a"; function g() { if (x) { location = "/b"; } }',
      // svelte's hydration warning: a local variable named location
      'function f(loc) { let location; if (loc) { location = `near ${loc.file}:${loc.line}`; } else { location = "in x"; } return location; }',
      'function h(location = "") { location = "/c d"; } const k = ({ a: [location] }) => { location = "/e f"; };',
      'function m() { if (x) { for (;;) { var location; } } location = "/g h"; }',
      'try { x(); } catch (location) { location = "/i j"; }',
      'for (let location of xs) { location = "/k l"; }',
    ].join('\n');
    const refs = candidatesOf(code).filter((c) => c.context === 'reference').map((c) => c.value);
    expect(refs).toEqual(['/a', '/b']);
  });

  it('leaves other calls and assignments in the absolute context', () => {
    const code = "map.get('/a'); app.post('/b', h); x.title = '/c'; foo('/d'); const e = <a title='/e' />;";
    expect(candidatesOf(code).every((c) => c.context === 'absolute')).toBe(true);
  });

  it('marks namespace contexts as identifiers', () => {
    const code = [
      "document.createElementNS('http://n/1', 'svg'); el.setAttributeNS('http://n/2', 'xlink:href', '/a');",
      "const s = <svg xmlns='http://n/3' xmlnsXlink='http://n/4' xmlns:foo='http://n/5' />;",
    ].join('\n');
    const ids = candidatesOf(code).filter((c) => c.identifier).map((c) => c.value);
    expect(ids).toEqual(['http://n/1', 'http://n/2', 'http://n/3', 'http://n/4', 'http://n/5']);
  });

  it('takes configured contexts', () => {
    const code = "myFetch('/a'); fetch('/b'); http2.get('/c'); el.dataUrl = '/d'; const e = <Img hiRes='/e' />;";
    const program = parse(code, { range: true, jsx: true }) as unknown as EstreeNode;
    const refs = findUrlCandidates(program, code, {
      urlContexts: { functions: ['myFetch'], clients: ['http2'], clientMethods: ['get'], properties: ['dataUrl'], attributes: ['hiRes'], defaults: false },
    })
      .filter((c) => c.context === 'reference')
      .map((c) => c.value);
    expect(refs).toEqual(['/a', '/c', '/d', '/e']);
  });
});

describe('findUrlCandidates on a typescript-estree Program: strings that are no URL, or an identifier', () => {
  it('takes a module specifier for a URL only with a URL scheme', () => {
    const code = [
      "import a from 'virtual:my-module'; import 'node:fs'; export * from 'npm:pkg'; export { b } from 'jsr:@std/path';",
      "const c = require('bun:test'); require.resolve('./a b.js'); import('virtual:x'); import.meta.resolve('#internal:x');",
      "import d from 'https://deno.land/x/a b.ts'; import('data:text/javascript,export default 1'); require('file:///x/a.js');",
    ].join('\n');
    expect(candidatesOf(code).map((c) => [c.value, c.context])).toEqual([
      ['https://deno.land/x/a b.ts', 'reference'],
      ['data:text/javascript,export default 1', 'reference'],
      ['file:///x/a.js', 'reference'],
    ]);
  });

  it('never takes a test title for a URL', () => {
    // (`.only` and `.skip` are written apart: this is code to read, not focused or skipped tests)
    const code = "it('https://x.example/issues/1 a b', f); test" + ".only('https://x.example/a b', f); t.test('https://x.example/ c', f); describe" + ".skip(`https://${h}/ d`, f);";
    expect(candidatesOf(code)).toEqual([]);
  });

  it('marks identifier keys and builder ids as identifiers, and a parse base as one unless the URL is requested', () => {
    const code = [
      "const s = { $schema: 'http://json-schema.org/draft-07/schema#', '$id': 'http://x.example/s', other: 'http://x.example/o' };",
      "Schema.object().id('http://x.example/user'); const p = new URL(path, 'http://vite.dev').pathname; fetch(new URL('/r', 'http://api.example/'));",
    ].join('\n');
    expect(candidatesOf(code).map((c) => [c.value, c.identifier])).toEqual([
      ['http://json-schema.org/draft-07/schema#', true],
      ['http://x.example/s', true],
      ['http://x.example/o', false],
      ['http://x.example/user', true],
      ['http://vite.dev', true],
      ['/r', false],
      ['http://api.example/', false],
    ]);
  });

  it('leaves a key given to an HTTP client alone unless it has the shape of a URL', () => {
    const code = "client.get('user:1'); client.get('ns:type:id'); axios.get('tel:+1-484-695-3408'); client.get('http:/x'); client.get('/a b');";
    expect(candidatesOf(code).map((c) => c.value)).toEqual(['tel:+1-484-695-3408', 'http:/x', '/a b']);
  });
});

describe('findUrlCandidates on a typescript-estree Program: values and source maps', () => {
  it('gives template expressions and unknown + operands one placeholder each', () => {
    const [t] = candidatesOf('const u = `https://${host}:${port}/a`;');
    expect(t).toMatchObject({ value: 'https://x:x/a', holes: [{ start: 8, end: 9 }, { start: 10, end: 11 }] });
    const [c] = candidatesOf("const u = 'https://' + host + '/a?q=' + q;");
    expect(c).toMatchObject({ value: 'https://x/a?q=x', holes: [{ start: 8, end: 9 }, { start: 14, end: 15 }] });
    const [p] = candidatesOf("fetch(base + '/users');");
    expect(p).toMatchObject({ value: 'x/users', context: 'reference', holes: [{ start: 0, end: 1 }] });
  });

  it('skips tagged templates but walks their expressions', () => {
    expect(candidatesOf("const h = html`<a href='/x y'>${'https://a'}</a>`;").map((c) => c.value)).toEqual(['https://a']);
  });

  it('decodes JSX entities and maps them back', () => {
    const code = '<a href="https://x.com/?a=1&amp;b=2 3" />;';
    const program = parse(code, { range: true, jsx: true }) as unknown as EstreeNode;
    const [c] = findUrlCandidates(program, code);
    expect(c.value).toBe('https://x.com/?a=1&b=2 3');
    const amp = c.map.toSource(18, 19)!;
    expect(code.slice(...amp)).toBe('&amp;');
  });

  it('finds the same candidates in an espree Program (parity with ESLint)', () => {
    const code = "const a = `https://x/${b}/c d`; fetch('/e' + f); const g = <a href=\"h&amp;i\" srcSet='/j 1x' />;";
    const fromTs = findUrlCandidates(parse(code, { range: true, jsx: true }) as unknown as EstreeNode, code);
    const fromEspree = findUrlCandidates(
      espree.parse(code, { range: true, ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } }) as unknown as EstreeNode,
      code,
    );
    const shape = (cs: typeof fromTs) => cs.map((c) => [c.value, c.range, c.context, c.holes, c.map.toSource(0, c.value.length)]);
    expect(shape(fromEspree)).toEqual(shape(fromTs));
  });

  it('places core findings and fixes in the source', () => {
    const code = "fetch('/api/users?name=John\\x20Doe');";
    const program = parse(code, { range: true }) as unknown as EstreeNode;
    const [c] = findUrlCandidates(program, code);
    const [f] = analyzeCandidate(c, { preset: 'none', rules: { 'no-unencoded-characters': 'error' } });
    expect(code.slice(...f.range)).toBe('\\x20');
    expect(f.fix).toEqual([{ range: [27, 31], text: '%20' }]);
  });
});

describe('createCandidateCollector: values its caller has settled', () => {
  /** The collector fed as ESLint feeds it: parents set first, then the string-like nodes in order. */
  function collected(code: string, settled?: (value: string) => boolean): string[] {
    return collectedWith(code, { settled }).map((c) => c.value);
  }

  function collectedWith(code: string, options: CollectorOptions): UrlCandidate[] {
    const program = espree.parse(code, { range: true, ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } }) as unknown as EstreeNode;
    const { listeners, candidates } = createCandidateCollector(code, options);
    const visit = (node: EstreeNode, parent: EstreeNode | undefined): void => {
      node.parent = parent;
      if (node.type === 'Literal') listeners.Literal(node);
      if (node.type === 'TemplateLiteral') listeners.TemplateLiteral(node);
      for (const [key, child] of Object.entries(node)) {
        if (key === 'parent') continue;
        for (const c of Array.isArray(child) ? child : [child]) if (c && typeof (c as EstreeNode).type === 'string') visit(c as EstreeNode, node);
      }
    };
    visit(program, undefined);
    return candidates();
  }

  it('makes no candidate of a settled literal, template, concatenation or srcset list (its one entry is the value itself)', () => {
    const code = [
      "fetch('https://settled.example/a'); fetch('https://kept.example/b');",
      'const t = `https://settled.example/${id}`; const u = `https://kept.example/${id}`;',
      "const c = 'https://settled.example/' + id; const d = 'https://kept.example/' + id;",
      "const img = <img srcSet='https://settled.example/1.png' />;",
    ].join('\n');
    const settled = (value: string) => value.startsWith('https://settled.');
    expect(collected(code)).toHaveLength(7);
    expect(collected(code, settled)).toEqual([
      'https://kept.example/b',
      'https://kept.example/x',
      'https://kept.example/x',
    ]);
  });

  it('gives each candidate to onCandidate as the traversal finds it, the same candidates, and keeps none', () => {
    const code = "fetch('/a b'); const c = 'https://h.example:443/' + y; const img = <img srcSet='/1.png 1x, /2.png 2x' />;";
    const given: UrlCandidate[] = [];
    expect(collectedWith(code, { onCandidate: (c) => given.push(c) })).toEqual([]);
    const kept = collectedWith(code, {});
    expect(given.map((c) => [c.value, c.range, c.context])).toEqual(kept.map((c) => [c.value, c.range, c.context]));
    expect(given.map((c) => code.slice(...c.range))).toEqual(["'/a b'", "'https://h.example:443/' + y", "'/1.png 1x, /2.png 2x'", "'/1.png 1x, /2.png 2x'"]);
    expect(given.map((c) => c.value)).toEqual(['/a b', 'https://h.example:443/x', '/1.png', '/2.png']); // `y` is a hole, read as x
  });
});
