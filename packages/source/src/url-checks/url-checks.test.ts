import { parse as babelParse } from '@babel/parser';
import { parse as tsParse } from '@typescript-eslint/typescript-estree';
import { describe, expect, it } from 'vitest';
import { walkWithParents, type EstreeNode, type ParentOf } from '../estree.js';
import { UrlCheckCollector, findIncompleteUrlChecks } from './index.js';
import { kindOfName, nameWords } from './vocabulary.js';

/** The program as the language server parses it: Babel with its `estree` plugin, without `range` (start and end only). */
function babel(code: string): EstreeNode {
  return babelParse(code, { sourceType: 'module', plugins: ['estree', 'typescript'], errorRecovery: true }).program as unknown as EstreeNode;
}

function typescriptEstree(code: string): EstreeNode {
  return tsParse(code, { range: true, loc: true }) as unknown as EstreeNode;
}

const CODE = [
  "if (url.startsWith('https://example.com')) redirect(url);",
  "if (referer.includes('example.com')) allow();",
  "if (host.endsWith('example.com')) trust();",
  "if (/^https?:\\/\\/www.example.com/.test(url)) go(url);",
  "if (!href.startsWith('javascript:')) render(href);",
  "if (bookmarks.includes('https://github.com')) show();",
].join('\n');

const summary = (code: string, program: EstreeNode) =>
  findIncompleteUrlChecks(program, code).map((f) => ({ id: f.messageId, text: code.slice(...f.range), edit: f.suggestions?.[0]?.edits[0] }));

describe('findIncompleteUrlChecks', () => {
  it('finds the same checks, at the same ranges, in the trees of typescript-estree and of Babel', () => {
    const ts = summary(CODE, typescriptEstree(CODE));
    expect(ts.map((f) => [f.id, f.text])).toEqual([
      ['prefixWithoutEnd', "url.startsWith('https://example.com')"],
      ['substringOfUrl', "referer.includes('example.com')"],
      ['suffixWithoutDot', "host.endsWith('example.com')"],
      ['regexHostNotEnded', 'www.example.com'],
      ['regexUnescapedDot', '.'],
      ['schemeByString', "href.startsWith('javascript:')"],
    ]);
    expect(summary(CODE, babel(CODE))).toEqual(ts);
  });

  it('follows a regular expression constant to where it is read, and takes only `=` and declarations for a value, as ESLint does', () => {
    const code = "const ALLOWED = /^https:\\/\\/example\\.com/;\nif (ALLOWED.test(url)) go(url);\nlet u = link;\nu += tail.toLowerCase();\nif (u.startsWith('javascript:')) block();";
    const findings = findIncompleteUrlChecks(typescriptEstree(code), code);
    expect(findings.map((f) => [f.messageId, code.slice(...f.range)])).toEqual([
      ['regexHostNotEnded', 'ALLOWED'],
      ['schemeByString', "u.startsWith('javascript:')"],
    ]);
    // `u += tail.toLowerCase()` does not lower-case u: the bypass is still an upper-case scheme.
    expect(findings[1].data).toMatchObject({ bypass: 'Javascript:alert(1)' });
  });

  it('gives each finding its message, data and severity, and a suggestion that edits the source', () => {
    const code = "if (host.endsWith('example.com')) trust();";
    const [finding] = findIncompleteUrlChecks(typescriptEstree(code), code, { severity: 'warn' });
    expect(finding).toMatchObject({
      ruleId: 'no-incomplete-url-check',
      severity: 'warn',
      message: 'This suffix check of "example.com" lets "evilexample.com" through: the host is not cut at a label boundary.',
      data: { literal: 'example.com', bypass: 'evilexample.com' },
      range: [4, 32],
    });
    expect(finding.fix).toBeUndefined();
    expect(finding.suggestions).toEqual([
      {
        messageId: 'compareHost',
        message: "Compare the host exactly or at a label boundary: host === 'example.com' || host.endsWith('.example.com')",
        data: { replacement: "host === 'example.com' || host.endsWith('.example.com')" },
        edits: [{ range: [4, 32], text: "host === 'example.com' || host.endsWith('.example.com')" }],
      },
    ]);
  });

  it('reads names by their last word, and leaves plurals and questions alone', () => {
    expect(nameWords('REDIRECT_URL')).toEqual(['redirect', 'url']);
    expect(nameWords('x-forwarded-host')).toEqual(['x', 'forwarded', 'host']);
    expect(['redirectUrl', 'returnURI', 'origin', 'cookieDomain', 'urls', 'isUrl', 'urlPattern'].map(kindOfName)).toEqual(['url', 'url', 'url', 'host', undefined, undefined, undefined]);
  });

  it('does not report checks inside a test, a scheme check of a rewritten value, nor data: alone', () => {
    const code = [
      "it('routes', () => { if (hostname.includes('test.example.com')) respond(); });",
      "if (url.replace(/\\s/g, '').toLowerCase().startsWith('javascript:')) block();",
      "if (url.startsWith('data:')) inline(url);",
    ].join('\n');
    expect(findIncompleteUrlChecks(typescriptEstree(code), code)).toEqual([]);
  });

  it('tells onError of a check whose analysis throws and goes on; throws without it', () => {
    // A tree no parser gives: a method call without its object, as a stand-in for a bug.
    const call = { type: 'CallExpression', range: [4, 9], callee: { type: 'MemberExpression', computed: false, object: null, property: { type: 'Identifier', name: 'startsWith' } }, arguments: [{ type: 'Literal', value: 'javascript:', range: [5, 8] }] };
    const program = { type: 'Program', range: [0, 20], body: [{ type: 'IfStatement', range: [0, 20], test: call, consequent: { type: 'EmptyStatement', range: [19, 20] }, alternate: null }] } as unknown as EstreeNode;
    const errors: Array<[number, number]> = [];
    expect(findIncompleteUrlChecks(program, "if (x.startsWith('javascript:'));", { onError: (_error, range) => errors.push(range) })).toEqual([]);
    expect(errors).toEqual([[4, 9]]);
    expect(() => findIncompleteUrlChecks(program, "if (x.startsWith('javascript:'));")).toThrow(TypeError);
  });
});

describe('UrlCheckCollector', () => {
  /** A collector told every literal of `code`, as ESLint's traversal tells it. */
  function told(code: string): UrlCheckCollector {
    const literals: EstreeNode[] = [];
    let parentOf: ParentOf = () => undefined;
    walkWithParents(typescriptEstree(code), undefined, (node, parents) => {
      parentOf = parents;
      if (node.type === 'Literal' || node.type === 'TemplateLiteral') literals.push(node);
    });
    const collector = new UrlCheckCollector({ valuesOf: () => undefined, readsOf: () => [] }, (n) => parentOf(n));
    for (const node of literals) collector.literal(node);
    return collector;
  }

  it('has found a check only where a literal that can name a host stands in a call that may be a check', () => {
    // A host-like literal outside a check call, and a check call whose literal names no host.
    const none = "const site = 'example.com'; log('a.b', `c:${d}`); if (file.endsWith('js')) load(file);";
    expect(told(none).found).toBe(false);
    expect(told(none).findings(none)).toEqual([]);
    const one = `${none} if (url.startsWith('https://example.com')) go(url);`;
    expect(told(one).found).toBe(true);
    expect(told(one).findings(one).map((f) => f.messageId)).toEqual(['prefixWithoutEnd']);
  });
});
