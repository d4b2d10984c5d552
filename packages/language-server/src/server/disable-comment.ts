/**
 * The "Disable urilint/<rule> for this line" quick fix: an `eslint-disable-next-line` comment in
 * the document's own comment syntax (each language's `directiveComment`), or the rule added to
 * such a comment on the line above, as ESLint's editor integrations do.
 */

import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { languageSupport } from '../analysis.js';

/**
 * The rule list of an `eslint-disable-next-line` comment line (`// …` or `<!-- … -->`) and the
 * offset where it ends (before trailing white space and `-->`), or undefined. The list is cut
 * with string methods: a pattern with a lazy list followed by optional white space backtracks
 * quadratically on a long line (regexp/no-super-linear-backtracking).
 */
export function disableNextLineRules(line: string): { list: string; end: number } | undefined {
  // `//`, `/* */`, `{/* */}` (JSX children), `<!-- -->` (HTML, Markdown, templates), `#` (YAML).
  const head = /^[ \t]*(?:\/\/|\{?\/\*|<!--|#)[ \t]*eslint-disable-next-line[ \t]+/.exec(line);
  if (!head) return undefined;
  let body = line.trimEnd();
  for (const close of ['-->', '*/}', '*/']) {
    if (body.endsWith(close)) {
      body = body.slice(0, -close.length);
      break;
    }
  }
  const end = Math.max(head[0].length, body.trimEnd().length);
  return { list: line.slice(head[0].length, end), end };
}

/** The document's line ending (its first one), for an inserted line. */
function eol(doc: TextDocument): string {
  const text = doc.getText();
  const i = text.indexOf('\n');
  return i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n';
}

function lineText(doc: TextDocument, line: number): string {
  return doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$|\r$/, '');
}

/** `name` added to the `eslint-disable-next-line` comment on the line above `line`, if there is one to add it to. */
function addToCommentAbove(doc: TextDocument, line: number, name: string): TextEdit | undefined {
  if (line === 0) return undefined;
  const rules = disableNextLineRules(lineText(doc, line - 1));
  // A comment with a `--` description, or that names the rule already, is left as it is.
  if (!rules || rules.list.length === 0 || /\s--\s/.test(rules.list) || rules.list.split(',').some((r) => r.trim() === name)) return undefined;
  const at = { line: line - 1, character: rules.end };
  return { range: { start: at, end: at }, newText: `, ${name}` };
}

/** A new `eslint-disable-next-line` comment line above `line`, indented as it, if the language has comments there. */
function insertCommentLine(doc: TextDocument, line: number, name: string): TextEdit | undefined {
  const indent = /^[ \t]*/.exec(lineText(doc, line))![0];
  const context = { text: doc.getText(), offset: doc.offsetAt({ line, character: 0 }) + indent.length };
  const comment = languageSupport(doc.languageId)?.directiveComment?.(doc.languageId, `eslint-disable-next-line ${name}`, context);
  if (!comment) return undefined;
  const at = { line, character: 0 };
  return { range: { start: at, end: at }, newText: `${indent}${comment}${eol(doc)}` };
}

/** The quick fix that disables `ruleId` on `line`, or undefined where no comment can go. */
export function disableAction(
  doc: TextDocument,
  line: number,
  ruleId: string,
  diagnostic: Diagnostic,
  workspaceEdit: (edits: TextEdit[]) => WorkspaceEdit,
): CodeAction | undefined {
  const name = `urilint/${ruleId}`;
  const edit = addToCommentAbove(doc, line, name) ?? insertCommentLine(doc, line, name);
  if (!edit) return undefined;
  return { title: `Disable ${name} for this line`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit([edit]) };
}
