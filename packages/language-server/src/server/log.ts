/**
 * The server's log (the client's output channel, through `window/logMessage`). Messages about a
 * document that would repeat on every keystroke (too large, binary, a rule that throws) are
 * logged once per key.
 */

import type { RuleFailure } from '@urilint/core';
import type { Connection, MessageReader } from 'vscode-languageserver/node';
import { describeRuleFailure } from '../limits.js';

/** Keys remembered at most; past this the set starts again (a long session must not grow it without bound). */
const MAX_REMEMBERED_KEYS = 1000;
/** Kinds of failure remembered per document (one parse, a few internal errors); past this each is logged, never dropped. */
const MAX_FAILURE_KINDS = 100;

export class ServerLog {
  private readonly logged = new Set<string>();
  /** The kinds of failure logged for each document since it was last analyzed (analysisFailed). */
  private readonly failures = new Map<string, Set<string>>();
  constructor(private readonly connection: Pick<Connection, 'console'>) {}

  info(message: string): void {
    this.connection.console.log(message);
  }

  warn(message: string): void {
    this.connection.console.warn(message);
  }

  error(message: string): void {
    this.connection.console.error(message);
  }

  /** Logs `message` unless a message with `key` was logged already. */
  once(key: string, message: string, level: 'warn' | 'error' = 'warn'): void {
    if (this.logged.has(key)) return;
    if (this.logged.size > MAX_REMEMBERED_KEYS) this.logged.clear();
    this.logged.add(key);
    this.connection.console[level](message);
  }

  /**
   * Logs that an analysis of `uri` failed: once per `kind` while the document keeps failing (half-typed code does not
   * parse at most keystrokes: not a line a keystroke in the output), and again after it was analyzed (`analyzed`) or closed.
   */
  analysisFailed(uri: string, kind: string, message: string): void {
    let kinds = this.failures.get(uri);
    if (kinds === undefined) this.failures.set(uri, (kinds = new Set()));
    if (kinds.has(kind)) return;
    if (kinds.size < MAX_FAILURE_KINDS) kinds.add(kind);
    this.connection.console.warn(message);
  }

  /** `uri` was analyzed: a failure of its next versions is logged again. */
  analyzed(uri: string): void {
    this.failures.delete(uri);
  }

  /** A closed document's size, binary and failure notices are logged again when it is opened again. */
  forgetDocument(uri: string): void {
    for (const key of [`size:${uri}`, `binary:${uri}`]) this.logged.delete(key);
    this.failures.delete(uri);
  }

  /** A rule threw on a value of `uri` (its findings for that value are missing): logged once per rule and version. */
  ruleFailed(uri: string, version: number, failure: RuleFailure): void {
    try {
      this.once(`rule:${uri}:${version}:${failure.ruleId}`, describeRuleFailure(failure, uri, version), 'error');
    } catch {
      // the connection is gone; a rule error must never take the server down
    }
  }
}

/**
 * The kind of a failed analysis (ServerLog#analysisFailed): one for "does not parse", whatever the
 * syntax error (it moves as a person types); an internal error's message.
 */
export function failureKind(unparsable: boolean, message: string): string {
  return unparsable ? 'parse' : `error:${message}`;
}

/** Logs what the transport cannot read (a broken frame, a body that is not JSON) and goes on. */
export function logReaderErrors(reader: MessageReader, connection: Connection): void {
  reader.onError((error) => {
    try {
      connection.console.error(`urilint: unreadable message from the client: ${String(error?.message ?? error).split('\n')[0]}`);
    } catch {
      // the connection itself is gone
    }
  });
}
