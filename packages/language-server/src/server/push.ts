/**
 * Push diagnostics (`textDocument/publishDiagnostics`) for clients that cannot pull, or are told
 * to push: each edit (re)starts a debounce timer per document, and only the latest analysis of
 * the current version is published.
 */

import type { ClientCapabilities, Connection, Diagnostic, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { InitializationOptions } from '../protocol.js';
import type { ServerLog } from './log.js';
import type { DocumentResults } from './results.js';

interface DocumentSchedule {
  /** The debounce timer, or the immediate of a debounce of 0 (a timer of 0 ms waits 1 ms). */
  timer?: NodeJS.Timeout | NodeJS.Immediate;
  /** Bumped on every schedule: a running push analysis that is not the latest stops. */
  ticket: number;
  running?: Promise<void>;
}

function cancel(s: DocumentSchedule): void {
  if (s.timer === undefined) return;
  if ('refresh' in s.timer) clearTimeout(s.timer);
  else clearImmediate(s.timer);
  s.timer = undefined;
}

export class PushDiagnostics {
  /** Push mode: set by `initialize` (the client cannot pull, or asked for push). */
  enabled = true;
  private readonly schedules = new Map<string, DocumentSchedule>();

  constructor(
    private readonly connection: Pick<Connection, 'sendDiagnostics'>,
    private readonly documents: Pick<TextDocuments<TextDocument>, 'get' | 'all'>,
    private readonly results: Pick<DocumentResults, 'resultFor'>,
    private readonly log: Pick<ServerLog, 'error'>,
    /** Debounce after an edit (ms). */
    private debounceMs: number,
  ) {}

  /** Reads the diagnostic mode and the debounce from `initialize`. */
  configure(init: InitializationOptions, capabilities: ClientCapabilities): void {
    if (typeof init.debounceMs === 'number' && init.debounceMs >= 0) this.debounceMs = init.debounceMs;
    const canPull = capabilities.textDocument?.diagnostic !== undefined;
    this.enabled = init.diagnosticMode === 'push' || (init.diagnosticMode !== 'pull' && !canPull);
  }

  /** Publishes `uri`'s diagnostics after `delay` ms without another schedule. */
  schedule(uri: string, delay = this.debounceMs): void {
    if (!this.enabled) return;
    let state = this.schedules.get(uri);
    if (!state) this.schedules.set(uri, (state = { ticket: 0 }));
    const ticket = ++state.ticket;
    const s = state;
    cancel(s);
    const fire = (): void => {
      s.timer = undefined;
      const run = this.publish(uri, () => s.ticket === ticket && this.schedules.get(uri) === s);
      s.running = run;
      void run.finally(() => {
        if (s.running === run) s.running = undefined;
      });
    };
    s.timer = delay > 0 ? setTimeout(fire, delay) : setImmediate(fire);
  }

  /**
   * Publishes the diagnostics of the top of a large document while the rest is analyzed
   * (analysis.ts, PartialAnalysis): only for the document's current version, and only while a
   * publish of that version is scheduled or running, so that nothing of a version is published
   * after a later version's diagnostics, and the complete set, published when the analysis ends,
   * is the last.
   */
  publishPartial(uri: string, version: number, diagnostics: Diagnostic[]): void {
    const s = this.schedules.get(uri);
    if (!this.enabled || !s || (!s.timer && !s.running) || this.documents.get(uri)?.version !== version) return;
    this.connection.sendDiagnostics({ uri, version, diagnostics }).catch((e: unknown) => this.log.error(`urilint: publishing ${uri} failed: ${String(e)}`));
  }

  /** Publishes every open document's diagnostics at once (the settings changed). */
  scheduleAll(): void {
    if (this.enabled) for (const doc of this.documents.all()) this.schedule(doc.uri, 0);
  }

  /** A closed document: no more publishing, and its diagnostics are cleared in the client. */
  close(uri: string): void {
    const state = this.schedules.get(uri);
    if (state) cancel(state);
    this.schedules.delete(uri);
    if (this.enabled) void this.connection.sendDiagnostics({ uri, diagnostics: [] }).catch(() => undefined);
  }

  /** Shutdown: nothing more is published. */
  stop(): void {
    for (const s of this.schedules.values()) cancel(s);
    this.schedules.clear();
  }

  get size(): number {
    return this.schedules.size;
  }

  get running(): number {
    return [...this.schedules.values()].filter((s) => s.running).length;
  }

  /** Resolves when no publishing is scheduled or running. */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [...this.schedules.values()].filter((s) => s.timer || s.running);
      if (pending.length === 0) return;
      await Promise.all(pending.map((s) => s.running ?? new Promise((r) => setTimeout(r, 5))));
    }
  }

  private async publish(uri: string, isLatest: () => boolean): Promise<void> {
    try {
      const result = await this.results.resultFor(uri);
      if (!result || !isLatest()) return;
      const doc = this.documents.get(uri);
      if (!doc || doc.version !== result.version) return; // never publish a stale result
      await this.connection.sendDiagnostics({ uri, version: result.version, diagnostics: result.diagnostics });
    } catch (e) {
      this.log.error(`urilint: validating ${uri} failed: ${String(e)}`);
    }
  }
}
