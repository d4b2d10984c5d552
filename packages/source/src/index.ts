/**
 * @urilint/source: documents → URL candidates and value↔source maps, shared by every adapter
 * (the ESLint plugin and the language server), so that CI and the editor find the same URLs.
 */

export * from './candidates.js';
export * from './languages/index.js';
export { decodeJs, decodeJsx, escapeText, jsFormat, type LiteralKind } from './escapes.js';
