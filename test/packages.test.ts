// The published packages, as npm would pack them: versions pinned between workspaces, the
// metadata a registry page needs, the LICENSE, and imports of the built output that the
// package declares. `npm test` builds first; the import checks read dist/.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const readJson = (path: string): PackageJson => JSON.parse(readFileSync(join(root, path), 'utf8')) as PackageJson;

interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  keywords?: string[];
  homepage?: string;
  bugs?: { url?: string };
  repository?: { type?: string; url?: string; directory?: string };
  engines?: { node?: string };
  files?: string[];
  main?: string;
  types?: string;
  bin?: Record<string, string>;
  exports?: Record<string, string | Record<string, string>>;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const PUBLISHED = ['core', 'source', 'eslint-plugin', 'language-server'];
const REPO = 'https://github.com/urilint/urilint';
const workspaces = readJson('package.json').workspaces ?? [];
const versionOf = new Map(workspaces.map((w) => [readJson(`${w}/package.json`).name, readJson(`${w}/package.json`).version]));

describe('workspace dependencies', () => {
  it('lists the four published packages as workspaces', () => {
    for (const dir of PUBLISHED) expect(workspaces).toContain(`packages/${dir}`);
  });

  for (const dir of workspaces) {
    it(`${dir}: every @urilint/* dependency is pinned to that package's exact version`, () => {
      const pkg = readJson(`${dir}/package.json`);
      const kinds = [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies, pkg.optionalDependencies];
      for (const [name, range] of kinds.flatMap((deps) => Object.entries(deps ?? {}))) {
        if (!name.startsWith('@urilint/')) continue;
        // `*` or a range would let npm take a registry package of that name instead of ours.
        expect(versionOf.get(name), `${name} is not a workspace`).toBeDefined();
        expect(range, `${dir} → ${name}`).toBe(versionOf.get(name));
      }
    });
  }
});

describe('package metadata', () => {
  const license = readFileSync(join(root, 'LICENSE'), 'utf8');

  it('has an MIT LICENSE at the root', () => {
    expect(license.startsWith('MIT License\n')).toBe(true);
    expect(license).toContain('Copyright (c) 2026 urilint contributors');
  });

  it('ships the same LICENSE in the VS Code extension', () => {
    expect(readFileSync(join(root, 'extension', 'LICENSE'), 'utf8')).toBe(license);
  });

  for (const dir of PUBLISHED) {
    describe(dir, () => {
      const pkg = readJson(`packages/${dir}/package.json`);

      it('is publishable, MIT, with a copy of the root LICENSE and a README', () => {
        expect(pkg.private).toBeUndefined();
        expect(pkg.license).toBe('MIT');
        expect(readFileSync(join(root, 'packages', dir, 'LICENSE'), 'utf8')).toBe(license);
        expect(readFileSync(join(root, 'packages', dir, 'README.md'), 'utf8')).toMatch(new RegExp(`^# ${pkg.name.replace('/', '\\/')}\\n`));
      });

      it('names its repository folder, homepage, issue tracker, keywords and Node versions', () => {
        expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPO}.git`, directory: `packages/${dir}` });
        expect(pkg.homepage).toBe(`${REPO}/tree/main/packages/${dir}#readme`);
        expect(pkg.bugs).toEqual({ url: `${REPO}/issues` });
        expect(pkg.keywords?.length).toBeGreaterThan(2);
        expect(pkg.engines?.node).toBe(readJson('package.json').engines?.node);
      });

      it('packs the built JavaScript and declarations only (no tests, maps or build info)', () => {
        expect(pkg.files).toEqual(['dist/**/*.js', 'dist/**/*.d.ts']);
        const tsconfig = readFileSync(join(root, 'packages', dir, 'tsconfig.json'), 'utf8');
        expect(tsconfig).toContain('"src/**/*.test.ts"');
      });

      it('has its entry points inside the packed files', () => {
        const entries = [pkg.main, pkg.types, ...Object.values(pkg.bin ?? {}), ...Object.values(pkg.exports ?? {}).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))];
        for (const entry of entries.filter((e): e is string => e !== undefined && e !== './package.json')) {
          expect(entry, `${dir}: ${entry}`).toMatch(/^\.\/dist\/.+\.(js|d\.ts)$/);
        }
      });
    });
  }

  it('emits no source maps (they would point at src/, which the tarballs do not ship)', () => {
    const base = readFileSync(join(root, 'tsconfig.base.json'), 'utf8');
    expect(base).toMatch(/"sourceMap": false/);
    expect(base).toMatch(/"declarationMap": false/);
  });
});

/** Every file under `dir` whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => endings.some((e) => f.endsWith(e)))
    .map((f) => join(dir, f));
}

/**
 * The package names that a module's import and export declarations and literal `import()`s name.
 * Line-based: tsc prints each declaration on one line, and a keyword inside a string
 * (`name === 'import'`) must not count.
 */
function importedPackages(code: string): string[] {
  // Examples in doc comments import things too: comments out first.
  const lines = code.replace(/\/\*[\s\S]*?\*\//g, '').split('\n');
  const specifiers = lines.flatMap((line) => {
    if (/^\s*\/\//.test(line)) return [];
    const declaration = /^\s*(?:import|export)\b.*\bfrom\s*['"]([^'"]+)['"]/.exec(line) ?? /^\s*import\s*['"]([^'"]+)['"]/.exec(line);
    const dynamic = [...line.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
    return [...(declaration ? [declaration[1]] : []), ...dynamic];
  });
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

/** Where Node would find `name` from `fromDir` (the nearest node_modules), or undefined. */
function installedDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The packages a user gets by installing `dir`'s package: dependencies, and required peers
 * (npm ≥ 7 installs those too), transitively, as installed in this workspace.
 */
function installClosure(dir: string): Set<string> {
  const seen = new Set<string>();
  const visit = (pkgDir: string): void => {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as PackageJson & { peerDependenciesMeta?: Record<string, { optional?: boolean }> };
    const peers = Object.keys(pkg.peerDependencies ?? {}).filter((p) => !pkg.peerDependenciesMeta?.[p]?.optional);
    for (const name of [...Object.keys(pkg.dependencies ?? {}), ...peers]) {
      if (seen.has(name)) continue;
      seen.add(name);
      const found = installedDir(name, pkgDir);
      if (found) visit(found);
    }
  };
  visit(dir);
  return seen;
}

describe('built output', () => {
  for (const dir of PUBLISHED) {
    const pkgDir = join(root, 'packages', dir);
    const pkg = readJson(`packages/${dir}/package.json`);
    it(`${dir}: imports (run time and declarations) only what the package declares`, () => {
      const files = filesUnder(join(pkgDir, 'dist'), ['.js', '.d.ts']);
      expect(files.length, 'run `npm run build` first').toBeGreaterThan(0);
      const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
      const undeclared = files.flatMap((f) => importedPackages(readFileSync(f, 'utf8')).filter((p) => !declared.has(p)).map((p) => `${f.slice(pkgDir.length + 1)}: ${p}`));
      expect(undeclared).toEqual([]);
    });
  }

  it('a JavaScript project installing the ESLint plugin does not get TypeScript', () => {
    const closure = installClosure(join(root, 'packages', 'eslint-plugin'));
    expect(closure).toContain('eslint');
    expect(closure).toContain('@urilint/core');
    expect([...closure].filter((p) => p === 'typescript' || p.startsWith('@typescript-eslint/'))).toEqual([]);
  });

  it('the import check sees what it must catch', () => {
    const imports = "import { ESLintUtils } from '@typescript-eslint/utils';\nexport * from './x.js';\nexport { y } from '@a/b/c';\nimport 'side-effect';\nconst m = await import('tr46/x');";
    expect(importedPackages(imports)).toEqual(['@typescript-eslint/utils', '@a/b', 'side-effect', 'tr46']);
    const none = "import { x } from 'node:fs';\nimport path from 'path';\n/** import a from 'b'; */\n// see import('c')\nconst k = t === 'import' && u === 'object';";
    expect(importedPackages(none)).toEqual([]);
  });
});
