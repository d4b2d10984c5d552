/**
 * Where test code and test data live (SPEC §4 "Test code"): the presets apply to main code and not
 * to these files, as SonarQube scopes its rules to main code and not to test code. In a
 * well-tested library almost every finding in a test is a deliberate input.
 *
 * Globs in ESLint's syntax (minimatch, relative to the config's directory): the ESLint plugin's
 * presets put them in `ignores`, its `*-tests` presets in `files`, and the language server matches
 * them against a file's path in its workspace folder where it falls back to the presets' defaults.
 * Defined once, here, so that both adapters read the same list.
 */
export const TEST_FILE_GLOBS: readonly string[] = Object.freeze([
  '**/*.{test,spec}.*',
  '**/*.test-d.*', // tsd's type tests
  '**/test.*', // a package's one test file at its root
  '**/__tests__/**',
  '**/test/**',
  '**/tests/**',
  '**/__mocks__/**',
  '**/fixtures/**',
]);
