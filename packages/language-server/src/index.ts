/**
 * `@urilint/language-server`: urilint's findings, fixes and hovers for any LSP client.
 *
 * ```ts
 * import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
 * import { createServer } from '@urilint/language-server';
 * const connection = createConnection(ProposedFeatures.all);
 * createServer(connection);
 * connection.listen();
 * ```
 *
 * What a client sends and matches (command ids, the code action kind, the trust notification,
 * settings) is also `@urilint/language-server/protocol`, which a client can bundle alone.
 */

export { createServer, type ServerOptions, type UrilintServer } from './server.js';
export { logReaderErrors } from './server/log.js';
export * from './protocol.js';
export { analyzeText } from './analysis.js';
export { fixAllText } from './fix-all.js';
