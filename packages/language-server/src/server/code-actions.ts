/**
 * Code actions (`textDocument/codeAction`): for each urilint diagnostic its fix, its suggestions,
 * "Fix all <rule> problems", "Disable <rule> for this line" and "Show documentation"; and the
 * whole document's `source.fixAll.urilint`, what `eslint --fix` produces. Fixes and suggestions
 * come from the diagnostic's `data` (no re-analysis); "fix all" re-runs the fix loop on the
 * cached analysis.
 */

import { docsUrl } from '@urilint/core';
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic, type TextDocuments, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fixAllText } from '../analysis.js';
import { fixAllEdits } from '../fix-edits.js';
import { FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from '../protocol.js';
import type { ClientInfo } from './configuration.js';
import { isUrilintDiagnostic, toTextEdits, type DiagnosticData } from './to-diagnostic.js';
import { disableAction } from './disable-comment.js';
import type { ServerLog } from './log.js';
import type { DocumentResult, DocumentResults } from './results.js';

/** Whether actions of `kind` are asked for (LSP: `only` lists kinds and their parents). */
function kindMatches(kind: string, only: readonly string[] | undefined): boolean {
  if (!only) return true;
  return only.some((o) => kind === o || kind.startsWith(o + '.'));
}

export class CodeActionProvider {
  constructor(
    private readonly documents: Pick<TextDocuments<TextDocument>, 'get'>,
    private readonly results: Pick<DocumentResults, 'resultFor' | 'latest'>,
    private readonly log: Pick<ServerLog, 'analyzingDocument' | 'onRuleError'>,
    private readonly client: ClientInfo,
  ) {}

  async provide(params: CodeActionParams): Promise<CodeAction[]> {
    const doc = this.documents.get(params.textDocument.uri);
    if (!doc) return [];
    const only = params.context.only;
    const actions: CodeAction[] = [];
    if (kindMatches(CodeActionKind.QuickFix, only)) actions.push(...(await this.quickFixes(doc, params.context.diagnostics)));
    if (only && kindMatches(FIX_ALL_KIND, only)) {
      actions.push({ title: 'Fix all urilint problems', kind: FIX_ALL_KIND, edit: this.workspaceEdit(doc, doc.version, await this.fixAllEdits(doc)) });
    }
    return actions;
  }

  /** The quick fixes of the diagnostics in the request; "fix all", disable and documentation once per rule (and line). */
  private async quickFixes(doc: TextDocument, diagnostics: readonly Diagnostic[]): Promise<CodeAction[]> {
    const actions: CodeAction[] = [];
    const fixAllOffered = new Set<string>();
    const offered = new Set<string>();
    for (const diagnostic of diagnostics.filter(isUrilintDiagnostic)) {
      const data = diagnostic.data;
      const rule = `urilint/${data.ruleId}`;
      if (data.fix) {
        actions.push({
          title: `Fix this ${rule} problem`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [diagnostic],
          isPreferred: true,
          edit: this.workspaceEdit(doc, data.version, data.fix),
        });
      }
      for (const s of data.suggestions ?? []) {
        actions.push({ title: s.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: this.workspaceEdit(doc, data.version, s.edits) });
      }
      if (data.fix && !fixAllOffered.has(data.ruleId)) {
        fixAllOffered.add(data.ruleId);
        const fixAll = await this.fixAllOfRule(doc, data.ruleId);
        if (fixAll) actions.push(fixAll);
      }
      const line = diagnostic.range.start.line;
      if (!offered.has(`${data.ruleId}:${line}`)) {
        offered.add(`${data.ruleId}:${line}`);
        const disable = disableAction(doc, line, data.ruleId, diagnostic, (edits) => this.workspaceEdit(doc, doc.version, edits));
        if (disable) actions.push(disable);
      }
      if (!offered.has(data.ruleId)) {
        offered.add(data.ruleId);
        const url = diagnostic.codeDescription?.href ?? docsUrl(data.ruleId);
        const title = `Show documentation for ${rule}`;
        actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], command: { title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [url] } });
      }
    }
    return actions;
  }

  /** "Fix all <rule> problems", where the document has more than one fixable problem of `ruleId`. */
  private async fixAllOfRule(doc: TextDocument, ruleId: string): Promise<CodeAction | undefined> {
    const latest = this.results.latest(doc.uri);
    const current = latest && latest.version === doc.version ? latest : await this.results.resultFor(doc.uri);
    const sameRule = current?.diagnostics.filter((d) => (d.data as DiagnosticData).ruleId === ruleId && (d.data as DiagnosticData).fix) ?? [];
    if (sameRule.length <= 1 || !current?.analyzed) return undefined;
    const edits = this.fixAllResultEdits(doc, current, ruleId);
    if (edits.length === 0) return undefined;
    return { title: `Fix all urilint/${ruleId} problems`, kind: CodeActionKind.QuickFix, diagnostics: sameRule, edit: this.workspaceEdit(doc, doc.version, edits) };
  }

  /** The edits of "fix all": one per fix (see fix-edits.ts), so that undo, the cursor and other extensions' markers survive. */
  private async fixAllEdits(doc: TextDocument): Promise<TextEdit[]> {
    const result = await this.results.resultFor(doc.uri);
    if (!result?.analyzed) return [];
    return this.fixAllResultEdits(doc, result, undefined);
  }

  /** The fix-all edits of `result`'s analysis, of every rule or of `ruleId`. */
  private fixAllResultEdits(doc: TextDocument, result: DocumentResult, ruleId: string | undefined): TextEdit[] {
    const text = doc.getText();
    this.log.analyzingDocument(doc.uri, doc.version);
    const fixed = fixAllText(text, doc.languageId, result.settings, result.analysis, ruleId, { onRuleError: this.log.onRuleError });
    return toTextEdits(doc, fixAllEdits(text, fixed, result.analysis?.findings ?? [], ruleId));
  }

  private workspaceEdit(doc: TextDocument, version: number, edits: TextEdit[]): WorkspaceEdit {
    if (this.client.capabilities.workspace?.workspaceEdit?.documentChanges) {
      return { documentChanges: [{ textDocument: { uri: doc.uri, version }, edits }] };
    }
    return { changes: { [doc.uri]: edits } };
  }
}
