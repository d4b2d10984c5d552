/**
 * Findings as LSP diagnostics. A diagnostic carries no `data`: its fix and suggestions stay on the
 * server, in the document's result (results.ts), and a code action finds them there by the
 * diagnostic's identity (diagnostic-findings.ts), as vscode-eslint does. Each fix's edits made up
 * 37 % of every publish of a large file (issue 15), which the client decodes on every keystroke.
 */

import { docsUrl } from '@urilint/core';
import { DiagnosticSeverity, type Diagnostic, type TextEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceEdit, SourceFinding } from '../languages/types.js';
import { DIAGNOSTIC_SOURCE } from '../protocol.js';

/** The positions of `range` moved `by` further. */
export function toRange(doc: Pick<TextDocument, 'positionAt'>, range: readonly [number, number], by = 0): Diagnostic['range'] {
  return { start: doc.positionAt(range[0] + by), end: doc.positionAt(range[1] + by) };
}

export function toTextEdits(doc: Pick<TextDocument, 'positionAt'>, edits: readonly SourceEdit[]): TextEdit[] {
  return edits.map((e) => ({ range: toRange(doc, e.range), newText: e.text }));
}

/**
 * The diagnostic of `f` (moved `by` from its range, analysis.ts `Analysis.found`): what it shows
 * depends on its range's positions, rule, severity and message only.
 */
export function toDiagnostic(doc: Pick<TextDocument, 'positionAt'>, f: SourceFinding, by = 0): Diagnostic {
  return {
    range: toRange(doc, f.range, by),
    severity: f.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: DIAGNOSTIC_SOURCE,
    code: f.ruleId,
    codeDescription: { href: docsUrl(f.ruleId) },
    message: f.message,
  };
}

/** Whether `diagnostic` is one of a finding's (the truncation notice has no rule, so no `code`). */
export function isUrilintDiagnostic(diagnostic: Diagnostic): diagnostic is Diagnostic & { code: string } {
  return diagnostic.source === DIAGNOSTIC_SOURCE && typeof diagnostic.code === 'string';
}
