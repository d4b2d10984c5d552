import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; the built packages are tested where a real binary or
    // bundle is what users run (language server over stdio, the packaged extension).
    alias: {
      '@urilint/core': here('./packages/core/src/index.ts'),
      '@urilint/source': here('./packages/source/src/index.ts'),
      '@urilint/eslint-plugin': here('./packages/eslint-plugin/src/index.ts'),
      // (the subpath first: an alias also matches the ids that continue its name with '/')
      '@urilint/language-server/protocol': here('./packages/language-server/src/protocol.ts'),
      '@urilint/language-server': here('./packages/language-server/src/index.ts'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/tests/**/*.test.ts', 'test/**/*.test.ts', 'extension/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'test/e2e/**'],
    testTimeout: 20_000,
    pool: 'forks',
    // Memory tests measure the heap after a real collection.
    execArgv: ['--expose-gc'],
    // A rule that throws fails the test, whichever adapter it ran under.
    setupFiles: ['test/setup/rule-errors.ts', 'test/setup/fast-check.ts'],
  },
});
