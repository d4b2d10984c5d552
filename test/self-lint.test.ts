/**
 * The project lints itself with its own plugin: eslint.config.js turns every urilint
 * rule on for the non-test sources, and leaves out the files that hold broken URLs on purpose.
 */
import { ESLint } from 'eslint';
import { RULES } from '@urilint/core';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const urilintRules = async (file: string): Promise<string[]> => {
  const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
  return Object.entries(config.rules ?? {})
    .filter(([id, setting]) => id.startsWith('urilint/') && ![0, 'off'].includes((Array.isArray(setting) ? setting[0] : setting) as string))
    .map(([id]) => id);
};

describe('eslint.config.js', () => {
  it('runs every urilint rule on the sources of the packages, the extension and the scripts', async () => {
    const all = RULES.map((r) => `urilint/${r.id}`).sort();
    for (const file of ['packages/core/src/parse.ts', 'packages/eslint-plugin/src/index.ts', 'extension/src/extension.ts', 'scripts/bench.mjs']) {
      expect((await urilintRules(file)).sort(), file).toEqual(all);
    }
  });

  it('leaves out tests and the files that hold broken URLs on purpose', async () => {
    for (const file of ['packages/core/src/parse.test.ts', 'test/oracle.test.ts', 'scripts/fuzz.mjs', 'scripts/bench/adversarial.mjs']) {
      expect(await urilintRules(file), file).toEqual([]);
    }
  });
});
