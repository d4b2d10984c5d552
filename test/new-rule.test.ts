/**
 * `npm run new-rule -- <id>`: run into a temporary copy of the core and the docs, it
 * writes the four stubs and registers the rule; the stubs and the registry type-check with the
 * project's compiler settings, and the doc stub has every section test/docs.test.ts requires.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { camelCase, register } from '../scripts/new-rule.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const copy = mkdtempSync(join(tmpdir(), 'urilint-new-rule-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function makeCopy(): void {
  for (const dir of ['packages/eslint-plugin/tests/rules', 'docs/rules']) mkdirSync(join(copy, dir), { recursive: true });
  cpSync(join(repo, 'packages/core/src'), join(copy, 'packages/core/src'), { recursive: true });
  cpSync(join(repo, 'packages/core/tsconfig.json'), join(copy, 'packages/core/tsconfig.json'));
  cpSync(join(repo, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

describe('npm run new-rule', () => {
  makeCopy();
  const output = execFileSync(process.execPath, [join(repo, 'scripts/new-rule.mjs'), 'no-example-thing', '--root', copy], { encoding: 'utf8' });

  it('writes the rule, its core test, its ESLint snapshot test and its doc page', () => {
    for (const path of [
      'packages/core/src/rules/no-example-thing.ts',
      'packages/core/src/rules/no-example-thing.test.ts',
      'packages/eslint-plugin/tests/rules/no-example-thing.test.ts',
      'docs/rules/no-example-thing.md',
    ]) {
      expect(existsSync(join(copy, path)), path).toBe(true);
      expect(output).toContain(`wrote ${path}`);
    }
    expect(readFileSync(join(copy, 'packages/eslint-plugin/tests/rules/no-example-thing.test.ts'), 'utf8')).toContain("snapshotRule('no-example-thing', [");
  });

  it('registers the rule: its import and its entry at the end of RULES', () => {
    const registry = readFileSync(join(copy, 'packages/core/src/registry.ts'), 'utf8');
    expect(registry).toContain("import { noExampleThing } from './rules/no-example-thing.js';");
    const rules = registry.slice(registry.indexOf('export const RULES'));
    expect(rules.slice(0, rules.indexOf('\n]')).trimEnd().split('\n').at(-1)).toMatch(/^\s+noExampleThing\b.*,$/);
  });

  it('writes a doc stub with the sections every rule page has', () => {
    const doc = readFileSync(join(copy, 'docs/rules/no-example-thing.md'), 'utf8');
    expect(doc.split('\n')[0]).toBe('# urilint/no-example-thing');
    for (const s of ['Why', 'WHATWG validation errors', 'Incorrect', 'Correct', 'Options', 'Fix and suggestions']) expect(doc).toContain(`\n## ${s}\n`);
  });

  it('writes stubs that type-check with the registry and the core test', () => {
    const config = join(copy, 'packages/core/tsconfig.check.json');
    writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true, composite: false, types: ['node'] }, include: ['src/**/*.d.ts', 'src/registry.ts', 'src/rules/no-example-thing.test.ts'], exclude: [] }));
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it("writes stubs that pass the project's own lint", async () => {
    const eslint = new ESLint({ cwd: repo });
    for (const path of ['packages/core/src/rules/no-example-thing.ts', 'packages/core/src/rules/no-example-thing.test.ts', 'packages/eslint-plugin/tests/rules/no-example-thing.test.ts']) {
      const [result] = await eslint.lintText(readFileSync(join(copy, path), 'utf8'), { filePath: join(repo, path) });
      expect(result.messages.map((m) => `${path}:${m.line} ${m.ruleId}: ${m.message}`)).toEqual([]);
    }
  });

  it('refuses an id that is no rule id and one that exists', () => {
    const run = (id: string) => execFileSync(process.execPath, [join(repo, 'scripts/new-rule.mjs'), id, '--root', copy], { encoding: 'utf8', stdio: 'pipe' });
    expect(() => run('No_Thing')).toThrow(/no rule id/);
    expect(() => run('no-example-thing')).toThrow(/exists already/);
  });
});

describe('register', () => {
  it('adds the import and an entry shaped like the last one', () => {
    const registry = "import { a } from './rules/a.js';\nimport type { X } from './rule.js';\n\nexport const RULES: X[] = [\n  a as unknown as X,\n];\n";
    expect(register(registry, 'no-b')).toBe(
      "import { a } from './rules/a.js';\nimport { noB } from './rules/no-b.js';\nimport type { X } from './rule.js';\n\nexport const RULES: X[] = [\n  a as unknown as X,\n  noB as unknown as X,\n];\n",
    );
    expect(camelCase('valid-scheme-syntax')).toBe('validSchemeSyntax');
  });
});
