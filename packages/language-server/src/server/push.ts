/**
 * Push diagnostics (`textDocument/publishDiagnostics`) for clients that cannot pull, or are told
 * to push: each edit (re)starts a debounce timer per document, and only the latest analysis of
 * the current version is published.
 */

import type { ClientCapabilities, Connection, TextDocuments } from 'vscode-languageserver/node';
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
    private readonly results: Pick<DocumentResults, 'resultFor' | 'top' | 'changed'>,
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

  /**
   * Publishes the current version's diagnostics: while a large document is opened in parts, the
   * diagnostics of its top as they come (results.ts, TopOfDocument), then the complete list, last.
   */
  private async publish(uri: string, isLatest: () => boolean): Promise<void> {
    try {
      const job = this.results.resultFor(uri);
      let complete = false;
      void job.finally(() => (complete = true)).catch(() => undefined);
      let published = 0;
      for (;;) {
        await Promise.race([job, this.results.changed(uri)]);
        if (complete || !isLatest()) break;
        const top = this.results.top(uri);
        if (top && top.count > published) {
          published = top.count;
          await this.connection.sendDiagnostics({ uri, version: top.version, diagnostics: top.diagnostics });
        }
      }
      const result = await job;
      if (!result || !isLatest()) return;
      const doc = this.documents.get(uri);
      if (!doc || doc.version !== result.version) return; // never publish a stale result
      await this.connection.sendDiagnostics({ uri, version: result.version, diagnostics: result.diagnostics });
    } catch (e) {
      this.log.error(`urilint: validating ${uri} failed: ${String(e)}`);
    }
  }
}
