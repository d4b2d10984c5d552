// The release process (RELEASING.md): one changesets `fixed` group holds every workspace, and
// `npm run release` (scripts/release.mjs, run here with --no-git on a copy of the manifests) moves
// them all to one new version with their changelog entries, and everything that names the version
// with them. Publishing itself is the Release workflow's (test/workflows.test.ts); the consumer
// test runs `npm publish --dry-run` and `vsce package`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const readJson = <T = Record<string, unknown>>(dir: string, path: string): T => JSON.parse(readFileSync(join(dir, path), 'utf8')) as T;
interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const workspaces = readJson<Manifest>(root, 'package.json').workspaces ?? [];
const names = workspaces.map((w) => readJson<Manifest>(root, `${w}/package.json`).name);
const version = readJson<Manifest>(root, 'packages/core/package.json').version;

describe('changesets configuration', () => {
  const config = readJson<{ fixed: string[][]; access: string; baseBranch: string; privatePackages: { version: boolean; tag: boolean } }>(root, '.changeset/config.json');

  it('keeps every workspace in one fixed group (one version for all)', () => {
    expect(config.fixed).toHaveLength(1);
    expect([...config.fixed[0]].sort()).toEqual([...names].sort());
  });

  it('publishes the scoped packages publicly, and versions the private extension without publishing it', () => {
    expect(config.access).toBe('public');
    expect(config.baseBranch).toBe('main');
    expect(config.privatePackages).toEqual({ version: true, tag: false });
    // npm publish skips a private package; vsce and ovsx publish the extension.
    expect(readJson<Manifest>(root, 'extension/package.json').private).toBe(true);
  });

  it('has every workspace at one version', () => {
    for (const w of workspaces) expect(readJson<Manifest>(root, `${w}/package.json`).version, w).toBe(version);
  });

  it('names the .vsix with the version wherever it is written out', async () => {
    // @ts-expect-error: a plain ESM script without types
    const { VSIX_REFERENCES } = (await import('../scripts/release.mjs')) as { VSIX_REFERENCES: string[] };
    for (const path of VSIX_REFERENCES.filter((p) => existsSync(join(root, p)))) {
      const named = [...readFileSync(join(root, path), 'utf8').matchAll(/urilint-(\d+\.\d+\.\d+)\.vsix/g)].map((m) => m[1]);
      for (const v of named) expect(v, path).toBe(version);
    }
  });
});

describe('npm run release --no-git, on a copy of the repository', () => {
  const copy = mkdtempSync(join(tmpdir(), 'urilint-release-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const files = ['package.json', 'package-lock.json', 'README.md', 'CHANGELOG.md', '.changeset/config.json', 'scripts/release.mjs', 'test/e2e/vscode.test.ts', ...workspaces.map((w) => `${w}/package.json`)];
  for (const f of files.filter((f) => existsSync(join(root, f)))) {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    cpSync(join(root, f), join(copy, f));
  }
  // changesets and its changelog generator, resolved from the copy as from the checkout.
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const release = () => spawnSync(process.execPath, ['scripts/release.mjs', '--no-git'], { cwd: copy, encoding: 'utf8' });
  const [major, minor] = version.split('.').map(Number);
  const next = `${major}.${minor + 1}.0`;

  it('with no changeset pending and no tag, releases the current version as it is (the first release)', () => {
    const r = release();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`releasing ${version} as it is`);
    for (const w of workspaces) expect(readJson<Manifest>(copy, `${w}/package.json`).version).toBe(version);
    cpSync(join(root, 'CHANGELOG.md'), join(copy, 'CHANGELOG.md'));
  });

  it('turns a minor changeset of one package into the next minor version of all, with changelogs', () => {
    writeFileSync(join(copy, '.changeset/brave-new-rule.md'), '---\n"@urilint/core": minor\n---\n\nA new rule, no-incomplete-url-check.\n');
    const r = release();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`at ${next} (was ${version})`);
    expect(existsSync(join(copy, '.changeset/brave-new-rule.md'))).toBe(false);
    for (const w of workspaces) {
      const pkg = readJson<Manifest>(copy, `${w}/package.json`);
      expect(pkg.version, w).toBe(next);
      for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        if (name.startsWith('@urilint/')) expect(range, `${w} → ${name}`).toBe(next);
      }
      expect(readFileSync(join(copy, w, 'CHANGELOG.md'), 'utf8'), w).toContain(`## ${next}`);
    }
    expect(readFileSync(join(copy, 'packages/core/CHANGELOG.md'), 'utf8')).toContain('- A new rule, no-incomplete-url-check.');
    expect(readJson<Manifest>(copy, 'package.json').version).toBe(next);
    expect(readFileSync(join(copy, 'CHANGELOG.md'), 'utf8')).toMatch(new RegExp(`^# Changelog\\n\\n## ${next.replaceAll('.', '\\.')}\\n`));
  });

  it('moves the lock file and the .vsix name along', () => {
    const lock = readJson<{ packages: Record<string, { version?: string }> }>(copy, 'package-lock.json');
    expect(lock.packages[''].version).toBe(next);
    for (const w of workspaces) expect(lock.packages[w].version, w).toBe(next);
    expect(readJson<Manifest>(copy, 'extension/package.json').scripts?.package).not.toContain(`urilint-${version}.vsix`);
    expect(readFileSync(join(copy, 'README.md'), 'utf8')).not.toContain(`urilint-${version}.vsix`);
  });

  it('refuses a release with nothing in it once the version is tagged', () => {
    spawnSync('git', ['init', '--quiet'], { cwd: copy });
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '--allow-empty', '-m', 'x'], { cwd: copy });
    spawnSync('git', ['tag', `v${next}`], { cwd: copy });
    const r = release();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`nothing to release: no changeset since v${next}`);
  });
});
