/**
 * ESLint directives as the server honours them (directives.ts): those that name only other
 * plugins' rules disable nothing here, so a file whose directives are all such is `empty`.
 */

import { describe, expect, it } from 'vitest';
import { Directives } from './directives.js';

/** Block and line comments at the given offsets, one a line (line i starts at offset 100 i). */
function directives(comments: Array<[text: string, line: number, block?: boolean]>): Directives {
  const list = comments.map(([text, line, block]) => ({ text, range: [100 * line, 100 * line + text.length + 4] as [number, number], line: !block }));
  return new Directives(list, (offset) => Math.floor(offset / 100));
}

describe('Directives', () => {
  it('is empty when every directive names only other rules', () => {
    const d = directives([
      [' eslint-disable-next-line no-console', 1],
      [' eslint-disable no-alert, @typescript-eslint/no-explicit-any -- legacy ', 3, true],
      [' eslint-enable no-alert ', 9, true],
      [' eslint-disable-line react/jsx-key', 12],
    ]);
    expect(d.empty).toBe(true);
    expect(d.disabled('urilint/no-credentials', 250, 2)).toBe(false);
    expect(d.disabled('urilint/no-credentials', 1250, 12)).toBe(false);
  });

  it('keeps a directive that names a urilint rule among others, and one that names none (all rules)', () => {
    const named = directives([[' eslint-disable-next-line no-console, urilint/no-credentials', 1]]);
    expect(named.empty).toBe(false);
    expect(named.disabled('urilint/no-credentials', 250, 2)).toBe(true);
    expect(named.disabled('urilint/no-default-port', 250, 2)).toBe(false);
    const all = directives([[' eslint-disable ', 1, true]]);
    expect(all.empty).toBe(false);
    expect(all.disabled('urilint/no-default-port', 250, 2)).toBe(true);
  });
});
