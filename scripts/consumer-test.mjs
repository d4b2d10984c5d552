#!/usr/bin/env node
// Consumer test: the packages as a user gets them, installed with the README's own `npm install`
// lines as written into fresh `npm init -y` apps outside the workspace, then used as the README
// says. `npm run pack-local` packs the packages (as the README's try-it-now install says), and:
// - published: the README's published lines (`npm install --save-dev eslint @urilint/eslint-plugin`,
//   the oxlint and file-type lines, `npm install -g @urilint/language-server`), with the @urilint
//   scope pointed at a local registry stand-in that serves the packed tarballs as a release would
//   (scripts/consumer/registry.mjs); everything else comes from the npm registry. A JavaScript app:
//   ESLint 10 and 9 with the README's JS snippet (lint and --fix on JS and JSX files with known
//   bugs), oxlint with the README's .oxlintrc.json, never TypeScript installed; a file-type app:
//   the README's file-type config on a file of each type; the global language server over LSP.
// - tarballs: the README's try-it-now lines (`npm run pack-local`, then the tarball installs) in a
//   project next to the checkout: ESLint 10 and 9 with the README's TypeScript snippet, `tsc` on a
//   typed eslint.config.ts, the globally installed language server over LSP.
// - release: `npm publish --dry-run` of every package (what the tarball holds), and `npm run
//   package` (vsce) with the .vsix's contents.
// Needs the npm registry; takes a few minutes. Run from .ci/run (not in `npm test`).
// Usage: node scripts/consumer-test.mjs [--keep] [--only=published,tarballs,release]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import * as F from './consumer/fixtures.mjs';
import { startLanguageServer } from './consumer/lsp-client.mjs';
import { startRegistry } from './consumer/registry.mjs';
import { publishDryRun, vscePackage } from './consumer/release-checks.mjs';
import { installLine, tarballName } from './pack-local.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const results = { passed: 0, failed: 0 };
const log = (message) => console.log(`[consumer ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);

/** Runs one named check; a failure is logged and counted, and the run goes on. */
async function check(name, fn) {
  try {
    await fn();
    results.passed++;
    log(`ok    ${name}`);
  } catch (e) {
    results.failed++;
    log(`FAIL  ${name}\n${String(e?.stack ?? e).replace(/^/gm, '      ')}`);
  }
}

function expectEqual(actual, expected, what) {
  if (!isDeepStrictEqual(actual, expected)) throw new Error(`${what}\n  expected ${JSON.stringify(expected)}\n  actual   ${JSON.stringify(actual)}`);
}

// Under `npm run`, npm passes the workspace's package, prefix and workspace settings on to child
// processes: the apps must not see them (registry and proxy settings pass through).
const WORKSPACE_ENV = /^npm_(package_|lifecycle_)|^npm_config_(local_prefix|prefix|workspaces?|include_workspace_root)$/i;
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !WORKSPACE_ENV.test(k)));

/** Runs a command; throws on a non-zero exit unless `allowFail`. */
function sh(cwd, command, args, { allowFail = false, extraEnv = {} } = {}) {
  const r = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  if (r.status !== 0 && !allowFail) throw new Error(`${command} ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r;
}

const npmInstall = (app, specs, options) => sh(app, 'npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--loglevel=error', ...specs], options);

/** npm settings of the apps that install the "published" packages (see registryConfig). */
let publishedEnv = {};

/**
 * Runs one `npm install` line of the README as written, through the shell, in `cwd`. A global
 * install (`-g`) goes to `prefix`, not to this machine's global folder.
 */
function runReadmeLine(cwd, line, { prefix, extraEnv = {} } = {}) {
  if (!/^npm install [\w@./ -]+$/.test(line)) throw new Error(`not a plain npm install line: ${line}`);
  const global = / -g\b/.test(line);
  if (global && !prefix) throw new Error(`a global install needs a prefix here: ${line}`);
  return sh(cwd, 'sh', ['-c', line], { extraEnv: { ...extraEnv, ...(global ? { npm_config_prefix: prefix } : {}) } });
}

/** The shell lines of a README snippet, comments and blank lines left out. */
const readmeLines = async (name) => (await readmeSnippet(name)).split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));

/** A README snippet as written (see scripts/readme-snippets.mjs, loaded once the build is done). */
async function readmeSnippet(name) {
  const { snippet } = await import('./readme-snippets.mjs');
  return snippet(readFileSync(join(repo, 'README.md'), 'utf8'), name);
}

function writeFiles(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const readFiles = (dir, paths) => Object.fromEntries(paths.map((p) => [p, readFileSync(join(dir, p), 'utf8')]));

function newApp(work, name) {
  const app = join(work, name);
  mkdirSync(app);
  sh(app, 'npm', ['init', '-y']);
  return app;
}

/** `line:rule` findings per file (paths relative to the app) from `eslint -f json`. */
function eslintFindings(app, files, extraArgs = []) {
  const r = sh(app, join(app, 'node_modules/.bin/eslint'), ['-f', 'json', ...extraArgs, ...files], { allowFail: true });
  if (r.status === 2) throw new Error(`eslint failed:\n${r.stderr}`);
  const out = {};
  for (const result of JSON.parse(r.stdout)) {
    const list = result.messages.map((m) => `${m.line}:${m.ruleId?.replace(/^urilint\//, '') ?? `fatal ${m.message}`}`).sort();
    if (list.length > 0) out[relative(app, result.filePath)] = list;
  }
  return out;
}

/** Lints `sources` with `config` as eslint.config.mjs, then --fix, then puts the sources back. */
async function eslintChecks(app, label, config, sources, expected, fixed, afterFix) {
  writeFileSync(join(app, 'eslint.config.mjs'), config);
  writeFiles(app, sources);
  const files = Object.keys(sources);
  await check(`${label}: eslint reports the expected rules`, () => expectEqual(eslintFindings(app, files), expected, 'findings'));
  await check(`${label}: eslint --fix`, () => {
    const left = eslintFindings(app, files, ['--fix']);
    expectEqual(readFiles(app, files), Object.fromEntries(files.map((f) => [f, fixed[f]])), 'fixed text');
    expectEqual(left, afterFix, 'findings left after --fix');
  });
  writeFiles(app, sources);
}

/** `npm ls typescript` finds nothing. */
async function noTypeScript(app, label) {
  await check(`${label}: no typescript in the dependency tree (npm ls typescript)`, () => {
    const r = sh(app, 'npm', ['ls', 'typescript', '--all'], { allowFail: true, extraEnv: publishedEnv });
    if (!r.stdout.includes('(empty)') || /typescript@/.test(r.stdout)) throw new Error(r.stdout);
  });
}

/** The @urilint packages of the lock file came from the tarballs (`file:`), none from a registry. */
async function fromTarballs(app, label) {
  await check(`${label}: @urilint/* installed from the tarballs`, () => {
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
    const ours = Object.entries(lock.packages).filter(([path]) => /node_modules\/@urilint\//.test(path));
    expectEqual(ours.map(([path]) => path).sort(), ['node_modules/@urilint/core', 'node_modules/@urilint/eslint-plugin', 'node_modules/@urilint/source'], 'the @urilint packages in the lock file');
    for (const [path, entry] of ours) if (!entry.resolved?.startsWith('file:')) throw new Error(`${path} resolved from ${entry.resolved}`);
  });
}

/** The packages npm took from the registry stand-in since `before` requests (packuments). */
async function servedSince(registry, before) {
  return [...new Set((await registry.requests()).slice(before).filter((p) => !p.includes('/-/')))].sort();
}

/** `rule-id` findings per file from `oxlint -f json`, urilint's only (oxlint's own rules run too). */
function oxlintFindings(app, args) {
  const r = sh(app, join(app, 'node_modules/.bin/oxlint'), ['-f', 'json', ...args], { allowFail: true });
  const report = JSON.parse(r.stdout);
  const out = {};
  for (const d of report.diagnostics) {
    const m = /^(@?urilint)\((.+)\)$/.exec(d.code ?? '');
    if (!m) continue;
    (out[d.filename] ??= []).push(`${d.labels[0].span.line}:${m[1] === 'urilint' ? m[2] : `${m[1]}/${m[2]}`}`);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

async function oxlintChecks(app) {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const line = /`(npm install --save-dev oxlint [^`]+)`/.exec(readme)?.[1];
  if (!line) throw new Error('README.md names no `npm install --save-dev oxlint …` line');
  runReadmeLine(app, line, { extraEnv: publishedEnv });
  log(`installed oxlint ${sh(app, join(app, 'node_modules/.bin/oxlint'), ['--version']).stdout.trim()}`);
  const files = Object.keys(F.JS_SOURCES);
  writeFileSync(join(app, '.oxlintrc.json'), await readmeSnippet('oxlint'));
  await check('oxlint, README .oxlintrc.json: reports the expected rules', () => expectEqual(oxlintFindings(app, files), F.EXPECTED_OXLINT, 'findings'));
  await check('oxlint --fix', () => {
    oxlintFindings(app, ['--fix', ...files]);
    expectEqual(readFiles(app, files), Object.fromEntries(files.map((f) => [f, F.FIXED[f]])), 'fixed text');
  });
  writeFiles(app, F.JS_SOURCES);
  // The short form: oxlint names the plugin after meta.name less "eslint-plugin", i.e. @urilint.
  writeFileSync(join(app, '.oxlintrc.json'), JSON.stringify({ jsPlugins: ['@urilint/eslint-plugin'], rules: { '@urilint/no-default-port': 'warn' } }));
  await check('oxlint, short form "jsPlugins": ["@urilint/eslint-plugin"]: rules named @urilint/*', () =>
    expectEqual(oxlintFindings(app, files), { 'src/app.js': ['2:@urilint/no-default-port'], 'src/Link.jsx': ['1:@urilint/no-default-port'] }, 'findings'),
  );
}

/**
 * A JavaScript-only app, as published: the README's install line, ESLint 10 then 9, then the
 * README's oxlint line; never TypeScript.
 */
async function javascriptApp(work, registry) {
  const app = newApp(work, 'js-app');
  const config = await readmeSnippet('eslint-js');
  const [install] = await readmeLines('install-eslint');
  const before = (await registry.requests()).length;
  for (const spec of [undefined, 'eslint@9']) {
    if (spec === undefined) runReadmeLine(app, install, { extraEnv: publishedEnv });
    else npmInstall(app, [spec], { extraEnv: publishedEnv });
    const label = `JS app, README install${spec ? ` then ${spec}` : ''} (ESLint ${sh(app, join(app, 'node_modules/.bin/eslint'), ['--version']).stdout.trim()}), README JS snippet`;
    log(`${label}: installed`);
    if (spec === undefined) {
      await check(`${label}: @urilint/eslint-plugin, core and source came from the registry stand-in`, async () =>
        expectEqual(await servedSince(registry, before), ['@urilint/core', '@urilint/eslint-plugin', '@urilint/source'], 'packages served'),
      );
    }
    await noTypeScript(app, label);
    await eslintChecks(app, label, config, F.JS_SOURCES, F.EXPECTED_JS_SNIPPET, F.FIXED, F.AFTER_FIX_JS_SNIPPET);
  }
  await oxlintChecks(app);
  await noTypeScript(app, 'JS app with oxlint');
}

/**
 * Every other file type, as published: the README's install lines for the plugin and for the
 * types' parsers, then the README's config on the file-type fixtures of the test suite (whose
 * findings test/filetypes.test.ts checks one by one): each file gets urilint's findings and none
 * fails to load or parse.
 */
async function fileTypesApp(work) {
  const app = newApp(work, 'filetypes-app');
  for (const name of ['install-eslint', 'install-filetypes']) for (const line of await readmeLines(name)) runReadmeLine(app, line, { extraEnv: publishedEnv });
  log('file-types app: installed with the README lines');
  writeFileSync(join(app, 'eslint.config.mjs'), await readmeSnippet('eslint-filetypes'));
  const fixtures = join(repo, 'test/fixtures/filetypes');
  const files = readdirSync(fixtures).filter((f) => f !== 'eslint.config.mjs');
  for (const f of files) cpSync(join(fixtures, f), join(app, 'src', f));
  await check('file-types app, README config: every type loads, parses and gets urilint findings', () => {
    const r = sh(app, join(app, 'node_modules/.bin/eslint'), ['-f', 'json', 'src'], { allowFail: true });
    if (r.status === 2) throw new Error(`eslint failed:\n${r.stderr}`);
    const byFile = {};
    for (const result of JSON.parse(r.stdout)) {
      const file = relative(join(app, 'src'), result.filePath);
      const fatal = result.messages.filter((m) => m.fatal || m.ruleId === null);
      if (fatal.length > 0) throw new Error(`${file}: ${fatal.map((m) => m.message).join('; ')}`);
      byFile[file] = result.messages.filter((m) => m.ruleId?.startsWith('urilint/')).length > 0;
    }
    expectEqual(byFile, Object.fromEntries(files.map((f) => [f, true]).sort()), 'files with urilint findings');
  });
}

/** `tsc --noEmit` on typed eslint.config.ts styles against the installed package's .d.ts. */
async function typeCheck(app, label) {
  writeFiles(app, F.TYPED_CONFIGS);
  const tsconfig = { compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: Object.keys(F.TYPED_CONFIGS) };
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(tsconfig));
  await check(`${label}: tsc accepts defineConfig and Linter.Config[] with the installed types`, () => {
    const r = sh(app, join(app, 'node_modules/.bin/tsc'), ['-p', '.'], { allowFail: true });
    if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  });
}

/** The installed language server over stdio: diagnostics for an opened TypeScript document. */
async function languageServerCheck(app, bin, label) {
  await check(`${label}: urilint-language-server --stdio publishes diagnostics`, async () => {
    const server = startLanguageServer(bin, ['--stdio'], app);
    try {
      const init = await server.request('initialize', { processId: process.pid, rootUri: pathToFileURL(app).href, capabilities: {} });
      if (!init.result?.capabilities) throw new Error(`initialize: ${JSON.stringify(init)}`);
      server.notify('initialized', {});
      const uri = pathToFileURL(join(app, 'src/api.ts')).href;
      server.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'typescript', version: 1, text: F.TS_SOURCES['src/api.ts'] } });
      const published = await server.waitForNotification((n) => n.method === 'textDocument/publishDiagnostics' && n.params.uri === uri && n.params.diagnostics.length > 0);
      const found = published.params.diagnostics.map((d) => `${d.range.start.line + 1}:${d.code}:${d.source}`).sort();
      expectEqual(found, ['2:no-unencoded-characters:urilint', '4:no-default-port:urilint'], 'diagnostics');
      await server.request('shutdown', null);
      server.notify('exit', null);
      expectEqual((await server.exited()).code, 0, 'exit code after shutdown and exit');
    } catch (e) {
      server.kill();
      throw new Error(`${e.message}\nserver stderr:\n${server.stderr()}`);
    }
  });
}

/**
 * A TypeScript project next to the checkout, with the README's try-it-now lines: the tarballs,
 * ESLint 10 then 9, the README's TypeScript parser line and snippet, tsc; the server installed
 * globally from its tarballs.
 */
async function typescriptApp(work) {
  // The README's layout: the project and the checkout side by side, the checkout named urilint.
  symlinkSync(repo, join(work, 'urilint'), 'dir');
  const app = newApp(work, 'your-project');
  const [eslintLine, serverLine, ...rest] = (await readmeLines('install-tarballs')).filter((l) => !l.includes('pack-local'));
  if (rest.length > 0 || !eslintLine.includes('eslint') || !serverLine.includes(' -g ')) throw new Error('install-tarballs: expected the ESLint line, then the language server line');
  const config = await readmeSnippet('eslint-ts');
  const sources = { ...F.JS_SOURCES, ...F.TS_SOURCES };
  for (const spec of [undefined, 'eslint@9']) {
    if (spec === undefined) {
      runReadmeLine(app, eslintLine);
      for (const line of await readmeLines('install-ts')) runReadmeLine(app, line);
      npmInstall(app, ['typescript']); // for tsc on a typed config (typeCheck)
    } else npmInstall(app, [spec]);
    const label = `TS app, README tarballs${spec ? ` then ${spec}` : ''} (ESLint ${sh(app, join(app, 'node_modules/.bin/eslint'), ['--version']).stdout.trim()}), README TS snippet`;
    log(`${label}: installed`);
    await fromTarballs(app, label);
    await eslintChecks(app, label, config, sources, F.EXPECTED_TS_SNIPPET, F.FIXED_TS_SNIPPET, {});
    await typeCheck(app, label);
  }
  const prefix = join(work, 'global-tarballs');
  runReadmeLine(app, serverLine, { prefix });
  log('TS app: language server installed globally from the README tarball line');
  await languageServerCheck(app, join(prefix, 'bin/urilint-language-server'), 'language server, README tarball line (-g)');
}

/** The README's `npm install -g @urilint/language-server`, from the registry stand-in. */
async function globalServer(work, registry) {
  const app = newApp(work, 'server-app');
  const prefix = join(work, 'global-published');
  const before = (await registry.requests()).length;
  for (const line of await readmeLines('install-server')) runReadmeLine(app, line, { prefix, extraEnv: publishedEnv });
  await check('language server, README published line (-g): core, source and language-server came from the registry stand-in', async () =>
    expectEqual(await servedSince(registry, before), ['@urilint/core', '@urilint/language-server', '@urilint/source'], 'packages served'),
  );
  await languageServerCheck(app, join(prefix, 'bin/urilint-language-server'), 'language server, README published line (-g)');
}

/**
 * An npm global config that points the @urilint scope at the registry stand-in, on top of this
 * machine's own global config (registry mirrors and proxies stay as they are).
 */
function registryConfig(work, registry) {
  const own = sh(repo, 'npm', ['config', 'get', 'globalconfig']).stdout.trim();
  const file = join(work, 'registry-stand-in.npmrc');
  writeFileSync(file, `${existsSync(own) ? `${readFileSync(own, 'utf8')}\n` : ''}@urilint:registry=${registry.url}\n`);
  return { npm_config_globalconfig: file };
}

const GROUPS = ['published', 'tarballs', 'release'];

async function main() {
  const keep = process.argv.includes('--keep');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',') ?? GROUPS;
  for (const g of only) if (!GROUPS.includes(g)) throw new Error(`--only: no group ${g} (${GROUPS.join(', ')})`);
  const work = mkdtempSync(join(tmpdir(), 'urilint-consumer-'));
  log(`working in ${work} (outside the workspace), Node ${process.version}, groups ${only.join(', ')}`);
  // The README's try-it-now step, in the checkout (whose `npm install` CI has done: npm ci).
  const packLines = (await readmeLines('install-tarballs')).filter((l) => l.includes('pack-local'));
  expectEqual(packLines, ['npm install && npm run pack-local'], 'the README\'s pack step');
  const packed = sh(repo, 'npm', ['run', 'pack-local']).stdout;
  const packs = join(repo, 'packs');
  await check('npm run pack-local prints the README\'s tarball lines (with absolute paths)', async () => {
    const lines = (await readmeLines('install-tarballs')).filter((l) => !l.includes('pack-local'));
    expectEqual(lines, [installLine('eslint-plugin', '../urilint/packs'), installLine('language-server', '../urilint/packs')], 'README lines');
    for (const what of ['eslint-plugin', 'language-server']) if (!packed.includes(installLine(what, packs))) throw new Error(`pack-local did not print ${installLine(what, packs)}:\n${packed}`);
  });
  const registry = await startRegistry(['core', 'source', 'eslint-plugin', 'language-server'].map((p) => join(packs, tarballName(p))));
  publishedEnv = registryConfig(work, registry);
  try {
    if (only.includes('published')) {
      await javascriptApp(work, registry);
      await fileTypesApp(work);
      await globalServer(work, registry);
    }
    if (only.includes('tarballs')) await typescriptApp(work);
    if (only.includes('release')) {
      await publishDryRun({ repo, check, sh, log, expectEqual });
      await vscePackage({ repo, check, sh, log });
    }
  } finally {
    registry.close();
  }
  if (results.failed === 0 && !keep) rmSync(work, { recursive: true, force: true });
  else log(`left ${work} for a look`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`consumer-test: ${results.passed} passed, ${results.failed} failed`);
  process.exitCode = results.failed === 0 ? 0 : 1;
}

await main();
