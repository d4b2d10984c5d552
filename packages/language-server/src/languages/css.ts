/**
 * CSS, parsed by `@eslint/css`'s language (css-tree), candidates found by `@urilint/source`'s CSS
 * finder: `url()`, `@import`, `image-set()`. Directive comments are `/* eslint-… *\/`. The parser
 * is loaded on first use (./load-parser.ts).
 */

import type * as EslintCss from '@eslint/css';
import { formatLanguage, virtualFile, type ParsedDocument } from './format.js';
import { loadParser } from './load-parser.js';

interface CssComment {
  value: string;
  loc: { start: { offset: number }; end: { offset: number } };
}

function parseCss(text: string, _languageId: string, parserRoots: readonly string[]): ParsedDocument {
  const cssLanguage = loadParser<{ default: typeof EslintCss.default }>('@eslint/css', parserRoots).default;
  const result = cssLanguage.languages.css.parse(virtualFile(text, 'document.css') as never, { languageOptions: {} } as never) as { ok: boolean; ast?: object; comments?: CssComment[]; errors?: Array<{ message: string }> };
  if (!result.ok || !result.ast) throw new SyntaxError(result.errors?.[0]?.message ?? 'parse error');
  const comments = (result.comments ?? []).map((c) => ({ text: c.value, range: [c.loc.start.offset, c.loc.end.offset] as [number, number], line: false }));
  return { ast: result.ast, comments };
}

export const css = formatLanguage('css', ['css'], parseCss, (_languageId, body) => `/* ${body} */`);
