/**
 * One candidate finder per file type, each reading the tree of the parser that ESLint uses for
 * that type (the ESLint language or parser), so that the ESLint plugin and the language server,
 * which parses with the same parser, find the same URLs.
 */

import type { MappedCandidate } from '../mapped-candidate.js';
import type { CandidateOptions } from '../url-contexts.js';
import { cssCandidates, type CssNode } from './css.js';
import { htmlCandidates, isHtmlProgram, type HtmlNode } from './html.js';
import { jsonCandidates, type JsonNode } from './json.js';
import type { FormatCandidateOptions } from './literal.js';
import { markdownCandidates, type MdNode } from './markdown.js';
import { isSvelteProgram, svelteMarkupCandidates, type SvelteNode } from './svelte.js';
import { vueTemplateBody, vueTemplateCandidates } from './vue.js';
import { isYamlProgram, yamlCandidates, type YamlNode } from './yaml.js';

export { cssCandidates, decodeCss, escapeCss } from './css.js';
export { htmlCandidates } from './html.js';
export { attributeFormat, decodeAttribute, escapeAttribute, refreshUrl } from './html-attributes.js';
export { decodeJsonString, escapeJsonString, JSON_FORMAT, JSON_IDENTIFIER_KEYS, jsonCandidates } from './json.js';
export type { FormatCandidateOptions } from './literal.js';
export { bySourceRange } from './literal.js';
export { decodeDestination, markdownCandidates } from './markdown.js';
export { svelteMarkupCandidates } from './svelte.js';
export { vueTemplateBody, vueTemplateCandidates } from './vue.js';
export { decodeYamlDouble, escapeYamlDouble, yamlCandidates } from './yaml.js';

/** The file types the finders know, by the root of the tree their parser gives. */
export type DocumentKind = 'javascript' | 'json' | 'markdown' | 'css' | 'html' | 'yaml' | 'vue' | 'svelte';

/** What kind of document an ESLint `sourceCode.ast` (or the same parser's tree) is. */
export function documentKind(ast: { type: string; body?: unknown }): DocumentKind {
  switch (ast.type) {
    case 'Document':
      return 'json'; // Momoa (@eslint/json); html-eslint's Document sits inside a Program
    case 'root':
      return 'markdown'; // mdast (@eslint/markdown)
    case 'StyleSheet':
      return 'css'; // css-tree (@eslint/css)
    default:
      if (isYamlProgram(ast)) return 'yaml';
      if (isHtmlProgram(ast)) return 'html';
      if (vueTemplateBody(ast)) return 'vue';
      if (isSvelteProgram(ast)) return 'svelte';
      return 'javascript';
  }
}

/**
 * The candidates of a document that are not string literals of an ESTree program: all of them
 * for JSON, Markdown, CSS, HTML and YAML; a Vue template's or Svelte markup's attributes (their
 * scripts are ESTree, read by the JavaScript finder); none for JavaScript.
 */
export function formatCandidates(ast: object, text: string, options: FormatCandidateOptions & CandidateOptions = {}, kind = documentKind(ast as { type: string })): MappedCandidate[] {
  switch (kind) {
    case 'json':
      return jsonCandidates(ast as JsonNode, text);
    case 'markdown':
      return markdownCandidates(ast as MdNode, text, options);
    case 'css':
      return cssCandidates(ast as CssNode, text);
    case 'html':
      return htmlCandidates(ast as HtmlNode, text, options);
    case 'yaml':
      return yamlCandidates(ast as YamlNode, text);
    case 'vue':
      return vueTemplateCandidates(vueTemplateBody(ast)!, text, options);
    case 'svelte':
      return svelteMarkupCandidates(ast as SvelteNode, text, options);
    default:
      return [];
  }
}
