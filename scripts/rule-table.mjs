// The README rule table, generated from the core registry (SPEC §2: metadata lives once).
// `node scripts/generate-docs.mjs` writes it into README.md; test/docs.test.ts checks it.

export const TABLE_START = '<!-- rule-table:start (generated from the core registry by `npm run generate`) -->';
export const TABLE_END = '<!-- rule-table:end -->';

/** @param {readonly import('@urilint/core').RuleDefinition[]} rules */
export function ruleTable(rules) {
  const rows = [
    '| Rule | Description | Recommended | Severity | Fix | Suggestions | Source |',
    '|---|---|:---:|---|:---:|:---:|---|',
  ];
  for (const r of rules) {
    const cell = (s) => s.replace(/\|/g, '\\|');
    rows.push(
      `| [\`urilint/${r.id}\`](docs/rules/${r.id}.md) | ${cell(r.description)} | ${r.presets.recommended ? '✅' : ''} | ${r.defaultSeverity} | ${r.fixable ? '🔧' : ''} | ${r.hasSuggestions ? '💡' : ''} | ${cell(r.source)} |`,
    );
  }
  return [TABLE_START, ...rows, TABLE_END].join('\n');
}

/** README text with its rule table replaced by the generated one. */
export function withRuleTable(readme, rules) {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end === -1) throw new Error('README.md has no rule-table markers');
  return readme.slice(0, start) + ruleTable(rules) + readme.slice(end + TABLE_END.length);
}
