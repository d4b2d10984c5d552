import { parse } from '@typescript-eslint/typescript-estree';
import { describe, expect, it } from 'vitest';
import type { EstreeNode } from './estree.js';
import { cookedValue } from './js-literals.js';
import { PLACEHOLDER } from './value-map.js';

/** The first template literal of `code`, as typescript-estree gives it. */
function template(code: string): EstreeNode {
  const program = parse(code, { range: true }) as unknown as EstreeNode;
  const init = ((program.body as EstreeNode[])[0].declarations as EstreeNode[])[0].init as EstreeNode;
  return init.type === 'TaggedTemplateExpression' ? (init.quasi as EstreeNode) : init;
}

describe('cookedValue', () => {
  it('is the cooked text of a template without expressions', () => {
    expect(cookedValue(template('const u = `https://x.example/a\\u0020b`;'))).toBe('https://x.example/a b');
  });

  it('puts one placeholder where each expression stands, between the cooked quasis', () => {
    expect(cookedValue(template('const u = `${base}/users/${id}?q=${q}`;'))).toBe(`${PLACEHOLDER}/users/${PLACEHOLDER}?q=${PLACEHOLDER}`);
    expect(cookedValue(template('const u = `a${b}`;'))).toBe(`a${PLACEHOLDER}`);
  });

  it('reads a quasi without a cooked value (an invalid escape in a tagged template) as empty', () => {
    expect(cookedValue(template('const u = tag`\\unicode${x}/b`;'))).toBe(`${PLACEHOLDER}/b`);
  });

  it('gives the value of a string literal as it is', () => {
    const literal = { type: 'Literal', value: 'https://x.example/' } as unknown as EstreeNode;
    expect(cookedValue(literal)).toBe('https://x.example/');
  });

  it('gives an empty value for a template node without quasis, which no parser makes', () => {
    expect(cookedValue({ type: 'TemplateLiteral', quasis: [], expressions: [] } as unknown as EstreeNode)).toBe('');
  });
});
