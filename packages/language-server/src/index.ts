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
 */

export {
  createServer,
  logReaderErrors,
  FIX_ALL_KIND,
  SHOW_DOCUMENTATION_COMMAND,
  SOURCE,
  SUPPORTED_LANGUAGE_IDS,
  type DiagnosticData,
  type ServerOptions,
  type UrilintServer,
} from './server.js';
export type { InitializationOptions, UrilintSettings } from './settings.js';
export { analyzeText, fixAllText } from './analysis.js';
