/**
 * JavaScript, TypeScript, JSX and TSX: parsed with Babel's parser into ESTree (./js-parser.ts),
 * candidates found by the source layer (`@urilint/source`), the same module the ESLint plugin
 * uses, so the editor and CI agree.
 *
 * Typing in a large file: the document is kept as its top-level statements (./js-statements.ts),
 * and an edit parses again only a region of statements around it (./js-incremental.ts); the
 * other statements keep their candidates, shifted, and their findings.
 * A version that does not parse throws `UnparsableDocument` with the last extraction that did,
 * for the next version to start from, and what of it the edit did not touch (./js-kept.ts), for
 * the editor to show meanwhile.
 *
 * Opening a large file: the document is parsed a chunk of statements at a time, top first
 * (./js-chunks.ts), so that the top's diagnostics come first.
 */

import type { EstreeNode } from '@urilint/source';
import { chunkedState, type PartialJsState } from './js-chunks.js';
import { incrementalState } from './js-incremental.js';
import { keptExtraction } from './js-kept.js';
import { parseJavaScript } from './js-parser.js';
import { fullState, toExtraction, type JsState } from './js-statements.js';
import { UnparsableDocument, type Extraction, type ExtractOptions, type LanguageSupport, type PartialExtraction } from './types.js';

/** What a state's candidates and checks depend on besides the text: a state made under other options is not reused. */
function stateKey(options: ExtractOptions): string {
  return JSON.stringify([options.urlContexts ?? null, options.codeChecks?.severity ?? null]);
}

export const javascript: LanguageSupport = {
  ids: ['javascript', 'typescript', 'javascriptreact', 'typescriptreact'],
  extract(text: string, languageId: string, options: ExtractOptions, previous?: Extraction): Extraction {
    const contexts = stateKey(options);
    const state = previous?.state as JsState | undefined;
    const usable = state && state.languageId === languageId && state.contexts === contexts ? state : undefined;
    if (usable && usable.text === text) return toExtraction(usable);
    try {
      return toExtraction(usable ? incrementalState(usable, text, options) : fullState(text, languageId, options, contexts));
    } catch (e) {
      throw new UnparsableDocument(e, usable ? previous : undefined, usable ? keptExtraction(usable, text) : undefined);
    }
  },
  *extractInParts(text: string, languageId: string, options: ExtractOptions): Generator<PartialExtraction, Extraction> {
    const parts = chunkedState(text, languageId, options, stateKey(options));
    for (;;) {
      let r: IteratorResult<PartialJsState, JsState>;
      try {
        r = parts.next();
      } catch (e) {
        throw new UnparsableDocument(e);
      }
      if (r.done) return toExtraction(r.value);
      yield Object.assign(toExtraction(r.value.state), { settled: r.value.settled });
    }
  },
  directiveComment: jsDirectiveComment,
};

function isNode(v: unknown): v is EstreeNode {
  return typeof v === 'object' && v !== null && typeof (v as EstreeNode).type === 'string' && Array.isArray((v as EstreeNode).range);
}

/** The child of `node` whose range holds `offset` strictly after its start. */
function childAround(node: EstreeNode, offset: number): EstreeNode | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child) && child.range![0] < offset && offset < child.range![1]) return child;
    }
  }
  return undefined;
}

/** True when `offset` (a line's first character) stands among the children of a JSX element or fragment. */
function inJsxChildren(program: EstreeNode, offset: number): boolean {
  let node = program;
  for (let next = childAround(node, offset); next; next = childAround(node, offset)) node = next;
  if (node.type === 'JSXText') return true;
  if (node.type !== 'JSXElement' && node.type !== 'JSXFragment') return false;
  const opening = (node.openingElement ?? node.openingFragment) as EstreeNode | undefined;
  const closing = (node.closingElement ?? node.closingFragment) as EstreeNode | null | undefined;
  return opening !== undefined && offset >= opening.range![1] && (!closing || offset <= closing.range![0]);
}

/**
 * "Disable for this line": `// eslint-disable-next-line …`, except among a JSX element's children,
 * where `//` would be page text (neither ESLint nor the server reads it as a comment): there
 * `{/* eslint-disable-next-line … *\/}`, which both honour.
 */
function jsDirectiveComment(languageId: string, body: string, place: { text: string; offset: number }): string {
  if (languageId !== 'typescript' && place.text.includes('<')) {
    try {
      if (inJsxChildren(parseJavaScript(place.text, languageId).program, place.offset)) return `{/* ${body} */}`;
    } catch {
      // unparsable: the plain comment
    }
  }
  return `// ${body}`;
}
