#!/usr/bin/env node
/**
 * `urilint-language-server --stdio` (also `--node-ipc`, `--socket=<port>`, `--pipe=<name>`). The
 * transport is set up here rather than by `createConnection()`'s own argv parsing so that a broken
 * frame from the client is logged (vscode-jsonrpc only reports it on the reader) and survived.
 */

import { createRequire } from 'node:module';
import { createConnection as connectTo } from 'node:net';
import { createConnection, IPCMessageReader, IPCMessageWriter, StreamMessageWriter, type MessageReader, type MessageWriter } from 'vscode-languageserver/node';
import { createServer } from './server.js';
import { logReaderErrors } from './server/log.js';
import { ResynchronizingMessageReader } from './transport.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) return args[i + 1];
    if (args[i].startsWith(name + '=')) return args[i].slice(name.length + 1);
  }
  return undefined;
};

function printVersion(): void {
  const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
  process.stdout.write(`${pkg.version}\n`);
  process.exit(0);
}

/** The reader and writer of the transport the arguments name (exits with a usage line on none). */
function transport(): { reader: MessageReader; writer: MessageWriter; stdio: boolean } {
  // The stream transports read frames with ResynchronizingMessageReader: a frame with a wrong
  // Content-Length costs at most that message, never every later one (transport.ts).
  if (args.includes('--stdio')) return { reader: new ResynchronizingMessageReader(process.stdin), writer: new StreamMessageWriter(process.stdout), stdio: true };
  if (args.includes('--node-ipc')) return { reader: new IPCMessageReader(process), writer: new IPCMessageWriter(process), stdio: false };
  if (value('--socket') !== undefined || value('--pipe') !== undefined) {
    // As vscode-languageserver's createServerSocketTransport / createServerPipeTransport: the client listens, the server connects.
    const socket = value('--socket') !== undefined ? connectTo(Number.parseInt(value('--socket')!, 10), '127.0.0.1') : connectTo(value('--pipe')!);
    return { reader: new ResynchronizingMessageReader(socket), writer: new StreamMessageWriter(socket), stdio: false };
  }
  process.stderr.write('Usage: urilint-language-server --stdio | --node-ipc | --socket=<port> | --pipe=<name>\n');
  process.exit(2);
}

function main(): void {
  const { reader, writer, stdio } = transport();
  const connection = createConnection(reader, writer);
  // The server owns the connection's one shutdown handler and tells us (ServerOptions.onShutdown).
  let shutdown = false;
  const end = (): void => process.exit(shutdown ? 0 : 1);
  if (stdio) {
    process.stdin.on('end', end);
    process.stdin.on('close', end);
    // stdout carries the protocol: anything printed goes to the client's log instead.
    console.log = (...a: unknown[]) => connection.console.log(a.map(String).join(' '));
    console.info = console.log;
    console.warn = (...a: unknown[]) => connection.console.warn(a.map(String).join(' '));
    console.error = (...a: unknown[]) => connection.console.error(a.map(String).join(' '));
  } else if (args.includes('--node-ipc')) {
    process.on('disconnect', end);
  }

  // A bug must cost one message, never the editor's server: log it and go on.
  const report = (kind: string) => (e: unknown) => {
    const text = `urilint: ${kind}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
    try {
      connection.console.error(text);
    } catch {
      process.stderr.write(text + '\n');
    }
  };
  process.on('uncaughtException', report('uncaught exception'));
  process.on('unhandledRejection', report('unhandled rejection'));

  logReaderErrors(reader, connection);
  createServer(connection, {
    onShutdown: () => {
      shutdown = true;
    },
  });
  connection.listen();
}

if (args.includes('--version') || args.includes('-v')) printVersion();
main();
