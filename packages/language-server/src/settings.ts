/**
 * Settings (SPEC §7): one source of truth with CI.
 *
 * 1. In a trusted workspace, the project's ESLint flat config, where it configures `urilint/*`
 *    rules for the file: read through ESLint's own `calculateConfigForFile` (loading a config
 *    runs its code, hence the trust check).
 * 2. Else the `urilint` section of `workspace/configuration` (the rule ids and options of the
 *    ESLint plugin).
 * 3. Else the recommended defaults.
 *
 * `enable` and `languages` always come from the editor's settings. In 2 and 3 the presets'
 * test-file policy applies (test-files.ts, `urilint.tests`); in 1 the ESLint config's own `files`
 * and `ignores` decide, as in CI.
 */

import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RULE_PREFIX, type RuleSetting } from '@urilint/core';
import type { CandidateAnalyzeOptions, UrlContextSettings } from '@urilint/source';
import type { UrilintSettings } from './protocol.js';
import { TESTS_SETTINGS, type TestsSetting } from './test-files.js';

export interface EffectiveSettings {
  enable: boolean;
  languages: Set<string> | undefined;
  analyzeOptions: CandidateAnalyzeOptions;
  urlContexts: UrlContextSettings | undefined;
  /** 'suggest': fixes are quick fixes only, never applied by "fix all" (`settings.urilint.fix` of the ESLint config, or `urilint.tests: "report"`). */
  fix?: 'suggest';
  /** Folders whose node_modules may provide a file type's parser: a trusted workspace's (languages/load-parser.ts). */
  parserRoots?: readonly string[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads an untrusted settings object into a well-formed one (bad fields are dropped). */
export function sanitizeSettings(raw: unknown): UrilintSettings {
  if (!isObject(raw)) return {};
  const out: UrilintSettings = {};
  if (typeof raw.enable === 'boolean') out.enable = raw.enable;
  if (raw.preset === 'recommended' || raw.preset === 'strict' || raw.preset === 'all' || raw.preset === 'none') out.preset = raw.preset;
  if (isObject(raw.rules)) out.rules = raw.rules as Record<string, RuleSetting>;
  if (Array.isArray(raw.languages)) out.languages = raw.languages.filter((l): l is string => typeof l === 'string');
  if (isObject(raw.urlContexts)) out.urlContexts = raw.urlContexts as UrlContextSettings;
  if (typeof raw.templates === 'boolean') out.templates = raw.templates;
  if (TESTS_SETTINGS.includes(raw.tests as TestsSetting)) out.tests = raw.tests as TestsSetting;
  return out;
}

/** The editor settings for a test file, by `urilint.tests` (test-files.ts). */
export function testFileSettings(settings: EffectiveSettings, tests: TestsSetting | undefined): EffectiveSettings {
  if (tests === 'fix') return settings;
  if (tests === 'report') return { ...settings, fix: 'suggest' };
  return { ...settings, enable: false };
}

export function editorSettings(s: UrilintSettings): EffectiveSettings {
  return {
    enable: s.enable !== false,
    languages: s.languages ? new Set(s.languages) : undefined,
    analyzeOptions: {
      preset: s.preset ?? 'recommended',
      ...(s.rules ? { rules: s.rules } : {}),
      ...(s.templates === false ? { templates: false } : {}),
    },
    urlContexts: s.urlContexts,
  };
}

interface EslintLike {
  calculateConfigForFile(filePath: string): Promise<unknown>;
}

interface EslintModule {
  ESLint?: new (options: { cwd: string }) => EslintLike;
  loadESLint?: (options: { useFlatConfig: boolean; cwd: string }) => Promise<new (options: { cwd: string }) => EslintLike>;
}

const CONFIG_NAMES = ['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts', 'eslint.config.mts', 'eslint.config.cts'];

export function isEslintConfigFile(fsPath: string): boolean {
  return CONFIG_NAMES.includes(path.basename(fsPath));
}

/**
 * The `eslint` package for a workspace root: the workspace's own (the ESLint the project's config
 * is written for, with its plugins beside it), else the server's own dependency. The VS Code
 * extension's bundle has none (esbuild maps `eslint` to an empty module): there a project without
 * an installed ESLint gets the editor's settings, as it would in CI without ESLint.
 */
async function loadEslintModule(root: string): Promise<EslintModule> {
  try {
    const resolved = createRequire(path.join(root, 'package.json')).resolve('eslint');
    return (await import(pathToFileURL(resolved).href)) as EslintModule;
  } catch {
    return (await import('eslint')) as EslintModule;
  }
}

/** ESLint instances by workspace root (see loadEslintModule). */
export class EslintConfigs {
  private readonly instances = new Map<string, Promise<EslintLike | undefined>>();

  constructor(private readonly log: (message: string) => void) {}

  clear(): void {
    this.instances.clear();
  }

  private instance(root: string): Promise<EslintLike | undefined> {
    let p = this.instances.get(root);
    if (!p) {
      p = (async () => {
        const mod = await loadEslintModule(root);
        const ESLint = mod.loadESLint ? await mod.loadESLint({ useFlatConfig: true, cwd: root }) : mod.ESLint;
        if (!ESLint) {
          this.log(`urilint: no eslint package found from ${root}: the editor's urilint settings apply`);
          return undefined;
        }
        return new ESLint({ cwd: root });
      })().catch((e: unknown) => {
        this.log(`urilint: cannot load ESLint for ${root}: ${String(e)}`);
        return undefined;
      });
      this.instances.set(root, p);
    }
    return p;
  }

  /** The settings the project's ESLint config gives `filePath`, or undefined when it has none for it or configures no urilint rule. */
  async settingsFor(root: string, filePath: string): Promise<Omit<EffectiveSettings, 'enable' | 'languages'> | undefined> {
    const eslint = await this.instance(root);
    if (!eslint) return undefined;
    let config: unknown;
    try {
      config = await eslint.calculateConfigForFile(filePath);
    } catch (e) {
      const message = String(e instanceof Error ? e.message : e);
      if (!/could not find config file/i.test(message)) this.log(`urilint: ESLint config for ${filePath}: ${message.split('\n')[0]}`);
      return undefined;
    }
    if (!isObject(config) || !isObject(config.rules)) return undefined;
    const rules: Record<string, RuleSetting> = {};
    let any = false;
    for (const [name, setting] of Object.entries(config.rules)) {
      if (!name.startsWith(RULE_PREFIX)) continue;
      any = true;
      rules[name.slice(RULE_PREFIX.length)] = setting as RuleSetting;
    }
    if (!any) return undefined;
    const urilint = isObject(config.settings) && isObject(config.settings.urilint) ? config.settings.urilint : {};
    return {
      analyzeOptions: { preset: 'none', rules, ...(urilint.templates === false ? { templates: false } : {}) },
      urlContexts: isObject(urilint.urlContexts) ? (urilint.urlContexts as UrlContextSettings) : undefined,
      ...(urilint.fix === 'suggest' ? { fix: 'suggest' as const } : {}),
    };
  }
}
