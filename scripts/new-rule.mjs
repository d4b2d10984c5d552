#!/usr/bin/env node
// `npm run new-rule -- <rule-id>`: writes a new rule's stubs (the core rule module, its core
// test, its ESLint snapshot test and its doc page) and registers it in the core registry, as
// eslint-plugin-regexp's tools/new-rule.ts does. `--root <dir>` writes into another copy of the
// repository (the test runs it into a temporary one). Then: write `check()`, the cases and the
// doc, run `npm run generate`, and review the snapshot that the first test run writes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreRuleTemplate, coreTestTemplate, docTemplate, eslintTestTemplate } from './new-rule-templates.mjs';

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `no-foo-bar` → `noFooBar`, the name of the rule's definition. */
export const camelCase = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The registry with the rule's import after the last rule import and its entry last in RULES, shaped like the entry before it. */
export function register(registry, id) {
  const name = camelCase(id);
  const lines = registry.split('\n');
  const lastImport = lines.findLastIndex((l) => /^import .* from '\.\/rules\/[^']+';$/.test(l));
  const start = lines.findIndex((l) => /^export const RULES\b/.test(l));
  const end = lines.findIndex((l, i) => i > start && /^\];?$/.test(l));
  if (lastImport === -1 || start === -1 || end === -1) throw new Error('registry.ts has no rule imports or no RULES array to add to');
  const previous = lines[end - 1];
  const previousName = /^\s*([A-Za-z0-9]+)/.exec(previous)?.[1];
  if (!previousName) throw new Error(`cannot read the last RULES entry: ${previous}`);
  lines.splice(end, 0, previous.replace(previousName, name).replace(/,?$/, ','));
  if (!previous.endsWith(',')) lines[end - 1] = previous + ',';
  lines.splice(lastImport + 1, 0, `import { ${name} } from './rules/${id}.js';`);
  return lines.join('\n');
}

/** Writes the stubs of rule `id` under `root`; returns the paths written, relative to `root`. */
export function newRule(id, root) {
  if (!ID.test(id)) throw new Error(`"${id}" is no rule id: lower-case words joined by "-" (no-foo, valid-bar)`);
  const files = {
    [`packages/core/src/rules/${id}.ts`]: coreRuleTemplate(id, camelCase(id)),
    [`packages/core/src/rules/${id}.test.ts`]: coreTestTemplate(id),
    [`packages/eslint-plugin/tests/rules/${id}.test.ts`]: eslintTestTemplate(id),
    [`docs/rules/${id}.md`]: docTemplate(id),
  };
  for (const path of Object.keys(files)) if (existsSync(join(root, path))) throw new Error(`${path} exists already`);
  const registryPath = join(root, 'packages/core/src/registry.ts');
  const registry = register(readFileSync(registryPath, 'utf8'), id);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  writeFileSync(registryPath, registry);
  return [...Object.keys(files), 'packages/core/src/registry.ts'];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt === -1 ? fileURLToPath(new URL('..', import.meta.url)) : resolve(args.splice(rootAt, 2)[1]);
  if (args.length !== 1) {
    console.error('usage: npm run new-rule -- <rule-id> [--root <repository copy>]');
    process.exit(2);
  }
  try {
    for (const path of newRule(args[0], root)) console.log(`wrote ${path}`);
    console.log('next: write check(), the core and ESLint cases and the doc; `npm run generate`; review the snapshot the first test run writes');
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
