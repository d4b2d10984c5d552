import type { Span, UrlContext } from '@urilint/core';
import type { CandidateAnalyzeOptions, SourceFinding, UrlContextSettings } from '@urilint/source';

export type { SourceFinding, SourceEdit } from '@urilint/source';

/** One string-like value of a document, with what the server needs to analyze and show it. */
export interface DocumentCandidate {
  /** Source range of the whole literal (hover range; fallback range of an unplaceable finding). */
  range: [number, number];
  value: string;
  holes: readonly Span[];
  context: UrlContext;
  identifier: boolean;
  /** Source offset of a value offset, or null (inside an escape or a placeholder). */
  toSource(start: number, end: number): [number, number] | null;
  /** The core's findings on this candidate, placed in the document (read them, never modify them); kept while the options stay the same (candidate.ts). */
  analyze(options: CandidateAnalyzeOptions): readonly SourceFinding[];
}

export interface Extraction {
  candidates: DocumentCandidate[];
  /** Findings of the rules that read code (no-incomplete-url-check), in source order, when `ExtractOptions.codeChecks` asked for them. */
  checks?: SourceFinding[];
  /** Directive comments with their offsets; lines are computed by the caller. */
  comments: Array<{ text: string; range: [number, number]; line: boolean }>;
  /** The language's own state, handed back with the next version for incremental work. */
  state?: unknown;
}

/** The extraction of the top of a document, as far as `settled`: up to there, what the whole document's extraction holds. */
export interface PartialExtraction extends Extraction {
  settled: number;
}

/**
 * Thrown by `extract` on a document that does not parse. `retained` is the extraction of the
 * last version that parsed, when the language can start from it: passed back as `previous` with
 * the next version, it makes mending a half-typed statement cost that statement only. `kept` is
 * what of it the edits since did not touch, where it now is (JavaScript: languages/js-kept.ts):
 * what the server shows while the document does not parse.
 */
export class UnparsableDocument extends Error {
  constructor(
    override readonly cause: unknown,
    readonly retained?: Extraction,
    readonly kept?: Extraction,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'UnparsableDocument';
  }
}

export interface ExtractOptions {
  urlContexts?: UrlContextSettings;
  /** Folders whose node_modules may provide a file type's parser (languages/load-parser.ts): the trusted workspace's. */
  parserRoots?: readonly string[];
  /** The rules that read code run on the parsed program (`@urilint/source`'s url-checks), with this severity; a check that throws is told to `onError`. */
  codeChecks?: { severity: 'warn' | 'error'; onError: (error: unknown, range: [number, number]) => void };
}

export interface LanguageSupport {
  /** LSP language ids. */
  ids: readonly string[];
  /**
   * Throws on a document it cannot parse (the caller logs it and publishes nothing), `UnparsableDocument` where it can say more.
   * A language may re-parse only what changed since `previous` (JavaScript: ./js-incremental.ts).
   */
  extract(text: string, languageId: string, options: ExtractOptions, previous?: Extraction): Extraction;
  /**
   * `extract` without a previous version, in parts, top first: yields the extraction of the top
   * of the document after each part but the last, returns what `extract` returns (./js-chunks.ts).
   */
  extractInParts?(text: string, languageId: string, options: ExtractOptions): Generator<PartialExtraction, Extraction>;
  /**
   * A whole-line directive comment (for "disable for this line") to put at `place.offset`, a line
   * start of `place.text`: where a language mixes comment syntaxes (JSX children, a Vue template
   * beside its script), the place decides; undefined where the language has none.
   */
  directiveComment?: (languageId: string, body: string, place: { text: string; offset: number }) => string | undefined;
}
