import type { CancellationToken } from 'vscode-languageserver/node';

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
