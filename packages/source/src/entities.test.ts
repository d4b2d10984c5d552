import { readFileSync } from 'node:fs';
import { parse } from '@typescript-eslint/typescript-estree';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { OUTPUT, generate } from '../scripts/generate-entities.mjs';
import { XHTML_ENTITIES } from './entities.js';
import type { EstreeNode } from './estree.js';

/** The value each JSX parser gives `<a t="&name;" />`, for every name of the table. */
function parsedAttributeValues(parser: (code: string) => EstreeNode): Map<string, string> {
  const names = Object.keys(XHTML_ENTITIES);
  const code = `<>${names.map((n) => `<a t="&${n};" />`).join('')}</>`;
  const fragment = ((parser(code).body as EstreeNode[])[0].expression as EstreeNode).children as EstreeNode[];
  const values = fragment.map((element) => {
    const attribute = ((element.openingElement as EstreeNode).attributes as EstreeNode[])[0];
    return (attribute.value as EstreeNode).value as string;
  });
  return new Map(names.map((n, k) => [n, values[k]]));
}

describe('generated XHTML entity table', () => {
  it('is up to date with data/xhtml-entities.json (run `npm run generate`)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(generate());
  });

  it('decodes every name as espree and typescript-estree decode it in a JSX attribute', () => {
    const expected = new Map(Object.entries(XHTML_ENTITIES));
    const fromEspree = parsedAttributeValues((code) => espree.parse(code, { ecmaVersion: 'latest', ecmaFeatures: { jsx: true } }) as unknown as EstreeNode);
    const fromTypescriptEstree = parsedAttributeValues((code) => parse(code, { jsx: true }) as unknown as EstreeNode);
    expect(fromEspree).toEqual(expected);
    expect(fromTypescriptEstree).toEqual(expected);
    expect(expected.size).toBe(253);
  });
});
