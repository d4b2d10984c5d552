import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import { Linter as Linter9 } from 'eslint-v9';
import { RULES, docsUrl, presetSetting } from '@urilint/core';
import { describe, expect, it, vi } from 'vitest';

// Count the core's analyses: one per candidate for all rules together (SPEC §6).
const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('@urilint/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@urilint/core')>();
  return {
    ...core,
    analyze: (...args: Parameters<typeof core.analyze>) => {
      calls.n++;
      return core.analyze(...args);
    },
  };
});

const { default: plugin, configs, rules } = await import('./index.js');

describe('plugin metadata', () => {
  it('generates one rule per core rule with truthful meta', () => {
    expect(Object.keys(rules)).toEqual(RULES.map((r) => r.id));
    for (const rule of RULES) {
      const meta = rules[rule.id].meta;
      expect(meta.docs?.url).toBe(docsUrl(rule.id));
      expect(meta.docs?.description).toBe(rule.description);
      // A fixable rule also suggests its fix, under `settings.urilint.fix: 'suggest'` (the *-tests presets).
      expect(meta.messages).toEqual(rule.fixable ? { ...rule.messages, urilintFix: `Fix this urilint/${rule.id} problem` } : rule.messages);
      expect(meta.schema).toEqual([rule.optionsSchema]);
      expect(meta.defaultOptions).toEqual([rule.defaultOptions]);
      expect(meta.fixable).toBe(rule.fixable ? 'code' : undefined);
      expect(meta.hasSuggestions ?? false).toBe(rule.hasSuggestions || rule.fixable);
    }
  });

  it('names itself by its package, version and namespace', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    expect(plugin.meta).toEqual({ name: '@urilint/eslint-plugin', version: pkg.version, namespace: 'urilint' });
  });

  it('has flat presets registering the plugin as urilint, for JavaScript and TypeScript files', () => {
    for (const name of ['recommended', 'strict', 'all'] as const) {
      const config = configs[name];
      expect(config.name).toBe(`urilint/${name}`);
      expect(config.files).toEqual(['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}']);
      expect(config.plugins?.urilint).toBe(plugin);
      const expected = Object.fromEntries(
        RULES.flatMap((r) => {
          const s = presetSetting(r, name);
          return s === undefined ? [] : [[`urilint/${r.id}`, s]];
        }),
      );
      expect(config.rules).toEqual(expected);
    }
    expect(Object.keys(configs.all.rules!)).toHaveLength(RULES.length);
  });
});

describe('shared analysis', () => {
  const code = [
    "fetch('/api/users?name=John Doe');",
    "const a = 'HTTP://Host:443/%7euser';",
    "const b = `https://admin:hunter2@${host}/`;",
    "const c = 'not a url';",
  ].join('\n');

  it('analyzes each literal once for all rules, with each rule’s own options', () => {
    const linter = new Linter();
    calls.n = 0;
    const messages = linter.verify(code, [{ ...configs.all, rules: { ...configs.all.rules, 'urilint/no-credentials': ['error', { allowUsernameOnly: true }] } } as Linter.Config]);
    // Three URL literals, one analysis each; 'not a url' never gets past the pre-check.
    expect(calls.n).toBe(3);
    expect(messages.map((m) => m.ruleId)).toEqual([
      'urilint/no-unencoded-characters',
      'urilint/prefer-normalized',
      'urilint/prefer-normalized',
      'urilint/valid-port',
      'urilint/prefer-normalized',
      'urilint/no-credentials',
    ]);
  });

  it('gives the same findings as running each rule alone', () => {
    const linter = new Linter();
    const together = linter.verify(code, [configs.all as Linter.Config]);
    const alone = RULES.flatMap((r) =>
      linter.verify(code, [{ plugins: { urilint: plugin }, rules: { [`urilint/${r.id}`]: presetSetting(r, 'all') } }] as never),
    );
    const key = (m: Linter.LintMessage) => `${m.line}:${m.column}:${m.endColumn}:${m.ruleId}:${m.messageId}`;
    expect(together.map(key).sort()).toEqual(alone.map(key).sort());
  });

  it('leaves out of the analysis the plain URLs that no joined rule reports, and only those', () => {
    const plain = "fetch('https://api.acme.io/a'); const home = 'http://api.acme.io';";
    const linter = new Linter();
    calls.n = 0;
    expect(linter.verify(plain, [configs.recommended as Linter.Config])).toEqual([]);
    expect(calls.n).toBe(0);
    // strict's no-insecure-scheme reports a plain http: URL, so both literals are analyzed.
    const strict = linter.verify(plain, [configs.strict as Linter.Config]);
    expect(calls.n).toBe(2);
    expect(strict.map((m) => m.ruleId)).toContain('urilint/no-insecure-scheme');
    // A rule joined twice with other options (the plugin under a second name) has its own analysis,
    // and its options decide too: prefer-normalized with trailingSlash reports 'http://api.acme.io'.
    const twice = linter.verify(plain, [
      configs.recommended as Linter.Config,
      { plugins: { again: plugin }, rules: { 'again/prefer-normalized': ['warn', { trailingSlash: true }] } } as never,
    ]);
    expect(twice.map((m) => m.ruleId)).toEqual(['again/prefer-normalized']);
  });

  it('starts afresh when the same SourceCode is linted again with other rules', () => {
    const linter = new Linter();
    linter.verify(code, [configs.all as Linter.Config]);
    const sourceCode = linter.getSourceCode()!;
    const only = linter.verify(sourceCode, [{ plugins: { urilint: plugin }, rules: { 'urilint/valid-port': 'warn' } }] as never);
    expect(only.map((m) => m.ruleId)).toEqual(['urilint/valid-port']);
  });
});

/** The Literal nodes of a parsed file, in source order (ESLint has set their parents). */
function literalsOf(sourceCode: { ast: unknown }): unknown[] {
  const literals: unknown[] = [];
  (function walk(node: Record<string, unknown>) {
    if (node.type === 'Literal') literals.push(node);
    for (const [k, v] of Object.entries(node)) if (k !== 'parent' && v && typeof v === 'object') (Array.isArray(v) ? v : [v]).forEach((c) => c && typeof c.type === 'string' && walk(c));
  })(sourceCode.ast as never);
  return literals;
}

describe('one run per file', () => {
  // A rule finds its file's run by its context's prototype, made once per file (file-run.ts).
  const files = ["fetch('/a b');", "const u = 'HTTP://x.com:443/';", "const none = 'not a url';"];
  const key = (m: Linter.LintMessage) => `${m.line}:${m.column}:${m.ruleId}`;
  for (const [name, LinterClass] of [
    ['ESLint 10', Linter],
    ['ESLint 9', Linter9],
  ] as const) {
    it(`gives each file of a run its own findings, as a lint of it alone does (${name})`, () => {
      const alone = files.map((code) => new LinterClass({ configType: 'flat' }).verify(code, [configs.all] as never).map(key));
      const linter = new LinterClass({ configType: 'flat' });
      const inTurn = files.map((code) => linter.verify(code, [configs.all] as never).map(key));
      expect(inTurn).toEqual(alone);
      expect(alone.map((k) => k.length > 0)).toEqual([true, true, false]);
    });
  }

  it('reports through rule contexts that are plain objects, as another host may give', () => {
    // No prototype of their own: each rule runs apart, and reads the file from its own context.
    const code = files[1];
    const linter = new Linter();
    const expected = linter.verify(code, [configs.all as Linter.Config]).map((m) => `${m.ruleId}:${m.column}`);
    const sourceCode = linter.getSourceCode()!;
    const reported: string[] = [];
    for (const id of ['valid-port', 'prefer-normalized']) {
      const context = { id: `urilint/${id}`, options: [], settings: {}, sourceCode, report: (d: { loc: { start: { column: number } } }) => reported.push(`urilint/${id}:${d.loc.start.column + 1}`) };
      const listeners = rules[id].create(context as never) as Record<string, (node: unknown) => void>;
      literalsOf(sourceCode).forEach((node) => listeners.Literal(node));
      listeners['Program:exit']?.(sourceCode.ast); // none for JavaScript: its findings are reported as literals come
    }
    expect(reported.sort()).toEqual(expected.filter((k) => /valid-port|prefer-normalized/.test(k)).sort());
    expect(reported.length).toBeGreaterThan(1);
  });

  it('gives the first rule created for a file the listeners of the run, and the others none', () => {
    const linter = new Linter();
    linter.verify(files[0], [configs.all as Linter.Config]);
    const fileContext = Object.freeze({ sourceCode: linter.getSourceCode()!, settings: {} });
    const contextOf = (id: string) => Object.assign(Object.create(fileContext) as object, { id: `urilint/${id}`, options: [], report: () => undefined });
    expect(Object.keys(rules['valid-port'].create(contextOf('valid-port') as never)).sort()).toEqual(['Literal', 'Program:exit', 'TemplateLiteral']);
    expect(Object.keys(rules['no-default-port'].create(contextOf('no-default-port') as never))).toEqual([]);
  });

  it("reports every file when all files' rule contexts share one prototype with getters (as oxlint's)", () => {
    // oxlint (1.x) makes each rule's context once, on one frozen prototype whose getters read
    // the file being linted: the prototype does not tell one file from the next.
    const linter = new Linter();
    let current: ReturnType<Linter['getSourceCode']>;
    const shared = Object.freeze({ get sourceCode() { return current; }, get settings() { return {}; } });
    const reported: string[] = [];
    const contexts = ['valid-port', 'no-default-port', 'prefer-normalized'].map((id) =>
      Object.assign(Object.create(shared) as object, { id: `urilint/${id}`, options: [], report: (d: { loc: { start: { line: number } } }) => reported.push(`${id}:${d.loc.start.line}`) }),
    );
    const seen = files.map((code) => {
      linter.verify(code, []);
      current = linter.getSourceCode()!;
      reported.length = 0;
      const listeners = contexts.map((c) => rules[c.id.slice('urilint/'.length)].create(c as never) as Record<string, ((node: unknown) => void) | undefined>);
      for (const node of literalsOf(current)) listeners.forEach((l) => l.Literal?.(node));
      listeners.forEach((l) => l['Program:exit']?.(current!.ast));
      return [...reported].sort();
    });
    const ids = contexts.map((c) => c.id);
    const alone = files.map((code) => new Linter().verify(code, [configs.all as Linter.Config]).filter((m) => ids.includes(m.ruleId!)).map((m) => `${m.ruleId!.slice('urilint/'.length)}:${m.line}`).sort());
    expect(seen).toEqual(alone);
    expect(seen[1].length).toBeGreaterThan(0); // the second file, which a run left open would have lost
  });

  it('leaves nothing of a file whose lint stopped before its end to the next file', () => {
    const linter = new Linter();
    const crash = { rules: { crash: { create: () => ({ 'Literal:exit': () => { throw new Error('boom'); } }) } } };
    expect(() => linter.verify(files[0], [configs.all as Linter.Config, { plugins: { crash }, rules: { 'crash/crash': 'error' } }] as never)).toThrow('boom');
    expect(linter.verify(files[1], [configs.all as Linter.Config]).map(key)).toEqual(new Linter().verify(files[1], [configs.all as Linter.Config]).map(key));
  });
});

describe('options', () => {
  // The rules read their options from context.options, where ESLint (9.15 and later) has laid
  // them over meta.defaultOptions; a config that sets one option keeps the default of the others.
  const source = "const u = ['https://my_host./', 'https://other_host/'];";
  for (const [name, LinterClass] of [
    ['ESLint 10', Linter],
    ['ESLint 9', Linter9],
  ] as const) {
    it(`completes options given in part with the defaults (${name})`, () => {
      const linter = new LinterClass({ configType: 'flat' });
      const run = (options?: Record<string, unknown>) =>
        linter
          .verify(source, [{ plugins: { urilint: plugin }, rules: { 'urilint/valid-host': options ? ['error', options] : 'error' } }] as never)
          .map((m) => `${m.column}:${m.messageId}`);
      // Defaults: underscores and a trailing dot are both allowed.
      expect(run()).toEqual([]);
      // Setting allowUnderscore alone reports the two underscores and keeps the trailing dot
      // allowed (an unset allowTrailingDot would report it).
      const underscores = run({ allowUnderscore: false });
      expect(underscores).toHaveLength(2);
      expect(underscores).toEqual(run({ allowUnderscore: false, allowTrailingDot: true }));
      expect(run({ allowUnderscore: false, allowTrailingDot: false })).toHaveLength(3);
    });

    it(`gives files of two configurations linted in turn each their own options (${name})`, () => {
      // One config, two file globs with other options for valid-host: the files alternate, so a
      // report plan kept from the file before (file-run.ts, planFor) must follow each file's options.
      const config = [
        { files: ['**/*.js'], plugins: { urilint: plugin }, rules: { 'urilint/valid-host': 'error', 'urilint/valid-port': 'error' } },
        { files: ['strict/**/*.js'], rules: { 'urilint/valid-host': ['error', { allowUnderscore: false, allowTrailingDot: false }] } },
      ];
      const linter = new LinterClass({ configType: 'flat' });
      const lint = (filename: string) => linter.verify(source, config as never, filename).map((m) => `${m.column}:${m.messageId}`);
      const inTurn = ['a.js', 'strict/a.js', 'b.js', 'strict/b.js'].map(lint);
      expect(inTurn).toEqual([[], expect.any(Array), [], expect.any(Array)]);
      expect(inTurn[1]).toHaveLength(3);
      expect(inTurn[3]).toEqual(inTurn[1]);
    });
  }
});
