// Lints corpus files with real ESLint (the Linter class, flat config) and one of urilint's presets,
// and turns each urilint message into a finding record that a review row can be joined to.
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import urilint from '@urilint/eslint-plugin';

const JS_FILES = ['**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'];
const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
/** How much of a long literal a review key keeps. */
const MAX_LITERAL_CHARS = 240;
const MAX_SOURCE_LINE_CHARS = 300;

export const linter = new Linter({ configType: 'flat' });

/** The corpus is JavaScript and TypeScript: the presets for other file types are not run. */
export const JS_PRESETS = ['recommended', 'strict', 'all'];

export function presetNames() {
  return JS_PRESETS.filter((name) => urilint.configs[name] !== undefined);
}

/**
 * The flat config of one preset. Parsers are tried in order, as a project's own config would pick
 * them: JS as an ES module with JSX, then as CommonJS (top-level `return`), then through
 * typescript-eslint's parser (Flow-free JS that uses TS syntax); TS always through typescript-eslint.
 * Inline `eslint-disable` comments are ignored: the corpus measures the rules, not the projects'
 * suppressions (which name rules this config does not have).
 *
 * `everywhere`: the preset's rules on every file, test files included (the precision measure);
 * without it the preset as users get it, which leaves test files alone (the fix check, as
 * `eslint --fix` with the README's setup runs).
 */
export function presetConfig(preset, jsVariant = 0, everywhere = true) {
  const js = [
    { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    { ecmaVersion: 'latest', sourceType: 'commonjs', parserOptions: { ecmaFeatures: { jsx: true, globalReturn: true } } },
    { parser: tsParser, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
  ][jsVariant];
  const base = [
    { files: JS_FILES, languageOptions: js },
    { files: TS_FILES, languageOptions: { parser: tsParser, sourceType: 'module' } },
    { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  ];
  if (preset === undefined) return base;
  const { ignores: _testFiles, ...onEveryFile } = urilint.configs[preset];
  return [...base, everywhere ? onEveryFile : urilint.configs[preset]];
}

export const JS_VARIANTS = 3;

/**
 * Lints one file with each preset; returns per preset its messages, the parser variant that read
 * the file and its SourceCode, or the fatal message. The file is parsed once: later presets are
 * run on the SourceCode of the first (ESLint's Linter takes one in place of the text).
 */
export function lintWithPresets(text, filename, presets) {
  let fatal;
  const variants = /\.[cm]?jsx?$/.test(filename) ? JS_VARIANTS : 1;
  for (let variant = 0; variant < variants; variant++) {
    const messages = linter.verify(text, presetConfig(presets[0], variant), filename);
    fatal = messages.find((m) => m.fatal);
    if (fatal) continue;
    const sourceCode = linter.getSourceCode();
    const results = new Map([[presets[0], messages]]);
    for (const preset of presets.slice(1)) results.set(preset, linter.verify(sourceCode, presetConfig(preset, variant), filename));
    return { results, variant, sourceCode };
  }
  return { fatal };
}

/** The string-like node (literal, whole template literal, JSX text) a finding points into. */
export function literalNodeAt(sourceCode, index) {
  let node = sourceCode.getNodeByRangeIndex(index);
  while (node && !['Literal', 'TemplateLiteral', 'JSXText'].includes(node.type)) node = node.parent;
  return node;
}

function clip(text, max) {
  return text.length > max ? text.slice(0, max) + '…' : text;
}

/** The finding record of one urilint message in a linted file. */
export function findingOf(message, { repo, commit, file }, sourceCode) {
  const index = sourceCode.getIndexFromLoc({ line: message.line, column: message.column - 1 });
  const node = literalNodeAt(sourceCode, index);
  const sourceLine = sourceCode.lines[message.line - 1] ?? '';
  return {
    repo,
    commit,
    file,
    line: message.line,
    column: message.column,
    endLine: message.endLine,
    endColumn: message.endColumn,
    rule: message.ruleId.replace(/^urilint\//, ''),
    severity: message.severity === 2 ? 'error' : 'warn',
    message: message.message,
    literal: clip(node ? sourceCode.getText(node) : sourceLine.trim(), MAX_LITERAL_CHARS),
    source: clip(sourceLine.trim(), MAX_SOURCE_LINE_CHARS),
    fixable: Boolean(message.fix),
    suggestions: message.suggestions?.length ?? 0,
  };
}
