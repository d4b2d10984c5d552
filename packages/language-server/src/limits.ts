/**
 * Documents the server does not analyze in full: binary files, and files with more URL problems
 * than anyone reads. The cap on diagnostics (default 1,000, as the LSP sample's
 * `maxNumberOfProblems`): a file with a hundred thousand broken URLs would cost seconds per pull
 * and hundreds of megabytes. The analysis stops after the first 1,000 findings in document order,
 * and a diagnostic where it stopped says so; "Fix all" still fixes the whole file.
 */

import type { RuleFailure } from '@urilint/core';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node';

export const DEFAULT_MAX_DIAGNOSTICS = 1000;

/** NUL, or many U+FFFD (bytes that were not UTF-8), in the first 64 KB: not a text file. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, BINARY_SAMPLE);
  if (sample.includes('\u0000')) return true;
  let replaced = 0;
  for (let i = sample.indexOf('\uFFFD'); i >= 0; i = sample.indexOf('\uFFFD', i + 1)) replaced++;
  return replaced > 8 && replaced * 100 > sample.length;
}

const BINARY_SAMPLE = 65536;

/** The diagnostic that stands where the analysis stopped at the cap. */
export function truncationNotice(range: Diagnostic['range'], max: number, source: string): Diagnostic {
  return {
    range,
    severity: DiagnosticSeverity.Information,
    source,
    message: `urilint stopped here: this file has more than ${max.toLocaleString('en')} URL problems, and the first ${max.toLocaleString('en')} are shown. Fix them ("Fix all urilint problems" fixes the whole file) to see the rest.`,
  };
}

/** A rule failure as one log line. */
export function describeRuleFailure(failure: RuleFailure, uri: string, version: number): string {
  const value = failure.text.length > 80 ? failure.text.slice(0, 79) + '…' : failure.text;
  const error = failure.error instanceof Error ? (failure.error.stack ?? `${failure.error.name}: ${failure.error.message}`) : String(failure.error);
  const what = failure.ruleId ? `rule ${failure.ruleId} threw` : 'the analysis threw before any rule ran';
  return `urilint: ${what} on ${JSON.stringify(value)} in ${uri} (version ${version}); its findings for that value are missing. This is a bug in urilint, please report it. ${error}`;
}
