// The README's install lines (section Install, and the TypeScript and file-type ones): the
// published form and the try-it-now form from packed tarballs name the same packages, and a
// line names what its packages need to load. scripts/consumer-test.mjs runs each line as written;
// this keeps their text honest within `npm test`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { snippet } from '../scripts/readme-snippets.mjs';
// @ts-expect-error: a plain ESM script without types
import { INSTALLS, installLine, PACKAGES } from '../scripts/pack-local.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const lines = (name: string): string[] => (snippet as (readme: string, name: string) => string)(readme, name).split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
const line = installLine as (what: string, packsPath: string) => string;
interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = (path: string): Manifest => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as Manifest;
const ours = new Map((PACKAGES as string[]).map((dir) => [dir, manifest(`packages/${dir}/package.json`)]));
/** The package names a line installs (a tarball stands for the package packed into it). */
const installed = (l: string): string[] => l.split(' ').slice(2).filter((w) => !w.startsWith('-')).map((w) => (/urilint-([\w-]+)\.tgz$/.exec(w) ? `@urilint/${/urilint-([\w-]+)\.tgz$/.exec(w)?.[1]}` : w));
/** A package and its @urilint dependencies, transitively. */
function chain(dir: string): string[] {
  const deps = Object.keys(ours.get(dir)?.dependencies ?? {}).filter((d) => d.startsWith('@urilint/'));
  return [...new Set([...deps.flatMap((d) => chain(d.slice('@urilint/'.length))), `@urilint/${dir}`])];
}

describe('README install lines', () => {
  it('published: the ESLint plugin in the project, the language server globally', () => {
    expect(lines('install-eslint')).toEqual(['npm install --save-dev eslint @urilint/eslint-plugin']);
    expect(lines('install-server')).toEqual(['npm install -g @urilint/language-server']);
  });

  it('try-it-now: pack-local in the checkout, then the lines it prints, with the checkout at ../urilint', () => {
    expect(lines('install-tarballs')).toEqual(['npm install && npm run pack-local', line('eslint-plugin', '../urilint/packs'), line('language-server', '../urilint/packs')]);
    expect(manifest('package.json')).toMatchObject({ scripts: { 'pack-local': 'node scripts/pack-local.mjs' } });
  });

  it('each tarball line installs the published line\'s packages, with the tarballs of their whole @urilint chain', () => {
    const [published] = lines('install-eslint');
    const [, eslintLine, serverLine] = lines('install-tarballs');
    expect(installed(eslintLine)).toEqual(['eslint', ...chain('eslint-plugin')]);
    expect(installed(published)).toEqual(['eslint', '@urilint/eslint-plugin']);
    expect(installed(serverLine)).toEqual(chain('language-server'));
    expect(Object.keys(INSTALLS as object).sort()).toEqual(['eslint-plugin', 'language-server']);
  });

  it('the file-type line installs every package the file-type config imports, and what each of them loads', () => {
    const [filetypes] = lines('install-filetypes');
    const names = installed(filetypes);
    const config = (snippet as (readme: string, name: string) => string)(readme, 'eslint-filetypes');
    const imports = [...config.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]).filter((m) => m !== '@urilint/eslint-plugin');
    expect([...imports].sort()).toEqual(names.filter((n) => n !== 'svelte').sort());
    // A parser's peers are what it loads at run time, optional or not: svelte-eslint-parser
    // imports svelte/compiler to read a .svelte file (its peer is optional for npm only).
    for (const name of names) {
      const peers = Object.keys(manifest(`node_modules/${name}/package.json`).peerDependencies ?? {}).filter((p) => p !== 'eslint');
      for (const peer of peers) expect(names, `${name} needs ${peer}`).toContain(peer);
    }
    expect(names).toContain('svelte');
  });

  it('the TypeScript line installs the parser the TypeScript config imports', () => {
    expect(lines('install-ts')).toEqual(['npm install --save-dev @typescript-eslint/parser']);
    expect((snippet as (readme: string, name: string) => string)(readme, 'eslint-ts')).toContain("from '@typescript-eslint/parser'");
  });
});

describe('README and design notes', () => {
  for (const path of ['README.md', 'docs/design.md']) {
    it(`${path} holds no dated figures: no dates, issue numbers or rounds of work`, () => {
      const text = readFileSync(`${root}${path}`, 'utf8');
      expect(text.match(/\b(?:issue|round|PR) #?\d+\b|\b20\d\d-\d\d-\d\d\b|\b(?:as of|measured on) (?:January|February|March|April|May|June|July|August|September|October|November|December|20\d\d)\b/gi)).toBeNull();
    });
  }
});
