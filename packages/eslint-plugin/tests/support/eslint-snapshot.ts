/**
 * Caret-underlined snapshots of what the ESLint plugin reports, in the spirit of
 * eslint-plugin-regexp's `.eslintsnap` files: each code sample runs through real ESLint (`Linter`
 * with the plugin, espree for JS and JSX, typescript-eslint's parser for TS and TSX) and renders as
 * the source with `^^^^` under each report, each report's message id and message, the source after
 * one pass of fixes (as `eslint --fix` applies them, RuleTester's `output`) and the source after
 * each suggestion. A reviewer reads the snapshot file, not escaped strings.
 */
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import plugin from '@urilint/eslint-plugin';
import { RULES } from '@urilint/core';
import { describe, expect, it } from 'vitest';

export interface SnapshotCase {
  /** The source, exactly as written in the file (use String.raw to keep its escapes readable). */
  code: string;
  /** `file.js` unless given: `.ts`/`.tsx` go through typescript-eslint's parser, `.js`/`.jsx` through espree with JSX. */
  filename?: string;
  /** The rule's options (its defaults otherwise). */
  options?: Record<string, unknown>;
  /** `settings.urilint`. */
  settings?: Record<string, unknown>;
  /** `module` unless given (legacy octal escapes need `script`). */
  sourceType?: 'script' | 'module';
  /** Why the case exists, when the code does not say it. */
  note?: string;
}

/** A case of the adapter's own tests: the rule that shows the mapping is named per case. */
export interface AdapterCase extends SnapshotCase {
  rule: string;
}

const isTypeScript = (filename: string): boolean => /\.[cm]?tsx?$/.test(filename);

/** Every rule's reports on one case, as `rule/messageId`. */
export function reportsOfEveryRule(c: SnapshotCase): string[] {
  return RULES.flatMap((rule) => lintCase(rule.id, c).map((m) => `${rule.id}/${m.messageId}`));
}

/** The messages of one rule on one case, from real ESLint. */
export function lintCase(ruleId: string, c: SnapshotCase): Linter.LintMessage[] {
  const filename = c.filename ?? 'file.js';
  const config: Linter.Config = {
    files: ['**/*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}'],
    plugins: { urilint: plugin },
    languageOptions: isTypeScript(filename)
      ? { parser: tsParser as Linter.Parser, sourceType: c.sourceType ?? 'module' }
      : { sourceType: c.sourceType ?? 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: c.settings ? { urilint: c.settings } : {},
    rules: { [`urilint/${ruleId}`]: c.options ? ['error', c.options] : 'error' },
  };
  const messages = new Linter().verify(c.code, [config], { filename });
  const fatal = messages.find((m) => m.fatal || m.ruleId === null);
  if (fatal) throw new Error(`${filename} does not parse: ${fatal.message}\n${c.code}`);
  return messages;
}

type Edit = { range: [number, number]; text: string };

/** `code` with the edits applied (one pass, as ESLint's fixer: an edit that overlaps or touches the previous one waits). */
export function applyEdits(code: string, edits: readonly Edit[]): string {
  let out = '';
  let last = -Infinity;
  let copied = 0;
  for (const { range, text } of [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1])) {
    if (last >= range[0] || range[0] > range[1]) continue;
    out += code.slice(copied, range[0]) + text;
    copied = range[1];
    last = range[1];
  }
  return out + code.slice(copied);
}

const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;

function gutter(lines: readonly string[], marks: ReadonlyMap<number, string[]> = new Map()): string {
  const width = String(lines.length).length;
  const out: string[] = [];
  lines.forEach((line, i) => {
    out.push(`  ${String(i + 1).padStart(width)} | ${line}`.trimEnd());
    for (const mark of marks.get(i + 1) ?? []) out.push(`  ${' '.repeat(width)} | ${mark}`);
  });
  return out.join('\n');
}

/** `^` under each column a message covers, line by line; a report at a line's end (its line break) gets one `^` there. */
function caretLines(lines: readonly string[], messages: readonly Linter.LintMessage[]): Map<number, string[]> {
  const marks = new Map<number, string[]>();
  messages.forEach((m, n) => {
    const endLine = m.endLine ?? m.line;
    for (let line = m.line; line <= endLine; line++) {
      const from = line === m.line ? m.column : 1;
      const lineEnd = lines[line - 1].length + 1;
      const to = line === endLine ? (m.endColumn ?? m.column + 1) : lineEnd + 1;
      if (to <= from && line !== m.line) continue;
      const carets = '^'.repeat(Math.max(1, Math.min(to, lineEnd + 1) - from));
      marks.set(line, [...(marks.get(line) ?? []), `${' '.repeat(from - 1)}${carets} [${n + 1}]`]);
    }
  });
  return marks;
}

function header(ruleId: string, c: SnapshotCase, index: number): string {
  const parts = [`Case ${index + 1}`, c.filename ?? 'file.js', ruleId];
  if (c.options) parts.push(`options ${JSON.stringify(c.options)}`);
  if (c.settings) parts.push(`settings ${JSON.stringify({ urilint: c.settings })}`);
  if (c.sourceType) parts.push(`sourceType ${c.sourceType}`);
  return parts.join(' · ') + (c.note ? `\n(${c.note})` : '');
}

function renderMessage(code: string, m: Linter.LintMessage, n: number): string {
  const where = `${m.line}:${m.column}-${m.endLine ?? m.line}:${m.endColumn ?? m.column}`;
  const out = [`[${n + 1}] ${where} ${m.messageId}: ${m.message}`];
  for (const s of m.suggestions ?? []) {
    out.push(`    Suggestion ${s.messageId}: ${s.desc}`);
    out.push(gutter(applyEdits(code, [s.fix]).split(LINE_BREAK)).replace(/^/gm, '    '));
  }
  return out.join('\n');
}

/** One case as text: header, underlined code, the fixed source and each message with its suggestions. */
export function renderCase(ruleId: string, c: SnapshotCase, index: number): string {
  const messages = lintCase(ruleId, c);
  const lines = c.code.split(LINE_BREAK);
  const fixes = messages.flatMap((m) => (m.fix ? [m.fix] : []));
  const out = [header(ruleId, c, index), 'Code:', gutter(lines, caretLines(lines, messages))];
  out.push(fixes.length === 0 ? 'Fixed: unchanged' : `Fixed:\n${gutter(applyEdits(c.code, fixes).split(LINE_BREAK))}`);
  messages.forEach((m, n) => out.push(renderMessage(c.code, m, n)));
  if (messages.length === 0) out.push('(no reports)');
  return out.join('\n');
}

const SNAPSHOT_HEAD = '# Reviewed output of real ESLint: update with `npx vitest run -u <test file>`, then review the diff line by line.\n';

/**
 * A snapshot file of cases, each through the rule it names; every case must be reported (these
 * are invalid cases: code a rule must leave alone is checked by test/docs-examples.test.ts and the
 * adapter's clean-code cases).
 */
export function snapshotCases(name: string, cases: readonly AdapterCase[]): void {
  describe(`${name} through ESLint`, () => {
    it('reports every case', () => {
      const silent = cases.filter((c) => lintCase(c.rule, c).length === 0).map((c) => c.code);
      expect(silent).toEqual([]);
    });
    it('matches the reviewed snapshot', async () => {
      const text = cases.map((c, i) => renderCase(c.rule, c, i)).join('\n---\n\n');
      await expect(`${SNAPSHOT_HEAD}\n${text}\n`).toMatchFileSnapshot(`./__snapshots__/${name}.eslintsnap`);
    });
  });
}

/** One rule's invalid cases, in `__snapshots__/<rule id>.eslintsnap` beside its test file. */
export function snapshotRule(ruleId: string, cases: readonly SnapshotCase[]): void {
  snapshotCases(ruleId, cases.map((c) => ({ rule: ruleId, ...c })));
}
