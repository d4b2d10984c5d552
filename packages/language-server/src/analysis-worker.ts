/**
 * Large documents are analyzed in a worker thread: a parse cannot be sliced, and a file of a
 * hundred thousand URLs is more than a second of parsing and candidate extraction in one block,
 * during which the server would answer nothing, not even a hover on another file. In a worker the
 * main thread goes on answering; the worker sends back the findings (plain data) and the rule
 * failures, not the extraction (its candidates hold closures and maps that do not cross threads),
 * so such a document keeps no state for the next version, as it did not before either: its
 * candidates are over the number an open document keeps (server/results.ts).
 *
 * The worker runs the server's own entry script (the bin, or the extension's bundled server),
 * marked by `workerData`, so that the bundle needs no second file; an embedder that passes no
 * script (`ServerOptions.analysisWorker`) analyzes everything on its own thread, as before.
 */

import { createInterface } from 'node:readline';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { RuleFailure } from '@urilint/core';
import { analyzeText } from './analysis.js';
import { UnparsableDocument, type SourceFinding } from './languages/types.js';
import type { EffectiveSettings } from './settings.js';

/** Documents at least this long (UTF-16 code units) are analyzed in the worker. */
export const WORKER_MIN_LENGTH = 1_000_000;

const ROLE = 'urilint-analysis-worker';

interface Request {
  id: number;
  text: string;
  languageId: string;
  settings: EffectiveSettings;
  maxFindings: number;
}

export interface WorkerAnalysis {
  findings: SourceFinding[];
  stoppedAt?: number;
  ruleFailures: RuleFailure[];
}

/** `unparsable`: the error is the document's parse error (an UnparsableDocument, which does not cross threads as such). */
type Reply = { id: number; analysis: WorkerAnalysis | undefined } | { id: number; error: Error; unparsable: boolean };

/**
 * When this thread is an analysis worker started by `AnalysisWorker`, serves its requests and
 * returns true; the entry script calls it first and does nothing else then.
 */
export function serveIfAnalysisWorker(): boolean {
  const port = parentPort;
  if (isMainThread || !port || (workerData as { role?: unknown } | undefined)?.role !== ROLE) return false;
  port.on('message', (request: Request) => port.postMessage(answer(request)));
  return true;
}

function answer(request: Request): Reply {
  const ruleFailures: RuleFailure[] = [];
  // An error crosses threads as an Error (structured clone); anything else thrown is described.
  const onRuleError = (f: RuleFailure): void => void ruleFailures.push({ ...f, error: f.error instanceof Error ? f.error : new Error(String(f.error)) });
  try {
    const analysis = analyzeText(request.text, request.languageId, request.settings, undefined, { maxFindings: request.maxFindings, onRuleError });
    return { id: request.id, analysis: analysis && { findings: analysis.findings, stoppedAt: analysis.stoppedAt, ruleFailures } };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e : new Error(String(e)), unparsable: e instanceof UnparsableDocument };
  }
}

interface Pending {
  resolve: (analysis: WorkerAnalysis | undefined) => void;
  reject: (error: Error) => void;
}

/** One worker thread, started at the first request; requests are answered in order. */
export class AnalysisWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** `script`: the entry script that calls `serveIfAnalysisWorker` first. */
  constructor(
    private readonly script: string | URL,
    private readonly log: (message: string) => void,
  ) {}

  /** The analysis of `text` (undefined for a language without support); rejects with its parse error. */
  analyze(text: string, languageId: string, settings: EffectiveSettings, maxFindings: number): Promise<WorkerAnalysis | undefined> {
    const worker = this.started();
    const id = this.nextId++;
    const request: Request = { id, text, languageId, settings, maxFindings };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  /** Requests under way (for tests: nothing stays pending). */
  get size(): number {
    return this.pending.size;
  }

  close(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    for (const p of this.pending.values()) p.reject(new Error('the server is shutting down'));
    this.pending.clear();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    // The worker's stdout and stderr are its own streams, read here: by default a worker's output
    // goes to the process's stdout, which carries the protocol under --stdio, so one console.log
    // in the worker (a parser's warning) would put stray bytes between the client's messages.
    const worker = new Worker(this.script, { workerData: { role: ROLE }, stdout: true, stderr: true });
    // The server exits when its client goes, whatever the worker is doing.
    worker.unref();
    for (const output of [worker.stdout, worker.stderr]) createInterface({ input: output }).on('line', (line) => this.log(`urilint: analysis worker: ${line}`));
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      // A parse error is the document's, as on this thread: logged once while it stays so (results.ts).
      if ('error' in reply) waiting?.reject(reply.unparsable ? new UnparsableDocument(reply.error) : reply.error);
      else waiting?.resolve(reply.analysis);
    });
    const fail = (error: Error): void => {
      if (this.worker === worker) this.worker = undefined;
      this.log(`urilint: the analysis worker stopped: ${error.message}`);
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`exit code ${code}`));
    });
    this.worker = worker;
    return worker;
  }
}
