import { existsSync } from 'node:fs';
import { RULES } from '@urilint/core';
import { expect, it } from 'vitest';

it('every rule of the registry has its ESLint snapshot test and snapshot', () => {
  const missing = RULES.flatMap((rule) =>
    [`${rule.id}.test.ts`, `__snapshots__/${rule.id}.eslintsnap`].filter((f) => !existsSync(new URL(f, import.meta.url))),
  );
  expect(missing).toEqual([]);
});
