/**
 * One computation per document version, however many ask for it. Pull requests, hovers, code
 * actions and the push all want the same result; before this, each started its own analysis of
 * the document, so 200 pulls of a large document cancelled at once (a `$/cancelRequest` storm)
 * meant 200 analyses, each parsing the whole document before it could see its cancellation: the
 * requests went unanswered for seconds and memory grew with each.
 */

import type { CancellationToken } from 'vscode-languageserver/node';

interface Job<T> {
  key: string;
  promise: Promise<T>;
}

export class SharedJobs<T> {
  private readonly jobs = new Map<string, Job<T>>();

  /** The running computation of `id` at `key` (its version), or a new one from `start`. */
  get(id: string, key: string, start: () => Promise<T>): Promise<T> {
    const running = this.jobs.get(id);
    if (running && running.key === key) return running.promise;
    const job: Job<T> = { key, promise: start() };
    this.jobs.set(id, job);
    const done = (): void => {
      if (this.jobs.get(id) === job) this.jobs.delete(id);
    };
    job.promise.then(done, done);
    return job.promise;
  }

  get size(): number {
    return this.jobs.size;
  }
}

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
