import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES, docsUrl } from '@urilint/core';
import urilint from '@urilint/eslint-plugin';

// Every link into the project's own repository (rule docs in ESLint's meta.docs.url, the
// server's codeDescription, the extension's settings, READMEs, package.json fields) must name a
// file or folder that exists here; they used to point at another project's repository.
const REPO = 'https://github.com/urilint/urilint';
const root = new URL('../', import.meta.url);
const LINK = /https:\/\/github\.com\/urilint\/urilint\/(?:blob|tree)\/main\/([^\s)"'`#?<>]*)/g;

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((f) => f && /\.(md|json|ts|mts|mjs|js|cjs)$/.test(f));
}

describe('links into the repository', () => {
  it('every rule docs URL names an existing doc page, in the core, ESLint and the server alike', () => {
    for (const rule of RULES) {
      const url = docsUrl(rule.id);
      expect(url).toBe(`${REPO}/blob/main/docs/rules/${rule.id}.md`);
      expect(existsSync(new URL(`docs/rules/${rule.id}.md`, root)), url).toBe(true);
      expect(urilint.rules[rule.id]?.meta.docs?.url).toBe(url);
    }
  });

  it('every github.com/urilint/urilint/blob|tree/main link in tracked files names a path that exists', () => {
    const missing: string[] = [];
    let links = 0;
    for (const file of trackedFiles()) {
      const text = readFileSync(new URL(file, root), 'utf8');
      for (const m of text.matchAll(LINK)) {
        links++;
        const path = decodeURIComponent(m[1]).replace(/\/$/, '');
        if (path && !existsSync(new URL(path, root))) missing.push(`${file}: ${m[0]}`);
      }
    }
    expect(missing).toEqual([]);
    expect(links).toBeGreaterThan(RULES.length);
  });

  it('no tracked file links to the old name\'s repository', () => {
    const old = trackedFiles().filter((f) => f !== 'CHANGELOG.md' && /github\.com\/urlint\b/.test(readFileSync(new URL(f, root), 'utf8')));
    expect(old).toEqual([]);
  });
});
