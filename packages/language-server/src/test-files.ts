/**
 * The presets' test-file policy in the editor (SPEC §4 "Test code", §7 parity): where no ESLint
 * config decides, a file that ESLint's presets leave alone (core's TEST_FILE_GLOBS) gets no
 * diagnostics, unless `urilint.tests` says otherwise. The globs are matched as ESLint matches
 * them: with minimatch, `dot: true` as in @eslint/config-array, relative to the workspace folder.
 */

import * as path from 'node:path';
import { Minimatch } from 'minimatch';
import { TEST_FILE_GLOBS } from '@urilint/core';

/**
 * `urilint.tests`: 'off' (default) no diagnostics in test files, as the presets; 'report'
 * diagnostics, with each fix offered as a quick fix but never applied by "fix all" (the ESLint
 * plugin's `*-tests` presets); 'fix' test files are checked like main code.
 */
export type TestsSetting = 'off' | 'report' | 'fix';

export const TESTS_SETTINGS: readonly TestsSetting[] = ['off', 'report', 'fix'];

const matchers = TEST_FILE_GLOBS.map((glob) => new Minimatch(glob, { dot: true }));

/** Whether `filePath` is a test file of the workspace folder `root` (no root: the path is matched whole), in `/` paths as ESLint matches them. */
export function isTestFile(filePath: string, root: string | undefined): boolean {
  const relative = root ? path.relative(root, filePath) : filePath;
  const posix = relative.split(path.sep).join('/').replace(/^\/+/, '');
  return matchers.some((m) => m.match(posix));
}
