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

import { chunkedState, type PartialJsState } from './js-chunks.js';
import { incrementalState } from './js-incremental.js';
import { keptExtraction } from './js-kept.js';
import { fullState, toExtraction, type JsState } from './js-statements.js';
import { jsDirectiveComment } from './jsx-directive.js';
import { UnparsableDocument, type Extraction, type ExtractOptions, type LanguageSupport, type PartialExtraction } from './types.js';

/** What a state's candidates and checks depend on besides the text: a state made under other options is not reused. */
function stateKey(options: ExtractOptions): string {
  return JSON.stringify([options.urlContexts ?? null, options.codeChecks?.severity ?? null]);
}

export const JS_LANGUAGES = ['javascript', 'typescript', 'javascriptreact', 'typescriptreact'] as const;

export const javascript: LanguageSupport = {
  ids: JS_LANGUAGES,
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
