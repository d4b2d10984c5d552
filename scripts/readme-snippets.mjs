// The README's configuration snippets, each a code block right after a `<!-- snippet:NAME … -->`
// marker: scripts/consumer-test.mjs installs the packages and runs ESLint and oxlint with them as
// written, so that the README cannot drift from what works.
// The .oxlintrc.json one is generated from the core registry (SPEC §2: metadata lives once):
// oxlint cannot load a plugin's presets, so it lists the recommended preset's rules.
// `node scripts/generate-docs.mjs` writes it; test/readme-snippets.test.ts checks it.
import { presetSetting } from '@urilint/core';

/** The code in the block right after `<!-- snippet:NAME `, as written (with a final newline). */
export function snippet(readme, name) {
  const at = readme.indexOf(`<!-- snippet:${name} `);
  if (at === -1) throw new Error(`README.md has no snippet:${name} marker`);
  const m = /^[^\n]*\n```\w*\n([\s\S]*?)\n```\n/.exec(readme.slice(at));
  if (!m) throw new Error(`no code block right after the snippet:${name} marker`);
  return m[1] + '\n';
}

export const OXLINT_MARKER = '<!-- snippet:oxlint (generated from the core registry by `npm run generate`; run as written by scripts/consumer-test.mjs) -->';

/** @param {readonly import('@urilint/core').RuleDefinition[]} rules */
export function oxlintSnippet(rules) {
  const entries = rules.flatMap((r) => {
    const setting = presetSetting(r, 'recommended');
    return setting === undefined ? [] : [`    "urilint/${r.id}": ${JSON.stringify(setting)}`];
  });
  return [
    '```json',
    '{',
    '  "jsPlugins": [{ "name": "urilint", "specifier": "@urilint/eslint-plugin" }],',
    '  "settings": { "urilint": { "urlContexts": { "functions": ["request"] } } },',
    '  "rules": {',
    entries.join(',\n'),
    '  }',
    '}',
    '```',
  ].join('\n');
}

/** README text with the code block after the oxlint marker replaced by the generated one. */
export function withOxlintSnippet(readme, rules) {
  const at = readme.indexOf(OXLINT_MARKER);
  if (at === -1) throw new Error('README.md has no oxlint snippet marker');
  const blockStart = at + OXLINT_MARKER.length + 1;
  const blockEnd = readme.indexOf('\n```\n', readme.indexOf('\n', blockStart)) + 4;
  return readme.slice(0, blockStart) + oxlintSnippet(rules) + readme.slice(blockEnd);
}
