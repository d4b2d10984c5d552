/** Real source files of this repository and its dependencies, for the JavaScript parsing tests. */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** TypeScript, TSX, JSX and ESLint's own sources: each file with its LSP language id. */
export const REAL_JS_FILES: ReadonlyArray<readonly [path: string, languageId: string]> = [
  ['packages/source/src/candidates.ts', 'typescript'],
  ['packages/language-server/src/analysis.ts', 'typescript'],
  ['examples/src/components/Profile.tsx', 'typescriptreact'],
  ['examples/src/components/Footer.jsx', 'javascriptreact'],
  ['node_modules/eslint/lib/linter/file-report.js', 'javascript'],
  ['node_modules/eslint/lib/config/config-loader.js', 'javascript'],
];

/** The text of `path`, relative to the repository's root. */
export function readRealFile(path: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../../${path}`, import.meta.url)), 'utf8');
}
