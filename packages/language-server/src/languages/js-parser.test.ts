/**
 * Babel's parser in the server's place of typescript-estree (the parser before, still
 * typescript-eslint's): on tricky TypeScript and JSX, the same candidates, and the same verdict
 * on what does not parse. scripts/parser-parity.mjs compares them on large real code bases.
 */

import { parse as parseWithTypescriptEstree } from '@typescript-eslint/typescript-estree';
import { parseForESLint } from '@typescript-eslint/parser';
import { findUrlCandidates, type EstreeNode } from '@urilint/source';
import { describe, expect, it } from 'vitest';
import { JS_VISITOR_KEYS, parseJavaScript } from './js-parser.js';

const typescriptEstreeKeys = parseForESLint('', {}).visitorKeys;

function typescriptEstree(text: string, languageId: string): EstreeNode {
  return parseWithTypescriptEstree(text, { range: true, comment: true, jsx: languageId !== 'typescript' }) as unknown as EstreeNode;
}

const rows = (program: EstreeNode, text: string, keys: typeof JS_VISITOR_KEYS | typeof typescriptEstreeKeys): string[] =>
  findUrlCandidates(program, text, { visitorKeys: keys }).map((c) => `${c.range} ${c.context} ${c.identifier} ${JSON.stringify(c.value)} ${JSON.stringify(c.holes)}`);

const TSX = `
type Route = \`https://api.example.com/\${string}\`;
enum Hosts { "http://a.com:80/" = 1 }
@Component({ templateUrl: 'http://x.com:80/a' })
export class A<T,> {
  constructor(@Inject("https://user:pw@x.com") private readonly url: string) {}
  accessor home = fetch(\`https://example.com:443/\${this.url}\`) satisfies Promise<Response>;
  load = () => import('./a b.js');
}
const client = api?.get!("/users?name=John Doe");
location.href = (cond ? "HTTP://Example.com" : 'javascript:void 0') as string;
export default <a href="http://x.com/a b" srcSet="/a.png 1x, /b c.png 2x" xmlns:svg="http://www.w3.org/2000/svg">{"https://x.com:443"}</a>;
declare module "http://not-a-url.example" { const x: "https://example.com:80"; }
const t = String.raw\`https://example.com/\\u{zz}\`, u = 'https://' + host + ':443/' + path;
`;

const TS = `let a = <string>value; const b = "https://example.com:443"; let c: typeof import("http://x") = d!;`;

describe('parseJavaScript', () => {
  it('finds the candidates typescript-estree gives on TSX (template literal types, decorators, JSX, concatenations)', () => {
    const ours = rows(parseJavaScript(TSX, 'typescriptreact').program, TSX, JS_VISITOR_KEYS);
    expect(ours.length).toBeGreaterThan(10);
    expect(ours).toEqual(rows(typescriptEstree(TSX, 'typescriptreact'), TSX, typescriptEstreeKeys));
  });

  it('parses `<T>x` as a type assertion in `typescript`, as typescript-estree does', () => {
    expect(rows(parseJavaScript(TS, 'typescript').program, TS, JS_VISITOR_KEYS)).toEqual(rows(typescriptEstree(TS, 'typescript'), TS, typescriptEstreeKeys));
  });

  it('gives the comments with their ranges, line comments marked', () => {
    const text = '// eslint-disable-next-line urilint/x\nlet a = 1; /* b */';
    expect(parseJavaScript(text, 'javascript').comments).toEqual([
      { text: ' eslint-disable-next-line urilint/x', range: [0, 37], line: true },
      { text: ' b ', range: [49, 56], line: false },
    ]);
  });

  // Errors that TypeScript leaves to its type checker (the file parses) and syntax errors (it does not).
  const SNIPPETS = [
    'with (a) { b }', 'delete x;', 'function f(a, a) {}', 'let let = 1;', 'var yield = 1;', 'arguments = 1;', 'let a; let a;',
    'const x;', 'class A { constructor() { super(); } }', 'return 1;', 'break;', 'a: a: ;', 'x = { __proto__: 1, __proto__: 2 }',
    'if (a) function f() {}', 'let [a, ...b,] = c', 'function f(...a, b) {}', 'async function f() { await; }', 'export = x;',
    'import x from "y" assert { type: "json" };', 'class C { constructor(@Inject() x) {} }', 'export @dec class B {}',
    'class C { accessor x = 1 }', 'import defer * as ns from "x"', 'type A = 1; const A = 1;',
    'var x = 010;', 'var s = "\\07";', 'x = 08;', 'x = 1__0;', '`\\unicode`', 'let a = <T>(x: T) => x', 'import type A, { B } from "c"',
    'let s = "unterminated', 'fetch("a"', 'let x: = 1;', 'a ** -b', 'for (var i = 0 in x) {}', 'new a?.b()', 'class A { constructor<T>() {} }',
  ];

  it('parses what typescript-estree parses and rejects what it rejects (typescriptreact)', () => {
    const verdict = (parse: () => unknown): string => {
      try {
        parse();
        return 'parses';
      } catch {
        return 'does not parse';
      }
    };
    const ours = SNIPPETS.map((s) => `${s} → ${verdict(() => parseJavaScript(s, 'typescriptreact'))}`);
    const theirs = SNIPPETS.map((s) => `${s} → ${verdict(() => typescriptEstree(s, 'typescriptreact'))}`);
    expect(ours).toEqual(theirs);
    expect(theirs.filter((v) => v.endsWith('→ parses')).length).toBeGreaterThan(15);
    expect(theirs.filter((v) => v.endsWith('→ does not parse')).length).toBeGreaterThan(10);
  });
});
