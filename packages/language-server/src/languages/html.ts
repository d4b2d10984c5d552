/**
 * HTML, parsed by `@html-eslint/parser`, candidates found by `@urilint/source`'s HTML finder.
 * Directive comments are `<!-- eslint-… -->`, which html-eslint gives ESLint as comments. The
 * parser is loaded on first use (./load-parser.ts).
 */

import type * as HtmlParser from '@html-eslint/parser';
import { formatLanguage, type ParsedDocument } from './format.js';
import { loadParser } from './load-parser.js';

function parseHtml(text: string, _languageId: string, parserRoots: readonly string[]): ParsedDocument {
  const { ast } = loadParser<typeof HtmlParser>('@html-eslint/parser', parserRoots).parseForESLint(text, {}) as unknown as { ast: { comments?: Array<{ value: string; range: [number, number] }> } };
  // A comment's range is its content's; the directive's own range is the whole `<!-- … -->`.
  const comments = (ast.comments ?? []).map((c) => ({ text: c.value, range: [c.range[0] - 4, c.range[1] + 3] as [number, number], line: false }));
  return { ast, comments };
}

export const html = formatLanguage('html', ['html'], parseHtml, (_languageId, body) => `<!-- ${body} -->`);
