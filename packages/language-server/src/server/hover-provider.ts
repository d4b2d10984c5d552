/**
 * `textDocument/hover` on a URL: its components and normal form (hover.ts), from the cached
 * analysis where there is one, else from a fresh extraction (a document that urilint is disabled
 * for, or whose analysis was too large to keep, still gets hovers).
 */

import type { Hover, HoverParams, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { candidateAt, languageSupport } from '../analysis.js';
import { hoverFor } from '../hover.js';
import { looksBinary } from '../limits.js';
import type { EffectiveSettings } from '../settings.js';
import type { DocumentSettings } from './configuration.js';
import { toRange } from './to-diagnostic.js';
import type { DocumentResults } from './results.js';

export interface HoverContext {
  documents: Pick<TextDocuments<TextDocument>, 'get'>;
  results: Pick<DocumentResults, 'resultFor'>;
  settings: Pick<DocumentSettings, 'settingsFor'>;
  /** Documents longer than this get no hover, as they get no diagnostics. */
  maxDocumentSize: number;
}

/** The user's own domains of no-confusable-host, so that the hover warns as the diagnostic does. */
function protectedDomainsOf(settings: EffectiveSettings): readonly string[] {
  const setting = settings.analyzeOptions.rules?.['no-confusable-host'];
  const domains = Array.isArray(setting) ? (setting[1] as { protectedDomains?: unknown } | undefined)?.protectedDomains : undefined;
  return Array.isArray(domains) ? domains.filter((d): d is string => typeof d === 'string') : [];
}

export async function hoverAt(params: HoverParams, { documents, results, settings, maxDocumentSize }: HoverContext): Promise<Hover | null> {
  const doc = documents.get(params.textDocument.uri);
  if (!doc) return null;
  const support = languageSupport(doc.languageId);
  if (!support) return null;
  const result = await results.resultFor(doc.uri);
  let extraction = result?.analysis?.extraction;
  if (!extraction) {
    const text = doc.getText();
    if (text.length > maxDocumentSize || looksBinary(text)) return null;
    try {
      extraction = support.extract(text, doc.languageId, {});
    } catch {
      return null;
    }
  }
  const candidate = candidateAt(extraction.candidates, doc.offsetAt(params.position));
  if (!candidate) return null;
  const hover = hoverFor(candidate, protectedDomainsOf(await settings.settingsFor(doc.uri)));
  if (!hover) return null;
  const range = candidate.toSource(0, candidate.value.length) ?? candidate.range;
  return { contents: { kind: 'markdown', value: hover.markdown }, range: toRange(doc, range) };
}
