/**
 * @urilint/source: documents → URL candidates and value↔source maps, shared by every adapter
 * (the ESLint plugin and the language server), so that CI and the editor find the same URLs.
 */

export { createCandidateCollector, findUrlCandidates, type CandidateListeners, type CollectorOptions, type UrlCandidate } from './candidates.js';
export type { EstreeNode, ParentOf } from './estree.js';
export { analyzeCandidate, toSourceFinding, type CandidateAnalyzeOptions, type MappedCandidate, type SourceFinding } from './mapped-candidate.js';
export { srcsetUrls } from './srcset.js';
export { DEFAULT_URL_CONTEXTS, type CandidateOptions, type UrlContextSettings } from './url-contexts.js';
export { ValueMapBuilder, type Decoded, type LiteralFormat, type Segment, type SourceEdit, type ValueMap } from './value-map.js';
export * from './languages/index.js';
export { decodeJs, decodeJsx, escapeText, jsFormat, type LiteralKind } from './escapes.js';
export { findIncompleteUrlChecks, scopeNames, UrlCheckCollector, type NameResolution, type ScopeAnalysis, type UrlCheckOptions } from './url-checks/index.js';
