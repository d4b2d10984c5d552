/**
 * The language support of a file type that is not JavaScript: parsed with the parser ESLint uses
 * for it, with the options ESLint's presets use, candidates found by `@urilint/source`'s finder
 * for that tree (what the ESLint plugin calls on `sourceCode.ast`), so that the editor and CI find
 * the same URLs.
 */

import { findIncompleteUrlChecks, findUrlCandidates, formatCandidates, type DocumentKind, type EstreeNode, type MappedCandidate } from '@urilint/source';
import { documentCandidate } from './candidate.js';
import type { Extraction, ExtractOptions, LanguageSupport } from './types.js';

type Comment = Extraction['comments'][number];

/** What a file type's parser gives: the tree, its directive comments, and for Vue/Svelte the ESTree parts. */
export interface ParsedDocument {
  ast: object;
  comments: Comment[];
  /** The ESTree program whose string literals are candidates too (a component's scripts), with its visitor keys. */
  program?: { node: EstreeNode; visitorKeys?: Readonly<Record<string, readonly string[] | undefined>> };
}

/** Where a whole-line directive comment goes, and how it is written there. */
export type DirectiveAt = (languageId: string, body: string, place: { text: string; offset: number }) => string | undefined;

export function formatLanguage(kind: DocumentKind, ids: readonly string[], parse: (text: string, languageId: string, parserRoots: readonly string[]) => ParsedDocument, directiveComment?: DirectiveAt): LanguageSupport {
  return {
    ids,
    extract(source: string, languageId: string, options: ExtractOptions): Extraction {
      const text = source.toString();
      const parsed = parse(text, languageId, options.parserRoots ?? []);
      const found: MappedCandidate[] = formatCandidates(parsed.ast, text, { urlContexts: options.urlContexts }, kind);
      if (parsed.program) found.push(...findUrlCandidates(parsed.program.node, text, { urlContexts: options.urlContexts, visitorKeys: parsed.program.visitorKeys }));
      found.sort((a, b) => a.range[0] - b.range[0]);
      // A component's scripts hold code: the rules that read code check them as ESLint does.
      const checks = parsed.program && options.codeChecks ? findIncompleteUrlChecks(parsed.program.node, text, { ...options.codeChecks, visitorKeys: parsed.program.visitorKeys }) : undefined;
      return { candidates: found.map((c) => documentCandidate(c)), comments: parsed.comments.sort((a, b) => a.range[0] - b.range[0]), checks };
    },
    directiveComment,
  };
}

/** Comments as the ESTree parsers give them (`Line` / `Block` with a `value` and a `range`). */
export function estreeComments(list: ReadonlyArray<{ type: string; value: string; range?: [number, number] }> | undefined): Comment[] {
  return (list ?? []).filter((c) => c.range).map((c) => ({ text: c.value, range: c.range!, line: c.type === 'Line' }));
}

/** `<!-- … -->` comments in a piece of text, as `@eslint/markdown` reads them in HTML nodes. */
export function htmlComments(text: string, start: number, end: number): Comment[] {
  const out: Comment[] = [];
  const re = /<!--([\s\S]*?)-->/g;
  const slice = text.slice(start, end);
  for (let m = re.exec(slice); m; m = re.exec(slice)) out.push({ text: m[1], range: [start + m.index, start + m.index + m[0].length], line: false });
  return out;
}

/** Throws the first error of an ESLint language's failed `parse` (the caller logs it). */
export function parsedOrThrow<T>(result: { ok: boolean; ast?: T; errors?: ReadonlyArray<{ message: string }> }): T {
  if (!result.ok || result.ast === undefined) throw new SyntaxError(result.errors?.[0]?.message ?? 'parse error');
  return result.ast;
}

/** The virtual file an ESLint language's `parse` reads. */
export function virtualFile(text: string, path: string): { body: string; path: string; physicalPath: string; bom: boolean } {
  return { body: text, path, physicalPath: path, bom: false };
}
