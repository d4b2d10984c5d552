/**
 * Code actions (`textDocument/codeAction`): for each urilint diagnostic its fix, its suggestions,
 * "Fix all <rule> problems", "Disable <rule> for this line" and "Show documentation" (whose
 * command, `workspace/executeCommand`, is here too); and the whole document's
 * `source.fixAll.urilint`, what `eslint --fix` produces. Fixes and suggestions come from each
 * diagnostic's `data` (no re-analysis); "fix all" re-runs the fix loop on the cached analysis.
 */

import { docsUrl, getRule } from '@urilint/core';
import { CodeActionKind, ErrorCodes, ResponseError, type CodeAction, type CodeActionParams, type Connection, type Diagnostic, type ExecuteCommandParams, type TextDocuments, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fixAllEdits, fixAllText } from '../fix-all.js';
import { FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from '../protocol.js';
import type { ClientInfo } from './configuration.js';
import { currentData, isUrilintDiagnostic, toTextEdits, type DiagnosticData } from './to-diagnostic.js';
import { disableAction } from './disable-comment.js';
import type { DocumentResult, DocumentResults } from './results.js';

/** Whether actions of `kind` are asked for (LSP: `only` lists kinds and their parents). */
function kindMatches(kind: string, only: readonly string[] | undefined): boolean {
  if (!only) return true;
  return only.some((o) => kind === o || kind.startsWith(o + '.'));
}

export class CodeActionProvider {
  constructor(
    private readonly documents: Pick<TextDocuments<TextDocument>, 'get'>,
    private readonly results: Pick<DocumentResults, 'resultFor'>,
    private readonly client: ClientInfo,
  ) {}

  async provide(params: CodeActionParams): Promise<CodeAction[]> {
    const doc = this.documents.get(params.textDocument.uri);
    if (!doc) return [];
    const only = params.context.only;
    const actions: CodeAction[] = [];
    if (kindMatches(CodeActionKind.QuickFix, only)) actions.push(...(await this.quickFixes(doc, params.context.diagnostics)));
    if (only && kindMatches(FIX_ALL_KIND, only)) {
      actions.push(await this.fixAllAction(doc));
    }
    return actions;
  }

  /** The quick fixes of the diagnostics in the request; "fix all", disable and documentation once per rule (and line). */
  private async quickFixes(doc: TextDocument, diagnostics: readonly Diagnostic[]): Promise<CodeAction[]> {
    const ours = diagnostics.filter(isUrilintDiagnostic);
    if (ours.length === 0) return [];
    const result = await this.results.resultFor(doc.uri);
    // A diagnostic's data is used while the current version's diagnostics hold it (to-diagnostic.ts, currentData).
    const current = result && result.version === doc.version ? result : undefined;
    const actions: CodeAction[] = [];
    const fixAllOffered = new Set<string>();
    const offered = new Set<string>();
    for (const diagnostic of ours) {
      const ruleId = diagnostic.code;
      const data = current ? currentData(diagnostic, current.diagnostics) : undefined;
      // Under `fix: 'suggest'` (a test file) a fix is offered as a suggestion is: not preferred, and no fix all.
      const applyFixes = current?.settings.fix !== 'suggest';
      if (data) actions.push(...this.dataActions(doc, ruleId, data, diagnostic, applyFixes));
      if (applyFixes && data?.fix && !fixAllOffered.has(ruleId)) {
        fixAllOffered.add(ruleId);
        const fixAll = this.fixAllOfRule(doc, current!, ruleId);
        if (fixAll) actions.push(fixAll);
      }
      const line = diagnostic.range.start.line;
      if (data && !offered.has(`${ruleId}:${line}`)) {
        offered.add(`${ruleId}:${line}`);
        const disable = disableAction(doc, line, ruleId, diagnostic, (edits) => this.workspaceEdit(doc, edits));
        if (disable) actions.push(disable);
      }
      if (!offered.has(ruleId)) {
        offered.add(ruleId);
        const url = diagnostic.codeDescription?.href ?? docsUrl(ruleId);
        const title = `Show documentation for urilint/${ruleId}`;
        actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], command: { title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [url] } });
      }
    }
    return actions;
  }

  /** A diagnostic's fix (the preferred action, unless fixes are only offered) and one action per suggestion, from its data. */
  private dataActions(doc: TextDocument, ruleId: string, data: DiagnosticData, diagnostic: Diagnostic, applyFixes: boolean): CodeAction[] {
    const actions: CodeAction[] = [];
    if (data.fix) {
      const edit = this.workspaceEdit(doc, data.fix);
      actions.push({ title: `Fix this urilint/${ruleId} problem`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], ...(applyFixes ? { isPreferred: true } : {}), edit });
    }
    for (const s of data.suggestions ?? []) {
      actions.push({ title: s.message, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: this.workspaceEdit(doc, s.edits) });
    }
    return actions;
  }

  /** "Fix all <rule> problems", where `result` (of `doc`'s version) has more than one fixable problem of `ruleId`. */
  private fixAllOfRule(doc: TextDocument, result: DocumentResult, ruleId: string): CodeAction | undefined {
    const sameRule = result.diagnostics.filter((d) => d.code === ruleId && (d.data as DiagnosticData | undefined)?.fix);
    if (sameRule.length <= 1 || !result.analyzed) return undefined;
    const edits = this.fixAllResultEdits(doc, result, ruleId);
    if (edits.length === 0) return undefined;
    return { title: `Fix all urilint/${ruleId} problems`, kind: CodeActionKind.QuickFix, diagnostics: sameRule, edit: this.workspaceEdit(doc, edits) };
  }

  /** "Fix all" of the document as one action (edits: fix-all.ts, fixAllEdits); none when the document changed meanwhile. */
  private async fixAllAction(doc: TextDocument): Promise<CodeAction> {
    const result = await this.results.resultFor(doc.uri);
    // Under `fix: 'suggest'` (a test file) fix all applies nothing, as `eslint --fix` with the `*-tests` presets.
    const edits = result?.analyzed && result.version === doc.version && result.settings.fix !== 'suggest' ? this.fixAllResultEdits(doc, result, undefined) : [];
    return { title: 'Fix all urilint problems', kind: FIX_ALL_KIND, edit: this.workspaceEdit(doc, edits) };
  }

  /** The fix-all edits of `result`'s analysis, of every rule or of `ruleId`. */
  private fixAllResultEdits(doc: TextDocument, result: DocumentResult, ruleId: string | undefined): TextEdit[] {
    const text = doc.getText();
    const fixed = fixAllText(text, doc.languageId, result.settings, result.analysis, ruleId, { onRuleError: result.onRuleError });
    return toTextEdits(doc, fixAllEdits(text, fixed, result.analysis?.findings ?? [], ruleId));
  }

  /** `edits` of `doc` as it is now: with `documentChanges`, a client whose document has moved on refuses them. */
  private workspaceEdit(doc: TextDocument, edits: TextEdit[]): WorkspaceEdit {
    if (this.client.capabilities.workspace?.workspaceEdit?.documentChanges) {
      return { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits }] };
    }
    return { changes: { [doc.uri]: edits } };
  }
}

/** The documentation URL a command argument names: a URL as it is, or a rule id's page. */
function documentationUrl(arg: unknown): string | undefined {
  if (typeof arg !== 'string') return undefined;
  if (/^https?:\/\//.test(arg)) return arg;
  const rule = getRule(arg);
  return rule ? docsUrl(rule.id) : undefined;
}

/** "Show documentation", the server's one command: opens a rule's page with `window/showDocument` where the client can. */
export async function executeCommand(params: ExecuteCommandParams, connection: Pick<Connection, 'window'>, client: ClientInfo): Promise<{ success: boolean; url: string }> {
  if (params.command !== SHOW_DOCUMENTATION_COMMAND) {
    throw new ResponseError(ErrorCodes.InvalidParams, `unknown command ${params.command}`);
  }
  const url = documentationUrl(params.arguments?.[0]);
  if (!url) throw new ResponseError(ErrorCodes.InvalidParams, 'expected a documentation URL or a rule id');
  if (client.capabilities.window?.showDocument?.support) {
    const r = await connection.window.showDocument({ uri: url, external: true });
    return { success: r.success, url };
  }
  connection.window.showInformationMessage(`urilint documentation: ${url}`);
  return { success: false, url };
}
