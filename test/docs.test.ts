import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '@urilint/core';
// @ts-expect-error: a plain ESM script without types
import { withRuleTable } from '../scripts/rule-table.mjs';

const root = new URL('../', import.meta.url);
const read = (p: string): string => readFileSync(new URL(p, root), 'utf8');

function section(doc: string, title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start === -1) return '';
  const next = doc.indexOf('\n## ', start + 4);
  return doc.slice(start, next === -1 ? undefined : next);
}

function tableValue(doc: string, key: string): string | undefined {
  const m = new RegExp(`^\\| ${key} \\| ([^|\\n]*)\\|`, 'm').exec(doc);
  return m?.[1].trim();
}

describe('rule docs agree with the registry', () => {
  for (const rule of RULES) {
    describe(rule.id, () => {
      const path = `docs/rules/${rule.id}.md`;
      it('has a doc page', () => expect(existsSync(new URL(path, root))).toBe(true));
      const doc = existsSync(new URL(path, root)) ? read(path) : '';
      it('starts with its id and the registry description', () => {
        expect(doc.split('\n')[0]).toBe(`# urilint/${rule.id}`);
        expect(doc).toContain(`\n> ${rule.description}\n`);
      });
      it('states preset membership, severity, fix and suggestions truthfully', () => {
        expect(tableValue(doc, 'Recommended')).toBe(rule.presets.recommended ? 'yes' : 'no');
        expect(tableValue(doc, 'Default severity')).toBe(rule.defaultSeverity);
        expect(tableValue(doc, 'Fix')?.startsWith(rule.fixable ? 'yes' : 'no')).toBe(true);
        expect(tableValue(doc, 'Suggestions')?.startsWith(rule.hasSuggestions ? 'yes' : 'no')).toBe(true);
        expect(tableValue(doc, 'Sources')).toBe(rule.source);
      });
      it('has the sections every rule page has, with examples', () => {
        for (const s of ['Why', 'WHATWG validation errors', 'Incorrect', 'Correct', 'Options', 'Fix and suggestions']) {
          expect(section(doc, s), s).not.toBe('');
        }
        expect(section(doc, 'Incorrect')).toContain('```');
        expect(section(doc, 'Correct')).toContain('```');
      });
      it('names every WHATWG validation error it covers', () => {
        const whatwg = section(doc, 'WHATWG validation errors');
        for (const e of rule.whatwgErrors) expect(whatwg).toContain('`' + e + '`');
        if (rule.whatwgErrors.length === 0) expect(whatwg).toContain('None.');
      });
      it('documents every option with its default', () => {
        const options = section(doc, 'Options');
        const props = Object.entries(rule.optionsSchema.properties);
        for (const [name, schema] of props) {
          expect(options).toContain('`' + name + '`');
          expect((rule.defaultOptions as Record<string, unknown>)[name]).toEqual(schema.default);
        }
        expect(Object.keys(rule.defaultOptions).sort()).toEqual(props.map(([n]) => n).sort());
        if (props.length === 0) expect(options).toContain('None.');
      });
      it('has one-sentence messages', () => {
        for (const m of Object.values(rule.messages) as string[]) expect(m.trim().length).toBeGreaterThan(10);
      });
    });
  }

  it('has no doc page for a rule that does not exist', () => {
    const ids = new Set(RULES.map((r) => r.id));
    const pages = readdirSync(new URL('docs/rules/', root)).filter((f) => f.endsWith('.md'));
    expect(pages.filter((p) => !ids.has(p.slice(0, -3)))).toEqual([]);
  });

  it('README rule table is generated from the registry (run `npm run generate`)', () => {
    const readme = read('README.md');
    expect(readme).toBe(withRuleTable(readme, RULES));
  });
});
