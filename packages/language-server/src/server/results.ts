/**
 * Each open document's analysis result: cached per version and settings generation, computed once
 * for everyone who asks (DocumentSession), in slices so that edits and cancellations get through.
 */

import type { RuleFailure } from '@urilint/core';
import type { CancellationToken, Diagnostic, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeExtractionSteps, analyzeSteps, languageSupport, type Analysis, type PartialAnalysis } from '../analysis.js';
import { UnparsableDocument, type Extraction } from '../languages/types.js';
import { looksBinary, truncationNotice } from '../limits.js';
import { DIAGNOSTIC_SOURCE } from '../protocol.js';
import type { EffectiveSettings } from '../settings.js';
import type { DocumentSettings } from './configuration.js';
import { sameDiagnostics, toDiagnostic, toRange } from './to-diagnostic.js';
import { failureKind, type ServerLog } from './log.js';

/**
 * `promise`, or undefined as soon as `token` is cancelled: a cancelled request is answered at
 * once, while the shared computation goes on for the others (and for the next request, which
 * finds it cached). The listener is removed either way, so that nothing stays attached to a
 * request's token.
 */
export function untilCancelled<T>(promise: Promise<T>, token: CancellationToken | undefined): Promise<T | undefined> {
  if (!token) return promise;
  if (token.isCancellationRequested) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const listener = token.onCancellationRequested(() => {
      listener.dispose();
      resolve(undefined);
    });
    promise.then(
      (value) => {
        listener.dispose();
        resolve(value);
      },
      (error: unknown) => {
        listener.dispose();
        reject(error);
      },
    );
  });
}

export interface DocumentResult {
  version: number;
  generation: number;
  languageId: string;
  settings: EffectiveSettings;
  /** Undefined when the document was not analyzed, or its extraction was too large to keep (see MAX_KEPT_CANDIDATES). */
  analysis: Analysis | undefined;
  /** When this version does not parse: `UnparsableDocument.retained`, for the next version to start from. */
  retained?: Extraction;
  /** The document was analyzed (it is not disabled, too large, binary or unparsable). */
  analyzed: boolean;
  /** For a document that does not parse, those of `Outcome.untouched`. */
  diagnostics: Diagnostic[];
  /**
   * The resultId a pull client gets for `diagnostics` (diagnostics.ts): that of the last version
   * when this version's diagnostics say the same, so that a pull after a keystroke that moved no
   * diagnostic is answered `unchanged`, not with a list the client would decode again.
   */
  diagnosticsId: string;
  /** The session's rule-error hook, for fix all's analyses of this version. */
  onRuleError: (failure: RuleFailure) => void;
}

/** An analysis, or when the document does not parse, what is kept of the last version that did. */
interface Outcome {
  analysis?: Analysis;
  retained?: Extraction;
  /** The analysis of `UnparsableDocument.kept`, whose diagnostics are shown meanwhile. */
  untouched?: Analysis;
}

/** As ServerOptions (server.ts) says. */
export interface ResultLimits {
  maxDocumentSize: number;
  sliceMs: number;
  maxDiagnostics: number;
}

/**
 * An open document's analysis is kept for the next version (incremental parsing), hover and fix
 * all, unless it has more candidates than this: each candidate holds its value map, so a
 * document of hundreds of thousands of URLs would hold hundreds of megabytes while open. Above
 * it, those parse again.
 */
const MAX_KEPT_CANDIDATES = 20_000;

/**
 * The diagnostics of the top of a version while a large document is opened in parts (analysis.ts,
 * PartialAnalysis): `count` is 1 for the version's first, then 2, …
 */
export interface TopOfDocument {
  version: number;
  generation: number;
  count: number;
  diagnostics: Diagnostic[];
}

/**
 * One open document's analysis state: the result of its last analyzed version (whose extraction
 * the next version starts from) and the computation of its current version, shared by everyone
 * who asks (pulls, hovers, code actions and the push: a storm of cancelled pulls costs one
 * analysis). Dropped, with everything it holds, when the document closes or the settings change.
 */
class DocumentSession {
  last: DocumentResult | undefined;
  job: { key: string; promise: Promise<DocumentResult | undefined> } | undefined;
  /** The top of the version being opened in parts, until its analysis is complete. */
  top: TopOfDocument | undefined;
  /** Told when a new top or the complete result is known. */
  private waiting: Array<() => void> = [];
  /** The version being analyzed: what a rule failure is logged against. */
  version = 0;
  /**
   * Told when a rule throws on one of the document's values: one function for the session's
   * life, since candidates keep their findings only while the analysis options stay the same.
   */
  readonly onRuleError: (failure: RuleFailure) => void;

  constructor(uri: string, log: Pick<ServerLog, 'ruleFailed'>) {
    this.onRuleError = (failure) => log.ruleFailed(uri, this.version, failure);
  }

  /** Resolves when a new top or the complete result of the version being analyzed is known. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  notify(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }
}

export class DocumentResults {
  private readonly sessions = new Map<string, DocumentSession>();

  constructor(
    private readonly documents: Pick<TextDocuments<TextDocument>, 'get'>,
    private readonly settings: DocumentSettings,
    private readonly log: Pick<ServerLog, 'once' | 'analysisFailed' | 'analyzed' | 'ruleFailed'>,
    private readonly limits: ResultLimits,
  ) {}

  /**
   * The result of the document's current version: cached, or computed once for everyone who asks.
   * Undefined when the document changed or closed meanwhile, or at once when `token` is cancelled.
   */
  resultFor(uri: string, token?: CancellationToken): Promise<DocumentResult | undefined> {
    const doc = this.documents.get(uri);
    if (!doc) return Promise.resolve(undefined);
    const current = this.current(uri);
    if (current) return Promise.resolve(current);
    let session = this.sessions.get(uri);
    if (!session) this.sessions.set(uri, (session = new DocumentSession(uri, this.log)));
    const key = `${this.settings.generation}:${doc.version}:${doc.languageId}`;
    if (session.job?.key !== key) {
      const job = { key, promise: this.compute(uri, doc, session) };
      session.job = job;
      const done = (): void => {
        if (session.job === job) session.job = undefined;
        session.top = undefined;
        session.notify();
      };
      job.promise.then(done, done);
    }
    return untilCancelled(session.job!.promise, token);
  }

  /** The cached result of the document's current version and settings, if it is computed (never starts a computation). */
  current(uri: string): DocumentResult | undefined {
    const doc = this.documents.get(uri);
    const cached = this.sessions.get(uri)?.last;
    if (!doc || !cached) return undefined;
    return cached.version === doc.version && cached.generation === this.settings.generation && cached.languageId === doc.languageId ? cached : undefined;
  }

  /** The top of the document's current version while it is opened in parts (never starts a computation). */
  top(uri: string): TopOfDocument | undefined {
    const top = this.sessions.get(uri)?.top;
    return top && top.version === this.documents.get(uri)?.version && top.generation === this.settings.generation ? top : undefined;
  }

  /**
   * Resolves when a new top or the complete result of `uri`'s next or running analysis is known;
   * never for a closed document (whose running analysis ends on its own, as stale).
   */
  changed(uri: string): Promise<void> {
    return this.sessions.get(uri)?.changed() ?? new Promise(() => undefined);
  }

  /** Drops every session (the settings changed). */
  clear(): void {
    for (const session of this.sessions.values()) session.notify();
    this.sessions.clear();
  }

  /** A closed document: its session goes. */
  forget(uri: string): void {
    this.sessions.get(uri)?.notify();
    this.sessions.delete(uri);
  }

  /** Documents with a result kept. */
  get size(): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.last) n++;
    return n;
  }

  get runningJobs(): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.job) n++;
    return n;
  }

  /** Why a document gets no analysis, or undefined when it gets one. */
  private skipReason(doc: TextDocument, settings: EffectiveSettings, text: string): string | undefined {
    if (!settings.enable) return 'disabled';
    if (!languageSupport(doc.languageId)) return 'language';
    if (settings.languages && !settings.languages.has(doc.languageId)) return 'language';
    const maxSize = this.limits.maxDocumentSize;
    if (text.length > maxSize) {
      this.log.once(`size:${doc.uri}`, `urilint: ${doc.uri} is ${text.length} characters long (limit ${maxSize}): no diagnostics`);
      return 'size';
    }
    if (looksBinary(text)) {
      this.log.once(`binary:${doc.uri}`, `urilint: ${doc.uri} looks binary (NUL or undecodable bytes): no diagnostics`);
      return 'binary';
    }
    return undefined;
  }

  private async compute(uri: string, doc: TextDocument, session: DocumentSession): Promise<DocumentResult | undefined> {
    const cached = session.last;
    const version = doc.version;
    const gen = this.settings.generation;
    const stale = (): boolean => this.documents.get(uri)?.version !== version || this.settings.generation !== gen;
    const settings = await this.settings.settingsFor(uri);
    // One turn of the event loop first: cancellations and edits already queued are seen before the
    // parse, which cannot be sliced.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stale()) return undefined;
    const text = doc.getText();
    const { maxDiagnostics } = this.limits;
    let outcome: Outcome = {};
    if (this.skipReason(doc, settings, text) === undefined) {
      outcome = await this.analyze(uri, doc, text, settings, session, stale);
      if ((outcome.analysis ?? outcome.untouched)?.stoppedAt !== undefined) {
        this.log.once(`cap:${uri}`, `urilint: ${uri} has more than ${maxDiagnostics} problems: the first ${maxDiagnostics} are shown`);
      }
    }
    const { analysis, retained, untouched } = outcome;
    if (stale()) return undefined;
    const current = this.documents.get(uri)!;
    const shown = analysis ?? untouched;
    const diagnostics = (shown?.findings ?? []).map((f) => toDiagnostic(current, f));
    if (shown?.stoppedAt !== undefined) diagnostics.push(truncationNotice(toRange(current, [shown.stoppedAt, shown.stoppedAt]), maxDiagnostics, DIAGNOSTIC_SOURCE));
    const kept = analysis && analysis.extraction.candidates.length <= MAX_KEPT_CANDIDATES ? analysis : undefined;
    const diagnosticsId = cached && cached.generation === gen && sameDiagnostics(cached.diagnostics, diagnostics) ? cached.diagnosticsId : `${gen}:${version}`;
    const result: DocumentResult = { version, generation: gen, languageId: doc.languageId, settings, analysis: kept, analyzed: analysis !== undefined, diagnostics, diagnosticsId, onRuleError: session.onRuleError };
    if (retained && retained.candidates.length <= MAX_KEPT_CANDIDATES) result.retained = retained;
    session.last = result;
    return result;
  }

  /** The analysis of `text`, in slices. A parse error is logged and gives none. */
  private async analyze(uri: string, doc: TextDocument, text: string, settings: EffectiveSettings, session: DocumentSession, stale: () => boolean): Promise<Outcome> {
    const version = doc.version;
    const cached = session.last;
    // The previous version's extraction lets a language re-parse only what changed.
    const previous = cached && cached.languageId === doc.languageId ? (cached.analysis?.extraction ?? cached.retained) : undefined;
    const limits = { maxFindings: this.limits.maxDiagnostics, onRuleError: session.onRuleError };
    try {
      const analysis = await this.analyzeInSlices(uri, session, version, analyzeSteps(text, doc.languageId, settings, previous, limits), stale);
      this.log.analyzed(uri);
      return { analysis };
    } catch (e) {
      // Logged once per kind of failure until the document is analyzed again (log.ts, analysisFailed).
      const message = String(e instanceof Error ? e.message : e).split('\n')[0];
      this.log.analysisFailed(uri, failureKind(e instanceof UnparsableDocument, message), `urilint: cannot analyze ${uri} (version ${version}): ${message}`);
      if (!(e instanceof UnparsableDocument)) return {};
      // What the edit did not touch keeps its diagnostics while the document does not parse.
      const untouched = e.kept ? await this.analyzeInSlices(uri, session, version, analyzeExtractionSteps(text, e.kept, settings, limits), stale) : undefined;
      return { retained: e.retained, untouched };
    }
  }

  /**
   * Runs analysis steps, yielding to the event loop every `sliceMs` and after each partial
   * analysis, which becomes the session's top; undefined once `stale`.
   */
  private async analyzeInSlices(uri: string, session: DocumentSession, version: number, steps: Generator<PartialAnalysis | undefined, Analysis | undefined>, stale: () => boolean): Promise<Analysis | undefined> {
    let sliceStart = performance.now();
    for (;;) {
      session.version = version;
      const r = steps.next();
      if (r.done) return r.value;
      if (r.value && !stale()) {
        const doc = this.documents.get(uri)!;
        const count = (session.top?.version === version ? session.top.count : 0) + 1;
        session.top = { version, generation: this.settings.generation, count, diagnostics: r.value.findings.map((f) => toDiagnostic(doc, f)) };
        session.notify();
      }
      if (r.value || performance.now() - sliceStart > this.limits.sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (stale()) return undefined;
        sliceStart = performance.now();
      }
    }
  }
}
