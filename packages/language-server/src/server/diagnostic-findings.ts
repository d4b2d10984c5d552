/**
 * The findings a diagnostic of a code-action request shows, looked up in the document's current
 * result: diagnostics carry no fixes (to-diagnostic.ts), so the server keeps them and finds them
 * by the diagnostic's identity, its range, rule and message (vscode-eslint's `computeKey`).
 *
 * Only the result of the document's current version is searched, and its edits are positions of
 * that version's text: a diagnostic the client still shows from an older version finds the
 * finding that stands at the same place with the same rule and message now, whose edits are
 * right for the text as it is, or nothing (the finding moved or is gone), never an edit computed
 * for another text.
 */

import type { Diagnostic } from 'vscode-languageserver/node';
import type { SourceFinding } from '../languages/types.js';
import type { DocumentResult } from './results.js';

type Identity = Pick<Diagnostic, 'range' | 'code' | 'message'>;

function keyOf(d: Identity): string {
  const { start, end } = d.range;
  return `${start.line}:${start.character}-${end.line}:${end.character} ${String(d.code)} ${d.message}`;
}

/** Each result's diagnostics by identity, made on the first code-action request for that result (none per keystroke). */
const indexes = new WeakMap<Pick<DocumentResult, 'diagnostics' | 'findings'>, Map<string, number[]>>();

function indexOf(result: Pick<DocumentResult, 'diagnostics' | 'findings'>): Map<string, number[]> {
  let index = indexes.get(result);
  if (!index) {
    index = new Map();
    for (let i = 0; i < result.findings.length; i++) {
      const key = keyOf(result.diagnostics[i]);
      const same = index.get(key);
      if (same) same.push(i);
      else index.set(key, [i]);
    }
    indexes.set(result, index);
  }
  return index;
}

/** The findings of `result` whose diagnostic has `diagnostic`'s range, rule and message (one, or none; two only if two findings coincide). */
export function findingsOf(result: Pick<DocumentResult, 'diagnostics' | 'findings'>, diagnostic: Identity): SourceFinding[] {
  return (indexOf(result).get(keyOf(diagnostic)) ?? []).map((i) => result.findings[i]);
}

/** The diagnostics of `result` whose findings are of `ruleId` and have a fix. */
export function fixableDiagnostics(result: Pick<DocumentResult, 'diagnostics' | 'findings'>, ruleId: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (let i = 0; i < result.findings.length; i++) {
    if (result.findings[i].ruleId === ruleId && result.findings[i].fix) out.push(result.diagnostics[i]);
  }
  return out;
}
