#!/usr/bin/env node
// Consumer test (issue 10): the packages as a user gets them. `npm pack` each package, install the
// tarballs into fresh `npm init -y` apps outside the workspace (everything else from the registry),
// and use them as the README says: ESLint 9 and 10 with the README's snippets as written (lint and
// --fix on JS, JSX, TS and TSX files with known bugs), oxlint with the README's .oxlintrc.json,
// `tsc` on a typed eslint.config.ts, and `urilint-language-server --stdio` over LSP. A JavaScript
// app must not get TypeScript installed. Needs the npm registry; takes about two minutes.
// Run from .ci/run (not in `npm test`). Usage: node scripts/consumer-test.mjs [--keep]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import * as F from './consumer/fixtures.mjs';
import { startLanguageServer } from './consumer/lsp-client.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'source', 'eslint-plugin', 'language-server'];
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
function sh(cwd, command, args, { allowFail = false } = {}) {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  if (r.status !== 0 && !allowFail) throw new Error(`${command} ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r;
}

const npmInstall = (app, specs) => sh(app, 'npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--loglevel=error', ...specs]);

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

/** `npm pack` of every package into `dest`: the tarball paths by package directory. */
function packAll(dest) {
  mkdirSync(dest);
  const args = ['pack', '--json', '--pack-destination', dest, ...PACKAGES.flatMap((p) => ['-w', `packages/${p}`])];
  const packed = JSON.parse(sh(repo, 'npm', args).stdout);
  const tarballs = {};
  for (const [k, p] of packed.entries()) {
    tarballs[PACKAGES[k]] = join(dest, p.filename);
    log(`packed ${p.name}: ${p.size} bytes, ${p.unpackedSize} unpacked, ${p.entryCount} files: ${p.files.map((f) => f.path).join(' ')}`);
  }
  return tarballs;
}

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

/** `npm ls typescript` finds nothing, and the @urilint packages came from the tarballs. */
async function noTypeScript(app, label) {
  await check(`${label}: no typescript in the dependency tree (npm ls typescript)`, () => {
    const r = sh(app, 'npm', ['ls', 'typescript', '--all'], { allowFail: true });
    if (!r.stdout.includes('(empty)') || /typescript@/.test(r.stdout)) throw new Error(r.stdout);
  });
  await check(`${label}: @urilint/* installed from the tarballs, not the registry`, () => {
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
    const ours = Object.entries(lock.packages).filter(([path]) => /node_modules\/@urilint\//.test(path));
    if (ours.length === 0) throw new Error('no @urilint package in the lock file');
    for (const [path, entry] of ours) if (!entry.resolved?.startsWith('file:')) throw new Error(`${path} resolved from ${entry.resolved}`);
  });
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
  npmInstall(app, ['oxlint']);
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

/** A JavaScript-only app: the plugin and ESLint 9, then 10, then oxlint; never TypeScript. */
async function javascriptApp(work, tarballs) {
  const app = newApp(work, 'js-app');
  const config = await readmeSnippet('eslint-js');
  for (const eslint of ['eslint@9', 'eslint@10']) {
    npmInstall(app, [tarballs.core, tarballs.source, tarballs['eslint-plugin'], eslint]);
    const label = `JS app, ${eslint} (${sh(app, join(app, 'node_modules/.bin/eslint'), ['--version']).stdout.trim()}), README JS snippet`;
    log(`${label}: installed`);
    await noTypeScript(app, label);
    await eslintChecks(app, label, config, F.JS_SOURCES, F.EXPECTED_JS_SNIPPET, F.FIXED, F.AFTER_FIX_JS_SNIPPET);
  }
  await oxlintChecks(app);
  await noTypeScript(app, 'JS app with oxlint');
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
async function languageServerCheck(app) {
  await check('language server: urilint-language-server --stdio publishes diagnostics', async () => {
    const server = startLanguageServer(join(app, 'node_modules/.bin/urilint-language-server'), ['--stdio'], app);
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

/** An app with TypeScript: all four packages, the TS parser, ESLint 10 then 9, tsc, the server. */
async function typescriptApp(work, tarballs) {
  const app = newApp(work, 'ts-app');
  const config = await readmeSnippet('eslint-ts');
  const sources = { ...F.JS_SOURCES, ...F.TS_SOURCES };
  for (const eslint of ['eslint@10', 'eslint@9']) {
    npmInstall(app, [...PACKAGES.map((p) => tarballs[p]), eslint, '@typescript-eslint/parser', 'typescript']);
    const label = `TS app, ${eslint} (${sh(app, join(app, 'node_modules/.bin/eslint'), ['--version']).stdout.trim()}), README TS snippet`;
    log(`${label}: installed`);
    await eslintChecks(app, label, config, sources, F.EXPECTED_TS_SNIPPET, F.FIXED_TS_SNIPPET, {});
    await typeCheck(app, label);
  }
  await languageServerCheck(app);
}

async function main() {
  const keep = process.argv.includes('--keep');
  const work = mkdtempSync(join(tmpdir(), 'urilint-consumer-'));
  log(`working in ${work} (outside the workspace), Node ${process.version}`);
  sh(repo, process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-b']);
  const tarballs = packAll(join(work, 'tarballs'));
  await javascriptApp(work, tarballs);
  await typescriptApp(work, tarballs);
  if (results.failed === 0 && !keep) rmSync(work, { recursive: true, force: true });
  else log(`left ${work} for a look`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`consumer-test: ${results.passed} passed, ${results.failed} failed`);
  process.exitCode = results.failed === 0 ? 0 : 1;
}

await main();
