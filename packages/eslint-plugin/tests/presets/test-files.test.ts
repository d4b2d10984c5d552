/**
 * Quiet on test data: the presets apply to main code and not to test files
 * (`ignores`: TEST_FILE_GLOBS), and the `*-tests` presets report in test files with each fix given
 * as a suggestion, so that `eslint --fix` never rewrites a deliberate test input. Linted through
 * real ESLint 10 and 9 (Linter, flat config), as a user's config lists the presets.
 */
import { Linter } from 'eslint';
import { RuleTester } from '@typescript-eslint/rule-tester';
import { Linter as Linter9 } from 'eslint-v9';
import json from '@eslint/json';
import tsParser from '@typescript-eslint/parser';
import { TEST_FILE_GLOBS } from '@urilint/core';
import plugin, { configs, rules } from '@urilint/eslint-plugin';
import { afterAll, describe, expect, it } from 'vitest';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const CODE = "const api = 'https://api.example.com:443/v1';\n";
const FIXED = "const api = 'https://api.example.com/v1';\n";
const TEST_FILES = ['src/a.test.ts', 'test/x.js', 'src/a.spec.jsx', 'tests/unit/url.mjs', 'src/__tests__/url.js', 'src/__mocks__/http.cjs', 'packages/p/fixtures/urls.js'];
const MAIN_FILES = ['src/a.ts', 'lib/testing.js', 'src/latest/url.js', 'src/contest.js'];

/** The project's own configs, which lint every JavaScript and TypeScript file (test files too). */
const BASE: Linter.Config[] = [{ files: ['**/*.{js,mjs,cjs,jsx}'] }, { files: ['**/*.ts'], languageOptions: { parser: tsParser as Linter.Parser } }];

describe.each([
  ['ESLint 10', () => new Linter()],
  ['ESLint 9', () => new Linter9() as unknown as Linter],
])('%s', (_name, newLinter) => {
  const lint = (config: Linter.Config[], filename: string): Linter.LintMessage[] => {
    const messages = newLinter().verify(CODE, [...BASE, ...config], { filename });
    const fatal = messages.find((m) => m.fatal);
    if (fatal) throw new Error(fatal.message);
    return messages;
  };

  it.each(['recommended', 'strict', 'all'] as const)('%s reports nothing in test files, and reports and fixes in main code', (preset) => {
    for (const filename of TEST_FILES) expect(lint([configs[preset]], filename), filename).toEqual([]);
    for (const filename of MAIN_FILES) {
      const messages = lint([configs[preset]], filename);
      expect(messages.map((m) => m.ruleId), filename).toContain('urilint/no-default-port');
      expect(messages.find((m) => m.ruleId === 'urilint/no-default-port')?.fix, filename).toBeDefined();
    }
  });

  it('the tests preset reports in test files, with the fix as a suggestion that --fix does not apply', () => {
    const config = [configs.recommended, configs['recommended-tests']];
    for (const filename of TEST_FILES) {
      const [message, ...rest] = lint(config, filename);
      expect(rest, filename).toEqual([]);
      expect(message).toMatchObject({ ruleId: 'urilint/no-default-port', messageId: 'defaultPort' });
      expect(message.fix).toBeUndefined();
      expect(message.suggestions).toEqual([expect.objectContaining({ messageId: 'urilintFix', desc: 'Fix this urilint/no-default-port problem' })]);
      const { range, text } = message.suggestions![0].fix;
      expect(CODE.slice(0, range[0]) + text + CODE.slice(range[1])).toBe(FIXED);
      expect(newLinter().verifyAndFix(CODE, [...BASE, ...config], { filename }).output, filename).toBe(CODE);
    }
    // Main code keeps its fixes, and the tests preset alone lints no main file.
    expect(newLinter().verifyAndFix(CODE, [...BASE, ...config], { filename: 'src/a.ts' }).output).toBe(FIXED);
    for (const filename of MAIN_FILES) expect(lint([configs['strict-tests']], filename), filename).toEqual([]);
  });

  it("the policy is ESLint's own config: `ignores: []` lints test files like main code", () => {
    const everywhere = { ...configs.recommended, ignores: [] };
    expect(newLinter().verifyAndFix(CODE, [everywhere], { filename: 'test/x.js' }).output).toBe(FIXED);
  });

  it('the presets of other file types leave test data alone too', () => {
    const config = [{ files: ['**/*.json'], plugins: { json }, language: 'json/json' }, configs['recommended-json']] as Linter.Config[];
    const data = '{ "api": "https://api.example.com:443/v1" }\n';
    const lintJson = (filename: string) => newLinter().verify(data, config, { filename }).map((m) => m.ruleId);
    expect(lintJson('test/fixtures/api.json')).toEqual([]);
    expect(lintJson('config/api.json')).toEqual(['urilint/no-default-port']);
  });
});

describe('the presets as ESLint config objects', () => {
  it('every main preset ignores the test globs (a config-level ignore, not a global one); the tests presets match only JavaScript test files', () => {
    expect(TEST_FILE_GLOBS).toEqual(['**/*.{test,spec}.*', '**/*.test-d.*', '**/test.*', '**/__tests__/**', '**/test/**', '**/tests/**', '**/__mocks__/**', '**/fixtures/**']);
    for (const [name, config] of Object.entries(configs)) {
      if (name.endsWith('-tests')) {
        expect(config.ignores, name).toBeUndefined();
        expect(config.files, name).toEqual(TEST_FILE_GLOBS.map((glob) => ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}', glob]));
        expect(config.settings, name).toEqual({ urilint: { fix: 'suggest' } });
        expect(config.rules, name).toEqual(configs[name.slice(0, -'-tests'.length) as 'recommended'].rules);
      } else {
        expect(config.ignores, name).toEqual(TEST_FILE_GLOBS);
        expect(config.files?.length, name).toBeGreaterThan(0);
      }
      expect(config.plugins?.urilint, name).toBe(plugin);
    }
    expect(Object.keys(configs).filter((n) => n.endsWith('-tests')).sort()).toEqual(['all-tests', 'recommended-tests', 'strict-tests']);
  });
});

describe('RuleTester: settings.urilint.fix', () => {
  new RuleTester().run('no-default-port', rules['no-default-port'] as never, {
    valid: [],
    invalid: [
      { name: 'fixes by default', code: CODE, output: FIXED, errors: [{ messageId: 'defaultPort' }] },
      {
        name: "'suggest': no fix, the fix as a suggestion",
        code: CODE,
        settings: { urilint: { fix: 'suggest' } },
        output: null,
        errors: [{ messageId: 'defaultPort', suggestions: [{ messageId: 'urilintFix', output: FIXED }] }],
      },
    ],
  });
});
