/**
 * The committed API reports (api/<package>.api.md) are the packages' public API as built: a change
 * of an exported name or signature fails here until `npm run api-report` is run and the diff is
 * committed, so that API changes show in review (cspell's api/api.d.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { PACKAGES, apiReport } from '../scripts/api-report.mjs';

describe('API reports', () => {
  for (const name of PACKAGES as string[]) {
    it(`api/${name}.api.md is the built API of @urilint/${name} (run \`npm run api-report\`)`, () => {
      const committed = readFileSync(new URL(`../api/${name}.api.md`, import.meta.url), 'utf8');
      expect(apiReport(name)).toBe(committed);
    });
  }
});
