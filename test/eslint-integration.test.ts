// The ESLint plugin as users run it: the real ESLint class (10, and 9 through the `eslint-v9`
// alias) loading examples/eslint.config.js, which imports the built @urilint/eslint-plugin
// (run `npm run build` first; `npm test` does).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint as ESLint10 } from 'eslint';
import { ESLint as ESLint9 } from 'eslint-v9';
import { describe, expect, it } from 'vitest';

const examples = fileURLToPath(new URL('../examples/', import.meta.url));

/** [file, line, column, rule, has a fix]: what the recommended preset finds in examples/. */
const EXPECTED: Array<[string, number, number, string, boolean]> = [
  ['src/api/client.ts', 3, 42, 'no-default-port', true],
  ['src/api/client.ts', 4, 25, 'prefer-normalized', true],
  ['src/api/client.ts', 4, 32, 'prefer-normalized', true],
  ['src/api/client.ts', 4, 51, 'prefer-normalized', true],
  ['src/api/client.ts', 5, 30, 'no-credentials', false],
  ['src/api/client.ts', 6, 46, 'valid-port', false],
  ['src/api/client.ts', 7, 15, 'valid-scheme', false],
  ['src/api/client.ts', 15, 48, 'no-unencoded-characters', true],
  ['src/api/client.ts', 20, 69, 'no-unencoded-characters', true],
  ['src/api/client.ts', 24, 62, 'no-unencoded-characters', true],
  ['src/api/client.ts', 34, 66, 'no-unencoded-characters', true],
  ['src/components/Footer.jsx', 6, 16, 'no-dangerous-scheme', false],
  ['src/components/Footer.jsx', 7, 46, 'no-unencoded-characters', true],
  ['src/components/Footer.jsx', 7, 50, 'no-unencoded-characters', true],
  ['src/components/Footer.jsx', 8, 69, 'no-unencoded-characters', true],
  ['src/components/Footer.jsx', 9, 42, 'prefer-normalized', true],
  ['src/components/Profile.tsx', 12, 24, 'valid-host', false],
  ['src/components/Profile.tsx', 13, 40, 'no-default-port', true],
  ['src/components/Profile.tsx', 14, 36, 'no-unencoded-characters', true],
  ['src/components/Profile.tsx', 15, 45, 'no-unencoded-characters', true],
  ['src/config.js', 4, 43, 'no-unencoded-characters', true],
  ['src/config.js', 5, 38, 'valid-port', true],
  ['src/config.js', 6, 20, 'valid-scheme-syntax', false],
  ['src/config.js', 7, 58, 'no-invalid-percent-encoding', true],
  ['src/config.js', 11, 61, 'no-unencoded-characters', true],
  ['src/config.js', 15, 29, 'no-unencoded-characters', true],
];

type Results = Awaited<ReturnType<ESLint10['lintFiles']>>;

function rows(results: Results): Array<[string, number, number, string, boolean]> {
  return results
    .flatMap((r) =>
      r.messages.map((m): [string, number, number, string, boolean] => [
        path.relative(examples, r.filePath).split(path.sep).join('/'),
        m.line,
        m.column,
        m.ruleId?.replace(/^urilint\//, '') ?? `FATAL ${m.message}`,
        m.fix !== undefined,
      ]),
    )
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2] - b[2]);
}

const versions = [
  ['ESLint 10', ESLint10],
  ['ESLint 9', ESLint9],
] as const;

describe.each(versions)('%s with examples/eslint.config.js', (_name, ESLint) => {
  it('reports the expected findings', async () => {
    const eslint = new ESLint({ cwd: examples });
    const results = (await eslint.lintFiles(['src'])) as Results;
    expect(results.map((r) => path.basename(r.filePath)).sort()).toEqual(['Footer.jsx', 'Profile.tsx', 'client.ts', 'config.js']);
    expect(rows(results)).toEqual(EXPECTED);
  });

  it('--fix converges: fixed files keep only the problems that have no fix', async () => {
    const fixer = new ESLint({ cwd: examples, fix: true });
    const fixed = (await fixer.lintFiles(['src'])) as Results;
    const linter = new ESLint({ cwd: examples });
    const again: Results = [];
    for (const r of fixed) {
      const text = r.output ?? readFileSync(r.filePath, 'utf8');
      // What ESLint reports after fixing is what a fresh lint of the fixed text reports.
      const relinted = (await linter.lintText(text, { filePath: r.filePath })) as Results;
      expect(relinted[0].messages.map((m) => m.ruleId)).toEqual(r.messages.map((m) => m.ruleId));
      again.push(...relinted);
      // A second fix run changes nothing more.
      const second = (await fixer.lintText(text, { filePath: r.filePath })) as Results;
      expect(second[0].output).toBeUndefined();
    }
    const remaining = rows(again);
    expect(remaining.every(([, , , , hasFix]) => !hasFix)).toBe(true);
    expect(remaining.map(([file, line, , rule]) => `${file}:${line} ${rule}`)).toEqual(
      EXPECTED.filter(([, , , , hasFix]) => !hasFix).map(([file, line, , rule]) => `${file}:${line} ${rule}`),
    );
    // The examples on disk are untouched (fix: true alone never writes; outputFixes would).
    expect(readFileSync(path.join(examples, 'src/config.js'), 'utf8')).toContain('caf\\u00e9-menu.png');
  });
});
