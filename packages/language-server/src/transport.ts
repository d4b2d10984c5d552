/**
 * The message reader of the stream transports (stdio, pipe, socket), after the LSP base protocol:
 * a header block (`Content-Length: N\r\n`, maybe `Content-Type: …\r\n`, then `\r\n`) and N bytes
 * of JSON. vscode-jsonrpc's reader trusts Content-Length: after one frame whose length is wrong
 * it reads every later header from the middle of a body, drops every later message ("Header must
 * provide a Content-Length property") and the server never answers again, not even `shutdown`:
 * its reader has no hook to find the next header again. This reader resynchronises on the next header instead, and keeps the message whose
 * length was wrong when its bytes are still a JSON-RPC message:
 *
 * - too short: the body is cut; the rest of it comes before the next header. The cut body and
 *   that rest are read together as one message.
 * - too long: the body would swallow the next frame. `Content-Length: <digits>` followed by a
 *   raw CR LF can never occur inside JSON (JSON has no unquoted names, and escapes CR and LF in
 *   strings), so such a header inside a body ends it: the bytes before it are the message, the
 *   header starts the next frame.
 * - a header block without Content-Length, or bytes that are no message at all: reported, skipped.
 *
 * Each repair is reported on `onError` (the server logs it). Resynchronising rather than exiting
 * (for the client to restart the server): the open documents, settings and results survive, and
 * clients that do not restart a server that exits (Neovim's, and most others) keep a working one.
 */

import type { Readable } from 'node:stream';
import { AbstractMessageReader, Disposable, type DataCallback, type Message, type MessageReader } from 'vscode-languageserver/node';

/** A header line that starts a frame (see above), searched in a latin1 view of the bytes. */
const FRAME_START = /content-length:[ \t]*\d+\r\n/i;
const HEADER_END = '\r\n\r\n';
/** One header line, `name: value` (RFC 9110 §5.1 token names), without its CR LF. */
const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[^\r\n]*$/;
/** Longer than any real header block: a "header" that does not end by then is garbage. */
const MAX_HEADER = 64 * 1024;
/** Stray bytes kept while waiting for them to become a message or reach a header. */
const MAX_STRAY = 16 * 1024 * 1024;

/**
 * Where the header block holding the Content-Length line at `at` starts: other header lines
 * (`Content-Type: …`) may come before it, each ending in CR LF right before the next.
 */
function headerBlockStart(text: string, at: number): number {
  let start = at;
  while (start >= 2 && text.charCodeAt(start - 1) === 0x0a && text.charCodeAt(start - 2) === 0x0d) {
    const previous = text.lastIndexOf('\r\n', start - 3);
    const lineStart = previous === -1 ? 0 : previous + 2;
    if (!HEADER_LINE.test(text.slice(lineStart, start - 2))) break;
    start = lineStart;
  }
  return start;
}

type Parsed = { message: Message } | { error: string };

function parseMessage(bytes: Buffer): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    return { error: `a body that is not JSON (${String(e instanceof Error ? e.message : e)})` };
  }
  if (typeof value !== 'object' || value === null || (value as { jsonrpc?: unknown }).jsonrpc !== '2.0') {
    return { error: 'a body that is not a JSON-RPC 2.0 message' };
  }
  return { message: value as Message };
}

/** Content-Length of a header block (its lines, without the blank line), or an error. */
function contentLength(block: string): number | string {
  let length: number | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return `a header line without "name: value" (${JSON.stringify(line.slice(0, 60))})`;
    if (line.slice(0, colon).trim().toLowerCase() === 'content-length') {
      const value = line.slice(colon + 1).trim();
      if (!/^\d+$/.test(value)) return `a Content-Length that is not a number (${JSON.stringify(value.slice(0, 20))})`;
      length = Number(value);
    }
  }
  return length ?? 'a header without Content-Length';
}

export class ResynchronizingMessageReader extends AbstractMessageReader implements MessageReader {
  private callback: DataCallback | undefined;
  /** Bytes not yet understood as a header (header mode). */
  private pending: Buffer = Buffer.alloc(0);
  /** Body mode (`expected` ≥ 0): the chunks of the body under way and their length. */
  private body: Buffer[] = [];
  private bodyBytes = 0;
  private expected = -1;
  /** Where a frame header showed up inside the body (-1: nowhere), and the last bytes searched. */
  private swallowedAt = -1;
  private tail = '';

  constructor(private readonly readable: Readable) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const onData = (chunk: Buffer | string): void => this.onData(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    const onError = (error: Error): void => this.fireError(error);
    const onClose = (): void => this.fireClose();
    this.readable.on('data', onData);
    this.readable.on('error', onError);
    this.readable.on('close', onClose);
    return Disposable.create(() => {
      this.readable.off('data', onData);
      this.readable.off('error', onError);
      this.readable.off('close', onClose);
      this.callback = undefined;
    });
  }

  private onData(chunk: Buffer): void {
    try {
      if (this.expected >= 0) this.addToBody(chunk);
      else this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
      while (this.expected >= 0 ? this.readBody() : this.readHeader());
    } catch (e) {
      this.fireError(e);
    }
  }

  /**
   * Reports `problem` (the server logs it); a message in `bytes` is still delivered, also when
   * header lines of the next frame (`Content-Type: …`) follow it: a message is an object, so it
   * ends at its last `}`.
   */
  private deliver(bytes: Buffer, problem: string): void {
    let parsed = parseMessage(bytes);
    const lastBrace = bytes.lastIndexOf(0x7d);
    if (!('message' in parsed) && lastBrace !== -1 && lastBrace < bytes.length - 1) {
      const prefix = parseMessage(bytes.subarray(0, lastBrace + 1));
      if ('message' in prefix) parsed = prefix;
    }
    if ('message' in parsed) {
      this.fireError(new Error(`${problem}: the message was read anyway`));
      this.callback?.(parsed.message);
    } else {
      this.fireError(new Error(`${problem}, holding ${parsed.error}: skipped`));
    }
  }

  /** Header mode: true when it made progress and should run again. */
  private readHeader(): boolean {
    if (this.pending.length === 0) return false;
    const text = this.pending.toString('latin1');
    const found = text.search(FRAME_START);
    const start = found <= 0 ? found : headerBlockStart(text, found);
    const headerEnd = text.indexOf(HEADER_END);
    if (start === 0) {
      if (headerEnd === -1) return this.dropIfLonger(MAX_HEADER, 'a header block that does not end');
      const length = contentLength(text.slice(0, headerEnd));
      if (typeof length === 'string') {
        this.fireError(new Error(`${length}: skipped to the next header`));
        this.pending = this.pending.subarray(1);
        return true;
      }
      const rest = this.pending.subarray(headerEnd + HEADER_END.length);
      this.pending = Buffer.alloc(0);
      this.expected = length;
      this.body = [];
      this.bodyBytes = 0;
      this.swallowedAt = -1;
      this.tail = '';
      if (rest.length > 0) this.addToBody(rest);
      return true;
    }
    const strayEnd = start === -1 ? text.length : start;
    if (headerEnd !== -1 && headerEnd < strayEnd) {
      this.fireError(new Error(`${contentLength(text.slice(0, headerEnd))}: skipped to the next header`));
      this.pending = this.pending.subarray(headerEnd + HEADER_END.length);
      return true;
    }
    if (start > 0) {
      // The rest of a body whose Content-Length was too short (with that body), or garbage.
      this.deliver(this.pending.subarray(0, start), 'bytes before the next header (a wrong Content-Length?)');
      this.pending = this.pending.subarray(start);
      return true;
    }
    // No header yet: the bytes may already be a whole message (the next frame may be long in
    // coming), or the beginning of a header.
    const parsed = parseMessage(this.pending);
    if ('message' in parsed) {
      this.deliver(this.pending, 'a message without a header (a wrong Content-Length?)');
      this.pending = Buffer.alloc(0);
      return false;
    }
    return this.dropIfLonger(MAX_STRAY, 'bytes that are neither a header nor a message');
  }

  /** Drops the pending bytes (but a tail that may hold the start of a header) once over `limit`. */
  private dropIfLonger(limit: number, what: string): boolean {
    if (this.pending.length <= limit) return false;
    this.fireError(new Error(`${what} (${this.pending.length} bytes): dropped`));
    this.pending = Buffer.from(this.pending.subarray(this.pending.length - 64));
    return false;
  }

  /**
   * Adds a chunk to the body, searching it (with the last bytes before it, for a header split
   * between two chunks) for a frame header inside the declared length: each byte is searched
   * once, however many chunks a long body takes.
   */
  private addToBody(chunk: Buffer): void {
    if (this.swallowedAt === -1 && this.bodyBytes < this.expected) {
      const window = this.tail + chunk.toString('latin1', 0, Math.min(chunk.length, this.expected - this.bodyBytes + 64));
      const at = window.search(FRAME_START);
      const offset = this.bodyBytes - this.tail.length;
      if (at !== -1 && offset + at < this.expected) this.swallowedAt = offset + at;
      this.tail = window.slice(-64);
    }
    this.body.push(chunk);
    this.bodyBytes += chunk.length;
  }

  /** Body mode: true when the body is done (delivered or given up) and reading should go on. */
  private readBody(): boolean {
    if (this.swallowedAt === -1 && this.bodyBytes < this.expected) return false;
    const all = this.body.length === 1 ? this.body[0] : Buffer.concat(this.body, this.bodyBytes);
    const expected = this.expected;
    const swallowedAt = this.swallowedAt;
    this.body = [];
    this.bodyBytes = 0;
    this.expected = -1;
    if (swallowedAt !== -1) {
      // Content-Length too long: the next frame's header came inside this body.
      const from = Math.max(0, swallowedAt - 1024);
      const cut = from + headerBlockStart(all.toString('latin1', from, swallowedAt), swallowedAt - from);
      this.deliver(all.subarray(0, cut), `a Content-Length of ${expected} for a body of ${cut} bytes`);
      this.pending = Buffer.from(all.subarray(cut));
      return true;
    }
    const body = all.subarray(0, expected);
    const rest = all.subarray(expected);
    const parsed = parseMessage(body);
    if ('message' in parsed) {
      this.callback?.(parsed.message);
      // (a copy: a view would keep a long body's whole buffer alive)
      this.pending = Buffer.from(rest);
    } else if (rest.length === 0) {
      this.fireError(new Error(`${parsed.error}: skipped`));
      this.pending = Buffer.alloc(0);
    } else {
      // Perhaps a Content-Length too short: header mode reads the body and what follows it up
      // to the next header as one message (or reports them as garbage).
      this.pending = all;
    }
    return true;
  }
}
