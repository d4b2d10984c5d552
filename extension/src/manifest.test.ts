/**
 * package.json's settings, activation events and command are generated from the core registry
 * and the server's language list (scripts/generate-manifest.mjs): fail when they are stale, and
 * check what vsce and VS Code rely on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { docsUrl, RULES } from '@urilint/core';
import { SUPPORTED_LANGUAGE_IDS } from '@urilint/language-server/protocol';
// @ts-expect-error: a plain ESM script without types
import { generatedManifest, LANGUAGE_NAMES, languageNames } from '../scripts/manifest.mjs';

vi.mock('vscode', () => ({}));
vi.mock('vscode-languageclient/node', () => ({}));

const read = (p: string): string => readFileSync(new URL(p, new URL('../', import.meta.url)), 'utf8');
const text = read('package.json');
const pkg = JSON.parse(text);

describe('extension/package.json', () => {
  it('is generated from the registry (run `npm run generate` when this fails)', () => {
    const expected = JSON.stringify(generatedManifest(pkg, { rules: RULES, docsUrl, languages: SUPPORTED_LANGUAGE_IDS }), null, 2) + '\n';
    expect(text).toBe(expected);
  });

  it('lists every rule with its description and the severities in urilint.rules', () => {
    const rules = pkg.contributes.configuration.properties['urilint.rules'];
    expect(Object.keys(rules.properties)).toEqual(RULES.map((r) => r.id));
    for (const rule of RULES) {
      const p = rules.properties[rule.id];
      expect(p.markdownDescription.startsWith(rule.description)).toBe(true);
      expect(p.markdownDescription).toContain(docsUrl(rule.id));
      expect(p.anyOf[0].enum).toEqual(['off', 'warn', 'error']);
      const prefixed = Object.keys(rules.patternProperties).find((re) => new RegExp(re).test(`urilint/${rule.id}`));
      expect(prefixed).toBeDefined();
    }
  });

  it('declares what the client and vsce need', () => {
    expect(pkg.name).toBe('urilint');
    expect(pkg.main).toBe('./dist/extension.cjs');
    expect(pkg.engines.vscode).toBe('^1.91.0');
    expect(pkg.activationEvents).toEqual(SUPPORTED_LANGUAGE_IDS.map((l) => `onLanguage:${l}`));
    expect(pkg.capabilities.untrustedWorkspaces.supported).toBe('limited');
    const settings = Object.keys(pkg.contributes.configuration.properties);
    expect(settings).toEqual(expect.arrayContaining(['urilint.enable', 'urilint.rules', 'urilint.languages', 'urilint.trace.server']));
    expect(pkg.contributes.commands).toEqual([expect.objectContaining({ command: 'urilint.fixAll', title: 'Fix all URLs in file', category: 'urilint' })]);
    // @types/vscode must not be newer than engines.vscode (vsce refuses to package).
    expect(pkg.devDependencies['@types/vscode']).toBe('~1.91.0');
  });

  it("contributes exactly the settings the server reads, and the client's own", async () => {
    const { CLIENT_SETTING_KEYS, SETTING_KEYS } = await import('./extension.js');
    const settings = Object.keys(pkg.contributes.configuration.properties);
    expect(settings.sort()).toEqual([...SETTING_KEYS, ...CLIENT_SETTING_KEYS, 'trace.server'].map((k) => `urilint.${k}`).sort());
    const { COEXISTENCE_VALUES } = await import('./coexistence.js');
    expect(pkg.contributes.configuration.properties['urilint.eslintCoexistence'].enum).toEqual([...COEXISTENCE_VALUES]);
  });

  it("names every language of the server in the description and keywords, as the README's VS Code section does", () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGE_IDS].sort());
    const names = languageNames(SUPPORTED_LANGUAGE_IDS);
    expect(pkg.description).toBe(`Finds broken, unsafe and unnormalized URLs in ${names}, and fixes them.`);
    for (const id of SUPPORTED_LANGUAGE_IDS) expect(pkg.keywords).toContain((LANGUAGE_NAMES as Record<string, { keyword: string }>)[id].keyword);
    expect(pkg.keywords.length).toBeLessThanOrEqual(30); // the Marketplace's limit (vsce refuses more)

    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const vscode = readme.slice(readme.indexOf('\n### VS Code\n'), readme.indexOf('\n### ', readme.indexOf('\n### VS Code\n') + 1));
    // "URLs in JavaScript, …, Vue and\nSvelte get squiggles": the same names, wherever the line breaks.
    const prose = /URLs in ([^]*?) get squiggles/.exec(vscode)?.[1].replace(/\s+/g, ' ');
    expect(prose).toBe(names);
    const setting = /"urilint\.languages": (\[[^\]]*\])/.exec(vscode)?.[1];
    expect(JSON.parse(setting ?? 'null')).toEqual([...SUPPORTED_LANGUAGE_IDS]);
  });

  it('ships only the bundles, package.json, README, CHANGELOG, LICENSE and the icon', () => {
    const lines = read('.vscodeignore').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['**', '!dist/extension.cjs', '!dist/server.cjs', '!package.json', '!README.md', '!CHANGELOG.md', '!LICENSE', '!images/icon.png']);
  });

  it('has what a Marketplace listing shows: an icon of at least 128×128 pixels, repository, homepage and bugs', () => {
    // Published by vsce and ovsx, never to npm: private keeps npm and changesets from publishing it.
    expect(pkg.private).toBe(true);
    expect(pkg.repository.url).toBe('https://github.com/urilint/urilint.git');
    expect(pkg.homepage).toMatch(/^https:\/\/github\.com\/urilint\/urilint/);
    expect(pkg.bugs.url).toBe('https://github.com/urilint/urilint/issues');
    const png = readFileSync(new URL(pkg.icon, new URL('../', import.meta.url)));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR (ISO/IEC 15948 §11.2.2): width and height, big-endian, at bytes 16 and 20
    expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(128);
  });
});
